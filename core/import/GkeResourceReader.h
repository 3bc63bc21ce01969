// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/import/ClusterObservation.h"

#include <yaml-cpp/yaml.h>

namespace tpuplan {

/// Reads GKE API resources as `gcloud container clusters describe` and `node-pools
/// list|describe` print them (JSON or YAML, camelCase): a Cluster with its `nodePools[]`, or
/// NodePools alone. Unknown keys are ignored (gcloud beta prints v1beta1 supersets).
class GkeResourceReader
{
public:
    static bool looksLikeCluster(const YAML::Node &node);
    static bool looksLikeNodePool(const YAML::Node &node);
    /// The cluster and the pools it embeds.
    static void readCluster(const YAML::Node &node, const QString &file, ClusterObservation *into);
    static ObservedPool readPool(const YAML::Node &node, const QString &file);
    /// The project in a resource path: `…/projects/P/…` -> P.
    static QString projectOfPath(const QString &path);
};

} // namespace tpuplan
