// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/RuleContext.h"

#include <QCoreApplication>

namespace tpuplan {

/// How big the plan gets: multislice, autoscaling-atomic, autoscaling-version, autoscaling-bounds,
/// quota.
class ScalingRules
{
    Q_DECLARE_TR_FUNCTIONS(ScalingRules)
public:
    /// The rules of pool `index` alone: they read that pool, its shape, the cluster and the
    /// catalog, never another pool (RuleEngine reuses them for the pools a choice leaves alone).
    static void checkPool(const RuleContext &context, FindingSink &sink, int index);
    /// Chips summed over every pool against the plan's quota (rule quota).
    static void checkQuota(const RuleContext &context, FindingSink &sink);

    /// True when `version` meets one of the per-line minimums (`1.28.7-gke.1020000` for 1.28,
    /// `1.29.2-gke.1035000` for 1.29 and every later line).
    static bool meetsLineMinimum(const GkeVersion &version, const QList<GkeVersion> &minimums);
    /// The most chips the pool can hold at once (autoscaling included).
    static qint64 peakChips(const Pool &pool, const PoolShape &shape);

private:
    static void checkMultislice(const RuleContext &context, FindingSink &sink, int index);
    static void checkAutoscaling(const RuleContext &context, FindingSink &sink, int index);
    /// Negative counts and minNodes above maxNodes; false when either was found.
    static bool checkAutoscalingCounts(const RuleContext &context, FindingSink &sink, int index);
    /// A multi-host slice has all its nodes or none: totalMaxNodes, counts above the slice's
    /// nodes and counts between 0 and all.
    static void checkMultiHostAutoscaling(const RuleContext &context, FindingSink &sink, int index);
    /// The control plane that autoscaling of the pool's TPU version needs.
    static void checkAutoscalingVersion(const RuleContext &context, FindingSink &sink, int index);
};

} // namespace tpuplan
