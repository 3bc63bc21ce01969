// SPDX-License-Identifier: GPL-3.0-or-later
// Colab vs Cloud TPU VM vs GKE (gke-tpu-2026.md section 5): one free chip for a short session is
// Colab; a single user with one host's chips and long runs is a Cloud TPU VM; more than 8 chips,
// a team, infrastructure as code, commitments or Ironwood is GKE; TensorFlow caveats either way.
#include "core/learn/PlatformAdvisor.h"

#include <QTest>

using namespace tpuplan;

class TestPlatformAdvisor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void decides_data()
    {
        QTest::addColumn<int>("chips");
        QTest::addColumn<int>("budget");
        QTest::addColumn<bool>("longRuns");
        QTest::addColumn<bool>("team");
        QTest::addColumn<bool>("iac");
        QTest::addColumn<bool>("ironwood");
        QTest::addColumn<int>("platform");
        using N = PlatformNeeds;
        QTest::newRow("free chip, short") << int(N::Chips::One) << int(N::Budget::Free) << false << false << false << false << int(TpuPlatform::Colab);
        QTest::newRow("free chip, long") << int(N::Chips::One) << int(N::Budget::Free) << true << false << false << false << int(TpuPlatform::CloudTpuVm);
        QTest::newRow("paid chip") << int(N::Chips::One) << int(N::Budget::PayAsYouGo) << false << false << false << false << int(TpuPlatform::CloudTpuVm);
        QTest::newRow("one host") << int(N::Chips::UpToEight) << int(N::Budget::PayAsYouGo) << false << false << false << false << int(TpuPlatform::CloudTpuVm);
        QTest::newRow("one host, free") << int(N::Chips::UpToEight) << int(N::Budget::Free) << false << false << false << false << int(TpuPlatform::CloudTpuVm);
        QTest::newRow("multi-host") << int(N::Chips::More) << int(N::Budget::PayAsYouGo) << false << false << false << false << int(TpuPlatform::Gke);
        QTest::newRow("team") << int(N::Chips::UpToEight) << int(N::Budget::PayAsYouGo) << false << true << false << false << int(TpuPlatform::Gke);
        QTest::newRow("terraform") << int(N::Chips::One) << int(N::Budget::PayAsYouGo) << false << false << true << false << int(TpuPlatform::Gke);
        QTest::newRow("commitments") << int(N::Chips::UpToEight) << int(N::Budget::Committed) << false << false << false << false << int(TpuPlatform::Gke);
        QTest::newRow("ironwood") << int(N::Chips::One) << int(N::Budget::Free) << false << false << false << true << int(TpuPlatform::Gke);
        QTest::newRow("one host, long") << int(N::Chips::UpToEight) << int(N::Budget::PayAsYouGo) << true << false << false << false << int(TpuPlatform::Gke);
    }

    void decides()
    {
        QFETCH(int, chips);
        QFETCH(int, budget);
        QFETCH(bool, longRuns);
        QFETCH(bool, team);
        QFETCH(bool, iac);
        QFETCH(bool, ironwood);
        QFETCH(int, platform);
        PlatformNeeds needs;
        needs.chips = PlatformNeeds::Chips(chips);
        needs.budget = PlatformNeeds::Budget(budget);
        needs.longSessions = longRuns;
        needs.sharedByTeam = team;
        needs.infrastructureAsCode = iac;
        needs.ironwood = ironwood;
        const PlatformAdvice advice = PlatformAdvisor::advise(needs);
        QCOMPARE(int(advice.platform), platform);
        QVERIFY(!advice.reasons.isEmpty());
        QVERIFY(!advice.caveats.isEmpty());
    }

    void colabSaysWhatItOffersToday()
    {
        const PlatformAdvice advice = PlatformAdvisor::advise(PlatformNeeds{});
        QCOMPARE(advice.platform, TpuPlatform::Colab);
        QVERIFY(advice.reasons.join(QLatin1Char(' ')).contains(QStringLiteral("v5e")));
        QVERIFY(advice.caveats.join(QLatin1Char(' ')).contains(QStringLiteral("12 hours")));
    }

    void tensorflowCaveats()
    {
        PlatformNeeds needs;
        needs.framework = PlatformNeeds::Framework::TfEstimator;
        needs.ironwood = true;
        const QString caveats = PlatformAdvisor::advise(needs).caveats.join(QLatin1Char(' '));
        QVERIFY(caveats.contains(QStringLiteral("2.15")));
        QVERIFY(caveats.contains(QStringLiteral("not supported on Ironwood")));
        needs.framework = PlatformNeeds::Framework::Jax;
        QVERIFY(!PlatformAdvisor::advise(needs).caveats.join(QLatin1Char(' ')).contains(QStringLiteral("Ironwood (TPU7x): plan")));
    }
};

QTEST_GUILESS_MAIN(TestPlatformAdvisor)
#include "tst_platformadvisor.moc"
