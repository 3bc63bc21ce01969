// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"

#include "core/common/Finding.h"

#include <optional>

namespace tpuplan {

struct CatalogLoadResult
{
    std::optional<Catalog> catalog; ///< empty when the file was refused
    Findings problems;              ///< rule `catalog-invalid`, each naming line, column and key
    /// A team catalog (`extends: built-in`) merged onto the built-in one: the built-in values it
    /// replaced (rule `catalog-conflict`, warnings; the team's values are used).
    Findings conflicts;
    bool mergedOntoBuiltIn = false;
};

/// The catalog in use and, when a user catalog was asked for and refused, why.
struct CatalogChoice
{
    Catalog catalog;
    QString refusedPath;
    Findings refusedProblems;
    QString mergedPath;      ///< the team catalog merged onto the built-in one, if any
    Findings mergeConflicts; ///< see CatalogLoadResult::conflicts
};

/// Reads a catalog YAML file and checks it thoroughly (types, versions, topologies, sources),
/// because a catalog a team edits by hand must never make the rules silently wrong. A file that
/// says `extends: built-in` holds only a team's changes and is merged onto the built-in catalog
/// first (see CatalogOverlay).
class CatalogLoader
{
public:
    static CatalogLoadResult loadFile(const QString &path);
    static CatalogLoadResult loadBytes(const QByteArray &bytes, const QString &origin);
    /// `path` when it loads cleanly, otherwise the built-in catalog plus the reasons.
    static CatalogChoice loadOrBuiltIn(const QString &path);
    /// `FILE:LINE:COLUMN: KEY: message`.
    static QString describe(const QString &file, const Finding &problem);
};

} // namespace tpuplan
