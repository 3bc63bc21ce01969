// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/advice/AvailabilityGrid.h"

namespace tpuplan {

AvailabilityGrid AvailabilityGrid::build(const Catalog &catalog, bool autopilot,
                                         const std::optional<GkeVersion> &clusterVersion)
{
    AvailabilityGrid grid;
    grid.m_tpuIds = catalog.tpuIds();
    for (const QString &region : catalog.regions())
        grid.m_zones += catalog.zonesInRegion(region);

    for (const QString &zone : grid.m_zones) {
        for (const TpuVersion &tpu : catalog.tpus) {
            Cell cell;
            std::optional<GkeVersion> lowest;
            if (autopilot) {
                for (const Accelerator &accelerator : tpu.accelerators) {
                    cell.owners.append(accelerator.name);
                    lowest = lowest ? std::min(*lowest, accelerator.minGkeVersion) : accelerator.minGkeVersion;
                }
            } else {
                for (const MachineType &type : tpu.machineTypes) {
                    cell.owners.append(type.name);
                    lowest = lowest ? std::min(*lowest, type.minGkeVersion) : type.minGkeVersion;
                }
            }
            if (lowest)
                cell.minVersion = *lowest;
            if (!lowest || !tpu.zones.contains(zone))
                cell.state = State::NotOffered;
            else if (clusterVersion && *clusterVersion < *lowest)
                cell.state = State::NeedsNewerGke;
            else
                cell.state = State::Offered;
            grid.m_cells.append(cell);
        }
    }
    return grid;
}

} // namespace tpuplan
