// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/RuleContext.h"

#include <QCoreApplication>

namespace tpuplan {

/// v6e pools split by Kueue Topology Aware Scheduling (`dynamicSlicing: true` on a version with
/// sub-slicing, rule id dynamic-slicing like TPU7x's block pools): a Standard pool of the
/// splittable machine type and node-pool shape, each workload's sub-slice a listed shape that
/// divides the pool's slice, and the workloads' VMs together within the pool's.
class SubSlicingRules
{
    Q_DECLARE_TR_FUNCTIONS(SubSlicingRules)
public:
    static void checkPool(const RuleContext &context, FindingSink &sink, int index, const SubSlicing &subSlicing);

private:
    /// Checks each named sub-slice; returns the VMs they take together (the unreadable ones
    /// left out).
    static qint64 checkSlices(const RuleContext &context, FindingSink &sink, int index, const SubSlicing &subSlicing);
};

} // namespace tpuplan
