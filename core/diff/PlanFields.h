// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/Plan.h"

#include <QJsonValue>
#include <QList>
#include <QString>

namespace tpuplan {

/// One value of a plan, named by its field path (`cluster.region`, `usage.hoursPerMonth`).
struct PlanField
{
    QString path;
    QJsonValue value; ///< a string, number, boolean or array (a command line, an unknown list)
};

/// The fields of a plan as the plan file holds them, in the documented key order: the plan and
/// each pool are written by PlanWriter (so every field it knows, unknown keys included, is
/// listed once and only there) and read back as a tree of values. A field left out of the file
/// is not listed.
class PlanFields
{
public:
    /// Everything outside `pools`: apiVersion, kind, metadata.*, cluster.*, quota.*, dataBucket.*
    static QList<PlanField> planFields(const Plan &plan);
    /// Each pool's fields, paths relative to the pool (`topology`, `workload.image`), in pool order.
    static QList<QList<PlanField>> poolFields(const Plan &plan);
};

} // namespace tpuplan
