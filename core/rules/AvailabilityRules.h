// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/RuleContext.h"

#include <QCoreApplication>

namespace tpuplan {

/// Where and when a TPU can be had: unknown-tpu, machine-type-mode, machine-type-version,
/// zone-region, zone-unavailable, single-host-zone, gke-version.
class AvailabilityRules
{
    Q_DECLARE_TR_FUNCTIONS(AvailabilityRules)
public:
    static void check(const RuleContext &context, FindingSink &sink);

private:
    static void checkMachineType(const RuleContext &context, FindingSink &sink, int index);
    static void checkZone(const RuleContext &context, FindingSink &sink, int index);
    static void checkVersion(const RuleContext &context, FindingSink &sink, int index);
};

} // namespace tpuplan
