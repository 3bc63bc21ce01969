// SPDX-License-Identifier: GPL-3.0-or-later
// Ironwood (TPU7x) at every boundary, written from GKE's Ironwood page and the Cloud TPU TPU7x
// page the catalog cites (not from the program's output): minimum versions and one build
// below, each topology rule, each zone, the placement and framework advice.
#include "core/catalog/Catalog.h"
#include "core/plan/PlanReader.h"
#include "core/plan/PoolShape.h"
#include "core/rules/RuleEngine.h"

#include <QTest>

using namespace tpuplan;

namespace {

struct Ironwood
{
    QString mode = QStringLiteral("standard");
    QString version = QStringLiteral("1.34.0-gke.2201000");
    QString region = QStringLiteral("us-central1");
    QString machineType = QStringLiteral("tpu7x-standard-4t");
    QString topology = QStringLiteral("4x4x4");
    QString zone = QStringLiteral("us-central1-c");
    QString extraCluster;
    QString extraWorkload;
    QString extraPool; ///< further keys of the pool, each line indented by four spaces

    QByteArray yaml() const
    {
        const bool autopilot = mode == QLatin1String("autopilot");
        QString text = QStringLiteral("apiVersion: tpu-planner/v1\nkind: Plan\nmetadata: {name: ironwood}\n"
                                      "cluster: {name: iw, mode: %1, region: %2, version: %3%4}\n"
                                      "pools:\n  - name: p\n    tpu: tpu7x\n")
                           .arg(mode, region, version, extraCluster);
        if (!autopilot)
            text += QStringLiteral("    machineType: %1\n").arg(machineType);
        text += QStringLiteral("    topology: %1\n    zone: %2\n    capacity: reservation\n"
                               "    reservation: {name: r, affinity: specific}\n"
                               "    workload: {image: img, cpu: \"200\", memory: 800Gi%3}\n")
                    .arg(topology, zone, extraWorkload);
        return (text + extraPool).toUtf8();
    }

    Plan plan() const
    {
        const PlanLoadResult loaded = PlanReader::readBytes(yaml());
        if (!loaded.isPlan() || hasErrors(loaded.findings))
            qFatal("plan does not load: %s", yaml().constData());
        return loaded.plan;
    }

    Findings findings() const { return RuleEngine::evaluate(plan(), Catalog::builtIn()); }
};

QStringList errorRules(const Findings &findings)
{
    QStringList rules;
    for (const Finding &f : findings) {
        if (f.isError())
            rules.append(f.rule);
    }
    return rules;
}

const Finding *find(const Findings &findings, const QString &rule)
{
    for (const Finding &f : findings) {
        if (f.rule == rule)
            return &f;
    }
    return nullptr;
}

} // namespace

class TestIronwood : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void catalogFacts()
    {
        const Catalog &catalog = Catalog::builtIn();
        const TpuVersion *tpu = catalog.tpu(QStringLiteral("tpu7x"));
        QVERIFY(tpu);
        QCOMPARE(tpu->dims, 3);
        const MachineType *four = catalog.findMachineType(QStringLiteral("tpu7x-standard-4t")).machineType;
        QVERIFY(four);
        QCOMPARE(four->chipsPerVm, 4);
        QCOMPARE(four->vcpu, 224);
        QCOMPARE(four->memoryGiB, 960.0);
        QCOMPARE(four->numaNodes, 2);
        const MachineType *one = catalog.findMachineType(QStringLiteral("tpu7x-standard-1t")).machineType;
        QVERIFY(one);
        QCOMPARE(one->chipsPerVm, 1);
        QCOMPARE(tpu->zones, (QStringList{QStringLiteral("us-central1-ai1a"), QStringLiteral("us-central1-c")}));
        QCOMPARE(tpu->autoprovisioningMinVersion->toString(), QStringLiteral("1.34.1-gke.2541000"));
        QCOMPARE(tpu->workloadPolicyType, QStringLiteral("HIGH_THROUGHPUT"));
        QVERIFY(tpu->unsupportedFrameworks.contains(QStringLiteral("tensorflow")));
        QVERIFY(tpu->prices.isEmpty());
        QVERIFY(tpu->pricesNotes.contains(QStringLiteral("contract price")));
        // The AI zone is shown under its parent region.
        QVERIFY(catalog.zonesInRegion(QStringLiteral("us-central1")).contains(QStringLiteral("us-central1-ai1a")));
        // The node label on Standard and Autopilot.
        Ironwood standard;
        QCOMPARE(PoolShape::derive(standard.plan().pools.first(), false, catalog).acceleratorLabel(), QStringLiteral("tpu7x"));
        Ironwood autopilot;
        autopilot.mode = QStringLiteral("autopilot");
        autopilot.version = QStringLiteral("1.34.1-gke.3084001");
        QCOMPARE(PoolShape::derive(autopilot.plan().pools.first(), true, catalog).acceleratorLabel(), QStringLiteral("tpu7x"));
    }

    void minimumVersions_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("version");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("Standard minimum") << "standard" << "1.34.0-gke.2201000" << true;
        QTest::newRow("Standard one build below") << "standard" << "1.34.0-gke.2200999" << false;
        QTest::newRow("Standard 1.33") << "standard" << "1.33.5-gke.1201000" << false;
        QTest::newRow("Autopilot minimum") << "autopilot" << "1.34.1-gke.3084001" << true;
        QTest::newRow("Autopilot one build below") << "autopilot" << "1.34.1-gke.3084000" << false;
        QTest::newRow("Autopilot at the Standard minimum") << "autopilot" << "1.34.0-gke.2201000" << false;
    }
    void minimumVersions()
    {
        QFETCH(QString, mode);
        QFETCH(QString, version);
        QFETCH(bool, accepted);
        Ironwood plan;
        plan.mode = mode;
        plan.version = version;
        const Findings findings = plan.findings();
        QCOMPARE(!errorRules(findings).contains(QStringLiteral("gke-version")), accepted);
        if (!accepted)
            QVERIFY(find(findings, QStringLiteral("gke-version"))->message.contains(mode == QLatin1String("standard")
                                                                                         ? QStringLiteral("1.34.0-gke.2201000")
                                                                                         : QStringLiteral("1.34.1-gke.3084001")));
    }

    void autoprovisioningVersion()
    {
        Ironwood plan;
        plan.extraCluster = QStringLiteral(", autoprovisioning: true");
        plan.version = QStringLiteral("1.34.1-gke.2540999");
        const Finding *below = find(plan.findings(), QStringLiteral("autoprovisioning-limits"));
        QVERIFY(below && below->message.contains(QStringLiteral("1.34.1-gke.2541000")));
        plan.version = QStringLiteral("1.34.1-gke.2541000");
        const Finding *at = find(plan.findings(), QStringLiteral("autoprovisioning-limits"));
        QVERIFY(at && !at->message.contains(QStringLiteral("1.34.1-gke.2541000")));
    }

    void zones_data()
    {
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("zone");
        QTest::addColumn<QString>("error");
        QTest::newRow("us-central1-c") << "us-central1" << "us-central1-c" << QString();
        QTest::newRow("AI zone us-central1-ai1a") << "us-central1" << "us-central1-ai1a" << QString();
        QTest::newRow("us-central1-a") << "us-central1" << "us-central1-a" << "zone-unavailable";
        QTest::newRow("us-central1-b") << "us-central1" << "us-central1-b" << "zone-unavailable";
        QTest::newRow("other region") << "us-east5" << "us-central1-c" << "zone-region";
    }
    void zones()
    {
        QFETCH(QString, region);
        QFETCH(QString, zone);
        QFETCH(QString, error);
        Ironwood plan;
        plan.region = region;
        plan.zone = zone;
        const QStringList errors = errorRules(plan.findings());
        if (error.isEmpty())
            QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char(','))));
        else
            QVERIFY2(errors.contains(error), qPrintable(errors.join(QLatin1Char(','))));
    }

    void topologies_data()
    {
        QTest::addColumn<QString>("machineType");
        QTest::addColumn<QString>("topology");
        QTest::addColumn<QString>("error");
        QTest::addColumn<int>("vms");
        const QString four = QStringLiteral("tpu7x-standard-4t");
        const QString one = QStringLiteral("tpu7x-standard-1t");
        QTest::newRow("1x1x1 on 1t") << one << "1x1x1" << QString() << 1;
        QTest::newRow("2x2x1 on 1t") << one << "2x2x1" << "topology-unsupported" << 0;
        QTest::newRow("2x2x1 on 4t, single-host") << four << "2x2x1" << QString() << 1;
        QTest::newRow("1x1x1 on 4t") << four << "1x1x1" << "topology-unsupported" << 0;
        QTest::newRow("2x2x2") << four << "2x2x2" << QString() << 2;
        QTest::newRow("2x2x4") << four << "2x2x4" << QString() << 4;
        QTest::newRow("2x4x4") << four << "2x4x4" << QString() << 8;
        QTest::newRow("2x2x8 is neither listed nor a cube shape") << four << "2x2x8" << "topology-unsupported" << 0;
        QTest::newRow("4x4x4, one cube") << four << "4x4x4" << QString() << 16;
        QTest::newRow("4x4x8") << four << "4x4x8" << QString() << 32;
        QTest::newRow("a side not a multiple of 4") << four << "4x4x6" << "custom-topology" << 0;
        QTest::newRow("sides decreasing") << four << "8x4x4" << "custom-topology" << 0;
        QTest::newRow("16x24x24, 144 cubes") << four << "16x24x24" << QString() << 2304;
        QTest::newRow("4x4x576, 144 cubes in a row") << four << "4x4x576" << QString() << 2304;
        QTest::newRow("4x4x580, 145 cubes") << four << "4x4x580" << "custom-topology" << 0;
        QTest::newRow("16x24x28, 168 cubes") << four << "16x24x28" << "custom-topology" << 0;
    }
    void topologies()
    {
        QFETCH(QString, machineType);
        QFETCH(QString, topology);
        QFETCH(QString, error);
        QFETCH(int, vms);
        Ironwood plan;
        plan.machineType = machineType;
        plan.topology = topology;
        const Findings findings = plan.findings();
        const QStringList errors = errorRules(findings);
        if (error.isEmpty()) {
            QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char(','))));
            QCOMPARE(PoolShape::derive(plan.plan().pools.first(), false, Catalog::builtIn()).vmsPerSlice, qint64(vms));
        } else {
            QVERIFY2(errors.contains(error), qPrintable(errors.join(QLatin1Char(','))));
        }
        if (topology == QLatin1String("16x24x28"))
            QVERIFY(find(findings, QStringLiteral("custom-topology"))->message.contains(QStringLiteral("9216")));
    }

    // A multi-host pool is placed by a HIGH_THROUGHPUT workload policy; a single-host pool takes none.
    void workloadPolicy()
    {
        Ironwood plan;
        plan.topology = QStringLiteral("2x2x2");
        const Findings findings = plan.findings(); // kept: find() points into it
        const Finding *multi = find(findings, QStringLiteral("workload-policy"));
        QVERIFY(multi);
        QVERIFY(multi->message.contains(QStringLiteral("HIGH_THROUGHPUT")));
        QVERIFY(multi->message.contains(QStringLiteral("2x2x2")));
        plan.topology = QStringLiteral("2x2x1");
        QVERIFY(!find(plan.findings(), QStringLiteral("workload-policy")));
        plan.machineType = QStringLiteral("tpu7x-standard-1t");
        plan.topology = QStringLiteral("1x1x1");
        QVERIFY(!find(plan.findings(), QStringLiteral("workload-policy")));
    }

    /// A block pool's workload policy also sets the topology mode the catalog gives (the blocks
    /// come up unlinked); the finding says so for a block pool and not for an ordinary pool.
    void workloadPolicyFollowsThePoolKind()
    {
        const QString mode = Catalog::builtIn().tpu(QStringLiteral("tpu7x"))->dynamicSlicing->workloadPolicyMode;
        QVERIFY(!mode.isEmpty());
        Ironwood plan;
        plan.version = QStringLiteral("1.36.0-gke.3712000");
        plan.extraCluster = QStringLiteral(", releaseChannel: rapid");
        const Findings plain = plan.findings(); // kept: find() points into it
        const Finding *ordinary = find(plain, QStringLiteral("workload-policy"));
        QVERIFY(ordinary);
        QVERIFY2(!ordinary->message.contains(mode) && ordinary->message.contains(QStringLiteral("compact placement")),
                 qPrintable(ordinary->message));

        plan.extraPool = QStringLiteral("    dynamicSlicing: true\n    sliceWorkloads: [{name: a, topology: 2x4x4, count: 2}]\n");
        const Findings blocks = plan.findings();
        const Finding *block = find(blocks, QStringLiteral("workload-policy"));
        QVERIFY(block);
        QVERIFY2(block->message.contains(QStringLiteral("--accelerator-topology-mode=") + mode)
                     && block->message.contains(QStringLiteral("block pools for dynamic slicing"))
                     && block->message.contains(QStringLiteral("slice controller")),
                 qPrintable(block->message));
        QCOMPARE(block->field, QStringLiteral("pools[0].topology"));
    }

    void framework_data()
    {
        QTest::addColumn<QString>("tpu");
        QTest::addColumn<QString>("framework");
        QTest::addColumn<bool>("warned");
        QTest::newRow("TensorFlow on TPU7x") << "tpu7x" << "tensorflow" << true;
        QTest::newRow("JAX on TPU7x") << "tpu7x" << "jax" << false;
        QTest::newRow("PyTorch on TPU7x") << "tpu7x" << "pytorch" << false;
        QTest::newRow("TensorFlow on v6e") << "v6e" << "tensorflow" << false;
    }
    void framework()
    {
        QFETCH(QString, tpu);
        QFETCH(QString, framework);
        QFETCH(bool, warned);
        Ironwood plan;
        plan.extraWorkload = QStringLiteral(", framework: %1").arg(framework);
        QByteArray yaml = plan.yaml();
        if (tpu == QLatin1String("v6e")) {
            yaml.replace("tpu: tpu7x", "tpu: v6e");
            yaml.replace("tpu7x-standard-4t", "ct6e-standard-4t");
            yaml.replace("4x4x4", "4x4");
            yaml.replace("us-central1-c", "us-central1-b");
        }
        const PlanLoadResult loaded = PlanReader::readBytes(yaml);
        QVERIFY(loaded.isPlan() && loaded.findings.isEmpty());
        const Findings findings = RuleEngine::evaluate(loaded.plan, Catalog::builtIn());
        const Finding *f = find(findings, QStringLiteral("framework"));
        QCOMPARE(f != nullptr, warned);
        if (f) {
            // The TPU7x page says "not supported": the workload cannot run, an error.
            QCOMPARE(f->severity, Severity::Error);
            QCOMPARE(f->field, QStringLiteral("pools[0].workload.framework"));
        }
    }

    void frameworkValuesAreChecked()
    {
        Ironwood plan;
        plan.extraWorkload = QStringLiteral(", framework: caffe");
        const PlanLoadResult loaded = PlanReader::readBytes(plan.yaml());
        QVERIFY(hasErrors(loaded.findings));
    }
};

QTEST_GUILESS_MAIN(TestIronwood)
#include "tst_ironwood.moc"
