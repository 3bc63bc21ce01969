// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/common/Finding.h"
#include "core/plan/Plan.h"
#include "core/rules/RuleContext.h"

#include <functional>

namespace tpuplan {

/// Evaluates every rule of docs/rules.md against a plan. Pure: the same plan and catalog give
/// the same findings, in a stable order (plan-wide first, then by pool, in rule order).
class RuleEngine
{
public:
    static Findings evaluate(const Plan &plan, const Catalog &catalog);

    /// The names every pool's node pools take, across pools (name-collision): they read only
    /// the pools' names and slice counts.
    static void checkNames(const RuleContext &context, FindingSink &sink);
    /// The other rules that read the plan as a whole: the cluster's settings, quota.
    static void checkPlanWide(const RuleContext &context, FindingSink &sink);
    /// The rules of pool `index` alone: they read that pool, its shape, the cluster and the
    /// catalog, so a pool that did not change keeps its findings (ChoiceEvaluator relies on it).
    static void checkPool(const RuleContext &context, FindingSink &sink, int index);
    /// Findings gathered plan-wide first and then pool by pool (`steps` from their FindingSink),
    /// in the engine's order. `poolOrder` gives a pool name's place (-1: plan-wide).
    static Findings inPlanOrder(const Findings &findings, const QList<int> &steps,
                                const std::function<int(const QString &)> &poolOrder);
    /// Every rule id the engine can emit, in documentation order.
    static QStringList ruleIds();
};

} // namespace tpuplan
