// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/cost/CostProjection.h"

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
    return std::nullopt;
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
