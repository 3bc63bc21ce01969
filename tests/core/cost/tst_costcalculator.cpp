// SPDX-License-Identifier: GPL-3.0-or-later
// Cost arithmetic against figures computed by hand from the fixture catalog's invented round prices
// (tests/data/catalog/fixture-catalog.yaml) for its three plans, plus unknown prices, the Autopilot
// premium and the report forms. Refreshing the built-in catalog's prices leaves these figures alone.
#include "tests/FixtureCatalog.h"

#include "core/catalog/Catalog.h"
#include "core/common/Languages.h"
#include "core/cost/CostCalculator.h"
#include "core/cost/CostReport.h"
#include "core/plan/PlanReader.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <utility>

using namespace tpuplan;

namespace {

bool near(std::optional<double> actual, double expected)
{
    return actual && std::abs(*actual - expected) < 1e-6;
}

#define COMPARE_MONEY(actual, expected)                                                                  \
    QVERIFY2(near(actual, expected), qPrintable(QStringLiteral("%1 is %2, expected %3")                   \
                                                    .arg(QLatin1String(#actual))                          \
                                                    .arg((actual) ? QString::number(*(actual), 'f', 6)    \
                                                                  : QStringLiteral("unknown"))            \
                                                    .arg(expected, 0, 'f', 6)))

/// The cells of RFC 4180 text (quoted cells may hold commas, quotes and line breaks), so the
/// test sees what a spreadsheet would put in each cell.
QList<QStringList> csvRows(const QString &csv)
{
    QList<QStringList> rows;
    QStringList row;
    QString cell;
    bool quoted = false;
    for (qsizetype i = 0; i < csv.size(); ++i) {
        const QChar c = csv.at(i);
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < csv.size() && csv.at(i + 1) == QLatin1Char('"'))
                cell += csv.at(++i);
            else if (c == QLatin1Char('"'))
                quoted = false;
            else
                cell += c;
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            row.append(std::exchange(cell, QString()));
        } else if (c == QLatin1Char('\r') && i + 1 < csv.size() && csv.at(i + 1) == QLatin1Char('\n')) {
            row.append(std::exchange(cell, QString()));
            rows.append(std::exchange(row, QStringList()));
            ++i;
        } else {
            cell += c;
        }
    }
    return rows;
}

} // namespace

class TestCostCalculator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void multisliceReservationWithOneYearCommitment()
    {
        // v5p-reservation-1y: 2 slices x 4x4x4 = 2 x 64 = 128 chips (32 VMs), zz-north1,
        // reservation with commitment 1y -> the selected price is the 1y price, 730 h/month.
        // zz-north1 v5p: on-demand 4.00, spot 1.00, 1y 3.00, 3y 2.00 per chip-hour.
        //   hourly:  on-demand 128 x 4 = 512   spot 128 x 1 = 128   1y 128 x 3 = 384   3y 128 x 2 = 256
        //   monthly: 384 x 730 = 280,320; 512 x 730 = 373,760; 128 x 730 = 93,440; 256 x 730 = 186,880
        //   cluster fee 0.50/h, 0.50 x 730 = 365/month
        //   system pool: one zone -> 1 x zz-standard-2 at 0.20/h = 146/month
        //   boot disks: (1 system + 32 TPU VMs) x 100 GiB pd-balanced at 0.10 per GiB-month, all
        //               month: 3,300 GiB -> 330/month, 330 / 730 per hour
        //   total selected: 384 + 0.50 + 0.20 + 330/730 per hour; 280,320 + 365 + 146 + 330 = 281,161/month
        const Catalog &catalog = fixture::catalog();
        const CostSummary s = CostCalculator::summarize(fixture::plan("v5p-reservation-1y"), catalog);
        QCOMPARE(s.pools.size(), 1);
        const PoolCost &p = s.pools.first();
        QCOMPARE(p.chips, 128);
        QCOMPARE(p.nodes, std::optional<qint64>(32));
        QCOMPARE(p.hoursPerMonth, 730);
        QCOMPARE(p.selectedColumn, QStringLiteral("commit1y"));
        COMPARE_MONEY(p.hourly.onDemand, 512.0);
        COMPARE_MONEY(p.hourly.spot, 128.0);
        COMPARE_MONEY(p.hourly.commit1y, 384.0);
        COMPARE_MONEY(p.hourly.commit3y, 256.0);
        COMPARE_MONEY(p.hourly.selected, 384.0);
        COMPARE_MONEY(p.monthly.selected, 280320.0);
        COMPARE_MONEY(p.monthly.onDemand, 373760.0);
        COMPARE_MONEY(p.monthly.spot, 93440.0);
        COMPARE_MONEY(p.monthly.commit3y, 186880.0);
        QCOMPARE(s.clusterFeeHourly, 0.50);
        QCOMPARE(s.clusterFeeMonthly, 365.0);
        QCOMPARE(s.lines.size(), 2);
        QCOMPARE(s.lines[0].id, QStringLiteral("system-pool"));
        COMPARE_MONEY(s.lines[0].monthly, 146.0);
        // The system pool's machine type is the catalog's, not code's.
        QVERIFY2(s.lines[0].detail.contains(QLatin1String("zz-standard-2")), qPrintable(s.lines[0].detail));
        QCOMPARE(s.lines[1].label, QStringLiteral("boot disks (pd-balanced)"));
        COMPARE_MONEY(s.lines[1].monthly, 330.0);
        QVERIFY(near(s.totalHourly.selected, 384.0 + 0.50 + 0.20 + 330.0 / 730.0));
        COMPARE_MONEY(s.totalMonthly.selected, 281161.0);
        QVERIFY(s.unknownLines.isEmpty());
        // Each price keeps its own source's date (fixturePrices, 2025-06-01), not the catalog's.
        QCOMPARE(p.priceAsOf, QStringLiteral("2025-06-01"));
        QCOMPARE(s.pricesAsOf, QStringLiteral("2026-01-01"));
        QCOMPARE(s.lines[0].asOf, QStringLiteral("2025-09-01"));
        QVERIFY(s.unknownPools.isEmpty());
    }

    void aBlockPoolIsPricedByItsWholeBlocks()
    {
        // v5p-block-pool: 3 blocks of 4x4x4 = 3 x 64 = 192 chips (48 VMs) in zz-north1, on a
        // reservation without commitment (the on-demand price is selected), 500 h/month used.
        // Its slices use 128 (4x4x8) + 32 (2x4x4) = 160 chips at once, but all 192 are reserved:
        //   hourly:  on-demand 192 x 4.00 = 768   spot 192 x 1.00 = 192   1y 192 x 3.00 = 576
        //   monthly: a reservation is paid all 730 h: 768 x 730 = 560,640; the 500 h used are
        //            768 x 500 = 384,000
        // (Priced by the slices' 160 chips it would be 640 per hour.)
        const CostSummary s = CostCalculator::summarize(fixture::plan("v5p-block-pool"), fixture::catalog());
        QCOMPARE(s.pools.size(), 1);
        const PoolCost &p = s.pools.first();
        QCOMPARE(p.chips, 192);
        QCOMPARE(p.nodes, std::optional<qint64>(48));
        QCOMPARE(p.selectedColumn, QStringLiteral("onDemand"));
        COMPARE_MONEY(p.hourly.selected, 768.0);
        COMPARE_MONEY(p.hourly.spot, 192.0);
        COMPARE_MONEY(p.hourly.commit1y, 576.0);
        COMPARE_MONEY(p.monthly.selected, 560640.0);
        COMPARE_MONEY(p.usedMonthly, 384000.0);
        const QString note = p.notes.filter(QStringLiteral("Block pool")).value(0);
        QVERIFY2(note.contains(QLatin1String("3 x 4x4x4 = 192 chips")) && note.contains(QLatin1String("use 160 chips")),
                 qPrintable(p.notes.join(QLatin1Char('\n'))));
    }

    void theSystemNodesBootDiskTypeIsCatalogData()
    {
        // The system pool's boot disk type is the catalog's, not code's: a catalog that says pd-ssd
        // prices the system node's disk at pd-ssd's zz-north1 price (0.25 x 100 GiB = 25/month),
        // apart from the 32 TPU VMs' pd-balanced disks (32 x 100 GiB x 0.10 = 320/month).
        Catalog catalog = fixture::catalog();
        catalog.otherPrices.systemNodeBootDisk = QStringLiteral("pd-ssd");
        const CostSummary s = CostCalculator::summarize(fixture::plan("v5p-reservation-1y"), catalog);
        QCOMPARE(s.lines.size(), 3);
        QCOMPARE(s.lines[1].label, QStringLiteral("boot disks (pd-ssd)"));
        COMPARE_MONEY(s.lines[1].monthly, 25.0);
        QCOMPARE(s.lines[2].label, QStringLiteral("boot disks (pd-balanced)"));
        COMPARE_MONEY(s.lines[2].monthly, 320.0);
    }

    void theSystemPoolIsPricedOnlyForItsOwnMachineType()
    {
        // otherPrices.systemNode prices one machine type; when the catalog's system pool runs
        // another, its price is unknown rather than that of the wrong machine.
        Catalog catalog = fixture::catalog();
        catalog.gke.systemPool.machineType = QStringLiteral("zz-standard-8");
        const CostSummary s = CostCalculator::summarize(fixture::plan("v5p-reservation-1y"), catalog);
        QCOMPARE(s.lines[0].id, QStringLiteral("system-pool"));
        QVERIFY(s.lines[0].detail.contains(QLatin1String("zz-standard-8")));
        QVERIFY(!s.lines[0].monthly);
        QCOMPARE(s.unknownLines, QStringList{QStringLiteral("system node pool")});
        // The rest is still known: 281,161 - 146.
        COMPARE_MONEY(s.totalMonthly.selected, 281015.0);
    }

    void mixedPoolsWithFlexStartIsUnknown()
    {
        // v6e-mixed-pools, zz-north1 v6e: on-demand 2.00, spot 1.00 per chip-hour; all pools in
        // zz-north1-b.
        //   dev-1t:    1 chip,  200 h: 2.00/h -> 400/month; spot 1.00 x 200 = 200
        //   batch-8t:  8 chips, 100 h: 16.00/h -> 1,600/month; spot 8.00 x 100 = 800
        //   train-4x4: 16 chips, 50 h, flex-start: selected unknown (no published price);
        //              on-demand 32.00/h -> 1,600/month; spot 16.00 x 50 = 800
        //   system pool: one zone -> zz-standard-2 0.20/h = 146/month, and its 100 GiB pd-balanced
        //   boot disk at 0.10 per GiB-month = 10/month (10/730 per hour);
        //   v6e boot disks are hyperdisk-balanced, which has no price in the catalog: listed, unknown.
        //   totals: selected unknown (train-4x4);
        //           on-demand 2 + 16 + 32 + 0.50 + 0.20 + 10/730 per hour;
        //           400 + 1,600 + 1,600 + 365 + 146 + 10 = 4,121/month
        //           spot 200 + 800 + 800 + 365 + 146 + 10 = 2,321/month
        //   flex-start is at most on-demand: 1,600/month, so the selected total is at most 4,121/month,
        //   and 32.00/h, so at most 50.70 + 10/730 per hour
        const CostSummary s = CostCalculator::summarize(fixture::plan("v6e-mixed-pools"), fixture::catalog());
        QCOMPARE(s.pools.size(), 3);
        COMPARE_MONEY(s.pools[0].hourly.selected, 2.0);
        COMPARE_MONEY(s.pools[0].monthly.selected, 400.0);
        COMPARE_MONEY(s.pools[0].monthly.spot, 200.0);
        COMPARE_MONEY(s.pools[1].hourly.selected, 16.0);
        COMPARE_MONEY(s.pools[1].monthly.selected, 1600.0);
        COMPARE_MONEY(s.pools[1].monthly.spot, 800.0);
        QCOMPARE(s.pools[2].capacity, QStringLiteral("flex-start"));
        QVERIFY(!s.pools[2].hourly.selected);
        QVERIFY(!s.pools[2].monthly.selected);
        QVERIFY(s.pools[2].selectedColumn.isEmpty());
        COMPARE_MONEY(s.pools[2].monthly.onDemand, 1600.0);
        COMPARE_MONEY(s.pools[2].monthly.spot, 800.0);
        QVERIFY(!s.totalHourly.selected);
        QVERIFY(!s.totalMonthly.selected);
        QCOMPARE(s.unknownPools, QStringList{QStringLiteral("train-4x4")});
        QVERIFY(near(s.totalHourly.onDemand, 50.70 + 10.0 / 730.0));
        COMPARE_MONEY(s.totalMonthly.onDemand, 4121.0);
        COMPARE_MONEY(s.totalMonthly.spot, 2321.0);
        COMPARE_MONEY(s.pools[2].monthlyAtMost, 1600.0);
        COMPARE_MONEY(s.totalMonthlyAtMost, 4121.0);
        COMPARE_MONEY(s.pools[2].hourlyAtMost, 32.0);
        QVERIFY(near(s.totalHourlyAtMost, 50.70 + 10.0 / 730.0));
        QCOMPARE(s.unknownLines, QStringList{QStringLiteral("boot disks (hyperdisk-balanced)")});
        QVERIFY(!s.pools[0].monthlyAtMost);
        // zz-north1 v6e commitment prices are not marked derived.
        QVERIFY(!s.pools[0].derived.contains(QStringLiteral("commit1y")));
        QVERIFY(s.pools[2].notes.join(QLatin1Char(' ')).contains(QLatin1String("53%")));
    }

    void derivedPricesAreMarked()
    {
        // v6e in zz-south2: on-demand 3.00 published; 1y 2.10 and 3y 1.35 derived; no Spot price.
        Plan plan = fixture::plan("v6e-mixed-pools");
        plan.cluster.region = QStringLiteral("zz-south2");
        for (Pool &pool : plan.pools)
            pool.zone = QStringLiteral("zz-south2-a");
        const CostSummary s = CostCalculator::summarize(plan, fixture::catalog());
        const PoolCost &p = s.pools.first();
        QVERIFY(p.derived.contains(QStringLiteral("commit1y")));
        QVERIFY(p.derived.contains(QStringLiteral("commit3y")));
        QVERIFY(!p.derived.contains(QStringLiteral("onDemand")));
        COMPARE_MONEY(p.hourly.onDemand, 3.0);
        COMPARE_MONEY(p.hourly.commit1y, 2.10);
        QVERIFY(!p.hourly.spot); // unknown, never zero
    }

    void spotMultisliceUsesSpot()
    {
        // The Autopilot plan on Spot: 2 slices x 2x2x4 = 2 x 16 = 32 chips (8 VMs), 200 h.
        // zz-north1 v5p: on-demand 4.00, spot 1.00, 1y 3.00, 3y 2.00 per chip-hour.
        //   hourly:  spot 32 x 1 = 32 (selected); on-demand 128; 1y 96; 3y 64
        //   monthly: 32 x 200 = 6,400; 128 x 200 = 25,600; a commitment bills the whole
        //            month: 96 x 730 = 70,080; 64 x 730 = 46,720
        //   total selected (Autopilot: no system pool; the premium is unknown and listed):
        //            6,400 + 365 = 6,765/month; 32 + 0.50 = 32.50/h
        Plan plan = fixture::plan("v5p-autopilot-reservation");
        Pool &pool = plan.pools[0];
        pool.capacity = QStringLiteral("spot");
        pool.reservation.reset();
        pool.topology = QStringLiteral("2x2x4");
        pool.usage->hoursPerMonth = 200;
        const CostSummary s = CostCalculator::summarize(plan, fixture::catalog());
        const PoolCost &p = s.pools.first();
        QCOMPARE(p.chips, 32);
        QCOMPARE(p.nodes, std::optional<qint64>(8));
        QCOMPARE(p.selectedColumn, QStringLiteral("spot"));
        COMPARE_MONEY(p.hourly.selected, 32.0);
        COMPARE_MONEY(p.hourly.onDemand, 128.0);
        COMPARE_MONEY(p.hourly.commit1y, 96.0);
        COMPARE_MONEY(p.hourly.commit3y, 64.0);
        COMPARE_MONEY(p.monthly.selected, 6400.0);
        COMPARE_MONEY(p.monthly.onDemand, 25600.0);
        COMPARE_MONEY(p.monthly.commit1y, 70080.0);
        COMPARE_MONEY(p.monthly.commit3y, 46720.0);
        COMPARE_MONEY(p.usedMonthly, 6400.0); // Spot: what is used is what is paid
        COMPARE_MONEY(s.totalMonthly.selected, 6765.0);
        COMPARE_MONEY(s.totalHourly.selected, 32.50);
        QCOMPARE(s.unknownLines, QStringList{QStringLiteral("Autopilot TPU premium")});
    }

    void reservedCapacityIsPaidForTheWholeMonth()
    {
        // v5p-autopilot-reservation: 2 x 4x4x4 = 128 v5p chips in zz-north1 on a reservation
        // without a commitment (on-demand 4.00 per chip-hour), used 500 h a month.
        //   hourly 128 x 4 = 512; paid 512 x 730 = 373,760; used 512 x 500 = 256,000
        //   on-demand column (by the hour used): 256,000
        const CostSummary s = CostCalculator::summarize(fixture::plan("v5p-autopilot-reservation"), fixture::catalog());
        const PoolCost &p = s.pools.first();
        QCOMPARE(p.chips, 128);
        QCOMPARE(p.hoursPerMonth, 500);
        COMPARE_MONEY(p.hourly.selected, 512.0);
        COMPARE_MONEY(p.monthly.selected, 373760.0);
        COMPARE_MONEY(p.usedMonthly, 256000.0);
        COMPARE_MONEY(p.monthly.onDemand, 256000.0);
        QVERIFY(std::any_of(p.notes.cbegin(), p.notes.cend(), [](const QString &n) { return n.contains(QLatin1String("all 730 hours")); }));
        const QJsonObject json = CostReport::toJson(s);
        QCOMPARE(json[QStringLiteral("pools")].toArray().first().toObject()[QStringLiteral("usedMonthly")].toDouble(), 256000.0);
        // Used all month: paid and used agree, no note.
        Plan allMonth = fixture::plan("v5p-autopilot-reservation");
        allMonth.pools[0].usage->hoursPerMonth = 730;
        const PoolCost q = CostCalculator::summarize(allMonth, fixture::catalog()).pools.first();
        COMPARE_MONEY(q.monthly.selected, 373760.0);
        COMPARE_MONEY(q.usedMonthly, 373760.0);
        QVERIFY(std::none_of(q.notes.cbegin(), q.notes.cend(), [](const QString &n) { return n.contains(QLatin1String("all 730 hours")); }));
    }

    void unknownRegionIsNullNeverZero()
    {
        Plan plan = fixture::plan("v6e-mixed-pools");
        plan.cluster.region = QStringLiteral("antarctica-south1");
        const CostSummary s = CostCalculator::summarize(plan, fixture::catalog());
        const PoolCost &p = s.pools.first();
        QVERIFY(!p.hourly.onDemand && !p.hourly.spot && !p.hourly.commit1y && !p.hourly.commit3y && !p.hourly.selected);
        QVERIFY(!s.totalMonthly.selected);
        const QJsonObject json = CostReport::toJson(s);
        const QJsonObject pool = json.value(QStringLiteral("pools")).toArray().first().toObject();
        QVERIFY(pool.value(QStringLiteral("hourly")).toObject().value(QStringLiteral("selected")).isNull());
        QVERIFY(json.value(QStringLiteral("total")).toObject().value(QStringLiteral("monthly")).toObject().value(QStringLiteral("selected")).isNull());
        QVERIFY(QString::fromUtf8(CostReport::toMarkdown(s)).contains(QLatin1String("unknown")));
        QVERIFY(QString::fromUtf8(CostReport::toCsv(s)).contains(QLatin1String(",unknown,")));
    }

    // The reports people read write figures as their language does (an Italian README: 3.300);
    // the CSV, which tools read, keeps plain numbers.
    void reportsWriteFiguresAsTheLanguageDoes()
    {
        const Plan plan = fixture::plan("v5p-autopilot-reservation");
        const CostSummary s = CostCalculator::summarize(plan, fixture::catalog());
        QVERIFY(s.totalMonthly.selected && *s.totalMonthly.selected >= 1000);
        const double total = CostCalculator::roundMonthly(*s.totalMonthly.selected);
        Languages::setReportLocale(QLocale(QLocale::German));
        const QString markdown = QString::fromUtf8(CostReport::toMarkdown(s));
        const QString csv = QString::fromUtf8(CostReport::toCsv(s));
        Languages::setReportLocale(QLocale(QLocale::English));
        QVERIFY2(markdown.contains(QLocale(QLocale::German).toString(total, 'f', 2)), qPrintable(markdown));
        QVERIFY2(!markdown.contains(QLocale(QLocale::English).toString(total, 'f', 2)), qPrintable(markdown));
        QVERIFY2(csv.contains(QString::number(total, 'f', 2)), qPrintable(csv));
        QVERIFY(QString::fromUtf8(CostReport::toMarkdown(s)).contains(QLocale(QLocale::English).toString(total, 'f', 2)));
    }

    void spotIgnoresCommitmentAndAutopilotPremiumApplies()
    {
        Plan plan = fixture::plan("v5p-autopilot-reservation");
        plan.pools[0].capacity = QStringLiteral("spot");
        plan.pools[0].commitment = QStringLiteral("3y");
        plan.pools[0].reservation.reset();
        Catalog catalog = fixture::catalog();
        // 2 x 4x4x4 = 128 chips at spot 1.00 = 128/h without a premium.
        CostSummary s = CostCalculator::summarize(plan, catalog);
        COMPARE_MONEY(s.pools[0].hourly.selected, 128.0);
        QVERIFY(s.pools[0].notes.join(QLatin1Char(' ')).contains(QLatin1String("Spot")));
        catalog.gke.autopilotTpuPremium.value = 0.25; // a catalog that knows a 25% premium: 128 x 1.25 = 160
        s = CostCalculator::summarize(plan, catalog);
        COMPARE_MONEY(s.pools[0].hourly.selected, 160.0);
    }

    void csvCellsNeverStartAFormula_data()
    {
        QTest::addColumn<QString>("name");
        // OWASP CSV injection: a spreadsheet runs a cell starting with any of these.
        QTest::newRow("=") << QStringLiteral("=HYPERLINK(\"https://evil.example\",\"x\")");
        QTest::newRow("+") << QStringLiteral("+1+cmd|' /C calc'!A0");
        QTest::newRow("-") << QStringLiteral("-2+3");
        QTest::newRow("@") << QStringLiteral("@SUM(1+1)*cmd|' /C calc'!A0");
        QTest::newRow("tab") << QStringLiteral("\t=1+1");
        QTest::newRow("CR") << QStringLiteral("\r=1+1");
    }
    void csvCellsNeverStartAFormula()
    {
        QFETCH(QString, name);
        Plan plan = fixture::plan("v6e-mixed-pools");
        plan.pools[0].name = name;
        plan.cluster.region = name; // the region cell of every pool row
        const QString csv = QString::fromUtf8(CostReport::toCsv(CostCalculator::summarize(plan, fixture::catalog())));
        const QList<QStringList> rows = csvRows(csv);
        // header, pools, system pool, boot disks of two types, cluster fee, total
        QCOMPARE(rows.size(), plan.pools.size() + 6);
        // The cell reads as the text with a leading quote (the spreadsheet shows it as text)...
        QCOMPARE(rows.at(1).at(0), QLatin1Char('\'') + name);
        QCOMPARE(rows.at(1).at(2), QLatin1Char('\'') + name);
        // ...and is quoted in the file, so the escape is visible as such.
        QVERIFY2(csv.contains(QStringLiteral("\r\n\"'")), qPrintable(csv));
        for (const QStringList &row : rows) {
            QCOMPARE(row.size(), rows.first().size());
            for (const QString &cell : row)
                QVERIFY2(cell.isEmpty() || !QStringLiteral("=+-@\t\r").contains(cell.at(0)), qPrintable(cell));
        }
        // An ordinary name stays as it is.
        QCOMPARE(rows.at(2).at(0), plan.pools.at(1).name);
    }

    void jsonHasTheDocumentedShape()
    {
        const QJsonObject json = CostReport::toJson(CostCalculator::summarize(fixture::plan("v5p-reservation-1y"), fixture::catalog()));
        for (const char *key : {"currency", "pricesAsOf", "hoursPerMonth", "pools", "total"})
            QVERIFY2(json.contains(QLatin1String(key)), key);
        QCOMPARE(json.value(QStringLiteral("currency")).toString(), QStringLiteral("USD"));
        const QJsonObject pool = json.value(QStringLiteral("pools")).toArray().first().toObject();
        for (const char *key : {"name", "tpu", "region", "chips", "nodes", "capacity", "commitment", "hourly", "monthly"})
            QVERIFY2(pool.contains(QLatin1String(key)), key);
        for (const char *key : {"onDemand", "spot", "commit1y", "commit3y", "selected"})
            QVERIFY2(pool.value(QStringLiteral("hourly")).toObject().contains(QLatin1String(key)), key);
        QCOMPARE(pool.value(QStringLiteral("hourly")).toObject().value(QStringLiteral("selected")).toDouble(), 384.0);
        QCOMPARE(json.value(QStringLiteral("total")).toObject().value(QStringLiteral("monthly")).toObject().value(QStringLiteral("selected")).toDouble(),
                 281161.0);
        const QJsonArray lines = json.value(QStringLiteral("lines")).toArray();
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines.at(1).toObject().value(QStringLiteral("monthly")).toDouble(), 330.0);
        QCOMPARE(pool.value(QStringLiteral("priceAsOf")).toString(), QStringLiteral("2025-06-01"));
        // Every form names the prices' date and source.
        const CostSummary s = CostCalculator::summarize(fixture::plan("v5p-reservation-1y"), fixture::catalog());
        for (const QString &text : {QString::fromUtf8(CostReport::toMarkdown(s)), QString::fromUtf8(CostReport::toCsv(s)), CostReport::toText(s)}) {
            QVERIFY(text.contains(fixture::catalog().asOf));
            QVERIFY(text.contains(QLatin1String("Invented round TPU prices")));
        }
        // The reader's forms say what kind of figures these are, beside their totals.
        for (const QString &text : {QString::fromUtf8(CostReport::toMarkdown(s)), CostReport::toText(s)})
            QVERIFY(text.contains(QLatin1String("List prices in USD, before taxes and negotiated discounts")));
    }
};

QTEST_GUILESS_MAIN(TestCostCalculator)
#include "tst_costcalculator.moc"
