// SPDX-License-Identifier: GPL-3.0-or-later
// Colab vs Cloud TPU VM vs GKE (facts in resources/glossary/platforms.yaml): one free chip for a short session is
// Colab; a single user with one host's chips and long runs is a Cloud TPU VM; more than 8 chips,
// a team, infrastructure as code, commitments or Ironwood is GKE; TensorFlow caveats either way.
#include "core/learn/Glossary.h"
#include "core/learn/PlatformAdvisor.h"
#include "core/learn/PlatformFacts.h"

#include <QFile>
#include <QSet>
#include <QTest>

using namespace tpuplan;

namespace {

/// The English texts of the facts `ids` names, one sentence after another.
QString english(const QStringList &ids)
{
    QStringList texts;
    for (const QString &id : ids) {
        const PlatformFact *fact = PlatformFacts::builtIn().fact(id);
        texts.append(fact ? fact->text(QStringLiteral("en")) : QStringLiteral("<no fact %1>").arg(id));
    }
    return texts.join(QLatin1Char(' '));
}

/// Every combination of needs the dialog can ask for.
QList<PlatformNeeds> everyNeed()
{
    QList<PlatformNeeds> all;
    for (int chips = 0; chips < 3; ++chips)
        for (int framework = 0; framework < 4; ++framework)
            for (int budget = 0; budget < 3; ++budget)
                for (int flags = 0; flags < 16; ++flags) {
                    PlatformNeeds needs;
                    needs.chips = PlatformNeeds::Chips(chips);
                    needs.framework = PlatformNeeds::Framework(framework);
                    needs.budget = PlatformNeeds::Budget(budget);
                    needs.longSessions = flags & 1;
                    needs.sharedByTeam = flags & 2;
                    needs.infrastructureAsCode = flags & 4;
                    needs.ironwood = flags & 8;
                    all.append(needs);
                }
    return all;
}

} // namespace

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
        QVERIFY(english(advice.reasons).contains(QStringLiteral("v5e")));
        QVERIFY(english(advice.caveats).contains(QStringLiteral("12 hours")));
    }

    void tensorflowCaveats()
    {
        PlatformNeeds needs;
        needs.framework = PlatformNeeds::Framework::TfEstimator;
        needs.ironwood = true;
        const QString caveats = english(PlatformAdvisor::advise(needs).caveats);
        QVERIFY(caveats.contains(QStringLiteral("2.15")));
        QVERIFY(caveats.contains(QStringLiteral("not supported on Ironwood")));
        needs.framework = PlatformNeeds::Framework::Jax;
        QVERIFY(!english(PlatformAdvisor::advise(needs).caveats).contains(QStringLiteral("Ironwood (TPU7x): plan")));
    }

    void everyFactNamedIsDataWithASourceInEveryLanguage()
    {
        // The rules name facts by id; the facts (text per language and source) are data.
        Findings problems;
        const QByteArray builtIn = [] {
            QFile file(QStringLiteral(":/glossary/platforms.yaml"));
            return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        }();
        const PlatformFacts facts = PlatformFacts::load(builtIn, &problems);
        QVERIFY2(problems.isEmpty(), problems.isEmpty() ? "" : qPrintable(problems.first().message));
        QSet<QString> named;
        for (const PlatformNeeds &needs : everyNeed()) {
            const PlatformAdvice advice = PlatformAdvisor::advise(needs);
            for (const QString &id : advice.reasons + advice.caveats)
                named.insert(id);
        }
        for (const QString &id : named) {
            const PlatformFact *fact = facts.fact(id);
            QVERIFY2(fact, qPrintable(id));
            QVERIFY2(!fact->source.isEmpty(), qPrintable(id));
            for (const QString &language : Glossary::languages())
                QVERIFY2(!fact->texts.value(language).isEmpty(), qPrintable(id + QLatin1Char(' ') + language));
        }
        // and nothing in the file that no rule gives
        QCOMPARE(named.size(), facts.facts().size());
    }

    void aBrokenFactsFileNamesLineAndField()
    {
        const QByteArray yaml = "facts:\n"
                                "  - id: a\n    source: s\n    en: A\n    de: A\n    it: A\n"
                                "  - id: a\n    en: B\n    de: B\n    it: B\n    vi: B\n";
        Findings problems;
        const PlatformFacts facts = PlatformFacts::load(yaml, &problems);
        QStringList found;
        for (const Finding &f : problems)
            found.append(QStringLiteral("%1 %2").arg(f.field).arg(f.line));
        // The first lacks vi (entry on line 2), the second its source (line 7) and its id is taken.
        QVERIFY2(found.contains(QStringLiteral("facts[0].vi 2")), qPrintable(found.join(QLatin1Char('|'))));
        QVERIFY2(found.contains(QStringLiteral("facts[1].source 7")), qPrintable(found.join(QLatin1Char('|'))));
        QVERIFY2(found.contains(QStringLiteral("facts[1].id 7")), qPrintable(found.join(QLatin1Char('|'))));
        QCOMPARE(facts.fact(QStringLiteral("a"))->text(QStringLiteral("vi")), QStringLiteral("A")); // falls back to English
        QVERIFY(problems.first().message.startsWith(QLatin1String("platforms.yaml: ")));
    }
};

QTEST_GUILESS_MAIN(TestPlatformAdvisor)
#include "tst_platformadvisor.moc"
