// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/cost/CostCalculator.h"

#include "core/cost/CalendarCost.h"
#include "core/cost/PriceOverrides.h"

#include "core/plan/PoolShape.h"

#include <QCoreApplication>
#include "core/common/Languages.h"

#include <QLocale>
#include <QSet>

#include <algorithm>
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

/// The per-chip prices of the pool's TPU in its region (and machine type), with their sources
/// and dates; the notes say what is missing.
void takeListPrice(PoolCost &cost, const RegionPrice *price, const Catalog &catalog, QList<QString> &usedSources)
{
    if (!price) {
        cost.notes.append(QCoreApplication::translate("CostCalculator", "The catalog has no %1 price for region %2: every price is unknown.")
                              .arg(cost.tpu, cost.region));
        // Versions sold only by contract (TPU7x) say so and how to enter the contract price.
        if (const TpuVersion *tpu = catalog.tpu(cost.tpu); tpu && !tpu->pricesNotes.isEmpty())
            cost.notes.append(tpu->pricesNotes);
    } else {
        cost.perChipHour = {price->onDemand, price->spot, price->commit1y, price->commit3y, std::nullopt};
        cost.derived = price->derived;
        cost.priceSource = catalog.sourceTitle(price->source);
        cost.spotSource = catalog.sourceTitle(price->spotSource);
        // Each price keeps the date of its own source (a price copied in 2024 stays dated 2024).
        cost.priceAsOf = catalog.sources.value(price->source).date;
        cost.spotAsOf = catalog.sources.value(price->spotSource.isEmpty() ? price->source : price->spotSource).date;
        for (const QString &key : {price->source, price->spotSource}) {
            if (!usedSources.contains(key))
                usedSources.append(key);
        }
        if (!price->notes.isEmpty())
            cost.notes.append(price->notes);
    }
}

/// Which price the pool pays (its capacity and commitment), and what that choice means.
void selectPrice(PoolCost &cost, bool listed, const Catalog &catalog)
{
    if (cost.capacity == QLatin1String("calendar")) {
        cost.notes.append(CalendarCost::poolNote(catalog));
    } else if (cost.capacity == QLatin1String("flex-start")) {
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
    if (!cost.selectedColumn.isEmpty() && listed && !cost.perChipHour.selected)
        cost.notes.append(QCoreApplication::translate("CostCalculator", "The catalog has no %1 price for %2 in %3: the selected price is unknown.")
                              .arg(cost.selectedColumn, cost.tpu, cost.region));
    if (!cost.derived.isEmpty())
        cost.notes.append(QCoreApplication::translate("CostCalculator", "Derived from the usual discount ratio, not published: %1.")
                              .arg(cost.derived.join(QStringLiteral(", "))));
}

void addAutopilotPremium(PoolCost &cost, const Catalog &catalog)
{
    if (const auto premium = catalog.gke.autopilotTpuPremium.value) {
        cost.perChipHour = scale(cost.perChipHour, 1.0 + *premium);
        cost.notes.append(QCoreApplication::translate("CostCalculator", "Includes the catalog's Autopilot TPU premium of %1%.")
                              .arg(*premium * 100.0));
    } else {
        cost.notes.append(QCoreApplication::translate("CostCalculator", "Autopilot: no Autopilot TPU premium is published; the TPU VM price is used."));
    }
}

/// Hourly and monthly figures: what is paid and what the used hours are worth.
void bill(PoolCost &cost, const Catalog &catalog)
{
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
    if (cost.capacity == QLatin1String("flex-start")) {
        // Dynamic Workload Scheduler discounts the on-demand price ("up to 53%"): never above it.
        cost.hourlyAtMost = cost.hourly.onDemand;
        cost.monthlyAtMost = cost.monthly.onDemand;
    }
    if (billedWhole && cost.hoursPerMonth < catalog.limits.defaultHoursPerMonth.value && cost.hourly.selected) {
        cost.notes.append(
            QCoreApplication::translate("CostCalculator",
                                        "Reserved or committed capacity is paid for all %1 hours of the month, used or not: "
                                        "%2 %3 paid, of which the %4 hours the plan uses are %5 %3.")
                .arg(catalog.limits.defaultHoursPerMonth.value)
                .arg(Languages::reportLocale().toString(CostCalculator::roundMonthly(*cost.monthly.selected), 'f', 2),
                     catalog.currency)
                .arg(cost.hoursPerMonth)
                .arg(Languages::reportLocale().toString(CostCalculator::roundMonthly(*cost.usedMonthly), 'f', 2)));
    }
}

/// A block pool (dynamic slicing) is paid by its whole blocks: every chip of every block is
/// reserved, whatever share of them its slice workloads use at once.
void priceWholeBlocks(PoolCost &cost, const Pool &pool, const PoolShape &shape)
{
    if (!pool.isBlockPool() || !shape.tpu || !shape.tpu->dynamicSlicing)
        return;
    const Topology &block = shape.tpu->dynamicSlicing->block;
    cost.chips = qint64(pool.sliceCount()) * block.chips();
    qint64 used = 0;
    for (const SliceWorkload &slice : pool.sliceWorkloads) {
        if (const std::optional<Topology> t = Topology::parse(slice.topology))
            used += t->chips() * slice.sliceCount();
    }
    cost.notes.append(QCoreApplication::translate("CostCalculator",
                                                  "Block pool: priced by its whole blocks, %1 x %2 = %3 chips, all of them "
                                                  "reserved; its slice workloads use %4 chips at once.")
                          .arg(pool.sliceCount())
                          .arg(block.toString())
                          .arg(cost.chips)
                          .arg(used));
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
    priceWholeBlocks(cost, pool, shape);
    if (shape.isResolved())
        cost.nodes = shape.nodes();
    cost.hoursPerMonth = pool.usage && pool.usage->hoursPerMonth ? *pool.usage->hoursPerMonth
                                                                  : catalog.limits.defaultHoursPerMonth.value;
    if (!shape.isResolved()) {
        // A slice the version does not have (a topology it cannot make, 99x99x99) has no price:
        // a figure for its chips would read as real. Its findings say what to change.
        cost.notes.append(QCoreApplication::translate("CostCalculator", "no price: the pool's slice is not one %1 offers "
                                                                        "(see its findings)")
                              .arg(pool.tpu));
        return cost;
    }
    const RegionPrice *price = catalog.price(pool.tpu, cost.region, shape.machineType ? shape.machineType->name : QString());
    takeListPrice(cost, price, catalog, usedSources);
    selectPrice(cost, price != nullptr, catalog);
    if (plan.cluster.isAutopilot())
        addAutopilotPremium(cost, catalog);
    bill(cost, catalog);
    return cost;
}

/// The Standard system node pool: one node per TPU zone (gcloud.sh and main.tf create it so),
/// on all month; its nodes' boot disks are counted with the others.
CostLine systemPoolLine(const Plan &plan, const Catalog &catalog, int nodes)
{
    CostLine line;
    line.id = QStringLiteral("system-pool");
    line.label = QCoreApplication::translate("CostCalculator", "system node pool");
    line.detail = QCoreApplication::translate("CostCalculator", "%n x %1, all month", nullptr, nodes).arg(catalog.gke.systemPool.machineType);
    const OtherPrices &other = catalog.otherPrices;
    line.source = catalog.sourceTitle(other.source);
    line.asOf = catalog.sources.value(other.source).date;
    const ComputeRegionPrice *price = other.systemNodeMachineType == catalog.gke.systemPool.machineType
                                          ? other.systemNodePrice(plan.cluster.region)
                                          : nullptr;
    if (price && price->onDemand) {
        line.hourly = *price->onDemand * nodes;
        line.monthly = *line.hourly * catalog.limits.defaultHoursPerMonth.value;
    }
    return line;
}

/// Boot disks of one disk type: GiB-months for the hours their nodes exist.
struct DiskUse
{
    QString type;
    qint64 disks = 0;
    double gibHours = 0; ///< GiB x hours per month
    double gib = 0;
};

QList<CostLine> bootDiskLines(const Plan &plan, const Catalog &catalog, int systemNodes)
{
    const int gib = catalog.limits.bootDiskGiB.value;
    const double month = catalog.limits.defaultHoursPerMonth.value;
    QList<DiskUse> uses;
    auto use = [&](const QString &type, qint64 disks, double hours) {
        auto it = std::find_if(uses.begin(), uses.end(), [&](const DiskUse &u) { return u.type == type; });
        if (it == uses.end()) {
            uses.append({type, 0, 0, 0});
            it = uses.end() - 1;
        }
        it->disks += disks;
        it->gib += double(disks) * gib;
        it->gibHours += double(disks) * gib * hours;
    };
    if (systemNodes > 0)
        use(catalog.otherPrices.systemNodeBootDisk, systemNodes, month);
    for (const Pool &pool : plan.pools) {
        const PoolShape shape = PoolShape::derive(pool, false, catalog);
        if (!shape.isResolved())
            continue;
        // The boot disk the exports pin (ExportPool::bootDiskType), so gcloud, main.tf and the cost agree.
        const QString type = shape.tpu ? shape.tpu->disks.bootType(pool.bootDiskType) : QString();
        const double hours = pool.usage && pool.usage->hoursPerMonth ? *pool.usage->hoursPerMonth : month;
        use(type, shape.nodes(), hours);
    }
    QList<CostLine> lines;
    for (const DiskUse &u : uses) {
        CostLine line;
        line.id = QStringLiteral("boot-disks");
        const QString type = u.type.isEmpty() ? QCoreApplication::translate("CostCalculator", "unknown type") : u.type;
        line.label = QCoreApplication::translate("CostCalculator", "boot disks (%1)").arg(type);
        line.detail = QCoreApplication::translate("CostCalculator", "%n x %1 GiB while their nodes run", nullptr, int(u.disks)).arg(gib);
        line.source = catalog.sourceTitle(catalog.otherPrices.source);
        line.asOf = catalog.sources.value(catalog.otherPrices.source).date;
        if (const auto price = catalog.otherPrices.diskPerGiBMonth(u.type, plan.cluster.region)) {
            line.hourly = u.gib * *price / month;
            line.monthly = u.gibHours * *price / month;
        }
        lines.append(line);
    }
    return lines;
}

/// What else the plan costs: on Standard the system pool and every node's boot disk; on
/// Autopilot the TPU premium, which Google does not publish.
QList<CostLine> otherLines(const Plan &plan, const Catalog &catalog)
{
    QList<CostLine> lines;
    if (plan.cluster.isAutopilot()) {
        if (!catalog.gke.autopilotTpuPremium.value) {
            CostLine premium;
            premium.id = QStringLiteral("autopilot-premium");
            premium.label = QCoreApplication::translate("CostCalculator", "Autopilot TPU premium");
            premium.detail = QCoreApplication::translate("CostCalculator", "not published; the pools are priced at the TPU VM price");
            premium.source = catalog.sourceTitle(catalog.gke.autopilotTpuPremium.source);
            premium.asOf = catalog.sources.value(catalog.gke.autopilotTpuPremium.source).date;
            lines.append(premium);
        }
    } else {
        QSet<QString> zones;
        for (const Pool &pool : plan.pools)
            if (!pool.zone.isEmpty())
                zones.insert(pool.zone);
        const int systemNodes = std::max<int>(1, int(zones.size()));
        lines.append(systemPoolLine(plan, catalog, systemNodes));
        lines.append(bootDiskLines(plan, catalog, systemNodes));
    }
    return lines;
}

/// The totals per way of paying: the pools, the cluster fee and the other lines (the unknown
/// ones listed); a flex-start total is bounded by on-demand.
void addTotals(CostSummary &summary)
{
    double linesHourly = 0;
    double linesMonthly = 0;
    for (const CostLine &line : std::as_const(summary.lines)) {
        if (!line.monthly) {
            summary.unknownLines.append(line.label);
            continue;
        }
        linesHourly += line.hourly.value_or(0);
        linesMonthly += *line.monthly;
    }
    const double baseHourly = summary.clusterFeeHourly + linesHourly;
    const double baseMonthly = summary.clusterFeeMonthly + linesMonthly;
    CostColumns hourly{baseHourly, baseHourly, baseHourly, baseHourly, baseHourly};
    CostColumns monthly{baseMonthly, baseMonthly, baseMonthly, baseMonthly, baseMonthly};
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
    // Flex-start pools are unknown but bounded: the total is then at most a known figure.
    if (!summary.totalMonthly.selected) {
        std::optional<double> atMost = baseMonthly;
        std::optional<double> hourlyAtMost = baseHourly;
        for (const PoolCost &pool : std::as_const(summary.pools)) {
            addTo(atMost, pool.monthly.selected ? pool.monthly.selected : pool.monthlyAtMost);
            addTo(hourlyAtMost, pool.hourly.selected ? pool.hourly.selected : pool.hourlyAtMost);
        }
        summary.totalMonthlyAtMost = atMost;
        summary.totalHourlyAtMost = hourlyAtMost;
    }
}

/// What every summary says about what the figures include and leave out.
void addNotes(CostSummary &summary, const Catalog &catalog)
{
    summary.notes.append(QCoreApplication::translate("CostCalculator", "Totals include the GKE cluster management fee for the whole month; they are unknown when a "
                                   "pool's price is unknown."));
    summary.notes.append(QCoreApplication::translate("CostCalculator",
                                                     "The GKE free tier (%1 %2 a month per billing account, for one zonal or "
                                                     "Autopilot cluster) is not subtracted.")
                             .arg(catalog.gke.freeTierCreditPerMonth.value, 0, 'f', 2)
                             .arg(catalog.currency));
    summary.notes.append(QCoreApplication::translate("CostCalculator", "Network, data storage and data disks are not included. The TPU price is taken to cover the TPU "
                                   "VM's vCPUs and memory, as public calculators do (not confirmed by Google)."));
    if (!summary.unknownLines.isEmpty())
        summary.notes.append(QCoreApplication::translate("CostCalculator", "Not published, so not in the totals (which are therefore at least the "
                                                                           "figures shown): %1.")
                                 .arg(summary.unknownLines.join(QStringLiteral(", "))));
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

    summary.lines = otherLines(plan, catalog);
    summary.lines += CalendarCost::lines(plan, catalog);
    if (!summary.lines.isEmpty() && !catalog.otherPrices.source.isEmpty() && !usedSources.contains(catalog.otherPrices.source)
        && !plan.cluster.isAutopilot())
        usedSources.append(catalog.otherPrices.source);

    addTotals(summary);
    for (const QString &key : std::as_const(usedSources)) {
        const auto it = catalog.sources.constFind(key);
        if (it != catalog.sources.constEnd())
            summary.sources.append(*it);
    }
    if (const auto it = catalog.sources.constFind(PriceOverrides::sourceKey()); it != catalog.sources.constEnd()) {
        summary.overridesFile = it->url;
        summary.overridesAsOf = it->date;
    }
    addNotes(summary, catalog);
    return summary;
}

} // namespace tpuplan
