// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/CostCalculator.h"

#include "core/export/PriceOverrides.h"

#include "core/plan/PoolShape.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace tpuplan {
namespace {

std::optional<double> times(std::optional<double> value, double factor)
{
    if (!value)
        return std::nullopt;
    return *value * factor;
}

CostColumns scale(const CostColumns &c, double factor)
{
    return {times(c.onDemand, factor), times(c.spot, factor), times(c.commit1y, factor), times(c.commit3y, factor),
            times(c.selected, factor)};
}

void addTo(std::optional<double> &sum, const std::optional<double> &value)
{
    if (sum && value)
        *sum += *value;
    else
        sum.reset();
}

PoolCost poolCost(const Plan &plan, const Pool &pool, const Catalog &catalog, QList<QString> &usedSources)
{
    PoolCost cost;
    cost.name = pool.name;
    cost.tpu = pool.tpu;
    cost.region = plan.cluster.region;
    cost.capacity = pool.effectiveCapacity();
    cost.commitment = pool.effectiveCommitment();
    const PoolShape shape = PoolShape::derive(pool, plan.cluster.isAutopilot(), catalog);
    cost.chips = shape.chips();
    if (shape.isResolved())
        cost.nodes = shape.nodes();
    cost.hoursPerMonth = pool.usage && pool.usage->hoursPerMonth ? *pool.usage->hoursPerMonth
                                                                  : catalog.limits.defaultHoursPerMonth.value;

    const RegionPrice *price = catalog.price(pool.tpu, cost.region);
    if (!price) {
        cost.notes.append(QCoreApplication::translate("CostCalculator", "The catalog has no %1 price for region %2: every price is unknown.")
                              .arg(pool.tpu, cost.region));
        // Versions sold only by contract (TPU7x) say so and how to enter the contract price.
        if (const TpuVersion *tpu = catalog.tpu(pool.tpu); tpu && !tpu->pricesNotes.isEmpty())
            cost.notes.append(tpu->pricesNotes);
    } else {
        cost.perChipHour = {price->onDemand, price->spot, price->commit1y, price->commit3y, std::nullopt};
        cost.derived = price->derived;
        cost.priceSource = catalog.sourceTitle(price->source);
        cost.spotSource = catalog.sourceTitle(price->spotSource);
        for (const QString &key : {price->source, price->spotSource}) {
            if (!usedSources.contains(key))
                usedSources.append(key);
        }
        if (!price->notes.isEmpty())
            cost.notes.append(price->notes);
    }

    // Which price the pool pays.
    if (cost.capacity == QLatin1String("flex-start")) {
        cost.notes.append(QCoreApplication::translate("CostCalculator", "Flex-start (Dynamic Workload Scheduler) has no published per-chip TPU price; Google only "
                                    "states a discount of up to 53%. The selected price is unknown; the other columns are for "
                                    "comparison."));
    } else if (cost.capacity == QLatin1String("spot")) {
        cost.selectedColumn = QStringLiteral("spot");
        if (cost.commitment != QLatin1String("none"))
            cost.notes.append(QCoreApplication::translate("CostCalculator", "Committed use discounts do not apply to Spot VMs: the commitment is ignored."));
        cost.notes.append(QCoreApplication::translate("CostCalculator", "Spot prices are dynamic; the catalog's figure is a snapshot."));
    } else {
        if (cost.commitment == QLatin1String("1y"))
            cost.selectedColumn = QStringLiteral("commit1y");
        else if (cost.commitment == QLatin1String("3y"))
            cost.selectedColumn = QStringLiteral("commit3y");
        else
            cost.selectedColumn = QStringLiteral("onDemand");
        if (cost.capacity == QLatin1String("reservation") && cost.commitment == QLatin1String("none"))
            cost.notes.append(QCoreApplication::translate("CostCalculator", "TPU reservations need a committed use discount (contact Google Cloud sales); the on-demand "
                                        "price is shown. Set commitment to 1y or 3y when the reservation is covered by one."));
    }
    if (cost.selectedColumn == QLatin1String("onDemand"))
        cost.perChipHour.selected = cost.perChipHour.onDemand;
    else if (cost.selectedColumn == QLatin1String("spot"))
        cost.perChipHour.selected = cost.perChipHour.spot;
    else if (cost.selectedColumn == QLatin1String("commit1y"))
        cost.perChipHour.selected = cost.perChipHour.commit1y;
    else if (cost.selectedColumn == QLatin1String("commit3y"))
        cost.perChipHour.selected = cost.perChipHour.commit3y;
    if (!cost.selectedColumn.isEmpty() && price && !cost.perChipHour.selected)
        cost.notes.append(QCoreApplication::translate("CostCalculator", "The catalog has no %1 price for %2 in %3: the selected price is unknown.")
                              .arg(cost.selectedColumn, pool.tpu, cost.region));
    if (!cost.derived.isEmpty())
        cost.notes.append(QCoreApplication::translate("CostCalculator", "Derived from the usual discount ratio, not published: %1.")
                              .arg(cost.derived.join(QStringLiteral(", "))));

    if (plan.cluster.isAutopilot()) {
        if (const auto premium = catalog.gke.autopilotTpuPremium.value) {
            cost.perChipHour = scale(cost.perChipHour, 1.0 + *premium);
            cost.notes.append(QCoreApplication::translate("CostCalculator", "Includes the catalog's Autopilot TPU premium of %1%.")
                                  .arg(*premium * 100.0));
        } else {
            cost.notes.append(QCoreApplication::translate("CostCalculator", "Autopilot: no Autopilot TPU premium is published; the TPU VM price is used."));
        }
    }

    cost.hourly = scale(cost.perChipHour, double(cost.chips));
    // What is paid: on-demand, Spot and flex-start by the hour used; a committed use discount
    // bills every hour of the month (the catalog's month, 730 h), and so does a reservation,
    // whose VMs are held whether pods run on them or not.
    const double used = double(cost.hoursPerMonth);
    const double fullMonth = double(catalog.limits.defaultHoursPerMonth.value);
    cost.monthly = scale(cost.hourly, used);
    cost.monthly.commit1y = scale(cost.hourly, fullMonth).commit1y;
    cost.monthly.commit3y = scale(cost.hourly, fullMonth).commit3y;
    const bool billedWhole = cost.capacity == QLatin1String("reservation") || cost.selectedColumn == QLatin1String("commit1y")
                             || cost.selectedColumn == QLatin1String("commit3y");
    if (billedWhole)
        cost.monthly.selected = scale(cost.hourly, fullMonth).selected;
    if (cost.hourly.selected)
        cost.usedMonthly = *cost.hourly.selected * used;
    if (billedWhole && cost.hoursPerMonth < catalog.limits.defaultHoursPerMonth.value && cost.hourly.selected) {
        cost.notes.append(QCoreApplication::translate("CostCalculator", "Reserved or committed capacity is paid for all %1 hours of the month, used or not: "
                                                                        "%2 %3 paid, of which the %4 hours the plan uses are %5 %3.")
                              .arg(catalog.limits.defaultHoursPerMonth.value)
                              .arg(QLocale(QLocale::English).toString(CostCalculator::roundMonthly(*cost.monthly.selected), 'f', 2), catalog.currency)
                              .arg(cost.hoursPerMonth)
                              .arg(QLocale(QLocale::English).toString(CostCalculator::roundMonthly(*cost.usedMonthly), 'f', 2)));
    }
    return cost;
}

} // namespace

double CostCalculator::roundHourly(double value)
{
    return std::round(value * 10000.0) / 10000.0;
}

double CostCalculator::roundMonthly(double value)
{
    return std::round(value * 100.0) / 100.0;
}

CostSummary CostCalculator::summarize(const Plan &plan, const Catalog &catalog)
{
    CostSummary summary;
    summary.planName = plan.metadata.name;
    summary.currency = catalog.currency;
    summary.pricesAsOf = catalog.asOf;
    summary.catalogOrigin = catalog.origin == Catalog::builtInPath()
                                ? QCoreApplication::translate("CostCalculator", "built-in")
                                : catalog.origin;
    summary.hoursPerMonth = catalog.limits.defaultHoursPerMonth.value;
    QList<QString> usedSources;
    for (const Pool &pool : plan.pools)
        summary.pools.append(poolCost(plan, pool, catalog, usedSources));

    summary.clusterFeeHourly = catalog.gke.clusterFeePerHour.value;
    summary.clusterFeeMonthly = summary.clusterFeeHourly * summary.hoursPerMonth;
    summary.clusterFeeSource = catalog.sourceTitle(catalog.gke.clusterFeePerHour.source);
    if (!usedSources.contains(catalog.gke.clusterFeePerHour.source))
        usedSources.append(catalog.gke.clusterFeePerHour.source);

    CostColumns hourly{summary.clusterFeeHourly, summary.clusterFeeHourly, summary.clusterFeeHourly,
                       summary.clusterFeeHourly, summary.clusterFeeHourly};
    CostColumns monthly{summary.clusterFeeMonthly, summary.clusterFeeMonthly, summary.clusterFeeMonthly,
                        summary.clusterFeeMonthly, summary.clusterFeeMonthly};
    for (const PoolCost &pool : std::as_const(summary.pools)) {
        addTo(hourly.onDemand, pool.hourly.onDemand);
        addTo(hourly.spot, pool.hourly.spot);
        addTo(hourly.commit1y, pool.hourly.commit1y);
        addTo(hourly.commit3y, pool.hourly.commit3y);
        addTo(hourly.selected, pool.hourly.selected);
        addTo(monthly.onDemand, pool.monthly.onDemand);
        addTo(monthly.spot, pool.monthly.spot);
        addTo(monthly.commit1y, pool.monthly.commit1y);
        addTo(monthly.commit3y, pool.monthly.commit3y);
        addTo(monthly.selected, pool.monthly.selected);
        if (!pool.hourly.selected)
            summary.unknownPools.append(pool.name);
    }
    summary.totalHourly = hourly;
    summary.totalMonthly = monthly;

    for (const QString &key : std::as_const(usedSources)) {
        const auto it = catalog.sources.constFind(key);
        if (it != catalog.sources.constEnd())
            summary.sources.append(*it);
    }
    if (const auto it = catalog.sources.constFind(PriceOverrides::sourceKey()); it != catalog.sources.constEnd()) {
        summary.overridesFile = it->url;
        summary.overridesAsOf = it->date;
    }
    summary.notes.append(QCoreApplication::translate("CostCalculator", "Totals include the GKE cluster management fee for the whole month; they are unknown when a "
                                   "pool's price is unknown."));
    summary.notes.append(QCoreApplication::translate("CostCalculator",
                                                     "The GKE free tier (%1 %2 a month per billing account, for one zonal or "
                                                     "Autopilot cluster) is not subtracted.")
                             .arg(catalog.gke.freeTierCreditPerMonth.value, 0, 'f', 2)
                             .arg(catalog.currency));
    summary.notes.append(QCoreApplication::translate("CostCalculator", "Boot disks, network and storage are not included. The TPU price is taken to cover the TPU "
                                   "VM's vCPUs and memory, as public calculators do (not confirmed by Google)."));
    return summary;
}

} // namespace tpuplan
