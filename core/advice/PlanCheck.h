// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/common/Finding.h"
#include "core/plan/Plan.h"

namespace tpuplan {

/// Everything the core has to say about a plan held in memory (an editor's plan, not a file):
/// the file-level checks of PlanReader (names, GKE version syntax, duplicate pools), found by
/// writing the plan and reading it back, followed by the rule engine's findings. Positions are
/// dropped: an edited plan has no file lines yet.
class PlanCheck
{
public:
    static Findings check(const Plan &plan, const Catalog &catalog);
};

} // namespace tpuplan
