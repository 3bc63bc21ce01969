// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/ManifestCheck.h"

#include "ui/app/Settings.h"
#include "ui/dialogs/ManifestViewer.h"
#include "ui/docks/FindingsDock.h"
#include "ui/docks/ManifestFindingsPanel.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QWidget>

namespace tpuplan {

ManifestCheck::ManifestCheck(QWidget *window, FindingsDock *dock, std::shared_ptr<const Catalog> catalog, PlanSource plan)
    : QObject(window), m_window(window), m_dock(dock), m_catalog(std::move(catalog)), m_plan(std::move(plan)),
      m_filesAction(new QAction(this)), m_folderAction(new QAction(this))
{
    m_filesAction->setObjectName(QStringLiteral("CheckManifestsAction"));
    m_filesAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    m_folderAction->setObjectName(QStringLiteral("CheckManifestFolderAction"));
    connect(m_filesAction, &QAction::triggered, this, &ManifestCheck::chooseFiles);
    connect(m_folderAction, &QAction::triggered, this, &ManifestCheck::chooseFolder);
    ManifestFindingsPanel *panel = m_dock->manifestPanel();
    connect(panel, &ManifestFindingsPanel::checkAgainRequested, this, &ManifestCheck::checkAgain);
    connect(panel, &ManifestFindingsPanel::findingActivated, this,
            [this](const QString &file, int line, int column) { open(file, line, column); });
    retranslate();
}

void ManifestCheck::retranslate()
{
    m_filesAction->setText(tr("Check &Manifests..."));
    m_filesAction->setToolTip(tr("Check the TPU workloads of Kubernetes YAML files (selectors, chips, pods per slice) "
                                 "against the catalog and this plan, as tpu-plan lint does"));
    m_folderAction->setText(tr("Check Manifest &Folder..."));
    m_folderAction->setToolTip(tr("Check every *.yaml and *.yml file of a folder and its subfolders"));
}

void ManifestCheck::chooseFiles()
{
    const QStringList files = QFileDialog::getOpenFileNames(m_window, tr("Check Manifests"), Settings::lastDirectory.get(),
                                                            tr("Kubernetes YAML (*.yaml *.yml);;All files (*)"));
    if (files.isEmpty())
        return;
    Settings::lastDirectory.set(QFileInfo(files.first()).absolutePath());
    check(files);
}

void ManifestCheck::chooseFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(m_window, tr("Check Manifest Folder"), Settings::lastDirectory.get());
    if (folder.isEmpty())
        return;
    Settings::lastDirectory.set(folder);
    check({folder});
}

void ManifestCheck::check(const QStringList &paths)
{
    m_paths = paths;
    const auto [plan, correct] = m_plan();
    LintContext context{*m_catalog, plan ? std::optional<bool>(plan->cluster.isAutopilot()) : std::nullopt, nullptr};
    ManifestFindingsPanel *panel = m_dock->manifestPanel();
    panel->againstPlan()->setEnabled(plan && correct);
    if (plan && correct && panel->againstPlan()->isChecked())
        context.plan = plan;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    m_result = ManifestLinter::lintPaths(paths, context);
    QApplication::restoreOverrideCursor();
    m_dock->showManifestResult(m_result);
    for (const LintFileResult &file : std::as_const(m_result.files)) {
        if (ManifestViewer *viewer = m_viewers.value(file.file))
            viewer->setResult(file);
    }
}

void ManifestCheck::checkAgain()
{
    if (!m_paths.isEmpty())
        check(m_paths);
}

ManifestViewer *ManifestCheck::open(const QString &file, int line, int column)
{
    auto found = std::find_if(m_result.files.cbegin(), m_result.files.cend(), [&](const LintFileResult &f) { return f.file == file; });
    if (found == m_result.files.cend())
        return nullptr;
    QPointer<ManifestViewer> &viewer = m_viewers[file];
    if (!viewer)
        viewer = new ManifestViewer(*found, m_window);
    viewer->show();
    viewer->raise();
    viewer->activateWindow();
    viewer->showLine(std::max(line, 1), std::max(column, 1));
    return viewer;
}

} // namespace tpuplan
