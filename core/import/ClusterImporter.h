// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/import/ImportReport.h"

#include <QCoreApplication>

namespace tpuplan {

/// `tpu-plan import` and File > Import Cluster...: reads every file (and the .json, .yaml and
/// .yml files of every folder), then builds the plan. A file that is refused stops the import
/// (the report lists why); nothing is guessed.
class ClusterImporter
{
    Q_DECLARE_TR_FUNCTIONS(ClusterImporter)
public:
    static ImportResult importPaths(const QStringList &paths, const Catalog &catalog);
    /// The files of `paths`, folders expanded (sorted, hidden entries left out); missing paths
    /// go to `missing`.
    static QStringList expandPaths(const QStringList &paths, QStringList *missing);

private:
    /// Why `paths`, which hold no file to read, give nothing: which folders only hold folders.
    static QList<ImportProblem> nothingToImport(const QStringList &paths);
};

} // namespace tpuplan
