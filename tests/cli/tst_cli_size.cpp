// SPDX-License-Identifier: GPL-3.0-or-later
// `tpu-plan size WORKLOAD` as a user runs it: the JSON of the contract, the text table, one given
// slice, --mfu, --plan-out writing a plan that `validate` accepts (never over a folder, a link or
// an existing file without --force), exit 1 when nothing fits and 2 for an unreadable workload.
#include "tests/cli/CliRun.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kServe = QStringLiteral("tests/data/sizing/serve-llama-3.3-70b.workload.yaml");
const QString kTrain = QStringLiteral("tests/data/sizing/train-llama-3.1-70b.workload.yaml");
const QString kBroken = QStringLiteral("tests/data/sizing/zero-layers.workload.yaml");

CliRun runCli(const QStringList &arguments)
{
    return CliRun::run(QStringLiteral(TPUPLAN_SOURCE_DIR), arguments);
}

QJsonObject json(const CliRun &run)
{
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(run.out, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON: %s", run.out.constData());
    return document.object();
}

QByteArray read(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

} // namespace

class TestCliSize : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void servingJson()
    {
        const CliRun run = runCli({QStringLiteral("size"), kServe, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject root = json(run);
        QCOMPARE(root.value(QStringLiteral("workload")).toString(), kServe);
        const QJsonObject model = root.value(QStringLiteral("model")).toObject();
        QCOMPARE(model.value(QStringLiteral("params")).toDouble(), 70553706496.0);
        QCOMPARE(model.value(QStringLiteral("kvBytesPerToken")).toDouble(), 327680.0);
        const QJsonArray candidates = root.value(QStringLiteral("candidates")).toArray();
        QVERIFY(candidates.size() > 20);
        const QJsonObject best = candidates.first().toObject();
        QVERIFY(best.value(QStringLiteral("memory")).toObject().value(QStringLiteral("fits")).toBool());
        for (const char *key : {"tpu", "topology", "slices", "chips", "mode", "memory", "bound", "serving", "cost", "why"})
            QVERIFY2(best.contains(QLatin1String(key)), key);
        const QJsonObject serving = best.value(QStringLiteral("serving")).toObject();
        QVERIFY(serving.value(QStringLiteral("decodeMsPerStepBound")).toDouble() > 0);
        QCOMPARE(serving.value(QStringLiteral("efficiency")).toDouble(), 0.45);
        QVERIFY(best.value(QStringLiteral("cost")).toObject().value(QStringLiteral("hourly")).toObject().value(QStringLiteral("onDemand")).isDouble());
        // Fitting candidates come first: once one does not fit, none after it does.
        bool seenMisfit = false;
        for (const QJsonValue &c : candidates) {
            const bool fits = c.toObject().value(QStringLiteral("memory")).toObject().value(QStringLiteral("fits")).toBool();
            QVERIFY(!(seenMisfit && fits));
            seenMisfit = seenMisfit || !fits;
        }
        QVERIFY(seenMisfit);
    }

    void unknownPriceIsNull()
    {
        const CliRun run = runCli({QStringLiteral("size"), kServe, QStringLiteral("--tpu"), QStringLiteral("tpu7x"),
                                   QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray candidates = json(run).value(QStringLiteral("candidates")).toArray();
        QVERIFY(!candidates.isEmpty());
        const QJsonObject hourly = candidates.first().toObject().value(QStringLiteral("cost")).toObject().value(QStringLiteral("hourly")).toObject();
        QVERIFY(hourly.value(QStringLiteral("onDemand")).isNull());
    }

    void trainingTextAndMfu()
    {
        const CliRun run = runCli({QStringLiteral("size"), kTrain});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("Llama 3.1 70B, 70.55 billion parameters, 4.49e+11 training FLOPs per token"));
        QVERIFY(run.out.contains(" days "));
        const CliRun given = runCli({QStringLiteral("size"), kTrain, QStringLiteral("--tpu"), QStringLiteral("v5p"),
                                     QStringLiteral("--topology"), QStringLiteral("16x16x24"), QStringLiteral("--mfu"),
                                     QStringLiteral("0.6"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(given.exitCode, 0);
        const QJsonArray candidates = json(given).value(QStringLiteral("candidates")).toArray();
        QCOMPARE(candidates.size(), 1);
        const QJsonObject training = candidates.first().toObject().value(QStringLiteral("training")).toObject();
        QCOMPARE(training.value(QStringLiteral("mfu")).toDouble(), 0.6);
        // 15e12 tokens x 1.1135 s per 4,194,304-token step (tst_sizingmath works it by hand).
        QCOMPARE(training.value(QStringLiteral("days")).toDouble(), 46.09);
        QCOMPARE(runCli({QStringLiteral("size"), kTrain, QStringLiteral("--mfu"), QStringLiteral("1.5")}).exitCode, 2);
        QCOMPARE(runCli({QStringLiteral("size"), kTrain, QStringLiteral("--topology"), QStringLiteral("2x4")}).exitCode, 2);
    }

    void nothingFitsExitsOne()
    {
        const CliRun run = runCli({QStringLiteral("size"), kServe, QStringLiteral("--tpu"), QStringLiteral("v5e"),
                                   QStringLiteral("--topology"), QStringLiteral("1x1")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.contains(" no "));
    }

    // A deadline no slice meets: the text says so above the table (the JSON has meetsDeadline).
    void missedDeadlineIsSaid()
    {
        QTemporaryDir dir;
        const QString workload = dir.filePath(QStringLiteral("tight.workload.yaml"));
        QByteArray yaml = read(QDir(QStringLiteral(TPUPLAN_SOURCE_DIR)).filePath(kTrain));
        yaml.replace("deadlineDays: 60", "deadlineDays: 1");
        QFile file(workload);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(yaml) == yaml.size());
        file.close();
        const CliRun run = runCli({QStringLiteral("size"), workload});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("\nWarning: No slice that fits meets the deadline of 1 day"), run.out.constData());
        QVERIFY(!runCli({QStringLiteral("size"), kTrain}).out.contains("Warning:"));
    }

    void brokenWorkloadNamesItsLine()
    {
        const CliRun run = runCli({QStringLiteral("size"), kBroken});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(kBroken.toUtf8() + ":6:11: model.layers: "), run.err.constData());
        QVERIFY(run.out.isEmpty());
    }

    void planOutIsAValidPlan()
    {
        QTemporaryDir dir;
        const QString plan = dir.filePath(QStringLiteral("sized.tpuplan.yaml"));
        const QString workload = QDir(QStringLiteral(TPUPLAN_SOURCE_DIR)).filePath(kServe);
        CliRun run = runCli({QStringLiteral("size"), workload, QStringLiteral("--plan-out"), plan});
        QCOMPARE(run.exitCode, 0);
        const QByteArray written = read(plan);
        QVERIFY(written.contains("kind: Plan"));
        const CliRun validate = runCli({QStringLiteral("validate"), plan});
        QVERIFY2(validate.exitCode == 0, validate.out.constData());
        // Not over an existing file without --force; with it, replaced.
        QVERIFY(QFile(plan).open(QIODevice::WriteOnly | QIODevice::Truncate));
        run = runCli({QStringLiteral("size"), workload, QStringLiteral("--plan-out"), plan});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(read(plan).isEmpty());
        run = runCli({QStringLiteral("size"), workload, QStringLiteral("--plan-out"), plan, QStringLiteral("--force")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(read(plan), written);
    }

    void planOutRefusesWhatIsNotARegularFile()
    {
        QTemporaryDir dir;
        const QString workload = QDir(QStringLiteral(TPUPLAN_SOURCE_DIR)).filePath(kServe);
        CliRun run = runCli({QStringLiteral("size"), workload, QStringLiteral("--plan-out"), dir.path(), QStringLiteral("--force")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("not a regular file"));
        const QString target = dir.filePath(QStringLiteral("elsewhere.yaml"));
        QVERIFY(QFile(target).open(QIODevice::WriteOnly));
        const QString link = dir.filePath(QStringLiteral("link.yaml"));
        QVERIFY(QFile::link(target, link));
        run = runCli({QStringLiteral("size"), workload, QStringLiteral("--plan-out"), link, QStringLiteral("--force")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(read(target).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliSize)
#include "tst_cli_size.moc"
