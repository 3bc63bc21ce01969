// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/WorkProgress.h"

#include <QObject>
#include <QPointer>
#include <QProgressDialog>

#include <functional>

class QThread;
class QTimer;
class QWidget;

namespace tpuplan {

/// Runs long work (an export, a folder of manifests) on a worker thread while the window goes
/// on: a progress dialog with Cancel shows after a moment, and finished() arrives on the GUI
/// thread once the work is over, so its result is taken as a whole. The work gets only what it
/// captured (copies of the plan and a shared const catalog) and the WorkProgress it counts in;
/// it must look at WorkProgress::cancelled between its steps.
class BackgroundJob : public QObject
{
    Q_OBJECT
public:
    using Work = std::function<void(WorkProgress &progress)>;

    /// `label` is the progress dialog's text. The job deletes itself after finished().
    BackgroundJob(QWidget *window, const QString &label, Work work);
    /// Asks the work to stop and waits for it (a window closed while it runs).
    ~BackgroundJob() override;

    void start();
    /// Asks the work to stop (the dialog's Cancel); finished(true) follows when it has.
    void cancel();
    bool isCancelled() const { return m_progress.stopRequested(); }
    QProgressDialog *progressDialog() const { return m_dialog; }

Q_SIGNALS:
    /// On the GUI thread, after the work returned.
    void finished(bool cancelled);

private:
    void showProgress();

    WorkProgress m_progress;
    Work m_work;
    QThread *m_thread = nullptr;
    QPointer<QProgressDialog> m_dialog;
    QTimer *m_poll;
};

} // namespace tpuplan
