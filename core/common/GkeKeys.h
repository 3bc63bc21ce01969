// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

/// The Kubernetes label, annotation and resource keys of TPU workloads on GKE, written once for
/// the exporter that writes them and the linter that reads them (https://cloud.google.com/kubernetes-engine/docs/how-to/tpus).
namespace tpuplan::GkeKeys {

// Node labels the pods select.
inline const QString kAccelerator = QStringLiteral("cloud.google.com/gke-tpu-accelerator");
inline const QString kTopology = QStringLiteral("cloud.google.com/gke-tpu-topology");
inline const QString kSpot = QStringLiteral("cloud.google.com/gke-spot");
inline const QString kQueued = QStringLiteral("cloud.google.com/gke-queued");
inline const QString kFlexStart = QStringLiteral("cloud.google.com/gke-flex-start");
inline const QString kReservationName = QStringLiteral("cloud.google.com/reservation-name");
inline const QString kReservationAffinity = QStringLiteral("cloud.google.com/reservation-affinity");
inline const QString kReservationProject = QStringLiteral("cloud.google.com/reservation-project");
inline const QString kNodePool = QStringLiteral("cloud.google.com/gke-nodepool");
inline const QString kComputeClass = QStringLiteral("cloud.google.com/compute-class");
inline const QString kNodePoolGroup = QStringLiteral("cloud.google.com/gke-nodepool-group-name");
inline const QString kWorkloadType = QStringLiteral("cloud.google.com/gke-workload-type");
inline const QString kPlacementPolicy = QStringLiteral("cloud.google.com/placement-policy-name");
inline const QString kPlacementGroup = QStringLiteral("cloud.google.com/gke-placement-group");
inline const QString kZone = QStringLiteral("topology.kubernetes.io/zone");
/// The dynamic slice a node belongs to (TPU7x): the exclusive-topology key of dynamic slices.
inline const QString kTpuSlice = QStringLiteral("cloud.google.com/gke-tpu-slice");
// The TPU resource (and taint key) a pod requests.
inline const QString kTpuResource = QStringLiteral("google.com/tpu");
// Workload labels and annotations.
inline const QString kQueueName = QStringLiteral("kueue.x-k8s.io/queue-name");
/// Pod annotation asking Kueue's Topology Aware Scheduling to keep a PodSet inside one domain
/// of a Topology level (a v6e sub-slice: cloud.google.com/gke-tpu-slice-2x4-id).
inline const QString kKueueRequiredTopology = QStringLiteral("kueue.x-k8s.io/podset-required-topology");
inline const QString kJobSetExclusiveTopology = QStringLiteral("alpha.jobset.sigs.k8s.io/exclusive-topology");
inline const QString kLwsExclusiveTopology = QStringLiteral("leaderworkerset.sigs.k8s.io/exclusive-topology");
inline const QString kLwsSubGroupExclusiveTopology = QStringLiteral("leaderworkerset.sigs.k8s.io/subgroup-exclusive-topology");
/// Pod annotation naming the slice a pod runs in: a dynamic slice (TPU7x) or a Kueue TAS
/// sub-slice (v6e) smaller than its node pool.
inline const QString kSliceTopology = QStringLiteral("cloud.google.com/gke-tpu-slice-topology");
inline const QString kSafeToEvict = QStringLiteral("cluster-autoscaler.kubernetes.io/safe-to-evict");

} // namespace tpuplan::GkeKeys
