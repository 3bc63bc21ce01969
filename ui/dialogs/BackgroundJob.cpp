// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/BackgroundJob.h"

#include <QProgressDialog>
#include <QThread>
#include <QTimer>

namespace tpuplan {
namespace {

/// Work shorter than this shows no dialog at all (QProgressDialog's own minimum duration).
constexpr int kQuietMilliseconds = 400;
constexpr int kPollMilliseconds = 100;

} // namespace

BackgroundJob::BackgroundJob(QWidget *window, const QString &label, Work work)
    : QObject(window), m_work(std::move(work)), m_dialog(new QProgressDialog(label, tr("Cancel"), 0, 0, window)),
      m_poll(new QTimer(this))
{
    setObjectName(QStringLiteral("BackgroundJob"));
    m_dialog->setObjectName(QStringLiteral("BackgroundProgress"));
    m_dialog->setWindowModality(Qt::WindowModal); // the window repaints; its plan is not edited meanwhile
    m_dialog->setMinimumDuration(kQuietMilliseconds);
    m_dialog->setAutoReset(false);
    m_dialog->setAutoClose(false);
    m_dialog->setValue(0);
    connect(m_dialog, &QProgressDialog::canceled, this, &BackgroundJob::cancel);
    m_poll->setInterval(kPollMilliseconds);
    connect(m_poll, &QTimer::timeout, this, &BackgroundJob::showProgress);
}

BackgroundJob::~BackgroundJob()
{
    if (m_thread) {
        m_progress.cancelled = true;
        m_thread->wait();
        delete m_thread;
    }
    delete m_dialog;
}

void BackgroundJob::start()
{
    m_thread = QThread::create([this] { m_work(m_progress); });
    connect(m_thread, &QThread::finished, this, [this] {
        m_poll->stop();
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
        if (m_dialog) {
            m_dialog->reset(); // stops its timer: a dialog never shows after the work
            m_dialog->hide();
        }
        Q_EMIT finished(isCancelled());
        deleteLater();
    });
    m_poll->start();
    m_thread->start();
}

void BackgroundJob::cancel()
{
    m_progress.cancelled = true;
}

void BackgroundJob::showProgress()
{
    if (!m_dialog || m_dialog->wasCanceled())
        return;
    // A busy bar until the work knows how much there is, then a count.
    const int total = m_progress.total;
    if (m_dialog->maximum() != total)
        m_dialog->setMaximum(total);
    m_dialog->setValue(std::min(int(m_progress.done), total));
}

} // namespace tpuplan
