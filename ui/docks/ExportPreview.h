// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/export/ExportBundle.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QTimer;

namespace tpuplan {

class PlanDocument;

/// The review bundle as it would be exported now: pick a file (a pool's manifest, the gcloud
/// script, the Terraform, the cost summary...) and read it, monospace and highlighted. Built by
/// core/export, refreshed shortly after each edit while the panel is visible.
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
    QString text() const;

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void showCurrent();

    PlanDocument *m_document = nullptr;
    QList<BundleFile> m_files;
    QComboBox *m_file;
    QLabel *m_label;
    QPlainTextEdit *m_text;
    QTimer *m_timer;
};

} // namespace tpuplan
