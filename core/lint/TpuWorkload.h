// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lint/ManifestNode.h"

#include <QList>
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
    /// JobSet: the replicated Job (its `replicas` are slices); RayCluster: the worker group.
    ManifestNode group;

    QString objectLabel() const { return kind + QLatin1Char('/') + name; }
    /// The node selector value for `key`, from `nodeSelector` or a required node affinity term
    /// `In` exactly one value; missing when neither names one.
    ManifestNode selector(const QString &key) const;
    /// The chips every container asks for (`google.com/tpu` limits, else requests), summed.
    qint64 tpuChips() const;
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
