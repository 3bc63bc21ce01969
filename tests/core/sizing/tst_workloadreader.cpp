// SPDX-License-Identifier: GPL-3.0-or-later
// The workload file reader: presets and overrides, and every refusal naming its field, line and
// column (a zero, negative or absurd dimension; a mixture-of-experts model; text that is not YAML).
#include "core/sizing/WorkloadReader.h"

#include <QTest>

using namespace tpuplan;

namespace {

QByteArray workload(const QByteArray &model, const QByteArray &job = "training: {tokens: 1e12, seqLen: 4096, globalBatch: 256}\n")
{
    return "apiVersion: tpu-planner/v1\n"
           "kind: Workload\n"
           "metadata: {name: test}\n"
           + model + job;
}

const Finding *errorOn(const WorkloadLoadResult &result, const QString &field)
{
    for (const Finding &f : result.findings) {
        if (f.isError() && f.field == field)
            return &f;
    }
    return nullptr;
}

} // namespace

class TestWorkloadReader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void presetWithOverride()
    {
        const WorkloadLoadResult r = WorkloadReader::readBytes(workload("model:\n  preset: llama-3.1-70b\n  vocab: 32000\n",
                                                                         "serving: {weights: int8, contextLen: 8192, concurrency: 16}\n"));
        QVERIFY2(r.isWorkload(), r.findings.isEmpty() ? "" : qPrintable(r.findings.first().message));
        QCOMPARE(r.workload.model.layers, 80);
        QCOMPARE(r.workload.model.vocab, qint64(32000));
        QVERIFY(!r.workload.training);
        QCOMPARE(r.workload.serving->weights, QStringLiteral("int8"));
        QCOMPARE(r.workload.serving->kvCache, QStringLiteral("bf16"));
    }

    void dimensionsWithoutPreset()
    {
        const WorkloadLoadResult r = WorkloadReader::readBytes(workload(
            "model: {layers: 2, hidden: 64, ffn: 256, heads: 4, kvHeads: 2, headDim: 16, vocab: 1000}\n"));
        QVERIFY(r.isWorkload());
        QCOMPARE(r.workload.training->remat, QStringLiteral("full"));
        QCOMPARE(r.workload.training->tokensPerStep(), qint64(256 * 4096));
    }

    void refusals_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("field");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("says");
        QTest::newRow("zero layers") << workload("model:\n  preset: llama-2-7b\n  layers: 0\n") << QStringLiteral("model.layers") << 6 << 11
                                     << QStringLiteral("");
        QTest::newRow("negative tokens") << workload("model: {preset: llama-2-7b}\n", "training:\n  tokens: -5\n  seqLen: 4096\n  globalBatch: 8\n")
                                         << QStringLiteral("training.tokens") << 6 << 11 << QStringLiteral("above 0");
        QTest::newRow("absurd hidden") << workload("model:\n  preset: llama-2-7b\n  hidden: 999999999\n") << QStringLiteral("model.hidden") << 6 << 11
                                       << QStringLiteral("");
        QTest::newRow("mfu above 1") << workload("model: {preset: llama-2-7b}\n", "training:\n  tokens: 1e9\n  seqLen: 4096\n  globalBatch: 8\n  mfu: 1.5\n")
                                     << QStringLiteral("training.mfu") << 9 << 8 << QStringLiteral("at most 1");
        QTest::newRow("moe preset") << workload("model:\n  preset: mixtral-8x7b\n") << QStringLiteral("model.preset") << 5 << 11
                                    << QStringLiteral("mixture-of-experts");
        QTest::newRow("experts") << workload("model:\n  preset: llama-2-7b\n  experts: 8\n") << QStringLiteral("model.experts") << 6 << 12
                                 << QStringLiteral("mixture-of-experts");
        QTest::newRow("unknown preset") << workload("model:\n  preset: llama-9\n") << QStringLiteral("model.preset") << 5 << 11
                                        << QStringLiteral("llama-3.1-70b");
        QTest::newRow("missing dimension") << workload("model:\n  layers: 2\n") << QStringLiteral("model.hidden") << 5 << 3
                                           << QStringLiteral("");
        QTest::newRow("bad remat") << workload("model: {preset: llama-2-7b}\n", "training:\n  tokens: 1e9\n  seqLen: 4096\n  globalBatch: 8\n  remat: sometimes\n")
                                   << QStringLiteral("training.remat") << 9 << 10 << QStringLiteral("");
    }

    void refusals()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, field);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, says);
        const WorkloadLoadResult r = WorkloadReader::readBytes(text);
        QVERIFY(!r.isWorkload());
        const Finding *f = errorOn(r, field);
        QVERIFY2(f, qPrintable(r.findings.isEmpty() ? QStringLiteral("no finding") : r.findings.first().field));
        QCOMPARE(f->line, line);
        QCOMPARE(f->column, column);
        QVERIFY2(f->message.contains(says), qPrintable(f->message));
        QCOMPARE(f->rule, QStringLiteral("workload-invalid"));
    }

    void noJobRefused()
    {
        const WorkloadLoadResult r = WorkloadReader::readBytes(workload("model: {preset: llama-2-7b}\n", ""));
        QVERIFY(!r.isWorkload());
    }

    void notYaml()
    {
        const WorkloadLoadResult r = WorkloadReader::readBytes("model: [unclosed\n");
        QCOMPARE(r.status, WorkloadLoadResult::Status::NotYaml);
        QVERIFY(r.findings.first().line > 0);
    }

    void wrongKind()
    {
        QByteArray text = workload("model: {preset: llama-2-7b}\n");
        text.replace("kind: Workload", "kind: Plan");
        const WorkloadLoadResult r = WorkloadReader::readBytes(text);
        const Finding *f = errorOn(r, QStringLiteral("kind"));
        QVERIFY(f);
        QCOMPARE(f->line, 2);
    }

    void missingFile()
    {
        const WorkloadLoadResult r = WorkloadReader::readFile(QStringLiteral("/nonexistent/w.yaml"));
        QCOMPARE(r.status, WorkloadLoadResult::Status::NotReadable);
    }
};

QTEST_GUILESS_MAIN(TestWorkloadReader)
#include "tst_workloadreader.moc"
