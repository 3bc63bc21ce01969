// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/cost/CostSummary.h"

#include <QList>
#include <QString>

#include <optional>

namespace tpuplan {

/// What each way of paying costs over time (the Cost dock's cumulative chart). On-demand and
/// Spot are paid month by month; a committed use discount is bought a whole term at a time
/// (12 or 36 months), so after m months it has cost ceil(m / term) terms. The break-even month
/// of a commitment is where paying on-demand would have cost as much as its first term.
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
    static std::optional<double> value(const CostColumns &columns, const QString &column);
};

} // namespace tpuplan
