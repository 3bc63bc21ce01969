// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Catalog.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace tpuplan {

/// The catalog in a compact binary form (QDataStream), made at build time from the YAML by
/// `tpuplan-catalog-snapshot`, so that the built-in catalog loads without parsing YAML (a few
/// milliseconds of every start). The YAML stays the source: a snapshot records a hash of the YAML
/// it was made from and is refused for any other text, any other format version, or any damage;
/// the caller then parses the YAML as before.
class CatalogSnapshot
{
public:
    /// Where the build embeds the snapshot of the built-in catalog (see Catalog::builtIn()).
    static QString builtInPath();
    static QByteArray write(const Catalog &catalog, const QByteArray &yaml);
    /// The catalog in `snapshot` if it was made from exactly `yaml` in this format; else nullopt.
    static std::optional<Catalog> read(const QByteArray &snapshot, const QByteArray &yaml);
};

} // namespace tpuplan
