// SPDX-License-Identifier: GPL-3.0-or-later
// ChoiceEvaluator re-checks only the pool a choice changes (plus the plan-wide rules): the errors
// it finds must be exactly those of a full RuleEngine evaluation, in the same order, for every
// kind of choice on varied plans (examples, collisions, quota, unknown values, unnamed pools).
#include "core/advice/ChoiceAdvisor.h"
#include "core/advice/ChoiceEvaluator.h"
#include "core/advice/PlanEdits.h"
#include "core/plan/PlanReader.h"
#include "core/rules/RuleContext.h"
#include "core/rules/RuleEngine.h"
#include "tests/core/advice/DescribeFindings.h"

#include <QDir>
#include <QTest>

using namespace tpuplan;

namespace {

using testing::describe;

Findings errorsOf(Findings findings)
{
    findings.removeIf([](const Finding &f) { return !f.isError(); });
    return findings;
}

/// Every kind of edit the editors offer for pool `i`, and a few they do not (renames onto other
/// names, slices, a quota-breaking size, an edit of the cluster).
QList<Plan> candidates(const Plan &plan, int i, const Catalog &catalog)
{
    QList<Plan> result{plan};
    for (const QString &tpu : catalog.tpuIds())
        result.append(PlanEdits::withTpu(plan, i, tpu, catalog));
    for (const QString &zone : {QStringLiteral("us-central1-a"), QStringLiteral("us-central1-b"), QStringLiteral("us-east5-a"),
                                QStringLiteral("europe-west4-a"), QStringLiteral("nowhere-1-z")})
        result.append(PlanEdits::withZone(plan, i, zone, catalog));
    for (const QString &topology : {QStringLiteral("2x2"), QStringLiteral("2x4"), QStringLiteral("4x4x4"), QStringLiteral("16x16"),
                                    QStringLiteral("3x3"), QStringLiteral("bad")})
        result.append(PlanEdits::withTopology(plan, i, topology, catalog));
    for (const QString &capacity : ChoiceAdvisor::capacityValues())
        result.append(PlanEdits::withCapacity(plan, i, capacity));
    const auto edited = [&](const std::function<void(Pool &)> &edit) {
        Plan candidate = plan;
        edit(candidate.pools[i]);
        result.append(candidate);
    };
    for (int slices : {1, 2, 4})
        edited([slices](Pool &p) { p.slices = slices; });
    edited([&](Pool &p) { p.name = plan.pools[(i + 1) % plan.pools.size()].name; });
    edited([&](Pool &p) { p.name = plan.pools[(i + 1) % plan.pools.size()].name + QStringLiteral("-1"); });
    edited([](Pool &p) { p.name = QStringLiteral("default-pool"); });
    edited([](Pool &p) { p.name.clear(); });
    edited([](Pool &p) { p.autoscaling = Autoscaling{true, 0, 100000, std::nullopt, {}}; });
    edited([](Pool &p) { p.smt = 2; });
    edited([](Pool &p) { p.reservation.reset(); });
    edited([](Pool &p) {
        if (p.workload)
            p.workload->extendedRunTime = true;
    });
    result.append(PlanEdits::withRegion(plan, QStringLiteral("us-east5"), catalog));
    return result;
}

/// A Standard plan with what the plan-wide rules look at: slices whose node pools collide with
/// another pool's name, a pool named like the cluster's own node pool, a quota, an unknown TPU,
/// a reservation without a name and a pool without a name.
Plan troubledPlan()
{
    const char *yaml = R"(apiVersion: tpu-planner/v1
kind: Plan
metadata: {name: troubled}
cluster: {name: c, mode: standard, region: us-central1, version: 1.31.5-gke.1000000}
quota: {v5e: 300, v6e: 64}
pools:
  - {name: train, tpu: v5e, machineType: ct5lp-hightpu-4t, topology: 16x16, zone: us-central1-a, slices: 2}
  - {name: train-1, tpu: v5e, machineType: ct5lp-hightpu-4t, topology: 2x4, zone: us-central1-a}
  - {name: serve, tpu: v6e, machineType: ct6e-standard-4t, topology: 8x8, zone: us-central1-b, capacity: reservation}
  - {name: odd, tpu: v9, topology: 2x2, zone: us-central1-a}
  - {name: small, tpu: v5p, machineType: ct5p-hightpu-4t, topology: 2x2x1, zone: us-central1-a, capacity: spot}
)";
    return PlanReader::readBytes(yaml).plan;
}

} // namespace

class TestChoiceEvaluator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sameErrorsAsFullEvaluation_data()
    {
        QTest::addColumn<QString>("file");
        const QDir examples(QStringLiteral(TPUPLAN_SOURCE_DIR "/resources/examples"));
        for (const QString &name : examples.entryList({QStringLiteral("*.tpuplan.yaml")}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(name)) << examples.filePath(name);
        QTest::newRow("troubled") << QString();
    }

    void sameErrorsAsFullEvaluation()
    {
        QFETCH(QString, file);
        const Catalog &catalog = Catalog::builtIn();
        const Plan plan = file.isEmpty() ? troubledPlan() : PlanReader::readFile(file).plan;
        QVERIFY(!plan.pools.isEmpty());
        const ChoiceEvaluator evaluator(plan, catalog);
        QCOMPARE(describe(evaluator.findings()), describe(RuleEngine::evaluate(plan, catalog)));
        int compared = 0;
        for (int i = 0; i < plan.pools.size(); ++i) {
            for (const Plan &candidate : candidates(plan, i, catalog)) {
                const QString quick = describe(evaluator.errors(candidate));
                const QString full = describe(errorsOf(RuleEngine::evaluate(candidate, catalog)));
                QVERIFY2(quick == full, qPrintable(QStringLiteral("pool %1, candidate %2:\n-- evaluator:\n%3\n-- full:\n%4")
                                                        .arg(i)
                                                        .arg(compared)
                                                        .arg(quick, full)));
                ++compared;
            }
        }
        QVERIFY(compared > 30);
    }

    /// A choice of one pool judged without copying the plan blocks on what the same choice judged
    /// on the whole candidate plan blocks on, and leads to the same plan.
    void judgePoolIsJudge_data() { sameErrorsAsFullEvaluation_data(); }
    void judgePoolIsJudge()
    {
        QFETCH(QString, file);
        const Catalog &catalog = Catalog::builtIn();
        const Plan plan = file.isEmpty() ? troubledPlan() : PlanReader::readFile(file).plan;
        const ChoiceEvaluator evaluator(plan, catalog);
        int compared = 0;
        for (int i = 0; i < plan.pools.size(); ++i) {
            const QStringList fields{QStringLiteral("pools[%1].zone").arg(i), QStringLiteral("pools[%1].topology").arg(i)};
            for (const Plan &candidate : candidates(plan, i, catalog)) {
                if (!(candidate.cluster == plan.cluster))
                    continue;
                const ChoiceVerdict whole = evaluator.judge(candidate, fields);
                const ChoiceVerdict onePool = evaluator.judgePool(i, candidate.pools[i], fields);
                QCOMPARE(describe(onePool.blocking), describe(whole.blocking));
                QVERIFY(onePool.candidate().pools == whole.candidate().pools && onePool.candidate().cluster == whole.candidate().cluster);
                QVERIFY(onePool.pool(i) == candidate.pools[i]);
                ++compared;
            }
        }
        QVERIFY(compared > 20);
    }

    /// othersBreakIn says what the rules of the other pools say on the plan moved to the region.
    void othersBreakInAsTheMovedPlanSays_data() { sameErrorsAsFullEvaluation_data(); }
    void othersBreakInAsTheMovedPlanSays()
    {
        QFETCH(QString, file);
        const Catalog &catalog = Catalog::builtIn();
        const Plan plan = file.isEmpty() ? troubledPlan() : PlanReader::readFile(file).plan;
        const ChoiceEvaluator evaluator(plan, catalog);
        QSet<QString> existing;
        for (const Finding &f : errorsOf(RuleEngine::evaluate(plan, catalog)))
            existing.insert(f.rule + f.pool + f.field);
        int breaks = 0;
        for (const QString &region : {QStringLiteral("us-east5"), QStringLiteral("europe-west4"), QStringLiteral("asia-northeast1")}) {
            const Plan moved = PlanEdits::withRegion(plan, region, catalog);
            const RuleContext context(moved, catalog);
            for (int i = 0; i < plan.pools.size(); ++i) {
                bool expected = false;
                for (int j = 0; j < moved.pools.size(); ++j) {
                    FindingSink sink(moved);
                    if (j != i)
                        RuleEngine::checkPool(context, sink, j);
                    for (const Finding &f : sink.findings())
                        expected = expected || (f.isError() && !existing.contains(f.rule + f.pool + f.field));
                }
                QCOMPARE(evaluator.othersBreakIn(region, i), expected);
                breaks += expected ? 1 : 0;
            }
        }
        if (plan.pools.size() > 1)
            QVERIFY(breaks > 0);
    }

    // The troubled plan does have the errors the comparison is about.
    void troubledPlanHasPlanWideErrors()
    {
        const Findings errors = errorsOf(RuleEngine::evaluate(troubledPlan(), Catalog::builtIn()));
        QStringList rules;
        for (const Finding &f : errors)
            rules.append(f.rule);
        QVERIFY2(rules.contains(QStringLiteral("name-collision")), qPrintable(describe(errors)));
        QVERIFY2(rules.contains(QStringLiteral("unknown-tpu")), qPrintable(describe(errors)));
        QVERIFY2(rules.contains(QStringLiteral("reservation-fields")), qPrintable(describe(errors)));
        QVERIFY2(rules.contains(QStringLiteral("quota")), qPrintable(describe(errors)));
    }
};

QTEST_GUILESS_MAIN(TestChoiceEvaluator)
#include "tst_choiceevaluator.moc"
