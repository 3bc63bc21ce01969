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
/// refreshed shortly after each edit while the panel is visible, where the reader was.
class ExportPreview : public QWidget
{
    Q_OBJECT
public:
    explicit ExportPreview(QWidget *parent = nullptr);

    void setDocument(PlanDocument *document);
    /// Rebuilds the bundle now.
    void refresh();
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

    PlanDocument *m_document = nullptr;
    QList<BundleFile> m_files;
    QComboBox *m_file;
    QLabel *m_label;
    QStackedWidget *m_views;
    QPlainTextEdit *m_text;
    QTextBrowser *m_rendered;
    QTimer *m_timer;
};

} // namespace tpuplan
