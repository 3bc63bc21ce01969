// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/RuleContext.h"

#include <QCoreApplication>

namespace tpuplan {

/// What runs on the nodes: node-image, smt, pods-per-vm, legacy-tpu-node, extended-run-time,
/// collection-scheduling, best-effort-pod, mode-field, boot-disk-type.
class NodeRules
{
    Q_DECLARE_TR_FUNCTIONS(NodeRules)
public:
    /// The cluster's node settings (node-image, mode-field).
    static void checkCluster(const RuleContext &context, FindingSink &sink);
    /// The rules of pool `index` alone: they read that pool, its shape, the cluster and the
    /// catalog, never another pool (RuleEngine reuses them for the pools a choice leaves alone).
    static void checkPool(const RuleContext &context, FindingSink &sink, int index);

private:
    /// boot-disk-type: the plan's boot disk is one the TPU version's nodes boot from.
    static void checkBootDisk(const RuleContext &context, FindingSink &sink, int index);
};

} // namespace tpuplan
