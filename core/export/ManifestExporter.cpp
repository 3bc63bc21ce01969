// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/ManifestExporter.h"

#include "core/export/BlockPoolKueue.h"
#include "core/export/ManifestDoc.h"
#include "core/export/ShellScript.h"

#include "core/common/GkeKeys.h"
#include "core/common/GkeVersion.h"
#include "core/common/Quantity.h"
#include "core/common/YamlText.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

#include <yaml-cpp/yaml.h>

#include <cmath>
#include <optional>

namespace tpuplan {
namespace {

using Doc = ManifestDoc;

const QString kNamespace = kManifestNamespace;
/// vLLM's queue length: the gauge the autoscaler follows unless the plan names another.
const QString kDefaultQueueMetric = QStringLiteral("vllm:num_requests_waiting");
const QString kDwsCheck = QStringLiteral("tpu-plan-dws");
const int kTpuCoordinationPort = 8471;

/// A Kubernetes quantity in base units (cores or bytes).
std::optional<double> parseQuantity(const QString &text)
{
    return Quantity::parse(text);
}

/// Never overflows, however large the quota summed over a queue's pools.
QString formatQuantity(double value, bool memory)
{
    return Quantity::format(value, memory);
}

bool isMemory(const QString &quantity)
{
    return quantity.endsWith(QLatin1Char('i')) || quantity.endsWith(QLatin1Char('k'))
           || quantity.endsWith(QLatin1Char('M')) || quantity.endsWith(QLatin1Char('G'))
           || quantity.endsWith(QLatin1Char('T')) || quantity.endsWith(QLatin1Char('P'))
           || quantity.endsWith(QLatin1Char('E'));
}

/// A Kueue ResourceFlavor and the quota a ClusterQueue grants on it.
struct Flavor
{
    QString name;
    QString accelerator;
    QString topology;
    bool spot = false;
    bool queued = false;
    qint64 chips = 0;
    double cpu = 0;
    double memory = 0;
};

QString flavorName(const ExportPool &e)
{
    QString name = e.shape.acceleratorLabel() + QLatin1Char('-') + e.pool->topology;
    if (e.isSpot())
        name += QStringLiteral("-spot");
    if (e.isQueuedProvisioning())
        name += QStringLiteral("-dws");
    return name;
}

/// Appends one YAML document to a multi-document file.
void add(QByteArray &text, const QByteArray &document)
{
    text += "---\n";
    text += document;
}

QByteArray resourceFlavor(const Flavor &f)
{
    Doc d;
    d.str(QStringLiteral("apiVersion"), kKueueApi);
    d.str(QStringLiteral("kind"), QStringLiteral("ResourceFlavor"));
    d.metadata(f.name, managedLabels());
    d.map(QStringLiteral("spec"));
    Labels nodeLabels = {{GkeKeys::kAccelerator, f.accelerator}, {GkeKeys::kTopology, f.topology}};
    if (f.spot)
        nodeLabels.append({GkeKeys::kSpot, QStringLiteral("true")});
    d.stringMap(QStringLiteral("nodeLabels"), nodeLabels);
    d.end();
    return d.finish();
}

/// Flex-start with queued provisioning: Kueue asks GKE for the whole slice through a
/// ProvisioningRequest before it admits the workload
/// (https://cloud.google.com/kubernetes-engine/docs/how-to/provisioningrequest).
QByteArray provisioningRequestCheck()
{
    QByteArray text;
    Doc config;
    config.str(QStringLiteral("apiVersion"), kKueueApi);
    config.str(QStringLiteral("kind"), QStringLiteral("ProvisioningRequestConfig"));
    config.metadata(kDwsCheck, managedLabels());
    config.map(QStringLiteral("spec"));
    config.str(QStringLiteral("provisioningClassName"), QStringLiteral("queued-provisioning.gke.io"));
    config.strings(QStringLiteral("managedResources"), {GkeKeys::kTpuResource});
    config.end();
    add(text, config.finish());
    Doc check;
    check.str(QStringLiteral("apiVersion"), kKueueApi);
    check.str(QStringLiteral("kind"), QStringLiteral("AdmissionCheck"));
    check.metadata(kDwsCheck, managedLabels());
    check.map(QStringLiteral("spec"));
    check.str(QStringLiteral("controllerName"), QStringLiteral("kueue.x-k8s.io/provisioning-request"));
    check.map(QStringLiteral("parameters"));
    check.str(QStringLiteral("apiGroup"), QStringLiteral("kueue.x-k8s.io"));
    check.str(QStringLiteral("kind"), QStringLiteral("ProvisioningRequestConfig"));
    check.str(QStringLiteral("name"), kDwsCheck);
    check.end();
    check.end();
    add(text, check.finish());
    return text;
}

QByteArray clusterQueue(const QString &queue, const QList<Flavor> &flavors, bool queued)
{
    Doc cq;
    cq.str(QStringLiteral("apiVersion"), kKueueApi);
    cq.str(QStringLiteral("kind"), QStringLiteral("ClusterQueue"));
    cq.metadata(queue, managedLabels());
    cq.map(QStringLiteral("spec"));
    cq.emptyMap(QStringLiteral("namespaceSelector"));
    cq.map(QStringLiteral("preemption"));
    cq.str(QStringLiteral("withinClusterQueue"), QStringLiteral("LowerPriority"));
    cq.end();
    cq.seq(QStringLiteral("resourceGroups"));
    cq.item();
    // Kueue admits a workload only when every resource it requests is covered, so CPU and
    // memory are covered too, with the quota the pods request.
    cq.strings(QStringLiteral("coveredResources"), {GkeKeys::kTpuResource, QStringLiteral("cpu"), QStringLiteral("memory")});
    cq.seq(QStringLiteral("flavors"));
    for (const Flavor &f : flavors) {
        cq.item();
        cq.str(QStringLiteral("name"), f.name);
        cq.seq(QStringLiteral("resources"));
        auto quota = [&](const QString &resource, const QString &amount) {
            cq.item();
            cq.str(QStringLiteral("name"), resource);
            cq.str(QStringLiteral("nominalQuota"), amount);
            cq.end();
        };
        quota(GkeKeys::kTpuResource, QString::number(f.chips));
        quota(QStringLiteral("cpu"), formatQuantity(f.cpu, false));
        quota(QStringLiteral("memory"), formatQuantity(f.memory, true));
        cq.endSeq();
        cq.end();
    }
    cq.endSeq();
    cq.end();
    cq.endSeq();
    if (queued) {
        cq.map(QStringLiteral("admissionChecksStrategy"));
        cq.seq(QStringLiteral("admissionChecks"));
        cq.item();
        cq.str(QStringLiteral("name"), kDwsCheck);
        QStringList onFlavors;
        for (const Flavor &f : flavors) {
            if (f.queued)
                onFlavors.append(f.name);
        }
        cq.strings(QStringLiteral("onFlavors"), onFlavors);
        cq.end();
        cq.endSeq();
        cq.end();
    }
    cq.end();
    return cq.finish();
}

/// The ResourceFlavors, the ClusterQueue with their quotas and the LocalQueue of one queue.
QByteArray kueueDocuments(const QString &queue, const QList<Flavor> &flavors)
{
    QByteArray text;
    bool queued = false;
    for (const Flavor &f : flavors) {
        queued = queued || f.queued;
        add(text, resourceFlavor(f));
    }
    if (queued)
        text += provisioningRequestCheck();
    add(text, clusterQueue(queue, flavors, queued));

    Doc lq;
    lq.str(QStringLiteral("apiVersion"), kKueueApi);
    lq.str(QStringLiteral("kind"), QStringLiteral("LocalQueue"));
    lq.metadata(queue, managedLabels(), {}, kNamespace);
    lq.map(QStringLiteral("spec"));
    lq.str(QStringLiteral("clusterQueue"), queue);
    lq.end();
    add(text, lq.finish());
    return text;
}

/// The Kueue objects of each queue (ResourceFlavors, the ClusterQueue with the quotas of every
/// pool that uses it, the LocalQueue): the same text in the file of each pool of the queue, so
/// the flavours are gathered in one pass over the pools and each queue's text is built once.
/// (Each pool walking every pool for its queue's flavours made export quadratic in pools.)
class KueueObjects
{
public:
    explicit KueueObjects(const QList<ExportPool> &pools)
    {
        QHash<QString, qsizetype> flavorAt; // queue + '\n' + flavour name -> index in its queue's list
        for (const ExportPool &e : pools) {
            const QString queue = e.queue();
            if (queue.isEmpty() || e.namesSlices())
                continue; // the queue of a pool whose workloads name slices is its own (BlockPoolKueue)
            QList<Flavor> &flavors = m_flavors[queue];
            const QString name = flavorName(e);
            const QString key = queue + QLatin1Char('\n') + name;
            auto at = flavorAt.constFind(key);
            if (at == flavorAt.constEnd()) {
                Flavor f;
                f.name = name;
                f.accelerator = e.shape.acceleratorLabel();
                f.topology = e.pool->topology;
                f.spot = e.isSpot();
                f.queued = e.isQueuedProvisioning();
                flavors.append(f);
                at = flavorAt.insert(key, flavors.size() - 1);
            }
            Flavor &f = flavors[*at];
            const qint64 pods = e.capacityNodes();
            f.chips += e.capacityChips();
            if (e.pool->workload) {
                f.cpu += parseQuantity(e.pool->workload->cpu).value_or(0) * double(pods);
                f.memory += parseQuantity(e.pool->workload->memory).value_or(0) * double(pods);
            }
        }
    }

    /// The YAML documents (each after a `---` line) of `queue`'s objects.
    const QByteArray &objects(const QString &queue)
    {
        auto cached = m_text.constFind(queue);
        if (cached == m_text.constEnd())
            cached = m_text.insert(queue, kueueDocuments(queue, m_flavors.value(queue)));
        return *cached;
    }

private:
    QHash<QString, QList<Flavor>> m_flavors;
    QHash<QString, QByteArray> m_text;
};

class PoolManifest
{
public:
    PoolManifest(const Plan &plan, const QList<ExportPool> &pools, qsizetype index, KueueObjects &kueue)
        : m_plan(plan), m_e(pools.at(index)), m_pool(*m_e.pool), m_kueue(kueue)
    {
    }

    QByteArray build()
    {
        QByteArray text = header();
        if (!m_e.priorityClass().isEmpty())
            add(text, priorityClass(m_e.priorityClass()));
        if (usesDataBucket())
            add(text, serviceAccount());
        if (m_e.namesSlices())
            return text + sliceWorkloadObjects();
        if (!m_e.queue().isEmpty())
            kueue(text);
        if (usesComputeClass())
            add(text, computeClass());
        if (needsHeadlessService())
            add(text, headlessService());
        add(text, workload());
        if (m_e.kind == ExportPool::WorkloadKind::Deployment) {
            add(text, servingService());
            if (m_e.autoscaling || (m_pool.autoscaling && m_pool.autoscaling->enabled)) {
                add(text, podMonitoring());
                add(text, autoscaler());
            }
        }
        return text;
    }

private:
    QByteArray header() const
    {
        QString summary = QCoreApplication::translate("ManifestExporter", "Pool %1 of plan \"%2\": %3 %4, %n node(s)", nullptr,
                                                      int(m_e.nodes))
                              .arg(m_pool.name, m_plan.metadata.name, m_pool.tpu, m_pool.topology);
        summary += QLatin1Char('\n')
                   + QCoreApplication::translate("ManifestExporter", "Generated by tpu-plan. Apply with: kubectl apply -f %1.yaml")
                         .arg(m_pool.name);
        if (m_e.kind == ExportPool::WorkloadKind::JobSet)
            summary += QLatin1Char('\n') + QCoreApplication::translate("ManifestExporter", "Needs the JobSet controller in the cluster.");
        if (!m_e.queue().isEmpty())
            summary += QLatin1Char('\n') + QCoreApplication::translate("ManifestExporter", "Needs Kueue in the cluster.");
        if (m_e.isBlockPool())
            summary += QLatin1Char('\n')
                       + QCoreApplication::translate("ManifestExporter",
                                                     "Dynamic slicing: GKE's slice controller (gcloud.sh turns it on) forms each "
                                                     "workload's slice inside the blocks when Kueue admits it.");
        if (m_e.isSubSlicedPool())
            summary += QLatin1Char('\n')
                       + QCoreApplication::translate("ManifestExporter",
                                                     "Sub-slicing: Kueue %1 or later places each workload's sub-slice inside "
                                                     "the node pools by Topology Aware Scheduling.")
                             .arg(m_e.subSlicing()->minKueueVersion);
        return ShellScript::hashComment(summary).toUtf8();
    }

    Labels commonLabels() const
    {
        return {{QStringLiteral("app.kubernetes.io/name"), workloadName()},
                {QStringLiteral("app.kubernetes.io/part-of"), m_plan.cluster.name},
                {QStringLiteral("app.kubernetes.io/managed-by"), QStringLiteral("tpu-plan")}};
    }

    QByteArray priorityClass(const QString &name) const
    {
        Doc d;
        d.str(QStringLiteral("apiVersion"), QStringLiteral("scheduling.k8s.io/v1"));
        d.str(QStringLiteral("kind"), QStringLiteral("PriorityClass"));
        d.metadata(name, managedLabels());
        d.num(QStringLiteral("value"), ManifestExporter::priorityValue(name));
        d.boolean(QStringLiteral("globalDefault"), false);
        d.str(QStringLiteral("preemptionPolicy"), QStringLiteral("PreemptLowerPriority"));
        d.str(QStringLiteral("description"),
              QCoreApplication::translate("ManifestExporter", "Named by the TPU plan; the value follows the name (high, low or neither)."));
        return d.finish();
    }

    void kueue(QByteArray &text) const { text += m_kueue.objects(m_e.queue()); }

    /// A block pool: its Kueue objects and one JobSet per slice workload, each naming its slice
    /// shape; GKE's slice controller forms the slices inside the blocks when Kueue admits them.
    /// A sub-sliced pool: one JobSet per copy of each sub-slice, since Kueue keeps all pods of a
    /// replicated Job (every replica) in one domain of the required level.
    QByteArray sliceWorkloadObjects()
    {
        QByteArray text = BlockPoolKueue::objects(m_e);
        for (const SliceWorkload &slice : m_pool.sliceWorkloads) {
            m_slice = &slice;
            const int copies = m_e.isSubSlicedPool() ? slice.sliceCount() : 1;
            if (copies == 1) {
                m_copy = -1;
                add(text, jobSet());
                continue;
            }
            for (m_copy = 0; m_copy < copies; ++m_copy)
                add(text, jobSet());
        }
        m_slice = nullptr;
        m_copy = -1;
        return text;
    }

    /// The pods of one slice: the slice workload's shape on a block pool, else the pool's slice.
    qint64 vms() const { return m_slice ? m_e.sliceVms(*m_slice) : m_e.vmsPerSlice; }
    qint64 replicas() const
    {
        if (m_slice)
            return m_e.isSubSlicedPool() ? 1 : m_slice->sliceCount();
        return m_e.shape.slices;
    }
    bool multiHost() const { return m_slice ? vms() > 1 : m_e.isMultiHost(); }
    bool multislice() const { return m_slice ? multiHost() && replicas() > 1 : m_e.isMultislice(); }
    QString workloadName() const
    {
        if (!m_slice)
            return m_pool.name;
        return m_copy < 0 ? m_slice->name : QStringLiteral("%1-%2").arg(m_slice->name).arg(m_copy);
    }

    /// The plan names the data bucket: the pods run as a Kubernetes service account that
    /// gcloud.sh / main.tf grant the bucket through Workload Identity Federation for GKE.
    bool usesDataBucket() const { return m_plan.dataBucket && !m_plan.dataBucket->name.isEmpty(); }

    QByteArray serviceAccount() const
    {
        Doc d;
        d.str(QStringLiteral("apiVersion"), QStringLiteral("v1"));
        d.str(QStringLiteral("kind"), QStringLiteral("ServiceAccount"));
        d.metadata(ManifestExporter::workloadServiceAccount(), managedLabels(), {}, kNamespace);
        return d.finish();
    }

    bool collectionScheduling() const
    {
        return m_pool.workload && m_pool.workload->collectionScheduling.value_or(false);
    }

    /// Autopilot asks for collection scheduling through a ComputeClass
    /// (https://cloud.google.com/kubernetes-engine/docs/reference/crds/computeclass).
    bool usesComputeClass() const { return m_e.autopilot && collectionScheduling(); }

    QString computeClassName() const { return m_pool.name + QStringLiteral("-collection"); }

    QByteArray computeClass() const
    {
        Doc d;
        d.str(QStringLiteral("apiVersion"), QStringLiteral("cloud.google.com/v1"));
        d.str(QStringLiteral("kind"), QStringLiteral("ComputeClass"));
        d.metadata(computeClassName(), commonLabels());
        d.map(QStringLiteral("spec"));
        d.seq(QStringLiteral("priorities"));
        d.item();
        d.map(QStringLiteral("tpu"));
        d.str(QStringLiteral("type"), m_e.shape.acceleratorLabel());
        d.num(QStringLiteral("count"), m_e.chipsPerVm);
        d.str(QStringLiteral("topology"), m_pool.topology);
        d.end();
        d.end();
        d.endSeq();
        d.map(QStringLiteral("nodePoolGroup"));
        d.str(QStringLiteral("name"), m_pool.name);
        d.end();
        d.map(QStringLiteral("nodePoolConfig"));
        d.str(QStringLiteral("workloadType"), QStringLiteral("HIGH_AVAILABILITY"));
        d.end();
        // Required by the ComputeClass schema; a TPU pod has nowhere else to go, so no node is
        // created when the TPU priority cannot be met.
        d.str(QStringLiteral("whenUnsatisfiable"), QStringLiteral("DoNotScaleUp"));
        d.end();
        return d.finish();
    }

    /// An Indexed Job's pods find each other through a headless Service named by their
    /// subdomain. A JobSet needs none from us: with network.enableDNSHostnames its controller
    /// creates that Service itself.
    bool needsHeadlessService() const { return m_e.kind == ExportPool::WorkloadKind::IndexedJob; }

    QByteArray headlessService() const
    {
        Doc d;
        d.str(QStringLiteral("apiVersion"), QStringLiteral("v1"));
        d.str(QStringLiteral("kind"), QStringLiteral("Service"));
        d.metadata(m_pool.name, commonLabels(), {}, kNamespace);
        d.map(QStringLiteral("spec"));
        d.str(QStringLiteral("clusterIP"), QStringLiteral("None"));
        d.boolean(QStringLiteral("publishNotReadyAddresses"), true);
        d.stringMap(QStringLiteral("selector"), {{QStringLiteral("job-name"), m_pool.name}});
        d.end();
        return d.finish();
    }

    int servingPort() const
    {
        return m_pool.workload && m_pool.workload->port ? *m_pool.workload->port : ManifestExporter::kDefaultServingPort;
    }

    Labels servingSelector() const { return {{QStringLiteral("app.kubernetes.io/name"), m_pool.name}}; }

    /// The address clients use: one stable name in front of every ready replica.
    QByteArray servingService() const
    {
        Doc d;
        d.str(QStringLiteral("apiVersion"), QStringLiteral("v1"));
        d.str(QStringLiteral("kind"), QStringLiteral("Service"));
        d.metadata(m_pool.name, commonLabels(), {}, kNamespace);
        d.map(QStringLiteral("spec"));
        d.str(QStringLiteral("type"), QStringLiteral("ClusterIP"));
        d.stringMap(QStringLiteral("selector"), servingSelector());
        d.seq(QStringLiteral("ports"));
        d.item();
        d.str(QStringLiteral("name"), QStringLiteral("http"));
        d.str(QStringLiteral("protocol"), QStringLiteral("TCP"));
        d.num(QStringLiteral("port"), servingPort());
        d.str(QStringLiteral("targetPort"), QStringLiteral("http"));
        d.end();
        d.endSeq();
        d.end();
        return d.finish();
    }

    /// Managed Service for Prometheus collects the server's metrics, so the autoscaler can read
    /// its queue length through the custom metrics adapter (GKE's TPU serving autoscaling guide).
    QByteArray podMonitoring() const
    {
        Doc d;
        d.str(QStringLiteral("apiVersion"), QStringLiteral("monitoring.googleapis.com/v1"));
        d.str(QStringLiteral("kind"), QStringLiteral("PodMonitoring"));
        d.metadata(m_pool.name, commonLabels(), {}, kNamespace);
        d.map(QStringLiteral("spec"));
        d.map(QStringLiteral("selector"));
        d.stringMap(QStringLiteral("matchLabels"), servingSelector());
        d.end();
        d.seq(QStringLiteral("endpoints"));
        d.item();
        d.str(QStringLiteral("port"), QStringLiteral("http"));
        d.str(QStringLiteral("path"), QStringLiteral("/metrics"));
        d.str(QStringLiteral("interval"), QStringLiteral("15s"));
        d.end();
        d.endSeq();
        d.end();
        return d.finish();
    }

    /// Replicas follow the requests waiting in the server's queue, between the pool's bounds:
    /// one replica per TPU VM, so the node autoscaler adds and removes VMs with them.
    QByteArray autoscaler() const
    {
        const qint64 pools = std::max<qint64>(1, m_e.nodePoolNames.size());
        const qint64 least = std::max<qint64>(1, m_e.minNodes * pools);
        const qint64 most = std::max<qint64>(least, m_e.autoscaling ? m_e.maxNodes * pools : m_pool.autoscaling->maxNodes.value_or(least));
        Doc d;
        d.str(QStringLiteral("apiVersion"), QStringLiteral("autoscaling/v2"));
        d.str(QStringLiteral("kind"), QStringLiteral("HorizontalPodAutoscaler"));
        d.metadata(m_pool.name, commonLabels(), {}, kNamespace);
        d.map(QStringLiteral("spec"));
        d.map(QStringLiteral("scaleTargetRef"));
        d.str(QStringLiteral("apiVersion"), QStringLiteral("apps/v1"));
        d.str(QStringLiteral("kind"), QStringLiteral("Deployment"));
        d.str(QStringLiteral("name"), m_pool.name);
        d.end();
        d.num(QStringLiteral("minReplicas"), least);
        d.num(QStringLiteral("maxReplicas"), most);
        d.seq(QStringLiteral("metrics"));
        d.item();
        d.str(QStringLiteral("type"), QStringLiteral("Pods"));
        d.map(QStringLiteral("pods"));
        d.map(QStringLiteral("metric"));
        // As the custom metrics adapter names a Managed Service for Prometheus gauge.
        const QString metric = m_pool.workload && !m_pool.workload->queueMetric.isEmpty() ? m_pool.workload->queueMetric
                                                                                          : kDefaultQueueMetric;
        d.str(QStringLiteral("name"), QStringLiteral("prometheus.googleapis.com|%1|gauge").arg(metric));
        d.end();
        d.map(QStringLiteral("target"));
        d.str(QStringLiteral("type"), QStringLiteral("AverageValue"));
        d.str(QStringLiteral("averageValue"), QString::number(ManifestExporter::kQueuedRequestsPerReplica));
        d.end();
        d.end();
        d.end();
        d.endSeq();
        d.end();
        return d.finish();
    }

    Labels workloadLabels() const
    {
        Labels labels = commonLabels();
        if (!m_e.queue().isEmpty())
            labels.append({GkeKeys::kQueueName, m_e.queue()});
        return labels;
    }

    Labels nodeSelector() const
    {
        Labels selector;
        if (usesComputeClass())
            selector.append({GkeKeys::kComputeClass, computeClassName()});
        selector.append({GkeKeys::kAccelerator, m_e.shape.acceleratorLabel()});
        // A dynamic slice names its shape in an annotation; every node of a block carries the
        // block's topology, so selecting the slice's would match none.
        if (!m_e.isBlockPool())
            selector.append({GkeKeys::kTopology, m_pool.topology});
        if (m_e.isSpot())
            selector.append({GkeKeys::kSpot, QStringLiteral("true")});
        if (m_e.isQueuedProvisioning()) {
            // Standard: the queued node pool's nodes carry the label (GKE's DWS samples select it).
            // Autopilot creates the nodes itself; Kueue's admission check pins the pods to them.
            if (!m_e.autopilot)
                selector.append({GkeKeys::kQueued, QStringLiteral("true")});
        } else if (m_e.isFlexStart())
            selector.append({GkeKeys::kFlexStart, QStringLiteral("true")});
        if (m_e.autopilot && !m_pool.zone.isEmpty()) {
            // Autopilot picks any zone of the region unless told: the plan's zone is where its
            // availability was checked and its cost priced (and where a reservation lives).
            selector.append({GkeKeys::kZone, m_pool.zone});
        }
        if (m_e.autopilot && m_e.isReservation() && m_pool.reservation) {
            // Autopilot has no node pools to create: the Pod asks for the reservation itself.
            selector.append({GkeKeys::kReservationName, m_pool.reservation->name});
            selector.append({GkeKeys::kReservationAffinity, QStringLiteral("specific")});
            if (!m_pool.reservation->project.isEmpty())
                selector.append({GkeKeys::kReservationProject, m_pool.reservation->project});
        }
        if (m_e.autopilot && !m_e.workloadPolicyName().isEmpty()) {
            // Nodes GKE creates for the pods (Autopilot, auto-provisioning) are placed by the
            // workload policy the pods name (cluster-toolkit#6274, xpk); gcloud.sh creates it.
            selector.append({GkeKeys::kPlacementPolicy, m_e.workloadPolicyName()});
        }
        if (!m_e.autopilot && collectionScheduling()) {
            selector.append({GkeKeys::kNodePoolGroup, m_pool.name});
            selector.append({GkeKeys::kWorkloadType, QStringLiteral("HIGH_AVAILABILITY")});
        }
        return selector;
    }

    void tolerations(Doc &d) const
    {
        d.seq(QStringLiteral("tolerations"));
        auto exists = [&](const QString &key) {
            d.item();
            d.str(QStringLiteral("key"), key);
            d.str(QStringLiteral("operator"), QStringLiteral("Exists"));
            d.str(QStringLiteral("effect"), QStringLiteral("NoSchedule"));
            d.end();
        };
        exists(GkeKeys::kTpuResource);
        if (m_e.isSpot()) {
            d.item();
            d.str(QStringLiteral("key"), GkeKeys::kSpot);
            d.str(QStringLiteral("operator"), QStringLiteral("Equal"));
            d.str(QStringLiteral("value"), QStringLiteral("true"));
            d.str(QStringLiteral("effect"), QStringLiteral("NoSchedule"));
            d.end();
        }
        if (m_e.isQueuedProvisioning())
            exists(GkeKeys::kQueued);
        else if (m_e.isFlexStart())
            exists(GkeKeys::kFlexStart);
        d.endSeq();
    }

    bool needsPrivileged() const
    {
        // Before GKE 1.28 a Standard TPU container had to be privileged
        // (https://cloud.google.com/kubernetes-engine/docs/concepts/tpus).
        if (m_e.autopilot)
            return false;
        const auto version = GkeVersion::parse(m_plan.cluster.version);
        return version && *version < GkeVersion(1, 28);
    }

    void podTemplate(Doc &d) const
    {
        d.map(QStringLiteral("template"));
        d.map(QStringLiteral("metadata"));
        d.stringMap(QStringLiteral("labels"), commonLabels());
        if (m_e.autopilot && m_pool.workload && m_pool.workload->extendedRunTime.value_or(false)) {
            // Extended run time Pods: Autopilot does not evict them for up to seven days.
            d.stringMap(QStringLiteral("annotations"), {{GkeKeys::kSafeToEvict, QStringLiteral("false")}});
        }
        if (m_slice)
            d.stringMap(QStringLiteral("annotations"), sliceAnnotations());
        d.end();
        d.map(QStringLiteral("spec"));
        if (m_e.kind != ExportPool::WorkloadKind::Deployment)
            d.str(QStringLiteral("restartPolicy"), QStringLiteral("Never"));
        if (m_e.kind == ExportPool::WorkloadKind::IndexedJob)
            d.str(QStringLiteral("subdomain"), m_pool.name);
        if (!m_e.priorityClass().isEmpty())
            d.str(QStringLiteral("priorityClassName"), m_e.priorityClass());
        if (usesDataBucket())
            d.str(QStringLiteral("serviceAccountName"), ManifestExporter::workloadServiceAccount());
        if (!m_e.autopilot && multiHost()) {
            // Multi-host slices talk over the host network (GKE's JobSet examples,
            // https://cloud.google.com/kubernetes-engine/docs/tutorials/tpu-multislice-kueue).
            d.boolean(QStringLiteral("hostNetwork"), true);
            d.str(QStringLiteral("dnsPolicy"), QStringLiteral("ClusterFirstWithHostNet"));
        }
        d.stringMap(QStringLiteral("nodeSelector"), nodeSelector());
        tolerations(d);
        d.seq(QStringLiteral("containers"));
        containers(d);
        d.endSeq();
        d.end();
        d.end();
    }

    /// Every container of the pod: one, or one per NUMA node of the TPU VM when the plan asks
    /// (xpk runs Ironwood pods as two containers of two chips each).
    void containers(Doc &d) const
    {
        const int count = m_e.containersPerPod();
        for (int c = 1; c <= count; ++c)
            container(d, count == 1 ? workloadName() : QStringLiteral("%1-%2").arg(workloadName()).arg(c), count);
    }

    /// `quantity` split equally over `parts` containers; empty when unset or unreadable.
    static QString share(const QString &quantity, int parts)
    {
        if (quantity.isEmpty() || parts == 1)
            return quantity;
        const auto value = parseQuantity(quantity);
        return value ? formatQuantity(*value / double(parts), isMemory(quantity)) : QString();
    }

    /// The MEGASCALE_* variables a Multislice process reads to find its slice and the
    /// coordinator (slice 0, worker 0), from the labels and annotations JobSet puts on every
    /// pod, as xpk's JobSets set them; JobSet does not inject them itself (jobset#787).
    static void multisliceEnvironment(Doc &d)
    {
        auto fromField = [&](const QString &name, const QString &path) {
            d.item();
            d.str(QStringLiteral("name"), name);
            d.map(QStringLiteral("valueFrom"));
            d.map(QStringLiteral("fieldRef"));
            d.str(QStringLiteral("fieldPath"), path);
            d.end();
            d.end();
            d.end();
        };
        d.seq(QStringLiteral("env"));
        fromField(QStringLiteral("JOBSET_NAME"), QStringLiteral("metadata.annotations['jobset.sigs.k8s.io/jobset-name']"));
        fromField(QStringLiteral("REPLICATED_JOB_NAME"),
                  QStringLiteral("metadata.annotations['jobset.sigs.k8s.io/replicatedjob-name']"));
        fromField(QStringLiteral("MEGASCALE_NUM_SLICES"),
                  QStringLiteral("metadata.labels['jobset.sigs.k8s.io/replicatedjob-replicas']"));
        fromField(QStringLiteral("MEGASCALE_SLICE_ID"), QStringLiteral("metadata.labels['jobset.sigs.k8s.io/job-index']"));
        d.item();
        d.str(QStringLiteral("name"), QStringLiteral("MEGASCALE_COORDINATOR_ADDRESS"));
        d.str(QStringLiteral("value"), QStringLiteral("$(JOBSET_NAME)-$(REPLICATED_JOB_NAME)-0-0.$(JOBSET_NAME)"));
        d.end();
        d.endSeq();
    }

    void container(Doc &d, const QString &name, int containerCount) const
    {
        const Workload workload = m_pool.workload.value_or(Workload());
        d.item();
        d.str(QStringLiteral("name"), name);
        d.str(QStringLiteral("image"), workload.image);
        if (workload.command && !workload.command->isEmpty())
            d.strings(QStringLiteral("command"), *workload.command);
        if (multislice())
            multisliceEnvironment(d);
        if (multiHost() && containerCount == 1) {
            // On the host network two containers cannot both declare the port; with one
            // container per NUMA node each process picks its own (xpk declares none then).
            d.seq(QStringLiteral("ports"));
            d.item();
            d.num(QStringLiteral("containerPort"), kTpuCoordinationPort);
            d.end();
            d.endSeq();
        } else if (m_e.kind == ExportPool::WorkloadKind::Deployment) {
            d.seq(QStringLiteral("ports"));
            d.item();
            d.str(QStringLiteral("name"), QStringLiteral("http"));
            d.num(QStringLiteral("containerPort"), servingPort());
            d.end();
            d.endSeq();
            // Ready once the server listens: a model server opens its port after loading the model.
            d.map(QStringLiteral("readinessProbe"));
            d.map(QStringLiteral("tcpSocket"));
            d.str(QStringLiteral("port"), QStringLiteral("http"));
            d.end();
            d.num(QStringLiteral("periodSeconds"), 10);
            d.num(QStringLiteral("failureThreshold"), 3);
            d.end();
        }
        if (needsPrivileged()) {
            d.map(QStringLiteral("securityContext"));
            d.boolean(QStringLiteral("privileged"), true);
            d.end();
        }
        // The TPU requests must add up to every chip of the node, in requests and limits
        // (https://cloud.google.com/kubernetes-engine/docs/how-to/tpus). CPU and memory are requested so the Pod is not best-effort; memory is also the
        // limit; CPU is not limited. Several containers share all three equally.
        const qint64 chips = m_e.chipsPerVm / containerCount;
        const QString cpu = share(workload.cpu, containerCount);
        const QString memory = share(workload.memory, containerCount);
        d.map(QStringLiteral("resources"));
        d.map(QStringLiteral("requests"));
        d.num(GkeKeys::kTpuResource, chips);
        if (!cpu.isEmpty())
            d.str(QStringLiteral("cpu"), cpu);
        if (!memory.isEmpty())
            d.str(QStringLiteral("memory"), memory);
        d.end();
        d.map(QStringLiteral("limits"));
        d.num(GkeKeys::kTpuResource, chips);
        if (!memory.isEmpty())
            d.str(QStringLiteral("memory"), memory);
        d.end();
        d.end();
        d.end();
    }

    /// The pod annotations that name a slice: its shape and, for a v6e sub-slice, the Kueue
    /// Topology level its pods must stay inside (as xpk's --sub-slicing writes them).
    Labels sliceAnnotations() const
    {
        Labels annotations;
        const std::optional<Topology> shape = Topology::parse(m_slice->topology);
        if (m_e.isSubSlicedPool() && shape)
            annotations.append({GkeKeys::kKueueRequiredTopology, m_e.subSlicing()->levelLabel(*shape)});
        annotations.append({GkeKeys::kSliceTopology, m_slice->topology});
        return annotations;
    }

    QByteArray jobSet() const
    {
        Doc d;
        d.str(QStringLiteral("apiVersion"), QStringLiteral("jobset.x-k8s.io/v1alpha2"));
        d.str(QStringLiteral("kind"), QStringLiteral("JobSet"));
        Labels annotations;
        // One dynamic slice per Job: its nodes share the slice label, not a node pool. Sub-slices
        // need no key: Kueue's Topology Aware Scheduling places each, several in one node pool.
        if (m_slice) {
            if (!m_e.isSubSlicedPool())
                annotations.append({GkeKeys::kJobSetExclusiveTopology, GkeKeys::kTpuSlice});
        } else if (m_e.isMultiHost())
            annotations.append({GkeKeys::kJobSetExclusiveTopology, GkeKeys::kNodePool}); // one slice per node pool
        d.metadata(workloadName(), workloadLabels(), annotations, kNamespace);
        d.map(QStringLiteral("spec"));
        // Without it one preemption, node repair or host error ends the run for good (the
        // default is no restart); each restart recreates every slice from the checkpoint.
        d.map(QStringLiteral("failurePolicy"));
        d.num(QStringLiteral("maxRestarts"), m_e.maxRestarts());
        d.end();
        if (multiHost()) {
            d.map(QStringLiteral("network"));
            d.boolean(QStringLiteral("enableDNSHostnames"), true);
            d.str(QStringLiteral("subdomain"), workloadName());
            d.end();
        }
        d.seq(QStringLiteral("replicatedJobs"));
        d.item();
        d.str(QStringLiteral("name"), QStringLiteral("slice"));
        d.num(QStringLiteral("replicas"), replicas());
        d.map(QStringLiteral("template"));
        d.map(QStringLiteral("spec"));
        d.num(QStringLiteral("parallelism"), vms());
        d.num(QStringLiteral("completions"), vms());
        d.num(QStringLiteral("backoffLimit"), 0);
        podTemplate(d);
        d.end();
        d.end();
        d.end();
        d.endSeq();
        d.end();
        return d.finish();
    }

    QByteArray workload() const
    {
        Doc d;
        switch (m_e.kind) {
        case ExportPool::WorkloadKind::JobSet:
            return jobSet();
        case ExportPool::WorkloadKind::Job:
        case ExportPool::WorkloadKind::IndexedJob: {
            const bool indexed = m_e.kind == ExportPool::WorkloadKind::IndexedJob;
            d.str(QStringLiteral("apiVersion"), QStringLiteral("batch/v1"));
            d.str(QStringLiteral("kind"), QStringLiteral("Job"));
            d.metadata(m_pool.name, workloadLabels(), {}, kNamespace);
            d.map(QStringLiteral("spec"));
            if (indexed)
                d.str(QStringLiteral("completionMode"), QStringLiteral("Indexed"));
            const qint64 pods = indexed ? m_e.vmsPerSlice : m_e.nodes;
            d.num(QStringLiteral("parallelism"), pods);
            d.num(QStringLiteral("completions"), pods);
            if (indexed)
                d.num(QStringLiteral("backoffLimit"), 0);
            podTemplate(d);
            d.end();
            break;
        }
        case ExportPool::WorkloadKind::Deployment: {
            d.str(QStringLiteral("apiVersion"), QStringLiteral("apps/v1"));
            d.str(QStringLiteral("kind"), QStringLiteral("Deployment"));
            d.metadata(m_pool.name, workloadLabels(), {}, kNamespace);
            d.map(QStringLiteral("spec"));
            d.num(QStringLiteral("replicas"), m_e.nodes);
            d.map(QStringLiteral("selector"));
            d.stringMap(QStringLiteral("matchLabels"), servingSelector());
            d.end();
            podTemplate(d);
            d.end();
            break;
        }
        }
        return d.finish();
    }

    const Plan &m_plan;
    const ExportPool &m_e;
    const Pool &m_pool;
    KueueObjects &m_kueue;
    const SliceWorkload *m_slice = nullptr; ///< the slice workload being written (block and sub-sliced pools)
    int m_copy = -1;                        ///< which copy of a sub-slice workload; -1: its only JobSet
};

} // namespace

QString ManifestExporter::workloadPrincipal(const QString &projectNumber, const QString &projectId)
{
    return QStringLiteral("principal://iam.googleapis.com/projects/%1/locations/global/workloadIdentityPools/%2.svc.id.goog/subject/ns/%3/sa/%4")
        .arg(projectNumber, projectId, kNamespace, workloadServiceAccount());
}

QString ManifestExporter::scaleQuantity(const QString &quantity, qint64 factor)
{
    const auto value = parseQuantity(quantity);
    if (!value)
        return QString();
    return formatQuantity(*value * double(factor), isMemory(quantity));
}

int ManifestExporter::priorityValue(const QString &name)
{
    if (name.contains(QLatin1String("high")))
        return 1000000;
    if (name.contains(QLatin1String("low")))
        return 100;
    return 1000;
}

QByteArray ManifestExporter::exportPool(const Plan &plan, const QList<ExportPool> &pools, qsizetype index)
{
    KueueObjects kueue(pools);
    return PoolManifest(plan, pools, index, kueue).build();
}

QList<QPair<QString, QByteArray>> ManifestExporter::exportAll(const Plan &plan, const QList<ExportPool> &pools)
{
    QList<QPair<QString, QByteArray>> files;
    files.reserve(pools.size());
    KueueObjects kueue(pools); // one pass over the pools for every queue, not one per pool
    for (qsizetype i = 0; i < pools.size(); ++i)
        files.append({pools.at(i).pool->name, PoolManifest(plan, pools, i, kueue).build()});
    return files;
}

} // namespace tpuplan
