// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/export/ExportPool.h"

#include <QByteArray>
#include <QList>
#include <QPair>

namespace tpuplan {

/// Writes one `kubectl apply -f` ready YAML file per pool (https://cloud.google.com/kubernetes-engine/docs/how-to/tpus): the workload (Job,
/// Indexed Job + headless Service, JobSet + headless Service, or Deployment) with the TPU
/// nodeSelectors, the `google.com/tpu` request, tolerations and capacity selectors, preceded by
/// the PriorityClass, Kueue objects and ComputeClass the pool refers to. Objects shared by
/// several pools are written identically into each of their files, so any file applies on its
/// own and applying all of them is idempotent. Everything is emitted with yaml-cpp.
class ManifestExporter
{
public:
    /// `(pool name, file contents)` in plan order.
    static QList<QPair<QString, QByteArray>> exportAll(const Plan &plan, const QList<ExportPool> &pools);
    static QByteArray exportPool(const Plan &plan, const QList<ExportPool> &pools, qsizetype index);

    /// A Kubernetes quantity times `factor` (`400Gi` x 4 = `1600Gi`); empty when `quantity`
    /// is not a plain decimal with an optional suffix.
    static QString scaleQuantity(const QString &quantity, qint64 factor);
    /// The PriorityClass value tpu-plan gives a class the plan only names.
    static int priorityValue(const QString &name);

    /// A serving Deployment listens here unless the plan's workload.port says otherwise
    /// (vLLM's default, as GKE's vLLM-on-TPU samples use).
    static constexpr int kDefaultServingPort = 8000;
    /// The autoscaler adds a replica when more requests than this wait per replica.
    static constexpr int kQueuedRequestsPerReplica = 10;
    /// The Kubernetes service account (namespace default) the workloads run as when the plan
    /// names its data bucket; the exports grant it the bucket.
    static QString workloadServiceAccount() { return QStringLiteral("tpu-workload"); }
    /// Workload Identity's principal for that service account, with shell or HCL expressions
    /// for the project number and id.
    static QString workloadPrincipal(const QString &projectNumber, const QString &projectId);
};

} // namespace tpuplan
