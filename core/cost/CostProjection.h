// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/cost/CostSummary.h"

#include <QList>
#include <QString>

#include <optional>

namespace tpuplan {

/// A month of one way of paying, as the Cost dock's bars show it: what is paid, and the part of
/// it that pays for hours the plan does not use.
struct PaidMonth
{
    double paid = 0;
    /// Billed but not used: a commitment, and a reservation at its own price, are paid for the
    /// whole month (the catalog's 730 hours) while the pool runs its usage.hoursPerMonth.
    double unused = 0;
};

/// What each way of paying costs a month (the Cost dock's bars, month()) and over time (its
/// cumulative chart). On-demand and Spot are paid month by month; a committed use discount is
/// bought a whole term at a time (12 or 36 months), so after m months it has cost
/// ceil(m / term) terms. The break-even month of a commitment is where paying on-demand would
/// have cost as much as its first term.
class CostProjection
{
public:
    /// The columns charted, in order: onDemand, spot, commit1y, commit3y.
    static QStringList columns();
    /// The commitment's term in months (12, 36), 0 for on-demand and Spot.
    static int termMonths(const QString &column);
    /// Cumulative cost after `months` months of the monthly figure in `column`; unknown when
    /// the monthly figure is.
    static std::optional<double> cumulative(const CostColumns &monthly, const QString &column, int months);
    /// The months 1..horizon of cumulative(): empty when the column's price is unknown.
    static QList<double> series(const CostColumns &monthly, const QString &column, int horizon);
    /// Months (fractional) after which on-demand has cost as much as the commitment's first
    /// term; unknown when a price is, or when the commitment never pays off within its term.
    static std::optional<double> breakEvenMonths(const CostColumns &monthly, const QString &commitment);
    /// The figure of `column` (columns() or "selected"); unknown for any other name.
    static std::optional<double> value(const CostColumns &columns, const QString &column);

    /// What `pool` pays a month in `column` (columns() or "selected"). Its own column (the one
    /// it selects) is what it pays as planned, monthly.selected: a reservation is billed the
    /// whole month at that price, used or not. Another column prices its chips that way
    /// (monthly, as the review bundle's columns). Unknown when the price is.
    static std::optional<PaidMonth> month(const PoolCost &pool, const QString &column);
    /// The plan's month in `column`: its pools' month() with the cluster fee and the priced
    /// lines (totalMonthly's other parts). For "selected" it is totalMonthly.selected, the
    /// figure the Cost dock, the status bar and the bundle give. Unknown when a pool's is.
    static std::optional<PaidMonth> month(const CostSummary &cost, const QString &column);
    /// month(cost, column)->paid of every column: what the Cost dock charts over time
    /// (cumulative(), series(), breakEvenMonths() take it).
    static CostColumns paidMonthly(const CostSummary &cost);
};

} // namespace tpuplan
