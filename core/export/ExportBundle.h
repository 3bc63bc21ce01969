// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/common/Finding.h"
#include "core/common/WorkProgress.h"
#include "core/plan/Plan.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace tpuplan {

/// One file of the review bundle, relative to the bundle folder.
struct BundleFile
{
    QString path;
    QByteArray contents;
    bool executable = false;
};

/// The review bundle of docs/cli.md, in memory (so the GUI can preview it and tests can
/// compare it): plan.tpuplan.yaml, findings.json, manifests/<pool>.yaml, gcloud.sh (plus
/// autoprovisioning.yaml when the plan enables node auto-provisioning), main.tf, cost.md,
/// cost.csv, cost.json and README.md. BundleWriter puts it on disk.
class ExportBundle
{
public:
    /// `planFile` is the plan's path as the user gave it (findings.json names it);
    /// `findings` are the plan's findings (reader and rule engine).
    /// `extra` files (the window's cost.png) go in before README.md, which lists them too.
    /// When `progress` asks to stop, the list is left incomplete (empty): the caller drops it.
    /// `unsaved`: the plan is the window's, with edits not saved to `planFile` (empty: never
    /// saved); the README says so instead of naming the file as the source.
    static QList<BundleFile> build(const Plan &plan, const QString &planFile, const Findings &findings, const Catalog &catalog,
                                   const QList<BundleFile> &extra = {}, const WorkProgress *progress = nullptr,
                                   bool unsaved = false);
};

/// `README.md` of the bundle: what each file is and how to apply it.
class BundleReadme
{
public:
    static QByteArray build(const Plan &plan, const QString &planFile, const Findings &findings, const QList<BundleFile> &files,
                            const Catalog &catalog, bool unsaved = false);
};

} // namespace tpuplan
