// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/cost/CalendarCost.h"

#include "core/catalog/Catalog.h"
#include "core/plan/Plan.h"
#include "core/plan/PoolShape.h"

#include "core/common/Languages.h"

#include <QLocale>

namespace tpuplan {

QList<CostLine> CalendarCost::lines(const Plan &plan, const Catalog &catalog)
{
    QList<CostLine> lines;
    const QLocale figures = Languages::reportLocale(); // the reader's way of writing numbers
    for (const Pool &pool : plan.pools) {
        if (pool.effectiveCapacity() != QLatin1String("calendar") || !pool.reservation || !pool.reservation->durationDays)
            continue;
        const PoolShape shape = PoolShape::derive(pool, plan.cluster.isAutopilot(), catalog);
        const int days = *pool.reservation->durationDays;
        const qint64 chips = shape.chips();
        CostLine line;
        line.id = QStringLiteral("calendar-reservation");
        line.label = tr("calendar-mode reservation of %1").arg(pool.name);
        line.detail = tr("%1 chips x %n day(s) x 24 h = %2 chip-hours, paid whether used or not; price not published "
                         "(different from on-demand)",
                         nullptr, days)
                          .arg(figures.toString(chips), figures.toString(chips * days * 24));
        line.source = catalog.sourceTitle(catalog.gke.calendarPriceSource);
        line.asOf = catalog.sources.value(catalog.gke.calendarPriceSource).date;
        lines.append(line); // hourly and monthly stay unknown: the totals list it as not published
    }
    return lines;
}

QString CalendarCost::poolNote(const Catalog &catalog)
{
    return tr("A calendar-mode reservation is priced differently from on-demand (%1), and no price is published in the "
              "catalog's sources: the selected price is unknown; the other columns are for comparison.")
        .arg(catalog.sourceTitle(catalog.gke.calendarPriceSource));
}

} // namespace tpuplan
