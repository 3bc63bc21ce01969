// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sizing/SizingReport.h"

#include "core/sizing/SizingMath.h"

#include <QJsonArray>
#include "core/common/Languages.h"

#include <QLocale>

#include <cmath>

namespace tpuplan {
namespace {

double rounded(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

QJsonValue nullable(const std::optional<double> &value, int decimals)
{
    return value ? QJsonValue(rounded(*value, decimals)) : QJsonValue();
}

QJsonObject columns(const CostColumns &c)
{
    return {{QStringLiteral("onDemand"), nullable(c.onDemand, 2)},
            {QStringLiteral("spot"), nullable(c.spot, 2)},
            {QStringLiteral("commit1y"), nullable(c.commit1y, 2)},
            {QStringLiteral("commit3y"), nullable(c.commit3y, 2)}};
}

QJsonObject memoryJson(const SizingCandidate &c)
{
    const MemoryParts &m = c.memory;
    const QJsonObject parts{{QStringLiteral("weights"), rounded(m.weights / SizingMath::kBytesPerGiB, 2)},
                            {QStringLiteral("gradients"), rounded(m.gradients / SizingMath::kBytesPerGiB, 2)},
                            {QStringLiteral("optimizer"), rounded(m.optimizer / SizingMath::kBytesPerGiB, 2)},
                            {QStringLiteral("activations"), rounded(m.activations / SizingMath::kBytesPerGiB, 2)},
                            {QStringLiteral("kvCache"), rounded(m.kvCache / SizingMath::kBytesPerGiB, 2)}};
    return {{QStringLiteral("perChipGiB"), rounded(m.total() / SizingMath::kBytesPerGiB, 2)},
            {QStringLiteral("usableGiB"), rounded(c.usableBytes / SizingMath::kBytesPerGiB, 2)},
            {QStringLiteral("fits"), c.fit != Fit::DoesNotFit},
            {QStringLiteral("fit"), SizingReport::fitName(c.fit)},
            {QStringLiteral("headroom"), rounded(c.headroom(), 3)},
            {QStringLiteral("parts"), parts}};
}

QJsonObject trainingJson(const TrainingEstimate &t)
{
    return {{QStringLiteral("mfu"), nullable(t.mfu, 3)},
            {QStringLiteral("sharding"), t.sharding},
            {QStringLiteral("tensorParallel"), t.tensorParallel},
            {QStringLiteral("bound"), t.bound},
            {QStringLiteral("stepSeconds"), nullable(t.stepSeconds, 3)},
            {QStringLiteral("tokensPerSecondPerChip"), nullable(t.tokensPerSecondPerChip, 1)},
            {QStringLiteral("days"), nullable(t.days, 2)}};
}

QJsonObject servingJson(const ServingEstimate &s)
{
    return {{QStringLiteral("decodeMsPerStepBound"), rounded(s.decodeSecondsBound * 1000.0, 3)},
            {QStringLiteral("efficiency"), nullable(s.efficiency, 3)},
            {QStringLiteral("tokensPerSecond"), nullable(s.tokensPerSecond, 1)},
            {QStringLiteral("bound"), s.bound},
            {QStringLiteral("tensorParallelLimit"), nullable(s.tensorParallelLimit, 1)}};
}

QString money(const std::optional<double> &value)
{
    return value ? Languages::reportLocale().toString(*value, 'f', 0) : SizingReport::tr("unknown");
}

} // namespace

QString SizingReport::fitName(Fit fit)
{
    switch (fit) {
    case Fit::Fits:
        return QStringLiteral("fits");
    case Fit::Tight:
        return QStringLiteral("tight");
    case Fit::DoesNotFit:
        break;
    }
    return QStringLiteral("no");
}

QString SizingReport::boundOf(const SizingCandidate &c)
{
    return c.training ? c.training->bound : c.serving ? c.serving->bound : QString();
}

QString SizingReport::fitText(Fit fit)
{
    switch (fit) {
    case Fit::Fits:
        return tr("fits", "text table: the job fits the slice's memory");
    case Fit::Tight:
        return tr("tight", "text table: the job barely fits the slice's memory");
    case Fit::DoesNotFit:
        break;
    }
    return tr("no", "text table: the job does not fit the slice's memory");
}

QString SizingReport::boundText(const QString &bound)
{
    if (bound == QLatin1String("compute"))
        return tr("compute", "text table: what limits the speed");
    if (bound == QLatin1String("hbm"))
        return tr("hbm", "text table: what limits the speed (memory bandwidth)");
    if (bound == QLatin1String("ici"))
        return tr("ici", "text table: what limits the speed (chip links)");
    if (bound == QLatin1String("dcn"))
        return tr("dcn", "text table: what limits the speed (data-centre network)");
    return bound;
}

QJsonObject SizingReport::candidateJson(const SizingCandidate &c)
{
    QJsonObject o{{QStringLiteral("tpu"), c.slice.tpu},
                  {QStringLiteral("topology"), c.slice.topology.toString()},
                  {QStringLiteral("slices"), c.slice.slices},
                  {QStringLiteral("chips"), double(c.slice.chips())},
                  {QStringLiteral("mode"), c.mode},
                  {QStringLiteral("machineType"), c.slice.owner},
                  {QStringLiteral("region"), c.region},
                  {QStringLiteral("memory"), memoryJson(c)},
                  {QStringLiteral("bound"), boundOf(c)},
                  {QStringLiteral("meetsDeadline"), c.meetsDeadline},
                  {QStringLiteral("meetsBudget"), c.meetsBudget}};
    if (c.training) {
        o.insert(QStringLiteral("sharding"), c.training->sharding);
        o.insert(QStringLiteral("training"), trainingJson(*c.training));
    }
    if (c.serving)
        o.insert(QStringLiteral("serving"), servingJson(*c.serving));
    o.insert(QStringLiteral("cost"), QJsonObject{{QStringLiteral("hourly"), columns(c.hourly)},
                                                 {QStringLiteral("monthly"), columns(c.monthly)},
                                                 {QStringLiteral("total"), columns(c.total)}});
    o.insert(QStringLiteral("why"), QJsonArray::fromStringList(c.why));
    return o;
}

QJsonObject SizingReport::toJson(const QString &file, const ModelWorkload &workload, const SizingResult &result)
{
    QJsonObject model{{QStringLiteral("name"), workload.model.name},
                      {QStringLiteral("params"), std::round(result.parameters)},
                      {QStringLiteral("flopsPerToken"), result.flopsPerToken > 0 ? QJsonValue(result.flopsPerToken) : QJsonValue()},
                      {QStringLiteral("kvBytesPerToken"), result.kvBytesPerToken > 0 ? QJsonValue(result.kvBytesPerToken) : QJsonValue()}};
    if (!workload.model.id.isEmpty())
        model.insert(QStringLiteral("preset"), workload.model.id);
    QJsonArray candidates;
    for (const SizingCandidate &c : result.candidates)
        candidates.append(candidateJson(c));
    return {{QStringLiteral("workload"), file},
            {QStringLiteral("model"), model},
            {QStringLiteral("candidates"), candidates},
            {QStringLiteral("notes"), QJsonArray::fromStringList(result.notes)}};
}

QString SizingReport::toText(const QString &file, const ModelWorkload &workload, const SizingResult &result, int rows)
{
    QString out = tr("%1: %2, %3 billion parameters").arg(file, workload.model.name).arg(rounded(result.parameters / 1e9, 2));
    if (result.flopsPerToken > 0)
        out += tr(", %1 training FLOPs per token").arg(result.flopsPerToken, 0, 'g', 3);
    if (result.kvBytesPerToken > 0)
        out += tr(", %1 KiB of KV cache per token").arg(result.kvBytesPerToken / 1024.0);
    out += QLatin1Char('\n');
    for (const QString &warning : result.warnings)
        out += tr("Warning: %1\n").arg(warning);
    out += tr("  #  slice                     chips  fit    GiB/chip  usable  bound    time/throughput      cost (on-demand)\n");
    for (int i = 0; i < result.candidates.size() && i < rows; ++i) {
        const SizingCandidate &c = result.candidates[i];
        QString slice = c.slice.tpu + QLatin1Char(' ') + c.slice.topology.toString();
        if (c.slice.slices > 1)
            slice += QStringLiteral(" x%1").arg(c.slice.slices);
        QString speed;
        QString cost;
        if (c.training) {
            speed = c.training->days ? tr("%1 days").arg(rounded(*c.training->days, 1)) : tr("? days");
            cost = tr("%1 total").arg(money(c.total.onDemand));
        } else if (c.serving) {
            speed = c.serving->tokensPerSecond ? tr("%1 tok/s").arg(std::round(*c.serving->tokensPerSecond)) : tr("? tok/s");
            cost = tr("%1 / month").arg(money(c.monthly.onDemand));
        }
        out += QStringLiteral("%1  %2 %3  %4  %5  %6  %7  %8  %9\n")
                   .arg(i + 1, 3)
                   .arg(slice, -25)
                   .arg(c.slice.chips(), 5)
                   .arg(fitText(c.fit), -5)
                   .arg(rounded(c.memory.total() / SizingMath::kBytesPerGiB, 1), 8)
                   .arg(rounded(c.usableBytes / SizingMath::kBytesPerGiB, 2), 6)
                   .arg(boundText(boundOf(c)), -7)
                   .arg(speed, -19)
                   .arg(cost);
    }
    if (result.candidates.size() > rows)
        out += tr("  ... %n more (--format json lists them all)\n", nullptr, int(result.candidates.size() - rows));
    if (!result.candidates.isEmpty()) {
        for (const QString &why : result.candidates.first().why)
            out += QStringLiteral("  - %1\n").arg(why);
    }
    for (const QString &note : result.notes)
        out += tr("Note: %1\n").arg(note);
    return out;
}

} // namespace tpuplan
