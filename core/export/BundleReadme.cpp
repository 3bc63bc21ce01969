// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/Quantity.h"
#include "core/cost/CostCalculator.h"
#include "core/cost/CostReport.h"
#include "core/export/CalendarReservation.h"
#include "core/export/ExportBundle.h"
#include "core/export/ExportPool.h"
#include "core/export/ManifestExporter.h"
#include "core/export/QuotaSummary.h"
#include "core/export/ShellScript.h"

#include <QCoreApplication>
#include "core/common/Languages.h"

#include <QLocale>

namespace tpuplan {
namespace {

QString md(const QString &text)
{
    return CostReport::escapeMarkdown(text);
}

QString kindName(const ExportPool &e)
{
    switch (e.kind) {
    case ExportPool::WorkloadKind::Job: return QStringLiteral("Job");
    case ExportPool::WorkloadKind::IndexedJob: return QCoreApplication::translate("BundleReadme", "Indexed Job + headless Service");
    case ExportPool::WorkloadKind::JobSet: return QStringLiteral("JobSet");
    case ExportPool::WorkloadKind::Deployment:
        return e.autoscaling || (e.pool->autoscaling && e.pool->autoscaling->enabled)
                   ? QCoreApplication::translate("BundleReadme", "Deployment + Service + autoscaler")
                   : QCoreApplication::translate("BundleReadme", "Deployment + Service");
    }
    return QString();
}

/// Findings by severity: the warning above an export with --force and the findings.json row.
struct FindingCounts
{
    int errors = 0;
    int warnings = 0;
    int infos = 0;

    static FindingCounts of(const Findings &findings)
    {
        FindingCounts counts;
        for (const Finding &f : findings) {
            counts.errors += f.severity == Severity::Error;
            counts.warnings += f.severity == Severity::Warning;
            counts.infos += f.severity == Severity::Info;
        }
        return counts;
    }
};

/// What the plan's pools use: each decides an optional step of "How to apply it" or a note of
/// "Good to know".
struct PoolUses
{
    bool jobSet = false;
    bool kueue = false;
    bool computeClass = false;
    bool serving = false;
    bool zonePinned = false;
    bool multislice = false;
    bool numaContainers = false;
    QStringList blockPools; ///< dynamic-slicing block pools, by name
    QStringList subSlicedPools; ///< pools Kueue splits into sub-slices (v6e), by name
    QString subSlicingKueue;    ///< the oldest Kueue that forms them

    static PoolUses of(const QList<ExportPool> &pools)
    {
        PoolUses uses;
        for (const ExportPool &e : pools) {
            uses.multislice = uses.multislice || e.isMultislice();
            uses.numaContainers = uses.numaContainers || e.containersPerPod() > 1;
            if (e.isBlockPool())
                uses.blockPools << e.pool->name;
            if (e.isSubSlicedPool()) {
                uses.subSlicedPools << e.pool->name;
                uses.subSlicingKueue = e.subSlicing()->minKueueVersion;
            }
            uses.serving = uses.serving || e.kind == ExportPool::WorkloadKind::Deployment;
            uses.zonePinned = uses.zonePinned || (e.autopilot && !e.pool->zone.isEmpty());
            uses.jobSet = uses.jobSet || e.kind == ExportPool::WorkloadKind::JobSet;
            uses.kueue = uses.kueue || !e.queue().isEmpty();
            uses.computeClass = uses.computeClass
                                || (e.autopilot && e.pool->workload && e.pool->workload->collectionScheduling.value_or(false));
        }
        return uses;
    }
};

/// The bundle's README.md, written one section at a time in the order a reader needs them: what
/// the plan is, what the folder holds, the pools and their cost, how to apply it, and what is
/// good to know before doing so.
struct ReadmeText
{
    const Plan &plan;
    const Catalog &catalog;
    const QList<ExportPool> pools;
    const FindingCounts counts;
    const PoolUses uses;
    QString t;

    ReadmeText(const Plan &p, const Findings &findings, const Catalog &c)
        : plan(p), catalog(c), pools(ExportPool::derive(p, c)), counts(FindingCounts::of(findings)), uses(PoolUses::of(pools))
    {
    }

    /// One bullet of "Good to know".
    void note(const QString &text) { t += QStringLiteral("- ") + text + QLatin1Char('\n'); }

    /// The title, the plan's description and origin, and a warning when it was forced out with errors.
    void writeTitle(const QString &planFile, bool unsaved)
    {
        const int errors = counts.errors;
        t += QStringLiteral("# ") + QCoreApplication::translate("BundleReadme", "Review bundle: %1").arg(md(plan.metadata.name)) + QStringLiteral("\n\n");
        if (!plan.metadata.description.isEmpty())
            t += md(plan.metadata.description) + QStringLiteral("\n\n");
        const QString file = md(planFile).replace(QLatin1Char('`'), QLatin1Char('\''));
        const QString name = md(plan.cluster.name);
        const QString mode = md(plan.cluster.mode);
        const QString region = md(plan.cluster.region);
        const QString version = md(plan.cluster.version);
        // The window's plan with edits not saved: the file on disk is older than this bundle.
        if (!unsaved)
            t += QCoreApplication::translate("BundleReadme",
                                             "Generated by tpu-plan from `%1`. Cluster **%2** (%3) in %4, GKE %5.")
                     .arg(file, name, mode, region, version);
        else if (planFile.isEmpty())
            t += QCoreApplication::translate("BundleReadme", "Generated by TPU Planner from the plan being edited (never "
                                                             "saved). Cluster **%1** (%2) in %3, GKE %4.")
                     .arg(name, mode, region, version);
        else
            t += QCoreApplication::translate("BundleReadme", "Generated by TPU Planner from the plan being edited, unsaved "
                                                             "changes included (last saved as `%1`, which is older). "
                                                             "Cluster **%2** (%3) in %4, GKE %5.")
                     .arg(file, name, mode, region, version);
        t += QStringLiteral("\n\n");
        if (errors > 0) {
            t += QStringLiteral("> **") + QCoreApplication::translate("BundleReadme", "Warning") + QStringLiteral(":** ")
                 + QCoreApplication::translate("BundleReadme", "this plan has %n error finding(s) and was exported with --force. "
                                                               "Read findings.json before applying anything.", nullptr, errors)
                 + QStringLiteral("\n\n");
        }

    }

    /// "What is in this folder": one row per file, one per pool's manifest.
    void writeFiles(const QList<BundleFile> &files, bool unsaved)
    {
        const int errors = counts.errors;
        const int warnings = counts.warnings;
        const int infos = counts.infos;
        t += QStringLiteral("## ") + QCoreApplication::translate("BundleReadme", "What is in this folder") + QStringLiteral("\n\n");
        t += QStringLiteral("| %1 | %2 |\n|---|---|\n")
                 .arg(QCoreApplication::translate("BundleReadme", "File"), QCoreApplication::translate("BundleReadme", "What it is"));
        for (const BundleFile &file : files) {
            QString what;
            if (file.path == QLatin1String("plan.tpuplan.yaml"))
                what = unsaved ? QCoreApplication::translate("BundleReadme", "the plan as exported, unsaved changes "
                                                                             "included (normalised)")
                               : QCoreApplication::translate("BundleReadme", "the plan as saved (normalised)");
            else if (file.path == QLatin1String("findings.json"))
                what = QCoreApplication::translate("BundleReadme", "validation findings, as `tpu-plan validate --format json` prints them: "
                                                                   "%1 error(s), %2 warning(s), %3 info")
                           .arg(errors).arg(warnings).arg(infos);
            else if (file.path.startsWith(QLatin1String("manifests/")))
                continue;
            else if (file.path == QLatin1String("gcloud.sh"))
                what = plan.cluster.isAutopilot()
                           ? QCoreApplication::translate("BundleReadme", "creates the Autopilot cluster (`clusters create-auto`)")
                           : QCoreApplication::translate("BundleReadme", "creates the cluster, its small system node pool and one TPU node pool per slice");
            else if (file.path == QLatin1String("autoprovisioning.yaml"))
                what = QCoreApplication::translate("BundleReadme", "node auto-provisioning limits (CPU, memory, TPU chips) that gcloud.sh passes to the cluster");
            else if (file.path == QLatin1String("main.tf"))
                what = QCoreApplication::translate("BundleReadme", "the same cluster and node pools for Terraform");
            else if (file.path == QLatin1String("cost.md"))
                what = QCoreApplication::translate("BundleReadme", "cost summary per pool and total, selected price beside on-demand, Spot, 1y and 3y");
            else if (file.path == QLatin1String("cost.csv") || file.path == QLatin1String("cost.json"))
                what = QCoreApplication::translate("BundleReadme", "the cost summary for spreadsheets and scripts");
            else if (file.path == QLatin1String("cost.png"))
                what = QCoreApplication::translate("BundleReadme", "the cost chart: each pool and the total per month under each way of paying, as the window's Cost dock draws it");
            else if (file.path == QLatin1String("README.md"))
                what = QCoreApplication::translate("BundleReadme", "this file");
            t += QStringLiteral("| `%1` | %2 |\n").arg(file.path, what);
        }
        for (const ExportPool &e : pools) {
            t += QStringLiteral("| `manifests/%1.yaml` | %2 |\n")
                     .arg(e.pool->name, QCoreApplication::translate("BundleReadme", "pool %1: %2 for %3 %4 (%5 chips per node)")
                                            .arg(e.pool->name, kindName(e), e.pool->tpu, e.pool->topology)
                                            .arg(e.chipsPerVm));
        }
        t += QLatin1Char('\n');

    }

    /// "Pools": shape, capacity and selected monthly price of each, then the total.
    void writePools(const CostSummary &cost)
    {
        QLocale figures = Languages::reportLocale(); // the reader's way of writing numbers
        t += QStringLiteral("## ") + QCoreApplication::translate("BundleReadme", "Pools") + QStringLiteral("\n\n");
        t += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 |\n|---|---|---|---:|---:|---|---:|\n")
                 .arg(QCoreApplication::translate("BundleReadme", "Pool"), QCoreApplication::translate("BundleReadme", "TPU"),
                      QCoreApplication::translate("BundleReadme", "Topology"), QCoreApplication::translate("BundleReadme", "Chips"),
                      QCoreApplication::translate("BundleReadme", "Nodes"), QCoreApplication::translate("BundleReadme", "Capacity"),
                      QCoreApplication::translate("BundleReadme", "Selected %1/month").arg(cost.currency));
        for (qsizetype i = 0; i < pools.size(); ++i) {
            const ExportPool &e = pools.at(i);
            const PoolCost &c = cost.pools.at(i);
            QString capacity = e.capacity;
            if (e.isReservation())
                capacity += QStringLiteral(" `%1`").arg(e.reservationPath());
            if (c.commitment != QLatin1String("none"))
                capacity += QStringLiteral(", %1 CUD").arg(c.commitment);
            t += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 |\n")
                     .arg(md(e.pool->name), md(e.pool->tpu),
                          md(e.pool->topology) + (e.shape.slices > 1 ? QStringLiteral(" x %1").arg(e.shape.slices) : QString()))
                     .arg(c.chips)
                     .arg(c.nodes ? QString::number(*c.nodes) : QCoreApplication::translate("BundleReadme", "unknown"))
                     .arg(md(capacity), c.monthly.selected
                                            ? figures.toString(CostCalculator::roundMonthly(*c.monthly.selected), 'f', 2)
                                            : QCoreApplication::translate("BundleReadme", "unknown"));
        }
        t += QLatin1Char('\n');
        if (cost.totalMonthly.selected)
            t += QCoreApplication::translate("BundleReadme",
                                             "Total per month with the GKE cluster fee: **%1 %2** (prices as of %3; see "
                                             "cost.md for sources and notes).")
                     .arg(figures.toString(CostCalculator::roundMonthly(*cost.totalMonthly.selected), 'f', 2), cost.currency,
                          cost.pricesAsOf);
        else
            t += QCoreApplication::translate("BundleReadme", "Total per month: **unknown**, because %1 has no published price (prices as "
                                                             "of %2; see cost.md for the other columns, sources and notes).")
                     .arg(md(cost.unknownPools.join(QStringLiteral(", "))), cost.pricesAsOf);
        t += QStringLiteral("\n\n");
        t += QuotaSummary::markdown(plan, pools, catalog);
        t += CalendarReservation::markdown(pools, catalog);

    }

    /// "How to apply it": numbered steps, with the controllers the manifests need.
    void writeHowToApply()
    {
        const bool jobSet = uses.jobSet;
        const bool kueue = uses.kueue;
        t += QStringLiteral("## ") + QCoreApplication::translate("BundleReadme", "How to apply it") + QStringLiteral("\n\n");
        int step = 1;
        auto item = [&](const QString &text) { t += QStringLiteral("%1. %2\n").arg(step++).arg(text); };
        item(QCoreApplication::translate("BundleReadme", "Review `findings.json`, `cost.md` and every file listed above; nothing here runs by itself."));
        item(QCoreApplication::translate("BundleReadme", "Create the cluster with **one** of:\n"
                                                         "   - gcloud: `PROJECT=my-project bash gcloud.sh` (it ends by fetching kubectl credentials);\n"
                                                         "   - Terraform: `terraform init && terraform apply -var project=my-project`, then\n"
                                                         "     `gcloud container clusters get-credentials %1 --location %2 --project my-project`.")
                 .arg(md(plan.cluster.name), md(plan.cluster.region)));
        if (jobSet || kueue) {
            QStringList needed;
            if (jobSet)
                needed << QCoreApplication::translate("BundleReadme", "JobSet (https://jobset.sigs.k8s.io/docs/installation/)");
            if (kueue)
                needed << QCoreApplication::translate("BundleReadme", "Kueue (https://kueue.sigs.k8s.io/docs/installation/)");
            item(QCoreApplication::translate("BundleReadme", "Install the controllers the manifests use: %1.").arg(needed.join(QStringLiteral(", "))));
        }
        if (!uses.blockPools.isEmpty())
            item(QCoreApplication::translate("BundleReadme", "Dynamic slicing: install Kueue's slice controller from GKE's guide "
                                                             "(https://docs.cloud.google.com/kubernetes-engine/docs/how-to/use-gke-dynamic-slicing); "
                                                             "it turns each admitted workload into a Slice that GKE's slice controller forms."));
        item(QCoreApplication::translate("BundleReadme", "Apply the workloads: `kubectl apply -f manifests/` (or one pool at a time, "
                                                         "`kubectl apply -f manifests/POOL.yaml`). Objects several pools share are "
                                                         "written identically into each of their files."));
        item(QCoreApplication::translate("BundleReadme", "Watch them start: `kubectl get pods -o wide`. TPU nodes appear when the pods ask "
                                                         "for them; multi-host slices come up whole or not at all."));
        t += QLatin1Char('\n');
    }

    /// Each pool's placement as gcloud.sh does it: compact placement, or (TPU7x) the workload
    /// policy that replaces --tpu-topology and refuses compact placement.
    void notePlacement()
    {
        if (!plan.cluster.isAutopilot()) {
            QStringList compact;
            QStringList byPolicy;
            for (const ExportPool &e : pools) {
                if (!e.workloadPolicyName().isEmpty())
                    byPolicy << QStringLiteral("`%1` (`%2`)").arg(md(e.pool->name), e.workloadPolicyName());
                else if (e.isMultiHost())
                    compact << QStringLiteral("`%1`").arg(md(e.pool->name));
            }
            if (!compact.isEmpty())
                note(QCoreApplication::translate("BundleReadme", "Multi-host slices of %1 are created with `--placement-type=COMPACT` and "
                                                                   "`--tpu-topology`; such a node pool is atomic: it holds none or all of the "
                                                                   "slice's nodes.")
                         .arg(compact.join(QStringLiteral(", "))));
            if (!byPolicy.isEmpty())
                note(QCoreApplication::translate("BundleReadme", "Slices of %1 are placed by the workload policy named beside each, which "
                                                                   "gcloud.sh creates and passes with `--placement-policy`: the policy carries "
                                                                   "the topology, so these node pools take no `--tpu-topology` and no compact "
                                                                   "placement. main.tf names the same policy in `placement_policy.policy_name`; "
                                                                   "the Terraform provider requires a `type` there, so it also writes `COMPACT` "
                                                                   "and the policy's own topology as `tpu_topology`, as Google's cluster-toolkit "
                                                                   "does, and ignores later changes to the type (GKE keeps only the policy). A "
                                                                   "multi-host node pool is atomic: it holds none or all of the slice's nodes.")
                         .arg(byPolicy.join(QStringLiteral(", "))));
        }
    }

    /// What the controllers ask of the system pool, against what its nodes offer.
    void noteSystemPool()
    {
        const bool jobSet = uses.jobSet;
        const bool kueue = uses.kueue;
        if (!plan.cluster.isAutopilot() && (jobSet || kueue)) {
            double cpu = 0;
            double memory = 0;
            QStringList asked;
            for (const SystemController &c : catalog.gke.systemControllers) {
                if ((c.name == QLatin1String("jobset") && !jobSet) || (c.name == QLatin1String("kueue") && !kueue))
                    continue;
                cpu += Quantity::parse(c.cpu).value_or(0);
                memory += Quantity::parse(c.memory).value_or(0);
                asked << QStringLiteral("%1 (%2 CPU, %3)").arg(c.name, c.cpu, c.memory);
            }
            // kube-system takes part of each node too: the controllers should leave at least half.
            const SystemPoolFacts &system = catalog.gke.systemPool;
            const bool roomy = cpu <= system.vcpu / 2.0 && memory <= system.memoryGB * 1e9 / 2.0;
            if (!asked.isEmpty())
                note((roomy ? QCoreApplication::translate("BundleReadme", "The system node pool (`%1`, %2 vCPU and %3 GB per node, one node per TPU zone) "
                                                                            "carries kube-system and the controllers installed above, which request %4 by "
                                                                            "default: %5 CPU and %6 together, less than half of one node.")
                            : QCoreApplication::translate("BundleReadme", "The system node pool (`%1`, %2 vCPU and %3 GB per node, one node per TPU zone) "
                                                                            "carries kube-system and the controllers installed above, which request %4 by "
                                                                            "default: %5 CPU and %6 together, more than half of one node; give the "
                                                                            "system pool a larger machine type or more nodes."))
                         .arg(system.machineType)
                         .arg(system.vcpu)
                         .arg(system.memoryGB)
                         .arg(asked.join(QStringLiteral(", ")), Quantity::format(cpu, false), Quantity::format(memory, true)));
        }
    }

    /// A reservation of another project is consumed only once its owner shares it.
    void noteSharedReservations()
    {
        for (const ExportPool &e : pools) {
            if (!e.isReservation() || !e.pool->reservation || e.pool->reservation->project.isEmpty())
                continue;
            const Reservation &r = *e.pool->reservation;
            // The command is written with shell quoting: a reader copies it into a terminal.
            const QString command = QStringLiteral("gcloud compute reservations update %1 --zone=%2 --add-share-with=THIS_PROJECT "
                                                   "--project=%3")
                                        .arg(ShellScript::quote(r.name), ShellScript::quote(e.pool->zone), ShellScript::quote(r.project));
            note(QCoreApplication::translate("BundleReadme", "Pool `%1` consumes the reservation `%2` of project `%3`: that project must share "
                                                               "it with the project this cluster runs in before the node pool can use it "
                                                               "(a shared reservation, created with `--share-setting=projects`; the owner adds "
                                                               "this project with `%4`).")
                     .arg(md(e.pool->name), md(r.name), md(r.project), command));
        }
    }

    /// "Good to know": the notes that apply to this plan.
    void writeGoodToKnow()
    {
        const bool jobSet = uses.jobSet;
        const bool multislice = uses.multislice;
        const bool numaContainers = uses.numaContainers;
        const bool serving = uses.serving;
        const bool zonePinned = uses.zonePinned;
        const bool computeClass = uses.computeClass;
        t += QStringLiteral("## ") + QCoreApplication::translate("BundleReadme", "Good to know") + QStringLiteral("\n\n");
        note(QCoreApplication::translate("BundleReadme", "Every TPU pod requests all the chips of its node (`google.com/tpu` in requests and limits) and "
                                                           "selects its slice with `cloud.google.com/gke-tpu-accelerator` and "
                                                           "`cloud.google.com/gke-tpu-topology`."));
        notePlacement();
        if (!uses.blockPools.isEmpty())
            note(QCoreApplication::translate("BundleReadme", "Block pools (%1) are whole blocks, one node pool each, placed by a "
                                                               "provision-only workload policy: their nodes come up unlinked. Each slice "
                                                               "workload is a JobSet whose pods name their slice with "
                                                               "`cloud.google.com/gke-tpu-slice-topology` and select no topology; Kueue "
                                                               "admits it through the slice admission check and GKE's slice controller links "
                                                               "its chips inside the blocks.")
                       .arg(uses.blockPools.join(QStringLiteral(", "))));
        if (!uses.subSlicedPools.isEmpty())
            note(QCoreApplication::translate("BundleReadme", "Kueue shares these pools through sub-slicing: %1. Install Kueue %2 or later "
                                                               "(Topology Aware Scheduling). Each sub-slice workload is a JobSet whose pods "
                                                               "name their shape with `cloud.google.com/gke-tpu-slice-topology` and require "
                                                               "one domain of the node label `cloud.google.com/gke-tpu-slice-<shape>-id`; "
                                                               "one pod per VM of the sub-slice, not of the node pool.")
                       .arg(uses.subSlicedPools.join(QStringLiteral(", ")), uses.subSlicingKueue));
        note(QCoreApplication::translate("BundleReadme", "The cluster is enrolled in the `%1` release channel: the version above is where it "
                                                           "starts, and GKE upgrades it within the channel (maintenance windows and exclusions "
                                                           "decide when).")
                   .arg(plan.cluster.effectiveReleaseChannel()));
        note(QCoreApplication::translate("BundleReadme", "Every namespaced object is in namespace `default`, so each LocalQueue and the workloads "
                                                           "that name it meet. For another namespace, change `metadata.namespace` in every "
                                                           "manifest (`kubectl apply -n` refuses a file that names a different one)."));
        if (jobSet)
            note(QCoreApplication::translate("BundleReadme", "A JobSet restarts as a whole after a preemption, node repair or host error, up to "
                                                               "`failurePolicy.maxRestarts` times (%1 unless the pool's `workload.maxRestarts` "
                                                               "says otherwise): the program must resume from its last checkpoint. Multi-host "
                                                               "JobSets get their headless Service from the JobSet controller.")
                       .arg(ExportPool::kDefaultMaxRestarts));
        if (multislice)
            note(QCoreApplication::translate("BundleReadme", "Multislice JobSets set `MEGASCALE_NUM_SLICES`, `MEGASCALE_SLICE_ID` and "
                                                               "`MEGASCALE_COORDINATOR_ADDRESS` (worker 0 of slice 0) from the labels and "
                                                               "annotations JobSet puts on each pod, as xpk does; JobSet does not set them "
                                                               "itself (kubernetes-sigs/jobset#787)."));
        if (numaContainers)
            note(QCoreApplication::translate("BundleReadme", "Pools with `workload.containersPerPod` run one container per NUMA node of the TPU "
                                                               "VM (`NAME-1`, `NAME-2`, ...), each with an equal share of the pod's chips, CPU "
                                                               "and memory; the command starts in each, and the containers declare no port "
                                                               "because they share the host network."));
        noteSystemPool();
        if (serving)
            note(QCoreApplication::translate("BundleReadme", "Serving pools get a ClusterIP Service on the server's port (`workload.port`, "
                                                               "%1 unless set) and a TCP readiness probe. A serving pool that autoscales also gets "
                                                               "a PodMonitoring (Managed Service for Prometheus scrapes `/metrics` on that port) "
                                                               "and a HorizontalPodAutoscaler on the server's queue gauge (`workload.queueMetric`, "
                                                               "`vllm:num_requests_waiting` unless set), one replica per TPU VM. The autoscaler "
                                                               "reads the gauge through the Custom Metrics Stackdriver Adapter, which must be "
                                                               "installed in the cluster; a server that exports its metrics on another port "
                                                               "needs the PodMonitoring's endpoint changed.")
                       .arg(ManifestExporter::kDefaultServingPort));
        if (plan.dataBucket && !plan.dataBucket->name.isEmpty())
            note(QCoreApplication::translate("BundleReadme", "The workloads run as the Kubernetes service account `default/%1`; gcloud.sh (or "
                                                             "main.tf) turns on Workload Identity Federation for GKE and grants that account "
                                                             "`roles/storage.objectUser` on `gs://%2`, so the pods read and write the bucket "
                                                             "without a key. Buckets in another project need the same binding there.")
                     .arg(ManifestExporter::workloadServiceAccount(), plan.dataBucket->name));
        if (zonePinned)
            note(QCoreApplication::translate("BundleReadme", "On Autopilot, every TPU pod selects its pool's zone "
                                                               "(`topology.kubernetes.io/zone`): Autopilot would otherwise pick any zone of the "
                                                               "region, while the plan's availability, reservation and cost are those of "
                                                               "that zone."));
        noteSharedReservations();
        if (computeClass)
            note(QCoreApplication::translate("BundleReadme", "Collection scheduling on Autopilot is requested through the ComputeClass in the pool's manifest."));
        note(QCoreApplication::translate("BundleReadme", "Terraform keeps the provider's deletion protection on the cluster; "
                                                           "set `deletion_protection = false` before `terraform destroy`."));
        note(QCoreApplication::translate("BundleReadme", "GKE cost allocation and usage metering include no TPU data; use cost.md for TPU spend."));
    }
};

} // namespace

QByteArray BundleReadme::build(const Plan &plan, const QString &planFile, const Findings &findings,
                               const QList<BundleFile> &files, const Catalog &catalog, bool unsaved)
{
    ReadmeText readme(plan, findings, catalog);
    readme.writeTitle(planFile, unsaved);
    readme.writeFiles(files, unsaved);
    readme.writePools(CostCalculator::summarize(plan, catalog));
    readme.writeHowToApply();
    readme.writeGoodToKnow();
    return readme.t.toUtf8();
}

} // namespace tpuplan
