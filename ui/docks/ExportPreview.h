// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/export/ExportBundle.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QStackedWidget;
class QTextBrowser;
class QTimer;

namespace tpuplan {

class PlanDocument;

/// The review bundle as it would be exported now: pick a file (a pool's manifest, the gcloud
/// script, the Terraform, the cost summary...) and read it, monospace and highlighted; Markdown
/// (the README, cost.md) is shown rendered, its tables as tables. Built by core/export,
/// refreshed shortly after each edit while the panel is visible, where the reader was. Nothing is
/// built or laid out while the panel is out of sight (hidden, or a tab behind another in its
/// dock): a plan of thousands of pools opens without waiting for its preview. A Markdown file
/// too large to lay out at once is shown as its text, with a note saying why.
class ExportPreview : public QWidget
{
    Q_OBJECT
public:
    /// In a QDockWidget (`parent`), the panel follows its dock's tab: built when raised.
    explicit ExportPreview(QWidget *parent = nullptr);

    /// Markdown files longer than this (in bytes) are shown as text: laying out the tables of
    /// a 3,000-pool cost.md would hold the window for minutes.
    static constexpr qsizetype kRenderLimit = 128 * 1024;

    void setDocument(PlanDocument *document);
    /// Rebuilds the bundle now.
    void refresh();
    /// Whether the reader can see the panel: shown, and its dock's tab raised.
    bool isOnScreen() const { return isVisible() && m_raised; }

    QStringList filePaths() const;
    bool showFile(const QString &path);
    /// The shown file's text as exported (Markdown as its source).
    QString text() const;
    /// Whether the shown file is rendered (Markdown) rather than shown as source.
    bool showsRendered() const;
    /// The rendered view of a Markdown file.
    QTextBrowser *renderedView() const { return m_rendered; }
    QPlainTextEdit *sourceView() const { return m_text; }

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void showCurrent();
    /// The dock's tab was raised (true) or another tab raised over it (false).
    void setRaised(bool raised);

    PlanDocument *m_document = nullptr;
    QList<BundleFile> m_files;
    QComboBox *m_file;
    QLabel *m_label;
    QLabel *m_note; ///< why a Markdown file is shown as text
    QStackedWidget *m_views;
    QPlainTextEdit *m_text;
    QTextBrowser *m_rendered;
    QTimer *m_timer;
    bool m_raised = true;
};

} // namespace tpuplan
