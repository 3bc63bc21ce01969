// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/common/Finding.h"
#include "core/plan/FindingSink.h"
#include "core/plan/Plan.h"
#include "core/plan/PoolShape.h"

#include <optional>

namespace tpuplan {

/// Everything a rule family reads: the plan, the catalog and the facts derived once for all.
struct RuleContext
{
    RuleContext(const Plan &plan, const Catalog &catalog);
    /// With the pools' shapes derived already (one per pool, same order).
    RuleContext(const Plan &plan, const Catalog &catalog, QList<PoolShape> shapes);

    const Plan &plan;
    const Catalog &catalog;
    std::optional<GkeVersion> clusterVersion;
    QList<PoolShape> shapes; ///< one per pool, same order

    bool isAutopilot() const { return plan.cluster.isAutopilot(); }
    bool isStandard() const { return plan.cluster.mode == QLatin1String("standard"); }
    static QString poolPath(int index) { return FindingSink::poolPath(index); }
    static QString poolField(int index, const char *field) { return FindingSink::poolField(index, field); }
    /// The field of a pool's slice workload: "pools[2].sliceWorkloads[1].topology".
    static QString sliceWorkloadField(int pool, int slice, const char *field)
    {
        return QStringLiteral("%1.sliceWorkloads[%2].%3").arg(poolPath(pool)).arg(slice).arg(QLatin1String(field));
    }
};

} // namespace tpuplan
