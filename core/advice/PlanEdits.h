// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/plan/Plan.h"

#include <optional>

namespace tpuplan {

/// One choice applied to a plan together with its consequences, the way a planner would make it
/// by hand: a new TPU version brings a machine type of that version, a new region moves the
/// pools to zones of it, a new topology keeps atomic autoscaling bounds whole. Pure: each call
/// returns the changed copy. The editors apply these and the rule engine judges the result.
class PlanEdits
{
public:
    static Plan withMode(Plan plan, const QString &mode, const Catalog &catalog);
    static Plan withRegion(Plan plan, const QString &region, const Catalog &catalog);
    static Plan withTpu(Plan plan, int pool, const QString &tpu, const Catalog &catalog);
    static Plan withMachineType(Plan plan, int pool, const QString &machineType, const Catalog &catalog);
    static Plan withAccelerator(Plan plan, int pool, const QString &accelerator, const Catalog &catalog);
    /// Sets the zone; a zone of another region moves the cluster (and the other pools) there.
    static Plan withZone(Plan plan, int pool, const QString &zone, const Catalog &catalog);
    /// `chipsPerPod` (Autopilot) picks one of the topology's pod sizes; nullopt keeps the pool's.
    static Plan withTopology(Plan plan, int pool, const QString &topology, const Catalog &catalog,
                             std::optional<int> chipsPerPod = std::nullopt);
    static Plan withCapacity(Plan plan, int pool, const QString &capacity);

    /// A pool that fits the plan: the first TPU version offered in the cluster's region (or the
    /// first version), its first machine type or accelerator, smallest topology, a free name.
    static Pool newPool(const Plan &plan, const Catalog &catalog);
    /// An empty-but-valid starting plan: Standard, a region offering many versions, a GKE version
    /// new enough for every TPU version in the catalog, one pool.
    static Plan newPlan(const Catalog &catalog);

private:
    /// Keeps machine type / accelerator, topology, chips per pod and autoscaling bounds
    /// consistent after the pool's TPU version, owner or topology changed.
    static void settle(Plan &plan, int pool, const Catalog &catalog, const Pool &before);
};

} // namespace tpuplan
