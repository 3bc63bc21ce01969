// SPDX-License-Identifier: GPL-3.0-or-later
// The cost of a future reservation in calendar mode, with the fixture catalog: its chips for
// every hour of the window, counted by hand, and no price, because none is published.
#include "tests/FixtureCatalog.h"
#include "core/cost/CostCalculator.h"
#include "core/plan/PlanReader.h"

#include <QTest>

using namespace tpuplan;

namespace {

// v6e 4x4 on ct6e-standard-4t: 16 chips, reserved for 14 days.
const char *kPlan = R"(apiVersion: tpu-planner/v1
kind: Plan
metadata: {name: cal}
cluster: {name: cal, mode: standard, region: zz-north1, version: 1.35.0-gke.3047000}
pools:
  - {name: train, tpu: v6e, machineType: ct6e-standard-4t, topology: 4x4, zone: zz-north1-a, capacity: calendar,
     reservation: {name: cal-a, affinity: specific, startTime: "2027-01-04T00:00:00Z", durationDays: 14}}
)";

} // namespace

class TestCalendarCost : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void windowInChipHoursPriceUnknown()
    {
        const PlanLoadResult loaded = PlanReader::readBytes(kPlan);
        QVERIFY(loaded.isPlan());
        const CostSummary cost = CostCalculator::summarize(loaded.plan, fixture::catalog());
        const CostLine *line = nullptr;
        for (const CostLine &l : cost.lines)
            line = l.id == QLatin1String("calendar-reservation") ? &l : line;
        QVERIFY(line);
        // 16 chips x 14 day(s) x 24 h = 5,376 chip-hours.
        QVERIFY2(line->detail.startsWith(QStringLiteral("16 chips x 14 day(s) x 24 h = 5,376 chip-hours")), qPrintable(line->detail));
        QVERIFY(line->detail.contains(QStringLiteral("price not published")));
        QVERIFY(!line->hourly && !line->monthly);
        QVERIFY(cost.unknownLines.contains(line->label));
        // The pool's own price is unknown too; on-demand (16 x 2.00 = 32.00 an hour) stays for comparison.
        QCOMPARE(cost.pools.size(), 1);
        QVERIFY(!cost.pools[0].hourly.selected);
        QCOMPARE(*cost.pools[0].hourly.onDemand, 32.0);
        QVERIFY(cost.unknownPools.contains(QStringLiteral("train")));
        QVERIFY(!cost.totalMonthly.selected);
    }
};

QTEST_GUILESS_MAIN(TestCalendarCost)
#include "tst_calendarcost.moc"
