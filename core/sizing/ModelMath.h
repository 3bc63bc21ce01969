// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sizing/Workload.h"

namespace tpuplan {

/// Counts of a dense decoder: parameters, FLOPs per token and KV-cache bytes, as MaxText and the
/// scaling book count them (README "Sizing from the model" lists the sources).
class ModelMath
{
public:
    /// Embedding (and unembedding unless tied), attention (Q, K, V, out), gated MLP (3 matrices)
    /// and the RMSNorm scales: Llama 3.1 70B gives 70,553,706,496.
    static double derivedParameters(const ModelDims &model);
    /// The model's `params` when given, else derivedParameters().
    static double parameters(const ModelDims &model);
    /// Parameters of one decoder layer (what FSDP gathers at a time).
    static double layerParameters(const ModelDims &model);
    /// Training FLOPs per token as MaxText counts them since PR #1988 (2025-07): 3 x the forward
    /// pass (FFN 6·F·D, QKV 2·D·(Nq+2·Nkv)·H, out 2·D·Nq·H, causal attention 2·T·Nq·H per layer;
    /// unembedding 2·D·V). Remat FLOPs are not counted (MFU does not count them either).
    static double trainingFlopsPerToken(const ModelDims &model, qint64 seqLen);
    /// The textbook 6·N per token, for comparison with published totals such as 6.3e24.
    static double sixNFlopsPerToken(double parameters) { return 6.0 * parameters; }
    /// Bytes of K and V for one token across all layers: 2·L·Nkv·H·bytes.
    static double kvBytesPerToken(const ModelDims &model, double bytesPerValue);
    /// Bytes per value of a precision name: bf16 2, fp8 1, int8 1, int4 0.5; 0 when unknown.
    static double bytesOf(const QString &precision);
};

} // namespace tpuplan
