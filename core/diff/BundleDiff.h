// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/export/ExportBundle.h"

#include <QList>
#include <QString>

namespace tpuplan {

/// The unified diff of one file of the review bundle.
struct BundleFileDiff
{
    QString file;
    QString diff; ///< `--- a/FILE` (or `/dev/null` for a new file), `+++ b/FILE`, hunks
};

/// The lines of the review bundle that change between two bundles (ExportBundle::build), per
/// file, as unified diffs with three lines of context: files of `after` in their order, then
/// the files only `before` had. Unchanged files are left out.
class BundleDiff
{
public:
    static QList<BundleFileDiff> compare(const QList<BundleFile> &before, const QList<BundleFile> &after);
};

} // namespace tpuplan
