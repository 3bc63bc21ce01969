// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/BlockPoolKueue.h"

#include "core/export/ManifestDoc.h"

#include "core/common/GkeKeys.h"
#include "core/common/Quantity.h"

namespace tpuplan {
namespace {

QByteArray topology(const ExportPool &e, const QStringList &levels)
{
    ManifestDoc d;
    d.str(QStringLiteral("apiVersion"), kKueueApi);
    d.str(QStringLiteral("kind"), QStringLiteral("Topology"));
    d.metadata(BlockPoolKueue::topologyName(e), managedLabels());
    d.map(QStringLiteral("spec"));
    d.seq(QStringLiteral("levels"));
    for (const QString &label : levels) {
        d.item();
        d.str(QStringLiteral("nodeLabel"), label);
        d.end();
    }
    d.endSeq();
    d.end();
    return d.finish();
}

/// GKE's slice controller forms each admitted workload's slice (a Slice object) before its pods run.
QByteArray admissionCheck(const ExportPool &e, const DynamicSlicing &dynamic)
{
    ManifestDoc d;
    d.str(QStringLiteral("apiVersion"), kKueueApi);
    d.str(QStringLiteral("kind"), QStringLiteral("AdmissionCheck"));
    d.metadata(BlockPoolKueue::admissionCheckName(e), managedLabels());
    d.map(QStringLiteral("spec"));
    d.str(QStringLiteral("controllerName"), dynamic.admissionController);
    d.end();
    return d.finish();
}

/// A block pool's flavour selects healthy blocks, with no topology label: every node of a block
/// carries the block's, whatever slice it joins. A sub-sliced pool's selects its node pools'
/// accelerator and topology; Kueue finds the sub-slices inside them.
QByteArray resourceFlavor(const ExportPool &e)
{
    const DynamicSlicing *dynamic = e.dynamicSlicing();
    ManifestDoc d;
    d.str(QStringLiteral("apiVersion"), kKueueApi);
    d.str(QStringLiteral("kind"), QStringLiteral("ResourceFlavor"));
    d.metadata(BlockPoolKueue::flavorName(e), managedLabels());
    d.map(QStringLiteral("spec"));
    d.stringMap(QStringLiteral("nodeLabels"),
                {{GkeKeys::kAccelerator, e.shape.acceleratorLabel()},
                 dynamic ? qMakePair(dynamic->healthyBlockLabel, dynamic->healthyBlockValue) : qMakePair(GkeKeys::kTopology, e.pool->topology)});
    d.str(QStringLiteral("topologyName"), BlockPoolKueue::topologyName(e));
    d.end();
    return d.finish();
}

/// The whole blocks are the queue's quota: every chip of every block, and the CPU and memory
/// the pods request when each node runs one.
QByteArray clusterQueue(const ExportPool &e)
{
    const Pool &pool = *e.pool;
    const double nodes = double(e.nodes);
    const Workload workload = pool.workload.value_or(Workload());
    ManifestDoc d;
    d.str(QStringLiteral("apiVersion"), kKueueApi);
    d.str(QStringLiteral("kind"), QStringLiteral("ClusterQueue"));
    d.metadata(e.queue(), managedLabels());
    d.map(QStringLiteral("spec"));
    d.emptyMap(QStringLiteral("namespaceSelector"));
    d.seq(QStringLiteral("resourceGroups"));
    d.item();
    d.strings(QStringLiteral("coveredResources"), {GkeKeys::kTpuResource, QStringLiteral("cpu"), QStringLiteral("memory")});
    d.seq(QStringLiteral("flavors"));
    d.item();
    d.str(QStringLiteral("name"), BlockPoolKueue::flavorName(e));
    d.seq(QStringLiteral("resources"));
    auto quota = [&](const QString &resource, const QString &amount) {
        d.item();
        d.str(QStringLiteral("name"), resource);
        d.str(QStringLiteral("nominalQuota"), amount);
        d.end();
    };
    quota(GkeKeys::kTpuResource, QString::number(e.shape.chips()));
    quota(QStringLiteral("cpu"), Quantity::format(Quantity::parse(workload.cpu).value_or(0) * nodes, false));
    quota(QStringLiteral("memory"), Quantity::format(Quantity::parse(workload.memory).value_or(0) * nodes, true));
    d.endSeq();
    d.end();
    d.endSeq();
    d.end();
    d.endSeq();
    if (!e.dynamicSlicing()) {
        d.end();
        return d.finish();
    }
    d.map(QStringLiteral("admissionChecksStrategy"));
    d.seq(QStringLiteral("admissionChecks"));
    d.item();
    d.str(QStringLiteral("name"), BlockPoolKueue::admissionCheckName(e));
    d.strings(QStringLiteral("onFlavors"), {BlockPoolKueue::flavorName(e)});
    d.end();
    d.endSeq();
    d.end();
    d.end();
    return d.finish();
}

QByteArray localQueue(const ExportPool &e)
{
    ManifestDoc d;
    d.str(QStringLiteral("apiVersion"), kKueueApi);
    d.str(QStringLiteral("kind"), QStringLiteral("LocalQueue"));
    d.metadata(e.queue(), managedLabels(), {}, kManifestNamespace);
    d.map(QStringLiteral("spec"));
    d.str(QStringLiteral("clusterQueue"), e.queue());
    d.end();
    return d.finish();
}

} // namespace

QString BlockPoolKueue::topologyName(const ExportPool &pool)
{
    return pool.shape.tpu->id + (pool.dynamicSlicing() ? QStringLiteral("-dynamic-slices") : QStringLiteral("-sub-slices"));
}

QString BlockPoolKueue::admissionCheckName(const ExportPool &pool)
{
    return pool.shape.tpu->id + QStringLiteral("-slice-controller");
}

QString BlockPoolKueue::flavorName(const ExportPool &pool)
{
    return pool.pool->name + (pool.dynamicSlicing() ? QStringLiteral("-blocks") : QStringLiteral("-sub-slices"));
}

QByteArray BlockPoolKueue::objects(const ExportPool &pool)
{
    const DynamicSlicing *dynamic = pool.dynamicSlicing();
    const SubSlicing *subSlicing = pool.isSubSlicedPool() ? pool.subSlicing() : nullptr;
    if (!dynamic && !subSlicing)
        return QByteArray();
    QByteArray text;
    appendDocument(text, topology(pool, dynamic ? dynamic->kueueLevels : subSlicing->kueueLevels));
    if (dynamic)
        appendDocument(text, admissionCheck(pool, *dynamic));
    appendDocument(text, resourceFlavor(pool));
    appendDocument(text, clusterQueue(pool));
    appendDocument(text, localQueue(pool));
    return text;
}

} // namespace tpuplan
