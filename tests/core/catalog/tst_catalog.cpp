// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog code: loading, refusing broken files, the JSON report, the freshness check. The
// built-in catalog's facts as facts are checked in tst_catalogfacts.
#include "tests/FixtureCatalog.h"

#include "core/catalog/Catalog.h"
#include "core/catalog/CatalogLoader.h"
#include "core/catalog/TopologyOptions.h"
#include "core/report/CatalogReport.h"
#include "core/rules/RuleEngine.h"

#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace tpuplan;

namespace {

QByteArray builtInBytes()
{
    QFile file(Catalog::builtInPath());
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

/// Every key of the YAML `node` appears in `json` at the same place (the report and the loader
/// walk one description of the fields, so nothing read is left unreported).
void collectUnreported(const YAML::Node &node, const QJsonValue &json, const QString &path, QStringList *missing)
{
    if (node.IsMap()) {
        const QJsonObject object = json.toObject();
        for (const auto &entry : node) {
            const QString key = QString::fromStdString(entry.first.Scalar());
            if (path.isEmpty() && key == QLatin1String("catalogVersion"))
                continue;
            if (!object.contains(key))
                missing->append(path + QLatin1Char('.') + key);
            else
                collectUnreported(entry.second, object.value(key), path + QLatin1Char('.') + key, missing);
        }
    } else if (node.IsSequence() && json.isArray()) {
        const QJsonArray array = json.toArray();
        for (std::size_t i = 0; i < node.size() && i < std::size_t(array.size()); ++i)
            collectUnreported(node[i], array.at(qsizetype(i)), path + QStringLiteral("[%1]").arg(i), missing);
    }
}

} // namespace

class TestCatalog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void regionsAndZones()
    {
        QCOMPARE(Catalog::regionOfZone(QStringLiteral("us-east5-a")), QStringLiteral("us-east5"));
        QCOMPARE(Catalog::regionOfZone(QStringLiteral("us-south1-ai1b")), QStringLiteral("us-south1"));
        QCOMPARE(Catalog::regionOfZone(QStringLiteral("nonsense")), QString());
        // The fixture's invented regions: every zone of some version, sorted.
        const Catalog &catalog = fixture::catalog();
        QCOMPARE(catalog.regions(), (QStringList{QStringLiteral("zz-north1"), QStringLiteral("zz-south2")}));
        QCOMPARE(catalog.zonesInRegion(QStringLiteral("zz-north1")), (QStringList{QStringLiteral("zz-north1-a"), QStringLiteral("zz-north1-b")}));
    }

    // The fixture catalog the code tests use passes the same schema, and its plans are clean.
    void fixtureCatalogLoadsAndItsPlansAreClean_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *name : {"v5p-reservation-1y", "v6e-mixed-pools", "v5p-autopilot-reservation"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void fixtureCatalogLoadsAndItsPlansAreClean()
    {
        QFETCH(QString, name);
        const CatalogLoadResult result = CatalogLoader::loadFile(fixture::catalogPath());
        QVERIFY(result.catalog);
        QVERIFY(result.problems.isEmpty());
        QCOMPARE(result.catalog->tpuIds(), (QStringList{QStringLiteral("v6e"), QStringLiteral("v5p")}));
        QStringList errors;
        for (const Finding &f : RuleEngine::evaluate(fixture::plan(name.toLatin1().constData()), *result.catalog))
            if (f.severity == Severity::Error)
                errors.append(f.rule + QLatin1Char(' ') + f.message);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
    }

    void topologyOptions()
    {
        const Catalog &catalog = Catalog::builtIn();
        const QList<TopologyOption> autopilot = TopologyOptions::list(*catalog.tpu(QStringLiteral("v5e")), true);
        int twoByFour = 0;
        for (const TopologyOption &o : autopilot) {
            if (o.topology.toString() == QLatin1String("2x4")) {
                ++twoByFour;
                QCOMPARE(o.vms(), o.chipsPerVm == 8 ? 1 : 2);
            }
        }
        // tpu-v5-lite-podslice as one 8-chip node or two 4-chip nodes, the legacy tpu-v5-lite-device as one.
        QCOMPARE(twoByFour, 3);
        const QList<TopologyOption> standard =
            TopologyOptions::list(*catalog.tpu(QStringLiteral("v5e")), false, QStringLiteral("ct5lp-hightpu-4t"));
        QCOMPARE(standard.last().topology.toString(), QStringLiteral("16x16"));
        QCOMPARE(standard.last().vms(), 64);
        QVERIFY(standard.last().multiHost());
    }

    // A corrupted user catalog is refused with file, line, column and key; nothing is half used.
    void brokenCatalogRefused_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("key");
        QTest::newRow("bad version") << QByteArray("minGkeVersion: 1.28.3-gke.1024000\n        topologies: [2x2x1")
                                     << QByteArray("minGkeVersion: soon\n        topologies: [2x2x1")
                                     << "tpus[2].standard[0].minGkeVersion";
        QTest::newRow("2D topology on 3D version") << QByteArray("topologies: [2x2x1, 2x2x2")
                                                   << QByteArray("topologies: [2x2, 2x2x2") << "tpus[0].standard[1].topologies[0]";
        QTest::newRow("chips per VM not a number") << QByteArray("chipsPerVm: 4\n        vcpu: 208")
                                                   << QByteArray("chipsPerVm: four\n        vcpu: 208")
                                                   << "tpus[2].standard[0].chipsPerVm";
        QTest::newRow("undeclared source") << QByteArray("source: S13}") << QByteArray("source: S99}")
                                           << "gke.multisliceMinVersion.source";
        QTest::newRow("negative price") << QByteArray("onDemand: 3.22") << QByteArray("onDemand: -3.22")
                                        << "tpus[4].prices.regions[0].onDemand";
        QTest::newRow("missing asOf") << QByteArray("asOf: \"2026-11-01\"\n") << QByteArray("") << "asOf";
        QTest::newRow("sub-slice larger than the block")
            << QByteArray("topologies: [2x2x1, 2x2x2, 2x2x4, 2x4x4]}") << QByteArray("topologies: [2x2x1, 4x4x8]}")
            << "tpus[0].dynamicSlicing.subSlice.topologies";
        QTest::newRow("provider floor not a version") << QByteArray("flexStart: {version: \"6.39.0\"")
                                                      << QByteArray("flexStart: {version: \"6.39-beta\"")
                                                      << "terraform.googleProviderFloor.flexStart.version";
        QTest::newRow("system pool without its size") << QByteArray("vcpu: 4, memoryGB: 16, source: cyclenerd")
                                                      << QByteArray("memoryGB: 16, source: cyclenerd") << "gke.systemPool.vcpu";
        QTest::newRow("system pool priced for another machine") << QByteArray("systemPool: {machineType: e2-standard-4")
                                                                << QByteArray("systemPool: {machineType: e2-standard-8")
                                                                << "otherPrices.systemNode.machineType";
        QTest::newRow("quota name left out without saying why")
            << QByteArray("quota: {onDemand: \"TPU v5p chips\", spot: \"Preemptible TPU v5p chips\", source: gkeTpuQuotaNames}")
            << QByteArray("quota: {onDemand: \"TPU v5p chips\", source: gkeTpuQuotaNames}") << "tpus[2].quota";
    }
    void brokenCatalogRefused()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, key);
        QByteArray bytes = builtInBytes();
        QVERIFY2(bytes.contains(from), from.constData());
        bytes.replace(bytes.indexOf(from), from.size(), to);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("team-catalog.yaml"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        file.close();

        const CatalogChoice choice = CatalogLoader::loadOrBuiltIn(path);
        QCOMPARE(choice.refusedPath, path);
        QVERIFY(!choice.refusedProblems.isEmpty());
        QCOMPARE(choice.catalog.origin, Catalog::builtInPath());
        bool named = false;
        for (const Finding &f : choice.refusedProblems) {
            const QString text = CatalogLoader::describe(path, f);
            if (f.field == key) {
                named = true;
                QVERIFY2(key == QLatin1String("asOf") || f.line > 0, qPrintable(text));
                QVERIFY(text.startsWith(path + QLatin1Char(':')));
            }
        }
        QVERIFY2(named, qPrintable(CatalogLoader::describe(path, choice.refusedProblems.first())));
    }

    // `tpu-plan catalog --format json` shows every fact of the file under its own key.
    void jsonReportsEveryField()
    {
        const YAML::Node root = YAML::Load(builtInBytes().toStdString());
        const QJsonObject json = CatalogReport::catalogJson(Catalog::builtIn());
        QStringList missing;
        collectUnreported(root, json, QString(), &missing);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
        // The keys scripts have read since the first release stay where they were.
        const QJsonObject v5p = json.value(QStringLiteral("tpus")).toArray().at(2).toObject();
        QCOMPARE(v5p.value(QStringLiteral("id")).toString(), QStringLiteral("v5p"));
        const QJsonObject type = v5p.value(QStringLiteral("standard")).toArray().first().toObject();
        QCOMPARE(type.value(QStringLiteral("machineType")).toString(), QStringLiteral("ct5p-hightpu-4t"));
        QVERIFY(type.value(QStringLiteral("preemption")).isNull());
        QCOMPARE(type.value(QStringLiteral("minGkeVersion")).toString(), QStringLiteral("1.28.3-gke.1024000"));
        QCOMPARE(v5p.value(QStringLiteral("customTopology")).toObject().value(QStringLiteral("largest")).toString(),
                 QStringLiteral("16x16x24"));
        QCOMPARE(v5p.value(QStringLiteral("zones")).toObject().value(QStringLiteral("source")).toString(), QStringLiteral("S9"));
        const QJsonObject price = v5p.value(QStringLiteral("prices")).toObject().value(QStringLiteral("regions")).toArray().first().toObject();
        QCOMPARE(price.value(QStringLiteral("source")).toString(), QStringLiteral("gpuhunt"));
        QCOMPARE(price.value(QStringLiteral("spotSource")).toString(), QStringLiteral("skypilot"));
        QVERIFY(price.value(QStringLiteral("derived")).isArray());
    }

    // `tpu-plan catalog --check`: sources oldest first (undated last), every fact that names a
    // source counted once, and the facts resting only on trust-C copies.
    void freshnessCheck()
    {
        const Catalog &catalog = Catalog::builtIn();
        const QJsonObject check = CatalogReport::checkJson(catalog);
        QCOMPARE(check.value(QStringLiteral("asOf")).toString(), catalog.asOf);
        const QJsonArray sources = check.value(QStringLiteral("sources")).toArray();
        QVERIFY(!sources.isEmpty());
        QString previous;
        bool undatedSeen = false;
        int facts = 0;
        for (const QJsonValue &v : sources) {
            const QJsonObject s = v.toObject();
            facts += int(s.value(QStringLiteral("facts")).toArray().size());
            if (s.value(QStringLiteral("date")).isNull()) {
                undatedSeen = true;
                continue;
            }
            QVERIFY2(!undatedSeen, "a dated source after an undated one");
            QVERIFY(s.value(QStringLiteral("date")).toString() >= previous);
            previous = s.value(QStringLiteral("date")).toString();
        }
        QCOMPARE(facts, int(catalog.sourceUses.size()));
        QStringList third;
        for (const QJsonValue &v : check.value(QStringLiteral("thirdPartyOnly")).toArray())
            third.append(v.toObject().value(QStringLiteral("fact")).toString());
        // v3 zones come only from a third-party copy of GKE's availability table (catalog source S27);
        // tpu-v5-lite-device only from third-party sources (S22, S23): both are trust C.
        const int v3 = int(catalog.tpuIds().indexOf(QStringLiteral("v3")));
        const int v5e = int(catalog.tpuIds().indexOf(QStringLiteral("v5e")));
        QVERIFY2(third.contains(QStringLiteral("tpus[%1].zones.source").arg(v3)), qPrintable(third.join(QLatin1Char(' '))));
        QVERIFY2(third.contains(QStringLiteral("tpus[%1].autopilot[1].source").arg(v5e)), qPrintable(third.join(QLatin1Char(' '))));
        QVERIFY(!third.contains(QStringLiteral("tpus[%1].standard[0].source").arg(v5e)));
        QVERIFY(CatalogReport::checkText(catalog).contains(catalog.asOf));
    }

    void notYamlRefused()
    {
        const CatalogLoadResult result = CatalogLoader::loadBytes("tpus: [v5p\n  - broken", QStringLiteral("x.yaml"));
        QVERIFY(!result.catalog);
        QCOMPARE(result.problems.size(), 1);
        QVERIFY(result.problems.first().line > 0);
    }

    void missingFileFallsBack()
    {
        const CatalogChoice choice = CatalogLoader::loadOrBuiltIn(QStringLiteral("/nonexistent/catalog.yaml"));
        QVERIFY(!choice.refusedProblems.isEmpty());
        QVERIFY(!choice.catalog.tpus.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
