// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sizing/ModelMath.h"

namespace tpuplan {

double ModelMath::layerParameters(const ModelDims &m)
{
    const double d = double(m.hidden);
    const double qWidth = double(m.heads) * m.headDim;
    const double kvWidth = double(m.kvHeads) * m.headDim;
    const double attention = d * qWidth + 2.0 * d * kvWidth + qWidth * d;
    const double mlp = 3.0 * d * double(m.ffn);
    const double norms = 2.0 * d;
    return attention + mlp + norms;
}

double ModelMath::derivedParameters(const ModelDims &m)
{
    const double embeddings = double(m.vocab) * double(m.hidden) * (m.tiedEmbeddings ? 1.0 : 2.0);
    const double finalNorm = double(m.hidden);
    return double(m.layers) * layerParameters(m) + embeddings + finalNorm;
}

double ModelMath::parameters(const ModelDims &m)
{
    return m.params ? *m.params : derivedParameters(m);
}

double ModelMath::trainingFlopsPerToken(const ModelDims &m, qint64 seqLen)
{
    const double d = double(m.hidden);
    const double h = double(m.headDim);
    const double ffn = 2.0 * double(m.ffn) * d * 2.0 + 2.0 * double(m.ffn) * d; // two gated inputs + output
    const double qkv = 2.0 * d * (double(m.heads) + 2.0 * m.kvHeads) * h;
    const double projection = 2.0 * d * double(m.heads) * h;
    const double attention = 4.0 * double(seqLen) * double(m.heads) * h / 2.0; // causal mask halves it
    const double unembedding = 2.0 * d * double(m.vocab);
    const double forward = double(m.layers) * (ffn + qkv + projection + attention) + unembedding;
    return 3.0 * forward;
}

double ModelMath::kvBytesPerToken(const ModelDims &m, double bytesPerValue)
{
    return 2.0 * double(m.layers) * double(m.kvHeads) * double(m.headDim) * bytesPerValue;
}

double ModelMath::bytesOf(const QString &precision)
{
    if (precision == QLatin1String("bf16"))
        return 2.0;
    if (precision == QLatin1String("fp8") || precision == QLatin1String("int8"))
        return 1.0;
    if (precision == QLatin1String("int4"))
        return 0.5;
    return 0.0;
}

} // namespace tpuplan
