// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/common/Finding.h"
#include "core/plan/Plan.h"

namespace tpuplan {

/// Everything the core has to say about a plan held in memory (an editor's plan, not a file):
/// the value checks PlanReader also runs (PlanFieldRules: names, GKE version syntax, duplicate
/// pools), then the rule engine's findings, all on the plan itself, never through YAML.
/// Positions are dropped: an edited plan has no file lines yet.
class PlanCheck
{
public:
    static Findings check(const Plan &plan, const Catalog &catalog);
};

} // namespace tpuplan
