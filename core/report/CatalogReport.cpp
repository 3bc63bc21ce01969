// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/CatalogReport.h"

#include "core/catalog/CatalogSchema.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace tpuplan {
namespace {

/// How far custom topologies go: the largest shape, a chip count, or both.
QString customLimit(const CustomTopologyRule &rule)
{
    QStringList parts;
    if (rule.largest.isValid())
        parts.append(rule.largest.toString());
    if (rule.maxChips)
        parts.append(QCoreApplication::translate("CatalogReport", "%n chips", nullptr, *rule.maxChips));
    return parts.join(QStringLiteral(", "));
}

/// A host size the catalog does not know is shown as such, never as 0.
QString knownOr(double value)
{
    return value > 0 ? QString::number(value) : QCoreApplication::translate("CatalogReport", "?");
}

QString knownOr(const std::optional<double> &value)
{
    return value ? knownOr(*value) : QCoreApplication::translate("CatalogReport", "?");
}

/// The chip facts sizing uses, two lines: peaks and memory, then links and the defaults.
QString chipText(const Catalog &catalog, const TpuVersion &tpu)
{
    const ChipSpec &chip = tpu.chip;
    QString out = QCoreApplication::translate("CatalogReport", "  chip: %1 bf16 TFLOPS, int8 %2 TOPS, fp8 %3 TFLOPS; %4 GiB HBM at %5 GB/s; %n device(s) per chip (source: %6)\n",
                                              nullptr, chip.devicesPerChip)
                      .arg(chip.bf16Tflops)
                      .arg(knownOr(chip.int8Tops), knownOr(chip.fp8Tflops))
                      .arg(chip.hbmGiB)
                      .arg(chip.hbmGBps)
                      .arg(catalog.sourceTitle(chip.source));
    if (!tpu.sizing)
        return out;
    const ChipSizing &sizing = *tpu.sizing;
    out += QCoreApplication::translate("CatalogReport", "  sizing: usable HBM %1 GiB per device (%2); ICI %3 GB/s over %4 ports; DCN %5 Gbps (%6); default MFU %7 (%8)\n")
               .arg(knownOr(sizing.usableHbmGiBPerDevice.value), catalog.sourceTitle(sizing.usableHbmGiBPerDevice.source))
               .arg(knownOr(chip.iciGBps), chip.iciPorts ? QString::number(*chip.iciPorts) : knownOr(0.0))
               .arg(knownOr(sizing.dcnGbps.value), catalog.sourceTitle(sizing.dcnGbps.source))
               .arg(knownOr(sizing.defaultMfu.value), catalog.sourceTitle(sizing.defaultMfu.source));
    return out;
}

QString priceText(const std::optional<double> &value)
{
    return value ? QString::number(*value, 'f', 4) : QStringLiteral("unknown");
}

QJsonObject optionJson(const TopologyOption &option, bool autopilot)
{
    QJsonObject o;
    o.insert(QStringLiteral("topology"), option.topology.toString());
    o.insert(autopilot ? QStringLiteral("accelerator") : QStringLiteral("machineType"), option.owner);
    o.insert(QStringLiteral("chips"), option.chips());
    o.insert(QStringLiteral("chipsPerVm"), option.chipsPerVm);
    o.insert(QStringLiteral("vms"), option.vms());
    o.insert(QStringLiteral("host"), option.multiHost() ? QStringLiteral("multi-host") : QStringLiteral("single-host"));
    return o;
}

/// Sources that facts cite, oldest first; undated ones last, by key.
QList<SourceRef> citedSources(const Catalog &catalog)
{
    QList<SourceRef> cited;
    for (const SourceRef &ref : catalog.sources) {
        const bool used = std::any_of(catalog.sourceUses.begin(), catalog.sourceUses.end(),
                                      [&](const SourceUse &use) { return use.key == ref.key; });
        if (used)
            cited.append(ref);
    }
    std::stable_sort(cited.begin(), cited.end(), [](const SourceRef &a, const SourceRef &b) {
        if (a.date.isEmpty() != b.date.isEmpty())
            return b.date.isEmpty();
        return a.date < b.date;
    });
    return cited;
}

QStringList factsCiting(const Catalog &catalog, const QString &key)
{
    QStringList paths;
    for (const SourceUse &use : catalog.sourceUses) {
        if (use.key == key)
            paths.append(use.path);
    }
    return paths;
}

/// Trust C: third-party copies and reports, neither Google's pages nor Google's own code.
bool thirdParty(const Catalog &catalog, const QString &key)
{
    return catalog.sources.value(key).trust == QLatin1String("C");
}

} // namespace

QJsonObject CatalogReport::checkJson(const Catalog &catalog)
{
    QJsonObject root;
    root.insert(QStringLiteral("origin"), catalog.origin);
    root.insert(QStringLiteral("asOf"), catalog.asOf);
    QJsonArray sources;
    for (const SourceRef &ref : citedSources(catalog)) {
        QJsonObject s;
        s.insert(QStringLiteral("key"), ref.key);
        s.insert(QStringLiteral("title"), ref.title);
        s.insert(QStringLiteral("trust"), ref.trust);
        s.insert(QStringLiteral("date"), ref.date.isEmpty() ? QJsonValue() : QJsonValue(ref.date));
        s.insert(QStringLiteral("facts"), QJsonArray::fromStringList(factsCiting(catalog, ref.key)));
        sources.append(s);
    }
    root.insert(QStringLiteral("sources"), sources);
    QJsonArray third;
    for (const SourceUse &use : catalog.sourceUses) {
        if (thirdParty(catalog, use.key))
            third.append(QJsonObject{{QStringLiteral("fact"), use.path}, {QStringLiteral("source"), use.key}});
    }
    root.insert(QStringLiteral("thirdPartyOnly"), third);
    return root;
}

QString CatalogReport::checkText(const Catalog &catalog)
{
    QString out = QCoreApplication::translate("CatalogReport", "Catalog %1: facts as of %2\n").arg(catalog.origin, catalog.asOf);
    const QList<SourceRef> cited = citedSources(catalog);
    out += QCoreApplication::translate("CatalogReport", "\nSources, oldest first:\n");
    for (const SourceRef &ref : cited) {
        // A count in a local: Qt 6.4's lupdate loops forever on a cast call as translate()'s count.
        const int facts = int(factsCiting(catalog, ref.key).size());
        out += QCoreApplication::translate("CatalogReport", "  %1  %2 [%3, trust %4]: %n fact(s)\n", nullptr, facts)
                   .arg(ref.date.isEmpty() ? QCoreApplication::translate("CatalogReport", "undated   ") : ref.date, ref.title, ref.key,
                        ref.trust);
    }
    QStringList third;
    for (const SourceUse &use : catalog.sourceUses) {
        if (thirdParty(catalog, use.key))
            third.append(QStringLiteral("  %1 (%2)\n").arg(use.path, catalog.sourceTitle(use.key)));
    }
    const int thirdCount = int(third.size());
    out += QCoreApplication::translate("CatalogReport", "\nFacts resting only on third-party sources (trust C): %n\n", nullptr, thirdCount);
    out += third.join(QString());
    return out;
}

QJsonObject CatalogReport::catalogJson(const Catalog &catalog)
{
    QJsonObject root = CatalogSchema::json(catalog);
    root.insert(QStringLiteral("origin"), catalog.origin);
    return root;
}

QString CatalogReport::catalogText(const Catalog &catalog)
{
    QString out;
    out += QCoreApplication::translate("CatalogReport", "TPU catalog %1 (facts as of %2, prices in %3 per chip-hour)\n").arg(catalog.origin, catalog.asOf, catalog.currency);
    for (const TpuVersion &tpu : catalog.tpus) {
        out += QStringLiteral("\n%1 [%2], %3D\n").arg(tpu.name, tpu.id).arg(tpu.dims);
        out += QCoreApplication::translate("CatalogReport", "  zones: %1 (source: %2)\n").arg(tpu.zones.join(QStringLiteral(", ")), catalog.sourceTitle(tpu.zonesSource));
        out += chipText(catalog, tpu);
        for (const MachineType &m : tpu.machineTypes) {
            QStringList topologies;
            for (const Topology &t : m.topologies)
                topologies.append(t.toString());
            out += QCoreApplication::translate("CatalogReport", "  Standard %1: %n chip(s) per VM, %2 vCPU, %3 GiB, GKE >= %4; topologies %5\n",
                                               nullptr, m.chipsPerVm)
                       .arg(m.name, knownOr(m.vcpu), knownOr(m.memoryGiB), m.minGkeVersion.toString(), topologies.join(QStringLiteral(", ")));
        }
        for (const Accelerator &a : tpu.accelerators) {
            QStringList topologies;
            for (const AutopilotTopology &t : a.topologies)
                topologies.append(t.topology.toString());
            out += QCoreApplication::translate("CatalogReport", "  Autopilot %1: GKE >= %2; topologies %3\n")
                       .arg(a.name, a.minGkeVersion.toString(), topologies.join(QStringLiteral(", ")));
        }
        if (tpu.customTopology) {
            out += QCoreApplication::translate("CatalogReport", "  custom topologies: more than %1 chips, dimensions multiples of %2, A <= B <= C, up to %3\n")
                       .arg(tpu.customTopology->minChips - 1)
                       .arg(tpu.customTopology->multipleOf)
                       .arg(customLimit(*tpu.customTopology));
        }
        if (tpu.prices.isEmpty())
            out += QCoreApplication::translate("CatalogReport", "  prices: unknown, enter your contract price (%1)\n").arg(tpu.pricesNotes);
        for (const RegionPrice &p : tpu.prices) {
            out += QCoreApplication::translate("CatalogReport", "  price %1: on-demand %2, spot %3, 1y %4, 3y %5%6\n")
                       .arg(p.region, priceText(p.onDemand), priceText(p.spot), priceText(p.commit1y), priceText(p.commit3y),
                            p.derived.isEmpty() ? QString() : QCoreApplication::translate("CatalogReport", " (derived: %1)").arg(p.derived.join(QStringLiteral(", "))));
        }
    }
    return out;
}

QJsonObject CatalogReport::topologiesJson(const TpuVersion &tpu, bool autopilot, const QList<TopologyOption> &options)
{
    QJsonObject root;
    root.insert(QStringLiteral("tpu"), tpu.id);
    root.insert(QStringLiteral("mode"), autopilot ? QStringLiteral("autopilot") : QStringLiteral("standard"));
    QJsonArray array;
    for (const TopologyOption &option : options)
        array.append(optionJson(option, autopilot));
    root.insert(QStringLiteral("topologies"), array);
    if (tpu.customTopology)
        root.insert(QStringLiteral("custom"), CatalogSchema::customTopologyJson(*tpu.customTopology));
    return root;
}

QString CatalogReport::topologiesText(const TpuVersion &tpu, bool autopilot, const QList<TopologyOption> &options)
{
    QString out = QCoreApplication::translate("CatalogReport", "%1 topologies in %2 mode:\n").arg(tpu.name, autopilot ? QCoreApplication::translate("CatalogReport", "Autopilot") : QCoreApplication::translate("CatalogReport", "Standard"));
    out += QStringLiteral("  %1 %2 %3 %4 %5 %6\n")
               .arg(QCoreApplication::translate("CatalogReport", "topology"), -10)
               .arg(autopilot ? QCoreApplication::translate("CatalogReport", "accelerator") : QCoreApplication::translate("CatalogReport", "machine type"), -22)
               .arg(QCoreApplication::translate("CatalogReport", "chips"), 6)
               .arg(QCoreApplication::translate("CatalogReport", "chips/VM"), 9)
               .arg(QCoreApplication::translate("CatalogReport", "VMs"), 6)
               .arg(QCoreApplication::translate("CatalogReport", "host"));
    for (const TopologyOption &o : options) {
        out += QStringLiteral("  %1 %2 %3 %4 %5 %6\n")
                   .arg(o.topology.toString(), -10)
                   .arg(o.owner, -22)
                   .arg(o.chips(), 6)
                   .arg(o.chipsPerVm, 9)
                   .arg(o.vms(), 6)
                   .arg(o.multiHost() ? QCoreApplication::translate("CatalogReport", "multi-host") : QCoreApplication::translate("CatalogReport", "single-host"));
    }
    if (tpu.customTopology) {
        out += QCoreApplication::translate("CatalogReport", "  plus custom AxBxC: more than %1 chips, each dimension a multiple of %2, A <= B <= C, up to %3\n")
                   .arg(tpu.customTopology->minChips - 1)
                   .arg(tpu.customTopology->multipleOf)
                   .arg(customLimit(*tpu.customTopology));
    }
    return out;
}

} // namespace tpuplan
