// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sizing/SliceSearch.h"

#include "core/advice/PlanEdits.h"
#include "core/catalog/TopologyOptions.h"
#include "core/cost/CostCalculator.h"
#include "core/sizing/ModelMath.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <limits>

namespace tpuplan {
namespace {

/// Multislice candidates: the largest slice of a version, this many times at most.
constexpr int kMaxSlices = 32;
constexpr qint64 kDefaultMaxChips = 65536;

int fitRank(Fit fit)
{
    return fit == Fit::Fits ? 0 : fit == Fit::Tight ? 1 : 2;
}

bool offeredIn(const TpuVersion &tpu, const QString &region)
{
    return std::any_of(tpu.zones.cbegin(), tpu.zones.cend(),
                       [&](const QString &zone) { return Catalog::regionOfZone(zone) == region; });
}

/// Where a version is priced: the workload's region, else the region most versions share
/// (a new plan's), else the first region the version has a price for and is offered in.
QString regionFor(const TpuVersion &tpu, const QString &wanted, const QString &common)
{
    if (!wanted.isEmpty())
        return offeredIn(tpu, wanted) ? wanted : QString();
    if (offeredIn(tpu, common))
        return common;
    for (const RegionPrice &price : tpu.prices) {
        if (offeredIn(tpu, price.region))
            return price.region;
    }
    return tpu.zones.isEmpty() ? QString() : Catalog::regionOfZone(tpu.zones.first());
}

CostColumns times(const CostColumns &c, std::optional<double> factor)
{
    const auto mul = [&](std::optional<double> v) -> std::optional<double> {
        return v && factor ? std::optional<double>(*v * *factor) : std::nullopt;
    };
    return {mul(c.onDemand), mul(c.spot), mul(c.commit1y), mul(c.commit3y), mul(c.selected)};
}

/// The slices one version offers in the workload's mode: each topology once (on the machine
/// type with the most chips per VM), and for training the largest one repeated over DCN.
QList<SliceChoice> slicesOf(const TpuVersion &tpu, const ModelWorkload &workload)
{
    const bool autopilot = workload.constraints.mode == QLatin1String("autopilot");
    const qint64 maxChips = workload.constraints.maxChips.value_or(kDefaultMaxChips);
    QList<SliceChoice> out;
    QStringList seen;
    for (const TopologyOption &option : TopologyOptions::list(tpu, autopilot)) {
        const QString name = option.topology.toString();
        if (seen.contains(name) || option.chips() > maxChips)
            continue;
        seen.append(name);
        out.append({tpu.id, option.owner, option.topology, 1});
    }
    if (workload.training && tpu.multislice && !out.isEmpty()) {
        const SliceChoice largest = out.last();
        for (int slices = 2; slices <= kMaxSlices && largest.topology.chips() * slices <= maxChips; slices *= 2)
            out.append({largest.tpu, largest.owner, largest.topology, slices});
    }
    return out;
}

void price(SizingCandidate &c, const ModelWorkload &workload, const Catalog &catalog)
{
    const CostSummary summary = CostCalculator::summarize(SliceSearch::planFor(c, workload, catalog), catalog);
    if (summary.pools.isEmpty())
        return;
    const PoolCost &pool = summary.pools.first();
    c.hourly = pool.hourly;
    c.monthly = pool.monthly;
    if (c.training && c.training->days)
        c.total = times(c.hourly, *c.training->days * 24.0);
    for (const QString &note : pool.notes) {
        if (!c.why.contains(note))
            c.why.append(note);
    }
}

bool wholeDays(double days)
{
    return days == std::floor(days) && days < std::numeric_limits<int>::max();
}

void judgeConstraints(SizingCandidate &c, const WorkloadConstraints &constraints)
{
    if (constraints.deadlineDays && c.training) {
        const double deadline = *constraints.deadlineDays;
        c.meetsDeadline = c.training->days && *c.training->days <= deadline;
        if (!c.meetsDeadline)
            c.why.append(wholeDays(deadline) ? SliceSearch::tr("Misses the deadline of %n day(s).", nullptr, int(deadline))
                                             : SliceSearch::tr("Misses the deadline of %1 days.").arg(deadline));
    }
    if (constraints.budgetMonthly) {
        c.meetsBudget = c.monthly.onDemand && *c.monthly.onDemand <= *constraints.budgetMonthly;
        if (!c.meetsBudget)
            c.why.append(c.monthly.onDemand ? SliceSearch::tr("Over the monthly budget of %1.").arg(*constraints.budgetMonthly)
                                            : SliceSearch::tr("The price is unknown: the budget cannot be checked."));
    }
}

/// The share of the usable HBM a candidate needs (above 1: short of memory).
double needShare(const SizingCandidate &c)
{
    return c.usableBytes > 0 ? c.memory.total() / c.usableBytes : std::numeric_limits<double>::infinity();
}

/// SizingResult::warnings for the ranked candidates.
QStringList warningsFor(const QList<SizingCandidate> &ranked, const WorkloadConstraints &constraints)
{
    if (ranked.isEmpty())
        return {};
    const SizingCandidate &best = ranked.first();
    if (best.fit == Fit::DoesNotFit)
        return {
            SliceSearch::tr(
                "No slice fits: the closest, %1, needs %2 GiB per chip of its %3 GiB usable. The closest to fitting come first.")
                .arg(best.slice.label(), SizingMath::neededGiB(best.memory.total()), SizingMath::usableGiB(best.usableBytes))};
    QStringList out;
    if (constraints.deadlineDays && best.training && !best.meetsDeadline) {
        const double deadline = *constraints.deadlineDays;
        std::optional<double> fastest;
        for (const SizingCandidate &c : ranked) {
            if (c.fit != Fit::DoesNotFit && c.training && c.training->days && (!fastest || *c.training->days < *fastest))
                fastest = c.training->days;
        }
        QString text = wholeDays(deadline)
                           ? SliceSearch::tr("No slice that fits meets the deadline of %n day(s).", nullptr, int(deadline))
                           : SliceSearch::tr("No slice that fits meets the deadline of %1 days.").arg(deadline);
        if (fastest)
            text += QLatin1Char(' ') + SliceSearch::tr("The fastest takes %1 days.").arg(QLocale().toString(*fastest, 'f', 1));
        out.append(text);
    }
    if (constraints.budgetMonthly && std::none_of(ranked.cbegin(), ranked.cend(), [](const SizingCandidate &c) {
            return c.fit != Fit::DoesNotFit && c.meetsBudget;
        }))
        out.append(SliceSearch::tr("No slice that fits is within the monthly budget of %1.").arg(*constraints.budgetMonthly));
    return out;
}

} // namespace

QString SliceChoice::label() const
{
    QString text = tpu + QLatin1Char(' ') + topology.toString();
    if (slices > 1)
        text += QStringLiteral(" x%1").arg(slices);
    return text;
}

std::optional<double> SizingCandidate::rankCost() const
{
    return training ? total.onDemand : monthly.onDemand;
}

bool SliceSearch::before(const SizingCandidate &a, const SizingCandidate &b)
{
    if (fitRank(a.fit) != fitRank(b.fit))
        return fitRank(a.fit) < fitRank(b.fit);
    if (a.fit == Fit::DoesNotFit && needShare(a) != needShare(b))
        return needShare(a) < needShare(b); // the least short of memory first
    const bool aMeets = a.meetsDeadline && a.meetsBudget;
    const bool bMeets = b.meetsDeadline && b.meetsBudget;
    if (aMeets != bMeets)
        return aMeets;
    const auto ac = a.rankCost();
    const auto bc = b.rankCost();
    if (ac.has_value() != bc.has_value())
        return ac.has_value(); // a known price before an unknown one
    if (ac && *ac != *bc)
        return *ac < *bc;
    if (a.slice.chips() != b.slice.chips())
        return a.slice.chips() < b.slice.chips();
    return a.slice.tpu < b.slice.tpu;
}

QList<int> SliceSearch::paretoFront(const QList<SizingCandidate> &candidates)
{
    struct Point
    {
        int index;
        double cost;
        double speed; ///< larger is better
    };
    QList<Point> points;
    for (int i = 0; i < candidates.size(); ++i) {
        const SizingCandidate &c = candidates[i];
        if (c.fit == Fit::DoesNotFit || !c.monthly.onDemand)
            continue;
        if (c.training && c.training->days)
            points.append({i, *c.monthly.onDemand, -*c.training->days});
        else if (!c.training && c.serving && c.serving->tokensPerSecond)
            points.append({i, *c.monthly.onDemand, *c.serving->tokensPerSecond});
    }
    std::sort(points.begin(), points.end(), [](const Point &a, const Point &b) {
        return a.cost != b.cost ? a.cost < b.cost : a.speed > b.speed;
    });
    QList<int> front;
    double best = -std::numeric_limits<double>::infinity();
    for (const Point &p : std::as_const(points)) {
        if (p.speed > best) {
            front.append(p.index);
            best = p.speed;
        }
    }
    return front;
}

SizingCandidate SliceSearch::size(const ModelWorkload &workload, const TpuVersion &tpu, const SliceChoice &slice,
                                  const Catalog &catalog, const SizingRequest &request)
{
    SizingCandidate c;
    c.slice = slice;
    c.mode = workload.constraints.mode;
    const double tightAbove = catalog.sizing.tightAbove.value > 0 ? catalog.sizing.tightAbove.value : 1.0;
    if (workload.training) {
        const ChipFigures chip = ChipFigures::of(tpu, workload.training->precision);
        c.usableBytes = chip.usableBytes;
        const std::optional<double> mfu = request.mfu ? request.mfu : workload.training->mfu;
        c.training = SizingMath::training(workload.model, *workload.training, chip, slice.topology, slice.slices, mfu);
        c.memory = c.training->memory;
        c.why += c.training->why;
    }
    if (workload.serving) {
        const ChipFigures chip = ChipFigures::of(tpu, workload.serving->weights);
        c.usableBytes = chip.usableBytes;
        std::optional<double> efficiency = workload.serving->efficiency;
        if (!efficiency && catalog.sizing.servingEfficiency.value > 0)
            efficiency = catalog.sizing.servingEfficiency.value;
        c.serving = SizingMath::serving(workload.model, *workload.serving, chip, slice.topology, slice.slices, efficiency);
        if (!c.training || c.serving->memory.total() > c.memory.total())
            c.memory = c.serving->memory;
        c.why += c.serving->why;
    }
    c.fit = SizingMath::fit(c.memory.total(), c.usableBytes, tightAbove);
    if (c.fit == Fit::Tight)
        c.why.append(tr("Tight: more than %1% of the usable HBM; runtime reservations may not leave room.").arg(tightAbove * 100.0));
    return c;
}

SizingResult SliceSearch::run(const ModelWorkload &workload, const Catalog &catalog, const SizingRequest &request)
{
    SizingResult result;
    result.parameters = ModelMath::parameters(workload.model);
    if (workload.training)
        result.flopsPerToken = ModelMath::trainingFlopsPerToken(workload.model, workload.training->seqLen);
    if (workload.serving)
        result.kvBytesPerToken = ModelMath::kvBytesPerToken(workload.model, ModelMath::bytesOf(workload.serving->kvCache));
    const QString common = PlanEdits::newPlan(catalog).cluster.region;
    for (const TpuVersion &tpu : catalog.tpus) {
        if (!request.tpu.isEmpty() ? tpu.id != request.tpu
                                   : !workload.constraints.tpus.isEmpty() && !workload.constraints.tpus.contains(tpu.id))
            continue;
        const QString region = regionFor(tpu, workload.constraints.region, common);
        if (region.isEmpty()) {
            result.notes.append(tr("%1 is not offered in %2.").arg(tpu.id, workload.constraints.region));
            continue;
        }
        QList<SliceChoice> choices = slicesOf(tpu, workload);
        if (!request.topology.isEmpty()) {
            choices.removeIf([&](const SliceChoice &s) { return s.slices != 1 || s.topology.toString() != request.topology; });
            if (choices.isEmpty()) {
                result.error = tr("%1 offers no topology %2 in %3 mode.").arg(tpu.id, request.topology, workload.constraints.mode);
                return result;
            }
            choices.first().slices = request.slices.value_or(1);
        }
        for (const SliceChoice &slice : std::as_const(choices)) {
            SizingCandidate c = size(workload, tpu, slice, catalog, request);
            c.region = region;
            price(c, workload, catalog);
            judgeConstraints(c, workload.constraints);
            result.candidates.append(c);
        }
    }
    if (!request.tpu.isEmpty() && !catalog.tpu(request.tpu))
        result.error = tr("the catalog has no TPU version '%1'; it has: %2").arg(request.tpu, catalog.tpuIds().join(QStringLiteral(", ")));
    std::stable_sort(result.candidates.begin(), result.candidates.end(), before);
    result.warnings = warningsFor(result.candidates, workload.constraints);
    if (workload.training && !workload.constraints.deadlineDays)
        result.notes.append(tr("No deadline given: the cheapest run comes first, however long it takes."));
    result.notes.append(tr("Dense decoders only; no pipeline bubbles; FLOPs counted as MaxText counts them (causal attention)."));
    return result;
}

Plan SliceSearch::planFor(const SizingCandidate &candidate, const ModelWorkload &workload, const Catalog &catalog)
{
    Plan plan = PlanEdits::newPlan(catalog);
    plan = PlanEdits::withMode(plan, candidate.mode, catalog);
    plan = PlanEdits::withTpu(plan, 0, candidate.slice.tpu, catalog);
    plan = PlanEdits::withRegion(plan, candidate.region, catalog);
    plan = plan.cluster.isAutopilot() ? PlanEdits::withAccelerator(plan, 0, candidate.slice.owner, catalog)
                                      : PlanEdits::withMachineType(plan, 0, candidate.slice.owner, catalog);
    plan = PlanEdits::withTopology(plan, 0, candidate.slice.topology.toString(), catalog);
    Pool &pool = plan.pools.first();
    if (candidate.slice.slices > 1)
        pool.slices = candidate.slice.slices;
    pool.name = QStringLiteral("%1-%2").arg(candidate.slice.tpu, candidate.slice.topology.toString());
    QString name = workload.name.toLower();
    name.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    name = name.mid(0, 40);
    while (name.endsWith(QLatin1Char('-')))
        name.chop(1);
    while (name.startsWith(QLatin1Char('-')))
        name.remove(0, 1);
    plan.metadata.name = name.isEmpty() ? QStringLiteral("sized-plan") : name;
    plan.metadata.description = tr("Sized by tpu-plan size from the model %1.").arg(workload.model.name);
    return plan;
}

} // namespace tpuplan
