// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace tpuplan {

class CatalogRefreshDialog;

/// Tools > Refresh Catalog...: picks the saved gcloud listings (machine types, server config)
/// and shows what they add to the built-in catalog, with the overlay to save.
class CatalogRefreshAction : public QObject
{
    Q_OBJECT
public:
    explicit CatalogRefreshAction(QWidget *window);

    QAction *action() const { return m_action; }
    /// Compares `files` with the built-in catalog and shows the result (a dialog that deletes
    /// itself).
    CatalogRefreshDialog *refresh(const QStringList &files);
    void retranslate();

Q_SIGNALS:
    /// A saved overlay the user chose to plan with in this window.
    void catalogChosen(const QString &overlayPath);

private:
    void chooseFiles();

    QWidget *m_window;
    QAction *m_action;
};

} // namespace tpuplan
