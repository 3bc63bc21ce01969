// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/refresh/CatalogRefresh.h"

#include <QDialog>

class QPlainTextEdit;
class QPushButton;

namespace tpuplan {

/// Tools > Refresh Catalog...: what gcloud's listings say that the built-in catalog does not
/// (`tpu-plan catalog refresh`), and Save Overlay... to write the team overlay for --catalog.
class CatalogRefreshDialog : public QDialog
{
    Q_OBJECT
public:
    CatalogRefreshDialog(const CatalogRefreshResult &result, QWidget *parent = nullptr);

    QPlainTextEdit *report() const { return m_report; }
    QPushButton *saveButton() const { return m_save; }
    /// Writes the overlay to `path` (a new path or a regular file); false with `error` set.
    bool saveTo(const QString &path, QString *error);

private:
    void chooseAndSave();

    CatalogRefreshResult m_result;
    QPlainTextEdit *m_report;
    QPushButton *m_save;
};

} // namespace tpuplan
