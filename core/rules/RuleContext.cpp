// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/RuleContext.h"

namespace tpuplan {

RuleContext::RuleContext(const Plan &p, const Catalog &c)
    : plan(p), catalog(c), clusterVersion(GkeVersion::parse(p.cluster.version))
{
    shapes.reserve(plan.pools.size());
    for (const Pool &pool : plan.pools)
        shapes.append(PoolShape::derive(pool, plan.cluster.isAutopilot(), catalog));
}

RuleContext::RuleContext(const Plan &p, const Catalog &c, QList<PoolShape> derived)
    : plan(p), catalog(c), clusterVersion(GkeVersion::parse(p.cluster.version)), shapes(std::move(derived))
{
}

} // namespace tpuplan
