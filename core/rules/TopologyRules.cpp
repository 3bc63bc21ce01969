// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/TopologyRules.h"

#include <algorithm>

namespace tpuplan {

QStringList TopologyRules::supportedTopologies(const PoolShape &shape)
{
    QStringList list;
    if (shape.machineType) {
        for (const Topology &t : shape.machineType->topologies)
            list.append(t.toString());
    } else if (shape.accelerator) {
        for (const AutopilotTopology &t : shape.accelerator->topologies)
            list.append(t.topology.toString());
    }
    return list;
}

bool TopologyRules::isListed(const PoolShape &shape, const Topology &topology)
{
    // Asked for every pool on every check: compares the shapes, building no text.
    if (shape.machineType)
        return shape.machineType->topologies.contains(topology);
    if (shape.accelerator) {
        return std::any_of(shape.accelerator->topologies.begin(), shape.accelerator->topologies.end(),
                           [&](const AutopilotTopology &t) { return t.topology == topology; });
    }
    return false;
}

QStringList TopologyRules::brokenCustomRules(const CustomTopologyRule &rule, const Topology &topology, const QString &sourceTitle)
{
    const QString from = sourceTitle.isEmpty() ? rule.source : sourceTitle;
    QStringList broken;
    for (int d : topology.dims()) {
        if (d % rule.multipleOf != 0) {
            broken.append(tr("every dimension must be a multiple of %1 (%2 is not)").arg(rule.multipleOf).arg(d));
            break;
        }
    }
    if (rule.nondecreasing && !topology.isNondecreasing()) {
        const QStringList sorted = [&] {
            QStringList parts;
            for (int d : topology.sortedDims())
                parts.append(QString::number(d));
            return parts;
        }();
        broken.append(tr("dimensions must not decrease, A <= B <= C (write %1)").arg(sorted.join(QLatin1Char('x'))));
    }
    // Sources differ on how large a custom slice may be; the catalog's limit says where it is from.
    const QList<int> largest = rule.largest.dims();
    const QList<int> sorted = topology.sortedDims();
    if (rule.largest.isValid() && largest.size() == sorted.size()) {
        for (int k = 0; k < sorted.size(); ++k) {
            if (sorted[k] > largest[k]) {
                broken.append(tr("%1 does not fit inside %2, the largest custom topology the catalog accepts (its "
                                 "limit, from %3: sides compared in sorted order)")
                                  .arg(topology.toString(), rule.largest.toString(), from));
                break;
            }
        }
    }
    if (rule.maxChips && topology.chips() > *rule.maxChips) {
        broken.append(tr("%1 has %n chip(s), more than the %2 the catalog accepts in one slice (its limit, from %3)",
                         nullptr, static_cast<int>(topology.chips()))
                          .arg(topology.toString())
                          .arg(*rule.maxChips)
                          .arg(from));
    }
    return broken;
}

void TopologyRules::checkPool(const RuleContext &context, FindingSink &sink, int i)
{
    const Pool &pool = context.plan.pools[i];
    const PoolShape &shape = context.shapes[i];
    if (pool.topology.isEmpty())
        return;
    const QString field = RuleContext::poolField(i, "topology");
    if (!shape.topology) { // the shape parsed it already; parsed again only for the message
        QString error;
        Topology::parse(pool.topology, &error);
        sink.error(QStringLiteral("topology-syntax"), i, field, error);
        return;
    }
    if (!shape.tpu)
        return;
    if (shape.topology->dimensionCount() != shape.tpu->dims) {
        sink.error(QStringLiteral("topology-dims"), i, field,
                   shape.tpu->dims == 3
                       ? tr("%1 slices are 3D tori: write the topology as AxBxC (e.g. 2x2x1 or 4x4x4), not %2")
                             .arg(shape.tpu->id, pool.topology)
                       : tr("%1 slices are 2D: write the topology as AxB (e.g. 2x4 or 16x16), not %2")
                             .arg(shape.tpu->id, pool.topology));
        return;
    }
    checkListed(context, sink, i);
    checkHostShape(context, sink, i);
    checkNumaContainers(context, sink, i);
}

void TopologyRules::checkNumaContainers(const RuleContext &context, FindingSink &sink, int i)
{
    const Pool &pool = context.plan.pools[i];
    const PoolShape &shape = context.shapes[i];
    const QString rule = QStringLiteral("numa-containers");
    const QString field = RuleContext::poolField(i, "workload") + QStringLiteral(".containersPerPod");
    if (!pool.workload || !pool.workload->containersPerPod || *pool.workload->containersPerPod == 1) {
        const int numa = shape.isResolved() ? shape.numaNodes() : 0;
        if (shape.tpu && shape.tpu->containerPerNumaNode && shape.isMultiHost() && numa > 1
            && shape.chipsPerVm % numa == 0 && pool.effectiveWorkloadKind() != QLatin1String("Deployment")) {
            sink.info(rule, i, field,
                      tr("%1 recommends one container per NUMA node (source: %2): a %3 VM has %n NUMA nodes, so set "
                         "containersPerPod to %n and each container gets the CPU, memory and chips of its own node",
                         nullptr, numa)
                          .arg(shape.tpu->name, context.catalog.sourceTitle(shape.tpu->containerPerNumaNodeSource),
                               shape.machineType ? shape.machineType->name : shape.acceleratorLabel()));
        }
        return;
    }
    if (!shape.isResolved())
        return;
    const int containers = *pool.workload->containersPerPod;
    const QString host = shape.machineType ? shape.machineType->name : shape.acceleratorLabel();
    if (pool.effectiveWorkloadKind() == QLatin1String("Deployment")) {
        sink.error(rule, i, field,
                   tr("a serving Deployment runs one server per pod: %n containers would listen on one port. Remove "
                      "containersPerPod or make the workload a Job or JobSet",
                      nullptr, containers));
        return;
    }
    const int numa = shape.numaNodes();
    if (numa == 0) {
        sink.warning(rule, i, field,
                     tr("the catalog does not know the NUMA nodes of %1, so %n containers per pod cannot be checked "
                        "against them",
                        nullptr, containers)
                         .arg(host));
    } else if (containers > numa) {
        sink.error(rule, i, field,
                   tr("a %1 VM has %n NUMA node(s) and each container belongs on one of them: set containersPerPod "
                      "to %n or less",
                      nullptr, numa)
                       .arg(host));
        return;
    }
    if (shape.chipsPerVm % containers != 0) {
        sink.error(rule, i, field,
                   tr("each pod has %1 TPU chips, which %n containers cannot share equally; choose a number that "
                      "divides %1",
                      nullptr, containers)
                       .arg(shape.chipsPerVm));
    }
}

void TopologyRules::checkListed(const RuleContext &context, FindingSink &sink, int i)
{
    const PoolShape &shape = context.shapes[i];
    if (!shape.machineType && !shape.accelerator)
        return;
    const Topology &topology = *shape.topology;
    if (isListed(shape, topology))
        return;
    const QStringList supported = supportedTopologies(shape);
    const QString field = RuleContext::poolField(i, "topology");
    const QString owner = shape.machineType ? shape.machineType->name : shape.accelerator->name;
    const std::optional<CustomTopologyRule> &custom = shape.tpu->customTopology;
    if (custom && topology.chips() >= custom->minChips) {
        const QStringList broken = brokenCustomRules(*custom, topology, context.catalog.sourceTitle(custom->source));
        if (!broken.isEmpty()) {
            sink.error(QStringLiteral("custom-topology"), i, field,
                       tr("%1 is not a valid custom %2 topology: %3")
                           .arg(topology.toString(), shape.tpu->id, broken.join(QStringLiteral("; "))));
        }
        return;
    }
    QString hint;
    if (custom) {
        hint = tr(" Custom topologies need more than %n chip(s).", nullptr, custom->minChips - 1);
    }
    sink.error(QStringLiteral("topology-unsupported"), i, field,
               tr("%1 does not support topology %2; choose one of: %3.%4")
                   .arg(owner, topology.toString(), supported.join(QStringLiteral(", ")), hint));
}

void TopologyRules::checkHostShape(const RuleContext &context, FindingSink &sink, int i)
{
    const Pool &pool = context.plan.pools[i];
    const PoolShape &shape = context.shapes[i];
    const QString rule = QStringLiteral("host-shape");
    const QString chipsField = RuleContext::poolField(i, "workload") + QStringLiteral(".tpuChipsPerPod");
    const int maxPerVm = context.catalog.limits.maxChipsPerVm.value;
    if (shape.machineType) {
        const int perVm = shape.machineType->chipsPerVm;
        if (shape.chipsPerSlice % perVm != 0) {
            sink.error(rule, i, RuleContext::poolField(i, "topology"),
                       tr("topology %1 has %n chip(s), which is not a whole number of %2-chip %3 VMs; pick a topology "
                          "listed for %3",
                          nullptr, static_cast<int>(shape.chipsPerSlice))
                           .arg(shape.topology->toString())
                           .arg(perVm)
                           .arg(shape.machineType->name));
        }
        if (pool.workload && pool.workload->tpuChipsPerPod && *pool.workload->tpuChipsPerPod != perVm) {
            sink.error(rule, i, chipsField,
                       tr("pods on %1 must request all %n TPU chip(s) of their node (GKE cannot share a node's chips); "
                          "set tpuChipsPerPod to %n or remove it",
                          nullptr, perVm)
                           .arg(shape.machineType->name));
        }
        return;
    }
    if (!shape.accelerator || !pool.workload || !pool.workload->tpuChipsPerPod)
        return;
    const int perPod = *pool.workload->tpuChipsPerPod;
    QList<int> allowed;
    if (shape.autopilotTopology)
        allowed = shape.autopilotTopology->chipsPerPod;
    else if (!shape.accelerator->topologies.isEmpty())
        allowed = shape.accelerator->topologies.last().chipsPerPod;
    QStringList allowedText;
    for (int a : allowed)
        allowedText.append(QString::number(a));
    if (allowed.contains(perPod))
        return;
    if (perPod > maxPerVm) {
        sink.error(rule, i, chipsField,
                   tr("with %1 and topology %2 each pod must request %3 TPU chips; no TPU VM holds more than %4, so a "
                      "pod of %5 cannot be placed")
                       .arg(shape.accelerator->name, shape.topology->toString(), allowedText.join(tr(" or ")))
                       .arg(maxPerVm)
                       .arg(perPod));
    } else {
        // The limit is the VMs this accelerator uses for the topology, not the 8 of the largest VM.
        sink.error(rule, i, chipsField,
                   tr("with %1 and topology %2 each pod must request all TPU chips of one of its VMs: %3; %4 is not "
                      "one of those")
                       .arg(shape.accelerator->name, shape.topology->toString(), allowedText.join(tr(" or ")))
                       .arg(perPod));
    }
}

} // namespace tpuplan
