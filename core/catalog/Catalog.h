// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/CatalogTypes.h"

namespace tpuplan {

/// The facts every rule, exporter and view asks: TPU versions, their machine types and Autopilot
/// accelerators, topologies, zones, minimum GKE versions, limits and prices. Read-only once
/// loaded (see CatalogLoader); cheap to copy.
class Catalog
{
public:
    struct MachineTypeRef
    {
        const TpuVersion *tpu = nullptr;
        const MachineType *machineType = nullptr;
        explicit operator bool() const { return machineType != nullptr; }
    };
    struct AcceleratorRef
    {
        const TpuVersion *tpu = nullptr;
        const Accelerator *accelerator = nullptr;
        explicit operator bool() const { return accelerator != nullptr; }
    };

    /// The catalog built into the program (Qt resource). Never fails: a broken built-in catalog
    /// is a build defect that the tests catch.
    static const Catalog &builtIn();
    static QString builtInPath();

    /// The region a zone lies in: `us-east5-a` -> `us-east5`, `us-south1-ai1b` -> `us-south1`.
    static QString regionOfZone(const QString &zone);

    QString origin;   ///< file the catalog came from
    QString asOf;
    QString currency;
    QMap<QString, SourceRef> sources;
    GkeFacts gke;
    Limits limits;
    QList<TpuVersion> tpus;
    OtherPrices otherPrices;
    SizingFacts sizing;
    TerraformFacts terraform;
    QList<SourceUse> sourceUses; ///< every field that names a source, in file order (set by the loader)

    const TpuVersion *tpu(const QString &id) const;
    QStringList tpuIds() const;
    MachineTypeRef findMachineType(const QString &name) const;
    AcceleratorRef findAccelerator(const QString &name) const;
    /// Every region in which some TPU version is offered, sorted.
    QStringList regions() const;
    /// Every zone of `region` in which some TPU version is offered, sorted.
    QStringList zonesInRegion(const QString &region) const;
    /// The price of `tpuId` in `region`: the entry for `machineType` when the catalog has one
    /// (v3 single-host devices and Pod slices differ), else the version's entry for every type.
    const RegionPrice *price(const QString &tpuId, const QString &region, const QString &machineType = QString()) const;
    QString sourceTitle(const QString &key) const;

    bool operator==(const Catalog &) const = default;
};

} // namespace tpuplan
