// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/docks/ExportPreview.h"

#include "ui/docks/ExportHighlighter.h"
#include "ui/document/PlanDocument.h"

#include <QComboBox>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSignalBlocker>
#include <QTimer>
#include <QVBoxLayout>

namespace tpuplan {

ExportPreview::ExportPreview(QWidget *parent)
    : QWidget(parent), m_file(new QComboBox(this)), m_label(new QLabel(this)), m_text(new QPlainTextEdit(this)),
      m_timer(new QTimer(this))
{
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    new ExportHighlighter(m_text->document());
    m_label->setBuddy(m_file);
    m_label->setText(tr("&File:"));
    auto *top = new QHBoxLayout;
    top->addWidget(m_label);
    top->addWidget(m_file, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_text, 1);
    m_timer->setSingleShot(true);
    m_timer->setInterval(250);
    connect(m_timer, &QTimer::timeout, this, &ExportPreview::refresh);
    connect(m_file, &QComboBox::currentIndexChanged, this, &ExportPreview::showCurrent);
}

void ExportPreview::setDocument(PlanDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        // Building the bundle takes milliseconds; do it only for a visible panel, after typing.
        connect(document, &PlanDocument::changed, this, [this] {
            if (isVisible())
                m_timer->start();
        });
    }
    if (isVisible())
        refresh();
}

void ExportPreview::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh();
}

void ExportPreview::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        m_label->setText(tr("&File:"));
    QWidget::changeEvent(event);
}

void ExportPreview::refresh()
{
    m_timer->stop();
    if (!m_document)
        return;
    const QString current = m_file->currentText();
    m_files = ExportBundle::build(m_document->plan(), m_document->filePath(), m_document->findings(),
                                  m_document->catalog());
    {
        const QSignalBlocker blocker(m_file);
        m_file->clear();
        for (const BundleFile &file : std::as_const(m_files))
            m_file->addItem(file.path);
        const int index = m_file->findText(current);
        m_file->setCurrentIndex(index >= 0 ? index : std::max(0, m_file->findText(QStringLiteral("gcloud.sh"))));
    }
    showCurrent();
}

void ExportPreview::showCurrent()
{
    const int index = m_file->currentIndex();
    const QString text = index >= 0 && index < m_files.size() ? QString::fromUtf8(m_files[index].contents) : QString();
    if (m_text->toPlainText() != text)
        m_text->setPlainText(text);
}

QStringList ExportPreview::filePaths() const
{
    QStringList paths;
    for (const BundleFile &file : m_files)
        paths.append(file.path);
    return paths;
}

bool ExportPreview::showFile(const QString &path)
{
    const int index = m_file->findText(path);
    if (index < 0)
        return false;
    m_file->setCurrentIndex(index);
    showCurrent();
    return true;
}

QString ExportPreview::text() const
{
    return m_text->toPlainText();
}

} // namespace tpuplan
