// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sizing/SizingMath.h"

#include "core/sizing/ModelMath.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace tpuplan {
namespace {

constexpr double kSecondsPerDay = 86400.0;
/// MaxText's default: fp32 weights 4 + fp32 gradients 4 + AdamW mu and nu 4 + 4 (base.yml).
constexpr double kMaxTextBytesPerParam = 16.0;

/// ICI axes the slice uses: a 16x16 slice has two, 4x4x1 two, 1x1 none (counted as one).
int axesOf(const Topology &topology)
{
    int axes = 0;
    for (int d : topology.dims())
        axes += d > 1 ? 1 : 0;
    return std::max(axes, 1);
}

} // namespace

ChipFigures ChipFigures::of(const TpuVersion &tpu, const QString &precision)
{
    ChipFigures f;
    const ChipSpec &chip = tpu.chip;
    f.bf16PeakFlops = chip.bf16Tflops * 1e12;
    f.peakFlops = f.bf16PeakFlops;
    if (precision == QLatin1String("fp8") && chip.fp8Tflops)
        f.peakFlops = std::max(f.peakFlops, *chip.fp8Tflops * 1e12);
    if ((precision == QLatin1String("int8") || precision == QLatin1String("int4")) && chip.int8Tops)
        f.peakFlops = std::max(f.peakFlops, *chip.int8Tops * 1e12);
    f.hbmBytesPerSecond = chip.hbmGBps * 1e9;
    f.usableBytes = chip.hbmGiB * SizingMath::kBytesPerGiB;
    if (tpu.sizing && tpu.sizing->usableHbmGiBPerDevice.value)
        f.usableBytes = *tpu.sizing->usableHbmGiBPerDevice.value * chip.devicesPerChip * SizingMath::kBytesPerGiB;
    if (chip.iciGBps && chip.iciPorts && *chip.iciPorts > 0)
        f.iciLinkBytesPerSecond = *chip.iciGBps * 1e9 / *chip.iciPorts;
    if (tpu.sizing && tpu.sizing->dcnGbps.value)
        f.dcnBytesPerSecond = *tpu.sizing->dcnGbps.value * 1e9 / 8.0;
    if (tpu.sizing)
        f.defaultMfu = tpu.sizing->defaultMfu.value;
    return f;
}

double SizingMath::secondsToTrain(double flops, double chips, double peakFlops, double mfu)
{
    return flops / (chips * peakFlops * mfu);
}

double SizingMath::activationBytes(const QString &remat, double tokensPerChip, double hidden, int layers)
{
    // bf16 (2 bytes) x intermediates of size d_model kept per layer.
    const double perLayer = 2.0 * tokensPerChip * hidden;
    const double oneLayerWorkingSet = 20.0 * perLayer;
    if (remat == QLatin1String("none"))
        return 20.0 * perLayer * layers;
    if (remat == QLatin1String("minimal"))
        return 7.0 * perLayer * layers;
    if (remat == QLatin1String("offload"))
        return oneLayerWorkingSet; // layer inputs live in host memory
    return perLayer * layers + oneLayerWorkingSet; // full: layer inputs kept, one layer recomputed
}

QString SizingMath::neededGiB(double bytes)
{
    return QLocale().toString(bytes / kBytesPerGiB, 'f', 1);
}

QString SizingMath::usableGiB(double bytes)
{
    return QLocale().toString(bytes / kBytesPerGiB, 'f', 2);
}

Fit SizingMath::fit(double bytes, double usable, double tightAbove)
{
    if (bytes > usable)
        return Fit::DoesNotFit;
    return bytes > tightAbove * usable ? Fit::Tight : Fit::Fits;
}

double SizingMath::decodeStepSeconds(double weightBytes, double kvBytes, double parameters, double batch,
                                     double chips, double hbmBytesPerSecond, double peakFlops)
{
    const double memory = (weightBytes + kvBytes) / (chips * hbmBytesPerSecond);
    const double compute = 2.0 * parameters * batch / (chips * peakFlops);
    return std::max(memory, compute);
}

TrainingEstimate SizingMath::training(const ModelDims &model, const TrainingJob &job, const ChipFigures &chip,
                                      const Topology &topology, int slices, std::optional<double> mfu)
{
    TrainingEstimate e;
    const double perSlice = double(topology.chips());
    const double chips = perSlice * slices;
    const double n = ModelMath::parameters(model);
    const double bytesPerParam = job.bytesPerParam.value_or(kMaxTextBytesPerParam);
    const double tokensPerStep = double(job.tokensPerStep());
    const double tokensPerChip = tokensPerStep / chips;
    const int axes = axesOf(topology);
    // Seconds per step if every chip ran at its peak: what the communication is measured against.
    const double idealStep = ModelMath::trainingFlopsPerToken(model, job.seqLen) * tokensPerStep / (chips * chip.peakFlops);
    e.sharding = QStringLiteral("fsdp");
    double iciSeconds = 0;
    if (perSlice > 1 && chip.iciLinkBytesPerSecond) {
        // Scaling book, training chapter: FSDP is compute-bound while tokens per chip exceed
        // C / W_ici / n_axes; with tensor parallelism of degree Y the FSDP axis sees Y times as
        // many, down to 2·(C/W)²/F; beyond F·n_axes/(C/W) tensor parallelism is ICI-bound itself.
        const double critical = chip.bf16PeakFlops / *chip.iciLinkBytesPerSecond;
        const double fsdpNeed = critical / axes;
        const double tpLimit = double(model.ffn) * axes / critical;
        if (tokensPerChip < fsdpNeed && tokensPerChip >= 2.0 * critical * critical / double(model.ffn)) {
            int y = 1;
            while (tokensPerChip * y < fsdpNeed && y * 2 <= std::min(perSlice, tpLimit))
                y *= 2;
            if (y > 1) {
                e.tensorParallel = y;
                e.sharding = QStringLiteral("fsdp+tp");
                e.why.append(tr("FSDP alone would be ICI-bound at %1 tokens per chip (needs %2): %3-way tensor parallelism added.")
                                 .arg(std::round(tokensPerChip)).arg(std::round(fsdpNeed)).arg(y));
            }
        }
        iciSeconds = idealStep * fsdpNeed / (tokensPerChip * e.tensorParallel);
    } else if (perSlice > 1) {
        e.why.append(tr("The catalog has no ICI bandwidth for this version: the ICI bound is not checked."));
    }
    double dcnSeconds = 0;
    if (slices > 1 && chip.dcnBytesPerSecond) {
        // Data parallelism across slices needs about C / W_dcn tokens per slice (scaling book:
        // "roughly 75,000" on v5p).
        const double dcnNeed = chip.bf16PeakFlops / *chip.dcnBytesPerSecond;
        dcnSeconds = idealStep * dcnNeed / (tokensPerStep / slices);
    } else if (slices > 1) {
        e.why.append(tr("The catalog has no DCN bandwidth for this version: the DCN bound is not checked."));
    }
    // Memory: the whole training state sharded over the slice's chips, plus two layers of bf16
    // weights gathered just in time, plus the activations the remat policy keeps.
    const double state = n * bytesPerParam / perSlice;
    e.memory.weights = state / 4.0 + 2.0 * 2.0 * ModelMath::layerParameters(model) / e.tensorParallel;
    e.memory.gradients = state / 4.0;
    e.memory.optimizer = state / 2.0;
    e.memory.activations = activationBytes(job.remat, tokensPerChip, double(model.hidden), model.layers);
    e.mfu = mfu ? mfu : chip.defaultMfu;
    e.bound = QStringLiteral("compute");
    if (!e.mfu) {
        e.why.append(tr("No default MFU is known for this version: give --mfu for times."));
        return e;
    }
    const double computeSeconds = idealStep / *e.mfu;
    double step = computeSeconds;
    if (iciSeconds > step) {
        step = iciSeconds;
        e.bound = QStringLiteral("ici");
    }
    if (dcnSeconds > step) {
        step = dcnSeconds;
        e.bound = QStringLiteral("dcn");
    }
    e.stepSeconds = step;
    e.tokensPerSecondPerChip = tokensPerStep / (step * chips);
    e.days = job.tokens / (*e.tokensPerSecondPerChip * chips) / kSecondsPerDay;
    return e;
}

ServingEstimate SizingMath::serving(const ModelDims &model, const ServingJob &job, const ChipFigures &chip,
                                    const Topology &topology, int slices, std::optional<double> efficiency)
{
    ServingEstimate e;
    const double chips = double(topology.chips());
    const double n = ModelMath::parameters(model);
    const double weightBytes = n * ModelMath::bytesOf(job.weights);
    const double kvBytes = double(job.concurrency) * double(job.contextLen)
                           * ModelMath::kvBytesPerToken(model, ModelMath::bytesOf(job.kvCache));
    e.memory.weights = weightBytes / chips;
    e.memory.kvCache = kvBytes / chips;
    e.decodeSecondsBound = decodeStepSeconds(weightBytes, kvBytes, n, double(job.concurrency), chips,
                                             chip.hbmBytesPerSecond, chip.peakFlops);
    const double memorySeconds = (weightBytes + kvBytes) / (chips * chip.hbmBytesPerSecond);
    e.bound = e.decodeSecondsBound > memorySeconds ? QStringLiteral("compute") : QStringLiteral("hbm");
    if (chip.iciLinkBytesPerSecond) {
        // Scaling book: model parallelism becomes ICI-bound beyond Y = F·n_axes / (C/W_ici).
        const double critical = chip.bf16PeakFlops / *chip.iciLinkBytesPerSecond;
        e.tensorParallelLimit = double(model.ffn) * axesOf(topology) / critical;
        if (chips > *e.tensorParallelLimit) {
            e.bound = QStringLiteral("ici");
            e.why.append(tr("%n chip(s) of tensor parallelism exceed the limit of about %1 for this model: decode is "
                            "ICI-bound; serve more replicas on smaller slices.",
                            nullptr, int(topology.chips()))
                             .arg(std::floor(*e.tensorParallelLimit)));
        }
    }
    e.efficiency = efficiency;
    if (e.efficiency)
        e.tokensPerSecond = double(job.concurrency) / e.decodeSecondsBound * *e.efficiency * slices;
    return e;
}

} // namespace tpuplan
