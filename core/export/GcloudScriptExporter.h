// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/export/ExportPool.h"

#include <QByteArray>

namespace tpuplan {

/// Writes `gcloud.sh`: Standard — `clusters create` with a small non-TPU system node pool, then
/// one `node-pools create` per slice with the TPU, placement, reservation, Spot, flex-start and
/// autoscaling flags (https://cloud.google.com/sdk/gcloud/reference/container/node-pools/create); Autopilot — `clusters create-auto` only. The script runs
/// nothing but gcloud, starts with `set -euo pipefail`, takes PROJECT from the environment and
/// quotes every plan value (see ShellScript).
class GcloudScriptExporter
{
public:
    static QByteArray script(const Plan &plan, const QList<ExportPool> &pools, const Catalog &catalog);
    /// The node auto-provisioning config file (`autoprovisioning.yaml`) the script passes to
    /// gcloud; empty unless the plan is Standard with `cluster.autoprovisioning: true`.
    static QByteArray autoprovisioningConfig(const Plan &plan, const QList<ExportPool> &pools, const Catalog &catalog);
    static bool usesAutoprovisioning(const Plan &plan);
    /// `cos_containerd` -> `COS_CONTAINERD`, the catalog default when the plan names none.
    static QString imageType(const Plan &plan, const Catalog &catalog);
};

} // namespace tpuplan
