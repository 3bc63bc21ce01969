// SPDX-License-Identifier: GPL-3.0-or-later
// Cost arithmetic against figures computed by hand from the built-in catalog (prices per chip-hour,
// resources/catalog/tpu-catalog.yaml, as of 2026-11-01) for three example plans, plus unknown prices,
// the Autopilot premium and the report forms.
#include "core/catalog/Catalog.h"
#include "core/cost/CostCalculator.h"
#include "core/cost/CostReport.h"
#include "core/plan/PlanReader.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <utility>

using namespace tpuplan;

namespace {

Plan example(const char *name)
{
    const PlanLoadResult loaded = PlanReader::readFile(QStringLiteral(":/examples/%1.tpuplan.yaml").arg(QLatin1String(name)));
    if (!loaded.isPlan())
        qFatal("example %s does not load", name);
    return loaded.plan;
}

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
        // v5p-multislice-reservation: 2 slices x 4x4x8 = 2 x 128 = 256 chips, us-east5,
        // reservation with commitment 1y -> the selected price is the 1y CUD, 730 h/month.
        // us-east5 v5p: on-demand 4.20, spot 1.68, 1y 2.94, 3y 1.89 per chip-hour.
        //   hourly:  on-demand 256 x 4.20 = 1075.20   spot 256 x 1.68 = 430.08
        //            1y 256 x 2.94 = 752.64           3y 256 x 1.89 = 483.84   selected = 752.64
        //   monthly: 752.64 x 730 = 549,427.20; 1075.20 x 730 = 784,896.00; 430.08 x 730 = 313,958.40;
        //            483.84 x 730 = 353,203.20
        //   cluster fee 0.10/h, 0.10 x 730 = 73.00/month
        //   system pool: one zone -> 1 x e2-standard-4 at 0.13402284/h in us-east5 = 97.8366732/month
        //   boot disks: (1 system + 64 TPU VMs) x 100 GiB pd-balanced at 0.10 per GiB-month, all month:
        //               6,500 GiB -> 650.00/month, 650 / 730 = 0.89041096/h
        //   total selected: 752.64 + 0.10 + 0.13402284 + 0.89041096 = 753.76443/h;
        //                   549,427.20 + 73.00 + 97.8366732 + 650.00 = 550,248.04/month
        const CostSummary s = CostCalculator::summarize(example("v5p-multislice-reservation"), Catalog::builtIn());
        QCOMPARE(s.pools.size(), 1);
        const PoolCost &p = s.pools.first();
        QCOMPARE(p.chips, 256);
        QCOMPARE(p.nodes, std::optional<qint64>(64));
        QCOMPARE(p.hoursPerMonth, 730);
        QCOMPARE(p.selectedColumn, QStringLiteral("commit1y"));
        COMPARE_MONEY(p.hourly.onDemand, 1075.20);
        COMPARE_MONEY(p.hourly.spot, 430.08);
        COMPARE_MONEY(p.hourly.commit1y, 752.64);
        COMPARE_MONEY(p.hourly.commit3y, 483.84);
        COMPARE_MONEY(p.hourly.selected, 752.64);
        COMPARE_MONEY(p.monthly.selected, 549427.20);
        COMPARE_MONEY(p.monthly.onDemand, 784896.00);
        COMPARE_MONEY(p.monthly.spot, 313958.40);
        COMPARE_MONEY(p.monthly.commit3y, 353203.20);
        QCOMPARE(s.clusterFeeHourly, 0.10);
        QCOMPARE(s.clusterFeeMonthly, 73.0);
        QCOMPARE(s.lines.size(), 2);
        QCOMPARE(s.lines[0].id, QStringLiteral("system-pool"));
        COMPARE_MONEY(s.lines[0].monthly, 97.8366732);
        QCOMPARE(s.lines[1].label, QStringLiteral("boot disks (pd-balanced)"));
        COMPARE_MONEY(s.lines[1].monthly, 650.00);
        QVERIFY(near(s.totalHourly.selected, 752.64 + 0.10 + 0.13402284 + 650.0 / 730.0));
        COMPARE_MONEY(s.totalMonthly.selected, 550248.0366732);
        QVERIFY(s.unknownLines.isEmpty());
        // Each price keeps its own source's date: gpuhunt's 2024-12-20, not the catalog's.
        QCOMPARE(p.priceAsOf, QStringLiteral("2024-12-20"));
        QCOMPARE(s.pricesAsOf, Catalog::builtIn().asOf);
        QVERIFY(s.unknownPools.isEmpty());
    }

    void theSystemNodesBootDiskTypeIsCatalogData()
    {
        // The system pool's boot disk type is the catalog's (GKE's default, pd-balanced), not code's:
        // a catalog that says pd-ssd prices the system node's disk at pd-ssd's us-east5 price, apart
        // from the 64 TPU VMs' pd-balanced disks.
        Catalog catalog = Catalog::builtIn();
        catalog.otherPrices.systemNodeBootDisk = QStringLiteral("pd-ssd");
        const std::optional<double> ssd = catalog.otherPrices.diskPerGiBMonth(QStringLiteral("pd-ssd"), QStringLiteral("us-east5"));
        QVERIFY(ssd);
        const CostSummary s = CostCalculator::summarize(example("v5p-multislice-reservation"), catalog);
        QCOMPARE(s.lines.size(), 3);
        QCOMPARE(s.lines[1].label, QStringLiteral("boot disks (pd-ssd)"));
        COMPARE_MONEY(s.lines[1].monthly, 100 * *ssd);
        QCOMPARE(s.lines[2].label, QStringLiteral("boot disks (pd-balanced)"));
        COMPARE_MONEY(s.lines[2].monthly, 640.00);
    }

    void mixedPoolsWithFlexStartIsUnknown()
    {
        // v6e-mixed-pools-standard, us-east5 v6e: on-demand 2.70, spot 1.35 per chip-hour (1y 1.89 and
        // 3y 1.22 published, not derived).
        //   dev-1t:    1 chip,  220 h: 2.70/h -> 594.00/month; spot 1.35 x 220 = 297.00
        //   batch-8t:  8 chips, 300 h: 21.60/h -> 6,480.00/month; spot 10.80 x 300 = 3,240.00
        //   train-4x4: 16 chips, 168 h, flex-start: selected unknown (no published price);
        //              on-demand 43.20/h -> 7,257.60/month; spot 21.60 x 168 = 3,628.80
        //   system pool: one zone (us-east5-b) -> e2-standard-4 0.13402284/h = 97.8366732/month, and
        //   its 100 GiB pd-balanced boot disk at 0.10 per GiB-month = 10.00/month (0.01369863/h);
        //   v6e boot disks are hyperdisk-balanced, which has no price in the catalog: listed, unknown.
        //   totals: selected unknown (train-4x4);
        //           on-demand 2.70 + 21.60 + 43.20 + 0.10 + 0.13402284 + 0.01369863 = 67.74772/h;
        //           594 + 6480 + 7257.60 + 73 + 97.8366732 + 10 = 14,512.44/month
        //           spot 297 + 3240 + 3628.80 + 73 + 97.8366732 + 10 = 7,346.64/month
        //   flex-start is at most on-demand: 7,257.60/month, so the selected total is at most
        //           594 + 6480 + 7257.60 + 73 + 97.8366732 + 10 = 14,512.44/month
        const CostSummary s = CostCalculator::summarize(example("v6e-mixed-pools-standard"), Catalog::builtIn());
        QCOMPARE(s.pools.size(), 3);
        COMPARE_MONEY(s.pools[0].hourly.selected, 2.70);
        COMPARE_MONEY(s.pools[0].monthly.selected, 594.0);
        COMPARE_MONEY(s.pools[0].monthly.spot, 297.0);
        COMPARE_MONEY(s.pools[1].hourly.selected, 21.60);
        COMPARE_MONEY(s.pools[1].monthly.selected, 6480.0);
        COMPARE_MONEY(s.pools[1].monthly.spot, 3240.0);
        QCOMPARE(s.pools[2].capacity, QStringLiteral("flex-start"));
        QVERIFY(!s.pools[2].hourly.selected);
        QVERIFY(!s.pools[2].monthly.selected);
        QVERIFY(s.pools[2].selectedColumn.isEmpty());
        COMPARE_MONEY(s.pools[2].monthly.onDemand, 7257.60);
        COMPARE_MONEY(s.pools[2].monthly.spot, 3628.80);
        QVERIFY(!s.totalHourly.selected);
        QVERIFY(!s.totalMonthly.selected);
        QCOMPARE(s.unknownPools, QStringList{QStringLiteral("train-4x4")});
        QVERIFY(near(s.totalHourly.onDemand, 67.60 + 0.13402284 + 10.0 / 730.0));
        COMPARE_MONEY(s.totalMonthly.onDemand, 14512.4366732);
        COMPARE_MONEY(s.totalMonthly.spot, 7346.6366732);
        COMPARE_MONEY(s.pools[2].monthlyAtMost, 7257.60);
        COMPARE_MONEY(s.totalMonthlyAtMost, 14512.4366732);
        QCOMPARE(s.unknownLines, QStringList{QStringLiteral("boot disks (hyperdisk-balanced)")});
        QVERIFY(!s.pools[0].monthlyAtMost);
        // us-east5 v6e CUD prices are published, so no pool marks them derived.
        QVERIFY(!s.pools[0].derived.contains(QStringLiteral("commit1y")));
        QVERIFY(s.pools[2].notes.join(QLatin1Char(' ')).contains(QLatin1String("53%")));
    }

    void derivedPricesAreMarked()
    {
        // v5p in europe-west4: on-demand 4.2525 published; 1y 2.97675 and 3y 1.913625 derived.
        Plan plan = example("v5p-multislice-reservation");
        plan.cluster.region = QStringLiteral("europe-west4");
        for (Pool &pool : plan.pools)
            pool.zone = QStringLiteral("europe-west4-b");
        const CostSummary s = CostCalculator::summarize(plan, Catalog::builtIn());
        QVERIFY(s.pools.first().derived.contains(QStringLiteral("commit1y")));
        QVERIFY(s.pools.first().derived.contains(QStringLiteral("commit3y")));
        QVERIFY(!s.pools.first().derived.contains(QStringLiteral("onDemand")));
    }

    void spotMultisliceIgnoresNothingAndUsesSpot()
    {
        // v4-spot-multislice: 2 slices x 2x2x4 = 2 x 16 = 32 chips, us-central2, spot, 200 h.
        // us-central2 v4: on-demand 3.22, spot 0.9215, 1y 2.0286, 3y 1.449 per chip-hour.
        //   hourly:  spot 32 x 0.9215 = 29.488 (selected); on-demand 103.04; 1y 64.9152; 3y 46.368
        //   monthly: 29.488 x 200 = 5,897.60; 103.04 x 200 = 20,608.00; a commitment bills the whole
        //            month: 64.9152 x 730 = 47,388.096; 46.368 x 730 = 33,848.64
        //   total selected: 5,897.60 + 73.00 = 5,970.60/month; 29.488 + 0.10 = 29.588/h
        const CostSummary s = CostCalculator::summarize(example("v4-spot-multislice"), Catalog::builtIn());
        const PoolCost &p = s.pools.first();
        QCOMPARE(p.chips, 32);
        QCOMPARE(p.nodes, std::optional<qint64>(8));
        QCOMPARE(p.selectedColumn, QStringLiteral("spot"));
        COMPARE_MONEY(p.hourly.selected, 29.488);
        COMPARE_MONEY(p.hourly.onDemand, 103.04);
        COMPARE_MONEY(p.hourly.commit1y, 64.9152);
        COMPARE_MONEY(p.hourly.commit3y, 46.368);
        COMPARE_MONEY(p.monthly.selected, 5897.60);
        COMPARE_MONEY(p.monthly.onDemand, 20608.00);
        COMPARE_MONEY(p.monthly.commit1y, 47388.096);
        COMPARE_MONEY(p.monthly.commit3y, 33848.64);
        COMPARE_MONEY(p.usedMonthly, 5897.60); // Spot: what is used is what is paid
        COMPARE_MONEY(s.totalMonthly.selected, 5970.60);
        COMPARE_MONEY(s.totalHourly.selected, 29.588);
    }

    void reservedCapacityIsPaidForTheWholeMonth()
    {
        // v4-autopilot-multislice: 2 x 4x4x4 = 128 v4 chips in us-central2 on a reservation
        // without a commitment (on-demand 3.22 per chip-hour), used 500 h a month.
        //   hourly 128 x 3.22 = 412.16; paid 412.16 x 730 = 300,876.80; used 412.16 x 500 = 206,080.00
        //   on-demand column (by the hour used): 206,080.00
        const CostSummary s = CostCalculator::summarize(example("v4-autopilot-multislice"), Catalog::builtIn());
        const PoolCost &p = s.pools.first();
        QCOMPARE(p.chips, 128);
        QCOMPARE(p.hoursPerMonth, 500);
        COMPARE_MONEY(p.hourly.selected, 412.16);
        COMPARE_MONEY(p.monthly.selected, 300876.80);
        COMPARE_MONEY(p.usedMonthly, 206080.00);
        COMPARE_MONEY(p.monthly.onDemand, 206080.00);
        QVERIFY(std::any_of(p.notes.cbegin(), p.notes.cend(), [](const QString &n) { return n.contains(QLatin1String("all 730 hours")); }));
        const QJsonObject json = CostReport::toJson(s);
        QCOMPARE(json[QStringLiteral("pools")].toArray().first().toObject()[QStringLiteral("usedMonthly")].toDouble(), 206080.00);
        // Used all month: paid and used agree, no note.
        Plan allMonth = example("v4-autopilot-multislice");
        allMonth.pools[0].usage->hoursPerMonth = 730;
        const PoolCost q = CostCalculator::summarize(allMonth, Catalog::builtIn()).pools.first();
        COMPARE_MONEY(q.monthly.selected, 300876.80);
        COMPARE_MONEY(q.usedMonthly, 300876.80);
        QVERIFY(std::none_of(q.notes.cbegin(), q.notes.cend(), [](const QString &n) { return n.contains(QLatin1String("all 730 hours")); }));
    }

    void unknownRegionIsNullNeverZero()
    {
        Plan plan = example("v5e-inference-standard");
        plan.cluster.region = QStringLiteral("antarctica-south1");
        const CostSummary s = CostCalculator::summarize(plan, Catalog::builtIn());
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

    void spotIgnoresCommitmentAndAutopilotPremiumApplies()
    {
        Plan plan = example("v4-autopilot-multislice");
        plan.pools[0].capacity = QStringLiteral("spot");
        plan.pools[0].commitment = QStringLiteral("3y");
        plan.pools[0].reservation.reset();
        Catalog catalog = Catalog::builtIn();
        // 2 x 4x4x4 = 128 chips at spot 0.9215 = 117.952/h without a premium.
        CostSummary s = CostCalculator::summarize(plan, catalog);
        COMPARE_MONEY(s.pools[0].hourly.selected, 117.952);
        QVERIFY(s.pools[0].notes.join(QLatin1Char(' ')).contains(QLatin1String("Spot")));
        catalog.gke.autopilotTpuPremium.value = 0.25; // a catalog that knows a 25% premium
        s = CostCalculator::summarize(plan, catalog);
        COMPARE_MONEY(s.pools[0].hourly.selected, 117.952 * 1.25);
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
        Plan plan = example("v6e-mixed-pools-standard");
        plan.pools[0].name = name;
        plan.cluster.region = name; // the region cell of every pool row
        const QString csv = QString::fromUtf8(CostReport::toCsv(CostCalculator::summarize(plan, Catalog::builtIn())));
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
        const QJsonObject json = CostReport::toJson(CostCalculator::summarize(example("v5p-multislice-reservation"), Catalog::builtIn()));
        for (const char *key : {"currency", "pricesAsOf", "hoursPerMonth", "pools", "total"})
            QVERIFY2(json.contains(QLatin1String(key)), key);
        QCOMPARE(json.value(QStringLiteral("currency")).toString(), QStringLiteral("USD"));
        const QJsonObject pool = json.value(QStringLiteral("pools")).toArray().first().toObject();
        for (const char *key : {"name", "tpu", "region", "chips", "nodes", "capacity", "commitment", "hourly", "monthly"})
            QVERIFY2(pool.contains(QLatin1String(key)), key);
        for (const char *key : {"onDemand", "spot", "commit1y", "commit3y", "selected"})
            QVERIFY2(pool.value(QStringLiteral("hourly")).toObject().contains(QLatin1String(key)), key);
        QCOMPARE(pool.value(QStringLiteral("hourly")).toObject().value(QStringLiteral("selected")).toDouble(), 752.64);
        QCOMPARE(json.value(QStringLiteral("total")).toObject().value(QStringLiteral("monthly")).toObject().value(QStringLiteral("selected")).toDouble(),
                 550248.04);
        const QJsonArray lines = json.value(QStringLiteral("lines")).toArray();
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines.at(1).toObject().value(QStringLiteral("monthly")).toDouble(), 650.0);
        QCOMPARE(pool.value(QStringLiteral("priceAsOf")).toString(), QStringLiteral("2024-12-20"));
        // Every form names the prices' date and source.
        const CostSummary s = CostCalculator::summarize(example("v5p-multislice-reservation"), Catalog::builtIn());
        for (const QString &text : {QString::fromUtf8(CostReport::toMarkdown(s)), QString::fromUtf8(CostReport::toCsv(s)), CostReport::toText(s)}) {
            QVERIFY(text.contains(Catalog::builtIn().asOf));
            QVERIFY(text.contains(QLatin1String("gpuhunt")));
        }
        // The reader's forms say what kind of figures these are, beside their totals.
        for (const QString &text : {QString::fromUtf8(CostReport::toMarkdown(s)), CostReport::toText(s)})
            QVERIFY(text.contains(QLatin1String("List prices in USD, before taxes and negotiated discounts")));
    }
};

QTEST_GUILESS_MAIN(TestCostCalculator)
#include "tst_costcalculator.moc"
