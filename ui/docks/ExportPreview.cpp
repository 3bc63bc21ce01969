// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/docks/ExportPreview.h"

#include "ui/docks/ExportHighlighter.h"
#include "ui/document/PlanDocument.h"

#include <QComboBox>
#include <QDockWidget>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

namespace tpuplan {

ExportPreview::ExportPreview(QWidget *parent)
    : QWidget(parent),
      m_file(new QComboBox(this)),
      m_label(new QLabel(this)),
      m_note(new QLabel(this)),
      m_views(new QStackedWidget(this)),
      m_text(new QPlainTextEdit(this)),
      m_rendered(new QTextBrowser(this)),
      m_timer(new QTimer(this))
{
    m_rendered->setOpenLinks(false);
    m_views->addWidget(m_text);
    m_views->addWidget(m_rendered);
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
    m_note->setWordWrap(true);
    m_note->hide();
    layout->addWidget(m_note);
    layout->addWidget(m_views, 1);
    m_timer->setSingleShot(true);
    m_timer->setInterval(250);
    connect(m_timer, &QTimer::timeout, this, &ExportPreview::refresh);
    connect(m_file, &QComboBox::currentIndexChanged, this, &ExportPreview::showCurrent);
    // A dock behind another's tab stays "visible" (Qt moves it out of sight): its signal says.
    if (auto *dock = qobject_cast<QDockWidget *>(parent))
        connect(dock, &QDockWidget::visibilityChanged, this, &ExportPreview::setRaised);
}

void ExportPreview::setDocument(PlanDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        // Building the bundle takes milliseconds (seconds for thousands of pools); do it only
        // for a panel the reader sees, after typing. Out of sight, it is rebuilt when shown.
        const auto refreshSoon = [this] {
            if (isOnScreen())
                m_timer->start();
        };
        connect(document, &PlanDocument::changed, this, refreshSoon);
        connect(document, &PlanDocument::filePathChanged, this, refreshSoon);
        connect(document, &PlanDocument::modifiedChanged, this, refreshSoon); // the README says whether saved
    }
    if (isOnScreen())
        refresh();
}

void ExportPreview::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_raised)
        refresh();
}

void ExportPreview::setRaised(bool raised)
{
    const bool cameIntoSight = raised && !m_raised;
    m_raised = raised;
    if (cameIntoSight && isVisible())
        refresh();
}

void ExportPreview::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_label->setText(tr("&File:"));
        showCurrent(); // the note, in the new language
    }
    QWidget::changeEvent(event);
}

void ExportPreview::refresh()
{
    m_timer->stop();
    if (!m_document)
        return;
    const QString current = m_file->currentText();
    m_files = ExportBundle::build(m_document->plan(), m_document->filePath(), m_document->findings(), m_document->catalog(), {},
                                  nullptr, m_document->isModified() || m_document->filePath().isEmpty());
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

namespace {

/// Sets a view's text and keeps the reader where they were (an edit must not jump to the top).
template<typename View, typename Set>
void replaceKeepingPlace(View *view, const Set &set)
{
    const int vertical = view->verticalScrollBar()->value();
    const int horizontal = view->horizontalScrollBar()->value();
    set();
    view->verticalScrollBar()->setValue(vertical);
    view->horizontalScrollBar()->setValue(horizontal);
}

} // namespace

void ExportPreview::showCurrent()
{
    const int index = m_file->currentIndex();
    const bool valid = index >= 0 && index < m_files.size();
    const QString text = valid ? QString::fromUtf8(m_files[index].contents) : QString();
    const bool sameFile = m_text->property("shownFile").toString() == m_file->currentText();
    m_text->setProperty("shownFile", m_file->currentText());
    const bool large = valid && m_files[index].contents.size() > kRenderLimit;
    const bool markdown = valid && m_files[index].path.endsWith(QLatin1String(".md")) && !large;
    m_note->setVisible(large && m_files[index].path.endsWith(QLatin1String(".md")));
    if (m_note->isVisibleTo(this))
        m_note->setText(tr("This file is too large to show formatted (%1); it is shown as text, as exported.")
                            .arg(QLocale().formattedDataSize(m_files[index].contents.size())));
    if (m_text->toPlainText() != text) {
        if (sameFile)
            replaceKeepingPlace(m_text, [&] { m_text->setPlainText(text); });
        else
            m_text->setPlainText(text);
        if (markdown) {
            if (sameFile)
                replaceKeepingPlace(m_rendered, [&] { m_rendered->setMarkdown(text); });
            else
                m_rendered->setMarkdown(text);
        }
    } else if (markdown && !sameFile) {
        m_rendered->setMarkdown(text);
    }
    m_views->setCurrentWidget(markdown ? static_cast<QWidget *>(m_rendered) : m_text);
}

bool ExportPreview::showsRendered() const
{
    return m_views->currentWidget() == m_rendered;
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
