// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/RuleContext.h"

#include <QCoreApplication>

namespace tpuplan {

/// Whether the slice shape exists: topology-syntax, topology-dims, topology-unsupported,
/// custom-topology, host-shape.
class TopologyRules
{
    Q_DECLARE_TR_FUNCTIONS(TopologyRules)
public:
    /// The rules of pool `index` alone: they read that pool, its shape, the cluster and the
    /// catalog, never another pool (RuleEngine reuses them for the pools a choice leaves alone).
    static void checkPool(const RuleContext &context, FindingSink &sink, int index);

    /// The supported topologies of the pool's machine type or accelerator, as text.
    static QStringList supportedTopologies(const PoolShape &shape);
    /// Whether `topology` is one the pool's machine type (Standard) or accelerator (Autopilot) lists.
    static bool isListed(const PoolShape &shape, const Topology &topology);
    /// The custom rules `topology` breaks, each as a sentence; empty when it passes.
    /// What `topology` breaks of the custom rules; limits name `sourceTitle` (default: the key).
    static QStringList brokenCustomRules(const CustomTopologyRule &rule, const Topology &topology,
                                         const QString &sourceTitle = QString());

private:
    static void checkListed(const RuleContext &context, FindingSink &sink, int index);
    static void checkHostShape(const RuleContext &context, FindingSink &sink, int index);
    static void checkNumaContainers(const RuleContext &context, FindingSink &sink, int index);
};

} // namespace tpuplan
