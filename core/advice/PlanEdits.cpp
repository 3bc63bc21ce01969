// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/advice/PlanEdits.h"

#include <QDate>

#include "core/catalog/TopologyOptions.h"
#include "core/plan/PoolShape.h"
#include "core/rules/TopologyRules.h"

#include <algorithm>
#include <cmath>

namespace tpuplan {
namespace {

bool lists(const MachineType &type, const std::optional<Topology> &topology)
{
    return topology && type.topologies.contains(*topology);
}

/// The machine type of `tpu` that runs `topology`, preferring nodes of `chipsPerVm` chips.
QString pickMachineType(const TpuVersion &tpu, const std::optional<Topology> &topology, int chipsPerVm)
{
    if (tpu.machineTypes.isEmpty())
        return QString();
    for (const MachineType &type : tpu.machineTypes) {
        if (lists(type, topology) && type.chipsPerVm == chipsPerVm)
            return type.name;
    }
    for (const MachineType &type : tpu.machineTypes) {
        if (lists(type, topology))
            return type.name;
    }
    for (const MachineType &type : tpu.machineTypes) {
        if (type.chipsPerVm == chipsPerVm)
            return type.name;
    }
    return tpu.machineTypes.first().name;
}

/// A new Standard pool's pods ask for three quarters of the VM's published vCPU and memory:
/// with no request Kubernetes treats them as best-effort (evicted first); the quarter left is
/// room for GKE's system pods and the kubelet's reservation.
void requestShareOfVm(Pool &pool, const PoolShape &shape)
{
    if (!shape.machineType || shape.machineType->vcpu <= 0 || shape.machineType->memoryGiB <= 0)
        return;
    Workload &workload = pool.workload ? *pool.workload : pool.workload.emplace();
    workload.cpu = QString::number(std::max(1, shape.machineType->vcpu * 3 / 4));
    workload.memory = QStringLiteral("%1Gi").arg(std::max(1, int(shape.machineType->memoryGiB * 3 / 4)));
}

bool isValidCustom(const TpuVersion &tpu, const Topology &topology)
{
    return tpu.customTopology && topology.dimensionCount() == tpu.dims
           && topology.chips() >= tpu.customTopology->minChips
           && TopologyRules::brokenCustomRules(*tpu.customTopology, topology).isEmpty();
}

QString firstZoneIn(const TpuVersion &tpu, const QString &region)
{
    QStringList zones;
    for (const QString &zone : tpu.zones) {
        if (Catalog::regionOfZone(zone) == region)
            zones.append(zone);
    }
    zones.sort();
    return zones.value(0);
}

/// One container per NUMA node where the TPU version's page recommends it (TPU7x: two): set
/// when a pool moves onto such a version, dropped when it moves to a VM that cannot run them.
void settleContainers(Pool &pool, const PoolShape &shape, const Pool &before)
{
    if (!shape.tpu || !shape.isResolved())
        return;
    const int numa = shape.numaNodes();
    const bool hostChanged = before.tpu != pool.tpu || before.machineType != pool.machineType
                             || before.accelerator != pool.accelerator;
    // Containers that cannot share the pod's chips go whenever the host or the pod size changes
    // (an Autopilot TPU7x pod of 1 chip cannot hold the 2 containers of a 4-chip one).
    if (pool.workload && pool.workload->containersPerPod) {
        const int containers = *pool.workload->containersPerPod;
        if ((hostChanged && containers > std::max(numa, 1)) || containers < 1 || shape.chipsPerVm % containers != 0)
            pool.workload->containersPerPod.reset();
    }
    const bool serving = pool.effectiveWorkloadKind() == QLatin1String("Deployment");
    const bool movedOn = before.tpu != pool.tpu;
    if (!movedOn || !shape.tpu->containerPerNumaNode || serving || numa < 2 || shape.chipsPerVm % numa != 0
        || (pool.workload && pool.workload->containersPerPod))
        return;
    if (!pool.workload)
        pool.workload = Workload();
    pool.workload->containersPerPod = numa;
}

} // namespace

void PlanEdits::settle(Plan &plan, int index, const Catalog &catalog, const Pool &before)
{
    const bool autopilot = plan.cluster.isAutopilot();
    Pool &pool = plan.pools[index];
    const TpuVersion *tpu = catalog.tpu(pool.tpu);
    if (!tpu)
        return;
    const PoolShape old = PoolShape::derive(before, autopilot, catalog);

    if (autopilot) {
        pool.machineType.clear();
        const Catalog::AcceleratorRef ref = catalog.findAccelerator(pool.accelerator);
        if (!pool.accelerator.isEmpty() && (!ref || ref.tpu != tpu)) {
            Pool probe = pool;
            probe.accelerator.clear();
            pool.accelerator = PoolShape::derive(probe, true, catalog).acceleratorLabel();
        }
    } else {
        pool.accelerator.clear();
        const Catalog::MachineTypeRef ref = catalog.findMachineType(pool.machineType);
        if (!ref || ref.tpu != tpu)
            pool.machineType = pickMachineType(*tpu, Topology::parse(pool.topology), old.chipsPerVm);
    }

    // Keep the topology when the new owner runs it; otherwise the listed one nearest in chips.
    PoolShape shape = PoolShape::derive(pool, autopilot, catalog);
    const QString owner = autopilot ? shape.acceleratorLabel() : pool.machineType;
    const QList<TopologyOption> options = TopologyOptions::list(*tpu, autopilot, owner);
    const std::optional<Topology> current = Topology::parse(pool.topology);
    bool keep = false;
    for (const TopologyOption &option : options)
        keep = keep || (current && option.topology == *current);
    keep = keep || (current && isValidCustom(*tpu, *current));
    if (!keep && !options.isEmpty()) {
        const double target = current ? double(current->chips()) : 0.0;
        const TopologyOption *best = &options.first();
        for (const TopologyOption &option : options) {
            if (target > 0 && std::abs(std::log2(double(option.chips()) / target))
                                  < std::abs(std::log2(double(best->chips()) / target)))
                best = &option;
        }
        pool.topology = best->topology.toString();
    }

    // Pods ask for chips the new host shape can give.
    shape = PoolShape::derive(pool, autopilot, catalog);
    if (pool.workload && pool.workload->tpuChipsPerPod) {
        int &perPod = *pool.workload->tpuChipsPerPod;
        if (shape.machineType)
            perPod = shape.machineType->chipsPerVm;
        else if (shape.autopilotTopology && !shape.autopilotTopology->chipsPerPod.contains(perPod))
            perPod = shape.autopilotTopology->chipsPerPod.first();
        shape = PoolShape::derive(pool, autopilot, catalog);
    }

    settleContainers(pool, shape, before);

    // Multi-host pools scale atomically: bounds that were "the whole slice" stay so.
    if (pool.autoscaling && shape.isResolved()) {
        Autoscaling &a = *pool.autoscaling;
        const qint64 oldVms = old.vmsPerSlice;
        const qint64 newVms = shape.vmsPerSlice;
        if (a.maxNodes && oldVms > 0 && *a.maxNodes == oldVms)
            a.maxNodes = newVms;
        if (a.minNodes && oldVms > 0 && *a.minNodes == oldVms)
            a.minNodes = newVms;
        if (a.totalMaxNodes && oldVms > 0 && *a.totalMaxNodes == old.nodes())
            a.totalMaxNodes = shape.nodes();
        if (shape.isMultiHost() && a.maxNodes && *a.maxNodes != 0 && *a.maxNodes != newVms)
            a.maxNodes = newVms;
    }
}

Plan PlanEdits::withMode(Plan plan, const QString &mode, const Catalog &catalog)
{
    if (plan.cluster.mode == mode)
        return plan;
    const bool wasAutopilot = plan.cluster.isAutopilot();
    const QList<Pool> before = plan.pools;
    plan.cluster.mode = mode;
    const bool autopilot = plan.cluster.isAutopilot();
    if (autopilot) {
        plan.cluster.nodeImage.clear();
        plan.cluster.autoprovisioning.reset();
    } else if (plan.cluster.nodeImage.isEmpty()) {
        plan.cluster.nodeImage = catalog.gke.defaultNodeImage;
    }
    for (int i = 0; i < plan.pools.size(); ++i) {
        Pool &pool = plan.pools[i];
        const PoolShape old = PoolShape::derive(before[i], wasAutopilot, catalog);
        if (autopilot) {
            pool.machineType.clear();
            pool.accelerator.clear();
            pool.accelerator = PoolShape::derive(pool, true, catalog).acceleratorLabel();
            pool.autoscaling.reset();
            pool.smt.reset();
        } else {
            pool.accelerator.clear();
            if (old.tpu)
                pool.machineType = pickMachineType(*old.tpu, old.topology, old.chipsPerVm);
            if (pool.workload)
                pool.workload->extendedRunTime.reset();
        }
        // settle() compares with the pool as the new mode would have read it.
        Pool reference = before[i];
        reference.machineType = pool.machineType;
        reference.accelerator = pool.accelerator;
        settle(plan, i, catalog, reference);
    }
    return plan;
}

Plan PlanEdits::withRegion(Plan plan, const QString &region, const Catalog &catalog)
{
    plan.cluster.region = region;
    for (Pool &pool : plan.pools) {
        if (Catalog::regionOfZone(pool.zone) == region)
            continue;
        if (const TpuVersion *tpu = catalog.tpu(pool.tpu)) {
            const QString zone = firstZoneIn(*tpu, region);
            if (!zone.isEmpty())
                pool.zone = zone;
        }
    }
    return plan;
}

Plan PlanEdits::withTpu(Plan plan, int index, const QString &tpuId, const Catalog &catalog)
{
    const Pool before = plan.pools[index];
    Pool &pool = plan.pools[index];
    pool.tpu = tpuId;
    if (const TpuVersion *tpu = catalog.tpu(tpuId); tpu && !tpu->zones.contains(pool.zone)) {
        const QString zone = firstZoneIn(*tpu, plan.cluster.region);
        if (!zone.isEmpty())
            pool.zone = zone;
    }
    settle(plan, index, catalog, before);
    return plan;
}

Plan PlanEdits::withMachineType(Plan plan, int index, const QString &machineType, const Catalog &catalog)
{
    const Pool before = plan.pools[index];
    plan.pools[index].machineType = machineType;
    settle(plan, index, catalog, before);
    return plan;
}

Plan PlanEdits::withAccelerator(Plan plan, int index, const QString &accelerator, const Catalog &catalog)
{
    const Pool before = plan.pools[index];
    plan.pools[index].accelerator = accelerator;
    settle(plan, index, catalog, before);
    return plan;
}

Plan PlanEdits::withZone(Plan plan, int index, const QString &zone, const Catalog &catalog)
{
    const QString region = Catalog::regionOfZone(zone);
    if (region != plan.cluster.region)
        plan = withRegion(std::move(plan), region, catalog);
    plan.pools[index].zone = zone;
    return plan;
}

Plan PlanEdits::withTopology(Plan plan, int index, const QString &topology, const Catalog &catalog,
                             std::optional<int> chipsPerPod)
{
    const Pool before = plan.pools[index];
    Pool &pool = plan.pools[index];
    pool.topology = topology;
    if (chipsPerPod) {
        const bool explicitNow = pool.workload && pool.workload->tpuChipsPerPod;
        const PoolShape shape = PoolShape::derive(pool, plan.cluster.isAutopilot(), catalog);
        const bool isDefault = shape.autopilotTopology && shape.autopilotTopology->chipsPerPod.first() == *chipsPerPod;
        if (explicitNow || !isDefault) {
            if (!pool.workload)
                pool.workload = Workload{};
            pool.workload->tpuChipsPerPod = *chipsPerPod;
        }
    }
    settle(plan, index, catalog, before);
    return plan;
}

Plan PlanEdits::withCapacity(Plan plan, int index, const QString &capacity)
{
    Pool &pool = plan.pools[index];
    pool.capacity = capacity;
    // A calendar-mode pool consumes the reservation its request delivers, named like any other.
    if (pool.consumesReservation()) {
        if (!pool.reservation) {
            pool.reservation = Reservation{};
            pool.reservation->affinity = QStringLiteral("specific");
        }
    } else {
        pool.reservation.reset();
    }
    return plan;
}

Pool PlanEdits::newPool(const Plan &plan, const Catalog &catalog)
{
    Pool pool;
    for (int n = plan.pools.size() + 1;; ++n) {
        pool.name = QStringLiteral("pool-%1").arg(n);
        if (plan.poolIndex(pool.name) < 0)
            break;
    }
    const bool autopilot = plan.cluster.isAutopilot();
    const auto offered = [&](const TpuVersion &tpu) {
        const bool hasOwner = autopilot ? !tpu.accelerators.isEmpty() : !tpu.machineTypes.isEmpty();
        return hasOwner && !firstZoneIn(tpu, plan.cluster.region).isEmpty();
    };
    const auto priced = [&](const TpuVersion &tpu) {
        const RegionPrice *price = catalog.price(tpu.id, plan.cluster.region);
        const QString bootDisk = tpu.disks.bootable().value(0);
        const bool diskPriced = bootDisk.isEmpty() || catalog.otherPrices.diskPerGiBMonth(bootDisk, plan.cluster.region);
        return price && price->onDemand.has_value() && diskPriced;
    };
    // A version whose chips and boot disks have public prices first, so that a new pool has a
    // whole cost to show (not "at least"); then any.
    const TpuVersion *chosen = nullptr;
    for (const TpuVersion &tpu : catalog.tpus) {
        if (offered(tpu) && priced(tpu)) {
            chosen = &tpu;
            break;
        }
    }
    for (const TpuVersion &tpu : catalog.tpus) {
        if (!chosen && offered(tpu))
            chosen = &tpu;
    }
    if (!chosen && !catalog.tpus.isEmpty())
        chosen = &catalog.tpus.first();
    if (!chosen)
        return pool;
    pool.tpu = chosen->id;
    pool.zone = firstZoneIn(*chosen, plan.cluster.region);
    if (pool.zone.isEmpty() && !chosen->zones.isEmpty())
        pool.zone = chosen->zones.first();
    QString owner;
    if (autopilot && !chosen->accelerators.isEmpty())
        owner = pool.accelerator = chosen->accelerators.first().name;
    else if (!autopilot && !chosen->machineTypes.isEmpty())
        owner = pool.machineType = chosen->machineTypes.first().name;
    const QList<TopologyOption> options = TopologyOptions::list(*chosen, autopilot, owner);
    if (!options.isEmpty())
        pool.topology = options.first().topology.toString();
    const PoolShape shape = PoolShape::derive(pool, autopilot, catalog);
    settleContainers(pool, shape, Pool());
    requestShareOfVm(pool, shape);
    return pool;
}

Plan PlanEdits::newPlan(const Catalog &catalog)
{
    Plan plan;
    plan.metadata.name = QStringLiteral("new-plan");
    plan.cluster.name = QStringLiteral("tpu-cluster");
    plan.cluster.mode = QStringLiteral("standard");
    plan.cluster.nodeImage = catalog.gke.defaultNodeImage;
    // The region where the most TPU versions are offered; ties go to the first in order.
    int bestCount = -1;
    for (const QString &region : catalog.regions()) {
        int count = 0;
        for (const TpuVersion &tpu : catalog.tpus)
            count += firstZoneIn(tpu, region).isEmpty() ? 0 : 1;
        if (count > bestCount) {
            bestCount = count;
            plan.cluster.region = region;
        }
    }
    GkeVersion newest;
    for (const TpuVersion &tpu : catalog.tpus) {
        for (const MachineType &type : tpu.machineTypes)
            newest = std::max(newest, type.minGkeVersion);
        for (const Accelerator &accelerator : tpu.accelerators)
            newest = std::max(newest, accelerator.minGkeVersion);
    }
    // Not a minor past its end of standard support on the catalog's date: a new plan starts on
    // the oldest minor still supported, at a version the catalog knows to exist.
    const QDate catalogDay = QDate::fromString(catalog.asOf, Qt::ISODate);
    const GkeMinorSupport *start = nullptr;
    for (const GkeMinorSupport &entry : catalog.gke.minorSupport) {
        const bool supported = QDate::fromString(entry.endOfStandardSupport, Qt::ISODate) >= catalogDay;
        if (supported && !entry.knownPatch.isNull() && (!start || entry.knownPatch < start->knownPatch))
            start = &entry;
    }
    if (start && newest < start->knownPatch)
        newest = start->knownPatch;
    plan.cluster.version = newest.toString();
    plan.pools.append(newPool(plan, catalog));
    return plan;
}

} // namespace tpuplan
