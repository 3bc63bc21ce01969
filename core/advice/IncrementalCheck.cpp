// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/advice/IncrementalCheck.h"

#include "core/rules/RuleContext.h"
#include "core/rules/RuleEngine.h"

#include <QHash>
#include <QSet>

namespace tpuplan {

namespace {

IncrementalCheck::Part partOf(const FindingSink &sink)
{
    return {sink.findings(), sink.steps()};
}

} // namespace

IncrementalCheck::IncrementalCheck(const Plan &plan, const Catalog &catalog) : m_plan(plan), m_catalog(catalog)
{
    checkAll();
}

void IncrementalCheck::replacePlan(const Plan &plan)
{
    if (plan.pools != m_plan.pools) {
        m_plan = plan;
        checkAll();
        return;
    }
    // The same pools: their field checks and the names across them read nothing else and stay.
    // Their rules read the cluster's mode, region, version, image, channel and switches, never
    // its name; the shapes read the mode. tst_incrementalcheck compares the result with whole
    // checks after random edits of each kind.
    Cluster renamed = plan.cluster;
    renamed.name = m_plan.cluster.name;
    const bool rulesHold = renamed == m_plan.cluster;
    const bool shapesHold = plan.cluster.mode == m_plan.cluster.mode;
    m_plan = plan;
    m_plan.positions = SourceMap();
    if (!shapesHold) {
        m_shapes = RuleContext(m_plan, m_catalog).shapes;
        checkNames(); // slice counts follow the shapes
    }
    if (!rulesHold) {
        const RuleContext context(m_plan, m_catalog, m_shapes);
        for (int i = 0; i < m_plan.pools.size(); ++i)
            checkPoolRules(context, i);
    }
    m_planFields = PlanFieldRules::checkPlanFields(m_plan);
    checkPlanWide();
    assemble();
}

void IncrementalCheck::checkAll()
{
    // An edited plan has no file lines yet, as in PlanCheck.
    m_plan.positions = SourceMap();
    const RuleContext context(m_plan, m_catalog);
    m_shapes = context.shapes;
    m_repeated = repeatedNames();
    m_planFields = PlanFieldRules::checkPlanFields(m_plan);
    m_poolFields.resize(m_plan.pools.size());
    m_poolRules.resize(m_plan.pools.size());
    for (int i = 0; i < m_plan.pools.size(); ++i) {
        checkPoolFields(i);
        checkPoolRules(context, i);
    }
    checkNames();
    checkPlanWide();
    assemble();
}

void IncrementalCheck::replacePool(int index, const Pool &pool)
{
    const Pool before = m_plan.pools[index];
    m_plan.pools[index] = pool;
    const PoolShape shape = PoolShape::derive(pool, m_plan.cluster.isAutopilot(), m_catalog);
    const bool namesChanged = pool.name != before.name || shape.slices != m_shapes[index].slices;
    m_shapes[index] = shape;
    // A new name can make any later pool a repeat, or stop it being one.
    const QList<bool> repeated = pool.name != before.name ? repeatedNames() : m_repeated;
    for (int i = 0; i < m_plan.pools.size(); ++i) {
        if (i == index || repeated[i] != m_repeated[i]) {
            m_repeated[i] = repeated[i];
            checkPoolFields(i);
        }
    }
    checkPoolRules(index);
    m_planFields = PlanFieldRules::checkPlanFields(m_plan);
    if (namesChanged)
        checkNames();
    checkPlanWide();
    assemble();
}

QList<bool> IncrementalCheck::repeatedNames() const
{
    QList<bool> repeated(m_plan.pools.size(), false);
    QSet<QString> names;
    names.reserve(m_plan.pools.size());
    for (int i = 0; i < m_plan.pools.size(); ++i) {
        const QString &name = m_plan.pools[i].name;
        repeated[i] = !name.isEmpty() && names.contains(name);
        names.insert(name);
    }
    return repeated;
}

void IncrementalCheck::checkPoolFields(int index)
{
    m_poolFields[index] = PlanFieldRules::checkPoolFields(m_plan, index, m_repeated[index]);
}

void IncrementalCheck::checkPoolRules(int index)
{
    checkPoolRules(RuleContext(m_plan, m_catalog, m_shapes), index);
}

void IncrementalCheck::checkPoolRules(const RuleContext &context, int index)
{
    FindingSink sink(m_plan);
    RuleEngine::checkPool(context, sink, index);
    m_poolRules[index] = partOf(sink);
}

void IncrementalCheck::checkNames()
{
    const RuleContext context(m_plan, m_catalog, m_shapes);
    FindingSink sink(m_plan);
    RuleEngine::checkNames(context, sink);
    m_names = partOf(sink);
}

void IncrementalCheck::checkPlanWide()
{
    const RuleContext context(m_plan, m_catalog, m_shapes);
    FindingSink sink(m_plan);
    RuleEngine::checkPlanWide(context, sink);
    m_planWide = partOf(sink);
}

void IncrementalCheck::assemble()
{
    // RuleEngine::evaluate's sink order (names, plan-wide, pool by pool), then its sort.
    Findings rules = m_names.findings + m_planWide.findings;
    QList<int> steps = m_names.steps + m_planWide.steps;
    for (const Part &part : std::as_const(m_poolRules)) {
        rules += part.findings;
        steps += part.steps;
    }
    QHash<QString, int> poolOrder;
    poolOrder.reserve(m_plan.pools.size());
    for (int i = int(m_plan.pools.size()) - 1; i >= 0; --i)
        poolOrder.insert(m_plan.pools[i].name, i);
    m_ruleFindings = RuleEngine::inPlanOrder(rules, steps, [&](const QString &pool) { return poolOrder.value(pool, -1); });
    // PlanFieldRules::check's order: control characters of the plan and every pool, then the
    // other values of the plan and every pool.
    m_findings = m_planFields.control;
    for (const PlanFieldRules::Parts &parts : std::as_const(m_poolFields))
        m_findings += parts.control;
    m_findings += m_planFields.values;
    for (const PlanFieldRules::Parts &parts : std::as_const(m_poolFields))
        m_findings += parts.values;
    m_findings += m_ruleFindings;
}

} // namespace tpuplan
