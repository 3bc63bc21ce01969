// SPDX-License-Identifier: GPL-3.0-or-later
// `--prices FILE`: a catalog-shaped prices block per TPU id replaces the catalog's prices, and
// every mistake in the file is reported with line, column and key. Against the fixture catalog's
// invented prices (tests/data/catalog), so a refresh of the built-in prices changes nothing here.
#include "tests/FixtureCatalog.h"

#include "core/catalog/Catalog.h"
#include "core/catalog/CatalogLoader.h"
#include "core/cost/CostCalculator.h"
#include "core/cost/PriceOverrides.h"
#include "core/plan/PlanReader.h"

#include <QTest>

using namespace tpuplan;

class TestPriceOverrides : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void overridesReplaceOnlyWhatTheyName()
    {
        const QByteArray text = "asOf: \"2026-12-01\"\n"
                                "source: Contract 17\n"
                                "v5p:\n"
                                "  unit: chip-hour\n"
                                "  regions:\n"
                                "    - {region: zz-north1, spot: 0.5, commit3y: null}\n"
                                "    - {region: zz-south2, onDemand: 5.0}\n";
        const PriceOverridesLoadResult result = PriceOverridesLoader::loadBytes(text, QStringLiteral("p.yaml"), fixture::catalog());
        QVERIFY2(result.overrides, result.problems.isEmpty() ? "" : qPrintable(result.problems.first().message));
        Catalog catalog = fixture::catalog();
        result.overrides->applyTo(catalog);
        const RegionPrice *north = catalog.price(QStringLiteral("v5p"), QStringLiteral("zz-north1"));
        QVERIFY(north);
        QCOMPARE(north->spot, std::optional<double>(0.5));
        QCOMPARE(north->onDemand, std::optional<double>(4.0)); // untouched
        QVERIFY(!north->commit3y);                             // null = unknown
        QCOMPARE(north->spotSource, PriceOverrides::sourceKey());
        const RegionPrice *added = catalog.price(QStringLiteral("v5p"), QStringLiteral("zz-south2"));
        QVERIFY(added);
        QCOMPARE(added->onDemand, std::optional<double>(5.0));
        QVERIFY(!added->spot);
        QCOMPARE(catalog.sources.value(PriceOverrides::sourceKey()).title, QStringLiteral("Contract 17"));

        // The fixture's Autopilot plan on Spot: 2 x 4x4x4 = 128 chips at the overridden spot price
        // 0.50: 64.00/h, x 500 h = 32,000.00.
        Plan plan = fixture::plan("v5p-autopilot-reservation");
        plan.pools[0].capacity = QStringLiteral("spot");
        plan.pools[0].reservation.reset();
        const CostSummary s = CostCalculator::summarize(plan, catalog);
        QCOMPARE(*s.pools[0].hourly.selected, 64.0);
        QCOMPARE(*s.pools[0].monthly.selected, 32000.0);
        QCOMPARE(s.overridesFile, QStringLiteral("p.yaml"));
        QCOMPARE(s.overridesAsOf, QStringLiteral("2026-12-01"));
    }

    void mistakesNameLineColumnAndKey_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("words");
        QTest::newRow("unknown tpu") << QByteArray("v9:\n  regions: []\n") << 1 << QStringLiteral("v9") << QStringLiteral("not a TPU version");
        QTest::newRow("negative") << QByteArray("v5p:\n  regions:\n    - {region: zz-north1, onDemand: -1}\n") << 3
                                  << QStringLiteral("v5p.regions[0].onDemand") << QStringLiteral("negative");
        QTest::newRow("not a number") << QByteArray("v5p:\n  regions:\n    - region: zz-north1\n      spot: cheap\n") << 4
                                      << QStringLiteral("v5p.regions[0].spot") << QString();
        QTest::newRow("misspelled key") << QByteArray("v5p:\n  regions:\n    - {region: zz-north1, ondemand: 3}\n") << 3
                                        << QStringLiteral("v5p.regions[0].ondemand") << QStringLiteral("unknown key");
        QTest::newRow("no price") << QByteArray("v5p:\n  regions:\n    - {region: zz-north1}\n") << 3
                                  << QStringLiteral("v5p.regions[0]") << QStringLiteral("names no price");
        QTest::newRow("unit") << QByteArray("v5p:\n  unit: slice-hour\n  regions: []\n") << 2 << QStringLiteral("v5p.unit")
                              << QStringLiteral("chip-hour");
        QTest::newRow("missing region") << QByteArray("v5p:\n  regions:\n    - {spot: 1}\n") << 3 << QStringLiteral("v5p.regions[0].region")
                                        << QString();
        QTest::newRow("not yaml") << QByteArray("v5p: [\n") << 2 << QString() << QString();
    }

    void mistakesNameLineColumnAndKey()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(QString, field);
        QFETCH(QString, words);
        const PriceOverridesLoadResult result = PriceOverridesLoader::loadBytes(text, QStringLiteral("p.yaml"), fixture::catalog());
        QVERIFY(!result.overrides);
        QVERIFY(!result.problems.isEmpty());
        const Finding &f = result.problems.first();
        QCOMPARE(f.line, line);
        QVERIFY(f.column > 0);
        if (!field.isEmpty())
            QCOMPARE(f.field, field);
        if (!words.isEmpty())
            QVERIFY2(f.message.contains(words), qPrintable(f.message));
        QVERIFY(CatalogLoader::describe(QStringLiteral("p.yaml"), f).startsWith(QStringLiteral("p.yaml:%1:").arg(line)));
    }
};

QTEST_GUILESS_MAIN(TestPriceOverrides)
#include "tst_priceoverrides.moc"
