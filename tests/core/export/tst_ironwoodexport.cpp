// SPDX-License-Identifier: GPL-3.0-or-later
// Ironwood (TPU7x) exports and costs, from GKE's Ironwood page
// (https://docs.cloud.google.com/kubernetes-engine/docs/concepts/tpu-ironwood): a
// multi-host pool gets a HIGH_THROUGHPUT workload policy (one per project, region and topology)
// applied with --placement-policy, never compact placement; a single-host pool gets neither a
// policy nor a topology; the cost is unknown (never 0) until a contract price is entered.
#include "core/catalog/Catalog.h"
#include "core/cost/CostCalculator.h"
#include "core/export/ExportPool.h"
#include "core/export/GcloudScriptExporter.h"
#include "core/export/ManifestExporter.h"
#include "core/cost/PriceOverrides.h"
#include "core/export/TerraformExporter.h"
#include "core/plan/PlanReader.h"

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
