// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/FindingSink.h"

namespace tpuplan {

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
