// SPDX-License-Identifier: GPL-3.0-or-later
// `tpu-plan import` as a user runs it: the plan written only to a new file (or replaced with
// --force, never into a folder or a device), the JSON report, a refused input naming file, line
// and column, and the round trip: the imported plan validates, exports, and `diff` against a
// hand-written target names the pool changes.
#include "tests/cli/CliRun.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kDescribe = QStringLiteral(TPUPLAN_TEST_DATA "/import/cluster-describe-json/in/describe.json");
const QString kTarget = QStringLiteral(TPUPLAN_TEST_DATA "/import-target/tpu-train-target.tpuplan.yaml");

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QStringList names(const QJsonValue &list)
{
    QStringList out;
    for (const QJsonValue &v : list.toArray())
        out.append(v.isObject() ? v.toObject().value(QStringLiteral("name")).toString() : v.toString());
    return out;
}

} // namespace

class TestCliImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void writesANewPlanAndReportsIt()
    {
        QTemporaryDir dir;
        const CliRun run = CliRun::run(dir.path(), {QStringLiteral("import"), kDescribe, QStringLiteral("--out"),
                                                    QStringLiteral("imported.tpuplan.yaml"), QStringLiteral("--format"),
                                                    QStringLiteral("json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(report.value(QStringLiteral("plan")).toString(), QStringLiteral("imported.tpuplan.yaml"));
        QCOMPARE(names(report.value(QStringLiteral("pools"))), (QStringList{QStringLiteral("train-4x4"), QStringLiteral("serve-1t")}));
        QCOMPARE(names(report.value(QStringLiteral("skipped"))), QStringList{QStringLiteral("default-pool")});
        QCOMPARE(report.value(QStringLiteral("cluster")).toObject().value(QStringLiteral("region")).toString(), QStringLiteral("us-east5"));
        QVERIFY(readAll(dir.filePath(QStringLiteral("imported.tpuplan.yaml"))).contains("name: train-4x4"));
    }

    void neverReplacesAFileUnlessForced()
    {
        QTemporaryDir dir;
        QFile existing(dir.filePath(QStringLiteral("mine.tpuplan.yaml")));
        QVERIFY(existing.open(QIODevice::WriteOnly));
        existing.write("my own plan\n");
        existing.close();
        const QStringList args{QStringLiteral("import"), kDescribe, QStringLiteral("--out"), QStringLiteral("mine.tpuplan.yaml")};
        CliRun run = CliRun::run(dir.path(), args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("mine.tpuplan.yaml exists"));
        QCOMPARE(readAll(existing.fileName()), QByteArray("my own plan\n"));
        run = CliRun::run(dir.path(), args + QStringList{QStringLiteral("--force")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(readAll(existing.fileName()).contains("kind: Plan"));
    }

    void refusesATargetThatIsNotAFile()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder")));
        for (const QString &target : {QStringLiteral("folder"), QStringLiteral("/dev/null")}) {
            const CliRun run = CliRun::run(dir.path(), {QStringLiteral("import"), kDescribe, QStringLiteral("--out"), target,
                                                        QStringLiteral("--force")});
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains("not a regular file"), run.err.constData());
        }
    }

    void refusedInputNamesFileLineAndColumn()
    {
        QTemporaryDir dir;
        QFile bad(dir.filePath(QStringLiteral("pods.json")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\n  \"items\": [],\n  \"kind\": \"PodList\"\n}\n");
        bad.close();
        const CliRun run = CliRun::run(dir.path(), {QStringLiteral("import"), QStringLiteral("pods.json"), QStringLiteral("--out"),
                                                    QStringLiteral("p.tpuplan.yaml")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("pods.json:1:1: not a gcloud cluster"), run.err.constData());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("p.tpuplan.yaml"))));
    }

    void roundTripValidateExportAndDiff()
    {
        QTemporaryDir dir;
        QCOMPARE(CliRun::run(dir.path(), {QStringLiteral("import"), kDescribe, QStringLiteral("--out"), QStringLiteral("now.tpuplan.yaml")}).exitCode, 0);
        QCOMPARE(CliRun::run(dir.path(), {QStringLiteral("validate"), QStringLiteral("now.tpuplan.yaml")}).exitCode, 0);
        const CliRun exported = CliRun::run(dir.path(), {QStringLiteral("export"), QStringLiteral("now.tpuplan.yaml"),
                                                         QStringLiteral("--out"), QStringLiteral("bundle")});
        QCOMPARE(exported.exitCode, 0);
        QVERIFY(readAll(dir.filePath(QStringLiteral("bundle/gcloud.sh"))).contains("train-4x4"));
        const CliRun diff = CliRun::run(dir.path(), {QStringLiteral("diff"), QStringLiteral("now.tpuplan.yaml"), kTarget,
                                                     QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(diff.exitCode, 1);
        const QJsonObject pools = QJsonDocument::fromJson(diff.out).object().value(QStringLiteral("pools")).toObject();
        QCOMPARE(names(pools.value(QStringLiteral("added"))), QStringList{QStringLiteral("serve-8t")});
        QCOMPARE(names(pools.value(QStringLiteral("removed"))), QStringList{QStringLiteral("serve-1t")});
        QCOMPARE(names(pools.value(QStringLiteral("changed"))), QStringList{QStringLiteral("train-4x4")});
    }

    void planGoesToStandardOutputWithoutOut()
    {
        const CliRun run = CliRun::run(QDir::tempPath(), {QStringLiteral("import"), kDescribe});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith("apiVersion: tpu-planner/v1"));
        QVERIFY(run.err.contains("skipped default-pool"));
    }
};

QTEST_GUILESS_MAIN(TestCliImport)
#include "tst_cli_import.moc"
