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
    /// The rules of pool `index` alone: they read that pool, its shape, the cluster and the
    /// catalog, never another pool (RuleEngine reuses them for the pools a choice leaves alone).
    static void checkPool(const RuleContext &context, FindingSink &sink, int index);

private:
    static void checkMachineType(const RuleContext &context, FindingSink &sink, int index);
    static void checkZone(const RuleContext &context, FindingSink &sink, int index);
    static void checkVersion(const RuleContext &context, FindingSink &sink, int index);
};

} // namespace tpuplan
