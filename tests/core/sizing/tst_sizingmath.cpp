// SPDX-License-Identifier: GPL-3.0-or-later
// The sizing formulas against figures worked by hand from the published formulas (MaxText's FLOP
// count, the scaling book's rooflines and worked examples), not from running the code. The chips
// are the fixture catalog's (tests/data/catalog: round, invented figures), so a refreshed chip
// spec in the built-in catalog leaves these figures alone.
#include "tests/FixtureCatalog.h"

#include "core/catalog/Catalog.h"
#include "core/sizing/ModelMath.h"
#include "core/sizing/ModelPresets.h"
#include "core/sizing/SizingMath.h"

#include <QTest>

using namespace tpuplan;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

const ModelDims &preset(const char *id)
{
    const ModelDims *model = ModelPresets::builtIn().find(QLatin1String(id));
    if (!model)
        qFatal("missing preset");
    return *model;
}

void near(double actual, double expected, double relative)
{
    QVERIFY2(std::abs(actual - expected) <= relative * std::abs(expected),
             qPrintable(QStringLiteral("%1 is not within %2 of %3").arg(actual, 0, 'g', 12).arg(relative).arg(expected, 0, 'g', 12)));
}

} // namespace

class TestSizingMath : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void presetsLoad()
    {
        Findings problems;
        QFile file(QStringLiteral(":/sizing/models.yaml"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const ModelPresets presets = ModelPresets::read(file.readAll(), &problems);
        QVERIFY2(problems.isEmpty(), problems.isEmpty() ? "" : qPrintable(problems.first().field + QLatin1Char(' ') + problems.first().message));
        QCOMPARE(presets.models.size(), 14);
        for (const ModelDims &model : presets.models)
            QVERIFY2(presets.sources.contains(model.source), qPrintable(model.id));
        for (const RefusedModel &model : presets.refusedModels)
            QVERIFY2(presets.sources.contains(model.source) && model.reason.contains(QLatin1String("mixture-of-experts")), qPrintable(model.id));
    }

    // 80·(2·8192·8192 + 2·8192·1024 + 3·8192·28672 + 2·8192) + 2·128256·8192 + 8192: the figure of
    // the `size` contract; Llama 2 7B: 32·(4·4096² + 3·4096·11008 + 2·4096) + 2·32000·4096 + 4096,
    // Meta's published 6,738,415,616.
    void parametersFromDimensions()
    {
        QCOMPARE(ModelMath::derivedParameters(preset("llama-3.1-70b")), 70553706496.0);
        QCOMPARE(ModelMath::derivedParameters(preset("llama-2-7b")), 6738415616.0);
    }

    void presetsMatchPublishedCounts_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("published");
        QTest::newRow("llama-2-13b") << QStringLiteral("llama-2-13b") << 13.0e9;
        QTest::newRow("llama-2-70b") << QStringLiteral("llama-2-70b") << 68.98e9;
        QTest::newRow("llama-3.1-8b") << QStringLiteral("llama-3.1-8b") << 8.03e9;
        QTest::newRow("llama-3.1-405b") << QStringLiteral("llama-3.1-405b") << 405.85e9;
        QTest::newRow("gemma-2-2b") << QStringLiteral("gemma-2-2b") << 2.61e9;
        QTest::newRow("gemma-2-9b") << QStringLiteral("gemma-2-9b") << 9.24e9;
        QTest::newRow("gemma-2-27b") << QStringLiteral("gemma-2-27b") << 27.2e9;
        QTest::newRow("gemma-3-1b") << QStringLiteral("gemma-3-1b") << 1.0e9;
        QTest::newRow("gemma-3-27b") << QStringLiteral("gemma-3-27b") << 27.0e9;
    }

    void presetsMatchPublishedCounts()
    {
        QFETCH(QString, id);
        QFETCH(double, published);
        const ModelDims *model = ModelPresets::builtIn().find(id);
        QVERIFY(model);
        near(ModelMath::derivedParameters(*model), published, 0.01);
    }

    // Per layer, forward, at T = 8192: FFN 6·28672·8192 = 1,409,286,144; QKV 2·8192·80·128 =
    // 167,772,160; out 2·8192·64·128 = 134,217,728; causal attention 2·8192·64·128 = 134,217,728.
    // x80 = 147,639,500,800; unembedding 2·8192·128256 = 2,101,346,304; x3 = 449,222,541,312.
    void flopsPerTokenLlama70b()
    {
        QCOMPARE(ModelMath::trainingFlopsPerToken(preset("llama-3.1-70b"), 8192), 449222541312.0);
    }

    // Llama 2 7B at 4096: per layer 270,532,608 + 100,663,296 + 33,554,432 + 33,554,432 =
    // 438,304,768; x32 = 14,025,752,576; + 262,144,000; x3 = 42,863,689,728.
    void flopsPerTokenLlama7b()
    {
        QCOMPARE(ModelMath::trainingFlopsPerToken(preset("llama-2-7b"), 4096), 42863689728.0);
    }

    // At a 128k context the attention term is 2·131072·64·128 per layer: 932,406,362,112 FLOPs per
    // token, 2.2x the 6·N of 423 GFLOPs (the reference's "plain 6·N·D undercounts by 2.2x").
    void longContextIsNotUndercounted()
    {
        const ModelDims &model = preset("llama-3.1-70b");
        const double flops = ModelMath::trainingFlopsPerToken(model, 131072);
        QCOMPARE(flops, 932406362112.0);
        near(flops / ModelMath::sixNFlopsPerToken(ModelMath::parameters(model)), 2.2, 0.01);
    }

    // Scaling book (applied-training): LLaMA 3 70B on 15T tokens is 6.3e24 FLOPs; on a full
    // 8960-chip v5p pod at 40% MFU "3.8e6 seconds ... about 44 days".
    void scalingBookLlama3TrainingTime()
    {
        const double flops = ModelMath::sixNFlopsPerToken(70e9) * 15e12;
        QCOMPARE(flops, 6.3e24);
        const double seconds = SizingMath::secondsToTrain(flops, 8960, 459e12, 0.40);
        near(seconds, 3.83e6, 0.01);
        near(seconds / 86400.0, 44.3, 0.01);
    }

    // Scaling book (applied-inference): "2 * K * H * L = 2 * 8 * 128 * 80 = 160kiB" per token in
    // int8, "32k tokens ... 5.3GB / sequence"; bf16 doubles it (the contract's 327,680).
    void kvCacheLlama70b()
    {
        const ModelDims &model = preset("llama-3.1-70b");
        QCOMPARE(ModelMath::kvBytesPerToken(model, 1.0), 163840.0);
        QCOMPARE(ModelMath::kvBytesPerToken(model, 2.0), 327680.0);
        near(ModelMath::kvBytesPerToken(model, 1.0) * 32768, 5.3e9, 0.02);
    }

    // Scaling book pop quiz: 30B int8 on v5e 4x4 at batch 4 with 819e6 bytes of KV per sequence:
    // (4 * 819e6 + 30e9) / (16 * 8.1e11) = 2.57 ms; compute (2·30e9·4 / (16·3.94e14)) is smaller.
    void decodeRooflineStep()
    {
        const double step = SizingMath::decodeStepSeconds(30e9, 4 * 819e6, 30e9, 4, 16, 8.1e11, 3.94e14);
        near(step, 33.276e9 / 12.96e12, 1e-9);
        near(step * 1000.0, 2.5676, 0.001);
        // At a batch where compute dominates the roofline says so.
        const double computeBound = SizingMath::decodeStepSeconds(1e9, 0, 30e9, 100000, 1, 8.1e11, 1.97e14);
        near(computeBound, 2.0 * 30e9 * 100000 / 1.97e14, 1e-9);
    }

    void fitThresholds()
    {
        QCOMPARE(SizingMath::fit(80, 100, 0.9), Fit::Fits);
        QCOMPARE(SizingMath::fit(95, 100, 0.9), Fit::Tight);
        QCOMPARE(SizingMath::fit(101, 100, 0.9), Fit::DoesNotFit);
    }

    // Llama 2 7B, 16 bytes/param, FSDP over a 16x16 of the fixture's v6e (256 chips), 256 x 4096
    // tokens, full remat (4096 tokens per chip, above the FSDP bound 1000e12 / 200e9 / 2 = 2500):
    // state 6,738,415,616·16/256 = 421,150,976 B: weights 1/4 (105,287,744) + two gathered bf16
    // layers 2·2·202,383,360 = 809,533,440; gradients 105,287,744; optimizer 210,575,488.
    // 4096 tokens per chip: layer inputs 2·4096·4096·32 = 1,073,741,824 + one layer's working set
    // 20·2·4096·4096 = 671,088,640. Total 2,975,514,880 B = 2.77 GiB.
    void trainingMemoryPerChip()
    {
        const TpuVersion *v6e = fixture::catalog().tpu(QStringLiteral("v6e"));
        QVERIFY(v6e);
        TrainingJob job;
        job.tokens = 1e12;
        job.seqLen = 4096;
        job.globalBatch = 256;
        const TrainingEstimate e = SizingMath::training(preset("llama-2-7b"), job, ChipFigures::of(*v6e, job.precision),
                                                        Topology({16, 16}), 1, 0.5);
        QCOMPARE(e.memory.weights, 914821184.0);
        QCOMPARE(e.memory.gradients, 105287744.0);
        QCOMPARE(e.memory.optimizer, 210575488.0);
        QCOMPARE(e.memory.activations, 1744830464.0);
        QCOMPARE(e.memory.total(), 2975514880.0);
        QCOMPARE(e.memory.kvCache, 0.0);
    }

    // Llama 3.1 70B, bf16 weights and KV, on the fixture's v6e 4x4 (16 chips; 1000 TFLOP/s,
    // 1600 GB/s, 30 GiB usable, ICI 800 GB/s over 4 links), 64 sequences of 8192:
    // weights 70,553,706,496·2/16 = 8,819,213,312 B; KV 64·8192·327,680/16 = 10,737,418,240 B;
    // 18.21 GiB of 30 usable: fits.
    void servingMemoryPerChip()
    {
        const TpuVersion *v6e = fixture::catalog().tpu(QStringLiteral("v6e"));
        QVERIFY(v6e);
        ServingJob job;
        job.contextLen = 8192;
        job.concurrency = 64;
        const ChipFigures chip = ChipFigures::of(*v6e, job.weights);
        const ServingEstimate e = SizingMath::serving(preset("llama-3.1-70b"), job, chip, Topology({4, 4}), 1, 0.45);
        QCOMPARE(e.memory.weights, 8819213312.0);
        QCOMPARE(e.memory.kvCache, 10737418240.0);
        QCOMPARE(chip.usableBytes, 30 * kGiB);
        QCOMPARE(SizingMath::fit(e.memory.total(), chip.usableBytes, 0.9), Fit::Fits);
        // Decode bound: (141,107,412,992 + 171,798,691,840) B / (16 x 1600e9 B/s) = 12.22 ms;
        // 64 / 12.22 ms x 0.45 = 2,356 tokens/s.
        near(e.decodeSecondsBound, 312906104832.0 / (16 * 1600e9), 1e-9);
        near(e.decodeSecondsBound, 0.012223, 1e-4);
        near(*e.tokensPerSecond, 2356.234, 1e-6);
        // Tensor-parallel limit: F·n_axes / (C / W_link) = 28672·2 / (1000e12 / 200e9) = 11.47,
        // below 16 chips: this slice is ICI-bound for decode.
        near(*e.tensorParallelLimit, 11.4688, 1e-9);
        QCOMPARE(e.bound, QStringLiteral("ici"));
    }

    // Llama 3.1 70B on a 16x16x24 (6144 chips) of the fixture's v5p (500 TFLOP/s, ICI 1200 GB/s
    // over 6 links: C / W_link = 500e12 / 200e9 = 2500), 512 x 8192 tokens per step at 60% MFU:
    // 682.7 tokens per chip is below FSDP's 2500/3 = 833 but above 2·2500²/28672 = 436, so 2-way
    // tensor parallelism (1365 >= 833) keeps it compute-bound. Step = 449,222,541,312 · 4,194,304
    // / (6144 · 500e12 · 0.6) = 1.0222 s; 15e12 tokens take 15e12 · 1.0222 / 4,194,304 / 86400 =
    // 42.3 days.
    void trainingStepAndDays()
    {
        const TpuVersion *v5p = fixture::catalog().tpu(QStringLiteral("v5p"));
        QVERIFY(v5p);
        TrainingJob job;
        job.tokens = 15e12;
        job.seqLen = 8192;
        job.globalBatch = 512;
        const TrainingEstimate e = SizingMath::training(preset("llama-3.1-70b"), job, ChipFigures::of(*v5p, job.precision),
                                                        Topology({16, 16, 24}), 1, 0.6);
        QCOMPARE(e.sharding, QStringLiteral("fsdp+tp"));
        QCOMPARE(e.tensorParallel, 2);
        QCOMPARE(e.bound, QStringLiteral("compute"));
        const double step = 449222541312.0 * 4194304.0 / (6144.0 * 500e12 * 0.6);
        near(*e.stepSeconds, step, 1e-9);
        near(*e.stepSeconds, 1.0222, 0.001);
        near(*e.days, 42.31, 0.001);
        near(*e.tokensPerSecondPerChip, 0.6 * 500e12 / 449222541312.0, 1e-9);
    }

    // With too few tokens per chip for either sharding the step is the ICI time, not compute.
    void iciBoundWhenBatchIsSmall()
    {
        const TpuVersion *v6e = fixture::catalog().tpu(QStringLiteral("v6e"));
        QVERIFY(v6e);
        TrainingJob job;
        job.tokens = 1e12;
        job.seqLen = 2048;
        job.globalBatch = 64; // 512 tokens per chip on 256 chips: below 5000/2 and 2·5000²/14336
        const TrainingEstimate e = SizingMath::training(preset("llama-3.1-8b"), job, ChipFigures::of(*v6e, job.precision),
                                                        Topology({16, 16}), 1, 0.45);
        QCOMPARE(e.bound, QStringLiteral("ici"));
        QCOMPARE(e.sharding, QStringLiteral("fsdp"));
    }
};

QTEST_GUILESS_MAIN(TestSizingMath)
#include "tst_sizingmath.moc"
