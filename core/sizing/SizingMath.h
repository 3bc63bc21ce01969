// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/CatalogTypes.h"
#include "core/sizing/Workload.h"

#include <QCoreApplication>

#include <optional>

namespace tpuplan {

/// One chip's figures as the roofline needs them, in bytes and FLOP/s, from the catalog.
struct ChipFigures
{
    double peakFlops = 0;          ///< at the job's precision
    double bf16PeakFlops = 0;      ///< the ICI critical intensities use it (they do not follow precision)
    double hbmBytesPerSecond = 0;
    double usableBytes = 0;        ///< XLA's budget times the devices per chip, else the nominal HBM
    std::optional<double> iciLinkBytesPerSecond; ///< bidirectional, one link (per-chip ICI / ports)
    std::optional<double> dcnBytesPerSecond;     ///< per chip
    std::optional<double> defaultMfu;

    /// `precision`: bf16 | fp8 | int8 | int4 (int4 runs on the int8 units). A peak the catalog
    /// does not know falls back to bf16: fp8 on v5p/v6e is no faster (TPU7x comparison table).
    static ChipFigures of(const TpuVersion &tpu, const QString &precision);
};

/// Memory of one chip by what holds it, in bytes.
struct MemoryParts
{
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double activations = 0;
    double kvCache = 0;
    double total() const { return weights + gradients + optimizer + activations + kvCache; }
};

enum class Fit { Fits, Tight, DoesNotFit };

/// Training on one slice shape (times `slices` over DCN), from the scaling book's rooflines.
struct TrainingEstimate
{
    MemoryParts memory;
    QString sharding;              ///< fsdp | fsdp+tp
    int tensorParallel = 1;
    QString bound;                 ///< compute | ici | dcn
    std::optional<double> mfu;
    std::optional<double> stepSeconds;
    std::optional<double> tokensPerSecondPerChip;
    std::optional<double> days;
    QStringList why;
};

/// Serving one model replica per slice (tensor parallel over the slice's chips).
struct ServingEstimate
{
    MemoryParts memory;
    double decodeSecondsBound = 0; ///< roofline: weights and KV read once per step, or compute
    std::optional<double> efficiency;
    std::optional<double> tokensPerSecond; ///< all slices together
    QString bound;                 ///< hbm | compute | ici
    std::optional<double> tensorParallelLimit;
    QStringList why;
};

/// The formulas of sizing, each a pure function of its inputs, so tests can check them with
/// hand-worked figures (sources: README "Sizing from the model").
class SizingMath
{
    Q_DECLARE_TR_FUNCTIONS(SizingMath)
public:
    static constexpr double kBytesPerGiB = 1024.0 * 1024.0 * 1024.0;

    /// Seconds to do `flops` on `chips` at `peakFlops` each and `mfu`: the scaling book's
    /// LLaMA 3 70B, 6.3e24 FLOPs on 8960 v5p chips at 40% gives 3.8e6 s (44 days).
    static double secondsToTrain(double flops, double chips, double peakFlops, double mfu);
    /// Activations of one chip: bytes per (token · d_model · layer) by remat policy (scaling
    /// book: 20 intermediates per layer without remat, about 7 saving big matmuls only, the
    /// layer input with full remat) plus one layer's working set when layers are recomputed.
    static double activationBytes(const QString &remat, double tokensPerChip, double hidden, int layers);
    /// A chip's memory in GiB as every view writes it, in the default locale: what a job needs
    /// to one decimal ("140.2"), the usable HBM to two, as the catalog gives it ("31.25").
    static QString neededGiB(double bytes);
    static QString usableGiB(double bytes);
    /// Fit of `bytes` against `usable`: above `tightAbove` of it is tight.
    static Fit fit(double bytes, double usable, double tightAbove);
    /// Decode step of the HBM roofline: (weights + KV) / (chips x bandwidth), or the compute
    /// time 2·N·batch / (chips x peak) when larger (scaling book, inference chapter).
    static double decodeStepSeconds(double weightBytes, double kvBytes, double parameters, double batch,
                                    double chips, double hbmBytesPerSecond, double peakFlops);

    static TrainingEstimate training(const ModelDims &model, const TrainingJob &job, const ChipFigures &chip,
                                     const Topology &topology, int slices, std::optional<double> mfu);
    static ServingEstimate serving(const ModelDims &model, const ServingJob &job, const ChipFigures &chip,
                                   const Topology &topology, int slices, std::optional<double> efficiency);
};

} // namespace tpuplan
