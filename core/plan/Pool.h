// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/YamlFieldReader.h"
#include "core/plan/PlanDefaults.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace tpuplan {

struct Reservation
{
    QString name;
    QString affinity;
    QString project;
    /// Calendar mode (capacity `calendar`): the start of the reserved window (RFC 3339, UTC) and
    /// its length in days; the future reservation request gets the pool's reservation name.
    QString startTime;
    std::optional<int> durationDays;
    UnknownFields unknown;

    bool operator==(const Reservation &) const = default;
};

struct Autoscaling
{
    bool enabled = false;
    std::optional<qint64> minNodes;
    std::optional<qint64> maxNodes;
    std::optional<qint64> totalMaxNodes;
    UnknownFields unknown;

    bool operator==(const Autoscaling &) const = default;
};

struct Workload
{
    QString kind;                 ///< auto | Job | JobSet | Deployment; empty = auto
    QString image;
    std::optional<QStringList> command;
    std::optional<int> tpuChipsPerPod;
    QString cpu;
    QString memory;
    QString priorityClass;
    QString queue;
    std::optional<bool> extendedRunTime;
    std::optional<bool> collectionScheduling;
    QString framework;            ///< jax | pytorch | tensorflow | other; empty = not said
    std::optional<int> maxRestarts; ///< JobSet failurePolicy.maxRestarts; empty = 3 (ExportPool)
    std::optional<int> port;        ///< Deployment: the port the server listens on; empty = 8000
    /// Containers per pod, one per NUMA node of the TPU VM, each with its share of the chips
    /// (Ironwood: two); empty = one container.
    std::optional<int> containersPerPod;
    /// Deployment that autoscales: the Prometheus gauge of requests waiting that its
    /// autoscaler follows; empty = vLLM's vllm:num_requests_waiting.
    QString queueMetric;
    UnknownFields unknown;

    bool operator==(const Workload &) const = default;
};

/// A workload that names its slice on a dynamic-slicing block pool (TPU7x): a super-slice of
/// whole blocks or a sub-slice inside one; `count` slices of that shape.
struct SliceWorkload
{
    QString name;
    QString topology;
    std::optional<int> count;
    UnknownFields unknown;

    int sliceCount() const { return count.value_or(1); }
    bool operator==(const SliceWorkload &) const = default;
};

struct Usage
{
    std::optional<int> hoursPerMonth;
    UnknownFields unknown;

    bool operator==(const Usage &) const = default;
};

/// One TPU pool of a plan as the file says it: a Standard node pool (one per slice) or, on
/// Autopilot, the slice a workload asks for. Derived facts live in PoolShape.
struct Pool
{
    QString name;
    QString tpu;
    QString machineType;
    QString accelerator;
    QString topology;
    QString zone;
    std::optional<int> slices;
    QString capacity;             ///< on-demand | spot | reservation | flex-start | calendar; empty = on-demand
    std::optional<Reservation> reservation;
    QString commitment;           ///< none | 1y | 3y; empty = none
    std::optional<Autoscaling> autoscaling;
    std::optional<int> smt;
    std::optional<int> podsPerNode;
    QString architecture;         ///< tpu-vm | tpu-node (deprecated); empty = tpu-vm
    QString bootDiskType;         ///< e.g. hyperdisk-balanced; empty = the TPU version's own (catalog)
    std::optional<Workload> workload;
    std::optional<Usage> usage;
    /// TPU7x block pool: `topology` is the block (4x4x4), `slices` the blocks, and the workloads
    /// below form their slices at run time (GKE dynamic slicing).
    std::optional<bool> dynamicSlicing;
    QList<SliceWorkload> sliceWorkloads;
    UnknownFields unknown;

    bool isBlockPool() const { return dynamicSlicing.value_or(false); }

    bool operator==(const Pool &) const = default;

    int sliceCount() const { return slices.value_or(PlanDefaults::slices); }
    QString effectiveCapacity() const { return capacity.isEmpty() ? QStringLiteral("on-demand") : capacity; }
    /// A reservation of either kind: an existing one, or one requested in calendar mode.
    bool consumesReservation() const
    {
        return capacity == QLatin1String("reservation") || capacity == QLatin1String("calendar");
    }
    QString effectiveCommitment() const { return commitment.isEmpty() ? QStringLiteral("none") : commitment; }
    QString effectiveWorkloadKind() const
    {
        return workload && !workload->kind.isEmpty() ? workload->kind : QStringLiteral("auto");
    }
};

} // namespace tpuplan
