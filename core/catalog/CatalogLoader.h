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
};

/// The catalog in use and, when a user catalog was asked for and refused, why.
struct CatalogChoice
{
    Catalog catalog;
    QString refusedPath;
    Findings refusedProblems;
};

/// Reads a catalog YAML file and checks it thoroughly (types, versions, topologies, sources),
/// because a catalog a team edits by hand must never make the rules silently wrong.
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
