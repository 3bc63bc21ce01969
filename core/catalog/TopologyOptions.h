// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"

namespace tpuplan {

/// One supported way to run a topology: which machine type or accelerator, how many chips each
/// node holds, and the nodes and host type that follow.
struct TopologyOption
{
    Topology topology;
    QString owner;     ///< machine type (Standard) or accelerator (Autopilot)
    int chipsPerVm = 0;
    qint64 chips() const { return topology.chips(); }
    qint64 vms() const { return chipsPerVm > 0 ? topology.chips() / chipsPerVm : 0; }
    bool multiHost() const { return vms() > 1; }
};

/// Lists the supported topologies of a TPU version in one mode (the `topologies` command and the
/// GUI's topology picker).
class TopologyOptions
{
public:
    /// `filter` narrows to one machine type or accelerator; empty = all of the version's.
    static QList<TopologyOption> list(const TpuVersion &tpu, bool autopilot, const QString &filter = {});
};

} // namespace tpuplan
