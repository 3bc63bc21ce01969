// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/cost/CostStatusText.h"

#include "core/cost/CostSummary.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>

namespace tpuplan {

QString CostStatusText::text(const CostSummary &cost, QString *toolTip)
{
    toolTip->clear();
    const auto amount = [](double value) {
        return QLocale().toString(value, 'f', 2);
    };
    const auto money = [&](double value) {
        return tr("%1 %2").arg(amount(value), cost.currency);
    };
    const bool unpriced = !cost.unknownLines.isEmpty(); // e.g. boot disks without a published price
    QString month;
    QString hour;
    if (cost.totalMonthly.selected && cost.totalHourly.selected && !unpriced) {
        month = tr(" · %1 %2 per month").arg(amount(*cost.totalMonthly.selected), cost.currency);
        hour = money(*cost.totalHourly.selected);
    } else if (cost.totalMonthly.selected && cost.totalHourly.selected) {
        month = tr(" · at least %1 %2 per month").arg(amount(*cost.totalMonthly.selected), cost.currency);
        hour = tr("at least %1").arg(money(*cost.totalHourly.selected));
    } else if (cost.totalMonthlyAtMost && cost.totalHourlyAtMost && !unpriced) { // flex-start pools, bounded
        month = tr(" · at most %1 %2 per month").arg(amount(*cost.totalMonthlyAtMost), cost.currency);
        hour = tr("at most %1").arg(money(*cost.totalHourlyAtMost));
    } else if (cost.totalMonthlyAtMost && cost.totalHourlyAtMost) {
        // Flex-start's bound does not cover what has no published price: the total is neither
        // at most nor at least the figure, so it says what it leaves out.
        month = tr(" · at most %1 %2 per month before unpriced items").arg(amount(*cost.totalMonthlyAtMost), cost.currency);
        hour = tr("at most %1 before unpriced items").arg(money(*cost.totalHourlyAtMost));
    } else {
        // A pool without a price because its slice is impossible (no nodes to count) is fixed in
        // the plan, not with a contract price.
        const bool impossibleSlice = std::any_of(cost.pools.cbegin(), cost.pools.cend(), [&](const PoolCost &pool) {
            return !pool.nodes && cost.unknownPools.contains(pool.name);
        });
        if (impossibleSlice)
            return tr(" · cost unknown until every pool's slice is valid (see the findings)");
        return cost.unknownPools.isEmpty() ? QString() : tr(" · cost unknown: enter a contract price (Tools > Contract Prices)");
    }
    QStringList lines{tr("The selected total per month, as in the Cost dock and the review bundle."),
                      tr("Per hour while every pool runs: %1").arg(hour)};
    if (!cost.totalMonthly.selected)
        lines.append(tr("Flex-start pools are counted at their on-demand price, their upper bound."));
    if (unpriced)
        lines.append(tr("Without a published price, not counted: %1").arg(cost.unknownLines.join(QStringLiteral(", "))));
    *toolTip = lines.join(QLatin1Char('\n'));
    return month;
}

} // namespace tpuplan
