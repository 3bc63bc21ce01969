// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lint/ManifestNode.h"

#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace tpuplan {

/// How a workload's pods fill one TPU slice, which decides what "one pod per VM" means for it.
enum class PodGrouping {
    Pod,             ///< a bare Pod: one pod
    Job,             ///< batch/v1 Job (and a CronJob's): `parallelism` pods
    JobSetJob,       ///< one replicated Job of a JobSet: `parallelism` pods per replica, a replica per slice
    Replicas,        ///< Deployment, StatefulSet, ReplicaSet: `replicas` pods
    LeaderWorkerSet, ///< `leaderWorkerTemplate.size` pods per group, a group per slice
    RayWorkerGroup,  ///< `numOfHosts` pods per replica, a replica per slice
};

/// One pod template of a Kubernetes object that asks for TPU chips or selects TPU nodes, with the
/// fields that decide where and how many of its pods run.
struct TpuWorkload
{
    QString kind;
    QString name;
    ManifestNode object;      ///< the whole object
    ManifestNode podTemplate; ///< `{metadata, spec}` of the pods
    ManifestNode podSpec;
    PodGrouping grouping = PodGrouping::Pod;
    /// The field holding the pods of one slice (parallelism, replicas, size, numOfHosts); may be
    /// missing, then `defaultPods` applies.
    ManifestNode podsField;
    qint64 defaultPods = 1;
    /// JobSet: the replicated Job (its `replicas` are slices); RayCluster: the worker group;
    /// LeaderWorkerSet: `leaderWorkerTemplate`.
    ManifestNode group;
    /// LeaderWorkerSet: this is the leader's template (a leader may run on a TPU node without
    /// chips, as Pathways and notebook leaders do).
    bool leader = false;
    /// Node labels Kueue adds at admission (a ResourceFlavor's), shown at the queue-name label.
    QMap<QString, ManifestNode> injected;

    QString objectLabel() const { return kind + QLatin1Char('/') + name; }
    /// The node selector value for `key`, from `nodeSelector`, a required node affinity term
    /// `In` exactly one value, or the Kueue flavor (`injected`); missing when none names one.
    ManifestNode selector(const QString &key) const;
    /// The same, from the pod spec alone (what Kueue injects left out).
    ManifestNode ownSelector(const QString &key) const;
    /// The value a required node affinity term selects for `key` with `In` and one value.
    static ManifestNode ownAffinity(const ManifestNode &podSpec, const QString &key);
    /// The chips every container asks for (`google.com/tpu` limits, else requests), summed.
    qint64 tpuChips() const { return chipsOf(podSpec); }
    static qint64 chipsOf(const ManifestNode &podSpec);
    /// The `kueue.x-k8s.io/queue-name` label of the object (or of a bare Pod's template).
    ManifestNode queueName() const;
    /// The pod annotation naming a dynamic slice or a sub-slice (`gke-tpu-slice-topology`).
    ManifestNode sliceTopology() const;
    /// LeaderWorkerSet: whether the leader takes chips (no leader template: it is a worker).
    bool leaderTakesChips() const;
};

/// Finds the TPU workloads in one Kubernetes object: Pod, Job, CronJob, JobSet, Deployment,
/// StatefulSet, ReplicaSet, LeaderWorkerSet, RayCluster, RayJob and RayService (worker groups),
/// and the items of a List. Objects without a TPU pod template give nothing.
class TpuWorkloadFinder
{
public:
    static QList<TpuWorkload> find(const ManifestNode &object);
    /// True when the pod spec selects TPU nodes or a container asks for `google.com/tpu`.
    static bool isTpuPodSpec(const ManifestNode &podSpec);
};

} // namespace tpuplan
