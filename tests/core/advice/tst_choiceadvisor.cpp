// SPDX-License-Identifier: GPL-3.0-or-later
// core/advice: the choices the editors offer, and why not the rest. Links only the core.

#include "core/advice/AvailabilityGrid.h"
#include "core/advice/ChoiceAdvisor.h"
#include "core/advice/PlanCheck.h"
#include "core/advice/PlanEdits.h"
#include "core/plan/PlanReader.h"
#include "core/plan/PoolShape.h"
#include "core/rules/RuleEngine.h"

#include <QTest>

using namespace tpuplan;

namespace {
QString example(const char *name)
{
    return QStringLiteral(TPUPLAN_SOURCE_DIR "/resources/examples/") + QLatin1String(name);
}
} // namespace

class TestChoiceAdvisor : public QObject
{
    Q_OBJECT

private:
    static Plan load(const char *name)
    {
        const PlanLoadResult loaded = PlanReader::readFile(example(name));
        if (!loaded.isPlan())
            qFatal("example %s does not load", name);
        return loaded.plan;
    }
    static const Choice *find(const QList<Choice> &choices, const QString &value)
    {
        for (const Choice &choice : choices) {
            if (choice.value == value)
                return &choice;
        }
        return nullptr;
    }
    // The pointer points into `choices`: a temporary list would be gone before it is read (the
    // heap-use-after-free AddressSanitizer found here), so only a list the caller keeps compiles.
    static const Choice *find(QList<Choice> &&choices, const QString &value) = delete;
    const Catalog &catalog = Catalog::builtIn();

private Q_SLOTS:
    void newPlanIsValid()
    {
        const Plan plan = PlanEdits::newPlan(catalog);
        const Findings findings = PlanCheck::check(plan, catalog);
        for (const Finding &f : findings)
            QVERIFY2(!f.isError(), qPrintable(f.rule + QLatin1String(": ") + f.message));
    }

    // File > New starts on a plan with nothing to fix or to wonder about: no finding above a
    // note and a public price, so the Cost dock has figures (TPU7x has none: contract only).
    void newPlanIsPricedAndWarningFree()
    {
        const Plan plan = PlanEdits::newPlan(catalog);
        for (const Finding &f : PlanCheck::check(plan, catalog))
            QVERIFY2(f.severity == Severity::Info, qPrintable(f.rule + QLatin1String(": ") + f.message));
        const Pool &pool = plan.pools.first();
        const RegionPrice *price = catalog.price(pool.tpu, plan.cluster.region, pool.machineType);
        QVERIFY2(price && price->onDemand, qPrintable(pool.tpu + QLatin1Char(' ') + plan.cluster.region));
        QVERIFY(catalog.tpu(pool.tpu)->zones.contains(pool.zone));
        // ... and its boot disks too: the total is a price, not a floor ("at least").
        QVERIFY(catalog.otherPrices.diskPerGiBMonth(catalog.tpu(pool.tpu)->disks.bootable().value(0), plan.cluster.region));
        // Requests of three quarters of the VM the catalog describes (best-effort pods otherwise).
        const MachineType *type = PoolShape::derive(pool, false, catalog).machineType;
        QVERIFY(type);
        QCOMPARE(pool.workload->cpu, QString::number(type->vcpu * 3 / 4));
        QCOMPARE(pool.workload->memory, QStringLiteral("%1Gi").arg(int(type->memoryGiB * 3 / 4)));
    }

    // v5e on ct5lp-hightpu-1t makes only 1x1: the list still has every v5e topology, the others
    // as a switch to the machine type that makes them (machine type and topology in one edit).
    void topologiesOfOtherMachineTypesAreSwitches()
    {
        Plan plan = load("v5e-16x16-standard.tpuplan.yaml");
        plan = PlanEdits::withMachineType(plan, 0, QStringLiteral("ct5lp-hightpu-1t"), catalog);
        QCOMPARE(plan.pools[0].topology, QStringLiteral("1x1"));
        const QList<TopologyChoice> choices = ChoiceAdvisor(plan, catalog).topologies(0);
        QStringList listed;
        for (const TopologyChoice &c : choices)
            listed.append(c.option.topology.toString());
        QCOMPARE(listed, (QStringList{QStringLiteral("1x1"), QStringLiteral("2x2"), QStringLiteral("2x4"),
                                      QStringLiteral("4x4"), QStringLiteral("4x8"), QStringLiteral("8x8"),
                                      QStringLiteral("8x16"), QStringLiteral("16x16")}));
        QVERIFY(!choices.first().switchesOwner);
        const TopologyChoice &big = choices.last();
        QVERIFY(big.switchesOwner);
        QCOMPARE(big.option.owner, QStringLiteral("ct5lp-hightpu-4t"));
        QCOMPARE(big.requirement, QStringLiteral("16x16 needs ct5lp-hightpu-4t"));
        QVERIFY2(big.verdict.isAllowed(), qPrintable(big.verdict.reason()));
        const Pool switched = big.verdict.candidate().pools[0];
        QCOMPARE(switched.machineType, QStringLiteral("ct5lp-hightpu-4t"));
        QCOMPARE(switched.topology, QStringLiteral("16x16"));
        // 2x4: the 8-chip VM comes first (one VM), as in the machine type's own list.
        QCOMPARE(choices.at(2).option.owner, QStringLiteral("ct5lp-hightpu-8t"));

        // Autopilot alike: the legacy single-host accelerator makes up to 2x4.
        Plan autopilot = PlanEdits::withMode(load("v5e-16x16-standard.tpuplan.yaml"), QStringLiteral("autopilot"), catalog);
        autopilot = PlanEdits::withAccelerator(autopilot, 0, QStringLiteral("tpu-v5-lite-device"), catalog);
        const QList<TopologyChoice> pods = ChoiceAdvisor(autopilot, catalog).topologies(0);
        const auto fourByFour = std::find_if(pods.begin(), pods.end(), [](const TopologyChoice &c) {
            return c.option.topology.toString() == QLatin1String("4x4");
        });
        QVERIFY(fourByFour != pods.end());
        QVERIFY(fourByFour->switchesOwner);
        QCOMPARE(fourByFour->option.owner, QStringLiteral("tpu-v5-lite-podslice"));
        QVERIFY2(fourByFour->verdict.isAllowed(), qPrintable(fourByFour->verdict.reason()));
        QCOMPARE(fourByFour->verdict.candidate().pools[0].accelerator, QStringLiteral("tpu-v5-lite-podslice"));
    }

    void zonesSayWhy()
    {
        const Plan plan = load("v5e-16x16-standard.tpuplan.yaml");
        const QList<Choice> zones = ChoiceAdvisor(plan, catalog).zones(0);
        const Choice *a = find(zones, QStringLiteral("us-central1-a"));
        const Choice *b = find(zones, QStringLiteral("us-central1-b"));
        QVERIFY(a && b);
        QVERIFY(a->verdict.isAllowed());
        QVERIFY(!b->verdict.isAllowed());
        QCOMPARE(b->verdict.blocking.first().rule, QStringLiteral("zone-unavailable"));
    }

    void regionMovesPoolsAlong()
    {
        const Plan plan = load("v5e-16x16-standard.tpuplan.yaml");
        const QList<Choice> regions = ChoiceAdvisor(plan, catalog).regions();
        const Choice *east = find(regions, QStringLiteral("us-east5"));
        QVERIFY(east);
        QVERIFY2(east->verdict.isAllowed(), qPrintable(east->verdict.reason()));
        QCOMPARE(east->verdict.candidate().pools[0].zone, QStringLiteral("us-east5-b"));
        // No v5e anywhere in us-central2: that region is refused, naming the zone problem.
        const Choice *central2 = find(regions, QStringLiteral("us-central2"));
        QVERIFY(central2);
        QVERIFY(!central2->verdict.isAllowed());
    }

    void existingErrorsBlockNothingElse()
    {
        Plan plan = load("v5e-16x16-standard.tpuplan.yaml");
        plan.pools[0].podsPerNode = 300; // an error on another field
        const QList<Choice> capacities = ChoiceAdvisor(plan, catalog).capacities(0);
        const Choice *spot = find(capacities, QStringLiteral("spot"));
        QVERIFY(spot && spot->verdict.isAllowed());
        // A reservation still needs its name, but that is the next field to fill, not a reason.
        const Choice *reservation = find(capacities, QStringLiteral("reservation"));
        QVERIFY(reservation && reservation->verdict.isAllowed());
        QCOMPARE(reservation->verdict.candidate().pools[0].reservation->affinity, QStringLiteral("specific"));
    }

    void modeSwitchKeepsThePlanValid_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("v5e standard") << QStringLiteral("v5e-16x16-standard.tpuplan.yaml");
        QTest::newRow("v6e autopilot") << QStringLiteral("v6e-serving-autopilot.tpuplan.yaml");
        QTest::newRow("v5e autopilot flex") << QStringLiteral("v5e-autopilot-flex-start.tpuplan.yaml");
    }
    void modeSwitchKeepsThePlanValid()
    {
        QFETCH(QString, file);
        const Plan plan = load(file.toLatin1().constData());
        const QString other = plan.cluster.isAutopilot() ? QStringLiteral("standard") : QStringLiteral("autopilot");
        const QList<Choice> modes = ChoiceAdvisor(plan, catalog).modes();
        const Choice *choice = find(modes, other);
        QVERIFY(choice);
        const Plan switched = choice->verdict.candidate();
        for (const Pool &pool : switched.pools) {
            QCOMPARE(pool.machineType.isEmpty(), other == QLatin1String("autopilot"));
            QCOMPARE(pool.accelerator.isEmpty(), other == QLatin1String("standard"));
        }
        if (choice->verdict.isAllowed()) {
            for (const Finding &f : RuleEngine::evaluate(switched, catalog)) {
                if (f.isError())
                    QVERIFY2(!f.field.endsWith(QLatin1String("machineType")) && !f.field.endsWith(QLatin1String("accelerator")),
                             qPrintable(f.message));
            }
        }
    }

    void tpuChangeBringsItsMachineTypeAndTopology()
    {
        const Plan plan = load("v5e-16x16-standard.tpuplan.yaml");
        const Plan v5p = PlanEdits::withTpu(plan, 0, QStringLiteral("v5p"), catalog);
        QVERIFY(v5p.pools[0].machineType.startsWith(QLatin1String("ct5p-")));
        QCOMPARE(Topology::parse(v5p.pools[0].topology)->dimensionCount(), 3);
        QCOMPARE(Topology::parse(v5p.pools[0].topology)->chips(), 256);
        const PoolShape shape = PoolShape::derive(v5p.pools[0], false, catalog);
        QCOMPARE(*v5p.pools[0].autoscaling->maxNodes, shape.vmsPerSlice);
    }

    // TPU7x's page recommends one container per NUMA node: a pool moved onto TPU7x runs two
    // (a serving Deployment keeps one server), and moving off again drops what the VM cannot run.
    void aPoolMovedOntoIronwoodRunsOneContainerPerNumaNode()
    {
        Plan plan = load("v5e-16x16-standard.tpuplan.yaml");
        plan.cluster.region = QStringLiteral("us-central1");
        const Plan ironwood = PlanEdits::withTpu(plan, 0, QStringLiteral("tpu7x"), catalog);
        const PoolShape shape = PoolShape::derive(ironwood.pools[0], false, catalog);
        QVERIFY(shape.isResolved());
        QCOMPARE(shape.numaNodes(), 2);
        QVERIFY(ironwood.pools[0].workload);
        QCOMPARE(ironwood.pools[0].workload->containersPerPod.value_or(1), 2);
        for (const Finding &f : RuleEngine::evaluate(ironwood, catalog))
            QVERIFY2(f.rule != QLatin1String("numa-containers"), qPrintable(f.message));

        Plan serving = plan;
        serving.pools[0].workload->kind = QStringLiteral("Deployment");
        QVERIFY(!PlanEdits::withTpu(serving, 0, QStringLiteral("tpu7x"), catalog).pools[0].workload->containersPerPod);

        const Plan back = PlanEdits::withTpu(ironwood, 0, QStringLiteral("v5e"), catalog);
        const int v5eNuma = PoolShape::derive(back.pools[0], false, catalog).numaNodes();
        QVERIFY(back.pools[0].workload->containersPerPod.value_or(1) <= std::max(v5eNuma, 1));
    }

    // Typing a topology settles the pool as picking it does: bounds that were "the whole slice"
    // follow the new slice instead of raising autoscaling-atomic (a typed 16x24x24 kept 1536).
    void aTypedTopologyMovesTheWholeSliceBounds()
    {
        Plan plan = load("v5p-multislice-reservation.tpuplan.yaml");
        plan.quota.reset();
        const qint64 vms = PoolShape::derive(plan.pools[0], false, catalog).vmsPerSlice;
        plan.pools[0].autoscaling = Autoscaling{true, 0, vms, std::nullopt, {}};
        const ChoiceVerdict typed = ChoiceAdvisor(plan, catalog).topology(0, QStringLiteral(" 8x12x16 "));
        QVERIFY(typed.isAllowed());
        const Pool pool = typed.candidate().pools[0];
        QCOMPARE(pool.topology, QStringLiteral("8x12x16"));
        QCOMPARE(*pool.autoscaling->maxNodes, PoolShape::derive(pool, false, catalog).vmsPerSlice);
        for (const Finding &f : RuleEngine::evaluate(typed.candidate(), catalog))
            QVERIFY2(f.rule != QLatin1String("autoscaling-atomic"), qPrintable(f.message));
        // A shape no v5p slice has is kept as typed, for the findings to explain.
        QCOMPARE(ChoiceAdvisor(plan, catalog).topology(0, QStringLiteral("8x12x18")).candidate().pools[0].topology,
                 QStringLiteral("8x12x18"));
    }

    void customTopologyVerdicts()
    {
        Plan plan = load("v5p-multislice-reservation.tpuplan.yaml");
        plan.quota.reset();
        const ChoiceAdvisor advisor(plan, catalog);
        QVERIFY(advisor.topology(0, QStringLiteral("8x12x16")).isAllowed());
        QVERIFY(advisor.topology(0, QStringLiteral("8x16x16")).isAllowed());
        const ChoiceVerdict bad = advisor.topology(0, QStringLiteral("8x12x18"));
        QVERIFY(!bad.isAllowed());
        QCOMPARE(bad.blocking.first().rule, QStringLiteral("custom-topology"));
        QVERIFY(!advisor.topology(0, QStringLiteral("4x4")).isAllowed());
    }

    void availabilityGrid()
    {
        const AvailabilityGrid grid = AvailabilityGrid::build(catalog, false, GkeVersion::parse(QStringLiteral("1.29.0")));
        const int v6e = int(grid.tpuIds().indexOf(QStringLiteral("v6e")));
        const int v5e = int(grid.tpuIds().indexOf(QStringLiteral("v5e")));
        const int row = grid.rowOfZone(QStringLiteral("us-east5-b"));
        QVERIFY(v6e >= 0 && v5e >= 0 && row >= 0);
        QCOMPARE(grid.cell(row, v6e).state, AvailabilityGrid::State::NeedsNewerGke);
        QCOMPARE(grid.cell(row, v6e).minVersion.minor(), 31);
        QCOMPARE(grid.cell(row, v5e).state, AvailabilityGrid::State::Offered);
        const int central2 = grid.rowOfZone(QStringLiteral("us-central2-b"));
        QCOMPARE(grid.cell(central2, v5e).state, AvailabilityGrid::State::NotOffered);
    }

    void planCheckReportsNamesAndVersions()
    {
        Plan plan = load("v5e-16x16-standard.tpuplan.yaml");
        plan.cluster.name = QStringLiteral("Not A Label");
        plan.cluster.version = QStringLiteral("one.two");
        QStringList fields;
        for (const Finding &f : PlanCheck::check(plan, catalog)) {
            if (f.isError())
                fields.append(f.field);
        }
        QVERIFY2(fields.contains(QStringLiteral("cluster.name")), qPrintable(fields.join(QLatin1Char(','))));
        QVERIFY(fields.contains(QStringLiteral("cluster.version")));
    }
};

QTEST_MAIN(TestChoiceAdvisor)
#include "tst_choiceadvisor.moc"
