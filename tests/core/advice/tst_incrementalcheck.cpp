// SPDX-License-Identifier: GPL-3.0-or-later
// IncrementalCheck keeps PlanCheck::check up to date edit by edit: after every one of hundreds of
// random edits of a mid-size plan (names repeated and freed, control characters, unknown TPU
// versions, zones of other regions, slices that collide, values out of range) its findings are
// PlanCheck's, in the same order; an advisor built on it offers what one built on the plan does.
#include "core/advice/ChoiceAdvisor.h"
#include "core/advice/IncrementalCheck.h"
#include "core/advice/PlanCheck.h"
#include "core/advice/PlanEdits.h"
#include "core/plan/PlanReader.h"
#include "tests/AddressSanitizer.h"
#include "tests/core/advice/DescribeFindings.h"

#include <QRandomGenerator>
#include <QTest>

using namespace tpuplan;

namespace {

using testing::describe;

// Each step compares with a whole check of the plan; under AddressSanitizer (CI's second run of
// every test, looking for memory errors) a quarter of the steps still reach every error path.
constexpr int kPoolEdits = TPUPLAN_UNDER_ASAN ? 100 : 400;
constexpr int kPlanEdits = TPUPLAN_UNDER_ASAN ? 90 : 300;
constexpr int kAdvisorEdits = TPUPLAN_UNDER_ASAN ? 4 : 12;

/// 40 pools of four versions in two zones, with a quota, reservations and workloads.
Plan midSizePlan()
{
    QByteArray yaml = R"(apiVersion: tpu-planner/v1
kind: Plan
metadata: {name: mid}
cluster: {name: c, mode: standard, region: us-central1, version: 1.31.5-gke.1000000}
quota: {v5e: 2000, v6e: 1500, v5p: 512}
pools:
)";
    const char *shapes[] = {
        "tpu: v5e, machineType: ct5lp-hightpu-4t, topology: 4x4, zone: us-central1-a",
        "tpu: v5e, machineType: ct5lp-hightpu-8t, topology: 2x4, zone: us-central1-a, capacity: spot",
        "tpu: v6e, machineType: ct6e-standard-4t, topology: 8x8, zone: us-central1-b, slices: 2",
        "tpu: v5p, machineType: ct5p-hightpu-4t, topology: 2x2x1, zone: us-central1-a, capacity: reservation, reservation: {name: r1, affinity: specific}",
        "tpu: v5e, machineType: ct5lp-hightpu-4t, topology: 2x2, zone: us-central1-a, workload: {kind: Deployment, memory: 16Gi}",
    };
    for (int i = 0; i < 40; ++i)
        yaml += "  - {name: p" + QByteArray::number(i) + ", " + shapes[i % 5] + "}\n";
    return PlanReader::readBytes(yaml).plan;
}

/// One random edit of pool `i`, of a kind the editors make or a file may hold.
Pool randomEdit(const Plan &plan, int i, QRandomGenerator &random, const Catalog &catalog)
{
    const Pool &pool = plan.pools[i];
    const auto pick = [&random](const QStringList &values) { return values.at(random.bounded(int(values.size()))); };
    switch (random.bounded(12)) {
    case 0:
        return PlanEdits::withTpu(plan, i, pick(catalog.tpuIds() << QStringLiteral("v9")), catalog).pools[i];
    case 1: {
        Pool edited = pool;
        edited.zone = pick({QStringLiteral("us-central1-a"), QStringLiteral("us-central1-b"), QStringLiteral("us-east5-a"),
                            QStringLiteral("europe-west4-a"), QString()});
        return edited;
    }
    case 2:
        return PlanEdits::withTopology(plan, i, pick({QStringLiteral("2x2"), QStringLiteral("2x4"), QStringLiteral("4x4"),
                                                      QStringLiteral("16x16"), QStringLiteral("3x3"), QStringLiteral("bad")}),
                                       catalog)
            .pools[i];
    case 3:
        return PlanEdits::withCapacity(plan, i, pick(ChoiceAdvisor::capacityValues() << QStringLiteral("free"))).pools[i];
    case 4: {
        Pool edited = pool; // a name of another pool, a freed one, a new one, none
        edited.name = pick({plan.pools[random.bounded(int(plan.pools.size()))].name, QStringLiteral("p%1").arg(random.bounded(45)),
                            QStringLiteral("c"), QString(), QStringLiteral("Bad_Name")});
        return edited;
    }
    case 5: {
        Pool edited = pool;
        edited.slices = pick({QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("4"), QStringLiteral("5000")}).toInt();
        return edited;
    }
    case 6: {
        Pool edited = pool;
        edited.smt = random.bounded(4);
        return edited;
    }
    case 7: {
        Pool edited = pool;
        if (!edited.workload)
            edited.workload = Workload();
        edited.workload->memory = pick({QStringLiteral("16Gi"), QStringLiteral("lots"), QStringLiteral("900Ti"), QString()});
        return edited;
    }
    case 8: {
        Pool edited = pool;
        edited.topology = pick({QStringLiteral("2x4\x1b[31m"), QStringLiteral("4x4")});
        return edited;
    }
    case 9: {
        Pool edited = pool;
        edited.autoscaling = Autoscaling{true, random.bounded(3), random.bounded(200), std::nullopt, {}};
        return edited;
    }
    case 10: {
        Pool edited = pool;
        if (edited.reservation)
            edited.reservation->name = pick({QStringLiteral("r2"), QStringLiteral("Bad Name"), QString()});
        return edited;
    }
    default:
        return PlanEdits::withMachineType(plan, i, pick({QStringLiteral("ct5lp-hightpu-1t"), QStringLiteral("ct6e-standard-8t"),
                                                         QStringLiteral("ct5p-hightpu-4t")}),
                                          catalog)
            .pools[i];
    }
}

/// One random edit of the plan outside its pools: mostly keys pressed in the fields whose pool
/// checks are kept (names, description, data bucket, quota), sometimes one that every pool's
/// rules read (version, mode, region, image, channel).
Plan randomPlanEdit(Plan plan, QRandomGenerator &random, const Catalog &catalog)
{
    const auto pick = [&random](const QStringList &values) { return values.at(random.bounded(int(values.size()))); };
    switch (random.bounded(8)) {
    case 0:
        plan.cluster.name = pick({QStringLiteral("c"), QStringLiteral("p3"), QString(), QStringLiteral("Bad Name"),
                                  QStringLiteral("x\x07y"), QString(60, QLatin1Char('a'))});
        break;
    case 1:
        plan.metadata.name = pick({QStringLiteral("mid"), QString(), QStringLiteral("a\x1b[2Jb")});
        plan.metadata.description = pick({QString(), QStringLiteral("two\nlines")});
        break;
    case 2:
        plan.dataBucket = DataBucket{pick({QString(), QStringLiteral("my-data"), QStringLiteral("Bad_Bucket")}),
                                     pick({QString(), QStringLiteral("us"), QStringLiteral("europe-west4")}), {}};
        break;
    case 3:
        (*plan.quota)[pick({QStringLiteral("v5e"), QStringLiteral("v6e"), QStringLiteral("v5p")})] =
            pick({QStringLiteral("8"), QStringLiteral("2000"), QStringLiteral("-1")}).toLongLong();
        break;
    case 4:
        plan.cluster.version = pick({QStringLiteral("1.31.5-gke.1000000"), QStringLiteral("1.27.3-gke.100"), QStringLiteral("1.x")});
        break;
    case 5:
        plan = PlanEdits::withMode(plan, pick({QStringLiteral("standard"), QStringLiteral("autopilot")}), catalog);
        break;
    case 6:
        plan = PlanEdits::withRegion(plan, pick({QStringLiteral("us-central1"), QStringLiteral("us-east5")}), catalog);
        break;
    default:
        plan.cluster.nodeImage = pick({QString(), QStringLiteral("cos_containerd"), QStringLiteral("ubuntu_containerd")});
        plan.cluster.releaseChannel = pick({QString(), QStringLiteral("rapid"), QStringLiteral("extended")});
        break;
    }
    return plan;
}

QString describe(const QList<Choice> &choices)
{
    QStringList lines;
    for (const Choice &choice : choices) {
        lines.append(QStringLiteral("%1 %2 %3 | %4").arg(choice.value, choice.verdict.isAllowed() ? QStringLiteral("allowed") : QStringLiteral("refused"),
                                                          choice.consequence, choice.verdict.reason()));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestIncrementalCheck : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void theMidSizePlanIsMostlyValid()
    {
        const Plan plan = midSizePlan();
        QCOMPARE(plan.pools.size(), 40);
        Findings errors = PlanCheck::check(plan, Catalog::builtIn());
        errors.removeIf([](const Finding &f) { return !f.isError(); });
        QVERIFY2(errors.isEmpty(), qPrintable(describe(errors)));
    }

    void sameFindingsAsAFullCheckAfterRandomEdits()
    {
        const Catalog &catalog = Catalog::builtIn();
        Plan plan = midSizePlan();
        IncrementalCheck check(plan, catalog);
        QCOMPARE(describe(check.findings()), describe(PlanCheck::check(plan, catalog)));
        QRandomGenerator random(26);
        int withErrors = 0;
        for (int step = 0; step < kPoolEdits; ++step) {
            const int i = random.bounded(int(plan.pools.size()));
            const Pool edited = randomEdit(plan, i, random, catalog);
            plan.pools[i] = edited;
            check.replacePool(i, edited);
            const Findings full = PlanCheck::check(plan, catalog);
            const QString expected = describe(full);
            const QString actual = describe(check.findings());
            QVERIFY2(actual == expected, qPrintable(QStringLiteral("step %1, pool %2:\n-- incremental:\n%3\n-- full:\n%4")
                                                        .arg(step)
                                                        .arg(i)
                                                        .arg(actual, expected)));
            withErrors += std::any_of(full.begin(), full.end(), [](const Finding &f) { return f.isError(); }) ? 1 : 0;
        }
        // The edits did reach the error paths (repeated names, bad values, unknown versions).
        QVERIFY(withErrors > kPoolEdits / 4);
    }

    void sameFindingsAsAFullCheckAfterRandomPlanEdits()
    {
        const Catalog &catalog = Catalog::builtIn();
        Plan plan = midSizePlan();
        IncrementalCheck check(plan, catalog);
        QRandomGenerator random(31);
        int withErrors = 0;
        for (int step = 0; step < kPlanEdits; ++step) {
            if (random.bounded(3) == 0) { // a pool edited between plan edits, as in the window
                const int i = random.bounded(int(plan.pools.size()));
                plan.pools[i] = randomEdit(plan, i, random, catalog);
                check.replacePool(i, plan.pools[i]);
            } else {
                plan = randomPlanEdit(plan, random, catalog);
                check.replacePlan(plan);
            }
            const Findings full = PlanCheck::check(plan, catalog);
            const QString expected = describe(full);
            const QString actual = describe(check.findings());
            QVERIFY2(actual == expected,
                     qPrintable(QStringLiteral("step %1:\n-- incremental:\n%2\n-- full:\n%3").arg(step).arg(actual, expected)));
            withErrors += std::any_of(full.begin(), full.end(), [](const Finding &f) { return f.isError(); }) ? 1 : 0;
        }
        QVERIFY(withErrors > kPlanEdits / 3);
    }

    void advisorOnTheCheckOffersWhatOneOnThePlanDoes()
    {
        const Catalog &catalog = Catalog::builtIn();
        Plan plan = midSizePlan();
        IncrementalCheck check(plan, catalog);
        QRandomGenerator random(8);
        for (int step = 0; step < kAdvisorEdits; ++step) {
            const int i = random.bounded(int(plan.pools.size()));
            const Pool edited = randomEdit(plan, i, random, catalog);
            plan.pools[i] = edited;
            check.replacePool(i, edited);
            const ChoiceAdvisor onCheck(check);
            const ChoiceAdvisor onPlan(plan, catalog);
            QCOMPARE(describe(onCheck.tpus(i)), describe(onPlan.tpus(i)));
            QCOMPARE(describe(onCheck.zones(i)), describe(onPlan.zones(i)));
            QCOMPARE(describe(onCheck.capacities(i)), describe(onPlan.capacities(i)));
            QCOMPARE(describe(onCheck.machineTypes(i)), describe(onPlan.machineTypes(i)));
        }
    }
};

QTEST_GUILESS_MAIN(TestIncrementalCheck)
#include "tst_incrementalcheck.moc"
