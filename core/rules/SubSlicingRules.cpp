// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/SubSlicingRules.h"

#include <QStringList>

#include <algorithm>

namespace tpuplan {
namespace {

const QString kSubSlicing = QStringLiteral("dynamic-slicing");

QString shapeList(const SubSlicing &subSlicing)
{
    QStringList shapes;
    for (const Topology &t : subSlicing.topologies)
        shapes.append(t.toString());
    return shapes.join(QStringLiteral(", "));
}

/// Each side of `inner` divides the matching side of `outer` (both sorted), so whole copies of
/// the sub-slice tile the pool's slice.
bool divides(const Topology &inner, const Topology &outer)
{
    const QList<int> a = inner.sortedDims();
    const QList<int> b = outer.sortedDims();
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (a[i] <= 0 || b[i] % a[i] != 0)
            return false;
    }
    return true;
}

} // namespace

void SubSlicingRules::checkPool(const RuleContext &context, FindingSink &sink, int i, const SubSlicing &subSlicing)
{
    const Pool &pool = context.plan.pools[i];
    const PoolShape &shape = context.shapes[i];
    if (context.isAutopilot()) {
        sink.error(kSubSlicing, i, RuleContext::poolField(i, "dynamicSlicing"),
                   tr("Kueue sub-slices %1 node pools of a Standard cluster (%2); Autopilot does not offer them")
                       .arg(shape.tpu->id, subSlicing.machineType));
        return;
    }
    if (pool.machineType != subSlicing.machineType) {
        sink.error(kSubSlicing, i, RuleContext::poolField(i, "machineType"),
                   tr("Kueue sub-slices only %1 node pools, not %2; set machineType to %1")
                       .arg(subSlicing.machineType, pool.machineType));
        return;
    }
    if (!shape.topology || !subSlicing.offers(*shape.topology)) {
        sink.error(kSubSlicing, i, RuleContext::poolField(i, "topology"),
                   tr("a sub-sliced pool is one of %1, not %2").arg(shapeList(subSlicing), pool.topology));
        return;
    }
    const qint64 used = checkSlices(context, sink, i, subSlicing);
    if (used > shape.nodes()) {
        sink.error(kSubSlicing, i, RuleContext::poolField(i, "sliceWorkloads"),
                   tr("the sub-slices take %n VM(s) together, but the pool has %1; add slices to the pool or drop a "
                      "sub-slice",
                      nullptr, static_cast<int>(used))
                       .arg(shape.nodes()));
    }
}

qint64 SubSlicingRules::checkSlices(const RuleContext &context, FindingSink &sink, int i, const SubSlicing &subSlicing)
{
    const Pool &pool = context.plan.pools[i];
    const PoolShape &shape = context.shapes[i];
    qint64 vms = 0;
    for (int s = 0; s < pool.sliceWorkloads.size(); ++s) {
        const SliceWorkload &slice = pool.sliceWorkloads[s];
        QString error;
        const std::optional<Topology> t = Topology::parse(slice.topology, &error);
        if (!t || t->dimensionCount() != shape.topology->dimensionCount()) {
            sink.error(kSubSlicing, i, RuleContext::sliceWorkloadField(i, s, "topology"),
                       t ? tr("'%1' is not a 2D sub-slice shape such as 2x4").arg(slice.topology) : error);
            continue;
        }
        if (!subSlicing.offers(*t)) {
            sink.error(kSubSlicing, i, RuleContext::sliceWorkloadField(i, s, "topology"),
                       tr("'%1' never forms: Kueue forms %2 sub-slices of %3 only").arg(slice.topology, shape.tpu->id, shapeList(subSlicing)));
            continue;
        }
        if (!divides(*t, *shape.topology)) {
            sink.error(kSubSlicing, i, RuleContext::sliceWorkloadField(i, s, "topology"),
                       tr("a %1 sub-slice does not fit in the pool's %2 slice; pick a shape whose sides divide it")
                           .arg(slice.topology, shape.topology->toString()));
            continue;
        }
        vms += t->chips() / std::max(shape.chipsPerVm, 1) * slice.sliceCount();
    }
    return vms;
}

} // namespace tpuplan
