// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/TopologyOptions.h"

namespace tpuplan {

QList<TopologyOption> TopologyOptions::list(const TpuVersion &tpu, bool autopilot, const QString &filter)
{
    QList<TopologyOption> options;
    if (autopilot) {
        for (const Accelerator &accelerator : tpu.accelerators) {
            if (!filter.isEmpty() && accelerator.name != filter)
                continue;
            for (const AutopilotTopology &entry : accelerator.topologies) {
                for (int perPod : entry.chipsPerPod)
                    options.append({entry.topology, accelerator.name, perPod});
            }
        }
    } else {
        for (const MachineType &type : tpu.machineTypes) {
            if (!filter.isEmpty() && type.name != filter)
                continue;
            for (const Topology &topology : type.topologies)
                options.append({topology, type.name, type.chipsPerVm});
        }
    }
    std::stable_sort(options.begin(), options.end(), [](const TopologyOption &a, const TopologyOption &b) {
        return a.chips() != b.chips() ? a.chips() < b.chips() : a.chipsPerVm > b.chipsPerVm;
    });
    return options;
}

} // namespace tpuplan
