// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace tpuplan {

/// The names a plan's pools take in what the exporters write: GKE node pools (one per slice),
/// Terraform resource identifiers, and the node pools the exported cluster has of its own. One
/// place, so that the exporters and the name-collision rule map names the same way.
class ObjectNames
{
public:
    /// GKE node pool names are at most 40 characters: `train` or `train-0`, `train-1`, ...
    static QString nodePoolName(const QString &pool, int slice, int slices);
    static QStringList nodePoolNames(const QString &pool, int slices);
    /// A Terraform identifier (resource name) made from a plan name: letters, digits and `_`,
    /// with `pool_` before a name that does not start with a letter.
    static QString terraformIdentifier(const QString &name);
    /// The small non-TPU node pool main.tf creates for kube-system Pods (also its resource name).
    static QString systemNodePool() { return QStringLiteral("system"); }
    /// The node pool `gcloud container clusters create` makes with the cluster; gcloud.sh keeps
    /// it for kube-system Pods.
    static QString gcloudDefaultNodePool() { return QStringLiteral("default-pool"); }
};

} // namespace tpuplan
