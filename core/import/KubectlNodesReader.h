// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/import/ClusterObservation.h"

#include <yaml-cpp/yaml.h>

namespace tpuplan {

/// Reads `kubectl get nodes -o json` (a v1 List of Nodes, or one Node): the labels GKE puts on
/// TPU nodes (pool, machine type, accelerator, topology, zone) and the `google.com/tpu` capacity.
class KubectlNodesReader
{
public:
    static bool looksLikeNodes(const YAML::Node &node);
    static void read(const YAML::Node &node, const QString &file, ClusterObservation *into);
};

} // namespace tpuplan
