// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/lint/ManifestLinter.h"
#include "core/plan/Plan.h"
#include "ui/dialogs/BackgroundJob.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QWidget;

namespace tpuplan {

class FindingsDock;
class ManifestViewer;

/// File > Check Manifests (Ctrl+Shift+M), for files or a folder: runs the manifest linter
/// (`tpu-plan lint`) on what the user picks, in the open plan's mode and, unless switched off in
/// the dock, against its pools, on a worker thread with a progress dialog and Cancel; shows the
/// findings in the findings dock and opens a file at a finding's line. The findings are the
/// linter's words in the language of the moment: a language switch checks the same files again.
class ManifestCheck : public QObject
{
    Q_OBJECT
public:
    /// `plan` gives the open plan and whether it is correct (only then are pools matched).
    using PlanSource = std::function<std::pair<const Plan *, bool>()>;

    ManifestCheck(QWidget *window, FindingsDock *dock, std::shared_ptr<const Catalog> catalog, PlanSource plan);

    QAction *checkAction() const { return m_action; }
    /// Lints `paths` (files and folders) in the background; checked() says when the result is shown.
    void check(const QStringList &paths);
    /// The check under way, if any (its progress dialog, Cancel).
    BackgroundJob *running() const { return m_job; }
    /// The same paths again, e.g. after the files or the plan changed, or in another language
    /// (the findings are the linter's sentences, made in the language they were checked in).
    void checkAgain();
    /// Opens (or raises) the viewer of `file` at `line` and `column` (a file row: line 0).
    ManifestViewer *open(const QString &file, int line, int column);
    void setCatalog(std::shared_ptr<const Catalog> catalog) { m_catalog = std::move(catalog); }
    void retranslate();

Q_SIGNALS:
    /// A check ended: its findings are shown, or it was cancelled and the earlier ones stay.
    void checked(bool cancelled);

private:
    void choosePaths();
    void show(const LintResult &result);

    QWidget *m_window;
    FindingsDock *m_dock;
    std::shared_ptr<const Catalog> m_catalog;
    PlanSource m_plan;
    QAction *m_action;
    QPointer<BackgroundJob> m_job;
    QStringList m_paths;
    LintResult m_result;
    QHash<QString, QPointer<ManifestViewer>> m_viewers;
};

} // namespace tpuplan
