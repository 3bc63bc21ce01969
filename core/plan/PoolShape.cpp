// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/PoolShape.h"

#include <algorithm>

namespace tpuplan {
namespace {

const AutopilotTopology *findTopology(const Accelerator &accelerator, const Topology &topology)
{
    for (const AutopilotTopology &entry : accelerator.topologies) {
        if (entry.topology == topology)
            return &entry;
    }
    return nullptr;
}

} // namespace

const Accelerator *acceleratorForTopology(const TpuVersion &tpu, const std::optional<Topology> &topology)
{
    if (tpu.accelerators.isEmpty())
        return nullptr;
    if (topology) {
        for (const Accelerator &accelerator : tpu.accelerators) {
            if (findTopology(accelerator, *topology))
                return &accelerator;
        }
        // A custom topology belongs to the accelerator with the largest slices.
        const Accelerator *largest = &tpu.accelerators.first();
        for (const Accelerator &accelerator : tpu.accelerators) {
            if (accelerator.maxChips > largest->maxChips)
                largest = &accelerator;
        }
        return largest;
    }
    return &tpu.accelerators.first();
}

PoolShape PoolShape::derive(const Pool &pool, bool autopilot, const Catalog &catalog)
{
    PoolShape shape;
    shape.slices = pool.sliceCount();
    shape.tpu = catalog.tpu(pool.tpu);
    shape.topology = Topology::parse(pool.topology);
    if (shape.topology)
        shape.chipsPerSlice = shape.topology->chips();
    if (!shape.tpu)
        return shape;

    if (autopilot) {
        const Catalog::AcceleratorRef named = catalog.findAccelerator(pool.accelerator);
        if (!pool.accelerator.isEmpty()) {
            if (named && named.tpu == shape.tpu)
                shape.accelerator = named.accelerator;
        } else {
            shape.accelerator = acceleratorForTopology(*shape.tpu, shape.topology);
            shape.acceleratorDefaulted = true;
        }
        if (shape.accelerator && shape.topology)
            shape.autopilotTopology = findTopology(*shape.accelerator, *shape.topology);
        if (pool.workload && pool.workload->tpuChipsPerPod) {
            shape.chipsPerVm = *pool.workload->tpuChipsPerPod;
        } else if (shape.autopilotTopology) {
            shape.chipsPerVm = shape.autopilotTopology->chipsPerPod.first();
            shape.chipsPerVmDefaulted = true;
        } else if (shape.accelerator && !shape.accelerator->topologies.isEmpty()) {
            shape.chipsPerVm = shape.accelerator->topologies.last().chipsPerPod.first();
            shape.chipsPerVmDefaulted = true;
        }
    } else {
        const Catalog::MachineTypeRef type = catalog.findMachineType(pool.machineType);
        if (type && type.tpu == shape.tpu) {
            shape.machineType = type.machineType;
            shape.chipsPerVm = type.machineType->chipsPerVm;
        }
    }
    if (shape.chipsPerVm > 0 && shape.chipsPerSlice > 0 && shape.chipsPerSlice % shape.chipsPerVm == 0)
        shape.vmsPerSlice = shape.chipsPerSlice / shape.chipsPerVm;
    return shape;
}

QString PoolShape::acceleratorLabel() const
{
    if (accelerator)
        return accelerator->name;
    if (tpu && !tpu->accelerators.isEmpty())
        return acceleratorForTopology(*tpu, topology)->name;
    return QString();
}

int PoolShape::numaNodes() const
{
    if (machineType)
        return machineType->numaNodes;
    if (!accelerator)
        return 0;
    int most = 0;
    for (const QString &part : accelerator->numaNodes.split(QLatin1Char('-')))
        most = std::max(most, part.trimmed().toInt());
    return most;
}

} // namespace tpuplan
