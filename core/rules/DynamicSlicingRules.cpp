// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/DynamicSlicingRules.h"

#include "core/rules/DynamicSliceShape.h"
#include "core/rules/SubSlicingRules.h"

namespace tpuplan {
namespace {

const QString kDynamicSlicing = QStringLiteral("dynamic-slicing");

} // namespace

void DynamicSlicingRules::check(const RuleContext &context, FindingSink &sink)
{
    for (int i = 0; i < context.plan.pools.size(); ++i)
        checkPool(context, sink, i);
}

void DynamicSlicingRules::checkPool(const RuleContext &context, FindingSink &sink, int i)
{
    const Pool &pool = context.plan.pools[i];
    const PoolShape &shape = context.shapes[i];
    if (!pool.isBlockPool()) {
        if (!pool.sliceWorkloads.isEmpty()) {
            sink.error(kDynamicSlicing, i, RuleContext::poolField(i, "sliceWorkloads"),
                       tr("workloads name their slices only on a block pool; set dynamicSlicing: true (TPU7x, v6e) or remove "
                          "sliceWorkloads"));
        }
        return;
    }
    if (!shape.tpu)
        return; // unknown-tpu says so
    if (!shape.tpu->dynamicSlicing && shape.tpu->subSlicing) {
        SubSlicingRules::checkPool(context, sink, i, *shape.tpu->subSlicing);
        return;
    }
    if (!shape.tpu->dynamicSlicing) {
        sink.error(kDynamicSlicing, i, RuleContext::poolField(i, "dynamicSlicing"),
                   tr("GKE dynamic slicing exists only for TPU7x (Ironwood) and Kueue sub-slicing for v6e, not %1; remove "
                      "dynamicSlicing")
                       .arg(shape.tpu->id));
        return;
    }
    const DynamicSlicing &dynamic = *shape.tpu->dynamicSlicing;
    if (context.isAutopilot()) {
        sink.error(kDynamicSlicing, i, RuleContext::poolField(i, "dynamicSlicing"),
                   tr("dynamic slicing needs a Standard cluster; Autopilot does not offer it"));
        return;
    }
    if (pool.topology != dynamic.block.toString()) {
        sink.error(kDynamicSlicing, i, RuleContext::poolField(i, "topology"),
                   tr("a block pool is whole %1 blocks; set topology to %1 and slices to the number of "
                      "blocks")
                       .arg(dynamic.block.toString()));
    }
    if (pool.effectiveCapacity() != QLatin1String("reservation")) {
        sink.warning(kDynamicSlicing, i, RuleContext::poolField(i, "capacity"),
                     tr("blocks for dynamic slicing come from an All Capacity mode reservation (sub-blocks); %1 "
                        "capacity gives no blocks")
                         .arg(pool.effectiveCapacity()));
    }
    checkCluster(context, sink, i, dynamic);
    const qint64 needed = checkSlices(context, sink, i, dynamic);
    if (needed > pool.sliceCount()) {
        sink.error(kDynamicSlicing, i, RuleContext::poolField(i, "sliceWorkloads"),
                   tr("the named slices need %n block(s) of %1 together, but the pool has %2; add blocks (slices) or "
                      "drop a slice",
                      nullptr, static_cast<int>(needed))
                       .arg(dynamic.block.toString())
                       .arg(pool.sliceCount()));
    }
}

void DynamicSlicingRules::checkCluster(const RuleContext &context, FindingSink &sink, int i, const DynamicSlicing &dynamic)
{
    const Pool &pool = context.plan.pools[i];
    const Cluster &cluster = context.plan.cluster;
    bool subSlices = false;
    for (const SliceWorkload &slice : pool.sliceWorkloads) {
        const std::optional<Topology> t = Topology::parse(slice.topology);
        subSlices = subSlices || (t && t->chips() < dynamic.block.chips());
    }
    const GkeVersion &minimum = subSlices ? dynamic.subSliceMinVersion : dynamic.superSliceMinVersion;
    if (context.clusterVersion && *context.clusterVersion < minimum) {
        sink.error(kDynamicSlicing, -1, QStringLiteral("cluster.version"),
                   subSlices ? tr("dynamic sub-slices (pool %1) need GKE %2 or later, not %3")
                                   .arg(pool.name, minimum.toString(), context.clusterVersion->toString())
                             : tr("dynamic slicing (pool %1) needs GKE %2 or later, not %3")
                                   .arg(pool.name, minimum.toString(), context.clusterVersion->toString()));
    }
    if (cluster.effectiveReleaseChannel() != dynamic.releaseChannel) {
        sink.error(kDynamicSlicing, -1, QStringLiteral("cluster.releaseChannel"),
                   tr("dynamic slicing (pool %1) is offered on the %2 release channel only, not %3")
                       .arg(pool.name, dynamic.releaseChannel, cluster.effectiveReleaseChannel()));
    }
    const QString image = cluster.nodeImage.isEmpty() ? context.catalog.gke.defaultNodeImage : cluster.nodeImage;
    if (image != dynamic.nodeImage) {
        sink.error(kDynamicSlicing, -1, QStringLiteral("cluster.nodeImage"),
                   tr("dynamic slicing (pool %1) needs the %2 node image, not %3").arg(pool.name, dynamic.nodeImage, image));
    }
}

qint64 DynamicSlicingRules::checkSlices(const RuleContext &context, FindingSink &sink, int i, const DynamicSlicing &dynamic)
{
    const Pool &pool = context.plan.pools[i];
    const qint64 blockChips = dynamic.block.chips();
    qint64 superBlocks = 0;
    qint64 subChips = 0;
    for (int s = 0; s < pool.sliceWorkloads.size(); ++s) {
        const SliceWorkload &slice = pool.sliceWorkloads[s];
        QString error;
        const std::optional<Topology> t = Topology::parse(slice.topology, &error);
        if (!t || t->dimensionCount() != dynamic.block.dimensionCount()) {
            sink.error(kDynamicSlicing, i, RuleContext::sliceWorkloadField(i, s, "topology"),
                       t ? tr("'%1' is not a 3D slice shape such as 4x4x8").arg(slice.topology) : error);
            continue;
        }
        const DynamicSliceShape::Verdict verdict = DynamicSliceShape::judge(dynamic, *t);
        if (!verdict.broken.isEmpty())
            sink.error(kDynamicSlicing, i, RuleContext::sliceWorkloadField(i, s, "topology"), tr("'%1' never forms: %2").arg(slice.topology, verdict.broken));
        else if (verdict.superSlice)
            superBlocks += t->chips() / blockChips * slice.sliceCount();
        else
            subChips += t->chips() * slice.sliceCount();
    }
    Q_UNUSED(context);
    return superBlocks + (subChips + blockChips - 1) / blockChips;
}

} // namespace tpuplan
