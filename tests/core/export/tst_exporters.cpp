// SPDX-License-Identifier: GPL-3.0-or-later
// The exporters' decisions, one scenario at a time (GKE's TPU manifests, gcloud node-pools create, the Terraform provider): quoting helpers,
// manifests per host type and capacity, gcloud flags and Terraform blocks.
#include "tests/FixtureCatalog.h"

#include "core/catalog/Catalog.h"
#include "core/common/Quantity.h"
#include "core/export/ExportBundle.h"
#include "core/export/ExportPool.h"
#include "core/export/GcloudScriptExporter.h"
#include "core/export/HclWriter.h"
#include "core/export/ManifestExporter.h"
#include "core/export/ShellScript.h"
#include "core/export/TerraformExporter.h"
#include "core/plan/PlanReader.h"
#include "core/plan/PlanFieldRules.h"
#include "core/rules/RuleEngine.h"

#include <QProcess>
#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace tpuplan;

namespace {

Plan example(const QString &name)
{
    const PlanLoadResult loaded = PlanReader::readFile(QStringLiteral(":/examples/%1.tpuplan.yaml").arg(name));
    if (!loaded.isPlan())
        qFatal("example %s does not load", qPrintable(name));
    return loaded.plan;
}

/// Every document of a pool's manifest file, by kind (the last of a kind wins).
QMap<QString, YAML::Node> documents(const Plan &plan, int pool = 0, const Catalog &catalog = Catalog::builtIn())
{
    const QList<ExportPool> pools = ExportPool::derive(plan, catalog);
    const QByteArray text = ManifestExporter::exportPool(plan, pools, pool);
    QMap<QString, YAML::Node> byKind;
    for (const YAML::Node &doc : YAML::LoadAll(text.toStdString())) {
        if (doc.IsMap())
            byKind.insert(QString::fromStdString(doc["kind"].as<std::string>()), doc);
    }
    return byKind;
}

YAML::Node podSpec(const YAML::Node &workload)
{
    if (workload["kind"].as<std::string>() == "JobSet")
        return workload["spec"]["replicatedJobs"][0]["template"]["spec"]["template"]["spec"];
    return workload["spec"]["template"]["spec"];
}

QString str(const YAML::Node &node)
{
    return node.IsDefined() && node.IsScalar() ? QString::fromStdString(node.Scalar()) : QStringLiteral("<absent>");
}

QString script(const Plan &plan, const Catalog &catalog = Catalog::builtIn())
{
    return QString::fromUtf8(GcloudScriptExporter::script(plan, ExportPool::derive(plan, catalog), catalog));
}

QString terraform(const Plan &plan, const Catalog &catalog = Catalog::builtIn())
{
    return QString::fromUtf8(TerraformExporter::mainTf(plan, ExportPool::derive(plan, catalog), catalog));
}

/// The `node-pools create NAME` command of a script, flags included.
QString nodePoolCommand(const QString &script, const QString &name)
{
    const qsizetype start = script.indexOf(QStringLiteral("node-pools create ") + name + QStringLiteral(" \\"));
    if (start < 0)
        return QString();
    const qsizetype end = script.indexOf(QStringLiteral("\n\n"), start);
    return script.mid(start, end - start);
}

} // namespace

class TestExporters : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void shellQuotingRoundTripsThroughBash_data()
    {
        QTest::addColumn<QString>("value");
        for (const char *v : {"plain", "with space", "it's", "'", "''", "$(id)", "`id`", "a;b|c&d", "${HOME}", "~", "*", "line\nbreak",
                              "", "-", "--flag=x", "\\", "\"", "!history", "tab\there", "a{b,c}"})
            QTest::newRow(v) << QString::fromUtf8(v);
        QTest::newRow("unicode") << QStringLiteral("zoné\u2028x");
        // `$` also matches before a final line break: such a value once passed as safe.
        QTest::newRow("final newline") << QStringLiteral("dev-1t\n");
    }

    void shellQuotingRoundTripsThroughBash()
    {
        QFETCH(QString, value);
        QProcess bash;
        bash.start(QStringLiteral("/bin/bash"), {QStringLiteral("-c"), QStringLiteral("printf '%s' ") + ShellScript::quote(value)});
        QVERIFY(bash.waitForFinished());
        QCOMPARE(QString::fromUtf8(bash.readAllStandardOutput()), value);
    }

    void commentsCannotEndEarly()
    {
        const QString text = ShellScript::hashComment(QStringLiteral("one\ntwo\r$(id)\u2028three"));
        for (const QString &line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            QVERIFY2(line.startsWith(QLatin1Char('#')), qPrintable(line));
        QVERIFY(!text.contains(QLatin1Char('\r')));
    }

    void hclStringsEscapeEverything()
    {
        QCOMPARE(HclWriter::string(QStringLiteral("a\"b\\c\nd\te")), QStringLiteral("\"a\\\"b\\\\c\\nd\\te\""));
        QCOMPARE(HclWriter::string(QStringLiteral("${var.x} %{ if x }")), QStringLiteral("\"$${var.x} %%{ if x }\""));
        QCOMPARE(HclWriter::string(QStringLiteral("$ % $x %x")), QStringLiteral("\"$ % $x %x\""));
        QCOMPARE(HclWriter::string(QString(QChar(0x01))), QStringLiteral("\"\\u0001\""));
        QCOMPARE(HclWriter::identifier(QStringLiteral("v5p-256-0")), QStringLiteral("v5p_256_0"));
        QCOMPARE(HclWriter::identifier(QStringLiteral("8t-pool")), QStringLiteral("pool_8t_pool"));
    }

    void quantities()
    {
        QCOMPARE(ManifestExporter::scaleQuantity(QStringLiteral("400Gi"), 4), QStringLiteral("1600Gi"));
        QCOMPARE(ManifestExporter::scaleQuantity(QStringLiteral("200"), 32), QStringLiteral("6400"));
        QCOMPARE(ManifestExporter::scaleQuantity(QStringLiteral("500m"), 3), QStringLiteral("1500m"));
        QCOMPARE(ManifestExporter::scaleQuantity(QStringLiteral("1.5"), 3), QStringLiteral("4500m"));
        QVERIFY(ManifestExporter::scaleQuantity(QStringLiteral("lots"), 3).isEmpty());
        QVERIFY(ManifestExporter::scaleQuantity(QStringLiteral("400Gi\n"), 3).isEmpty());
    }

    // A quota beyond 64 bits in the usual units is written in a larger one, rounded up: never
    // negative, never less than asked for.
    void quantitiesNeverOverflow_data()
    {
        QTest::addColumn<QString>("quantity");
        QTest::addColumn<qint64>("factor");
        QTest::newRow("cpu") << "99999999999999999999" << qint64(1);
        QTest::newRow("cpu milli") << "9999999999999.5" << qint64(3);
        QTest::newRow("memory Gi") << "9000000000Ei" << qint64(1);
        QTest::newRow("memory bytes") << "1000000000000000000001" << qint64(409600000);
        QTest::newRow("largest plan") << "1Pi" << qint64(409600000);
    }
    void quantitiesNeverOverflow()
    {
        QFETCH(QString, quantity);
        QFETCH(qint64, factor);
        const QString scaled = ManifestExporter::scaleQuantity(quantity, factor);
        QVERIFY2(!scaled.isEmpty() && !scaled.startsWith(QLatin1Char('-')), qPrintable(scaled));
        const double asked = *Quantity::parse(quantity) * double(factor);
        QVERIFY2(*Quantity::parse(scaled) >= asked, qPrintable(scaled));
        QVERIFY2(*Quantity::parse(scaled) <= asked * 1.01, qPrintable(scaled));
    }

    void nodePoolNamesFitGke()
    {
        const QString longName = QString(40, QLatin1Char('a'));
        QCOMPARE(ExportPool::nodePoolName(longName, 0, 1), longName);
        QCOMPARE(ExportPool::nodePoolName(longName, 12, 16).size(), 40);
        QVERIFY(ExportPool::nodePoolName(longName, 12, 16).endsWith(QLatin1String("-12")));
        QCOMPARE(ExportPool::nodePoolName(QStringLiteral("train"), 1, 2), QStringLiteral("train-1"));
    }

    void singleHostJobRequestsTheWholeNode()
    {
        // v3 eval pool: ct3-hightpu-4t, 2x2, one 4-chip node, a Job.
        const Plan plan = example(QStringLiteral("v3-legacy-models-standard"));
        const auto docs = documents(plan, 0);
        QVERIFY(docs.contains(QStringLiteral("Job")));
        QVERIFY(!docs.contains(QStringLiteral("Service")));
        const YAML::Node spec = podSpec(docs[QStringLiteral("Job")]);
        QCOMPARE(str(spec["nodeSelector"]["cloud.google.com/gke-tpu-accelerator"]), QStringLiteral("tpu-v3-device"));
        QCOMPARE(str(spec["nodeSelector"]["cloud.google.com/gke-tpu-topology"]), QStringLiteral("2x2"));
        const YAML::Node resources = spec["containers"][0]["resources"];
        QCOMPARE(resources["requests"]["google.com/tpu"].as<int>(), 4);
        QCOMPARE(resources["limits"]["google.com/tpu"].as<int>(), 4);
        QCOMPARE(str(resources["requests"]["cpu"]), QStringLiteral("80"));
        QCOMPARE(str(resources["requests"]["memory"]), QStringLiteral("300Gi"));
        QVERIFY(!spec["hostNetwork"].IsDefined());
        QCOMPARE(str(spec["tolerations"][0]["key"]), QStringLiteral("google.com/tpu"));
        QCOMPARE(docs[QStringLiteral("Job")]["spec"]["parallelism"].as<int>(), 1);

        const QString gcloud = nodePoolCommand(script(plan), QStringLiteral("eval"));
        QVERIFY(gcloud.contains(QLatin1String("--machine-type=ct3-hightpu-4t")));
        QVERIFY(gcloud.contains(QLatin1String("--num-nodes=1")));
        QVERIFY(!gcloud.contains(QLatin1String("--tpu-topology")));
        QVERIFY(!gcloud.contains(QLatin1String("--placement-type")));
    }

    void multiHostJobSetPerSliceAndCompactPlacement()
    {
        // v6e-multislice: 4 slices of 8x16 on 32 ct6e-standard-4t nodes each, shared reservation.
        const Plan plan = example(QStringLiteral("v6e-multislice-standard"));
        const auto docs = documents(plan);
        const YAML::Node jobset = docs[QStringLiteral("JobSet")];
        QCOMPARE(str(jobset["apiVersion"]), QStringLiteral("jobset.x-k8s.io/v1alpha2"));
        QCOMPARE(str(jobset["metadata"]["annotations"]["alpha.jobset.sigs.k8s.io/exclusive-topology"]),
                 QStringLiteral("cloud.google.com/gke-nodepool"));
        const YAML::Node job = jobset["spec"]["replicatedJobs"][0];
        QCOMPARE(job["replicas"].as<int>(), 4);
        QCOMPARE(job["template"]["spec"]["parallelism"].as<int>(), 32);
        QCOMPARE(job["template"]["spec"]["completions"].as<int>(), 32);
        QCOMPARE(job["template"]["spec"]["backoffLimit"].as<int>(), 0);
        QCOMPARE(str(jobset["metadata"]["labels"]["kueue.x-k8s.io/queue-name"]), QStringLiteral("pretraining"));
        // The JobSet controller makes the headless Service for network.subdomain itself.
        QVERIFY(!docs.contains(QStringLiteral("Service")));
        QCOMPARE(jobset["spec"]["network"]["enableDNSHostnames"].as<bool>(), true);
        QCOMPARE(str(jobset["spec"]["network"]["subdomain"]), str(jobset["metadata"]["name"]));
        // One preemption must not end the run: restarts from the checkpoint, 3 unless the plan says.
        QCOMPARE(jobset["spec"]["failurePolicy"]["maxRestarts"].as<int>(), ExportPool::kDefaultMaxRestarts);
        QCOMPARE(str(jobset["metadata"]["namespace"]), QStringLiteral("default"));
        QCOMPARE(str(docs[QStringLiteral("ClusterQueue")]["apiVersion"]), QStringLiteral("kueue.x-k8s.io/v1beta2"));
        QCOMPARE(str(docs[QStringLiteral("LocalQueue")]["metadata"]["namespace"]), QStringLiteral("default"));
        QVERIFY(!docs[QStringLiteral("ClusterQueue")]["metadata"]["namespace"].IsDefined()); // cluster-scoped
        // Kueue: flavor keyed on accelerator + topology, quota in chips (4 x 128 = 512).
        QCOMPARE(str(docs[QStringLiteral("ResourceFlavor")]["spec"]["nodeLabels"]["cloud.google.com/gke-tpu-topology"]), QStringLiteral("8x16"));
        const YAML::Node quota = docs[QStringLiteral("ClusterQueue")]["spec"]["resourceGroups"][0]["flavors"][0]["resources"][0];
        QCOMPARE(str(quota["name"]), QStringLiteral("google.com/tpu"));
        QCOMPARE(str(quota["nominalQuota"]), QStringLiteral("512"));
        QCOMPARE(str(docs[QStringLiteral("LocalQueue")]["spec"]["clusterQueue"]), QStringLiteral("pretraining"));
        QCOMPARE(docs[QStringLiteral("PriorityClass")]["value"].as<int>(), ManifestExporter::priorityValue(QStringLiteral("tpu-high")));

        const QString gcloud = script(plan);
        for (int i = 0; i < 4; ++i) {
            const QString command = nodePoolCommand(gcloud, QStringLiteral("v6e-128-%1").arg(i));
            QVERIFY2(!command.isEmpty(), qPrintable(gcloud));
            for (const char *flag : {"--tpu-topology=8x16", "--placement-type=COMPACT", "--num-nodes=0", "--enable-autoscaling",
                                     "--min-nodes=0", "--max-nodes=32", "--reservation-affinity=specific",
                                     "--reservation=projects/platform-reservations/reservations/trillium-pretrain-q3",
                                     "--threads-per-core=2", "--machine-type=ct6e-standard-4t"})
                QVERIFY2(command.contains(QLatin1String(flag)), flag);
        }
        const QString tf = terraform(plan);
        QCOMPARE(tf.count(QLatin1String("resource \"google_container_node_pool\"")), 5); // system + 4 slices
        QCOMPARE(tf.count(QLatin1String("tpu_topology = \"8x16\"")), 4);
        QVERIFY(tf.contains(QLatin1String("consume_reservation_type = \"SPECIFIC_RESERVATION\"")));
        QVERIFY(tf.contains(QLatin1String("values                   = [\"projects/platform-reservations/reservations/trillium-pretrain-q3\"]")));
        QVERIFY(tf.contains(QLatin1String("max_node_count = 32")));
    }

    void spotSelectsSpotNodes()
    {
        const auto docs = documents(example(QStringLiteral("v4-spot-multislice")));
        const YAML::Node spec = podSpec(docs[QStringLiteral("JobSet")]);
        QCOMPARE(str(spec["nodeSelector"]["cloud.google.com/gke-spot"]), QStringLiteral("true"));
        // "true" must stay a string, or the API server rejects the map.
        QCOMPARE(spec["nodeSelector"]["cloud.google.com/gke-spot"].Tag(), std::string("!"));
        QCOMPARE(str(docs[QStringLiteral("ResourceFlavor")]["spec"]["nodeLabels"]["cloud.google.com/gke-spot"]), QStringLiteral("true"));
        QVERIFY(script(example(QStringLiteral("v4-spot-multislice"))).contains(QLatin1String("  --spot \\")));
    }

    void autopilotReservationIsANodeSelector()
    {
        Plan plan = example(QStringLiteral("v4-autopilot-multislice"));
        plan.pools[0].reservation->project = QStringLiteral("shared-project");
        const YAML::Node spec = podSpec(documents(plan)[QStringLiteral("JobSet")]);
        QCOMPARE(str(spec["nodeSelector"]["cloud.google.com/reservation-name"]), QStringLiteral("v4-cubes"));
        QCOMPARE(str(spec["nodeSelector"]["cloud.google.com/reservation-affinity"]), QStringLiteral("specific"));
        QCOMPARE(str(spec["nodeSelector"]["cloud.google.com/reservation-project"]), QStringLiteral("shared-project"));
        QVERIFY(!spec["hostNetwork"].IsDefined());
        const QString gcloud = script(plan);
        QVERIFY(gcloud.contains(QLatin1String("clusters create-auto")));
        QVERIFY(!gcloud.contains(QLatin1String("node-pools create")));
        QVERIFY(!gcloud.contains(QLatin1String("clusters create \"")));
        QVERIFY(terraform(plan).contains(QLatin1String("enable_autopilot   = true")));
        QVERIFY(!terraform(plan).contains(QLatin1String("google_container_node_pool")));
    }

    void flexStartWithAQueueUsesQueuedProvisioning()
    {
        const Catalog &catalog = fixture::catalog();
        const Plan plan = fixture::plan("v6e-mixed-pools");
        const auto docs = documents(plan, 2, catalog);
        const YAML::Node spec = podSpec(docs[QStringLiteral("JobSet")]);
        QCOMPARE(str(spec["nodeSelector"]["cloud.google.com/gke-queued"]), QStringLiteral("true"));
        bool tolerated = false;
        for (const YAML::Node &t : spec["tolerations"])
            tolerated = tolerated || str(t["key"]) == QLatin1String("cloud.google.com/gke-queued");
        QVERIFY(tolerated);
        QCOMPARE(str(docs[QStringLiteral("ProvisioningRequestConfig")]["spec"]["provisioningClassName"]),
                 QStringLiteral("queued-provisioning.gke.io"));
        QCOMPARE(str(docs[QStringLiteral("ClusterQueue")]["spec"]["admissionChecksStrategy"]["admissionChecks"][0]["name"]),
                 str(docs[QStringLiteral("AdmissionCheck")]["metadata"]["name"]));
        const QString command = nodePoolCommand(script(plan, catalog), QStringLiteral("train-4x4"));
        for (const char *flag : {"--flex-start", "--enable-queued-provisioning", "--reservation-affinity=none", "--no-enable-autorepair",
                                 "--num-nodes=0", "--max-nodes=4", "--location-policy=ANY"})
            QVERIFY2(command.contains(QLatin1String(flag)), flag);
        const QString tf = terraform(plan, catalog);
        QVERIFY(tf.contains(QLatin1String("queued_provisioning {")));
        QVERIFY(tf.contains(QLatin1String("flex_start   = true")));
        // node_config.flex_start needs the catalog's flex-start provider floor (5.7.0 in the
        // fixture); plans without it keep the base floor (5.0).
        QVERIFY(tf.contains(QLatin1String("version = \">= 5.7.0\"")));
        QVERIFY(terraform(fixture::plan("v5p-reservation-1y"), catalog).contains(QLatin1String("version = \">= 5.0\"")));
        // Node auto-provisioning is on: limits in chips for the v6e accelerator (quota 32).
        const QByteArray nap = GcloudScriptExporter::autoprovisioningConfig(plan, ExportPool::derive(plan, catalog), catalog);
        const YAML::Node config = YAML::Load(nap.toStdString());
        QCOMPARE(str(config["resourceLimits"][2]["resourceType"]), QStringLiteral("tpu-v6e-slice"));
        QCOMPARE(config["resourceLimits"][2]["maximum"].as<int>(), 32);
        QVERIFY(script(plan, catalog).contains(QLatin1String("--enable-autoprovisioning")));
        QVERIFY(tf.contains(QLatin1String("cluster_autoscaling {")));
    }

    void flexStartWithoutAQueueUsesFlexStartVms()
    {
        Plan plan = fixture::plan("v6e-mixed-pools");
        plan.pools[2].workload->queue.clear();
        const auto docs = documents(plan, 2, fixture::catalog());
        QVERIFY(!docs.contains(QStringLiteral("ClusterQueue")));
        const YAML::Node spec = podSpec(docs[QStringLiteral("JobSet")]);
        QCOMPARE(str(spec["nodeSelector"]["cloud.google.com/gke-flex-start"]), QStringLiteral("true"));
        QVERIFY(!spec["nodeSelector"]["cloud.google.com/gke-queued"].IsDefined());
        const QString command = nodePoolCommand(script(plan, fixture::catalog()), QStringLiteral("train-4x4"));
        QVERIFY(command.contains(QLatin1String("--flex-start")));
        QVERIFY(!command.contains(QLatin1String("--enable-queued-provisioning")));
    }

    void jobOnAMultiHostSliceIsAnIndexedJob()
    {
        Plan plan = example(QStringLiteral("v5e-16x16-standard"));
        plan.pools[0].workload->kind = QStringLiteral("Job");
        const auto docs = documents(plan);
        const YAML::Node job = docs[QStringLiteral("Job")];
        QCOMPARE(str(job["spec"]["completionMode"]), QStringLiteral("Indexed"));
        QCOMPARE(job["spec"]["parallelism"].as<int>(), 64);
        QCOMPARE(job["spec"]["backoffLimit"].as<int>(), 0);
        QCOMPARE(str(podSpec(job)["subdomain"]), str(docs[QStringLiteral("Service")]["metadata"]["name"]));
        QCOMPARE(str(docs[QStringLiteral("Service")]["spec"]["selector"]["job-name"]), str(job["metadata"]["name"]));
    }

    void maxRestartsComesFromThePlan()
    {
        Plan plan = example(QStringLiteral("v6e-multislice-standard"));
        plan.pools[0].workload->maxRestarts = 0;
        QCOMPARE(documents(plan)[QStringLiteral("JobSet")]["spec"]["failurePolicy"]["maxRestarts"].as<int>(), 0);
        plan.pools[0].workload->maxRestarts = 12;
        QCOMPARE(documents(plan)[QStringLiteral("JobSet")]["spec"]["failurePolicy"]["maxRestarts"].as<int>(), 12);
        plan.pools[0].workload->maxRestarts = 1001;
        bool refused = false;
        for (const Finding &f : PlanFieldRules::check(plan))
            refused = refused || (f.field == QLatin1String("pools[0].workload.maxRestarts") && f.severity == Severity::Error);
        QVERIFY(refused);
    }

    void multisliceProcessesAreToldTheirSlice()
    {
        // Four v6e slices: every process reads MEGASCALE_* from JobSet's labels and annotations,
        // and the coordinator is worker 0 of slice 0 behind the JobSet's headless Service.
        Plan plan = example(QStringLiteral("v6e-multislice-standard"));
        const YAML::Node jobset = documents(plan)[QStringLiteral("JobSet")];
        const YAML::Node container = podSpec(jobset)["containers"][0];
        QMap<QString, QString> env;
        for (const YAML::Node &var : container["env"]) {
            env.insert(str(var["name"]), var["value"].IsDefined() ? str(var["value"])
                                                                  : str(var["valueFrom"]["fieldRef"]["fieldPath"]));
        }
        QCOMPARE(env.value(QStringLiteral("MEGASCALE_NUM_SLICES")),
                 QStringLiteral("metadata.labels['jobset.sigs.k8s.io/replicatedjob-replicas']"));
        QCOMPARE(env.value(QStringLiteral("MEGASCALE_SLICE_ID")), QStringLiteral("metadata.labels['jobset.sigs.k8s.io/job-index']"));
        QCOMPARE(env.value(QStringLiteral("MEGASCALE_COORDINATOR_ADDRESS")),
                 QStringLiteral("$(JOBSET_NAME)-$(REPLICATED_JOB_NAME)-0-0.$(JOBSET_NAME)"));
        QCOMPARE(str(jobset["spec"]["network"]["subdomain"]), str(jobset["metadata"]["name"]));
        // The variables that the address expands are defined before it.
        QStringList order;
        for (const YAML::Node &var : container["env"])
            order.append(str(var["name"]));
        QVERIFY(order.indexOf(QStringLiteral("JOBSET_NAME")) < order.indexOf(QStringLiteral("MEGASCALE_COORDINATOR_ADDRESS")));

        // One slice is no Multislice: no MEGASCALE variables.
        plan.pools[0].slices = 1;
        QVERIFY(!podSpec(documents(plan)[QStringLiteral("JobSet")])["containers"][0]["env"].IsDefined());
    }

    void numaContainersShareTheNode()
    {
        // Ironwood training: two containers of two chips each, CPU and memory split equally;
        // together they still ask for all four chips of the VM.
        Plan plan = example(QStringLiteral("tpu7x-ironwood-standard"));
        QCOMPARE(plan.pools[0].workload->containersPerPod.value_or(0), 2);
        const YAML::Node containers = podSpec(documents(plan)[QStringLiteral("JobSet")])["containers"];
        QCOMPARE(int(containers.size()), 2);
        QCOMPARE(str(containers[0]["name"]), QStringLiteral("tpu7x-64-1"));
        QCOMPARE(str(containers[1]["name"]), QStringLiteral("tpu7x-64-2"));
        for (const YAML::Node &c : containers) {
            QCOMPARE(c["resources"]["requests"]["google.com/tpu"].as<int>(), 2);
            QCOMPARE(c["resources"]["limits"]["google.com/tpu"].as<int>(), 2);
            QCOMPARE(str(c["resources"]["requests"]["cpu"]), QStringLiteral("100"));
            QCOMPARE(str(c["resources"]["limits"]["memory"]), QStringLiteral("400Gi"));
            QVERIFY(!c["ports"].IsDefined()); // two containers cannot both hold the host port
        }
        QVERIFY(!hasErrors(RuleEngine::evaluate(plan, Catalog::builtIn())));

        // Without the field: one container with every chip and the coordination port.
        plan.pools[0].workload->containersPerPod.reset();
        const YAML::Node one = podSpec(documents(plan)[QStringLiteral("JobSet")])["containers"];
        QCOMPARE(int(one.size()), 1);
        QCOMPARE(one[0]["resources"]["limits"]["google.com/tpu"].as<int>(), 4);
        QCOMPARE(one[0]["ports"][0]["containerPort"].as<int>(), 8471);
    }

    void numaContainersFollowTheVm()
    {
        auto numaFindings = [](const Plan &plan) {
            QStringList found;
            for (const Finding &f : RuleEngine::evaluate(plan, Catalog::builtIn()))
                if (f.rule == QLatin1String("numa-containers"))
                    found.append(QStringLiteral("%1 %2").arg(f.severity == Severity::Error ? QStringLiteral("error") : QStringLiteral("other"), f.field));
            return found;
        };
        Plan plan = example(QStringLiteral("tpu7x-ironwood-standard"));
        QVERIFY(numaFindings(plan).isEmpty());
        plan.pools[0].workload->containersPerPod = 4; // a tpu7x-standard-4t VM has two NUMA nodes
        QCOMPARE(numaFindings(plan), QStringList{QStringLiteral("error pools[0].workload.containersPerPod")});
        plan.pools[0].workload->containersPerPod = 2;
        plan.pools[1].workload->containersPerPod = 2; // the serving Deployment: one server per pod
        QCOMPARE(numaFindings(plan), QStringList{QStringLiteral("error pools[1].workload.containersPerPod")});

        Plan v5e = example(QStringLiteral("v6e-multislice-standard"));
        const int numa = PoolShape::derive(v5e.pools[0], false, Catalog::builtIn()).numaNodes();
        QVERIFY(numa >= 1);
        v5e.pools[0].workload->containersPerPod = numa + 1;
        QCOMPARE(numaFindings(v5e), QStringList{QStringLiteral("error pools[0].workload.containersPerPod")});
    }

    void systemPoolSizingComesFromTheCatalog()
    {
        // The fixture's v5p Multislice plan uses JobSet and Kueue: the README adds up what their
        // controllers request (catalog facts) against the system pool's nodes (catalog facts
        // too: zz-standard-2, 2 vCPU and 8 GB in the fixture).
        const Plan plan = fixture::plan("v5p-reservation-1y");
        Catalog catalog = fixture::catalog();
        QCOMPARE(catalog.gke.systemControllers.size(), 2);
        QString readme = QString::fromUtf8(BundleReadme::build(plan, QStringLiteral("p.yaml"), {}, {}, catalog));
        QVERIFY2(readme.contains(QStringLiteral("(`zz-standard-2`, 2 vCPU and 8 GB per node, one node per TPU zone)")), qPrintable(readme));
        QVERIFY2(readme.contains(QStringLiteral("kueue (500m CPU, 512Mi), jobset (500m CPU, 128Mi) by default: 1 CPU and 640Mi "
                                                "together, less than half of one node")),
                 qPrintable(readme));
        catalog.gke.systemControllers[0].cpu = QStringLiteral("3");
        readme = QString::fromUtf8(BundleReadme::build(plan, QStringLiteral("p.yaml"), {}, {}, catalog));
        QVERIFY(readme.contains(QStringLiteral("3500m CPU and 640Mi together, more than half of one node")));
        // A smaller system machine in the catalog tips the same requests over half a node.
        catalog = fixture::catalog();
        catalog.gke.systemPool.vcpu = 1;
        readme = QString::fromUtf8(BundleReadme::build(plan, QStringLiteral("p.yaml"), {}, {}, catalog));
        QVERIFY(readme.contains(QStringLiteral("1 CPU and 640Mi together, more than half of one node")));
    }

    // The window exports the plan it edits: with unsaved edits the README does not name the
    // file on disk as the source, nor plan.tpuplan.yaml as the plan as saved.
    void theReadmeSaysWhenEditsAreNotSaved()
    {
        const Plan plan = fixture::plan("v5p-reservation-1y");
        const Catalog &catalog = fixture::catalog();
        const QList<BundleFile> files{{QStringLiteral("plan.tpuplan.yaml"), {}, false}};
        const QString saved = QString::fromUtf8(BundleReadme::build(plan, QStringLiteral("/work/p.yaml"), {}, files, catalog));
        QVERIFY(saved.contains(QLatin1String("Generated by tpu-plan from `/work/p.yaml`.")));
        QVERIFY(saved.contains(QLatin1String("the plan as saved")));
        const QString edited = QString::fromUtf8(
            BundleReadme::build(plan, QStringLiteral("/work/p.yaml"), {}, files, catalog, true));
        QVERIFY2(!edited.contains(QLatin1String("from `/work/p.yaml`")) && !edited.contains(QLatin1String("the plan as saved")),
                 qPrintable(edited));
        QVERIFY2(edited.contains(QLatin1String("unsaved changes included (last saved as `/work/p.yaml`")), qPrintable(edited));
        QVERIFY(edited.contains(QLatin1String("Cluster **")));
        const QString untitled = QString::fromUtf8(BundleReadme::build(plan, QString(), {}, files, catalog, true));
        QVERIFY2(untitled.contains(QLatin1String("(never saved)")) && !untitled.contains(QLatin1String("``")),
                 qPrintable(untitled));
        // ExportBundle passes it on.
        const QList<BundleFile> bundle = ExportBundle::build(plan, QStringLiteral("/work/p.yaml"), {}, catalog, {}, nullptr,
                                                             true);
        QVERIFY(QString::fromUtf8(bundle.constLast().contents).contains(QLatin1String("unsaved changes included")));
    }

    void systemPoolMachineTypeComesFromTheCatalog()
    {
        // gcloud.sh and main.tf create the system pool with the catalog's machine type; node
        // auto-provisioning's CPU and memory limits count one such node per TPU zone.
        const Catalog &catalog = fixture::catalog();
        const Plan plan = fixture::plan("v6e-mixed-pools");
        QVERIFY(script(plan, catalog).contains(QLatin1String("--machine-type=zz-standard-2")));
        QVERIFY(terraform(plan, catalog).contains(QLatin1String("machine_type = \"zz-standard-2\"")));
        const QList<ExportPool> pools = ExportPool::derive(plan, catalog);
        Catalog bigger = catalog;
        bigger.gke.systemPool.vcpu += 10;
        bigger.gke.systemPool.memoryGB += 20;
        const AutoprovisioningLimits small = AutoprovisioningLimits::compute(plan, pools, catalog);
        const AutoprovisioningLimits large = AutoprovisioningLimits::compute(plan, ExportPool::derive(plan, bigger), bigger);
        QCOMPARE(large.maxCpu - small.maxCpu, 10);
        QCOMPARE(large.maxMemoryGB - small.maxMemoryGB, 20);
    }

    void theProviderFloorIsTheNewestTheArgumentsNeed()
    {
        // The floors are catalog data; the exporter picks the newest of those the arguments use,
        // whatever order the catalog's versions are in.
        Catalog catalog = fixture::catalog();
        const Plan plan = fixture::plan("v6e-mixed-pools");
        catalog.terraform.base.version = QStringLiteral("5.9");
        QVERIFY(terraform(plan, catalog).contains(QLatin1String("version = \">= 5.9\"")));
    }

    void servingDeploymentHasAPortAProbeAServiceAndAnAutoscaler()
    {
        // v5e inference: JetStream on port 9000, the pool autoscales from 1 to 4 nodes.
        const Plan plan = example(QStringLiteral("v5e-inference-standard"));
        const auto docs = documents(plan);
        const YAML::Node container = podSpec(docs[QStringLiteral("Deployment")])["containers"][0];
        QCOMPARE(str(container["ports"][0]["name"]), QStringLiteral("http"));
        QCOMPARE(container["ports"][0]["containerPort"].as<int>(), 9000);
        QCOMPARE(str(container["readinessProbe"]["tcpSocket"]["port"]), QStringLiteral("http"));
        const YAML::Node service = docs[QStringLiteral("Service")];
        QCOMPARE(str(service["spec"]["type"]), QStringLiteral("ClusterIP"));
        QCOMPARE(service["spec"]["ports"][0]["port"].as<int>(), 9000);
        QCOMPARE(str(service["spec"]["selector"]["app.kubernetes.io/name"]),
                 str(docs[QStringLiteral("Deployment")]["spec"]["template"]["metadata"]["labels"]["app.kubernetes.io/name"]));
        const YAML::Node hpa = docs[QStringLiteral("HorizontalPodAutoscaler")];
        QCOMPARE(str(hpa["apiVersion"]), QStringLiteral("autoscaling/v2"));
        QCOMPARE(str(hpa["spec"]["scaleTargetRef"]["name"]), str(docs[QStringLiteral("Deployment")]["metadata"]["name"]));
        QCOMPARE(hpa["spec"]["minReplicas"].as<int>(), 1);
        QCOMPARE(hpa["spec"]["maxReplicas"].as<int>(), 4);
        QCOMPARE(str(hpa["spec"]["metrics"][0]["pods"]["metric"]["name"]),
                 QStringLiteral("prometheus.googleapis.com|jetstream_prefill_backlog_size|gauge"));
        QCOMPARE(str(docs[QStringLiteral("PodMonitoring")]["spec"]["endpoints"][0]["port"]), QStringLiteral("http"));

        // No port or metric in the plan: vLLM's; no autoscaling: no HPA, still a Service.
        Plan fixed = plan;
        fixed.pools[0].workload->port.reset();
        fixed.pools[0].workload->queueMetric.clear();
        auto vllm = documents(fixed);
        QCOMPARE(vllm[QStringLiteral("Service")]["spec"]["ports"][0]["port"].as<int>(), ManifestExporter::kDefaultServingPort);
        QCOMPARE(str(vllm[QStringLiteral("HorizontalPodAutoscaler")]["spec"]["metrics"][0]["pods"]["metric"]["name"]),
                 QStringLiteral("prometheus.googleapis.com|vllm:num_requests_waiting|gauge"));
        fixed.pools[0].autoscaling->enabled = false;
        const auto still = documents(fixed);
        QVERIFY(still.contains(QStringLiteral("Service")));
        QVERIFY(!still.contains(QStringLiteral("HorizontalPodAutoscaler")));
        QVERIFY(!still.contains(QStringLiteral("PodMonitoring")));

        // A metric name that is not one is refused where the plan is read.
        fixed.pools[0].workload->queueMetric = QStringLiteral("queue length; rm -rf /");
        bool refused = false;
        for (const Finding &f : PlanFieldRules::check(fixed))
            refused = refused || f.field == QLatin1String("pools[0].workload.queueMetric");
        QVERIFY(refused);
    }

    // The plan's zone is where its availability was checked and its cost priced: every Autopilot
    // TPU workload selects it, whatever the capacity (a reviewer found on-demand and Spot
    // serving pods free to land in any zone of the region).
    void autopilotPinsThePlansZone()
    {
        const Plan plan = example(QStringLiteral("v4-autopilot-multislice"));
        QVERIFY(!plan.pools[0].zone.isEmpty());
        const YAML::Node spec = podSpec(documents(plan)[QStringLiteral("JobSet")]);
        QCOMPARE(str(spec["nodeSelector"]["topology.kubernetes.io/zone"]), plan.pools[0].zone);
        for (const char *capacity : {"on-demand", "spot"}) {
            Plan other = plan;
            other.pools[0].capacity = QString::fromLatin1(capacity);
            other.pools[0].reservation.reset();
            QCOMPARE(str(podSpec(documents(other)[QStringLiteral("JobSet")])["nodeSelector"]["topology.kubernetes.io/zone"]),
                     plan.pools[0].zone);
        }
        const Plan serving = example(QStringLiteral("v6e-serving-autopilot"));
        QCOMPARE(str(podSpec(documents(serving)[QStringLiteral("Deployment")])["nodeSelector"]["topology.kubernetes.io/zone"]),
                 serving.pools[0].zone);
    }

    void aNamedDataBucketGetsWorkloadIdentity()
    {
        // v5e-16x16-standard names its checkpoint bucket my-project-ckpt.
        const Plan plan = example(QStringLiteral("v5e-16x16-standard"));
        QCOMPARE(plan.dataBucket->name, QStringLiteral("my-project-ckpt"));
        const auto docs = documents(plan);
        QCOMPARE(str(docs[QStringLiteral("ServiceAccount")]["metadata"]["name"]), ManifestExporter::workloadServiceAccount());
        QCOMPARE(str(docs[QStringLiteral("ServiceAccount")]["metadata"]["namespace"]), QStringLiteral("default"));
        QCOMPARE(str(podSpec(docs[QStringLiteral("JobSet")])["serviceAccountName"]), ManifestExporter::workloadServiceAccount());
        const QString gcloud = script(plan);
        QVERIFY(gcloud.contains(QLatin1String("--workload-pool=\"$PROJECT.svc.id.goog\"")));
        QVERIFY(gcloud.contains(QLatin1String("gcloud storage buckets add-iam-policy-binding gs://my-project-ckpt \\\n")));
        QVERIFY(gcloud.contains(QLatin1String("--member=\"principal://iam.googleapis.com/projects/$PROJECT_NUMBER/locations/global/"
                                              "workloadIdentityPools/$PROJECT.svc.id.goog/subject/ns/default/sa/tpu-workload\"")));
        const QString tf = terraform(plan);
        QVERIFY(tf.contains(QLatin1String("workload_pool = format(\"%s.svc.id.goog\", var.project)")));
        QVERIFY(tf.contains(QLatin1String("resource \"google_storage_bucket_iam_member\" \"workloads\"")));
        // Without a bucket name: no identity, no service account.
        Plan unnamed = plan;
        unnamed.dataBucket->name.clear();
        QVERIFY(!documents(unnamed).contains(QStringLiteral("ServiceAccount")));
        QVERIFY(!script(unnamed).contains(QLatin1String("workload-pool")));
        QVERIFY(!terraform(unnamed).contains(QLatin1String("workload_identity_config")));
        // A name that is not a bucket name is refused where the plan is read.
        unnamed.dataBucket->name = QStringLiteral("gs://My Bucket");
        bool refused = false;
        for (const Finding &f : PlanFieldRules::check(unnamed))
            refused = refused || f.field == QLatin1String("dataBucket.name");
        QVERIFY(refused);
    }

    void deploymentAndExtendedRunTime()
    {
        const auto serve = documents(example(QStringLiteral("v5e-inference-standard")));
        const YAML::Node deployment = serve[QStringLiteral("Deployment")];
        QCOMPARE(deployment["spec"]["replicas"].as<int>(), 1);
        QCOMPARE(str(deployment["spec"]["selector"]["matchLabels"]["app.kubernetes.io/name"]),
                 str(deployment["spec"]["template"]["metadata"]["labels"]["app.kubernetes.io/name"]));
        const auto distill = documents(example(QStringLiteral("v5p-autopilot-extended-run")));
        QCOMPARE(str(distill[QStringLiteral("Job")]["spec"]["template"]["metadata"]["annotations"]["cluster-autoscaler.kubernetes.io/safe-to-evict"]),
                 QStringLiteral("false"));
    }

    void collectionSchedulingOnAutopilotUsesAComputeClass()
    {
        const auto docs = documents(example(QStringLiteral("v6e-serving-autopilot")));
        const YAML::Node cc = docs[QStringLiteral("ComputeClass")];
        QCOMPARE(str(cc["spec"]["nodePoolConfig"]["workloadType"]), QStringLiteral("HIGH_AVAILABILITY"));
        QCOMPARE(str(cc["spec"]["priorities"][0]["tpu"]["type"]), QStringLiteral("tpu-v6e-slice"));
        QCOMPARE(cc["spec"]["priorities"][0]["tpu"]["count"].as<int>(), 8);
        QCOMPARE(str(podSpec(docs[QStringLiteral("Deployment")])["nodeSelector"]["cloud.google.com/compute-class"]),
                 str(cc["metadata"]["name"]));
    }

    void oldStandardVersionsNeedPrivilegedContainers()
    {
        Plan plan = example(QStringLiteral("v5e-inference-standard"));
        plan.cluster.version = QStringLiteral("1.27.3-gke.100");
        QVERIFY(podSpec(documents(plan)[QStringLiteral("Deployment")])["containers"][0]["securityContext"]["privileged"].as<bool>());
        plan.cluster.version = QStringLiteral("1.28.0-gke.1");
        QVERIFY(!podSpec(documents(plan)[QStringLiteral("Deployment")])["containers"][0]["securityContext"].IsDefined());
    }

    void scriptHeaderAndVariables()
    {
        const QString s = script(example(QStringLiteral("v5e-16x16-standard")));
        QVERIFY(s.startsWith(QLatin1String("#!/usr/bin/env bash\n#")));
        QVERIFY(s.contains(QLatin1String("\nset -euo pipefail\n")));
        QVERIFY(s.contains(QLatin1String("\nPROJECT=\"${PROJECT:?")));
        QVERIFY(s.contains(QLatin1String("\nLOCATION=us-central1\n")));
        QVERIFY(s.indexOf(QLatin1String("LOCATION=")) < s.indexOf(QLatin1String("gcloud container")));
        QVERIFY(s.contains(QLatin1String("--machine-type=e2-standard-4")));
    }
};

QTEST_GUILESS_MAIN(TestExporters)
#include "tst_exporters.moc"
