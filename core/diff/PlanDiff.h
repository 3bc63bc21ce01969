// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/common/Finding.h"
#include "core/diff/BundleDiff.h"
#include "core/plan/Plan.h"

#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace tpuplan {

/// One field whose value changed; `from`/`to` are null where the file leaves the field out.
struct FieldChange
{
    QString field; ///< relative to its pool for pool fields (`usage.hoursPerMonth`), else `cluster.region`
    QString path;  ///< the plan's own path: `pools[1].usage.hoursPerMonth` (index in the new plan)
    QJsonValue from;
    QJsonValue to;
};

struct PoolChange
{
    QString name;
    QList<FieldChange> fields;
};

/// Plan totals on both sides; money is the selected option (capacity and commitment each pool
/// asks for, plus the cluster fee) and is unknown when a pool's price is.
struct TotalsChange
{
    qint64 chipsFrom = 0;
    qint64 chipsTo = 0;
    std::optional<qint64> nodesFrom;
    std::optional<qint64> nodesTo;
    std::optional<double> hourlyFrom;
    std::optional<double> hourlyTo;
    std::optional<double> monthlyFrom;
    std::optional<double> monthlyTo;
    QString currency;

    bool same() const;
};

/// One side of a comparison: a plan read from `file` and what its reader said about it.
struct PlanSide
{
    QString file;
    Plan plan;
    Findings readerFindings;
};

/// What changed between two plans (`tpu-plan diff A B`, docs/cli.md).
struct PlanDiffResult
{
    QString fileA;
    QString fileB;
    QStringList poolsAdded;        ///< in B's order
    QStringList poolsRemoved;      ///< in A's order
    QList<PoolChange> poolsChanged; ///< in B's order
    QList<FieldChange> planFields; ///< fields outside the pools (metadata, cluster, quota, dataBucket)
    TotalsChange totals;
    Findings introduced;
    Findings resolved;
    QList<BundleFileDiff> bundle;

    bool same() const;
};

/// Compares two plans: pools matched by name and compared field by field (PlanFields), totals
/// from CostCalculator, findings (reader + RuleEngine) with FindingsDiff, and both review
/// bundles with BundleDiff. Both bundles are built under B's file name and with the findings'
/// file positions left out, so two files holding the same plan (formatted or commented
/// differently, or under other names) compare as the same.
class PlanDiff
{
public:
    static PlanDiffResult compare(const PlanSide &a, const PlanSide &b, const Catalog &catalog);
    /// Only the fields: plan fields, pools added, removed and changed (no totals, findings or
    /// bundles), for views that compare plans as they are edited (the Compare dock).
    static PlanDiffResult compareFields(const Plan &a, const Plan &b);
};

} // namespace tpuplan
