// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/cost/CostProjection.h"

#include <algorithm>
#include <cmath>

namespace tpuplan {

QStringList CostProjection::columns()
{
    return {QStringLiteral("onDemand"), QStringLiteral("spot"), QStringLiteral("commit1y"), QStringLiteral("commit3y")};
}

int CostProjection::termMonths(const QString &column)
{
    if (column == QLatin1String("commit1y"))
        return 12;
    if (column == QLatin1String("commit3y"))
        return 36;
    return 0;
}

std::optional<double> CostProjection::value(const CostColumns &columns, const QString &column)
{
    if (column == QLatin1String("onDemand"))
        return columns.onDemand;
    if (column == QLatin1String("spot"))
        return columns.spot;
    if (column == QLatin1String("commit1y"))
        return columns.commit1y;
    if (column == QLatin1String("commit3y"))
        return columns.commit3y;
    if (column == QLatin1String("selected"))
        return columns.selected;
    return std::nullopt;
}

std::optional<PaidMonth> CostProjection::month(const PoolCost &pool, const QString &column)
{
    const bool own = column == QLatin1String("selected") || column == pool.selectedColumn;
    const std::optional<double> paid = own ? pool.monthly.selected : value(pool.monthly, column);
    const std::optional<double> hourly = own ? pool.hourly.selected : value(pool.hourly, column);
    if (!paid || !hourly)
        return std::nullopt;
    // The hours used at that price; never above what is paid (a pool may run up to 744 hours,
    // a whole month is billed as 730).
    const double used = std::min(*paid, *hourly * double(pool.hoursPerMonth));
    return PaidMonth{*paid, *paid - used};
}

std::optional<PaidMonth> CostProjection::month(const CostSummary &cost, const QString &column)
{
    const std::optional<double> listed = value(cost.totalMonthly, column);
    if (!listed)
        return std::nullopt;
    PaidMonth total{*listed, 0};
    for (const PoolCost &pool : cost.pools) {
        const std::optional<PaidMonth> paid = month(pool, column);
        const std::optional<double> poolListed = value(pool.monthly, column);
        if (!paid || !poolListed)
            return std::nullopt;
        // totalMonthly adds each pool's `monthly`; its own column may be paid for more.
        total.paid += paid->paid - *poolListed;
        total.unused += paid->unused;
    }
    return total;
}

CostColumns CostProjection::paidMonthly(const CostSummary &cost)
{
    const auto paid = [&cost](const QString &column) -> std::optional<double> {
        const std::optional<PaidMonth> m = month(cost, column);
        return m ? std::optional<double>(m->paid) : std::nullopt;
    };
    return {paid(QStringLiteral("onDemand")), paid(QStringLiteral("spot")), paid(QStringLiteral("commit1y")),
            paid(QStringLiteral("commit3y")), paid(QStringLiteral("selected"))};
}

std::optional<double> CostProjection::cumulative(const CostColumns &monthly, const QString &column, int months)
{
    const std::optional<double> perMonth = value(monthly, column);
    if (!perMonth || months <= 0)
        return perMonth ? std::optional<double>(0.0) : std::nullopt;
    const int term = termMonths(column);
    if (term == 0)
        return *perMonth * months;
    const int terms = (months + term - 1) / term; // a started term is paid in full
    return *perMonth * term * terms;
}

QList<double> CostProjection::series(const CostColumns &monthly, const QString &column, int horizon)
{
    QList<double> values;
    if (!value(monthly, column))
        return values;
    values.reserve(horizon);
    for (int month = 1; month <= horizon; ++month)
        values.append(*cumulative(monthly, column, month));
    return values;
}

std::optional<double> CostProjection::breakEvenMonths(const CostColumns &monthly, const QString &commitment)
{
    const int term = termMonths(commitment);
    const std::optional<double> committed = value(monthly, commitment);
    if (term == 0 || !committed || !monthly.onDemand || *monthly.onDemand <= 0)
        return std::nullopt;
    const double months = *committed * term / *monthly.onDemand;
    if (months > term)
        return std::nullopt;
    return months;
}

} // namespace tpuplan
