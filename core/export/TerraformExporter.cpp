// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/TerraformExporter.h"

#include "core/common/GkeKeys.h"

#include "core/export/GcloudScriptExporter.h"
#include "core/export/HclWriter.h"
#include "core/export/ManifestExporter.h"

#include <algorithm>
#include <QCoreApplication>
#include <QVersionNumber>

namespace tpuplan {
namespace {

void clusterAutoscaling(HclWriter &w, const Plan &plan, const QList<ExportPool> &pools, const Catalog &catalog)
{
    const AutoprovisioningLimits limits = AutoprovisioningLimits::compute(plan, pools, catalog);
    w.comment(QCoreApplication::translate("TerraformExporter",
                                          "Node auto-provisioning: CPU and memory count every node, TPU VMs included; TPU limits are in chips."));
    w.open(QStringLiteral("cluster_autoscaling"));
    w.attribute(QStringLiteral("enabled"), HclWriter::boolean(true));
    if (!limits.locations.isEmpty())
        w.attribute(QStringLiteral("auto_provisioning_locations"), HclWriter::stringList(limits.locations));
    auto limit = [&](const QString &type, qint64 maximum) {
        w.open(QStringLiteral("resource_limits"));
        w.attribute(QStringLiteral("resource_type"), HclWriter::string(type));
        w.attribute(QStringLiteral("minimum"), HclWriter::number(0));
        w.attribute(QStringLiteral("maximum"), HclWriter::number(maximum));
        w.close();
    };
    limit(QStringLiteral("cpu"), limits.maxCpu);
    limit(QStringLiteral("memory"), limits.maxMemoryGB);
    for (const AutoprovisioningLimits::Accelerator &a : limits.accelerators)
        limit(a.resourceType, a.maximumChips);
    w.close();
}

/// The resource's header: its comment, name, cluster, location and node count.
void nodePoolHeader(HclWriter &w, const ExportPool &e, const QString &name)
{
    const Pool &pool = *e.pool;
    w.blank();
    w.comment(QCoreApplication::translate("TerraformExporter", "%1: %2 x %3, topology %4%5")
                  .arg(name)
                  .arg(e.vmsPerSlice)
                  .arg(pool.machineType, pool.topology,
                       e.isBlockPool()   ? QCoreApplication::translate("TerraformExporter", " (one block: the dynamic slices form inside it)")
                       : e.isMultiHost() ? QCoreApplication::translate("TerraformExporter", " (one multi-host slice)")
                                         : QString()));
    w.open(QStringLiteral("resource \"google_container_node_pool\" %1").arg(HclWriter::string(HclWriter::identifier(name))));
    w.attribute(QStringLiteral("name"), HclWriter::string(name));
    w.attribute(QStringLiteral("cluster"), QStringLiteral("google_container_cluster.cluster.name"));
    w.attribute(QStringLiteral("location"), QStringLiteral("var.location"));
    w.attribute(QStringLiteral("node_locations"), HclWriter::stringList({pool.zone}));
    if (e.autoscaling)
        w.attribute(QStringLiteral("initial_node_count"), HclWriter::number(e.initialNodes));
    else
        w.attribute(QStringLiteral("node_count"), HclWriter::number(e.initialNodes));
}

/// `node_config`: machine, image, capacity (Spot, flex-start, a reservation), labels, SMT.
void nodeConfig(HclWriter &w, const Plan &plan, const ExportPool &e, const Catalog &catalog)
{
    const Pool &pool = *e.pool;
    w.open(QStringLiteral("node_config"));
    w.attribute(QStringLiteral("machine_type"), HclWriter::string(pool.machineType));
    w.attribute(QStringLiteral("image_type"), HclWriter::string(GcloudScriptExporter::imageType(plan, catalog)));
    if (!e.bootDiskType.isEmpty()) {
        w.attribute(QStringLiteral("disk_type"), HclWriter::string(e.bootDiskType));
        w.attribute(QStringLiteral("disk_size_gb"), HclWriter::number(e.bootDiskGiB));
    }
    if (e.isSpot())
        w.attribute(QStringLiteral("spot"), HclWriter::boolean(true));
    if (e.isFlexStart())
        w.attribute(QStringLiteral("flex_start"), HclWriter::boolean(true));
    if (pool.workload && pool.workload->collectionScheduling.value_or(false)) {
        w.open(QStringLiteral("labels ="));
        w.attribute(HclWriter::string(GkeKeys::kNodePoolGroup), HclWriter::string(pool.name));
        w.attribute(HclWriter::string(GkeKeys::kWorkloadType), HclWriter::string(QStringLiteral("HIGH_AVAILABILITY")));
        w.close();
    }
    if (e.isReservation()) {
        w.open(QStringLiteral("reservation_affinity"));
        w.attribute(QStringLiteral("consume_reservation_type"), HclWriter::string(QStringLiteral("SPECIFIC_RESERVATION")));
        w.attribute(QStringLiteral("key"), HclWriter::string(QStringLiteral("compute.googleapis.com/reservation-name")));
        w.attribute(QStringLiteral("values"), HclWriter::stringList({e.reservationPath()}));
        w.close();
    } else if (e.isFlexStart()) {
        w.open(QStringLiteral("reservation_affinity"));
        w.attribute(QStringLiteral("consume_reservation_type"), HclWriter::string(QStringLiteral("NO_RESERVATION")));
        w.close();
    }
    if (pool.smt) {
        w.open(QStringLiteral("advanced_machine_features"));
        w.attribute(QStringLiteral("threads_per_core"), HclWriter::number(*pool.smt));
        w.close();
    }
    w.close();
}

/// `placement_policy`: a TPU7x workload policy, or compact placement of a multi-host slice.
void placementPolicy(HclWriter &w, const ExportPool &e, const QString &policy)
{
    const Pool &pool = *e.pool;
    if (!policy.isEmpty()) {
        // The provider requires a type; Google's cluster-toolkit sets COMPACT beside the workload
        // policy (examples/gke-tpu-7x). GKE stores only the policy and the topology, so the type
        // is ignored after creation (below) rather than replacing the pool on every apply.
        w.blank();
        w.open(QStringLiteral("placement_policy"));
        w.attribute(QStringLiteral("type"), HclWriter::string(QStringLiteral("COMPACT")));
        // A block pool's provision-only policy is gcloud.sh's (see the note above the cluster).
        w.attribute(QStringLiteral("policy_name"),
                    e.isBlockPool() ? HclWriter::string(policy)
                                    : QStringLiteral("google_compute_resource_policy.%1.name").arg(HclWriter::identifier(policy)));
        w.attribute(QStringLiteral("tpu_topology"), HclWriter::string(e.shape.topology->toString()));
        w.close();
    } else if (e.isMultiHost()) {
        w.blank();
        w.open(QStringLiteral("placement_policy"));
        w.attribute(QStringLiteral("type"), HclWriter::string(QStringLiteral("COMPACT")));
        w.attribute(QStringLiteral("tpu_topology"), HclWriter::string(pool.topology));
        w.close();
    }
}

/// How the pool grows and is looked after: autoscaling, queued provisioning, no auto-repair on
/// flex-start.
void scalingAndManagement(HclWriter &w, const ExportPool &e)
{
    if (e.autoscaling) {
        w.blank();
        w.open(QStringLiteral("autoscaling"));
        if (e.totalMaxNodes) {
            w.attribute(QStringLiteral("total_min_node_count"), HclWriter::number(e.minNodes));
            w.attribute(QStringLiteral("total_max_node_count"), HclWriter::number(*e.totalMaxNodes));
        } else {
            w.attribute(QStringLiteral("min_node_count"), HclWriter::number(e.minNodes));
            w.attribute(QStringLiteral("max_node_count"), HclWriter::number(e.maxNodes));
        }
        if (e.isFlexStart())
            w.attribute(QStringLiteral("location_policy"), HclWriter::string(QStringLiteral("ANY")));
        w.close();
    }
    if (e.isQueuedProvisioning()) {
        w.blank();
        w.open(QStringLiteral("queued_provisioning"));
        w.attribute(QStringLiteral("enabled"), HclWriter::boolean(true));
        w.close();
    }
    if (e.isFlexStart()) {
        w.blank();
        w.open(QStringLiteral("management"));
        w.attribute(QStringLiteral("auto_repair"), HclWriter::boolean(false));
        w.close();
    }
}

/// `lifecycle.ignore_changes`: what GKE changes or does not store after creation.
void lifecycle(HclWriter &w, const ExportPool &e, const QString &policy)
{
    QStringList ignored;
    if (e.autoscaling) {
        w.blank();
        w.comment(QCoreApplication::translate("TerraformExporter", "The autoscaler owns the node count after creation."));
        ignored.append(QStringLiteral("node_count"));
    }
    if (!policy.isEmpty()) {
        if (ignored.isEmpty())
            w.blank();
        w.comment(QCoreApplication::translate("TerraformExporter", "GKE does not store the placement type of a workload policy."));
        ignored.append(QStringLiteral("placement_policy[0].type"));
    }
    if (!ignored.isEmpty()) {
        w.open(QStringLiteral("lifecycle"));
        w.attribute(QStringLiteral("ignore_changes"), QLatin1Char('[') + ignored.join(QStringLiteral(", ")) + QLatin1Char(']'));
        w.close();
    }
}

void nodePool(HclWriter &w, const Plan &plan, const ExportPool &e, const QString &name, const Catalog &catalog)
{
    nodePoolHeader(w, e, name);
    w.blank();
    nodeConfig(w, plan, e, catalog);
    const QString policy = e.workloadPolicyName();
    placementPolicy(w, e, policy);
    scalingAndManagement(w, e);
    lifecycle(w, e, policy);
    w.close();
}

/// The newest of the floors the arguments used need.
QString providerFloor(const TerraformFacts &facts, bool flexStart, bool workloadPolicy)
{
    QString floor = facts.base.version;
    for (const auto &[used, needed] : {std::pair{flexStart, &facts.flexStart}, std::pair{workloadPolicy, &facts.workloadPolicy}}) {
        if (used && QVersionNumber::fromString(needed->version) > QVersionNumber::fromString(floor))
            floor = needed->version;
    }
    return floor;
}

/// The opening comments, the provider with the version floor the arguments need, the variables.
void writeSettings(HclWriter &w, const Plan &plan, const QList<ExportPool> &pools, const Catalog &catalog)
{
    const bool autopilot = plan.cluster.isAutopilot();
    w.comment(QCoreApplication::translate("TerraformExporter", "Terraform for the TPU plan \"%1\": the same cluster%2 as gcloud.sh.")
                  .arg(plan.metadata.name,
                       autopilot ? QCoreApplication::translate("TerraformExporter", " (Autopilot; the manifests request the TPU slices)")
                                 : QCoreApplication::translate("TerraformExporter", " and node pools")));
    w.comment(QCoreApplication::translate("TerraformExporter",
                                          "Generated by tpu-plan. Use this or gcloud.sh, not both:\n"
                                          "  terraform init && terraform apply -var project=my-project"));
    w.blank();
    w.open(QStringLiteral("terraform"));
    w.open(QStringLiteral("required_providers"));
    w.open(QStringLiteral("google ="));
    w.attribute(QStringLiteral("source"), HclWriter::string(QStringLiteral("hashicorp/google")));
    // The floor follows the arguments used (catalog: terraform.googleProviderFloor).
    const bool flexStart = std::any_of(pools.cbegin(), pools.cend(), [&](const ExportPool &e) { return !autopilot && e.isFlexStart(); });
    const bool workloadPolicy = !ExportPool::workloadPolicyOwners(pools).isEmpty();
    w.attribute(QStringLiteral("version"), HclWriter::string(QStringLiteral(">= ") + providerFloor(catalog.terraform, flexStart, workloadPolicy)));
    w.close();
    w.close();
    w.close();
    w.blank();
    w.open(QStringLiteral("variable \"project\""));
    w.attribute(QStringLiteral("description"), HclWriter::string(QStringLiteral("Google Cloud project that gets the cluster")));
    w.attribute(QStringLiteral("type"), QStringLiteral("string"));
    w.close();
    w.blank();
    w.open(QStringLiteral("variable \"location\""));
    w.attribute(QStringLiteral("description"), HclWriter::string(QStringLiteral("Region of the cluster (cluster.region in the plan)")));
    w.attribute(QStringLiteral("type"), QStringLiteral("string"));
    w.attribute(QStringLiteral("default"), HclWriter::string(plan.cluster.region));
    w.close();
    w.blank();
    w.open(QStringLiteral("provider \"google\""));
    w.attribute(QStringLiteral("project"), QStringLiteral("var.project"));
    w.close();
    w.blank();
}

/// Dynamic slicing needs two things the Google provider (6.x, which main.tf is checked against)
/// cannot say: the slice controller and a workload policy of accelerator topology mode
/// provision_only. gcloud.sh has both; run them before `terraform apply`.
void blockPoolNote(HclWriter &w, const Plan &plan, const QList<ExportPool> &pools)
{
    QStringList policies;
    for (const ExportPool &e : pools) {
        if (e.isBlockPool() && !policies.contains(e.workloadPolicyName()))
            policies.append(e.workloadPolicyName());
    }
    if (policies.isEmpty())
        return;
    w.comment(QCoreApplication::translate("TerraformExporter",
                                          "Dynamic slicing (block pools): the Google provider has no argument for GKE's slice "
                                          "controller nor for a provision-only workload policy. Before terraform apply, create "
                                          "the workload policy %1 as gcloud.sh does (--accelerator-topology-mode=provision_only); "
                                          "after it, run: gcloud container clusters update %2 --location=LOCATION "
                                          "--enable-slice-controller")
                  .arg(policies.join(QStringLiteral(", ")), plan.cluster.name));
}

/// The cluster: Autopilot, or Standard without its default pool; release channel; Workload
/// Identity when a data bucket is named.
void writeCluster(HclWriter &w, const Plan &plan, const QList<ExportPool> &pools, const Catalog &catalog)
{
    const bool autopilot = plan.cluster.isAutopilot();
    blockPoolNote(w, plan, pools);
    w.open(QStringLiteral("resource \"google_container_cluster\" \"cluster\""));
    w.attribute(QStringLiteral("name"), HclWriter::string(plan.cluster.name));
    w.attribute(QStringLiteral("location"), QStringLiteral("var.location"));
    w.attribute(QStringLiteral("min_master_version"), HclWriter::string(plan.cluster.version));
    if (autopilot) {
        w.attribute(QStringLiteral("enable_autopilot"), HclWriter::boolean(true));
    } else {
        w.comment(QCoreApplication::translate("TerraformExporter",
                                              "The default pool is replaced by the system node pool below."));
        w.attribute(QStringLiteral("remove_default_node_pool"), HclWriter::boolean(true));
        w.attribute(QStringLiteral("initial_node_count"), HclWriter::number(1));
        if (GcloudScriptExporter::usesAutoprovisioning(plan)) {
            w.blank();
            clusterAutoscaling(w, plan, pools, catalog);
        }
    }
    w.blank();
    w.comment(QCoreApplication::translate("TerraformExporter",
                                          "The release channel (cluster.releaseChannel) upgrades the cluster from the "
                                          "minimum version above."));
    w.open(QStringLiteral("release_channel"));
    w.attribute(QStringLiteral("channel"), HclWriter::string(plan.cluster.effectiveReleaseChannel().toUpper()));
    w.close();
    if (!autopilot && plan.dataBucket && !plan.dataBucket->name.isEmpty()) {
        w.blank();
        w.comment(QCoreApplication::translate("TerraformExporter", "Workload Identity Federation for GKE, so the pods can be granted the data bucket."));
        w.open(QStringLiteral("workload_identity_config"));
        w.attribute(QStringLiteral("workload_pool"), QStringLiteral("format(\"%s.svc.id.goog\", var.project)"));
        w.close();
    }
    w.close();
}

/// The workloads' access to the data bucket (Workload Identity principal of their service account).
void writeBucketAccess(HclWriter &w, const Plan &plan)
{
    w.blank();
    w.comment(QCoreApplication::translate("TerraformExporter",
                                          "The workloads' Kubernetes service account default/%1 (in the manifests) reads and "
                                          "writes the data bucket through Workload Identity.")
                  .arg(ManifestExporter::workloadServiceAccount()));
    w.open(QStringLiteral("data \"google_project\" \"project\""));
    w.attribute(QStringLiteral("project_id"), QStringLiteral("var.project"));
    w.close();
    w.blank();
    w.open(QStringLiteral("resource \"google_storage_bucket_iam_member\" \"workloads\""));
    w.attribute(QStringLiteral("bucket"), HclWriter::string(plan.dataBucket->name));
    w.attribute(QStringLiteral("role"), HclWriter::string(QStringLiteral("roles/storage.objectUser")));
    w.attribute(QStringLiteral("member"),
                QStringLiteral("format(%1, data.google_project.project.number, var.project)")
                    .arg(HclWriter::string(ManifestExporter::workloadPrincipal(QStringLiteral("%s"), QStringLiteral("%s")))));
    w.close();
}

/// Workload policies (TPU7x multi-host): Standard node pools name them, Autopilot pods select them.
void writeWorkloadPolicies(HclWriter &w, const QList<ExportPool> &pools)
{
    for (const ExportPool *owner : ExportPool::workloadPolicyOwners(pools)) {
        const ExportPool &e = *owner;
        if (e.isBlockPool())
            continue; // provision-only: gcloud.sh creates it (blockPoolNote)
        const QString policy = e.workloadPolicyName();
        w.blank();
        w.comment(QCoreApplication::translate("TerraformExporter",
                                              "Workload policy for multi-host %1 pools of topology %2, used instead of compact placement. "
                                              "There is one per project, region and topology: import it if it already exists.")
                      .arg(e.shape.tpu->id, e.shape.topology->toString()));
        w.open(QStringLiteral("resource \"google_compute_resource_policy\" %1").arg(HclWriter::string(HclWriter::identifier(policy))));
        w.attribute(QStringLiteral("name"), HclWriter::string(policy));
        w.attribute(QStringLiteral("region"), QStringLiteral("var.location"));
        w.open(QStringLiteral("workload_policy"));
        w.attribute(QStringLiteral("type"), HclWriter::string(e.shape.tpu->workloadPolicyType));
        w.attribute(QStringLiteral("accelerator_topology"), HclWriter::string(e.shape.topology->toString()));
        w.close();
        w.close();
    }
}

/// The small non-TPU node pool every Standard cluster needs for kube-system Pods.
void writeSystemPool(HclWriter &w, const Plan &plan, const QList<ExportPool> &pools, const Catalog &catalog)
{
    const QStringList zones = exportZones(pools);
    w.blank();
    w.comment(QCoreApplication::translate("TerraformExporter",
                                          "Small non-TPU node pool for kube-system Pods: every Standard cluster needs one."));
    w.open(QStringLiteral("resource \"google_container_node_pool\" %1").arg(HclWriter::string(HclWriter::identifier(SystemPool::name()))));
    w.attribute(QStringLiteral("name"), HclWriter::string(SystemPool::name()));
    w.attribute(QStringLiteral("cluster"), QStringLiteral("google_container_cluster.cluster.name"));
    w.attribute(QStringLiteral("location"), QStringLiteral("var.location"));
    if (!zones.isEmpty())
        w.attribute(QStringLiteral("node_locations"), HclWriter::stringList(zones));
    w.attribute(QStringLiteral("node_count"), HclWriter::number(1));
    w.blank();
    w.open(QStringLiteral("node_config"));
    w.attribute(QStringLiteral("machine_type"), HclWriter::string(catalog.gke.systemPool.machineType));
    w.attribute(QStringLiteral("image_type"), HclWriter::string(GcloudScriptExporter::imageType(plan, catalog)));
    w.close();
    w.close();
}

} // namespace

QByteArray TerraformExporter::mainTf(const Plan &plan, const QList<ExportPool> &pools, const Catalog &catalog)
{
    HclWriter w;
    writeSettings(w, plan, pools, catalog);
    writeCluster(w, plan, pools, catalog);
    if (plan.dataBucket && !plan.dataBucket->name.isEmpty())
        writeBucketAccess(w, plan);
    if (!plan.cluster.isAutopilot())
        writeSystemPool(w, plan, pools, catalog);
    writeWorkloadPolicies(w, pools);
    if (!plan.cluster.isAutopilot()) {
        for (const ExportPool &e : pools) {
            for (const QString &name : e.nodePoolNames)
                nodePool(w, plan, e, name, catalog);
        }
    }
    return w.text().toUtf8();
}

} // namespace tpuplan
