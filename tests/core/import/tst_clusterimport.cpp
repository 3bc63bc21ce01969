// SPDX-License-Identifier: GPL-3.0-or-later
// Import of what a cluster already has: each input shape of tests/data/import (gcloud describe
// JSON and YAML, node-pools list and describe, kubectl nodes, Terraform modules, Autopilot,
// node auto-provisioning, trailing gcloud hints) against its expected plan and report, plus the
// pitfalls one by one and the files that must be refused.
#include "core/catalog/Catalog.h"
#include "core/import/ClusterImporter.h"
#include "core/import/ImportSourceReader.h"
#include "core/plan/PlanReader.h"
#include "core/plan/PlanWriter.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace tpuplan;

namespace {

const QString kCases = QStringLiteral(TPUPLAN_TEST_DATA "/import");

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// Imports `paths` (relative to the case folder, as a user types them).
ImportResult importIn(const QString &caseName, const QStringList &paths)
{
    const QString previous = QDir::currentPath();
    QDir::setCurrent(kCases + QLatin1Char('/') + caseName);
    ImportResult result = ClusterImporter::importPaths(paths, Catalog::builtIn());
    QDir::setCurrent(previous);
    return result;
}

ClusterObservation observe(const QByteArray &text, ImportProblem *problem = nullptr)
{
    ClusterObservation observation;
    ImportProblem ignored;
    ImportSourceReader::readBytes(text, QStringLiteral("in.json"), &observation, problem ? problem : &ignored);
    return observation;
}

} // namespace

class TestClusterImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void eachShapeGivesItsExpectedPlan_data()
    {
        QTest::addColumn<QString>("caseName");
        const QStringList cases = QDir(kCases).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        QVERIFY(cases.size() >= 9);
        for (const QString &name : cases)
            QTest::newRow(qPrintable(name)) << name;
    }

    void eachShapeGivesItsExpectedPlan()
    {
        QFETCH(QString, caseName);
        const ImportResult result = importIn(caseName, {QStringLiteral("in")});
        QVERIFY(result.hasPlan());
        const QString folder = kCases + QLatin1Char('/') + caseName;
        QCOMPARE(QString::fromUtf8(PlanWriter::toYaml(result.plan)),
                 QString::fromUtf8(readAll(folder + QStringLiteral("/expected.tpuplan.yaml"))));
        QCOMPARE(QString::fromUtf8(QJsonDocument(result.report.toJson()).toJson(QJsonDocument::Indented)),
                 QString::fromUtf8(readAll(folder + QStringLiteral("/expected-report.json"))));
        // The imported plan is a plan like any other: it reads back without plan-invalid errors.
        const PlanLoadResult loaded = PlanReader::readBytes(PlanWriter::toYaml(result.plan));
        QVERIFY(loaded.isPlan());
    }

    void regionalCountsArePerZoneAndPitfallsAreRead()
    {
        const ImportResult result = importIn(QStringLiteral("node-pool-describe"), {QStringLiteral("in/pool.json")});
        QCOMPARE(result.plan.pools.size(), 1);
        // initialNodeCount 2 in each of 2 zones: 4 single-host nodes, all in the first zone.
        QCOMPARE(result.report.pools.first().nodes, 4);
        QCOMPARE(result.plan.pools.first().zone, QStringLiteral("us-west4-a"));
        QCOMPARE(result.plan.pools.first().autoscaling->maxNodes.value_or(0), 4);
        QCOMPARE(result.report.pools.first().capacity, QStringLiteral("any-reservation"));
        QCOMPARE(result.plan.pools.first().effectiveCapacity(), QStringLiteral("on-demand"));
    }

    void int64AsStringsAndOmittedZeros()
    {
        const ClusterObservation seen = observe(R"({"name": "p", "initialNodeCount": "3",
            "autoscaling": {"enabled": true, "maxNodeCount": "5"}, "config": {"machineType": "ct6e-standard-1t"}})");
        QCOMPARE(seen.pools.size(), 1);
        QCOMPARE(seen.pools.first().initialNodeCount, 3);
        QCOMPARE(seen.pools.first().maxNodeCount, 5);
        QCOMPARE(seen.pools.first().minNodeCount, 0); // omitted by gcloud: zero
        QVERIFY(!seen.pools.first().spot);
    }

    void tpu7xPolicyWithoutTypeIsMultiHost()
    {
        const ImportResult result = importIn(QStringLiteral("node-pools-list"), {QStringLiteral("in")});
        QCOMPARE(result.plan.pools.first().topology, QStringLiteral("2x2x2"));
        QCOMPARE(result.report.pools.first().nodes, 2);
        QVERIFY(result.report.notes.join(QLatin1Char('\n')).contains(QStringLiteral("tpu7x-ht-2x2x2")));
    }

    void anyOrderGivesTheSamePlan()
    {
        const ImportResult forward = importIn(QStringLiteral("kubectl-live"), {QStringLiteral("in/describe.json"), QStringLiteral("in/nodes.json")});
        const ImportResult backward = importIn(QStringLiteral("kubectl-live"), {QStringLiteral("in/nodes.json"), QStringLiteral("in/describe.json")});
        QCOMPARE(PlanWriter::toYaml(backward.plan), PlanWriter::toYaml(forward.plan));
        QCOMPARE(forward.report.pools.first().liveNodes.value_or(-1), 4);
    }

    void samePoolTwiceOnceAndOtherClustersSkipped()
    {
        const ImportResult result = ClusterImporter::importPaths(
            {kCases + QStringLiteral("/cluster-describe-json/in/describe.json"), kCases + QStringLiteral("/trailing-text/in/describe.json"),
             kCases + QStringLiteral("/node-pools-list/in/pools.json")},
            Catalog::builtIn());
        QCOMPARE(result.plan.pools.size(), 2); // train-4x4 and serve-1t, read twice, imported once
        QStringList skipped;
        for (const SkippedPool &pool : result.report.skipped)
            skipped.append(pool.name + QLatin1Char(' ') + pool.reason);
        QVERIFY(skipped.contains(QStringLiteral("iron-2x2x2 it belongs to cluster iron, not tpu-train")));
        QCOMPARE(skipped.size(), 1 + 3); // default-pool once, the three pools of iron
    }

    void trailingTextIsSetAsideWithANote()
    {
        const ImportResult plain = importIn(QStringLiteral("cluster-describe-json"), {QStringLiteral("in")});
        const ImportResult pasted = importIn(QStringLiteral("trailing-text"), {QStringLiteral("in")});
        QCOMPARE(PlanWriter::toYaml(pasted.plan), PlanWriter::toYaml(plain.plan));
        QCOMPARE(pasted.report.notes.size(), plain.report.notes.size() + 1);
    }

    void refusedFilesNameLineAndColumn_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::newRow("a plan, not a cluster") << QByteArray("apiVersion: tpu-planner/v1\nkind: Plan\n") << 1 << 1;
        QTest::newRow("broken JSON") << QByteArray("{\n  \"name\": \"x\",\n  \"config\": {\n}\n") << 5 << 1;
        QTest::newRow("text before the JSON") << QByteArray("WARNING: something\n{\"name\": \"p\"}\n") << 2 << 1;
        QTest::newRow("a list of something else") << QByteArray("[\n  {\"kind\": \"Pod\"}\n]\n") << 1 << 1;
        QTest::newRow("empty") << QByteArray("\n") << 0 << 0;
    }

    void refusedFilesNameLineAndColumn()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(int, column);
        ClusterObservation observation;
        ImportProblem problem;
        QVERIFY(!ImportSourceReader::readBytes(text, QStringLiteral("bad.json"), &observation, &problem));
        QCOMPARE(problem.file, QStringLiteral("bad.json"));
        QCOMPARE(problem.line, line);
        QCOMPARE(problem.column, column);
        QVERIFY(!problem.message.isEmpty());
        // A plan says what it is and where it opens; other files what the import reads.
        QCOMPARE(problem.message.contains(QLatin1String("File > Open")),
                 QByteArray(QTest::currentDataTag()).startsWith("a plan"));
    }

    void oneRefusedFileStopsTheImport()
    {
        QTemporaryDir dir;
        QFile bad(dir.filePath(QStringLiteral("bad.json")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"kind\": \"Pod\"}\n");
        bad.close();
        const ImportResult result = ClusterImporter::importPaths(
            {kCases + QStringLiteral("/cluster-describe-json/in/describe.json"), bad.fileName(), dir.filePath(QStringLiteral("missing.json"))},
            Catalog::builtIn());
        QVERIFY(!result.hasPlan());
        QCOMPARE(result.report.problems.size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestClusterImport)
#include "tst_clusterimport.moc"
