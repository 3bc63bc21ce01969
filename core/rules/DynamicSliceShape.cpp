// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/DynamicSliceShape.h"

#include <QStringList>

namespace tpuplan {

DynamicSliceShape::Verdict DynamicSliceShape::judge(const DynamicSlicing &dynamic, const Topology &slice)
{
    Verdict verdict;
    verdict.superSlice = slice.chips() >= dynamic.block.chips();
    if (verdict.superSlice) {
        bool multiples = true;
        for (int i = 0; i < slice.dimensionCount(); ++i)
            multiples = multiples && slice.dims()[i] % dynamic.block.sortedDims()[i] == 0;
        if (!multiples)
            verdict.broken = tr("every side of a super-slice is a multiple of the %1 block's").arg(dynamic.block.toString());
        else if (!slice.isNondecreasing())
            verdict.broken = tr("write the sides in non-decreasing order (A <= B <= C)");
        else if (slice.chips() > dynamic.superSliceMaxChips)
            verdict.broken = tr("a super-slice has at most %n chip(s)", nullptr, dynamic.superSliceMaxChips);
    } else if (!dynamic.subSlices.contains(slice)) {
        QStringList shapes;
        for (const Topology &t : dynamic.subSlices)
            shapes.append(t.toString());
        verdict.broken = tr("a sub-slice of one block is one of %1").arg(shapes.join(QStringLiteral(", ")));
    }
    return verdict;
}

} // namespace tpuplan
