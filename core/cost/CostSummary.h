// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/CatalogTypes.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace tpuplan {

/// One price per way of paying, plus the one the pool asks for. An empty optional is a price
/// the catalog does not know: it stays unknown (null), never 0.
struct CostColumns
{
    std::optional<double> onDemand;
    std::optional<double> spot;
    std::optional<double> commit1y;
    std::optional<double> commit3y;
    std::optional<double> selected;
};

struct PoolCost
{
    QString name;
    QString tpu;
    QString region;
    QString capacity;
    QString commitment;
    qint64 chips = 0;
    std::optional<qint64> nodes;  ///< unknown when the shape does not resolve
    int hoursPerMonth = 0;
    QString selectedColumn;       ///< onDemand | spot | commit1y | commit3y, empty when none applies
    CostColumns perChipHour;
    CostColumns hourly;           ///< chips x per-chip price
    /// What is paid per month: on-demand and Spot for hoursPerMonth; the commitments, and the
    /// selected price of a reservation, for the whole month (CostCalculator).
    CostColumns monthly;
    /// The selected price for the hours the plan uses; below monthly.selected when reserved or
    /// committed capacity sits idle part of the month.
    std::optional<double> usedMonthly;
    QStringList derived;          ///< columns computed from discount ratios, not published
    QString priceSource;          ///< title of the source of on-demand and CUD prices
    QString spotSource;
    QString priceAsOf;            ///< date of the price's own source; empty when the source is undated
    QString spotAsOf;
    /// Flex-start has no published price but never costs more than on-demand: the bound of the
    /// unknown selected price, per hour and per month.
    std::optional<double> hourlyAtMost;
    std::optional<double> monthlyAtMost;
    QStringList notes;
};

/// What a plan costs besides its TPU pools and the cluster fee: the Standard system node pool,
/// the TPU VMs' boot disks, and items known to be billed whose price is not published (listed
/// as unknown, never counted as 0).
struct CostLine
{
    QString id;            ///< system-pool | boot-disks | autopilot-premium | calendar-reservation
    QString label;         ///< as reports show it
    QString detail;        ///< what is counted, e.g. "2 x e2-standard-4, 730 h"
    std::optional<double> hourly;
    std::optional<double> monthly;
    QString source;        ///< title of the price's source
    QString asOf;
};

/// The cost summary of a plan (docs/cli.md, `cost --format json`): per pool and total,
/// hourly and monthly, selected and every alternative, plus the GKE cluster fee and where the
/// prices come from.
struct CostSummary
{
    QString planName;
    QString currency;
    QString pricesAsOf;
    QString catalogOrigin;
    int hoursPerMonth = 0;        ///< the catalog's default; pools may use their own
    QList<PoolCost> pools;
    double clusterFeeHourly = 0;
    double clusterFeeMonthly = 0;
    QString clusterFeeSource;
    QList<CostLine> lines;        ///< system pool, boot disks, unknown items
    CostColumns totalHourly;      ///< pools + cluster fee + known lines
    CostColumns totalMonthly;
    QStringList unknownLines;     ///< labels of lines whose price is unknown: the totals are at least
    /// The selected monthly total when its only unknown pools are flex-start ones: their on-demand
    /// bound added instead. Lines without a price (unknownLines) are not in it: they come on top.
    std::optional<double> totalMonthlyAtMost;
    /// The same bound per hour (flex-start is billed by the hour, never above on-demand).
    std::optional<double> totalHourlyAtMost;
    QStringList unknownPools;     ///< pools whose selected price is unknown
    QList<SourceRef> sources;     ///< every source a price above came from
    QString overridesFile;        ///< --prices file, when one was applied
    QString overridesAsOf;
    QStringList notes;
};

} // namespace tpuplan
