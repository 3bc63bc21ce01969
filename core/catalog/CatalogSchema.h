// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/common/Finding.h"

#include <QJsonObject>

#include <yaml-cpp/yaml.h>

#include <optional>

namespace tpuplan {

/// The one description of every catalog field: its YAML key, whether it is required, how it is
/// read and checked, and how `tpu-plan catalog --format json` writes it (under the same key).
/// The loader and the report both walk these tables, so a new fact is one line in
/// CatalogSchema.cpp plus its member in CatalogTypes.h.
class CatalogSchema
{
public:
    /// Reads and checks a whole catalog document. Empty (and `problems` filled, rule
    /// `catalog-invalid`, each naming line, column and key) when anything is wrong.
    static std::optional<Catalog> read(const YAML::Node &root, Findings *problems);
    /// Every field of the catalog under its YAML key (unknown values as null).
    static QJsonObject json(const Catalog &catalog);
    static QJsonObject customTopologyJson(const CustomTopologyRule &rule);
};

} // namespace tpuplan
