// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/export/ExportPool.h"

#include <QByteArray>

namespace tpuplan {

/// Writes `main.tf`, the Terraform equivalent of gcloud.sh
/// (https://registry.terraform.io/providers/hashicorp/google/latest/docs/resources/container_node_pool): a
/// `google_container_cluster` and, for Standard, a system node pool plus one
/// `google_container_node_pool` per slice with `placement_policy { type = "COMPACT",
/// tpu_topology }` for multi-host slices, `reservation_affinity`, Spot, flex-start and
/// `autoscaling`. Every plan value goes through HclWriter::string.
class TerraformExporter
{
public:
    static QByteArray mainTf(const Plan &plan, const QList<ExportPool> &pools, const Catalog &catalog);
};

} // namespace tpuplan
