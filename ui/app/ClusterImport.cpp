// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/ClusterImport.h"

#include "ui/app/DialogSizes.h"
#include "core/import/ClusterImporter.h"
#include "ui/app/Settings.h"
#include "ui/dialogs/ImportResultDialog.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>

namespace tpuplan {

ClusterImport::ClusterImport(QWidget *window, CatalogSource catalog, PlanSink open)
    : QObject(window), m_window(window), m_catalog(std::move(catalog)), m_open(std::move(open)),
      m_filesAction(new QAction(this)), m_folderAction(new QAction(this))
{
    m_filesAction->setObjectName(QStringLiteral("ImportClusterAction"));
    m_folderAction->setObjectName(QStringLiteral("ImportClusterFolderAction"));
    connect(m_filesAction, &QAction::triggered, this, &ClusterImport::chooseFiles);
    connect(m_folderAction, &QAction::triggered, this, &ClusterImport::chooseFolder);
    retranslate();
}

void ClusterImport::retranslate()
{
    m_filesAction->setText(tr("&Import Cluster..."));
    m_filesAction->setToolTip(tr("Start a plan from what a cluster has: the JSON or YAML of gcloud container clusters "
                                 "describe, node-pools list, kubectl get nodes or terraform show -json"));
    m_folderAction->setText(tr("Import Cluster &Folder..."));
    m_folderAction->setToolTip(tr("Import every *.json, *.yaml and *.yml file of a folder"));
}

void ClusterImport::chooseFiles()
{
    const QStringList files = QFileDialog::getOpenFileNames(
        m_window, tr("Import Cluster"), Settings::lastDirectory.get(),
        tr("gcloud, kubectl or Terraform output (*.json *.yaml *.yml);;All files (*)"));
    if (files.isEmpty())
        return;
    Settings::lastDirectory.set(QFileInfo(files.first()).absolutePath());
    importPaths(files);
}

void ClusterImport::chooseFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(m_window, tr("Import Cluster Folder"), Settings::lastDirectory.get());
    if (folder.isEmpty())
        return;
    Settings::lastDirectory.set(folder);
    importPaths({folder});
}

ImportResultDialog *ClusterImport::importPaths(const QStringList &paths)
{
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const ImportResult result = ClusterImporter::importPaths(paths, m_catalog());
    QApplication::restoreOverrideCursor();
    auto *dialog = new ImportResultDialog(result, m_window);
    DialogSizes::remember(dialog);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const Plan plan = result.plan;
    connect(dialog, &QDialog::accepted, this, [this, plan] { m_open(plan); });
    dialog->open();
    return dialog;
}

} // namespace tpuplan
