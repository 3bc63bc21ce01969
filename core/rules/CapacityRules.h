// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/RuleContext.h"

#include <QCoreApplication>

namespace tpuplan {

/// How the capacity is obtained: reservation-affinity, reservation-fields, flex-start,
/// pending-scale-up, spot-checkpoint.
class CapacityRules
{
    Q_DECLARE_TR_FUNCTIONS(CapacityRules)
public:
    static void check(const RuleContext &context, FindingSink &sink);

private:
    static void checkFlexStart(const RuleContext &context, FindingSink &sink, int index);
};

} // namespace tpuplan
