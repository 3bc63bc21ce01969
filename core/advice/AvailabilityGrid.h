// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"

#include <optional>

namespace tpuplan {

/// Where each TPU version is offered, for one mode and GKE version: a grid of the catalog's
/// zones (grouped by region) against its TPU versions.
class AvailabilityGrid
{
public:
    enum class State {
        Offered,       ///< offered in the zone, and the cluster version is new enough
        NeedsNewerGke, ///< offered in the zone, but not at the cluster's GKE version
        NotOffered,    ///< not offered in the zone (or not in this mode at all)
    };

    struct Cell
    {
        State state = State::NotOffered;
        GkeVersion minVersion; ///< lowest version any machine type / accelerator of the mode needs
        QStringList owners;    ///< the machine types (Standard) or accelerators (Autopilot) there
    };

    /// `clusterVersion` nullopt (unparseable) treats every offered cell as offered.
    static AvailabilityGrid build(const Catalog &catalog, bool autopilot, const std::optional<GkeVersion> &clusterVersion);

    const QStringList &tpuIds() const { return m_tpuIds; }
    const QStringList &zones() const { return m_zones; }
    Cell cell(int zoneRow, int tpuColumn) const { return m_cells.value(zoneRow * m_tpuIds.size() + tpuColumn); }
    int rowOfZone(const QString &zone) const { return int(m_zones.indexOf(zone)); }

private:
    QStringList m_tpuIds;
    QStringList m_zones;
    QList<Cell> m_cells;
};

} // namespace tpuplan
