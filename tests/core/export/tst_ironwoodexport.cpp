// SPDX-License-Identifier: GPL-3.0-or-later
// Ironwood (TPU7x) exports and costs, from GKE's Ironwood page
// (https://docs.cloud.google.com/kubernetes-engine/docs/concepts/tpu-ironwood): a
// multi-host pool gets a HIGH_THROUGHPUT workload policy (one per project, region and topology)
// applied with --placement-policy, never compact placement; a single-host pool gets neither a
// policy nor a topology; the cost is unknown (never 0) until a contract price is entered.
#include "core/catalog/Catalog.h"
#include "core/cost/CostCalculator.h"
#include "core/export/ExportBundle.h"
#include "core/export/ExportPool.h"
#include "core/export/GcloudScriptExporter.h"
#include "core/export/ManifestExporter.h"
#include "core/cost/PriceOverrides.h"
#include "core/export/TerraformExporter.h"
#include "core/plan/PlanReader.h"

#include <QRegularExpression>
#include <QTest>

using namespace tpuplan;

namespace {

Plan ironwood(const QStringList &topologies)
{
    QString text = QStringLiteral("apiVersion: tpu-planner/v1\nkind: Plan\nmetadata: {name: iw}\n"
                                  "cluster: {name: iw, mode: standard, region: us-central1, version: 1.34.0-gke.2201000}\npools:\n");
    for (int i = 0; i < topologies.size(); ++i) {
        text += QStringLiteral("  - {name: p%1, tpu: tpu7x, machineType: tpu7x-standard-4t, topology: %2, zone: us-central1-c,"
                               " workload: {cpu: \"200\", memory: 800Gi}}\n")
                    .arg(i)
                    .arg(topologies[i]);
    }
    const PlanLoadResult loaded = PlanReader::readBytes(text.toUtf8());
    if (!loaded.isPlan())
        qFatal("plan does not load");
    return loaded.plan;
}

QString gcloud(const Plan &plan)
{
    return QString::fromUtf8(GcloudScriptExporter::script(plan, ExportPool::derive(plan, Catalog::builtIn()), Catalog::builtIn()));
}

QString terraform(const Plan &plan)
{
    return QString::fromUtf8(TerraformExporter::mainTf(plan, ExportPool::derive(plan, Catalog::builtIn()), Catalog::builtIn()));
}

Plan withPools(const QString &cluster, const QString &pools)
{
    const PlanLoadResult loaded = PlanReader::readBytes(
        QStringLiteral("apiVersion: tpu-planner/v1\nkind: Plan\nmetadata: {name: d}\ncluster: {name: d, mode: standard, %1}\n"
                       "pools:\n%2")
            .arg(cluster, pools)
            .toUtf8());
    if (!loaded.isPlan())
        qFatal("plan does not load");
    return loaded.plan;
}

/// The boot disk types of the cost lines, e.g. "boot disks (hyperdisk-balanced)" -> hyperdisk-balanced.
QStringList costDiskTypes(const Plan &plan)
{
    QStringList types;
    for (const CostLine &line : CostCalculator::summarize(plan, Catalog::builtIn()).lines) {
        if (line.id == QLatin1String("boot-disks"))
            types.append(line.label.section(QLatin1Char('('), 1).chopped(1));
    }
    return types;
}

/// Every match of `pattern`'s first capture in `text`, in order.
QStringList captures(const QString &text, const QString &pattern)
{
    QStringList found;
    QRegularExpressionMatchIterator it = QRegularExpression(pattern).globalMatch(text);
    while (it.hasNext())
        found.append(it.next().captured(1));
    return found;
}

/// Every match of `pattern` as "first=second" capture.
QStringList pairs(const QString &text, const QString &pattern)
{
    QStringList found;
    QRegularExpressionMatchIterator it = QRegularExpression(pattern).globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        found.append(m.captured(1) + QLatin1Char('=') + m.captured(2));
    }
    return found;
}

} // namespace

class TestIronwoodExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void multiHostGetsOneWorkloadPolicy()
    {
        // Two pools of one topology share a policy; a third topology gets its own.
        const Plan plan = ironwood({QStringLiteral("2x2x2"), QStringLiteral("2x2x2"), QStringLiteral("4x4x4")});
        const QString script = gcloud(plan);
        QCOMPARE(script.count(QStringLiteral("resource-policies create workload-policy")), 2);
        QVERIFY(script.contains(QStringLiteral("--type=HIGH_THROUGHPUT \\\n  --accelerator-topology=2x2x2")));
        QVERIFY(script.contains(QStringLiteral("--accelerator-topology=4x4x4")));
        QCOMPARE(script.count(QStringLiteral("--placement-policy=tpu7x-high-throughput-2x2x2")), 2);
        QCOMPARE(script.count(QStringLiteral("--placement-policy=tpu7x-high-throughput-4x4x4")), 1);
        QVERIFY(!script.contains(QStringLiteral("--placement-type=COMPACT")));
        QVERIFY(!script.contains(QStringLiteral("--tpu-topology")));

        const QString tf = terraform(plan);
        QCOMPARE(tf.count(QStringLiteral("resource \"google_compute_resource_policy\"")), 2);
        QVERIFY(tf.contains(QStringLiteral("workload_policy {\n    type                 = \"HIGH_THROUGHPUT\"\n"
                                           "    accelerator_topology = \"2x2x2\"")));
        QVERIFY(tf.contains(QStringLiteral("policy_name  = google_compute_resource_policy.tpu7x_high_throughput_4x4x4.name")));
        // The provider requires placement_policy.type (cluster-toolkit sets COMPACT beside the
        // policy); GKE keeps only the policy and topology, so the type is ignored after creation.
        QCOMPARE(tf.count(QStringLiteral("type         = \"COMPACT\"")), 3);
        QCOMPARE(tf.count(QStringLiteral("ignore_changes = [placement_policy[0].type]")), 3);
        QVERIFY(tf.contains(QStringLiteral("version = \">= 6.40.0\"")));
    }

    void autopilotPodsSelectTheWorkloadPolicy()
    {
        // Autopilot creates the nodes itself: the policy is created beside the cluster and the
        // pods name it (nodes of auto-provisioned multi-host TPU7x slices are placed by it).
        const QByteArray text = "apiVersion: tpu-planner/v1\nkind: Plan\nmetadata: {name: iw}\n"
                                "cluster: {name: iw, mode: autopilot, region: us-central1, version: 1.34.1-gke.3084001}\npools:\n"
                                "  - {name: big, tpu: tpu7x, topology: 2x2x2, zone: us-central1-c}\n"
                                "  - {name: one, tpu: tpu7x, topology: 2x2x1, zone: us-central1-c}\n";
        const PlanLoadResult loaded = PlanReader::readBytes(text);
        QVERIFY(loaded.isPlan());
        const Plan &plan = loaded.plan;
        const QString script = gcloud(plan);
        QCOMPARE(script.count(QStringLiteral("resource-policies create workload-policy")), 1);
        QVERIFY(script.indexOf(QStringLiteral("create-auto")) < script.indexOf(QStringLiteral("create workload-policy")));
        QVERIFY(script.contains(QStringLiteral("--accelerator-topology=2x2x2")));
        QVERIFY(terraform(plan).contains(QStringLiteral("resource \"google_compute_resource_policy\"")));
        const QList<ExportPool> pools = ExportPool::derive(plan, Catalog::builtIn());
        const QString big = QString::fromUtf8(ManifestExporter::exportPool(plan, pools, 0));
        const QString one = QString::fromUtf8(ManifestExporter::exportPool(plan, pools, 1));
        QVERIFY(big.contains(QStringLiteral("cloud.google.com/placement-policy-name: tpu7x-high-throughput-2x2x2")));
        QVERIFY(!one.contains(QStringLiteral("placement-policy-name")));
    }

    void singleHostTakesNeitherPolicyNorTopology()
    {
        const Plan plan = ironwood({QStringLiteral("2x2x1")});
        const QString script = gcloud(plan);
        QVERIFY(!script.contains(QStringLiteral("workload-policy")));
        QVERIFY(!script.contains(QStringLiteral("--placement-policy")));
        QVERIFY(!script.contains(QStringLiteral("--tpu-topology")));
        QVERIFY(!script.contains(QStringLiteral("--placement-type")));
        const QString tf = terraform(plan);
        QVERIFY(!tf.contains(QStringLiteral("placement_policy")));
        QVERIFY(!tf.contains(QStringLiteral("google_compute_resource_policy")));
    }

    void otherVersionsKeepCompactPlacement()
    {
        const PlanLoadResult loaded = PlanReader::readFile(QStringLiteral(":/examples/v5p-multislice-reservation.tpuplan.yaml"));
        QVERIFY(loaded.isPlan());
        const QString script = gcloud(loaded.plan);
        QVERIFY(script.contains(QStringLiteral("--placement-type=COMPACT")));
        QVERIFY(!script.contains(QStringLiteral("workload-policy")));
    }

    // gcloud.sh, main.tf and the cost name one boot disk per pool: the type the machine type
    // boots from (GKE's pd-balanced default is not one a TPU7x or v6e node takes).
    void bootDiskTypeIsPinnedAlikeInEveryOutput()
    {
        const Plan plan = withPools(QStringLiteral("region: us-central1, version: 1.34.0-gke.2201000"),
                                    QStringLiteral("  - {name: iw, tpu: tpu7x, machineType: tpu7x-standard-4t, topology: 2x2x2, zone: us-central1-c}\n"
                                                   "  - {name: tr, tpu: v6e, machineType: ct6e-standard-4t, topology: 2x2, zone: us-central1-b}\n"
                                                   "  - {name: lite, tpu: v5e, machineType: ct5lp-hightpu-4t, topology: 2x2, zone: us-central1-a}\n"));
        const QStringList expected{QStringLiteral("hyperdisk-balanced"), QStringLiteral("hyperdisk-balanced"), QStringLiteral("pd-balanced")};
        const QString script = gcloud(plan);
        QCOMPARE(captures(script, QStringLiteral("--disk-type=([a-z-]+)")), expected);
        QCOMPARE(script.count(QStringLiteral("--disk-size=100")), 3);
        const QString tf = terraform(plan);
        QCOMPARE(captures(tf, QStringLiteral("disk_type +=[ ]\"([a-z-]+)\"")), expected);
        QCOMPARE(tf.count(QStringLiteral("disk_size_gb = 100")), 3);
        // The cost groups disks by type: the system pool's pd-balanced with v5e's, then hyperdisk.
        QCOMPARE(costDiskTypes(plan), (QStringList{QStringLiteral("pd-balanced"), QStringLiteral("hyperdisk-balanced")}));

        // A type the version boots from is kept; the rule refuses the others (boot-disk-type).
        const Plan ssd = withPools(QStringLiteral("region: us-east5, version: 1.34.0-gke.2201000"),
                                   QStringLiteral("  - {name: p, tpu: v5p, machineType: ct5p-hightpu-4t, topology: 2x2x1, zone: us-east5-a, "
                                                  "bootDiskType: pd-balanced}\n"));
        QCOMPARE(captures(gcloud(ssd), QStringLiteral("--disk-type=([a-z-]+)")), QStringList{QStringLiteral("pd-balanced")});
    }

    // gcloud.sh and main.tf place each multi-host TPU7x slice by the same workload policy: same
    // name, region, type and accelerator topology, and each node pool names the same policy.
    // main.tf also carries type COMPACT and tpu_topology (the policy's own topology) because the
    // provider requires a type, as Google's cluster-toolkit resource-policy module writes it.
    void gcloudAndTerraformPlaceIronwoodAlike()
    {
        const Plan plan = ironwood({QStringLiteral("4x4x4"), QStringLiteral("2x2x1"), QStringLiteral("2x4x4"), QStringLiteral("4x4x4")});
        const QString script = gcloud(plan);
        const QString tf = terraform(plan);
        // The policies, "name=topology" in order.
        const QStringList gcloudPolicies =
            pairs(script, QStringLiteral(R"re(create workload-policy ([a-z0-9-]+) \\\n(?:  --[^\n]*\n)*?  --accelerator-topology=([0-9x]+))re"));
        const QStringList tfPolicies = pairs(
            tf, QStringLiteral(R"re(resource "google_compute_resource_policy" "[a-z0-9_]+" \{\n  name += "([a-z0-9-]+)"\n(?:(?!resource )[^\n]*\n)*?    accelerator_topology = "([0-9x]+)")re"));
        QCOMPARE(gcloudPolicies, (QStringList{QStringLiteral("tpu7x-high-throughput-4x4x4=4x4x4"),
                                              QStringLiteral("tpu7x-high-throughput-2x4x4=2x4x4")}));
        QCOMPARE(tfPolicies, gcloudPolicies);
        QCOMPARE(script.count(QStringLiteral("--region=\"$LOCATION\" \\\n  --type=HIGH_THROUGHPUT")), 2);
        QCOMPARE(tf.count(QStringLiteral("region = var.location\n  workload_policy {\n    type                 = \"HIGH_THROUGHPUT\"")), 2);

        // The node pools, "pool=policy" in order (the single-host pool has none).
        const QStringList gcloudPlaced =
            pairs(script, QStringLiteral(R"re(node-pools create ([a-z0-9-]+) \\\n(?:  --[^\n]*\n)*?  --placement-policy=([a-z0-9-]+))re"));
        QStringList tfPlaced;
        for (const QString &pair : pairs(tf, QStringLiteral(R"re(resource "google_container_node_pool" "[a-z0-9_]+" \{\n  name += "([a-z0-9-]+)"\n(?:(?!resource )[^\n]*\n)*?    policy_name  = google_compute_resource_policy\.([a-z0-9_]+)\.name)re")))
            tfPlaced.append(QString(pair).replace(QLatin1Char('_'), QLatin1Char('-')));
        QCOMPARE(gcloudPlaced, (QStringList{QStringLiteral("p0=tpu7x-high-throughput-4x4x4"), QStringLiteral("p2=tpu7x-high-throughput-2x4x4"),
                                            QStringLiteral("p3=tpu7x-high-throughput-4x4x4")}));
        QCOMPARE(tfPlaced, gcloudPlaced);
        // main.tf's tpu_topology is the policy's own topology, never another shape.
        QCOMPARE(captures(tf, QStringLiteral(R"re(tpu_topology = "([0-9x]+)")re")),
                 (QStringList{QStringLiteral("4x4x4"), QStringLiteral("2x4x4"), QStringLiteral("4x4x4")}));
        QVERIFY(!script.contains(QStringLiteral("--tpu-topology")));
        QVERIFY(!script.contains(QStringLiteral("--placement-type")));
        // The bundle README says why main.tf holds what gcloud.sh does not.
        const QString readme = QString::fromUtf8(BundleReadme::build(plan, QStringLiteral("iw.tpuplan.yaml"), {}, {}, Catalog::builtIn()));
        QVERIFY2(readme.contains(QStringLiteral("the Terraform provider requires a `type`")), qPrintable(readme));
    }

    void costIsUnknownUntilAContractPriceIsEntered()
    {
        const Plan plan = ironwood({QStringLiteral("4x4x4")});
        const CostSummary unknown = CostCalculator::summarize(plan, Catalog::builtIn());
        QCOMPARE(unknown.pools.size(), 1);
        QVERIFY(!unknown.pools.first().perChipHour.selected.has_value());
        QVERIFY(!unknown.pools.first().perChipHour.onDemand.has_value());
        QCOMPARE(unknown.unknownPools, QStringList{QStringLiteral("p0")});
        QVERIFY(unknown.pools.first().notes.join(QLatin1Char(' ')).contains(QStringLiteral("contract price")));

        const PriceOverridesLoadResult overrides = PriceOverridesLoader::loadBytes(
            "source: Contract 2026-17\ntpu7x:\n  regions:\n    - {region: us-central1, onDemand: 7.5}\n", QStringLiteral("p.yaml"),
            Catalog::builtIn());
        QVERIFY(overrides.overrides);
        Catalog catalog = Catalog::builtIn();
        overrides.overrides->applyTo(catalog);
        const CostSummary known = CostCalculator::summarize(plan, catalog);
        QCOMPARE(known.pools.first().perChipHour.selected, std::optional<double>(7.5));
        QVERIFY(known.unknownPools.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestIronwoodExport)
#include "tst_ironwoodexport.moc"
