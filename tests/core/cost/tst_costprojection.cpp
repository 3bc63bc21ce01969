// SPDX-License-Identifier: GPL-3.0-or-later
// CostProjection against hand-worked figures: month-by-month options grow linearly, a
// commitment is paid a whole term at a time, break-even = term x committed / on-demand.
#include "core/cost/CostProjection.h"
#include <QTest>

using namespace tpuplan;

namespace {
CostColumns monthly()
{
    CostColumns c;
    c.onDemand = 1000.0;
    c.spot = 300.0;
    c.commit1y = 630.0;
    c.commit3y = 450.0;
    return c;
}

/// 128 chips on a reservation without a commitment (the on-demand price, 4.00 per chip-hour),
/// run 500 of the month's 730 hours, as CostCalculator prices it:
///   hourly:  on-demand 512, Spot 128, 1y 384, 3y 256
///   monthly: on-demand 512 x 500 = 256,000 (used); Spot 128 x 500 = 64,000;
///            1y 384 x 730 = 280,320 and 3y 256 x 730 = 186,880 (a commitment bills the month);
///            selected: the reservation bills the month, 512 x 730 = 373,760
PoolCost reservedPool()
{
    PoolCost p;
    p.name = QStringLiteral("reserved");
    p.capacity = QStringLiteral("reservation");
    p.commitment = QStringLiteral("none");
    p.selectedColumn = QStringLiteral("onDemand");
    p.hoursPerMonth = 500;
    p.hourly = {512.0, 128.0, 384.0, 256.0, 512.0};
    p.monthly = {256000.0, 64000.0, 280320.0, 186880.0, 373760.0};
    p.usedMonthly = 256000.0;
    return p;
}
} // namespace

class TestCostProjection : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void monthByMonthIsLinear()
    {
        QCOMPARE(*CostProjection::cumulative(monthly(), QStringLiteral("onDemand"), 5), 5000.0);
        QCOMPARE(*CostProjection::cumulative(monthly(), QStringLiteral("spot"), 12), 3600.0);
        QCOMPARE(*CostProjection::cumulative(monthly(), QStringLiteral("onDemand"), 0), 0.0);
    }

    void aCommitmentIsPaidATermAtATime()
    {
        // 1 year at 630 a month: 7,560 from the first month to the twelfth, 15,120 from the 13th.
        QCOMPARE(*CostProjection::cumulative(monthly(), QStringLiteral("commit1y"), 1), 7560.0);
        QCOMPARE(*CostProjection::cumulative(monthly(), QStringLiteral("commit1y"), 12), 7560.0);
        QCOMPARE(*CostProjection::cumulative(monthly(), QStringLiteral("commit1y"), 13), 15120.0);
        // 3 years at 450: 16,200 until month 36, twice that from month 37.
        QCOMPARE(*CostProjection::cumulative(monthly(), QStringLiteral("commit3y"), 36), 16200.0);
        QCOMPARE(*CostProjection::cumulative(monthly(), QStringLiteral("commit3y"), 37), 32400.0);
        const QList<double> series = CostProjection::series(monthly(), QStringLiteral("commit1y"), 24);
        QCOMPARE(series.size(), 24);
        QCOMPARE(series.at(11), 7560.0);
        QCOMPARE(series.at(12), 15120.0);
    }

    void breakEven()
    {
        // On-demand reaches 7,560 after 7.56 months, 16,200 after 16.2.
        QCOMPARE(*CostProjection::breakEvenMonths(monthly(), QStringLiteral("commit1y")), 7.56);
        QCOMPARE(*CostProjection::breakEvenMonths(monthly(), QStringLiteral("commit3y")), 16.2);
        QVERIFY(!CostProjection::breakEvenMonths(monthly(), QStringLiteral("spot")));
        // A commitment dearer than on-demand never pays off within its term.
        CostColumns dear = monthly();
        dear.commit1y = 1200.0;
        QVERIFY(!CostProjection::breakEvenMonths(dear, QStringLiteral("commit1y")));
    }

    // A reservation is billed for the whole month, used or not: its own bar is what it pays
    // (373,760), of which the 230 hours it does not run are 512 x 230 = 117,760; the on-demand
    // price of the hours it runs (256,000) is the bar's used part, as the bundle's On-demand
    // column gives it.
    void aReservationsOwnMonthIsItsWholeMonth()
    {
        const PoolCost pool = reservedPool();
        const std::optional<PaidMonth> own = CostProjection::month(pool, QStringLiteral("onDemand"));
        QVERIFY(own);
        QCOMPARE(own->paid, 373760.0);
        QCOMPARE(own->unused, 117760.0);
        QCOMPARE(own->paid - own->unused, *pool.monthly.onDemand);
        const std::optional<PaidMonth> selected = CostProjection::month(pool, QStringLiteral("selected"));
        QCOMPARE(selected->paid, 373760.0);
        QCOMPARE(selected->unused, 117760.0);
        // Spot by the hour run; a commitment's month has 230 idle hours: 384 x 230 = 88,320.
        QCOMPARE(CostProjection::month(pool, QStringLiteral("spot"))->paid, 64000.0);
        QCOMPARE(CostProjection::month(pool, QStringLiteral("spot"))->unused, 0.0);
        QCOMPARE(CostProjection::month(pool, QStringLiteral("commit1y"))->paid, 280320.0);
        QCOMPARE(CostProjection::month(pool, QStringLiteral("commit1y"))->unused, 88320.0);
        // Not a reservation: the on-demand pool pays the hours it runs, nothing idle.
        PoolCost onDemand = pool;
        onDemand.capacity = QStringLiteral("on-demand");
        onDemand.monthly.selected = 256000.0;
        QCOMPARE(CostProjection::month(onDemand, QStringLiteral("onDemand"))->paid, 256000.0);
        QCOMPARE(CostProjection::month(onDemand, QStringLiteral("onDemand"))->unused, 0.0);
    }

    // The plan's month adds the cluster fee (73) to its pools: on-demand 373,760 + 73 = 373,833,
    // the selected total, not the 256,073 of on-demand by the hour; the over-time chart takes the
    // same figures.
    void thePlansMonthIsWhatItsPoolsPay()
    {
        CostSummary cost;
        cost.pools = {reservedPool()};
        cost.totalMonthly = {256073.0, 64073.0, 280393.0, 186953.0, 373833.0};
        const std::optional<PaidMonth> onDemand = CostProjection::month(cost, QStringLiteral("onDemand"));
        QVERIFY(onDemand);
        QCOMPARE(onDemand->paid, 373833.0);
        QCOMPARE(onDemand->unused, 117760.0);
        QCOMPARE(CostProjection::month(cost, QStringLiteral("selected"))->paid, 373833.0);
        QCOMPARE(CostProjection::month(cost, QStringLiteral("commit3y"))->paid, 186953.0);
        QCOMPARE(CostProjection::month(cost, QStringLiteral("commit3y"))->unused, 256.0 * 230);
        const CostColumns paid = CostProjection::paidMonthly(cost);
        QCOMPARE(*paid.onDemand, 373833.0);
        QCOMPARE(*paid.spot, 64073.0);
        QCOMPARE(*paid.selected, 373833.0);
        // 1y: 12 x 280,393 = 3,364,716 is what the reservation costs in about 9.0 months.
        QCOMPARE(*CostProjection::breakEvenMonths(paid, QStringLiteral("commit1y")), 12 * 280393.0 / 373833.0);
        // An unknown price stays unknown in the plan's month.
        cost.pools[0].monthly.spot.reset();
        cost.pools[0].hourly.spot.reset();
        cost.totalMonthly.spot.reset();
        QVERIFY(!CostProjection::month(cost, QStringLiteral("spot")));
        QVERIFY(!CostProjection::paidMonthly(cost).spot);
    }

    void unknownStaysUnknown()
    {
        CostColumns c = monthly();
        c.spot.reset();
        c.onDemand.reset();
        QVERIFY(!CostProjection::cumulative(c, QStringLiteral("spot"), 3));
        QVERIFY(CostProjection::series(c, QStringLiteral("spot"), 36).isEmpty());
        QVERIFY(!CostProjection::breakEvenMonths(c, QStringLiteral("commit1y"))); // no on-demand to compare with
        QCOMPARE(CostProjection::termMonths(QStringLiteral("commit3y")), 36);
        QCOMPARE(CostProjection::termMonths(QStringLiteral("onDemand")), 0);
    }
};

QTEST_GUILESS_MAIN(TestCostProjection)
#include "tst_costprojection.moc"
