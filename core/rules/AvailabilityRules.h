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
    /// The pool's zone lies in the cluster's region (rule zone-region).
    static void checkZoneRegion(const RuleContext &context, FindingSink &sink, int index);
    /// The TPU version, and the machine type or accelerator, are offered in the pool's zone
    /// (rule zone-unavailable); false when they are not.
    static bool checkZoneOffered(const RuleContext &context, FindingSink &sink, int index);
    /// Zones where single-host pools need more chips, or one zone of a region (single-host-zone).
    static void checkSingleHostZone(const RuleContext &context, FindingSink &sink, int index);
    static void checkVersion(const RuleContext &context, FindingSink &sink, int index);
};

} // namespace tpuplan
