// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/RuleContext.h"

#include <QCoreApplication>

namespace tpuplan {

/// How the capacity is obtained: reservation-affinity, reservation-fields, flex-start,
/// calendar-mode, calendar-duration, calendar-preview, calendar-no-quota, pending-scale-up,
/// spot-checkpoint.
class CapacityRules
{
    Q_DECLARE_TR_FUNCTIONS(CapacityRules)
public:
    /// The rules of pool `index` alone: they read that pool, its shape, the cluster and the
    /// catalog, never another pool (RuleEngine reuses them for the pools a choice leaves alone).
    static void checkPool(const RuleContext &context, FindingSink &sink, int index);

private:
    static void checkFlexStart(const RuleContext &context, FindingSink &sink, int index);
    static void checkCalendarMode(const RuleContext &context, FindingSink &sink, int index);
    static void checkCalendarWindow(const RuleContext &context, FindingSink &sink, int index);
};

} // namespace tpuplan
