// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace tpuplan {

/// A dense decoder-only transformer by its dimensions (a preset's, or the user's).
struct ModelDims
{
    QString id;            ///< preset id, empty for a model given by its dimensions only
    QString name;
    int layers = 0;
    qint64 hidden = 0;     ///< d_model
    qint64 ffn = 0;        ///< MLP width; gated (SwiGLU/GeGLU): three matrices
    int heads = 0;
    int kvHeads = 0;
    int headDim = 0;
    qint64 vocab = 0;
    bool tiedEmbeddings = false; ///< the unembedding reuses the embedding matrix (Gemma)
    std::optional<double> params; ///< when given; else derived from the dimensions
    QString source;        ///< preset: key of its source in models.yaml
    QString notes;
};

/// `training:` of a workload file: what is trained, on how many tokens, how.
struct TrainingJob
{
    double tokens = 0;
    qint64 seqLen = 0;
    qint64 globalBatch = 0; ///< sequences per step
    QString precision = QStringLiteral("bf16"); ///< bf16 | fp8
    std::optional<double> bytesPerParam; ///< weights + gradients + optimizer state; default 16 (MaxText)
    QString remat = QStringLiteral("full"); ///< none | minimal | full | offload
    std::optional<double> mfu;

    qint64 tokensPerStep() const { return seqLen * globalBatch; }
};

/// `serving:` of a workload file: decode at a context length and a number of sequences at once.
struct ServingJob
{
    QString weights = QStringLiteral("bf16"); ///< bf16 | fp8 | int8 | int4
    QString kvCache = QStringLiteral("bf16"); ///< bf16 | fp8 | int8
    qint64 contextLen = 0;
    qint64 concurrency = 0;
    std::optional<double> efficiency;
};

struct WorkloadConstraints
{
    QStringList tpus;      ///< empty = every version of the catalog
    QString mode = QStringLiteral("standard");
    QString region;        ///< empty = a region offering the version
    std::optional<qint64> maxChips;
    std::optional<double> deadlineDays;
    std::optional<double> budgetMonthly;
};

/// A workload file (`kind: Workload`): a model and a training and/or serving job.
struct ModelWorkload
{
    QString name;
    ModelDims model;
    std::optional<TrainingJob> training;
    std::optional<ServingJob> serving;
    WorkloadConstraints constraints;
};

} // namespace tpuplan
