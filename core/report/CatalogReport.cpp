// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/CatalogReport.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace tpuplan {
namespace {

QJsonValue nullable(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

QJsonArray topologyArray(const QList<Topology> &topologies)
{
    QJsonArray array;
    for (const Topology &t : topologies)
        array.append(t.toString());
    return array;
}

QString priceText(const std::optional<double> &value)
{
    return value ? QString::number(*value, 'f', 4) : QStringLiteral("unknown");
}

QJsonObject customJson(const CustomTopologyRule &rule)
{
    QJsonObject c;
    c.insert(QStringLiteral("minChips"), rule.minChips);
    c.insert(QStringLiteral("multipleOf"), rule.multipleOf);
    c.insert(QStringLiteral("nondecreasing"), rule.nondecreasing);
    c.insert(QStringLiteral("largest"), rule.largest.toString());
    c.insert(QStringLiteral("source"), rule.source);
    return c;
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
    QJsonObject root;
    root.insert(QStringLiteral("origin"), catalog.origin);
    root.insert(QStringLiteral("asOf"), catalog.asOf);
    root.insert(QStringLiteral("currency"), catalog.currency);
    QJsonArray tpus;
    for (const TpuVersion &tpu : catalog.tpus) {
        QJsonObject t;
        t.insert(QStringLiteral("id"), tpu.id);
        t.insert(QStringLiteral("name"), tpu.name);
        t.insert(QStringLiteral("dims"), tpu.dims);
        t.insert(QStringLiteral("multislice"), tpu.multislice);
        QJsonObject zones;
        zones.insert(QStringLiteral("values"), QJsonArray::fromStringList(tpu.zones));
        zones.insert(QStringLiteral("source"), tpu.zonesSource);
        t.insert(QStringLiteral("zones"), zones);
        QJsonObject chip;
        chip.insert(QStringLiteral("bf16Tflops"), tpu.chip.bf16Tflops);
        chip.insert(QStringLiteral("hbmGiB"), tpu.chip.hbmGiB);
        chip.insert(QStringLiteral("hbmGBps"), tpu.chip.hbmGBps);
        chip.insert(QStringLiteral("iciGBps"), nullable(tpu.chip.iciGBps));
        chip.insert(QStringLiteral("source"), tpu.chip.source);
        t.insert(QStringLiteral("chip"), chip);
        QJsonArray machineTypes;
        for (const MachineType &m : tpu.machineTypes) {
            QJsonObject o;
            o.insert(QStringLiteral("machineType"), m.name);
            o.insert(QStringLiteral("chipsPerVm"), m.chipsPerVm);
            o.insert(QStringLiteral("vcpu"), m.vcpu);
            o.insert(QStringLiteral("memoryGiB"), m.memoryGiB);
            o.insert(QStringLiteral("numaNodes"), m.numaNodes);
            o.insert(QStringLiteral("preemption"), m.preemption.isEmpty() ? QJsonValue() : QJsonValue(m.preemption));
            o.insert(QStringLiteral("minGkeVersion"), m.minGkeVersion.toString());
            o.insert(QStringLiteral("topologies"), topologyArray(m.topologies));
            o.insert(QStringLiteral("source"), m.source);
            machineTypes.append(o);
        }
        t.insert(QStringLiteral("standard"), machineTypes);
        QJsonArray accelerators;
        for (const Accelerator &a : tpu.accelerators) {
            QJsonObject o;
            o.insert(QStringLiteral("accelerator"), a.name);
            o.insert(QStringLiteral("vcpu"), a.vcpu);
            o.insert(QStringLiteral("memoryGiB"), a.memoryGiB);
            o.insert(QStringLiteral("maxChips"), a.maxChips);
            o.insert(QStringLiteral("minGkeVersion"), a.minGkeVersion.toString());
            QJsonArray topologies;
            for (const AutopilotTopology &entry : a.topologies) {
                QJsonObject e;
                e.insert(QStringLiteral("topology"), entry.topology.toString());
                QJsonArray perPod;
                for (int c : entry.chipsPerPod)
                    perPod.append(c);
                e.insert(QStringLiteral("chipsPerPod"), perPod);
                topologies.append(e);
            }
            o.insert(QStringLiteral("topologies"), topologies);
            o.insert(QStringLiteral("source"), a.source);
            accelerators.append(o);
        }
        t.insert(QStringLiteral("autopilot"), accelerators);
        if (tpu.customTopology)
            t.insert(QStringLiteral("customTopology"), customJson(*tpu.customTopology));
        QJsonArray prices;
        for (const RegionPrice &p : tpu.prices) {
            QJsonObject o;
            o.insert(QStringLiteral("region"), p.region);
            o.insert(QStringLiteral("onDemand"), nullable(p.onDemand));
            o.insert(QStringLiteral("spot"), nullable(p.spot));
            o.insert(QStringLiteral("commit1y"), nullable(p.commit1y));
            o.insert(QStringLiteral("commit3y"), nullable(p.commit3y));
            o.insert(QStringLiteral("derived"), QJsonArray::fromStringList(p.derived));
            o.insert(QStringLiteral("source"), p.source);
            o.insert(QStringLiteral("spotSource"), p.spotSource);
            prices.append(o);
        }
        QJsonObject priceObject;
        priceObject.insert(QStringLiteral("unit"), tpu.priceUnit);
        priceObject.insert(QStringLiteral("regions"), prices);
        t.insert(QStringLiteral("prices"), priceObject);
        tpus.append(t);
    }
    root.insert(QStringLiteral("tpus"), tpus);
    QJsonObject sources;
    for (auto it = catalog.sources.constBegin(); it != catalog.sources.constEnd(); ++it) {
        QJsonObject s;
        s.insert(QStringLiteral("title"), it->title);
        if (!it->url.isEmpty())
            s.insert(QStringLiteral("url"), it->url);
        s.insert(QStringLiteral("trust"), it->trust);
        sources.insert(it.key(), s);
    }
    root.insert(QStringLiteral("sources"), sources);
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
                       .arg(m.vcpu)
                       .arg(m.memoryGiB)
                       .arg(m.minGkeVersion.toString(), topologies.join(QStringLiteral(", ")));
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
                       .arg(tpu.customTopology->largest.toString());
        }
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
        root.insert(QStringLiteral("custom"), customJson(*tpu.customTopology));
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
                   .arg(tpu.customTopology->largest.toString());
    }
    return out;
}

} // namespace tpuplan
