// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/cost/CostSummary.h"
#include "core/plan/Plan.h"
#include "core/sizing/SizingMath.h"

#include <QCoreApplication>

namespace tpuplan {

/// A slice the search sizes: a TPU version's topology on one machine type (Standard) or
/// accelerator (Autopilot), `slices` times.
struct SliceChoice
{
    QString tpu;
    QString owner;
    Topology topology;
    int slices = 1;
    qint64 chips() const { return topology.chips() * slices; }
    /// "v5e 16x16", "v5p 8x8x16 x4" (four slices over DCN).
    QString label() const;
};

/// One sized slice with every figure, whether it fits or not.
struct SizingCandidate
{
    SliceChoice slice;
    QString mode;
    QString region;
    double usableBytes = 0;      ///< per chip
    MemoryParts memory;          ///< of the job that needs more (training or serving)
    Fit fit = Fit::DoesNotFit;
    std::optional<TrainingEstimate> training;
    std::optional<ServingEstimate> serving;
    CostColumns hourly;          ///< the whole candidate (all slices), per hour
    CostColumns monthly;         ///< as CostCalculator bills a month
    CostColumns total;           ///< the training run: hourly x its hours; unknown without a time
    bool meetsDeadline = true;
    bool meetsBudget = true;
    QStringList why;

    double headroom() const { return usableBytes > 0 ? 1.0 - memory.total() / usableBytes : 0.0; }
    /// What the ranking compares: the training run's cost, else (serving) the month's.
    std::optional<double> rankCost() const;
};

/// `--tpu/--topology/--slices` and `--mfu` of `tpu-plan size`.
struct SizingRequest
{
    std::optional<double> mfu;
    QString tpu;
    QString topology;
    std::optional<int> slices;
};

struct SizingResult
{
    double parameters = 0;
    double flopsPerToken = 0;   ///< training (MaxText's count at the training seqLen); 0 when serving only
    double kvBytesPerToken = 0; ///< at the serving KV precision; 0 when training only
    QList<SizingCandidate> candidates; ///< best first
    QStringList notes;
    /// What the list says as a whole, to read before any row: no slice fits; none that fits meets
    /// the deadline or the budget.
    QStringList warnings;
    QString error;              ///< the request names a TPU version or topology the catalog lacks
};

/// From a workload to the slices that run it: sizes every TPU version and topology the catalog
/// offers (within the workload's constraints), prices each with CostCalculator and ranks them:
/// fits, then meets the deadline and budget, then cost; of those that do not fit, the closest
/// to fitting (the least memory short) first.
class SliceSearch
{
    Q_DECLARE_TR_FUNCTIONS(SliceSearch)
public:
    static SizingResult run(const ModelWorkload &workload, const Catalog &catalog, const SizingRequest &request = {});
    /// A plan with one pool for the candidate (what `--plan-out` writes and what is priced).
    static Plan planFor(const SizingCandidate &candidate, const ModelWorkload &workload, const Catalog &catalog);
    /// The ranking: true when `a` comes before `b`.
    static bool before(const SizingCandidate &a, const SizingCandidate &b);
    /// The candidates no other beats on both monthly cost and speed (training: fewer days;
    /// serving: more tokens/s), among those that fit and have both figures; by rising cost.
    static QList<int> paretoFront(const QList<SizingCandidate> &candidates);
    /// Sizes one slice (no price yet).
    static SizingCandidate size(const ModelWorkload &workload, const TpuVersion &tpu, const SliceChoice &slice,
                                const Catalog &catalog, const SizingRequest &request);
};

} // namespace tpuplan
