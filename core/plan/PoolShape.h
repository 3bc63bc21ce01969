// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/Pool.h"

#include "core/catalog/Catalog.h"

#include <optional>

namespace tpuplan {

/// The Autopilot accelerator, which is also the `cloud.google.com/gke-tpu-accelerator` value a
/// node of that shape carries in either mode: the version's accelerator that lists the topology
/// (v3 has one for 2x2 devices and one for slices), else the one with the largest slices for a
/// custom topology; the version's first without a topology. Null when the version has none.
const Accelerator *acceleratorForTopology(const TpuVersion &tpu, const std::optional<Topology> &topology);

/// What a pool means once the catalog is consulted: its TPU version, machine type or Autopilot
/// accelerator, topology, chips per node and the node counts that follow (plan-format.md,
/// "Meaning"). Rules, exporters and views all derive these here so they agree.
struct PoolShape
{
    const TpuVersion *tpu = nullptr;
    const MachineType *machineType = nullptr;   ///< Standard
    const Accelerator *accelerator = nullptr;   ///< Autopilot: the one named, or the default
    const AutopilotTopology *autopilotTopology = nullptr; ///< the accelerator's entry for the topology
    bool acceleratorDefaulted = false;
    std::optional<Topology> topology;
    int chipsPerVm = 0;          ///< chips of one node: the machine type's, or the pod request on Autopilot
    bool chipsPerVmDefaulted = false;
    qint64 chipsPerSlice = 0;
    qint64 vmsPerSlice = 0;      ///< GKE nodes of one slice
    int slices = 1;

    static PoolShape derive(const Pool &pool, bool autopilot, const Catalog &catalog);

    /// True when chips, nodes and host type are known (topology and chips per node resolved and
    /// the topology is a whole number of nodes).
    bool isResolved() const { return vmsPerSlice > 0; }
    bool isMultiHost() const { return vmsPerSlice > 1; }
    qint64 nodes() const { return vmsPerSlice * slices; }
    qint64 chips() const { return chipsPerSlice * slices; }
    /// The `cloud.google.com/gke-tpu-accelerator` value the pool's nodes carry.
    QString acceleratorLabel() const;
    /// NUMA nodes of one TPU VM of the pool (the most an Autopilot range such as "1-2" allows);
    /// 0 when the catalog does not know.
    int numaNodes() const;
};

} // namespace tpuplan
