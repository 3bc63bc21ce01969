// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/Catalog.h"
#include "core/catalog/CatalogLoader.h"
#include "core/catalog/TopologyOptions.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace tpuplan;

namespace {

QByteArray builtInBytes()
{
    QFile file(Catalog::builtInPath());
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

} // namespace

class TestCatalog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void builtInLoads()
    {
        const CatalogLoadResult result = CatalogLoader::loadBytes(builtInBytes(), Catalog::builtInPath());
        for (const Finding &f : result.problems)
            qWarning() << CatalogLoader::describe(Catalog::builtInPath(), f);
        QVERIFY(result.catalog.has_value());
        QVERIFY(result.problems.isEmpty());
        const Catalog &catalog = *result.catalog;
        QCOMPARE(catalog.tpuIds(), (QStringList{QStringLiteral("v6e"), QStringLiteral("v5p"), QStringLiteral("v5e"),
                                                QStringLiteral("v4"), QStringLiteral("v3")}));
        QVERIFY(QRegularExpression(QRegularExpression::anchoredPattern(QStringLiteral("\\d{4}-\\d{2}-\\d{2}"))).match(catalog.asOf).hasMatch());
    }

    void everyEntryNamesADeclaredSource()
    {
        const Catalog &catalog = Catalog::builtIn();
        for (const TpuVersion &tpu : catalog.tpus) {
            QVERIFY2(catalog.sources.contains(tpu.zonesSource), qPrintable(tpu.id));
            QVERIFY2(catalog.sources.contains(tpu.chip.source), qPrintable(tpu.id));
            QVERIFY2(catalog.sources.contains(tpu.pricesSource), qPrintable(tpu.id));
            QVERIFY(!tpu.zones.isEmpty());
            QVERIFY(!tpu.machineTypes.isEmpty());
            QVERIFY(!tpu.accelerators.isEmpty());
            for (const MachineType &m : tpu.machineTypes) {
                QVERIFY2(catalog.sources.contains(m.source), qPrintable(m.name));
                QVERIFY(!m.minGkeVersion.isNull());
                QVERIFY(!m.topologies.isEmpty());
            }
            for (const Accelerator &a : tpu.accelerators) {
                QVERIFY2(catalog.sources.contains(a.source), qPrintable(a.name));
                QVERIFY(!a.minGkeVersion.isNull());
            }
            for (const RegionPrice &p : tpu.prices) {
                QVERIFY2(catalog.sources.contains(p.source), qPrintable(p.region));
                QVERIFY2(catalog.sources.contains(p.spotSource), qPrintable(p.region));
            }
        }
    }

    void factsFromTheSeed()
    {
        const Catalog &catalog = Catalog::builtIn();
        // Trillium: the stricter of the seed's two minimums.
        QCOMPARE(catalog.findMachineType(QStringLiteral("ct6e-standard-4t")).machineType->minGkeVersion.toString(),
                 QStringLiteral("1.31.2-gke.1115000"));
        QCOMPARE(catalog.findAccelerator(QStringLiteral("tpu-v6e-slice")).accelerator->minGkeVersion.toString(),
                 QStringLiteral("1.31.2-gke.1384000"));
        QCOMPARE(catalog.tpu(QStringLiteral("v4"))->zones, QStringList{QStringLiteral("us-central2-b")});
        QCOMPARE(catalog.tpu(QStringLiteral("v5p"))->customTopology->largest.toString(), QStringLiteral("16x16x24"));
        QCOMPARE(catalog.limits.maxPodsPerVm.value, 256);
        QCOMPARE(catalog.limits.pendingScaleUpTimeoutHours.value, 10);
        QCOMPARE(catalog.gke.multisliceMinStandard.toString(), QStringLiteral("1.27.4-gke.900"));
        const RegionPrice *price = catalog.price(QStringLiteral("v5p"), QStringLiteral("us-east5"));
        QVERIFY(price);
        QCOMPARE(*price->onDemand, 4.20);
        QVERIFY(price->derived.isEmpty());
        QVERIFY(!catalog.tpu(QStringLiteral("v6e"))->prices.isEmpty());
        const RegionPrice *unknownSpot = catalog.price(QStringLiteral("v6e"), QStringLiteral("southamerica-west1"));
        QVERIFY(unknownSpot && !unknownSpot->spot.has_value());
    }

    void regionsAndZones()
    {
        QCOMPARE(Catalog::regionOfZone(QStringLiteral("us-east5-a")), QStringLiteral("us-east5"));
        QCOMPARE(Catalog::regionOfZone(QStringLiteral("us-south1-ai1b")), QStringLiteral("us-south1"));
        QCOMPARE(Catalog::regionOfZone(QStringLiteral("nonsense")), QString());
        const Catalog &catalog = Catalog::builtIn();
        QVERIFY(catalog.regions().contains(QStringLiteral("us-central2")));
        QVERIFY(catalog.zonesInRegion(QStringLiteral("us-east5")).contains(QStringLiteral("us-east5-a")));
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
        QCOMPARE(twoByFour, 2);
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
                                     << "tpus[1].standard[0].minGkeVersion";
        QTest::newRow("2D topology on 3D version") << QByteArray("topologies: [2x2x1, 2x2x2")
                                                   << QByteArray("topologies: [2x2, 2x2x2") << "tpus[1].standard[0].topologies[0]";
        QTest::newRow("chips per VM not a number") << QByteArray("chipsPerVm: 4\n        vcpu: 208")
                                                   << QByteArray("chipsPerVm: four\n        vcpu: 208")
                                                   << "tpus[1].standard[0].chipsPerVm";
        QTest::newRow("undeclared source") << QByteArray("source: S13}") << QByteArray("source: S99}")
                                           << "gke.multisliceMinVersion.source";
        QTest::newRow("negative price") << QByteArray("onDemand: 3.22") << QByteArray("onDemand: -3.22")
                                        << "tpus[3].prices.regions[0].onDemand";
        QTest::newRow("missing asOf") << QByteArray("asOf: \"2026-11-01\"\n") << QByteArray("") << "asOf";
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
