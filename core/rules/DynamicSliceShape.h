// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/CatalogTypes.h"
#include "core/common/Topology.h"

#include <QCoreApplication>

namespace tpuplan {

/// Whether a slice shape forms under a TPU version's dynamic slicing: a sub-slice is one of the
/// listed shapes inside one block; a super-slice joins whole blocks (every side a multiple of the
/// block's, sides written A <= B <= C, at most the catalog's chips). A plan's slices
/// (DynamicSlicingRules) and a manifest's (lint) are judged by this one function.
class DynamicSliceShape
{
    Q_DECLARE_TR_FUNCTIONS(DynamicSliceShape)
public:
    struct Verdict
    {
        bool superSlice = false; ///< one block or more; otherwise a sub-slice
        QString broken;          ///< why the shape never forms; empty when it does
    };
    static Verdict judge(const DynamicSlicing &dynamic, const Topology &slice);
};

} // namespace tpuplan
