// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/lint/ManifestLinter.h"
#include "core/plan/Plan.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QWidget;

namespace tpuplan {

class FindingsDock;
class ManifestViewer;

/// File > Check Manifests (Ctrl+Shift+M) and Check Manifest Folder: runs the manifest linter
/// (`tpu-plan lint`) on files the user picks, in the open plan's mode and, unless switched off
/// in the dock, against its pools; shows the findings in the findings dock and opens a file at
/// a finding's line.
class ManifestCheck : public QObject
{
    Q_OBJECT
public:
    /// `plan` gives the open plan and whether it is correct (only then are pools matched).
    using PlanSource = std::function<std::pair<const Plan *, bool>()>;

    ManifestCheck(QWidget *window, FindingsDock *dock, std::shared_ptr<const Catalog> catalog, PlanSource plan);

    QAction *checkFilesAction() const { return m_filesAction; }
    QAction *checkFolderAction() const { return m_folderAction; }
    /// Lints `paths` (files and folders) and shows the result.
    void check(const QStringList &paths);
    /// The same paths again, e.g. after the files or the plan changed.
    void checkAgain();
    /// Opens (or raises) the viewer of `file` at `line` and `column` (a file row: line 0).
    ManifestViewer *open(const QString &file, int line, int column);
    void setCatalog(std::shared_ptr<const Catalog> catalog) { m_catalog = std::move(catalog); }
    void retranslate();

private:
    void chooseFiles();
    void chooseFolder();

    QWidget *m_window;
    FindingsDock *m_dock;
    std::shared_ptr<const Catalog> m_catalog;
    PlanSource m_plan;
    QAction *m_filesAction;
    QAction *m_folderAction;
    QStringList m_paths;
    LintResult m_result;
    QHash<QString, QPointer<ManifestViewer>> m_viewers;
};

} // namespace tpuplan
