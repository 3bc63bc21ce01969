// SPDX-License-Identifier: GPL-3.0-or-later
// The glossary is complete in the four languages of the window: every term a trainee meets (and
// at least 40), every text written in each language (none empty, none left in English), every
// link leading to an entry; every rule id of the plan rules and of the manifest linter has a
// "Learn more" in each language; plan fields lead to their entries; a broken file is reported
// with its line.
#include "core/learn/Glossary.h"
#include "core/lint/ManifestRules.h"
#include "core/rules/RuleEngine.h"

#include <QFile>
#include <QSet>
#include <QTest>

using namespace tpuplan;

namespace {

QString idOf(const GlossaryTerm *term)
{
    return term ? term->id : QStringLiteral("(none)");
}

QByteArray resource(const char *path)
{
    QFile file(QString::fromLatin1(path));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestGlossary : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void builtInLoadsWithoutProblems()
    {
        Findings problems;
        Glossary::load(resource(":/glossary/glossary.yaml"), resource(":/glossary/rules.yaml"), &problems);
        QString text;
        for (const Finding &f : problems)
            text += QStringLiteral("\n%1:%2 %3: %4").arg(f.line).arg(f.column).arg(f.field, f.message);
        QVERIFY2(problems.isEmpty(), qPrintable(text));
    }

    void holdsTheTermsATraineeMeets()
    {
        const Glossary &glossary = Glossary::builtIn();
        QVERIFY(glossary.terms().size() >= 40);
        for (const char *id : {"chip", "tensorcore", "host", "slice", "topology", "torus", "wraparound", "ici", "dcn",
                               "optical-circuit-switch", "cube", "single-host", "multi-host", "multislice", "node-pool",
                               "autopilot", "standard", "accelerator", "machine-type", "jobset", "kueue", "reservation", "spot",
                               "flex-start", "dws", "committed-use-discount", "quota", "smt", "numa", "computeclass",
                               "workload-policy", "release-channel"})
            QVERIFY2(glossary.term(QLatin1String(id)), id);
    }

    void everyTermIsWrittenInEachLanguage()
    {
        for (const GlossaryTerm &term : Glossary::builtIn().terms()) {
            const GlossaryText &en = term.texts.value(QStringLiteral("en"));
            for (const QString &language : Glossary::languages()) {
                QVERIFY2(term.texts.contains(language), qPrintable(term.id + QLatin1Char(' ') + language));
                const GlossaryText &text = term.texts.value(language);
                QVERIFY2(!text.term.isEmpty() && !text.definition.isEmpty() && !text.why.isEmpty(),
                         qPrintable(term.id + QLatin1Char(' ') + language));
                if (language != QLatin1String("en")) {
                    // A translation, not the English text copied.
                    QVERIFY2(text.definition != en.definition && text.why != en.why, qPrintable(term.id + QLatin1Char(' ') + language));
                }
            }
            QVERIFY2(!term.source.isEmpty(), qPrintable(term.id));
            QVERIFY2(!term.related.isEmpty(), qPrintable(term.id));
        }
    }

    void everyRuleHasALearnMore()
    {
        const Glossary &glossary = Glossary::builtIn();
        const QStringList ids = RuleEngine::ruleIds() + ManifestRules::ruleIds();
        for (const QString &id : ids) {
            const RuleExplanation *rule = glossary.rule(id);
            QVERIFY2(rule, qPrintable(id));
            QVERIFY2(!rule->source.isEmpty(), qPrintable(id));
            for (const QString &language : Glossary::languages())
                QVERIFY2(!rule->protects.value(language).isEmpty(), qPrintable(id + QLatin1Char(' ') + language));
            QVERIFY2(rule->protects.value(QStringLiteral("de")) != rule->protects.value(QStringLiteral("en")), qPrintable(id));
        }
        // Nothing explained that no rule reports.
        for (const RuleExplanation &rule : glossary.rules())
            QVERIFY2(ids.contains(rule.id), qPrintable(rule.id));
    }

    void searchFindsTermsAndExplanations()
    {
        const Glossary &glossary = Glossary::builtIn();
        const QList<const GlossaryTerm *> all = glossary.search(QString(), QStringLiteral("en"));
        QCOMPARE(all.size(), glossary.terms().size());
        const QList<const GlossaryTerm *> torus = glossary.search(QStringLiteral("Torus"), QStringLiteral("en"));
        QVERIFY(!torus.isEmpty());
        QCOMPARE(torus.first()->id, QStringLiteral("torus")); // the term itself before mentions
        QVERIFY(torus.size() > 1);
        QCOMPARE(idOf(glossary.find(QStringLiteral("NODE-POOL"))), QStringLiteral("node-pool"));
        QVERIFY(glossary.term(QStringLiteral("node-pool")));
        QCOMPARE(idOf(glossary.find(glossary.term(QStringLiteral("node-pool"))->text(QStringLiteral("de")).term)),
                 QStringLiteral("node-pool"));
        QVERIFY(!glossary.find(QStringLiteral("no such term")));
        QVERIFY(glossary.search(QStringLiteral("zzzz-nothing"), QStringLiteral("de")).isEmpty());
    }

    // QA: "MEGASCALE, MFU, Machine type" and "TPU VM, TPU pod, Tensor parallelism" were sorted by
    // character code; a dictionary ignores the case of the letters.
    void termsAreSortedIgnoringCase()
    {
        QStringList shown;
        for (const GlossaryTerm *term : Glossary::builtIn().search(QString(), QStringLiteral("en")))
            shown.append(term->text(QStringLiteral("en")).term);
        const auto rowOf = [&shown](const char *start) {
            for (qsizetype row = 0; row < shown.size(); ++row) {
                if (shown.at(row).startsWith(QLatin1String(start)))
                    return row;
            }
            return qsizetype(-1);
        };
        const auto before = [&rowOf](const char *first, const char *second) {
            return rowOf(first) >= 0 && rowOf(second) >= 0 && rowOf(first) < rowOf(second);
        };
        QVERIFY2(before("Machine type", "MEGASCALE"), qPrintable(shown.join(QStringLiteral(", "))));
        QVERIFY(before("MEGASCALE", "MFU ("));
        QVERIFY(before("Tensor parallelism", "TPU pod"));
        QVERIFY(before("TPU pod", "TPU VM"));
    }

    void planFieldsLeadToTheirEntries()
    {
        const Glossary &glossary = Glossary::builtIn();
        QCOMPARE(idOf(glossary.termForField(QStringLiteral("pools[3].topology"))), QStringLiteral("topology"));
        QCOMPARE(idOf(glossary.termForField(QStringLiteral("cluster.releaseChannel"))), QStringLiteral("release-channel"));
        QCOMPARE(idOf(glossary.termForField(QStringLiteral("pools[0].workload.extendedRunTime"))), QStringLiteral("extended-run-time"));
        QCOMPARE(idOf(glossary.termForField(QStringLiteral("pools[0].workload.image"))), QStringLiteral("jobset"));
        QCOMPARE(idOf(glossary.termForField(QStringLiteral("quota.v5e"))), QStringLiteral("quota"));
        QVERIFY(!glossary.termForField(QStringLiteral("metadata.name")));
        for (const char *field : {"cluster.mode", "cluster.region", "cluster.version", "cluster.autoprovisioning", "dataBucket",
                                  "pools[0].machineType", "pools[0].accelerator", "pools[0].tpu", "pools[0].zone", "pools[0].slices",
                                  "pools[0].capacity", "pools[0].reservation.name", "pools[0].commitment", "pools[0].autoscaling.maxNodes",
                                  "pools[0].smt", "pools[0].podsPerNode", "pools[0].architecture", "pools[0].workload.queue",
                                  "pools[0].workload.cpu", "pools[0].workload.tpuChipsPerPod", "pools[0].workload.collectionScheduling"})
            QVERIFY2(glossary.termForField(QLatin1String(field)), field);
    }

    void brokenFilesAreReportedWithTheirLine()
    {
        const QByteArray terms = "terms:\n"
                                 "  - id: a\n    related: [b]\n    source: s\n"
                                 "    en: {term: A, definition: d, why: w}\n"
                                 "    de: {term: A, definition: d2, why: w2}\n"
                                 "    it: {term: A, definition: d3}\n";
        Findings problems;
        const Glossary glossary = Glossary::load(terms, "rules: []\nlintRules: []\n", &problems);
        QStringList found;
        for (const Finding &f : problems)
            found.append(QStringLiteral("%1 %2").arg(f.field).arg(f.line));
        // it lacks `why` (line 7), vi is missing (the entry starts on line 2), b does not exist.
        QVERIFY2(found.contains(QStringLiteral("terms[0].it.why 7")), qPrintable(found.join(QLatin1Char('|'))));
        QVERIFY2(found.contains(QStringLiteral("terms[0].vi 3")) || found.contains(QStringLiteral("terms[0].vi 2")),
                 qPrintable(found.join(QLatin1Char('|'))));
        QVERIFY(found.contains(QStringLiteral("a 0")));
        QCOMPARE(glossary.terms().size(), 1);
        QCOMPARE(glossary.terms().first().text(QStringLiteral("vi")).term, QStringLiteral("A")); // falls back to English
    }

    void fieldsComeFromTheGlossaryData()
    {
        // Which entry F1 opens is the data's: the longest path a term names, one term per path.
        const QByteArray texts = "    en: {term: T, definition: d, why: w}\n    de: {term: T, definition: d, why: w}\n"
                                 "    it: {term: T, definition: d, why: w}\n    vi: {term: T, definition: d, why: w}\n";
        const QByteArray terms = "terms:\n  - id: general\n    fields: [workload]\n    source: s\n" + texts
                                 + "  - id: specific\n    fields: [workload.queue, zone]\n    source: s\n" + texts;
        Findings problems;
        Glossary glossary = Glossary::load(terms, "rules: []\nlintRules: []\n", &problems);
        QVERIFY2(problems.isEmpty(), problems.isEmpty() ? "" : qPrintable(problems.first().message));
        QCOMPARE(idOf(glossary.termForField(QStringLiteral("pools[2].workload.queue"))), QStringLiteral("specific"));
        QCOMPARE(idOf(glossary.termForField(QStringLiteral("pools[2].workload.image"))), QStringLiteral("general"));
        QCOMPARE(idOf(glossary.termForField(QStringLiteral("pools[0].zone"))), QStringLiteral("specific"));
        QVERIFY(!glossary.termForField(QStringLiteral("pools[0].zones"))); // a path, not a prefix of a word
        QVERIFY(!glossary.termForField(QStringLiteral("cluster.region")));

        const QByteArray twice = terms + "  - id: again\n    fields: [zone]\n    source: s\n" + texts;
        glossary = Glossary::load(twice, "rules: []\nlintRules: []\n", &problems);
        QVERIFY(!problems.isEmpty());
        QVERIFY2(problems.last().message.contains(QLatin1String("'zone'")), qPrintable(problems.last().message));
    }
};

QTEST_GUILESS_MAIN(TestGlossary)
#include "tst_glossary.moc"
