// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lint/ManifestRules.h"

#include "core/common/GkeKeys.h"
#include "core/lint/KueueView.h"

#include "core/plan/PoolShape.h"
#include "core/rules/DynamicSliceShape.h"
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

/// How a LeaderWorkerSet group lays its pods on TPU slices: the pods that take chips (the leader
/// only when it asks for them) and, with `subGroupPolicy.subGroupSize`, one slice per subgroup.
struct LwsLayout
{
    qint64 size = 1;
    bool leaderTakesChips = true;
    qint64 tpuPods = 1;          ///< pods of one group on TPU VMs
    ManifestNode subGroupSize;   ///< missing: the whole group is one slice
    qint64 podsPerSlice() const { return subGroupSize.exists() ? subGroupSize.integer().value_or(1) : tpuPods; }
    qint64 slicesPerGroup() const
    {
        const qint64 each = podsPerSlice();
        return each > 0 && tpuPods % each == 0 ? tpuPods / each : 1;
    }

    static LwsLayout of(const TpuWorkload &workload)
    {
        LwsLayout layout;
        layout.size = workload.podsField.integer().value_or(workload.defaultPods);
        layout.leaderTakesChips = workload.leaderTakesChips();
        layout.tpuPods = layout.leaderTakesChips ? layout.size : layout.size - 1;
        layout.subGroupSize = workload.group["subGroupPolicy"]["subGroupSize"];
        return layout;
    }
};

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

    /// The shapes beyond the listed ones, for messages that list topologies (TPU7x: every shape
    /// of 64 chips and more, and dynamic slices named by annotation).
    QString largerShapes() const
    {
        QString text;
        if (m_tpu->customTopology)
            text += ManifestRules::tr(", or a larger shape of at least %n chip(s) with every side a multiple of %1", nullptr,
                                      m_tpu->customTopology->minChips)
                        .arg(m_tpu->customTopology->multipleOf);
        if (m_tpu->dynamicSlicing)
            text += ManifestRules::tr("; on dynamic-slicing blocks, name the slice with the %1 annotation instead")
                        .arg(GkeKeys::kSliceTopology);
        return text;
    }

    QString modeName(bool autopilot) const
    {
        return autopilot ? ManifestRules::tr("Autopilot") : ManifestRules::tr("Standard");
    }

    bool resolveSlice();
    bool resolveNamedSlice(const ManifestNode &annotation);
    bool resolveDynamicSlice(const Topology &slice);
    bool applySubSlice();
    void reportUnoffered();
    void checkRequests();
    void checkChips();
    void checkPodsPerSlice();
    void checkLeaderWorkerSet(qint64 vms);
    void checkJobShape(qint64 vms);
    void checkExclusiveTopology();
    void checkPlacement();
    void checkAnnotations();
    void checkCapacity();
    void checkPlanMatch();
    bool poolMatches(const Pool &pool) const;
    /// The slice the pods name with the slice-topology annotation (a TPU7x dynamic slice or a
    /// v6e sub-slice), if they name one.
    std::optional<Topology> namedSlice() const;
    /// The slices of that shape one copy of the workload takes at once (JobSet replicas,
    /// LeaderWorkerSet groups and subgroups, Ray worker replicas; else one).
    qint64 namedSliceCopies() const;
    /// A plan pool of named slices (block pool or sub-sliced pool) whose slice workloads hold
    /// at least namedSliceCopies() slices of the named shape.
    bool holdsNamedSlices(const Pool &pool, const Topology &poolTopology) const;
    QString describePool(const Pool &pool, const PoolShape &shape) const;

    const TpuWorkload &m_w;
    const LintContext &m_context;
    Findings m_findings;
    ManifestNode m_acceleratorNode;
    ManifestNode m_topologyNode;
    const TpuVersion *m_tpu = nullptr;
    std::optional<Topology> m_topology; ///< the slice the pods fill
    ManifestNode m_sliceNode;           ///< the slice-topology annotation, when the pods name their slice
    bool m_dynamic = false;             ///< a TPU7x dynamic slice (no node pool of its own shape)
    std::optional<Topology> m_subSlice; ///< a v6e Kueue sub-slice inside the selected node pool
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
    const ManifestNode queue = m_w.queueName();
    if (!m_acceleratorNode.exists() && queue.exists() && !(m_context.kueue && m_context.kueue->knowsQueue(queue.text()))) {
        add(QStringLiteral("lint-kueue"), Severity::Info, queue,
            ManifestRules::tr("Kueue adds the node selectors of queue '%1' when it admits the workload, but no ResourceFlavor "
                              "with %2 is in the linted files: accelerator, topology, chips and pods per slice are not "
                              "checked. Lint the flavor's file with it for a full check")
                .arg(queue.text(), GkeKeys::kAccelerator));
        return false;
    }
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
    m_sliceNode = m_w.sliceTopology();
    if (m_sliceNode.exists() && (!resolveNamedSlice(m_sliceNode) || m_dynamic))
        return m_dynamic;
    if (!m_topologyNode.exists() && m_subSlice) {
        // Kueue places the sub-slice in a node pool of any larger shape.
        m_topology = m_subSlice;
        for (bool autopilot : {false, true}) {
            if (!m_context.autopilot || *m_context.autopilot == autopilot)
                m_options += autopilot ? autopilotOptions(*m_tpu, label, *m_topology) : standardOptions(*m_tpu, label, *m_topology);
        }
        return !m_options.isEmpty();
    }
    if (!m_topologyNode.exists()) {
        const bool autopilot = m_context.autopilot.value_or(false);
        add(QStringLiteral("lint-topology"), autopilot ? Severity::Error : Severity::Warning, m_w.podSpec["nodeSelector"],
            ManifestRules::tr("no %1 node selector: %2 requires it, and without it pods may land on a slice of another "
                              "shape; add one of: %3")
                .arg(GkeKeys::kTopology, autopilot ? ManifestRules::tr("Autopilot") : ManifestRules::tr("GKE's guide"),
                     joined(listedTopologies(*m_tpu, label, m_context.autopilot)) + largerShapes()));
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
        return !m_subSlice || applySubSlice();
    reportUnoffered();
    return false;
}

/// The selectors name a shape the accelerator has in no mode asked for: offered in the other
/// mode only (lint-mode), or not at all (lint-topology).
void WorkloadCheck::reportUnoffered()
{
    const QString label = m_acceleratorNode.text();
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
}

/// The pods name their slice with the slice-topology annotation: a TPU7x dynamic slice, or a
/// v6e sub-slice Kueue forms inside a larger node pool. False (with a finding) when the version
/// has neither or the shape is not one.
bool WorkloadCheck::resolveNamedSlice(const ManifestNode &annotation)
{
    const QString rule = QStringLiteral("lint-slice-topology");
    QString error;
    const std::optional<Topology> slice = Topology::parse(annotation.text(), &error);
    if (!slice || slice->dimensionCount() != m_tpu->dims) {
        add(rule, Severity::Error, annotation,
            slice ? ManifestRules::tr("%1 slices are %2D, so '%3' names no slice").arg(m_tpu->id).arg(m_tpu->dims).arg(annotation.text())
                  : error);
        return false;
    }
    if (m_tpu->dynamicSlicing)
        return resolveDynamicSlice(*slice);
    if (m_tpu->subSlicing) {
        if (!m_tpu->subSlicing->topologies.contains(*slice)) {
            QStringList shapes;
            for (const Topology &t : m_tpu->subSlicing->topologies)
                shapes.append(t.toString());
            add(rule, Severity::Error, annotation,
                ManifestRules::tr("Kueue forms %1 sub-slices of these shapes only: %2; '%3' never forms and the pods stay Pending")
                    .arg(m_tpu->id, joined(shapes), annotation.text()));
            return false;
        }
        m_subSlice = slice;
        return true;
    }
    add(rule, Severity::Error, annotation,
        ManifestRules::tr("%1 has neither dynamic slicing (TPU7x) nor Kueue sub-slicing (v6e): %2 names a slice that never "
                          "forms. Remove the annotation and select the node pool's topology")
            .arg(m_tpu->id, GkeKeys::kSliceTopology));
    return false;
}

/// A TPU7x dynamic slice: node pools are whole blocks; a super-slice joins whole blocks (every
/// side a multiple of the block's, A <= B <= C), a sub-slice is one of the listed shapes.
bool WorkloadCheck::resolveDynamicSlice(const Topology &slice)
{
    const DynamicSlicing &dynamic = *m_tpu->dynamicSlicing;
    const QString rule = QStringLiteral("lint-slice-topology");
    if (m_context.autopilot.value_or(false)) {
        add(QStringLiteral("lint-mode"), Severity::Error, m_sliceNode,
            ManifestRules::tr("dynamic slicing exists only in Standard clusters (release channel %1, node image %2)")
                .arg(dynamic.releaseChannel, dynamic.nodeImage));
        return false;
    }
    const QString broken = DynamicSliceShape::judge(dynamic, slice).broken;
    if (!broken.isEmpty()) {
        add(rule, Severity::Error, m_sliceNode,
            ManifestRules::tr("'%1' is not a %2 dynamic slice: %3. No slice forms and the pods stay Pending")
                .arg(m_sliceNode.text(), m_tpu->id, broken));
        return false;
    }
    // The nodes carry their block's topology; the annotation, not a selector, names the slice.
    if (m_topologyNode.exists() && m_topologyNode.text() != dynamic.block.toString() && m_topologyNode.text() != slice.toString()) {
        add(rule, Severity::Error, m_topologyNode,
            ManifestRules::tr("the nodes of a dynamic-slicing pool carry %1: %2 (the block), so '%3' matches none; leave the "
                              "selector out, the annotation names the slice")
                .arg(GkeKeys::kTopology, dynamic.block.toString(), m_topologyNode.text()));
        return false;
    }
    m_dynamic = true;
    m_topology = slice;
    for (SliceOption option : standardOptions(*m_tpu, m_acceleratorNode.text(), dynamic.block)) {
        option.vms = slice.chips() / option.chipsPerPod;
        m_options.append(option);
    }
    return !m_options.isEmpty();
}

/// A v6e sub-slice: it must fit in the node pool the selectors name; the pods fill the sub-slice.
bool WorkloadCheck::applySubSlice()
{
    if (!m_subSlice->fitsWithin(*m_topology)) {
        add(QStringLiteral("lint-slice-topology"), Severity::Error, m_sliceNode,
            ManifestRules::tr("a %1 sub-slice does not fit in a %2 node pool; ask for a smaller sub-slice or select a larger pool")
                .arg(m_subSlice->toString(), m_topology->toString()));
        return false;
    }
    m_topology = m_subSlice;
    for (SliceOption &option : m_options)
        option.vms = m_topology->chips() / option.chipsPerPod;
    return true;
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
    // A LeaderWorkerSet leader may run on a TPU node without chips (Pathways, notebooks).
    if (withChips == 0 && !m_w.leader) {
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
        ManifestRules::tr("the pods ask for %n chip(s), but a %1 %2 node has %3: a pod must take all the chips of one VM, "
                          "so it stays Pending. Ask for %3",
                          nullptr, static_cast<int>(m_chips))
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
            ManifestRules::tr("a %1 slice spans %n VM(s) and needs one pod on each; a single Pod cannot use it. Run a "
                              "JobSet (or an Indexed Job) with %n pods",
                              nullptr, static_cast<int>(vms))
                .arg(m_topology->toString()));
        return;
    case PodGrouping::Job:
    case PodGrouping::JobSetJob:
        checkJobShape(vms);
        return;
    case PodGrouping::Replicas:
        if (pods % vms != 0) {
            add(rule, Severity::Error, at,
                ManifestRules::tr("%n replica(s) do not fill whole %1 slices of %2 VMs (one pod per VM); GKE creates whole "
                                  "slices, so use a multiple of %2",
                                  nullptr, static_cast<int>(pods))
                    .arg(m_topology->toString())
                    .arg(vms));
        }
        return;
    case PodGrouping::LeaderWorkerSet:
        checkLeaderWorkerSet(vms);
        return;
    case PodGrouping::RayWorkerGroup:
        if (pods != vms) {
            add(rule, Severity::Error, at,
                ManifestRules::tr("numOfHosts is %1, but a %2 slice has %n VM(s) and each worker replica needs one pod per "
                                  "VM; set numOfHosts to %n",
                                  nullptr, static_cast<int>(vms))
                    .arg(pods)
                    .arg(m_topology->toString()));
        }
        return;
    }
}

/// A LeaderWorkerSet group (or each of its subgroups) fills one slice with one pod per VM; `size`
/// counts the leader, which takes no VM when it asks for no chips.
void WorkloadCheck::checkLeaderWorkerSet(qint64 vms)
{
    const LwsLayout layout = LwsLayout::of(m_w);
    const QString rule = QStringLiteral("lint-pods-per-slice");
    const qint64 leaderExtra = layout.leaderTakesChips ? 0 : 1;
    if (!layout.subGroupSize.exists()) {
        if (layout.tpuPods != vms) {
            add(rule, Severity::Error, m_w.podsField,
                layout.leaderTakesChips
                    ? ManifestRules::tr("size is %1, but a %2 slice has %n VM(s) and each group needs one pod per VM; set "
                                        "size to %n",
                                        nullptr, static_cast<int>(vms))
                          .arg(layout.size)
                          .arg(m_topology->toString())
                    : ManifestRules::tr("size is %1: a leader without chips and %2 workers, but a %3 slice has %n VM(s) "
                                        "and needs one worker on each; set size to %4",
                                        nullptr, static_cast<int>(vms))
                          .arg(layout.size)
                          .arg(layout.tpuPods)
                          .arg(m_topology->toString())
                          .arg(vms + 1));
        }
        return;
    }
    const qint64 each = layout.podsPerSlice();
    if (each != vms) {
        add(rule, Severity::Error, layout.subGroupSize,
            ManifestRules::tr("subGroupSize is %1, but each subgroup fills one %2 slice of %n VM(s) (one pod per VM); set "
                              "subGroupSize to %n",
                              nullptr, static_cast<int>(vms))
                .arg(each)
                .arg(m_topology->toString()));
    } else if (layout.tpuPods % each != 0) {
        add(rule, Severity::Error, m_w.podsField,
            ManifestRules::tr("size is %1, which leaves %n pod(s) on TPU VMs: not whole subgroups of %2; set size to a "
                              "multiple of %2 (plus %3 for a leader without chips)",
                              nullptr, static_cast<int>(layout.tpuPods))
                .arg(layout.size)
                .arg(each)
                .arg(leaderExtra));
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
                ManifestRules::tr("%1 is %2, but a %3 slice has %n VM(s) and needs one pod on each (the TPU runtime waits "
                                  "for every host); set %1 to %n",
                                  nullptr, static_cast<int>(vms))
                    .arg(QString::fromLatin1(field))
                    .arg(value)
                    .arg(m_topology->toString()));
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
    if (m_subSlice)
        return; // Kueue's Topology Aware Scheduling places each sub-slice
    const ManifestNode replicas = jobSet ? m_w.group["replicas"] : m_w.object["spec"]["replicas"];
    qint64 slices = replicas.integer().value_or(1);
    QString key = jobSet ? GkeKeys::kJobSetExclusiveTopology : GkeKeys::kLwsExclusiveTopology;
    if (lws && LwsLayout::of(m_w).subGroupSize.exists()) {
        // One slice per subgroup: the subgroups, not the groups, are exclusive.
        slices *= LwsLayout::of(m_w).slicesPerGroup();
        key = GkeKeys::kLwsSubGroupExclusiveTopology;
    }
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
    // A dynamic slice is not a node pool: its nodes share the slice label instead.
    const QString domain = m_dynamic ? GkeKeys::kTpuSlice : GkeKeys::kNodePool;
    const ManifestNode annotation = m_w.object["metadata"]["annotations"].child(key);
    if (!annotation.exists()) {
        add(QStringLiteral("lint-exclusive-topology"), Severity::Error, m_w.object["metadata"],
            ManifestRules::tr("%n slice(s) of %1 VMs each, but no %2 annotation: pods of different slices can mix on one "
                              "node pool and every slice waits forever. Add %2: %3",
                              nullptr, int(slices))
                .arg(m_chosen->vms)
                .arg(key, domain));
    } else if (annotation.text() != domain) {
        add(QStringLiteral("lint-exclusive-topology"), Severity::Warning, annotation,
            m_dynamic ? ManifestRules::tr("%1 is '%2'; a dynamic slice spans its blocks' node pools, so GKE's samples use %3")
                            .arg(key, annotation.text(), domain)
                      : ManifestRules::tr("%1 is '%2'; a TPU slice is one node pool, so GKE's samples use %3")
                            .arg(key, annotation.text(), domain));
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
            ManifestRules::tr("extended run time (up to %n day(s) without eviction) exists only on Autopilot; on Standard "
                              "this annotation only stops the autoscaler's scale-down. Use a maintenance exclusion",
                              nullptr, m_context.catalog.limits.extendedRunTimeDays.value));
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
    if (shape.tpu != m_tpu || !shape.topology || shape.acceleratorLabel() != m_acceleratorNode.text() || shape.chipsPerVm != m_chips)
        return false;
    if (namedSlice() ? !holdsNamedSlices(pool, *shape.topology) : *shape.topology != *m_topology)
        return false;
    const QString capacity = pool.effectiveCapacity();
    if (isTrue(m_w.selector(GkeKeys::kSpot)) != (capacity == QLatin1String("spot")))
        return false;
    const ManifestNode reservation = m_w.selector(GkeKeys::kReservationName);
    if (reservation.exists() && (!pool.reservation || pool.reservation->name != reservation.text()))
        return false;
    return true;
}

std::optional<Topology> WorkloadCheck::namedSlice() const
{
    if (m_dynamic)
        return m_topology;
    return m_subSlice;
}

qint64 WorkloadCheck::namedSliceCopies() const
{
    switch (m_w.grouping) {
    case PodGrouping::JobSetJob:
    case PodGrouping::RayWorkerGroup:
        return m_w.group["replicas"].integer().value_or(1);
    case PodGrouping::LeaderWorkerSet:
        return m_w.object["spec"]["replicas"].integer().value_or(1) * LwsLayout::of(m_w).slicesPerGroup();
    default:
        return 1;
    }
}

bool WorkloadCheck::holdsNamedSlices(const Pool &pool, const Topology &poolTopology) const
{
    if (!pool.isBlockPool())
        return false;
    // The node pools' own shape: a TPU7x block, or the v6e node pool the selector names.
    if (m_dynamic && m_tpu->dynamicSlicing && poolTopology != m_tpu->dynamicSlicing->block)
        return false;
    if (!m_dynamic && m_topologyNode.exists() && poolTopology.toString() != m_topologyNode.text())
        return false;
    const Topology slice = *namedSlice();
    qint64 slices = 0;
    for (const SliceWorkload &workload : pool.sliceWorkloads) {
        const std::optional<Topology> shape = Topology::parse(workload.topology);
        if (shape && *shape == slice)
            slices += workload.sliceCount();
    }
    return slices >= namedSliceCopies();
}

QString WorkloadCheck::describePool(const Pool &pool, const PoolShape &shape) const
{
    QString text = ManifestRules::tr("%1 (%2 %3, %n chip(s) per pod, %4)", nullptr, shape.chipsPerVm)
                       .arg(pool.name, shape.acceleratorLabel(), pool.topology, pool.effectiveCapacity());
    if (!pool.isBlockPool())
        return text;
    QStringList slices;
    for (const SliceWorkload &workload : pool.sliceWorkloads)
        slices.append(QStringLiteral("%1 %2 × %3").arg(workload.name, workload.topology).arg(workload.sliceCount()));
    return text + QLatin1Char(' ')
        + ManifestRules::tr("with slice workloads %1").arg(slices.isEmpty() ? ManifestRules::tr("none") : slices.join(QStringLiteral(", ")));
}

void WorkloadCheck::checkPlanMatch()
{
    if (!m_context.plan || !m_chosen)
        return;
    QStringList pools;
    for (const Pool &pool : m_context.plan->pools) {
        if (poolMatches(pool))
            return;
        pools.append(describePool(pool, PoolShape::derive(pool, m_context.plan->cluster.isAutopilot(), m_context.catalog)));
    }
    const QString poolList = pools.isEmpty() ? ManifestRules::tr("none") : pools.join(QStringLiteral("; "));
    if (const std::optional<Topology> slice = namedSlice()) {
        // Slices named by annotation run only on a pool that plans that many of that shape.
        add(QStringLiteral("lint-plan-match"), Severity::Error, m_sliceNode,
            ManifestRules::tr("no pool of the plan '%1' plans the slices these pods name (%2 %3 × %4, %n chip(s) per pod%5); "
                              "its pools: %6",
                              nullptr, int(m_chips))
                .arg(m_context.plan->metadata.name, m_acceleratorNode.text(), slice->toString())
                .arg(namedSliceCopies())
                .arg(isTrue(m_w.selector(GkeKeys::kSpot)) ? ManifestRules::tr(", Spot") : QString(), poolList));
        return;
    }
    add(QStringLiteral("lint-plan-match"), Severity::Error, m_acceleratorNode,
        ManifestRules::tr("no pool of the plan '%1' runs these pods (%2 %3, %n chip(s) per pod%4); its pools: %5", nullptr,
                          int(m_chips))
            .arg(m_context.plan->metadata.name, m_acceleratorNode.text(), m_topology->toString(),
                 isTrue(m_w.selector(GkeKeys::kSpot)) ? ManifestRules::tr(", Spot") : QString(), poolList));
}

/// The workload as Kueue admits it on each TPU flavor its queue may assign: the flavor's node
/// labels join the pods' selectors. A flavor whose labels contradict the pods' own selectors is
/// never assigned; when that is true of every flavor, the workload is never admitted. When the
/// queue's LocalQueue and ClusterQueue are not in view, any flavor in view may be the queue's: a
/// clean fit is accepted, anything else leaves the check partial (a note), never an error.
Findings checkOnFlavors(const TpuWorkload &workload, const ManifestNode &queue, const QList<KueueFlavor> &flavors,
                        bool queueKnown, const LintContext &context)
{
    std::optional<Findings> first;
    ManifestNode contradicted;
    QStringList refused;
    QStringList names;
    for (const KueueFlavor &flavor : flavors) {
        names.append(flavor.name);
        TpuWorkload admitted = workload;
        bool fits = true;
        for (auto it = flavor.nodeLabels.constBegin(); it != flavor.nodeLabels.constEnd() && fits; ++it) {
            const ManifestNode own = workload.ownSelector(it.key());
            fits = !own.exists() || own.text() == it.value().text();
            if (!fits && !contradicted.exists())
                contradicted = own;
            admitted.injected.insert(it.key(), ManifestNode::standIn(it.value().yaml(), queue));
        }
        if (!fits) {
            refused.append(flavor.name);
            continue;
        }
        Findings found = WorkloadCheck(admitted, context).run();
        for (Finding &finding : found)
            finding.message += ManifestRules::tr(" (judged as admitted on the Kueue flavor %1)").arg(flavor.name);
        if (found.isEmpty() || (queueKnown && !hasErrors(found)))
            return found;
        if (!first)
            first = found;
    }
    Finding finding;
    finding.rule = QStringLiteral("lint-kueue");
    finding.pool = workload.objectLabel();
    if (!queueKnown) {
        finding.severity = Severity::Info;
        finding.field = queue.path();
        finding.line = queue.line();
        finding.column = queue.column();
        finding.message = ManifestRules::tr("queue '%1' and its ClusterQueue are not in the linted files, and no TPU flavor in "
                                            "view (%2) fits these pods cleanly: the selectors Kueue adds are not known, so "
                                            "accelerator, topology, chips and pods per slice are not checked")
                              .arg(queue.text(), names.join(QStringLiteral(", ")));
        return {finding};
    }
    if (first)
        return *first;
    finding.severity = Severity::Error;
    finding.field = contradicted.path();
    finding.line = contradicted.line();
    finding.column = contradicted.column();
    finding.message = ManifestRules::tr("queue '%1' admits workloads on the flavor(s) %2, whose node labels contradict this "
                                        "selector ('%3'): Kueue never admits the workload. Drop the selector or match the flavor")
                          .arg(queue.text(), refused.join(QStringLiteral(", ")), contradicted.text());
    return {finding};
}

} // namespace

Findings ManifestRules::check(const TpuWorkload &workload, const LintContext &context)
{
    const ManifestNode queue = workload.queueName();
    const QList<KueueFlavor> flavors = queue.exists() && context.kueue ? context.kueue->tpuFlavorsFor(queue.text()) : QList<KueueFlavor>();
    const bool queueKnown = !flavors.isEmpty() && context.kueue->knowsQueue(queue.text());
    // Pods that select their TPU themselves are judged on their own selectors unless their
    // queue's flavors are known: a guessed flavor must not hide or invent a problem.
    if (flavors.isEmpty() || (!queueKnown && workload.ownSelector(GkeKeys::kAccelerator).exists()))
        return WorkloadCheck(workload, context).run();
    return checkOnFlavors(workload, queue, flavors, queueKnown, context);
}

QStringList ManifestRules::ruleIds()
{
    return {
        QStringLiteral("lint-yaml"),          QStringLiteral("lint-accelerator"),        QStringLiteral("lint-topology"),
        QStringLiteral("lint-mode"),          QStringLiteral("lint-tpu-request"),        QStringLiteral("lint-pods-per-slice"),
        QStringLiteral("lint-exclusive-topology"), QStringLiteral("lint-indexed-job"),  QStringLiteral("lint-capacity"),
        QStringLiteral("lint-placement"),     QStringLiteral("lint-annotation"),         QStringLiteral("lint-plan-match"),
        QStringLiteral("lint-slice-topology"), QStringLiteral("lint-kueue"),
    };
}

} // namespace tpuplan
