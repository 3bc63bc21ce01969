// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/GcloudScriptExporter.h"

#include "core/common/GkeKeys.h"
#include "core/export/CalendarReservation.h"
#include "core/export/ManifestExporter.h"

#include "core/export/ShellScript.h"

#include "core/common/YamlText.h"

#include <QCoreApplication>

#include <algorithm>

#include <yaml-cpp/yaml.h>

namespace tpuplan {
namespace {

QString capacityText(const ExportPool &e)
{
    if (e.isReservation())
        return QCoreApplication::translate("GcloudScriptExporter", "reservation %1").arg(e.reservationPath());
    if (e.isQueuedProvisioning())
        return QCoreApplication::translate("GcloudScriptExporter", "flex-start with queued provisioning");
    return e.capacity;
}

QString poolSummary(const ExportPool &e, const QString &nodePool)
{
    const QString what = e.autopilot ? e.shape.acceleratorLabel() : e.pool->machineType;
    const qint64 count = e.autopilot ? e.nodes : e.vmsPerSlice;
    return QCoreApplication::translate("GcloudScriptExporter", "%1: %2 x %3, topology %4 in %5, %6")
        .arg(nodePool)
        .arg(count)
        .arg(what, e.pool->topology, e.pool->zone, capacityText(e));
}

/// The workload policies multi-host pools of versions such as TPU7x are placed with (Standard
/// node pools name them; Autopilot pods select them): one per project, region and topology,
/// created only when missing.
void writeWorkloadPolicies(ShellScript &s, const QList<ExportPool> &pools)
{
    for (const ExportPool *owner : ExportPool::workloadPolicyOwners(pools)) {
        const ExportPool &e = *owner;
        const QString policy = e.workloadPolicyName();
        s.blank();
        s.comment(QCoreApplication::translate("GcloudScriptExporter",
                                              "Workload policy for multi-host %1 pools of topology %2: GKE places them with it instead of "
                                              "compact placement. There is one per project, region and topology, so it is created only "
                                              "when missing.")
                      .arg(e.shape.tpu->id, e.shape.topology->toString()));
        const QStringList where = {QStringLiteral("--project=\"$PROJECT\""), QStringLiteral("--region=\"$LOCATION\"")};
        QStringList flags = where + QStringList{ShellScript::flag(QStringLiteral("type"), e.shape.tpu->workloadPolicyType),
                                                ShellScript::flag(QStringLiteral("accelerator-topology"), e.shape.topology->toString())};
        if (!e.workloadPolicyMode().isEmpty()) {
            // Block pools: the nodes come up without their ICI links; the slice controller links
            // them per slice (https://docs.cloud.google.com/kubernetes-engine/docs/how-to/use-gke-dynamic-slicing).
            s.comment(QCoreApplication::translate("GcloudScriptExporter",
                                                  "Dynamic slicing: the blocks' nodes come up unlinked (%1); GKE's slice controller "
                                                  "forms each workload's slice.")
                          .arg(e.workloadPolicyMode()));
            flags << ShellScript::flag(QStringLiteral("accelerator-topology-mode"), e.workloadPolicyMode());
        }
        s.raw(QStringLiteral("gcloud compute resource-policies describe %1 %2 >/dev/null 2>&1 ||")
                  .arg(ShellScript::quote(policy), where.join(QLatin1Char(' '))));
        s.command({QStringLiteral("  gcloud"), QStringLiteral("compute"), QStringLiteral("resource-policies"), QStringLiteral("create"),
                   QStringLiteral("workload-policy"), ShellScript::quote(policy)},
                  flags);
    }
}

/// The opening comments: what the script creates, from which plan, and how to run it.
void writeHeader(ShellScript &s, const Plan &plan, const QList<ExportPool> &pools)
{
    const bool autopilot = plan.cluster.isAutopilot();
    s.raw(QStringLiteral("#!/usr/bin/env bash"));
    // Plan values that contain `$` or backticks are single-quoted, i.e. literal, on purpose;
    // shellcheck's SC2016 would take them for forgotten expansions.
    QStringList values = {plan.cluster.region, plan.cluster.name, plan.cluster.version};
    for (const ExportPool &e : pools)
        values << e.pool->zone << e.pool->machineType << e.pool->topology << e.reservationPath() << e.nodePoolNames;
    for (const QString &value : std::as_const(values)) {
        if (value.contains(QLatin1Char('$')) || value.contains(QLatin1Char('`'))) {
            s.raw(QStringLiteral("# shellcheck disable=SC2016"));
            break;
        }
    }
    s.comment(QCoreApplication::translate("GcloudScriptExporter", "Creates the GKE cluster of the TPU plan \"%1\"%2 with gcloud.")
                  .arg(plan.metadata.name,
                       autopilot ? QCoreApplication::translate("GcloudScriptExporter", " (Autopilot: the TPU slices are requested by the manifests)") : QCoreApplication::translate("GcloudScriptExporter", " and its TPU node pools")));
    if (!plan.metadata.description.isEmpty()) {
        s.raw(QStringLiteral("#"));
        s.comment(plan.metadata.description);
    }
    s.raw(QStringLiteral("#"));
    s.comment(QCoreApplication::translate("GcloudScriptExporter", "Generated by tpu-plan. Review it, then run:  PROJECT=my-project bash gcloud.sh\n"
                 "It runs gcloud and nothing else; every value from the plan is quoted."));
    s.raw(QStringLiteral("#"));
    s.comment(QCoreApplication::translate("GcloudScriptExporter", "Cluster %1 (%2) in %3, GKE %4")
                  .arg(plan.cluster.name, plan.cluster.mode, plan.cluster.region, plan.cluster.version));
    for (const ExportPool &e : pools) {
        if (autopilot) {
            s.comment(QStringLiteral("  ") + poolSummary(e, e.pool->name));
        } else {
            for (const QString &name : e.nodePoolNames)
                s.comment(QStringLiteral("  ") + poolSummary(e, name));
        }
    }
}

/// PROJECT from the environment, the cluster's location and name.
void writeVariables(ShellScript &s, const Plan &plan)
{
    s.raw(QStringLiteral("set -euo pipefail"));
    s.blank();
    s.comment(QCoreApplication::translate("GcloudScriptExporter", "The Google Cloud project that gets the cluster: set PROJECT in the environment."));
    s.raw(QStringLiteral("PROJECT=\"${PROJECT:?%1}\"")
              .arg(QCoreApplication::translate("GcloudScriptExporter", "set PROJECT to your Google Cloud project ID, e.g. PROJECT=my-project bash gcloud.sh")
                       .remove(QLatin1Char('"'))
                       .remove(QLatin1Char('$'))
                       .remove(QLatin1Char('`'))
                       .remove(QLatin1Char('\\'))
                       .remove(QLatin1Char('}'))
                       // bash reads a quote inside ${VAR:?word} even between double quotes.
                       .remove(QLatin1Char('\''))));
    s.comment(QCoreApplication::translate("GcloudScriptExporter", "The cluster's region (cluster.region in the plan)."));
    s.raw(QStringLiteral("LOCATION=") + ShellScript::quote(plan.cluster.region));
    s.raw(QStringLiteral("CLUSTER=") + ShellScript::quote(plan.cluster.name));
    s.blank();
}

void writeAutopilotCluster(ShellScript &s, const Plan &plan, const QList<ExportPool> &pools, const QStringList &common)
{
    s.comment(QCoreApplication::translate("GcloudScriptExporter", "Autopilot cluster. TPU nodes appear when the manifests' Pods ask for them."));
    QStringList args = common;
    args << ShellScript::flag(QStringLiteral("cluster-version"), plan.cluster.version)
         << ShellScript::flag(QStringLiteral("release-channel"), plan.cluster.effectiveReleaseChannel());
    s.command({QStringLiteral("gcloud"), QStringLiteral("container"), QStringLiteral("clusters"), QStringLiteral("create-auto"),
               QStringLiteral("\"$CLUSTER\"")},
              args);
    writeWorkloadPolicies(s, pools);
}

/// The Standard cluster with its system node pool (the TPU node pools follow).
void writeStandardCluster(ShellScript &s, const Plan &plan, const QList<ExportPool> &pools, const Catalog &catalog,
                          const QStringList &common)
{
    const QStringList zones = exportZones(pools);
    s.comment(QCoreApplication::translate("GcloudScriptExporter", "Standard cluster with a small non-TPU node pool (default-pool, one node per TPU zone):\n"
                 "every Standard cluster needs one for kube-system Pods such as kube-dns."));
    QStringList args = common;
    args << ShellScript::flag(QStringLiteral("cluster-version"), plan.cluster.version)
         << ShellScript::flag(QStringLiteral("release-channel"), plan.cluster.effectiveReleaseChannel());
    if (!zones.isEmpty())
        args << ShellScript::flag(QStringLiteral("node-locations"), zones.join(QLatin1Char(',')));
    args << QStringLiteral("--num-nodes=1") << ShellScript::flag(QStringLiteral("machine-type"), catalog.gke.systemPool.machineType)
         << ShellScript::flag(QStringLiteral("image-type"), GcloudScriptExporter::imageType(plan, catalog));
    // Workload Identity Federation for GKE, so the pods can be granted the data bucket
    // (Autopilot has it always).
    if (plan.dataBucket && !plan.dataBucket->name.isEmpty())
        args << QStringLiteral("--workload-pool=\"$PROJECT.svc.id.goog\"");
    if (std::any_of(pools.begin(), pools.end(), [](const ExportPool &e) { return e.isBlockPool(); })) {
        // Block pools: GKE's slice controller forms the dynamic slices (Slice objects) that Kueue's
        // slice admission check asks for (https://docs.cloud.google.com/kubernetes-engine/docs/how-to/use-gke-dynamic-slicing).
        s.comment(QCoreApplication::translate("GcloudScriptExporter",
                                              "Dynamic slicing: the slice controller forms the slices of the block pools."));
        args << QStringLiteral("--enable-slice-controller");
    }
    if (GcloudScriptExporter::usesAutoprovisioning(plan)) {
        args << QStringLiteral("--enable-autoprovisioning")
             << QStringLiteral("--autoprovisioning-config-file=\"$SCRIPT_DIR/autoprovisioning.yaml\"");
        s.comment(QCoreApplication::translate("GcloudScriptExporter", "Node auto-provisioning: the limits (CPU, memory and TPU chips) are in autoprovisioning.yaml."));
        s.raw(QStringLiteral("SCRIPT_DIR=${BASH_SOURCE[0]%/*}"));
        s.raw(QStringLiteral("[[ \"$SCRIPT_DIR\" != \"${BASH_SOURCE[0]}\" ]] || SCRIPT_DIR=."));
    }
    s.command({QStringLiteral("gcloud"), QStringLiteral("container"), QStringLiteral("clusters"), QStringLiteral("create"),
               QStringLiteral("\"$CLUSTER\"")},
              args);
}

/// The flags of one TPU node pool: where, how placed, what capacity, how it scales.
QStringList nodePoolArgs(const Plan &plan, const ExportPool &e, const Catalog &catalog, const QStringList &common)
{
    QStringList a = common;
    a << QStringLiteral("--cluster=\"$CLUSTER\"") << ShellScript::flag(QStringLiteral("node-locations"), e.pool->zone)
      << ShellScript::flag(QStringLiteral("machine-type"), e.pool->machineType)
      << QStringLiteral("--num-nodes=%1").arg(e.initialNodes);
    if (!e.bootDiskType.isEmpty())
        a << ShellScript::flag(QStringLiteral("disk-type"), e.bootDiskType) << QStringLiteral("--disk-size=%1").arg(e.bootDiskGiB);
    if (!e.workloadPolicyName().isEmpty()) {
        // The policy carries the topology; GKE refuses compact placement here.
        a << ShellScript::flag(QStringLiteral("placement-policy"), e.workloadPolicyName());
    } else if (e.isMultiHost()) {
        a << ShellScript::flag(QStringLiteral("tpu-topology"), e.pool->topology)
          << QStringLiteral("--placement-type=COMPACT");
    }
    if (e.isReservation()) {
        a << QStringLiteral("--reservation-affinity=specific")
          << ShellScript::flag(QStringLiteral("reservation"), e.reservationPath());
    }
    if (e.isSpot())
        a << QStringLiteral("--spot");
    if (e.isFlexStart()) {
        a << QStringLiteral("--flex-start");
        if (e.isQueuedProvisioning())
            a << QStringLiteral("--enable-queued-provisioning");
        a << QStringLiteral("--reservation-affinity=none") << QStringLiteral("--no-enable-autorepair")
          << QStringLiteral("--location-policy=ANY");
    }
    if (e.autoscaling) {
        a << QStringLiteral("--enable-autoscaling");
        if (e.totalMaxNodes) {
            a << QStringLiteral("--total-min-nodes=%1").arg(e.minNodes)
              << QStringLiteral("--total-max-nodes=%1").arg(*e.totalMaxNodes);
        } else {
            a << QStringLiteral("--min-nodes=%1").arg(e.minNodes) << QStringLiteral("--max-nodes=%1").arg(e.maxNodes);
        }
    }
    if (e.pool->smt)
        a << QStringLiteral("--threads-per-core=%1").arg(*e.pool->smt);
    if (e.pool->workload && e.pool->workload->collectionScheduling.value_or(false)) {
        a << ShellScript::flag(QStringLiteral("node-labels"),
                               QStringLiteral("%1=%2,%3=HIGH_AVAILABILITY")
                                   .arg(GkeKeys::kNodePoolGroup, e.pool->name, GkeKeys::kWorkloadType));
    }
    a << ShellScript::flag(QStringLiteral("image-type"), GcloudScriptExporter::imageType(plan, catalog));
    return a;
}

/// kubectl's credentials and, when the plan names a data bucket, the workloads' access to it.
void writeAccess(ShellScript &s, const Plan &plan, const QStringList &common)
{
    s.blank();
    s.comment(QCoreApplication::translate("GcloudScriptExporter", "Point kubectl at the new cluster; then apply the manifests (see README.md)."));
    s.command({QStringLiteral("gcloud"), QStringLiteral("container"), QStringLiteral("clusters"), QStringLiteral("get-credentials"),
               QStringLiteral("\"$CLUSTER\"")},
              common);
    if (plan.dataBucket && !plan.dataBucket->name.isEmpty()) {
        s.blank();
        s.comment(QCoreApplication::translate("GcloudScriptExporter",
                                              "The workloads run as the Kubernetes service account default/%1 (in the manifests); "
                                              "Workload Identity lets it read and write gs://%2 without a key.")
                      .arg(ManifestExporter::workloadServiceAccount(), plan.dataBucket->name));
        s.raw(QStringLiteral("PROJECT_NUMBER=$(gcloud projects describe \"$PROJECT\" --format=\"value(projectNumber)\")"));
        s.command({QStringLiteral("gcloud"), QStringLiteral("storage"), QStringLiteral("buckets"), QStringLiteral("add-iam-policy-binding"),
                   ShellScript::quote(QStringLiteral("gs://") + plan.dataBucket->name)},
                  {QStringLiteral("--member=\"%1\"").arg(ManifestExporter::workloadPrincipal(QStringLiteral("$PROJECT_NUMBER"), QStringLiteral("$PROJECT"))),
                   QStringLiteral("--role=roles/storage.objectUser")});
    }
}

} // namespace

bool GcloudScriptExporter::usesAutoprovisioning(const Plan &plan)
{
    return !plan.cluster.isAutopilot() && plan.cluster.autoprovisioning.value_or(false);
}

QString GcloudScriptExporter::imageType(const Plan &plan, const Catalog &catalog)
{
    const QString image = plan.cluster.nodeImage.isEmpty() ? catalog.gke.defaultNodeImage : plan.cluster.nodeImage;
    return image.toUpper();
}

QByteArray GcloudScriptExporter::autoprovisioningConfig(const Plan &plan, const QList<ExportPool> &pools,
                                                        const Catalog &catalog)
{
    if (!usesAutoprovisioning(plan))
        return QByteArray();
    const AutoprovisioningLimits limits = AutoprovisioningLimits::compute(plan, pools, catalog);
    YAML::Emitter out;
    out.SetIndent(2);
    out << YAML::BeginMap;
    out << YAML::Key << "resourceLimits" << YAML::Value << YAML::BeginSeq;
    auto limit = [&](const QString &type, qint64 maximum) {
        out << YAML::BeginMap;
        out << YAML::Key << "resourceType" << YAML::Value;
        YamlText::emit(out, type);
        out << YAML::Key << "minimum" << YAML::Value << 0;
        out << YAML::Key << "maximum" << YAML::Value << maximum;
        out << YAML::EndMap;
    };
    limit(QStringLiteral("cpu"), limits.maxCpu);
    limit(QStringLiteral("memory"), limits.maxMemoryGB);
    for (const AutoprovisioningLimits::Accelerator &a : limits.accelerators)
        limit(a.resourceType, a.maximumChips);
    out << YAML::EndSeq;
    if (!limits.locations.isEmpty()) {
        out << YAML::Key << "autoprovisioningLocations" << YAML::Value << YAML::BeginSeq;
        for (const QString &zone : limits.locations)
            YamlText::emit(out, zone);
        out << YAML::EndSeq;
    }
    out << YAML::EndMap;
    const QString header = ShellScript::hashComment(
        QCoreApplication::translate("GcloudScriptExporter",
                                    "Node auto-provisioning limits for cluster %1, used by gcloud.sh.\n"
                                    "CPU and memory count every node of the cluster, TPU VMs included; each TPU limit is in chips.")
            .arg(plan.cluster.name));
    return header.toUtf8() + QByteArray(out.c_str()) + '\n';
}

QByteArray GcloudScriptExporter::script(const Plan &plan, const QList<ExportPool> &pools, const Catalog &catalog)
{
    ShellScript s;
    writeHeader(s, plan, pools);
    writeVariables(s, plan);
    CalendarReservation::writeRequests(s, pools);
    const QStringList common = {QStringLiteral("--project=\"$PROJECT\""), QStringLiteral("--location=\"$LOCATION\"")};
    s.comment(QCoreApplication::translate("GcloudScriptExporter",
                                          "GKE %1 is the control plane's starting version; the %2 release channel "
                                          "(cluster.releaseChannel) upgrades it from there.")
                  .arg(plan.cluster.version, plan.cluster.effectiveReleaseChannel()));
    if (plan.cluster.isAutopilot()) {
        writeAutopilotCluster(s, plan, pools, common);
    } else {
        writeStandardCluster(s, plan, pools, catalog, common);
        writeWorkloadPolicies(s, pools);
        for (const ExportPool &e : pools) {
            for (const QString &name : e.nodePoolNames) {
                s.blank();
                if (e.isBlockPool() && name == e.nodePoolNames.first())
                    s.comment(QCoreApplication::translate("GcloudScriptExporter",
                                                          "Block pool %1: one node pool per %2 block. GKE's guide gives each "
                                                          "node pool one block or sub-block of the All Capacity reservation "
                                                          "(--reservation=projects/P/reservations/R/reservationBlocks/B"
                                                          "[/reservationSubBlocks/S]); the plan names the reservation only.")
                                  .arg(e.pool->name, e.dynamicSlicing()->block.toString()));
                s.comment(poolSummary(e, name) + (e.isBlockPool() ? QCoreApplication::translate("GcloudScriptExporter", " (one block of the All Capacity reservation: the dynamic slices form inside it)")
                                                  : e.isMultiHost() ? QCoreApplication::translate("GcloudScriptExporter", " (one multi-host slice, created and scaled as a whole)")
                                                                  : QString()));
                CalendarReservation::writeNodePoolGuardStart(s, e);
                s.command({QStringLiteral("gcloud"), QStringLiteral("container"), QStringLiteral("node-pools"),
                           QStringLiteral("create"), ShellScript::quote(name)},
                          nodePoolArgs(plan, e, catalog, common));
                CalendarReservation::writeNodePoolGuardEnd(s, e);
            }
        }
    }
    writeAccess(s, plan, common);
    return s.text().toUtf8();
}

} // namespace tpuplan
