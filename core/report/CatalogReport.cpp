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

} // namespace

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
        out += QCoreApplication::translate("CatalogReport", "  chip: %1 bf16 TFLOPS, %2 GiB HBM\n").arg(tpu.chip.bf16Tflops).arg(tpu.chip.hbmGiB);
        for (const MachineType &m : tpu.machineTypes) {
            QStringList topologies;
            for (const Topology &t : m.topologies)
                topologies.append(t.toString());
            out += QCoreApplication::translate("CatalogReport", "  Standard %1: %2 chips/VM, %3 vCPU, %4 GiB, GKE >= %5; topologies %6\n")
                       .arg(m.name)
                       .arg(m.chipsPerVm)
                       .arg(knownOr(m.vcpu), knownOr(m.memoryGiB), m.minGkeVersion.toString(), topologies.join(QStringLiteral(", ")));
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
