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
    /// How fresh the facts are (`tpu-plan catalog --check`): the catalog's date, its sources from
    /// the oldest (undated ones apart) with the facts resting on each, and the facts that rest only
    /// on third-party sources (trust C).
    static QJsonObject checkJson(const Catalog &catalog);
    static QString checkText(const Catalog &catalog);
};

} // namespace tpuplan
