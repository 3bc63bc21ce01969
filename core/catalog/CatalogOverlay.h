// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/Finding.h"

#include <yaml-cpp/yaml.h>

namespace tpuplan {

/// A team's catalog file that holds only what it changes (a new zone, a contract price) and says
/// `extends: built-in`. It is merged onto the built-in catalog's YAML before the schema reads
/// it, so the merged catalog is checked like any other:
/// - maps merge key by key; lists of entries merge by their identity key (`id`, `name`,
///   `region`, `minor`); lists of plain values (zones, topologies) gain the team's values;
/// - a team value that replaces a different built-in value is a conflict: it is used, and
///   reported (rule `catalog-conflict`, warning) with both values and both sources;
/// - a changed fact must name its own source: an entry whose built-in twin has a `source` and
///   whose values the team changes without giving a `source` is refused (`catalog-invalid`).
class CatalogOverlay
{
public:
    static bool isOverlay(const YAML::Node &root);
    /// Merges `overlay` into `base` in place (base is a freshly parsed built-in catalog).
    /// Conflicts go to `conflicts`, refusals to `problems`.
    static void merge(YAML::Node &base, const YAML::Node &overlay, Findings *conflicts, Findings *problems);
};

} // namespace tpuplan
