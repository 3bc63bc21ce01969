// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/import/ClusterObservation.h"

#include <yaml-cpp/yaml.h>

namespace tpuplan {

/// Reads `terraform show -json`: google_container_cluster (with inline `node_pool` blocks) and
/// google_container_node_pool resources of the root module and of every child module. The
/// provider's snake_case attributes are mapped to the API's fields; every block is a list of
/// one. Only the fields a plan needs are read (state may hold secrets in plain text).
class TerraformStateReader
{
public:
    static bool looksLikeState(const YAML::Node &node);
    static void read(const YAML::Node &node, const QString &file, ClusterObservation *into);
};

} // namespace tpuplan
