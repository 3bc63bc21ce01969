// SPDX-License-Identifier: GPL-3.0-or-later
// PlanCheck validates the plan in memory: the same findings the YAML round trip it replaced
// gave, for every example and test plan, and findings even for a plan that cannot be written.
#include "core/advice/PlanCheck.h"
#include "core/plan/PlanReader.h"
#include "core/plan/PlanWriter.h"
#include "core/rules/RuleEngine.h"

#include <QDir>
#include <QTest>

using namespace tpuplan;

namespace {

QString describe(const Findings &findings)
{
    QStringList lines;
    for (const Finding &f : findings)
        lines.append(QStringLiteral("%1 %2 %3 %4: %5").arg(severityName(f.severity), f.rule, f.pool, f.field, f.message));
    return lines.join(QLatin1Char('\n'));
}

/// What PlanCheck did before: write the plan, read it back, keep the reader's findings but the
/// unknown-field warnings, drop positions, then run the rules.
Findings roundTrip(const Plan &plan, const Catalog &catalog)
{
    Plan unplaced = plan;
    unplaced.positions = SourceMap();
    Findings findings;
    for (Finding finding : PlanReader::readBytes(PlanWriter::toYaml(unplaced)).findings) {
        if (finding.rule == QLatin1String("unknown-field"))
            continue;
        finding.line = 0;
        finding.column = 0;
        findings.append(finding);
    }
    return findings + RuleEngine::evaluate(unplaced, catalog);
}

} // namespace

class TestPlanCheck : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sameAsTheRoundTrip_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList folders = {QStringLiteral(TPUPLAN_SOURCE_DIR "/resources/examples"), QStringLiteral(TPUPLAN_TEST_DATA "/seed-plans"),
                                     QStringLiteral(TPUPLAN_TEST_DATA "/bad"), QStringLiteral(TPUPLAN_TEST_DATA "/export")};
        int rows = 0;
        for (const QString &folder : folders) {
            const QDir dir(folder);
            for (const QString &name : dir.entryList({QStringLiteral("*.tpuplan.yaml")})) {
                QTest::newRow(qPrintable(QStringLiteral("%1/%2").arg(dir.dirName(), name))) << dir.filePath(name);
                ++rows;
            }
        }
        QVERIFY(rows > 50);
    }
    void sameAsTheRoundTrip()
    {
        QFETCH(QString, path);
        const PlanLoadResult loaded = PlanReader::readFile(path);
        if (loaded.status != PlanLoadResult::Status::Loaded)
            QSKIP("not YAML: there is no plan to check");
        const Catalog &catalog = Catalog::builtIn();
        QCOMPARE(describe(PlanCheck::check(loaded.plan, catalog)), describe(roundTrip(loaded.plan, catalog)));
    }

    // Value problems of an edited plan, found without writing it: a round trip of this plan is
    // refused for its size and would report that instead of the duplicate name and the version.
    void findsProblemsOfAPlanTooLargeToWrite()
    {
        const PlanLoadResult loaded = PlanReader::readFile(QStringLiteral(TPUPLAN_SOURCE_DIR "/resources/examples/v5e-16x16-standard.tpuplan.yaml"));
        QVERIFY(loaded.isPlan());
        Plan plan = loaded.plan;
        plan.metadata.description = QString(5 * 1024 * 1024, QLatin1Char('a'));
        plan.cluster.version = QStringLiteral("1.x");
        plan.pools.append(plan.pools.first());
        const Findings findings = PlanCheck::check(plan, Catalog::builtIn());
        QStringList fields;
        for (const Finding &f : findings) {
            QVERIFY2(!f.message.contains(QLatin1String("bytes")), qPrintable(f.message));
            if (f.rule == QLatin1String("plan-invalid"))
                fields.append(f.field);
        }
        QCOMPARE(fields, (QStringList{QStringLiteral("cluster.version"), QStringLiteral("pools[1].name")}));
    }
};

QTEST_GUILESS_MAIN(TestPlanCheck)
#include "tst_plancheck.moc"
