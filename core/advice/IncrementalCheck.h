// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/common/Finding.h"
#include "core/plan/Plan.h"
#include "core/plan/PoolShape.h"
#include "core/plan/PlanFieldRules.h"

namespace tpuplan {

struct RuleContext;

/// PlanCheck::check kept up to date edit by edit: the findings of every pool are kept apart, so
/// an edit of one pool runs that pool's checks again with the checks that read the plan as a
/// whole (its own fields, the plan-wide rules, and the names across pools when the pool's name
/// or slice count changed). findings() is always what PlanCheck::check(plan()) says, in its
/// order (tst_incrementalcheck compares them after random edits). A keystroke in a 5,000-pool
/// plan costs a pool's checks, not 5,000.
class IncrementalCheck
{
public:
    IncrementalCheck(const Plan &plan, const Catalog &catalog);

    /// The plan with pool `index` replaced by `pool`.
    void replacePool(int index, const Pool &pool);
    /// The plan replaced by `plan`. When its pools are the same, their field checks are kept, and
    /// their rules too unless the cluster changed more than its name: a key pressed in the plan's
    /// or the cluster's name, description, data bucket or quota runs only the plan-wide checks.
    void replacePlan(const Plan &plan);

    /// The plan checked, without file positions (as PlanCheck checks it).
    const Plan &plan() const { return m_plan; }
    const Catalog &catalog() const { return m_catalog; }
    /// PlanCheck::check(plan()).
    const Findings &findings() const { return m_findings; }
    /// RuleEngine::evaluate(plan()): the rules' part of findings().
    const Findings &ruleFindings() const { return m_ruleFindings; }
    const QList<PoolShape> &shapes() const { return m_shapes; }

    /// Findings of one step of the engine's order, with their steps (FindingSink::steps).
    struct Part
    {
        Findings findings;
        QList<int> steps;
    };
    /// The name-collision rule's findings.
    const Part &names() const { return m_names; }
    /// The findings of pool `index`'s own rules (RuleEngine::checkPool).
    const Part &poolRules(int index) const { return m_poolRules[index]; }

private:
    void checkAll();
    void checkPoolFields(int index);
    void checkPoolRules(int index);
    void checkPoolRules(const RuleContext &context, int index);
    void checkNames();
    void checkPlanWide();
    /// Which pools have the name of an earlier one (the plan-invalid check of unique names).
    QList<bool> repeatedNames() const;
    void assemble();

    Plan m_plan;
    const Catalog &m_catalog;
    QList<PoolShape> m_shapes;
    QList<bool> m_repeated;
    PlanFieldRules::Parts m_planFields;
    QList<PlanFieldRules::Parts> m_poolFields;
    Part m_names;
    Part m_planWide;
    QList<Part> m_poolRules;
    Findings m_ruleFindings;
    Findings m_findings;
};

} // namespace tpuplan
