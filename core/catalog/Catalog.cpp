// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/Catalog.h"

#include "core/catalog/CatalogLoader.h"

#include <QFile>
#include <QSet>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace tpuplan {

QString Catalog::builtInPath()
{
    return QStringLiteral(":/catalog/tpu-catalog.yaml");
}

const Catalog &Catalog::builtIn()
{
    static const Catalog catalog = [] {
        QFile yamlFile(builtInPath());
        const QByteArray yaml = yamlFile.open(QIODevice::ReadOnly) ? yamlFile.readAll() : QByteArray();
        CatalogLoadResult result = CatalogLoader::loadBytes(yaml, builtInPath());
        if (!result.catalog) {
            // The built-in catalog is part of the program; the catalog tests keep it valid.
            for (const Finding &f : result.problems)
                std::fprintf(stderr, "%s\n", qPrintable(CatalogLoader::describe(builtInPath(), f)));
            std::abort();
        }
        return *result.catalog;
    }();
    return catalog;
}

QString Catalog::regionOfZone(const QString &zone)
{
    const qsizetype dash = zone.lastIndexOf(QLatin1Char('-'));
    return dash > 0 ? zone.left(dash) : QString();
}

const TpuVersion *Catalog::tpu(const QString &id) const
{
    for (const TpuVersion &version : tpus) {
        if (version.id == id)
            return &version;
    }
    return nullptr;
}

QStringList Catalog::tpuIds() const
{
    QStringList ids;
    for (const TpuVersion &version : tpus)
        ids.append(version.id);
    return ids;
}

Catalog::MachineTypeRef Catalog::findMachineType(const QString &name) const
{
    for (const TpuVersion &version : tpus) {
        for (const MachineType &type : version.machineTypes) {
            if (type.name == name)
                return {&version, &type};
        }
    }
    return {};
}

Catalog::AcceleratorRef Catalog::findAccelerator(const QString &name) const
{
    for (const TpuVersion &version : tpus) {
        for (const Accelerator &accelerator : version.accelerators) {
            if (accelerator.name == name)
                return {&version, &accelerator};
        }
    }
    return {};
}

QStringList Catalog::regions() const
{
    QSet<QString> set;
    for (const TpuVersion &version : tpus) {
        for (const QString &zone : version.zones)
            set.insert(regionOfZone(zone));
    }
    QStringList list(set.begin(), set.end());
    std::sort(list.begin(), list.end());
    return list;
}

QStringList Catalog::zonesInRegion(const QString &region) const
{
    QSet<QString> set;
    for (const TpuVersion &version : tpus) {
        for (const QString &zone : version.zones) {
            if (regionOfZone(zone) == region)
                set.insert(zone);
        }
    }
    QStringList list(set.begin(), set.end());
    std::sort(list.begin(), list.end());
    return list;
}

const RegionPrice *Catalog::price(const QString &tpuId, const QString &region, const QString &machineType) const
{
    const TpuVersion *version = tpu(tpuId);
    if (!version)
        return nullptr;
    const RegionPrice *general = nullptr;
    for (const RegionPrice &price : version->prices) {
        if (price.region != region)
            continue;
        if (!machineType.isEmpty() && price.machineType == machineType)
            return &price;
        if (price.machineType.isEmpty() && !general)
            general = &price;
    }
    return general;
}

QString Catalog::sourceTitle(const QString &key) const
{
    const auto it = sources.constFind(key);
    return it == sources.constEnd() ? key : it->title;
}

} // namespace tpuplan
