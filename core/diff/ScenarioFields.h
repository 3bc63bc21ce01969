// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/Plan.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace tpuplan {

/// One field that some scenario sets otherwise than the open plan, with each plan's value.
struct ScenarioFieldRow
{
    QString label;      ///< `cluster.region`, or `pool-1: topology` for a pool's field
    QStringList values; ///< one per plan, the open plan first; "—" where the plan leaves it out
};

/// The fields in which scenarios differ from the open plan (the Compare dock's first rows):
/// plan fields first, then each pool's (pools matched by name, as `tpu-plan diff` does), in the
/// order the open plan's file lists them.
class ScenarioFields
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioFields)
public:
    /// `plans[0]` is the open plan.
    static QList<ScenarioFieldRow> differing(const QList<Plan> &plans);
};

} // namespace tpuplan
