// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/ManifestCheck.h"

#include "ui/app/DialogSizes.h"
#include "ui/app/Settings.h"
#include "ui/dialogs/BackgroundJob.h"
#include "ui/dialogs/ManifestSourceDialog.h"
#include "ui/dialogs/ManifestViewer.h"
#include "ui/docks/FindingsDock.h"
#include "ui/docks/ManifestFindingsPanel.h"

#include <QAction>
#include <QCheckBox>
#include <QFileInfo>
#include <QWidget>

namespace tpuplan {

ManifestCheck::ManifestCheck(QWidget *window, FindingsDock *dock, std::shared_ptr<const Catalog> catalog, PlanSource plan)
    : QObject(window), m_window(window), m_dock(dock), m_catalog(std::move(catalog)), m_plan(std::move(plan)),
      m_action(new QAction(this))
{
    m_action->setObjectName(QStringLiteral("CheckManifestsAction"));
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    connect(m_action, &QAction::triggered, this, &ManifestCheck::choosePaths);
    ManifestFindingsPanel *panel = m_dock->manifestPanel();
    connect(panel, &ManifestFindingsPanel::checkAgainRequested, this, &ManifestCheck::checkAgain);
    connect(panel, &ManifestFindingsPanel::findingActivated, this,
            [this](const QString &file, int line, int column) { open(file, line, column); });
    retranslate();
}

void ManifestCheck::retranslate()
{
    m_action->setText(tr("Check &Manifests..."));
    m_action->setToolTip(tr("Check the TPU workloads of Kubernetes YAML files, or of every *.yaml and *.yml file of a "
                            "folder (selectors, chips, pods per slice), against the catalog and this plan, as tpu-plan lint does"));
}

void ManifestCheck::choosePaths()
{
    // The manifests' folder is remembered apart: the plan dialogs (open, save, export) keep
    // proposing where the plans are, not a chart's templates folder.
    const QString start = Settings::lastManifestDirectory.get();
    ManifestSourceDialog dialog(m_window, start.isEmpty() ? Settings::lastDirectory.get() : start);
    DialogSizes::remember(&dialog);
    if (dialog.exec() != QDialog::Accepted || dialog.paths().isEmpty())
        return;
    const QFileInfo first(dialog.paths().first());
    Settings::lastManifestDirectory.set(first.isDir() ? first.absoluteFilePath() : first.absolutePath());
    check(dialog.paths());
}

void ManifestCheck::check(const QStringList &paths)
{
    if (m_job)
        m_job->cancel(); // the newer request wins; the older result is dropped
    m_paths = paths;
    const auto [plan, correct] = m_plan();
    ManifestFindingsPanel *panel = m_dock->manifestPanel();
    panel->againstPlan()->setEnabled(plan && correct);
    // The worker gets its own copies: the plan as it is now, the catalog (immutable, shared).
    const std::optional<bool> autopilot = plan ? std::optional<bool>(plan->cluster.isAutopilot()) : std::nullopt;
    const std::optional<Plan> against =
        plan && correct && panel->againstPlan()->isChecked() ? std::optional<Plan>(*plan) : std::nullopt;
    auto result = std::make_shared<LintResult>();
    auto *job = new BackgroundJob(
        m_window, tr("Checking manifests..."), [catalog = m_catalog, autopilot, against, paths, result](WorkProgress &progress) {
            const LintContext context{*catalog, autopilot, against ? &*against : nullptr, nullptr, false};
            *result = ManifestLinter::lintPaths(paths, context, {}, &progress);
        });
    m_job = job;
    connect(job, &BackgroundJob::finished, this, [this, job, result](bool cancelled) {
        if (m_job == job)
            m_job = nullptr;
        if (!cancelled)
            show(*result);
        Q_EMIT checked(cancelled);
    });
    job->start();
}

void ManifestCheck::show(const LintResult &result)
{
    m_result = result;
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
    DialogSizes::remember(viewer);
    viewer->show();
    viewer->raise();
    viewer->activateWindow();
    viewer->showLine(std::max(line, 1), std::max(column, 1));
    return viewer;
}

} // namespace tpuplan
