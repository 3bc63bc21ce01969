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

void FindingSink::add(const QString &rule, Severity severity, int poolIndex, const QString &field,
                      const QString &message)
{
    Finding f;
    f.rule = rule;
    f.severity = severity;
    if (poolIndex >= 0 && poolIndex < m_plan.pools.size())
        f.pool = m_plan.pools[poolIndex].name;
    f.field = field;
    f.message = message;
    const SourcePosition position = m_plan.positions.find(field);
    f.line = position.line;
    f.column = position.column;
    m_findings.append(f);
    m_steps.append(m_step);
}

} // namespace tpuplan
