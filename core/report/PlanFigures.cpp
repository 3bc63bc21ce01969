// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/PlanFigures.h"

#include "core/cost/CostCalculator.h"
#include "core/plan/PoolShape.h"
#include "core/rules/RuleEngine.h"

namespace tpuplan {

PlanFigures PlanFigures::of(const Plan &plan, const Catalog &catalog)
{
    return of(plan, catalog, RuleEngine::evaluate(plan, catalog));
}

PlanFigures PlanFigures::of(const Plan &plan, const Catalog &catalog, const Findings &findings)
{
    PlanFigures figures;
    figures.name = plan.metadata.name;
    qint64 nodes = 0;
    bool nodesKnown = true;
    for (const Pool &pool : plan.pools) {
        const PoolShape shape = PoolShape::derive(pool, plan.cluster.isAutopilot(), catalog);
        figures.chips += shape.chips();
        figures.slices += pool.sliceCount();
        if (shape.isResolved())
            nodes += shape.nodes();
        else
            nodesKnown = false;
    }
    if (nodesKnown)
        figures.nodes = nodes;
    for (const Finding &finding : findings) {
        figures.errors += finding.severity == Severity::Error;
        figures.warnings += finding.severity == Severity::Warning;
        figures.notes += finding.severity == Severity::Info;
    }
    figures.cost = CostCalculator::summarize(plan, catalog);
    return figures;
}

} // namespace tpuplan
