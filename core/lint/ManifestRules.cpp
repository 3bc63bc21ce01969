// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lint/ManifestRules.h"

#include "core/common/GkeKeys.h"

#include "core/plan/PoolShape.h"
#include "core/rules/TopologyRules.h"

#include <QRegularExpression>

#include <algorithm>

namespace tpuplan {
namespace {


/// One way GKE runs a topology with an accelerator label: on a Standard machine type or an
/// Autopilot accelerator, with this many chips in each pod (one pod per VM).
struct SliceOption
{
    bool autopilot = false;
    QString owner; ///< machine type or accelerator
    int chipsPerPod = 0;
    qint64 vms = 0;
};

QString joined(const QStringList &items)
{
    return items.join(QStringLiteral(", "));
}

QString numbers(QList<int> values)
{
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    QStringList text;
    for (int v : values)
        text.append(QString::number(v));
    return text.join(QStringLiteral(" or "));
}

bool isTrue(const ManifestNode &node)
{
    return node.text().compare(QLatin1String("true"), Qt::CaseInsensitive) == 0;
}

/// A custom topology (v4, v5p, TPU7x beyond the listed shapes) that the catalog's rule accepts.
bool isValidCustom(const TpuVersion &tpu, const Topology &topology)
{
    return tpu.customTopology && topology.chips() >= tpu.customTopology->minChips
           && TopologyRules::brokenCustomRules(*tpu.customTopology, topology).isEmpty();
}

QList<SliceOption> standardOptions(const TpuVersion &tpu, const QString &label, const Topology &topology)
{
    QList<SliceOption> options;
    const Accelerator *carried = acceleratorForTopology(tpu, topology);
    if (!carried || carried->name != label)
        return options;
    const bool custom = isValidCustom(tpu, topology);
    for (const MachineType &type : tpu.machineTypes) {
        const bool listed = type.topologies.contains(topology);
        // Custom shapes run on the machine type of the version's multi-host slices.
        const bool multiHostType = std::any_of(type.topologies.begin(), type.topologies.end(),
                                               [&](const Topology &t) { return t.chips() > type.chipsPerVm; });
        if ((listed || (custom && multiHostType)) && type.chipsPerVm > 0 && topology.chips() % type.chipsPerVm == 0)
            options.append({false, type.name, type.chipsPerVm, topology.chips() / type.chipsPerVm});
    }
    return options;
}

QList<SliceOption> autopilotOptions(const TpuVersion &tpu, const QString &label, const Topology &topology)
{
    QList<SliceOption> options;
    for (const Accelerator &accelerator : tpu.accelerators) {
        if (accelerator.name != label)
            continue;
        QList<int> chipsPerPod;
        for (const AutopilotTopology &entry : accelerator.topologies) {
            if (entry.topology == topology)
                chipsPerPod = entry.chipsPerPod;
        }
        if (chipsPerPod.isEmpty() && isValidCustom(tpu, topology) && acceleratorForTopology(tpu, topology) == &accelerator
            && !accelerator.topologies.isEmpty())
            chipsPerPod = accelerator.topologies.last().chipsPerPod;
        for (int chips : chipsPerPod) {
            if (chips > 0 && topology.chips() % chips == 0)
                options.append({true, accelerator.name, chips, topology.chips() / chips});
        }
    }
    return options;
}

/// The topologies an accelerator label offers in a mode (or either), for messages.
QStringList listedTopologies(const TpuVersion &tpu, const QString &label, std::optional<bool> autopilot)
{
    QStringList listed;
    if (!autopilot || !*autopilot) {
        for (const MachineType &type : tpu.machineTypes) {
            for (const Topology &t : type.topologies) {
                const Accelerator *carried = acceleratorForTopology(tpu, t);
                if (carried && carried->name == label && !listed.contains(t.toString()))
                    listed.append(t.toString());
            }
        }
    }
    if (!autopilot || *autopilot) {
        for (const Accelerator &accelerator : tpu.accelerators) {
            if (accelerator.name != label)
                continue;
            for (const AutopilotTopology &entry : accelerator.topologies) {
                if (!listed.contains(entry.topology.toString()))
                    listed.append(entry.topology.toString());
            }
        }
    }
    return listed;
}

/// Checks one TPU workload; each method covers one rule family.
class WorkloadCheck
{
public:
    WorkloadCheck(const TpuWorkload &workload, const LintContext &context) : m_w(workload), m_context(context) {}

    Findings run()
    {
        checkRequests();
        if (resolveSlice()) {
            checkChips();
            checkPodsPerSlice();
            checkExclusiveTopology();
            checkPlacement();
            checkAnnotations();
            checkPlanMatch();
        }
        checkCapacity();
        return m_findings;
    }

private:
    void add(const QString &rule, Severity severity, const ManifestNode &at, const QString &message)
    {
        Finding finding;
        finding.rule = rule;
        finding.severity = severity;
        finding.pool = m_w.objectLabel();
        finding.field = at.path();
        finding.message = message;
        finding.line = at.line();
        finding.column = at.column();
        m_findings.append(finding);
    }

    QString modeName(bool autopilot) const
    {
        return autopilot ? ManifestRules::tr("Autopilot") : ManifestRules::tr("Standard");
    }

    bool resolveSlice();
    void checkRequests();
    void checkChips();
    void checkPodsPerSlice();
    void checkJobShape(qint64 vms);
    void checkExclusiveTopology();
    void checkPlacement();
    void checkAnnotations();
    void checkCapacity();
    void checkPlanMatch();
    bool poolMatches(const Pool &pool) const;

    const TpuWorkload &m_w;
    const LintContext &m_context;
    Findings m_findings;
    ManifestNode m_acceleratorNode;
    ManifestNode m_topologyNode;
    const TpuVersion *m_tpu = nullptr;
    std::optional<Topology> m_topology;
    qint64 m_chips = 0;
    QList<SliceOption> m_options; ///< the slice's ways to run in the mode, whatever the chips
    std::optional<SliceOption> m_chosen; ///< the one the pods' chips pick
};

/// Finds the version and topology the selectors name and the ways GKE runs them; false (with a
/// finding) when the selectors name nothing that exists.
bool WorkloadCheck::resolveSlice()
{
    m_acceleratorNode = m_w.selector(GkeKeys::kAccelerator);
    m_topologyNode = m_w.selector(GkeKeys::kTopology);
    const QString label = m_acceleratorNode.text();
    if (!m_acceleratorNode.exists()) {
        add(QStringLiteral("lint-accelerator"), Severity::Error, m_w.podSpec["nodeSelector"],
            ManifestRules::tr("the pods ask for TPU chips but select no %1; GKE cannot tell which TPU nodes they need, "
                              "so they stay Pending. Add the node selector (e.g. tpu-v5-lite-podslice)")
                .arg(GkeKeys::kAccelerator));
        return false;
    }
    const Catalog::AcceleratorRef known = m_context.catalog.findAccelerator(label);
    if (!known) {
        QStringList values;
        for (const TpuVersion &tpu : m_context.catalog.tpus) {
            for (const Accelerator &accelerator : tpu.accelerators)
                values.append(accelerator.name);
        }
        add(QStringLiteral("lint-accelerator"), Severity::Error, m_acceleratorNode,
            ManifestRules::tr("'%1' is not a TPU accelerator GKE knows, so no node ever matches; use one of: %2")
                .arg(label, joined(values)));
        return false;
    }
    m_tpu = known.tpu;
    m_chips = m_w.tpuChips();
    if (!m_topologyNode.exists()) {
        const bool autopilot = m_context.autopilot.value_or(false);
        add(QStringLiteral("lint-topology"), autopilot ? Severity::Error : Severity::Warning, m_w.podSpec["nodeSelector"],
            ManifestRules::tr("no %1 node selector: %2 requires it, and without it pods may land on a slice of another "
                              "shape; add one of: %3")
                .arg(GkeKeys::kTopology, autopilot ? ManifestRules::tr("Autopilot") : ManifestRules::tr("GKE's guide"),
                     joined(listedTopologies(*m_tpu, label, m_context.autopilot))));
        return false;
    }
    QString syntaxError;
    m_topology = Topology::parse(m_topologyNode.text(), &syntaxError);
    if (!m_topology || m_topology->dimensionCount() != m_tpu->dims) {
        add(QStringLiteral("lint-topology"), Severity::Error, m_topologyNode,
            m_topology ? ManifestRules::tr("%1 slices are %2D, so '%3' never matches a node; use one of: %4")
                             .arg(label)
                             .arg(m_tpu->dims)
                             .arg(m_topologyNode.text(), joined(listedTopologies(*m_tpu, label, m_context.autopilot)))
                       : syntaxError);
        return false;
    }
    for (bool autopilot : {false, true}) {
        if (m_context.autopilot && *m_context.autopilot != autopilot)
            continue;
        m_options += autopilot ? autopilotOptions(*m_tpu, label, *m_topology) : standardOptions(*m_tpu, label, *m_topology);
    }
    if (!m_options.isEmpty())
        return true;
    // Offered in the other mode only?
    const bool otherMode = m_context.autopilot && !(*m_context.autopilot ? standardOptions(*m_tpu, label, *m_topology)
                                                                        : autopilotOptions(*m_tpu, label, *m_topology))
                                                        .isEmpty();
    if (otherMode) {
        // The label nodes of this shape carry in the mode asked for, if any.
        QStringList carried;
        const bool autopilot = *m_context.autopilot;
        if (!autopilot) {
            const Accelerator *standardLabel = acceleratorForTopology(*m_tpu, *m_topology);
            if (standardLabel && !standardOptions(*m_tpu, standardLabel->name, *m_topology).isEmpty())
                carried.append(standardLabel->name);
        } else {
            for (const Accelerator &accelerator : m_tpu->accelerators) {
                if (!autopilotOptions(*m_tpu, accelerator.name, *m_topology).isEmpty())
                    carried.append(accelerator.name);
            }
        }
        add(QStringLiteral("lint-mode"), Severity::Error, m_acceleratorNode,
            carried.isEmpty()
                ? ManifestRules::tr("%1 with topology %2 exists only in %3 clusters, not in %4; lint with --mode %5 if the "
                                    "manifest is meant for %3")
                      .arg(label, m_topology->toString(), modeName(!autopilot), modeName(autopilot),
                           autopilot ? QStringLiteral("standard") : QStringLiteral("autopilot"))
                : ManifestRules::tr("%1 with topology %2 exists only in %3 clusters; %4 nodes of that shape carry %5")
                      .arg(label, m_topology->toString(), modeName(!autopilot), modeName(autopilot), joined(carried)));
    } else {
        add(QStringLiteral("lint-topology"), Severity::Error, m_topologyNode,
            ManifestRules::tr("%1 has no topology %2, so no node ever matches; use one of: %3")
                .arg(label, m_topology->toString(), joined(listedTopologies(*m_tpu, label, m_context.autopilot))));
    }
    return false;
}

/// Requests and limits of google.com/tpu in each container.
void WorkloadCheck::checkRequests()
{
    const ManifestNode containers = m_w.podSpec["containers"];
    int withChips = 0;
    for (std::size_t i = 0; i < containers.size(); ++i) {
        const ManifestNode resources = containers.at(i)["resources"];
        const ManifestNode limit = resources["limits"].child(GkeKeys::kTpuResource);
        const ManifestNode request = resources["requests"].child(GkeKeys::kTpuResource);
        if (limit.exists() || request.exists())
            ++withChips;
        for (const ManifestNode &value : {limit, request}) {
            if (value.exists() && (!value.integer() || *value.integer() <= 0)) {
                add(QStringLiteral("lint-tpu-request"), Severity::Error, value,
                    ManifestRules::tr("%1 must be a whole number of chips, not '%2'").arg(GkeKeys::kTpuResource, value.text()));
            }
        }
        if (request.exists() && !limit.exists()) {
            add(QStringLiteral("lint-tpu-request"), Severity::Error, request,
                ManifestRules::tr("%1 is requested without a limit; Kubernetes refuses an extended resource without "
                                  "one. Set limits.%1 to the same number")
                    .arg(GkeKeys::kTpuResource));
        } else if (request.exists() && limit.integer() && request.integer() && *limit.integer() != *request.integer()) {
            add(QStringLiteral("lint-tpu-request"), Severity::Error, request,
                ManifestRules::tr("%1 requests (%2) differ from limits (%3); Kubernetes refuses the pod. Make them equal")
                    .arg(GkeKeys::kTpuResource, request.text(), limit.text()));
        }
    }
    if (withChips == 0) {
        add(QStringLiteral("lint-tpu-request"), Severity::Error, containers,
            ManifestRules::tr("the pods select TPU nodes but no container asks for %1: they get no chips, and do not "
                              "tolerate the TPU nodes' taint. Set limits.%1 on the container that uses the TPU")
                .arg(GkeKeys::kTpuResource));
    }
}

void WorkloadCheck::checkChips()
{
    if (m_chips <= 0)
        return; // checkRequests said so
    QList<int> allowed;
    for (const SliceOption &option : m_options) {
        allowed.append(option.chipsPerPod);
        if (option.chipsPerPod == m_chips && !m_chosen)
            m_chosen = option;
    }
    if (m_chosen)
        return;
    ManifestNode at = m_w.podSpec["containers"];
    for (std::size_t i = 0; i < at.size(); ++i) {
        const ManifestNode limit = at.at(i)["resources"]["limits"].child(GkeKeys::kTpuResource);
        if (limit.exists()) {
            at = limit;
            break;
        }
    }
    add(QStringLiteral("lint-tpu-request"), Severity::Error, at,
        ManifestRules::tr("the pods ask for %1 chips, but a %2 %3 node has %4: a pod must take all the chips of one VM, so "
                          "it stays Pending. Ask for %4")
            .arg(m_chips)
            .arg(m_acceleratorNode.text(), m_topology->toString(), numbers(allowed)));
}

void WorkloadCheck::checkPodsPerSlice()
{
    if (!m_chosen || m_chosen->vms <= 1)
        return;
    const qint64 vms = m_chosen->vms;
    const qint64 pods = m_w.podsField.integer().value_or(m_w.defaultPods);
    const ManifestNode &at = m_w.podsField;
    const QString rule = QStringLiteral("lint-pods-per-slice");
    switch (m_w.grouping) {
    case PodGrouping::Pod:
        add(rule, Severity::Error, m_topologyNode,
            ManifestRules::tr("a %1 slice spans %2 VMs and needs one pod on each; a single Pod cannot use it. Run a "
                              "JobSet (or an Indexed Job) with %2 pods")
                .arg(m_topology->toString())
                .arg(vms));
        return;
    case PodGrouping::Job:
    case PodGrouping::JobSetJob:
        checkJobShape(vms);
        return;
    case PodGrouping::Replicas:
        if (pods % vms != 0) {
            add(rule, Severity::Error, at,
                ManifestRules::tr("%1 replicas do not fill whole %2 slices of %3 VMs (one pod per VM); GKE creates whole "
                                  "slices, so use a multiple of %3")
                    .arg(pods)
                    .arg(m_topology->toString())
                    .arg(vms));
        }
        return;
    case PodGrouping::LeaderWorkerSet:
    case PodGrouping::RayWorkerGroup:
        if (pods != vms) {
            add(rule, Severity::Error, at,
                m_w.grouping == PodGrouping::LeaderWorkerSet
                    ? ManifestRules::tr("size is %1, but a %2 slice has %3 VMs and each group needs one pod per VM; set "
                                        "size to %3")
                          .arg(pods)
                          .arg(m_topology->toString())
                          .arg(vms)
                    : ManifestRules::tr("numOfHosts is %1, but a %2 slice has %3 VMs and each worker replica needs one "
                                        "pod per VM; set numOfHosts to %3")
                          .arg(pods)
                          .arg(m_topology->toString())
                          .arg(vms));
        }
        return;
    }
}

/// Jobs and a JobSet's Jobs: parallelism and completions equal the VMs of one slice, and a plain
/// Job needs Indexed completion and a subdomain so its pods find each other.
void WorkloadCheck::checkJobShape(qint64 vms)
{
    const ManifestNode jobSpec = m_w.grouping == PodGrouping::JobSetJob ? m_w.group["template"]["spec"] : m_w.group;
    for (const char *field : {"parallelism", "completions"}) {
        const ManifestNode node = jobSpec[field];
        const qint64 value = node.integer().value_or(1);
        if (value != vms) {
            add(QStringLiteral("lint-pods-per-slice"), Severity::Error, node,
                ManifestRules::tr("%1 is %2, but a %3 slice has %4 VMs and needs one pod on each (the TPU runtime waits "
                                  "for every host); set %1 to %4")
                    .arg(QString::fromLatin1(field))
                    .arg(value)
                    .arg(m_topology->toString())
                    .arg(vms));
        }
    }
    if (m_w.grouping != PodGrouping::Job)
        return;
    if (jobSpec["completionMode"].text() != QLatin1String("Indexed")) {
        add(QStringLiteral("lint-indexed-job"), Severity::Error, jobSpec["completionMode"],
            ManifestRules::tr("a multi-host Job needs completionMode: Indexed so each pod knows its host number; set "
                              "it, or use a JobSet"));
    }
    if (!m_w.podSpec["subdomain"].exists()) {
        add(QStringLiteral("lint-indexed-job"), Severity::Error, m_w.podSpec["subdomain"],
            ManifestRules::tr("the pods of a multi-host Job find each other through a headless Service: set subdomain "
                              "to its name (and create the Service with clusterIP: None), or use a JobSet"));
    }
}

void WorkloadCheck::checkExclusiveTopology()
{
    if (!m_chosen || m_chosen->vms <= 1)
        return;
    const bool jobSet = m_w.grouping == PodGrouping::JobSetJob;
    const bool lws = m_w.grouping == PodGrouping::LeaderWorkerSet;
    if (!jobSet && !lws)
        return;
    const ManifestNode replicas = jobSet ? m_w.group["replicas"] : m_w.object["spec"]["replicas"];
    qint64 slices = replicas.integer().value_or(1);
    if (jobSet) {
        // Slices of every TPU replicated Job count.
        slices = 0;
        const ManifestNode jobs = m_w.object["spec"]["replicatedJobs"];
        for (std::size_t i = 0; i < jobs.size(); ++i) {
            if (TpuWorkloadFinder::isTpuPodSpec(jobs.at(i)["template"]["spec"]["template"]["spec"]))
                slices += jobs.at(i)["replicas"].integer().value_or(1);
        }
    }
    if (slices <= 1)
        return;
    const QString key = jobSet ? GkeKeys::kJobSetExclusiveTopology : GkeKeys::kLwsExclusiveTopology;
    const ManifestNode annotation = m_w.object["metadata"]["annotations"].child(key);
    if (!annotation.exists()) {
        add(QStringLiteral("lint-exclusive-topology"), Severity::Error, m_w.object["metadata"],
            ManifestRules::tr("%n slice(s) of %1 VMs each, but no %2 annotation: pods of different slices can mix on one "
                              "node pool and every slice waits forever. Add %2: %3",
                              nullptr, int(slices))
                .arg(m_chosen->vms)
                .arg(key, GkeKeys::kNodePool));
    } else if (annotation.text() != GkeKeys::kNodePool) {
        add(QStringLiteral("lint-exclusive-topology"), Severity::Warning, annotation,
            ManifestRules::tr("%1 is '%2'; a TPU slice is one node pool, so GKE's samples use %3")
                .arg(key, annotation.text(), GkeKeys::kNodePool));
    }
}

void WorkloadCheck::checkPlacement()
{
    const ManifestNode policy = m_w.selector(GkeKeys::kPlacementPolicy);
    const bool takesPolicy = !m_tpu->workloadPolicyType.isEmpty();
    const bool multiHost = m_chosen && m_chosen->vms > 1;
    const QString rule = QStringLiteral("lint-placement");
    if (policy.exists()) {
        static const QRegularExpression labelValue(QStringLiteral("^[A-Za-z0-9]([-A-Za-z0-9_.]{0,61}[A-Za-z0-9])?$"));
        if (!takesPolicy) {
            add(rule, Severity::Error, policy,
                ManifestRules::tr("%1 selects a workload policy, which only %2 node pools carry; %3 nodes never have "
                                  "it. Remove the selector")
                    .arg(GkeKeys::kPlacementPolicy, QStringLiteral("TPU7x (Ironwood)"), m_tpu->id));
        } else if (!labelValue.match(policy.text()).hasMatch()) {
            add(rule, Severity::Error, policy,
                ManifestRules::tr("'%1' is not a label value: use the workload policy's name, not its path or URI")
                    .arg(policy.text()));
        } else if (m_chosen && !multiHost) {
            add(rule, Severity::Error, policy,
                ManifestRules::tr("a single-host %1 slice takes no workload policy, so its nodes carry no %2; remove "
                                  "the selector")
                    .arg(m_topology->toString(), GkeKeys::kPlacementPolicy));
        }
    } else if (takesPolicy && multiHost && m_context.autopilot.value_or(false)) {
        add(rule, Severity::Warning, m_acceleratorNode,
            ManifestRules::tr("multi-host %1 pods created by node auto-provisioning need the %2 node selector naming "
                              "the %3 workload policy")
                .arg(m_tpu->id, GkeKeys::kPlacementPolicy, m_tpu->workloadPolicyType));
    }
    const ManifestNode group = m_w.selector(GkeKeys::kPlacementGroup);
    if (group.exists() && takesPolicy) {
        add(rule, Severity::Error, group,
            ManifestRules::tr("%1 nodes use a workload policy, not compact placement groups; select %2 instead")
                .arg(m_tpu->id, GkeKeys::kPlacementPolicy));
    }
}

void WorkloadCheck::checkAnnotations()
{
    const ManifestNode evict = m_w.podTemplate["metadata"]["annotations"].child(GkeKeys::kSafeToEvict);
    if (evict.exists() && evict.text() == QLatin1String("false") && m_context.autopilot && !*m_context.autopilot) {
        add(QStringLiteral("lint-annotation"), Severity::Warning, evict,
            ManifestRules::tr("extended run time (up to %1 days without eviction) exists only on Autopilot; on Standard "
                              "this annotation only stops the autoscaler's scale-down. Use a maintenance exclusion")
                .arg(m_context.catalog.limits.extendedRunTimeDays.value));
    }
    const ManifestNode workloadType = m_w.selector(GkeKeys::kWorkloadType);
    const ManifestNode collection = workloadType.exists() ? workloadType : m_w.selector(GkeKeys::kNodePoolGroup);
    if (!collection.exists())
        return;
    if (!m_tpu->collectionScheduling) {
        add(QStringLiteral("lint-annotation"), Severity::Error, collection,
            ManifestRules::tr("collection scheduling exists only for TPU Trillium (v6e); %1 nodes never carry this "
                              "label. Remove it")
                .arg(m_tpu->id));
    } else if (isTrue(m_w.selector(GkeKeys::kSpot))) {
        add(QStringLiteral("lint-annotation"), Severity::Error, collection,
            ManifestRules::tr("collection scheduling does not support Spot VMs; drop %1 or the collection").arg(GkeKeys::kSpot));
    }
}

/// Capacity selectors no node carries together.
void WorkloadCheck::checkCapacity()
{
    const ManifestNode spot = m_w.selector(GkeKeys::kSpot);
    const ManifestNode reservation = m_w.selector(GkeKeys::kReservationName);
    const QString flexKey = m_w.selector(GkeKeys::kFlexStart).exists() ? GkeKeys::kFlexStart : GkeKeys::kQueued;
    const ManifestNode flex = m_w.selector(flexKey);
    const QString rule = QStringLiteral("lint-capacity");
    if (isTrue(spot) && reservation.exists()) {
        add(rule, Severity::Error, reservation,
            ManifestRules::tr("Spot nodes never consume a reservation, so no node has both %1 and %2; keep one")
                .arg(GkeKeys::kSpot, GkeKeys::kReservationName));
    }
    if (isTrue(spot) && isTrue(flex)) {
        add(rule, Severity::Error, flex,
            ManifestRules::tr("flex-start nodes are not Spot nodes; no node matches both %1 and %2. Keep one")
                .arg(GkeKeys::kSpot, flexKey));
    }
    if (reservation.exists() && isTrue(flex)) {
        add(rule, Severity::Error, flex,
            ManifestRules::tr("flex-start capacity does not come from a reservation; no node matches both %1 and %2")
                .arg(GkeKeys::kReservationName, flexKey));
    }
    const ManifestNode affinity = m_w.selector(GkeKeys::kReservationAffinity);
    if (affinity.exists() && affinity.text() != QLatin1String("specific")) {
        add(rule, Severity::Error, affinity,
            ManifestRules::tr("TPU reservations are consumed with specific affinity only; set %1 to specific")
                .arg(GkeKeys::kReservationAffinity));
    }
}

bool WorkloadCheck::poolMatches(const Pool &pool) const
{
    const PoolShape shape = PoolShape::derive(pool, m_context.plan->cluster.isAutopilot(), m_context.catalog);
    if (shape.tpu != m_tpu || !shape.topology || *shape.topology != *m_topology
        || shape.acceleratorLabel() != m_acceleratorNode.text() || shape.chipsPerVm != m_chips)
        return false;
    const QString capacity = pool.effectiveCapacity();
    if (isTrue(m_w.selector(GkeKeys::kSpot)) != (capacity == QLatin1String("spot")))
        return false;
    const ManifestNode reservation = m_w.selector(GkeKeys::kReservationName);
    if (reservation.exists() && (!pool.reservation || pool.reservation->name != reservation.text()))
        return false;
    return true;
}

void WorkloadCheck::checkPlanMatch()
{
    if (!m_context.plan || !m_chosen)
        return;
    QStringList pools;
    for (const Pool &pool : m_context.plan->pools) {
        if (poolMatches(pool))
            return;
        const PoolShape shape = PoolShape::derive(pool, m_context.plan->cluster.isAutopilot(), m_context.catalog);
        pools.append(ManifestRules::tr("%1 (%2 %3, %n chip(s) per pod, %4)", nullptr, shape.chipsPerVm)
                         .arg(pool.name, shape.acceleratorLabel(), pool.topology, pool.effectiveCapacity()));
    }
    add(QStringLiteral("lint-plan-match"), Severity::Error, m_acceleratorNode,
        ManifestRules::tr("no pool of the plan '%1' runs these pods (%2 %3, %n chip(s) per pod%4); its pools: %5", nullptr,
                          int(m_chips))
            .arg(m_context.plan->metadata.name, m_acceleratorNode.text(), m_topology->toString(),
                 isTrue(m_w.selector(GkeKeys::kSpot)) ? ManifestRules::tr(", Spot") : QString(),
                 pools.isEmpty() ? ManifestRules::tr("none") : pools.join(QStringLiteral("; "))));
}

} // namespace

Findings ManifestRules::check(const TpuWorkload &workload, const LintContext &context)
{
    return WorkloadCheck(workload, context).run();
}

QStringList ManifestRules::ruleIds()
{
    return {
        QStringLiteral("lint-yaml"),          QStringLiteral("lint-accelerator"),        QStringLiteral("lint-topology"),
        QStringLiteral("lint-mode"),          QStringLiteral("lint-tpu-request"),        QStringLiteral("lint-pods-per-slice"),
        QStringLiteral("lint-exclusive-topology"), QStringLiteral("lint-indexed-job"),  QStringLiteral("lint-capacity"),
        QStringLiteral("lint-placement"),     QStringLiteral("lint-annotation"),         QStringLiteral("lint-plan-match"),
    };
}

} // namespace tpuplan
