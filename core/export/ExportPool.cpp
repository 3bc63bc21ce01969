// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/ExportPool.h"

#include "core/plan/ObjectNames.h"

#include <QMap>

#include <algorithm>
#include <cmath>

namespace tpuplan {

QString ExportPool::queue() const
{
    const QString named = pool && pool->workload ? pool->workload->queue : QString();
    // Dynamic slices and sub-slices form only through Kueue (its slice admission check, its
    // Topology Aware Scheduling): a pool whose workloads name slices always has a queue.
    return named.isEmpty() && namesSlices() ? pool->name : named;
}

qint64 ExportPool::sliceVms(const SliceWorkload &slice) const
{
    const std::optional<Topology> t = Topology::parse(slice.topology);
    return t && chipsPerVm > 0 ? std::max<qint64>(1, t->chips() / chipsPerVm) : 0;
}

QString ExportPool::priorityClass() const
{
    return pool && pool->workload ? pool->workload->priorityClass : QString();
}

int ExportPool::maxRestarts() const
{
    return pool && pool->workload && pool->workload->maxRestarts ? *pool->workload->maxRestarts : kDefaultMaxRestarts;
}

int ExportPool::containersPerPod() const
{
    return pool && pool->workload && pool->workload->containersPerPod ? std::max(1, *pool->workload->containersPerPod) : 1;
}

QString ExportPool::reservationPath() const
{
    if (!pool || !pool->reservation)
        return QString();
    const Reservation &r = *pool->reservation;
    if (r.project.isEmpty())
        return r.name;
    return QStringLiteral("projects/%1/reservations/%2").arg(r.project, r.name);
}

QString ExportPool::workloadPolicyName() const
{
    if (!isMultiHost() || !shape.tpu || shape.tpu->workloadPolicyType.isEmpty() || !shape.topology)
        return QString();
    QString name = QStringLiteral("%1-%2-%3")
                       .arg(shape.tpu->id, shape.tpu->workloadPolicyType.toLower().replace(QLatin1Char('_'), QLatin1Char('-')),
                            shape.topology->toString());
    if (!workloadPolicyMode().isEmpty())
        name += QLatin1Char('-') + workloadPolicyMode().toLower().replace(QLatin1Char('_'), QLatin1Char('-'));
    return name;
}

QString ExportPool::workloadPolicyMode() const
{
    const DynamicSlicing *dynamic = dynamicSlicing();
    return dynamic && pool && pool->isBlockPool() ? dynamic->workloadPolicyMode : QString();
}

QList<const ExportPool *> ExportPool::workloadPolicyOwners(const QList<ExportPool> &pools)
{
    QList<const ExportPool *> owners;
    QStringList seen;
    for (const ExportPool &pool : pools) {
        const QString policy = pool.workloadPolicyName();
        if (policy.isEmpty() || seen.contains(policy))
            continue;
        seen.append(policy);
        owners.append(&pool);
    }
    return owners;
}

qint64 ExportPool::capacityNodes() const
{
    qint64 most = nodes;
    if (!isMultiHost() && autoscaling) {
        most = std::max(most, maxNodes * qint64(std::max(1, int(nodePoolNames.size()))));
        if (totalMaxNodes)
            most = std::max(most, *totalMaxNodes);
    }
    return most;
}

QString ExportPool::nodePoolName(const QString &pool, int slice, int slices)
{
    return ObjectNames::nodePoolName(pool, slice, slices);
}

ExportPool ExportPool::derive(const Pool &pool, bool autopilot, const Catalog &catalog)
{
    ExportPool e;
    e.pool = &pool;
    e.autopilot = autopilot;
    e.shape = PoolShape::derive(pool, autopilot, catalog);
    e.capacity = pool.effectiveCapacity();
    e.chipsPerVm = e.shape.chipsPerVm;
    e.vmsPerSlice = e.shape.vmsPerSlice;
    e.nodes = e.shape.nodes();
    if (e.shape.tpu)
        e.bootDiskType = e.shape.tpu->disks.bootType(pool.bootDiskType);
    e.bootDiskGiB = catalog.limits.bootDiskGiB.value;

    const QString kind = pool.effectiveWorkloadKind();
    if (kind == QLatin1String("Deployment"))
        e.kind = WorkloadKind::Deployment;
    else if (kind == QLatin1String("JobSet"))
        e.kind = WorkloadKind::JobSet;
    else if (kind == QLatin1String("Job"))
        // One Job cannot span slices: an Indexed Job runs one multi-host slice, a JobSet more.
        e.kind = !e.isMultiHost() ? WorkloadKind::Job
                 : e.shape.slices == 1 ? WorkloadKind::IndexedJob
                                       : WorkloadKind::JobSet;
    else
        e.kind = e.isMultiHost() ? WorkloadKind::JobSet : WorkloadKind::Job;

    if (!autopilot) {
        for (int i = 0; i < e.shape.slices; ++i)
            e.nodePoolNames.append(nodePoolName(pool.name, i, e.shape.slices));
    }

    // Node counts per node pool (one slice each).
    const qint64 perPool = e.vmsPerSlice;
    if (e.isFlexStart()) {
        // Flex-start pools start empty and scale up when capacity is granted (https://cloud.google.com/kubernetes-engine/docs/concepts/dws).
        e.autoscaling = true;
        e.initialNodes = 0;
        e.minNodes = 0;
        e.maxNodes = e.isMultiHost() ? perPool
                                     : std::max<qint64>(perPool, pool.autoscaling ? pool.autoscaling->maxNodes.value_or(perPool) : perPool);
        if (pool.autoscaling && !e.isMultiHost())
            e.totalMaxNodes = pool.autoscaling->totalMaxNodes;
    } else if (pool.autoscaling && pool.autoscaling->enabled) {
        e.autoscaling = true;
        e.minNodes = std::max<qint64>(0, pool.autoscaling->minNodes.value_or(0));
        e.maxNodes = std::max<qint64>(e.minNodes, pool.autoscaling->maxNodes.value_or(perPool));
        e.totalMaxNodes = pool.autoscaling->totalMaxNodes;
        e.initialNodes = e.minNodes;
    } else {
        e.initialNodes = perPool;
    }
    return e;
}

QList<ExportPool> ExportPool::derive(const Plan &plan, const Catalog &catalog)
{
    QList<ExportPool> pools;
    for (const Pool &pool : plan.pools)
        pools.append(derive(pool, plan.cluster.isAutopilot(), catalog));
    return pools;
}

QStringList exportZones(const QList<ExportPool> &pools)
{
    QStringList zones;
    for (const ExportPool &e : pools) {
        if (!e.pool->zone.isEmpty() && !zones.contains(e.pool->zone))
            zones.append(e.pool->zone);
    }
    return zones;
}

AutoprovisioningLimits AutoprovisioningLimits::compute(const Plan &plan, const QList<ExportPool> &pools,
                                                       const Catalog &catalog)
{
    AutoprovisioningLimits limits;
    limits.locations = exportZones(pools);
    // Chips per accelerator label: the plan's quota for the version when it gives one (the
    // most the project may use), otherwise what the plan's pools may grow to.
    QMap<QString, qint64> chips;
    QMap<QString, QString> versionOf;
    QStringList order;
    for (const ExportPool &e : pools) {
        const QString label = e.shape.acceleratorLabel();
        if (label.isEmpty())
            continue;
        if (!order.contains(label))
            order.append(label);
        chips[label] += e.capacityChips();
        versionOf[label] = e.pool->tpu;
    }
    const SystemPoolFacts &system = catalog.gke.systemPool;
    double cpu = system.vcpu * std::max<qsizetype>(1, limits.locations.size());
    double memoryGB = system.memoryGB * std::max<qsizetype>(1, limits.locations.size());
    for (const QString &label : std::as_const(order)) {
        qint64 maximum = chips.value(label);
        if (plan.quota && plan.quota->contains(versionOf.value(label)))
            maximum = std::max(maximum, plan.quota->value(versionOf.value(label)));
        limits.accelerators.append({label, maximum});
        // The CPU and memory those chips bring, at the version's most generous machine type.
        double cpuPerChip = 0;
        double memoryGiBPerChip = 0;
        if (const TpuVersion *tpu = catalog.tpu(versionOf.value(label))) {
            for (const MachineType &type : tpu->machineTypes) {
                cpuPerChip = std::max(cpuPerChip, double(type.vcpu) / type.chipsPerVm);
                memoryGiBPerChip = std::max(memoryGiBPerChip, type.memoryGiB / type.chipsPerVm);
            }
        }
        cpu += cpuPerChip * double(maximum);
        memoryGB += memoryGiBPerChip * double(maximum) * 1.073741824; // GiB -> GB
    }
    limits.maxCpu = qint64(std::ceil(cpu));
    limits.maxMemoryGB = qint64(std::ceil(memoryGB));
    return limits;
}

} // namespace tpuplan
