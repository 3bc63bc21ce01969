// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/NodeRules.h"

namespace tpuplan {

void NodeRules::checkCluster(const RuleContext &context, FindingSink &sink)
{
    const Cluster &cluster = context.plan.cluster;
    const GkeFacts &gke = context.catalog.gke;
    if (context.isAutopilot()) {
        if (!cluster.nodeImage.isEmpty()) {
            sink.warning(QStringLiteral("mode-field"), -1, QStringLiteral("cluster.nodeImage"),
                         tr("Autopilot chooses the node image itself; nodeImage is ignored (remove it)"));
        }
        if (cluster.autoprovisioning) {
            sink.warning(QStringLiteral("mode-field"), -1, QStringLiteral("cluster.autoprovisioning"),
                         tr("Autopilot always creates nodes for pending pods; autoprovisioning is ignored (remove it)"));
        }
        return;
    }
    if (cluster.nodeImage.isEmpty() || context.plan.pools.isEmpty())
        return;
    if (gke.unsupportedNodeImages.contains(cluster.nodeImage)) {
        sink.error(QStringLiteral("node-image"), -1, QStringLiteral("cluster.nodeImage"),
                   tr("%1 nodes are not supported with TPUs; use %2").arg(cluster.nodeImage, gke.defaultNodeImage));
    } else if (!gke.knownNodeImages.contains(cluster.nodeImage)) {
        sink.error(QStringLiteral("node-image"), -1, QStringLiteral("cluster.nodeImage"),
                   tr("'%1' is not a node image TPU pools can use; use %2").arg(cluster.nodeImage, gke.defaultNodeImage));
    }
}

void NodeRules::checkPool(const RuleContext &context, FindingSink &sink, int i)
{
    const Pool &pool = context.plan.pools[i];
    const PoolShape &shape = context.shapes[i];
    if (pool.smt && shape.machineType && shape.machineType->smtUnsupported.contains(*pool.smt)) {
        sink.error(QStringLiteral("smt"), i, RuleContext::poolField(i, "smt"),
                   tr("%1 does not support SMT set to %2; set smt to 1 or use another machine type")
                       .arg(shape.machineType->name)
                       .arg(*pool.smt));
    }
    const int maxPods = context.catalog.limits.maxPodsPerVm.value;
    if (pool.podsPerNode && *pool.podsPerNode > maxPods) {
        sink.error(QStringLiteral("pods-per-vm"), i, RuleContext::poolField(i, "podsPerNode"),
                   tr("at most %n pod(s) can run on one TPU VM, not %1; lower podsPerNode", nullptr, maxPods).arg(*pool.podsPerNode));
    }
    if (shape.tpu && pool.architecture == QLatin1String("tpu-node") && !shape.tpu->legacyTpuNode) {
        const GkeFacts &gke = context.catalog.gke;
        sink.error(QStringLiteral("legacy-tpu-node"), i, RuleContext::poolField(i, "architecture"),
                   tr("the TPU Node (2VM) architecture reached its end of life on %1 (source: %2); use tpu-vm "
                      "(remove 'architecture')")
                       .arg(gke.legacyTpuNodeEndOfLife, context.catalog.sourceTitle(gke.legacyTpuNodeSource)));
    }
    const QString workload = RuleContext::poolField(i, "workload");
    if (pool.workload && pool.workload->extendedRunTime.value_or(false) && !context.isAutopilot()) {
        sink.error(QStringLiteral("extended-run-time"), i, workload + QStringLiteral(".extendedRunTime"),
                   tr("extended run time pods exist only on Autopilot; switch the cluster to Autopilot or turn "
                      "extendedRunTime off (use a maintenance exclusion on Standard)"));
    }
    if (shape.tpu && pool.workload && pool.workload->collectionScheduling.value_or(false)) {
        const QString field = workload + QStringLiteral(".collectionScheduling");
        if (!shape.tpu->collectionScheduling) {
            sink.error(QStringLiteral("collection-scheduling"), i, field,
                       tr("collection scheduling exists only for TPU Trillium (v6e); turn it off or use v6e"));
        } else if (pool.effectiveCapacity() == QLatin1String("spot")) {
            sink.error(QStringLiteral("collection-scheduling"), i, field,
                       tr("collection scheduling does not support Spot VMs; use on-demand or a reservation, or turn "
                          "it off"));
        }
    }
    if (context.isStandard() && shape.tpu) {
        const bool noCpu = !pool.workload || pool.workload->cpu.isEmpty();
        const bool noMemory = !pool.workload || pool.workload->memory.isEmpty();
        if (noCpu || noMemory) {
            sink.warning(QStringLiteral("best-effort-pod"), i, workload + (noCpu ? QStringLiteral(".cpu") : QStringLiteral(".memory")),
                         tr("the workload requests TPU chips but no %1, so Kubernetes treats its pods as best-effort; "
                            "set workload.cpu and workload.memory")
                             .arg(noCpu && noMemory ? tr("CPU or memory") : noCpu ? tr("CPU") : tr("memory")));
        }
    }
    if (context.isAutopilot()) {
        if (pool.autoscaling) {
            sink.warning(QStringLiteral("mode-field"), i, RuleContext::poolField(i, "autoscaling"),
                         tr("Autopilot scales TPU nodes with the workload; node pool autoscaling is ignored (remove it)"));
        }
        if (pool.smt) {
            sink.warning(QStringLiteral("mode-field"), i, RuleContext::poolField(i, "smt"),
                         tr("Autopilot does not let you set SMT; smt is ignored (remove it)"));
        }
        if (!pool.bootDiskType.isEmpty()) {
            sink.warning(QStringLiteral("mode-field"), i, RuleContext::poolField(i, "bootDiskType"),
                         tr("Autopilot chooses the nodes' boot disks itself; bootDiskType is ignored (remove it)"));
        }
    }
    checkBootDisk(context, sink, i);
}

void NodeRules::checkBootDisk(const RuleContext &context, FindingSink &sink, int i)
{
    const Pool &pool = context.plan.pools[i];
    const PoolShape &shape = context.shapes[i];
    if (pool.bootDiskType.isEmpty() || !shape.tpu || context.isAutopilot())
        return;
    const DiskSupport &disks = shape.tpu->disks;
    const QStringList bootable = disks.bootable();
    if (bootable.isEmpty() || bootable.contains(pool.bootDiskType))
        return;
    const QString nodes = shape.machineType ? shape.machineType->name : shape.tpu->name;
    sink.error(QStringLiteral("boot-disk-type"), i, RuleContext::poolField(i, "bootDiskType"),
               tr("%1 nodes boot only from %2 (source: %3), not from %4; set bootDiskType to %5 or remove it")
                   .arg(nodes, bootable.join(tr(" or ")), context.catalog.sourceTitle(disks.source), pool.bootDiskType,
                        bootable.first()));
}

} // namespace tpuplan
