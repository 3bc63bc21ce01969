// SPDX-License-Identifier: GPL-3.0-or-later
// No dead ends for a newcomer: from a new pool of every TPU version in both modes, every machine
// type (or accelerator) and every topology listed for it can be reached in at most two choices
// the editors offer as enabled (owner, topology or zone), each one applied as the window does.
#include "core/advice/ChoiceAdvisor.h"
#include "core/advice/PlanEdits.h"
#include "core/catalog/Catalog.h"
#include "core/plan/PoolShape.h"
#include "core/rules/RuleEngine.h"

#include <QSet>
#include <QTest>

#include <algorithm>

using namespace tpuplan;

namespace {

/// Every plan one enabled choice of pool 0's owner, zone or topology leads to.
QList<Plan> nextPlans(const Plan &plan, const Catalog &catalog)
{
    const ChoiceAdvisor advisor(plan, catalog);
    QList<Plan> next;
    const QList<Choice> owners = plan.cluster.isAutopilot() ? advisor.accelerators(0) : advisor.machineTypes(0);
    for (const Choice &choice : owners + advisor.zones(0)) {
        if (choice.verdict.isAllowed())
            next.append(choice.verdict.candidate());
    }
    for (const TopologyChoice &choice : advisor.topologies(0)) {
        if (choice.verdict.isAllowed())
            next.append(choice.verdict.candidate());
    }
    return next;
}

QString ownerOf(const Plan &plan, const Catalog &catalog)
{
    const Pool &pool = plan.pools[0];
    return plan.cluster.isAutopilot() ? PoolShape::derive(pool, true, catalog).acceleratorLabel() : pool.machineType;
}

} // namespace

class TestReachability : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // File > New starts on a GKE version in standard support on the catalog's date (1.34 ended
    // on 2026-10-01; the catalog is of 2026-11-01), at a version the catalog knows to exist.
    void newPlanUsesASupportedVersion()
    {
        const Catalog &catalog = Catalog::builtIn();
        const Plan plan = PlanEdits::newPlan(catalog);
        QCOMPARE(plan.cluster.version, QStringLiteral("1.35.0-gke.3047000"));
        for (const Finding &f : RuleEngine::evaluate(plan, catalog))
            QVERIFY2(f.rule != QLatin1String("gke-version-support"), qPrintable(f.message));
    }

    void everyShapeWithinTwoChoices_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("tpu");
        for (const QString &mode : ChoiceAdvisor::modeValues()) {
            for (const QString &tpu : Catalog::builtIn().tpuIds())
                QTest::newRow(qPrintable(mode + QLatin1Char(' ') + tpu)) << mode << tpu;
        }
    }

    void everyShapeWithinTwoChoices()
    {
        QFETCH(QString, mode);
        QFETCH(QString, tpu);
        const Catalog &catalog = Catalog::builtIn();
        // File > New, the mode, then the version: as a newcomer does it.
        Plan plan = PlanEdits::newPlan(catalog);
        plan = PlanEdits::withMode(plan, mode, catalog);
        const QList<Choice> versions = ChoiceAdvisor(plan, catalog).tpus(0);
        const auto version = std::find_if(versions.begin(), versions.end(), [&](const Choice &c) { return c.value == tpu; });
        QVERIFY(version != versions.end());
        // A version offered elsewhere moves the pool (and the new cluster) there; never a dead end.
        QVERIFY2(version->verdict.isAllowed(),
                 qPrintable(QStringLiteral("%1 cannot be chosen in a new %2 plan: %3").arg(tpu, mode, version->verdict.reason())));
        const Plan start = version->verdict.candidate();

        QSet<QString> reached; // "owner topology"
        const auto note = [&](const Plan &p) { reached.insert(ownerOf(p, catalog) + QLatin1Char(' ') + p.pools[0].topology); };
        note(start);
        for (const Plan &one : nextPlans(start, catalog)) {
            note(one);
            for (const Plan &two : nextPlans(one, catalog))
                note(two);
        }
        const TpuVersion *catalogVersion = catalog.tpu(tpu);
        QStringList missing;
        const bool autopilot = mode == QLatin1String("autopilot");
        QStringList owners;
        if (autopilot) {
            for (const Accelerator &a : catalogVersion->accelerators)
                owners.append(a.name);
        } else {
            for (const MachineType &m : catalogVersion->machineTypes)
                owners.append(m.name);
        }
        for (const QString &owner : owners) {
            for (const TopologyOption &option : TopologyOptions::list(*catalogVersion, autopilot, owner)) {
                const QString key = owner + QLatin1Char(' ') + option.topology.toString();
                if (!reached.contains(key))
                    missing.append(key);
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("not reachable in two choices: ") + missing.join(QStringLiteral(", "))));
    }
};

QTEST_GUILESS_MAIN(TestReachability)
#include "tst_reachability.moc"
