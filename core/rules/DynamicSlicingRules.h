// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/RuleContext.h"

#include <QCoreApplication>

namespace tpuplan {

/// Block pools of GKE dynamic slicing (TPU7x, `dynamicSlicing: true`) and the workloads that
/// name their slices on them (rule id dynamic-slicing): the version offers it, the cluster meets
/// its minimum versions, release channel and node image, the pool is whole blocks from a
/// reservation, each slice shape forms, and the slices fit the blocks together.
class DynamicSlicingRules
{
    Q_DECLARE_TR_FUNCTIONS(DynamicSlicingRules)
public:
    static void check(const RuleContext &context, FindingSink &sink);
    /// The checks of one pool (the rule engine re-checks only the pool an edit changes).
    static void checkPool(const RuleContext &context, FindingSink &sink, int index);

private:
    static void checkCluster(const RuleContext &context, FindingSink &sink, int index, const DynamicSlicing &dynamic);
    /// Checks each named slice; returns the blocks they need together (super-slices whole
    /// blocks each, sub-slices packed: their shapes halve a block, so volume decides).
    static qint64 checkSlices(const RuleContext &context, FindingSink &sink, int index, const DynamicSlicing &dynamic);
};

} // namespace tpuplan
