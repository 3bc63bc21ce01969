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
