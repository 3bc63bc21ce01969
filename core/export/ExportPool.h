// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/ObjectNames.h"
#include "core/plan/Plan.h"
#include "core/plan/PoolShape.h"
#include "core/plan/SystemPool.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace tpuplan {

/// The decisions every exporter must agree on for one pool: the workload kind, the node pool
/// names of its slices, node counts and autoscaling bounds per node pool, how capacity is
/// obtained. Derived once from the plan and the catalog so manifests, gcloud.sh, main.tf and
/// the cost summary never disagree.
struct ExportPool
{
    enum class WorkloadKind { Job, IndexedJob, JobSet, Deployment };

    const Pool *pool = nullptr;
    PoolShape shape;
    bool autopilot = false;
    QString capacity;             ///< on-demand | spot | reservation | flex-start | calendar
    WorkloadKind kind = WorkloadKind::Job;
    QStringList nodePoolNames;    ///< Standard: one node pool per slice
    qint64 chipsPerVm = 0;
    qint64 vmsPerSlice = 0;
    qint64 nodes = 0;             ///< every node of every slice
    /// Per Standard node pool: created with `initialNodes`; autoscaled between min and max
    /// (and `totalMaxNodes` when the plan gives one) when `autoscaling` is set.
    bool autoscaling = false;
    qint64 initialNodes = 0;
    qint64 minNodes = 0;
    qint64 maxNodes = 0;
    std::optional<qint64> totalMaxNodes;
    /// Standard: the boot disk every node gets, pinned in gcloud.sh, main.tf and the cost
    /// (DiskSupport::bootType; empty when the catalog knows none) and its size in GiB.
    QString bootDiskType;
    int bootDiskGiB = 0;

    bool isMultiHost() const { return shape.isMultiHost(); }
    /// A dynamic-slicing block pool (`dynamicSlicing: true` on a version that offers it): one node
    /// pool per block, and its slice workloads form their slices at run time.
    bool isBlockPool() const { return pool && pool->isBlockPool() && dynamicSlicing(); }
    /// The version's dynamic slicing facts; null when it has none.
    const DynamicSlicing *dynamicSlicing() const
    {
        return shape.tpu && shape.tpu->dynamicSlicing ? &*shape.tpu->dynamicSlicing : nullptr;
    }
    /// A v6e pool Kueue splits into sub-slices (`dynamicSlicing: true` on a version with Kueue
    /// sub-slicing): ordinary node pools, and its slice workloads each ask for a sub-slice.
    bool isSubSlicedPool() const { return pool && pool->isBlockPool() && !dynamicSlicing() && subSlicing(); }
    /// The version's Kueue sub-slicing facts; null when it has none.
    const SubSlicing *subSlicing() const { return shape.tpu && shape.tpu->subSlicing ? &*shape.tpu->subSlicing : nullptr; }
    /// Its workloads name their slices (a block pool or a sub-sliced pool): one JobSet each,
    /// through the pool's own Kueue queue.
    bool namesSlices() const { return isBlockPool() || isSubSlicedPool(); }
    /// The nodes (pods) one slice of `slice`'s shape spans on a block or sub-sliced pool; 0 when
    /// the shape is unreadable.
    qint64 sliceVms(const SliceWorkload &slice) const;
    bool isSpot() const { return capacity == QLatin1String("spot"); }
    /// Consumes a reservation by name: an existing one or, with `calendar`, the one its future
    /// reservation request in calendar mode delivers (CalendarReservation).
    bool isReservation() const { return capacity == QLatin1String("reservation") || isCalendar(); }
    bool isCalendar() const { return capacity == QLatin1String("calendar"); }
    bool isFlexStart() const { return capacity == QLatin1String("flex-start"); }
    /// Flex-start through a Kueue queue uses queued provisioning (ProvisioningRequest, DWS):
    /// the nodes then come only through Kueue's admission check. Without a queue, plain
    /// flex-start VMs serve ordinary pending pods.
    bool isQueuedProvisioning() const { return isFlexStart() && !queue().isEmpty(); }
    QString queue() const;
    QString priorityClass() const;
    /// JobSet failurePolicy.maxRestarts: the plan's workload.maxRestarts, else kDefaultMaxRestarts.
    int maxRestarts() const;
    static constexpr int kDefaultMaxRestarts = 3;
    /// Containers per pod (the plan's workload.containersPerPod, else 1), each with an equal
    /// share of the pod's chips, CPU and memory: one per NUMA node of the TPU VM.
    int containersPerPod() const;
    /// A Multislice JobSet: more than one slice of a multi-host shape, joined over the data
    /// center network (the MEGASCALE_* variables tell each process its slice).
    /// The node pools of a sub-sliced pool are shared by its sub-slice workloads, never joined.
    bool isMultislice() const { return kind == WorkloadKind::JobSet && isMultiHost() && shape.slices > 1 && !isSubSlicedPool(); }
    /// The `--reservation` / Terraform value: the name, or `projects/P/reservations/R` for a
    /// shared reservation owned by another project.
    QString reservationPath() const;
    /// TPU7x multi-host pools are placed by a workload policy (one per project, region and
    /// topology, shared by every such pool) instead of compact placement and `--tpu-topology`:
    /// its name, e.g. `tpu7x-high-throughput-4x4x4`; empty for every other pool. A block pool's
    /// policy provisions only (`tpu7x-high-throughput-4x4x4-provision-only`).
    QString workloadPolicyName() const;
    /// The policy's `--accelerator-topology-mode` (block pools: provision_only); empty otherwise.
    QString workloadPolicyMode() const;
    /// One pool per workload policy the bundle creates, in pool order (pools of one version and
    /// topology share a policy; pools without one are left out).
    static QList<const ExportPool *> workloadPolicyOwners(const QList<ExportPool> &pools);
    /// Nodes the pool may grow to (autoscaling single-host pools can exceed `nodes`), for
    /// queue quotas and auto-provisioning limits.
    qint64 capacityNodes() const;
    qint64 capacityChips() const { return capacityNodes() * chipsPerVm; }

    static ExportPool derive(const Pool &pool, bool autopilot, const Catalog &catalog);
    static QList<ExportPool> derive(const Plan &plan, const Catalog &catalog);
    /// GKE node pool names are at most 40 characters: `train` or `train-0`, `train-1`, ...
    static QString nodePoolName(const QString &pool, int slice, int slices);
};

/// Cluster-wide limits node auto-provisioning needs: CPU and memory for every node it may run
/// (TPU VMs included) and one entry per TPU accelerator label, in chips.
struct AutoprovisioningLimits
{
    struct Accelerator
    {
        QString resourceType; ///< the accelerator label, e.g. tpu-v6e-slice
        qint64 maximumChips = 0;
    };
    qint64 maxCpu = 0;
    qint64 maxMemoryGB = 0;
    QList<Accelerator> accelerators;
    QStringList locations;

    static AutoprovisioningLimits compute(const Plan &plan, const QList<ExportPool> &pools, const Catalog &catalog);
};

/// Distinct zones of the pools, in plan order.
QStringList exportZones(const QList<ExportPool> &pools);

} // namespace tpuplan
