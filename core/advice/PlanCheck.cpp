// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/advice/PlanCheck.h"

#include "core/plan/PlanFieldRules.h"
#include "core/rules/RuleEngine.h"

namespace tpuplan {

Findings PlanCheck::check(const Plan &plan, const Catalog &catalog)
{
    // An edited plan has no file lines yet: findings carry no position (the plan's positions
    // are from the file it was opened from and may point at the wrong line by now).
    Plan unplaced = plan;
    unplaced.positions = SourceMap();
    Findings findings = PlanFieldRules::check(unplaced);
    findings += RuleEngine::evaluate(unplaced, catalog);
    return findings;
}

} // namespace tpuplan
