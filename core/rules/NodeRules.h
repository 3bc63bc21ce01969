// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/RuleContext.h"

#include <QCoreApplication>

namespace tpuplan {

/// What runs on the nodes: node-image, smt, pods-per-vm, legacy-tpu-node, extended-run-time,
/// collection-scheduling, best-effort-pod, mode-field.
class NodeRules
{
    Q_DECLARE_TR_FUNCTIONS(NodeRules)
public:
    static void check(const RuleContext &context, FindingSink &sink);

private:
    static void checkCluster(const RuleContext &context, FindingSink &sink);
    static void checkPool(const RuleContext &context, FindingSink &sink, int index);
};

} // namespace tpuplan
