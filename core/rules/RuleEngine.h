// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/common/Finding.h"
#include "core/plan/Plan.h"

namespace tpuplan {

/// Evaluates every rule of design/rules.md against a plan. Pure: the same plan and catalog give
/// the same findings, in a stable order (plan-wide first, then by pool, in rule order).
class RuleEngine
{
public:
    static Findings evaluate(const Plan &plan, const Catalog &catalog);
    /// Every rule id the engine can emit, in documentation order.
    static QStringList ruleIds();
};

} // namespace tpuplan
