// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/common/Finding.h"

#include <QSet>

#include <optional>

namespace tpuplan {

/// Prices that replace the catalog's (`--prices FILE`), e.g. a team's negotiated rates. The
/// file has the shape of a catalog TPU's `prices` block, keyed by TPU id; `asOf` and `source`
/// at the top (both optional) say when and where the prices come from:
///
///     asOf: "2026-12-01"
///     source: "Contract 2026-17"
///     v5p:
///       unit: chip-hour            # optional; the only unit understood
///       regions:
///         - {region: us-east5, onDemand: 3.90, commit1y: 2.70, spot: null}
///
/// Each region entry replaces only the prices it names (`null` = unknown); a region the catalog
/// lacks is added. Every problem is reported with line, column and key, like the catalog's.
struct PriceOverrides
{
    struct Entry
    {
        QString tpu;
        QString region;
        std::optional<std::optional<double>> onDemand;
        std::optional<std::optional<double>> spot;
        std::optional<std::optional<double>> commit1y;
        std::optional<std::optional<double>> commit3y;
    };

    QString origin; ///< the file
    QString asOf;
    QString source;
    QList<Entry> entries;

    /// The key under `Catalog::sources` that overridden prices point to.
    static QString sourceKey() { return QStringLiteral("price-overrides"); }

    /// Replaces the catalog's prices with these; records the file as a source.
    void applyTo(Catalog &catalog) const;
    /// The file format above (yaml-cpp's emitter), so prices entered in the window can be kept
    /// and read back by PriceOverridesLoader like any `--prices` file.
    QByteArray toYaml() const;
};

struct PriceOverridesLoadResult
{
    std::optional<PriceOverrides> overrides; ///< empty when the file was refused
    Findings problems;                       ///< rule `prices-invalid`
};

class PriceOverridesLoader
{
public:
    static PriceOverridesLoadResult loadFile(const QString &path, const Catalog &catalog);
    static PriceOverridesLoadResult loadBytes(const QByteArray &bytes, const QString &origin, const Catalog &catalog);
};

} // namespace tpuplan
