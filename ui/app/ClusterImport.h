// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/plan/Plan.h"

#include <QObject>

#include <functional>

class QAction;
class QWidget;

namespace tpuplan {

class ImportResultDialog;

/// File > Import Cluster... and Import Cluster Folder...: reads what gcloud, kubectl or
/// Terraform printed about a cluster (`tpu-plan import`), shows what was imported and skipped,
/// and hands the plan to the window to open as a new, unsaved document.
class ClusterImport : public QObject
{
    Q_OBJECT
public:
    using CatalogSource = std::function<const Catalog &()>;
    using PlanSink = std::function<void(const Plan &)>;

    ClusterImport(QWidget *window, CatalogSource catalog, PlanSink open);

    QAction *importFilesAction() const { return m_filesAction; }
    QAction *importFolderAction() const { return m_folderAction; }
    /// Imports `paths` (files and folders) and shows the result in a window-modal dialog that
    /// deletes itself; Open as New Plan hands the plan on.
    ImportResultDialog *importPaths(const QStringList &paths);
    void retranslate();

private:
    void chooseFiles();
    void chooseFolder();

    QWidget *m_window;
    CatalogSource m_catalog;
    PlanSink m_open;
    QAction *m_filesAction;
    QAction *m_folderAction;
};

} // namespace tpuplan
