// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/CatalogRefreshAction.h"

#include "ui/app/DialogSizes.h"
#include "core/refresh/CatalogRefresh.h"
#include "ui/app/Settings.h"
#include "ui/dialogs/CatalogRefreshDialog.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>

namespace tpuplan {

CatalogRefreshAction::CatalogRefreshAction(QWidget *window)
    : QObject(window), m_window(window), m_action(new QAction(this))
{
    m_action->setObjectName(QStringLiteral("RefreshCatalogAction"));
    connect(m_action, &QAction::triggered, this, &CatalogRefreshAction::chooseFiles);
    retranslate();
}

void CatalogRefreshAction::retranslate()
{
    m_action->setText(tr("&Refresh Catalog..."));
    m_action->setToolTip(tr("Compare saved gcloud listings (compute machine-types list, container get-server-config, "
                            "--format=json) with the catalog and save what they add as a team overlay"));
}

void CatalogRefreshAction::chooseFiles()
{
    const QStringList files = QFileDialog::getOpenFileNames(m_window, tr("Refresh Catalog"), Settings::lastDirectory.get(),
                                                            tr("gcloud listings (*.json *.yaml *.yml);;All files (*)"));
    if (files.isEmpty())
        return;
    Settings::lastDirectory.set(QFileInfo(files.first()).absolutePath());
    refresh(files);
}

CatalogRefreshDialog *CatalogRefreshAction::refresh(const QStringList &files)
{
    auto *dialog = new CatalogRefreshDialog(CatalogRefresh::refreshFiles(files, Catalog::builtIn(), QDate::currentDate()), m_window);
    DialogSizes::remember(dialog);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &CatalogRefreshDialog::useRequested, this, &CatalogRefreshAction::catalogChosen);
    dialog->open();
    return dialog;
}

} // namespace tpuplan
