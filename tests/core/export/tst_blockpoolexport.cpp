// SPDX-License-Identifier: GPL-3.0-or-later
// Exports of a dynamic-slicing block pool, as GKE's dynamic-slicing guide
// (https://docs.cloud.google.com/kubernetes-engine/docs/how-to/use-gke-dynamic-slicing) and xpk's
// super-slicing configuration write them: one node pool per block on a provision-only workload
// policy, the slice controller, the Kueue Topology, slice AdmissionCheck, ResourceFlavor and queues,
// and one JobSet per slice workload that names its shape and selects no topology. The fixture
// catalog's invented facts (node labels, controller name) must appear: they come from the catalog.
#include "tests/FixtureCatalog.h"

#include "core/catalog/Catalog.h"
#include "core/export/ExportBundle.h"
#include "core/export/ExportPool.h"
#include "core/export/GcloudScriptExporter.h"
#include "core/export/ManifestExporter.h"
#include "core/export/TerraformExporter.h"
#include "core/lint/ManifestLinter.h"
#include "core/rules/RuleEngine.h"

#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace tpuplan;

namespace {

QList<YAML::Node> documents(const QByteArray &text)
{
    QList<YAML::Node> docs;
    for (const YAML::Node &doc : YAML::LoadAll(text.toStdString())) {
        if (doc.IsMap())
            docs.append(doc);
    }
    return docs;
}

QList<YAML::Node> ofKind(const QList<YAML::Node> &docs, const char *kind)
{
    QList<YAML::Node> found;
    for (const YAML::Node &doc : docs) {
        if (doc["kind"].as<std::string>() == kind)
            found.append(doc);
    }
    return found;
}

QString text(const YAML::Node &node)
{
    return QString::fromStdString(node.as<std::string>());
}

} // namespace

class TestBlockPoolExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void planIsValid()
    {
        const Plan plan = fixture::plan("v5p-block-pool");
        QVERIFY(!hasErrors(RuleEngine::evaluate(plan, fixture::catalog())));
    }

    void manifestsCarryTheKueueObjectsOfTheCatalog()
    {
        const Plan plan = fixture::plan("v5p-block-pool");
        const QList<ExportPool> pools = ExportPool::derive(plan, fixture::catalog());
        QVERIFY(pools.first().isBlockPool());
        const QList<YAML::Node> docs = documents(ManifestExporter::exportPool(plan, pools, 0));

        const QList<YAML::Node> topology = ofKind(docs, "Topology");
        QCOMPARE(topology.size(), 1);
        QStringList levels;
        for (const YAML::Node &level : topology.first()["spec"]["levels"])
            levels.append(text(level["nodeLabel"]));
        QCOMPARE(levels, (QStringList{QStringLiteral("zz.example/block"), QStringLiteral("zz.example/partition-id"),
                                      QStringLiteral("kubernetes.io/hostname")}));

        const QList<YAML::Node> check = ofKind(docs, "AdmissionCheck");
        QCOMPARE(check.size(), 1);
        QCOMPARE(text(check.first()["spec"]["controllerName"]), QStringLiteral("zz.example/slice"));

        const QList<YAML::Node> flavor = ofKind(docs, "ResourceFlavor");
        QCOMPARE(flavor.size(), 1);
        QCOMPARE(text(flavor.first()["spec"]["nodeLabels"]["zz.example/partition-state"]), QStringLiteral("HEALTHY"));
        QVERIFY(!flavor.first()["spec"]["nodeLabels"]["cloud.google.com/gke-tpu-topology"]);
        QCOMPARE(text(flavor.first()["spec"]["topologyName"]), text(topology.first()["metadata"]["name"]));

        // The queue's quota is the whole blocks: 3 x 64 chips, and 200 CPUs per node of 48.
        const QList<YAML::Node> queue = ofKind(docs, "ClusterQueue");
        QCOMPARE(queue.size(), 1);
        const YAML::Node resources = queue.first()["spec"]["resourceGroups"][0]["flavors"][0]["resources"];
        QCOMPARE(text(resources[0]["nominalQuota"]), QStringLiteral("192"));
        QCOMPARE(text(resources[1]["nominalQuota"]), QStringLiteral("9600"));
        const YAML::Node onCheck = queue.first()["spec"]["admissionChecksStrategy"]["admissionChecks"][0];
        QCOMPARE(text(onCheck["name"]), text(check.first()["metadata"]["name"]));
        QCOMPARE(text(onCheck["onFlavors"][0]), text(flavor.first()["metadata"]["name"]));
        QCOMPARE(ofKind(docs, "LocalQueue").size(), 1);
    }

    void eachSliceWorkloadIsAJobSetNamingItsShape()
    {
        const Plan plan = fixture::plan("v5p-block-pool");
        const QList<ExportPool> pools = ExportPool::derive(plan, fixture::catalog());
        const QList<YAML::Node> jobSets = ofKind(documents(ManifestExporter::exportPool(plan, pools, 0)), "JobSet");
        QCOMPARE(jobSets.size(), 2);
        // name, shape, replicas, pods per slice (4 chips per VM)
        const QList<std::tuple<QString, QString, int, int>> expected = {{QStringLiteral("pretrain"), QStringLiteral("4x4x8"), 1, 32},
                                                                       {QStringLiteral("finetune"), QStringLiteral("2x4x4"), 1, 8}};
        for (int i = 0; i < 2; ++i) {
            const YAML::Node js = jobSets[i];
            const auto &[name, shape, replicas, pods] = expected[i];
            QCOMPARE(text(js["metadata"]["name"]), name);
            QCOMPARE(text(js["metadata"]["labels"]["kueue.x-k8s.io/queue-name"]), QStringLiteral("blocks"));
            QCOMPARE(text(js["metadata"]["annotations"]["alpha.jobset.sigs.k8s.io/exclusive-topology"]),
                     QStringLiteral("cloud.google.com/gke-tpu-slice"));
            const YAML::Node job = js["spec"]["replicatedJobs"][0];
            QCOMPARE(job["replicas"].as<int>(), replicas);
            QCOMPARE(job["template"]["spec"]["parallelism"].as<int>(), pods);
            const YAML::Node pod = job["template"]["spec"]["template"];
            QCOMPARE(text(pod["metadata"]["annotations"]["cloud.google.com/gke-tpu-slice-topology"]), shape);
            QVERIFY(!pod["spec"]["nodeSelector"]["cloud.google.com/gke-tpu-topology"]);
            QCOMPARE(text(pod["spec"]["nodeSelector"]["cloud.google.com/gke-tpu-accelerator"]), QStringLiteral("tpu-v5p-slice"));
        }
    }

    void gcloudTurnsOnTheSliceControllerAndProvisionsBlocksOnly()
    {
        const Plan plan = fixture::plan("v5p-block-pool");
        const QString script = QString::fromUtf8(
            GcloudScriptExporter::script(plan, ExportPool::derive(plan, fixture::catalog()), fixture::catalog()));
        QVERIFY(script.contains(QLatin1String("--enable-slice-controller")));
        for (const char *pool : {"cubes-0", "cubes-1", "cubes-2"})
            QVERIFY2(script.contains(QLatin1String("node-pools create %1 ").arg(QLatin1String(pool))), pool);
        QCOMPARE(script.count(QLatin1String("--num-nodes=16")), 3);
        QCOMPARE(script.count(QLatin1String("--reservation=fixture-blocks")), 3);
    }

    /// TPU7x (built-in catalog): the provision-only workload policy, in gcloud.sh; main.tf names it
    /// (the provider cannot create it) and says how to make it.
    void ironwoodBlocksUseAProvisionOnlyPolicy()
    {
        const PlanLoadResult loaded = PlanReader::readFile(QStringLiteral(TPUPLAN_SOURCE_DIR "/resources/examples/tpu7x-dynamic-slicing.tpuplan.yaml"));
        QVERIFY(loaded.isPlan());
        const QList<ExportPool> pools = ExportPool::derive(loaded.plan, Catalog::builtIn());
        const QString policy = QStringLiteral("tpu7x-high-throughput-4x4x4-provision-only");
        QCOMPARE(pools.first().workloadPolicyName(), policy);
        const QString script = QString::fromUtf8(GcloudScriptExporter::script(loaded.plan, pools, Catalog::builtIn()));
        QVERIFY(script.contains(QLatin1String("--accelerator-topology-mode=provision_only")));
        QCOMPARE(script.count(QStringLiteral("--placement-policy=%1").arg(policy)), 3);
        QVERIFY(!script.contains(QLatin1String("--tpu-topology")));
        const QString tf = QString::fromUtf8(TerraformExporter::mainTf(loaded.plan, pools, Catalog::builtIn()));
        QCOMPARE(tf.count(QStringLiteral("policy_name  = \"%1\"").arg(policy)), 3);
        QVERIFY(!tf.contains(QLatin1String("google_compute_resource_policy")));
        QVERIFY(tf.contains(QLatin1String("--enable-slice-controller")));
    }

    /// What the exporter writes, our own linter accepts (with and without the plan).
    void exampleBundleLintsClean()
    {
        const PlanLoadResult loaded = PlanReader::readFile(QStringLiteral(TPUPLAN_SOURCE_DIR "/resources/examples/tpu7x-dynamic-slicing.tpuplan.yaml"));
        QVERIFY(loaded.isPlan());
        const QList<BundleFile> bundle = ExportBundle::build(loaded.plan, QStringLiteral("plan.tpuplan.yaml"), {}, Catalog::builtIn());
        int workloads = 0;
        for (const BundleFile &file : bundle) {
            if (!file.path.startsWith(QLatin1String("manifests/")))
                continue;
            for (const Plan *plan : {&loaded.plan, static_cast<const Plan *>(nullptr)}) {
                const LintFileResult result = ManifestLinter::lintBytes(file.path, file.contents, {Catalog::builtIn(), false, plan});
                QVERIFY2(result.findings.isEmpty(),
                         qPrintable(file.path + QLatin1Char(' ') + (result.findings.isEmpty() ? QString() : result.findings.first().message)));
                workloads += result.workloads;
            }
        }
        QCOMPARE(workloads, 2 * 2); // two slice workloads, linted twice
    }
};

QTEST_GUILESS_MAIN(TestBlockPoolExport)
#include "tst_blockpoolexport.moc"
