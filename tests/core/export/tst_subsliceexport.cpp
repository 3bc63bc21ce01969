// SPDX-License-Identifier: GPL-3.0-or-later
// Exports of a v6e pool Kueue splits into sub-slices, as xpk's --sub-slicing writes them
// (https://github.com/AI-Hypercomputer/xpk, templates/kueue_sub_slicing_topology.yaml.j2 and
// scheduling.py): ordinary node pools of the pool's slice, the Kueue Topology of sub-slice levels,
// a ResourceFlavor of the pools' accelerator and topology on it, the queues without an admission
// check, and one JobSet per copy of each sub-slice with one pod per VM of the sub-slice. What the
// exporter writes, our own linter accepts.
#include "core/catalog/Catalog.h"
#include "core/export/ExportBundle.h"
#include "core/export/ExportPool.h"
#include "core/export/GcloudScriptExporter.h"
#include "core/export/ManifestExporter.h"
#include "core/lint/ManifestLinter.h"
#include "core/plan/PlanReader.h"
#include "core/rules/RuleEngine.h"

#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace tpuplan;

namespace {

QList<YAML::Node> ofKind(const QByteArray &text, const char *kind)
{
    QList<YAML::Node> found;
    for (const YAML::Node &doc : YAML::LoadAll(text.toStdString())) {
        if (doc.IsMap() && doc["kind"].as<std::string>() == kind)
            found.append(doc);
    }
    return found;
}

QString text(const YAML::Node &node)
{
    return QString::fromStdString(node.as<std::string>());
}

Plan example()
{
    const PlanLoadResult loaded = PlanReader::readFile(QStringLiteral(TPUPLAN_SOURCE_DIR "/resources/examples/v6e-sub-slicing.tpuplan.yaml"));
    return loaded.plan;
}

} // namespace

class TestSubSliceExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void exampleIsValidAndSubSliced()
    {
        const Plan plan = example();
        QCOMPARE(plan.pools.size(), 1);
        QVERIFY(!hasErrors(RuleEngine::evaluate(plan, Catalog::builtIn())));
        const ExportPool pool = ExportPool::derive(plan, Catalog::builtIn()).first();
        QVERIFY(pool.isSubSlicedPool());
        QVERIFY(!pool.isBlockPool());
        QCOMPARE(pool.queue(), QStringLiteral("trillium"));
    }

    void kueueObjectsFollowTheCatalog()
    {
        const Plan plan = example();
        const QList<ExportPool> pools = ExportPool::derive(plan, Catalog::builtIn());
        const QByteArray manifest = ManifestExporter::exportPool(plan, pools, 0);
        const SubSlicing &sub = *Catalog::builtIn().tpu(QStringLiteral("v6e"))->subSlicing;

        const QList<YAML::Node> topology = ofKind(manifest, "Topology");
        QCOMPARE(topology.size(), 1);
        QStringList levels;
        for (const YAML::Node &level : topology.first()["spec"]["levels"])
            levels.append(text(level["nodeLabel"]));
        QCOMPARE(levels, sub.kueueLevels);

        QVERIFY(ofKind(manifest, "AdmissionCheck").isEmpty()); // no slice controller on v6e
        const QList<YAML::Node> flavor = ofKind(manifest, "ResourceFlavor");
        QCOMPARE(flavor.size(), 1);
        QCOMPARE(text(flavor.first()["spec"]["nodeLabels"]["cloud.google.com/gke-tpu-accelerator"]), QStringLiteral("tpu-v6e-slice"));
        QCOMPARE(text(flavor.first()["spec"]["nodeLabels"]["cloud.google.com/gke-tpu-topology"]), QStringLiteral("4x4"));
        QCOMPARE(text(flavor.first()["spec"]["topologyName"]), text(topology.first()["metadata"]["name"]));

        // The queue's quota is the node pools: 2 slices of 16 chips, 160 CPUs on each of 8 nodes.
        const QList<YAML::Node> queue = ofKind(manifest, "ClusterQueue");
        QCOMPARE(queue.size(), 1);
        const YAML::Node resources = queue.first()["spec"]["resourceGroups"][0]["flavors"][0]["resources"];
        QCOMPARE(text(resources[0]["nominalQuota"]), QStringLiteral("32"));
        QCOMPARE(text(resources[1]["nominalQuota"]), QStringLiteral("1280"));
        QVERIFY(!queue.first()["spec"]["admissionChecksStrategy"]);
        QCOMPARE(ofKind(manifest, "LocalQueue").size(), 1);
    }

    void eachSubSliceCopyIsAJobSetWithOnePodPerVm()
    {
        const Plan plan = example();
        const QList<YAML::Node> jobSets = ofKind(ManifestExporter::exportPool(plan, ExportPool::derive(plan, Catalog::builtIn()), 0), "JobSet");
        // name, shape, pods (ct6e-standard-4t: 4 chips per VM; 4x4 = 4 VMs, 2x4 = 2 VMs)
        const QList<std::tuple<QString, QString, int>> expected = {{QStringLiteral("finetune"), QStringLiteral("4x4"), 4},
                                                                   {QStringLiteral("eval-0"), QStringLiteral("2x4"), 2},
                                                                   {QStringLiteral("eval-1"), QStringLiteral("2x4"), 2}};
        QCOMPARE(jobSets.size(), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i) {
            const YAML::Node js = jobSets[i];
            const auto &[name, shape, pods] = expected[i];
            QCOMPARE(text(js["metadata"]["name"]), name);
            QVERIFY(!js["metadata"]["annotations"]); // Kueue places sub-slices, not JobSet's exclusive key
            const YAML::Node job = js["spec"]["replicatedJobs"][0];
            QCOMPARE(job["replicas"].as<int>(), 1);
            QCOMPARE(job["template"]["spec"]["parallelism"].as<int>(), pods);
            const YAML::Node pod = job["template"]["spec"]["template"];
            QCOMPARE(text(pod["metadata"]["annotations"]["cloud.google.com/gke-tpu-slice-topology"]), shape);
            QCOMPARE(text(pod["metadata"]["annotations"]["kueue.x-k8s.io/podset-required-topology"]),
                     QStringLiteral("cloud.google.com/gke-tpu-slice-%1-id").arg(shape));
            // The nodes carry their node pool's topology, which the pods select.
            QCOMPARE(text(pod["spec"]["nodeSelector"]["cloud.google.com/gke-tpu-topology"]), QStringLiteral("4x4"));
        }
    }

    void nodePoolsAreThePoolsSlices()
    {
        const Plan plan = example();
        const QString script = QString::fromUtf8(GcloudScriptExporter::script(plan, ExportPool::derive(plan, Catalog::builtIn()), Catalog::builtIn()));
        QCOMPARE(script.count(QLatin1String("--tpu-topology=4x4")), 2);
        QVERIFY(!script.contains(QLatin1String("--enable-slice-controller")));
    }

    /// What the exporter writes, our own linter accepts (with and without the plan).
    void exampleBundleLintsClean()
    {
        const Plan plan = example();
        const QList<BundleFile> bundle = ExportBundle::build(plan, QStringLiteral("plan.tpuplan.yaml"), {}, Catalog::builtIn());
        int workloads = 0;
        for (const BundleFile &file : bundle) {
            if (!file.path.startsWith(QLatin1String("manifests/")))
                continue;
            for (const Plan *linted : {&plan, static_cast<const Plan *>(nullptr)}) {
                const LintFileResult result = ManifestLinter::lintBytes(file.path, file.contents, {Catalog::builtIn(), false, linted});
                QVERIFY2(result.findings.isEmpty(),
                         qPrintable(file.path + QLatin1Char(' ') + (result.findings.isEmpty() ? QString() : result.findings.first().message)));
                workloads += result.workloads;
            }
        }
        QCOMPARE(workloads, 3 * 2); // three sub-slice JobSets, linted twice
    }
};

QTEST_GUILESS_MAIN(TestSubSliceExport)
#include "tst_subsliceexport.moc"
