// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/refresh/CatalogRefresh.h"

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace tpuplan {

/// Tools > Refresh Catalog...: what gcloud's listings say that the built-in catalog does not
/// (`tpu-plan catalog refresh`), Save Overlay... to write the team overlay for --catalog, and,
/// once saved, Use in This Window to plan with it at once.
class CatalogRefreshDialog : public QDialog
{
    Q_OBJECT
public:
    CatalogRefreshDialog(const CatalogRefreshResult &result, QWidget *parent = nullptr);

    QPlainTextEdit *report() const { return m_report; }
    QPushButton *saveButton() const { return m_save; }
    QPushButton *useButton() const { return m_use; }
    /// Writes the overlay to `path` (a new path or a regular file); false with `error` set.
    /// Saved, the overlay can be used in the window (Use in This Window).
    bool saveTo(const QString &path, QString *error);

Q_SIGNALS:
    /// Use in This Window: the window should plan with the saved overlay from now on.
    void useRequested(const QString &overlayPath);

private:
    void chooseAndSave();

    CatalogRefreshResult m_result;
    QPlainTextEdit *m_report;
    QLabel *m_saved;
    QPushButton *m_save;
    QPushButton *m_use;
    QString m_savedPath;
};

} // namespace tpuplan
