// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/catalog/TopologyOptions.h"

#include <QJsonObject>

namespace tpuplan {

/// The catalog as `tpu-plan catalog` and `tpu-plan topologies` print it (text or JSON).
class CatalogReport
{
public:
    static QJsonObject catalogJson(const Catalog &catalog);
    static QString catalogText(const Catalog &catalog);
    static QJsonObject topologiesJson(const TpuVersion &tpu, bool autopilot, const QList<TopologyOption> &options);
    static QString topologiesText(const TpuVersion &tpu, bool autopilot, const QList<TopologyOption> &options);
};

} // namespace tpuplan
