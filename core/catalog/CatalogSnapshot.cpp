// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogSnapshot.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QIODevice>

namespace tpuplan {
namespace {

// Bump kFormat whenever a catalog type gains, loses or reorders a field.
constexpr quint32 kMagic = 0x54504353; // "TPCS"
constexpr quint32 kFormat = 1;
constexpr auto kStreamVersion = QDataStream::Qt_6_4;

QByteArray yamlHash(const QByteArray &yaml)
{
    return QCryptographicHash::hash(yaml, QCryptographicHash::Sha256);
}

template<typename T>
QDataStream &operator<<(QDataStream &out, const std::optional<T> &value)
{
    out << value.has_value();
    if (value)
        out << *value;
    return out;
}

template<typename T>
QDataStream &operator>>(QDataStream &in, std::optional<T> &value)
{
    bool has = false;
    in >> has;
    value.reset();
    if (has) {
        T v{};
        in >> v;
        value = v;
    }
    return in;
}

template<typename T>
QDataStream &operator<<(QDataStream &out, const Sourced<T> &s)
{
    return out << s.value << s.source << s.notes;
}

template<typename T>
QDataStream &operator>>(QDataStream &in, Sourced<T> &s)
{
    return in >> s.value >> s.source >> s.notes;
}

} // namespace

// Written as text: the canonical form, which keeps whether patch and build were given.
QDataStream &operator<<(QDataStream &out, const GkeVersion &v)
{
    return out << (v.isNull() ? QString() : v.toString());
}

QDataStream &operator>>(QDataStream &in, GkeVersion &v)
{
    QString text;
    in >> text;
    v = GkeVersion();
    if (!text.isEmpty()) {
        if (const std::optional<GkeVersion> parsed = GkeVersion::parse(text))
            v = *parsed;
        else
            in.setStatus(QDataStream::ReadCorruptData);
    }
    return in;
}

QDataStream &operator<<(QDataStream &out, const Topology &t)
{
    return out << t.dims();
}

QDataStream &operator>>(QDataStream &in, Topology &t)
{
    QList<int> dims;
    in >> dims;
    t = dims.isEmpty() ? Topology() : Topology(dims);
    return in;
}

QDataStream &operator<<(QDataStream &out, const SourceRef &s)
{
    return out << s.key << s.title << s.url << s.trust << s.date;
}

QDataStream &operator>>(QDataStream &in, SourceRef &s)
{
    return in >> s.key >> s.title >> s.url >> s.trust >> s.date;
}

QDataStream &operator<<(QDataStream &out, const ChipSpec &c)
{
    return out << c.bf16Tflops << c.hbmGiB << c.hbmGBps << c.iciGBps << c.source << c.notes;
}

QDataStream &operator>>(QDataStream &in, ChipSpec &c)
{
    return in >> c.bf16Tflops >> c.hbmGiB >> c.hbmGBps >> c.iciGBps >> c.source >> c.notes;
}

QDataStream &operator<<(QDataStream &out, const DiskSupport &d)
{
    return out << d.types << d.maxPerVm << d.source;
}

QDataStream &operator>>(QDataStream &in, DiskSupport &d)
{
    return in >> d.types >> d.maxPerVm >> d.source;
}

QDataStream &operator<<(QDataStream &out, const MachineType &m)
{
    return out << m.name << m.chipsPerVm << m.vcpu << m.memoryGiB << m.numaNodes << m.preemption << m.minGkeVersion
               << m.topologies << m.twisted << m.smtUnsupported << m.source << m.notes;
}

QDataStream &operator>>(QDataStream &in, MachineType &m)
{
    return in >> m.name >> m.chipsPerVm >> m.vcpu >> m.memoryGiB >> m.numaNodes >> m.preemption >> m.minGkeVersion
           >> m.topologies >> m.twisted >> m.smtUnsupported >> m.source >> m.notes;
}

QDataStream &operator<<(QDataStream &out, const AutopilotTopology &a)
{
    return out << a.topology << a.chipsPerPod;
}

QDataStream &operator>>(QDataStream &in, AutopilotTopology &a)
{
    return in >> a.topology >> a.chipsPerPod;
}

QDataStream &operator<<(QDataStream &out, const Accelerator &a)
{
    return out << a.name << a.vcpu << a.memoryGiB << a.numaNodes << a.maxChips << a.minGkeVersion << a.topologies
               << a.source << a.notes;
}

QDataStream &operator>>(QDataStream &in, Accelerator &a)
{
    return in >> a.name >> a.vcpu >> a.memoryGiB >> a.numaNodes >> a.maxChips >> a.minGkeVersion >> a.topologies
           >> a.source >> a.notes;
}

QDataStream &operator<<(QDataStream &out, const CustomTopologyRule &c)
{
    return out << c.minChips << c.multipleOf << c.nondecreasing << c.largest << c.source << c.notes;
}

QDataStream &operator>>(QDataStream &in, CustomTopologyRule &c)
{
    return in >> c.minChips >> c.multipleOf >> c.nondecreasing >> c.largest >> c.source >> c.notes;
}

QDataStream &operator<<(QDataStream &out, const SingleHostZoneRule &r)
{
    return out << r.zones << r.machineType << r.minChips << r.region << r.requiredZone;
}

QDataStream &operator>>(QDataStream &in, SingleHostZoneRule &r)
{
    return in >> r.zones >> r.machineType >> r.minChips >> r.region >> r.requiredZone;
}

QDataStream &operator<<(QDataStream &out, const RegionPrice &p)
{
    return out << p.region << p.onDemand << p.spot << p.commit1y << p.commit3y << p.derived << p.source << p.spotSource
               << p.notes;
}

QDataStream &operator>>(QDataStream &in, RegionPrice &p)
{
    return in >> p.region >> p.onDemand >> p.spot >> p.commit1y >> p.commit3y >> p.derived >> p.source >> p.spotSource
           >> p.notes;
}

QDataStream &operator<<(QDataStream &out, const FlexStartSupport &f)
{
    return out << f.zones << f.minGkeVersion << f.source << f.notes;
}

QDataStream &operator>>(QDataStream &in, FlexStartSupport &f)
{
    return in >> f.zones >> f.minGkeVersion >> f.source >> f.notes;
}

QDataStream &operator<<(QDataStream &out, const TpuVersion &t)
{
    return out << t.id << t.name << t.dims << t.multislice << t.collectionScheduling << t.legacyTpuNode << t.flexStart
               << t.chip << t.disks << t.autoscalingMinVersions << t.autoscalingSource << t.autoprovisioningMinVersion
               << t.customTopology << t.zones << t.zonesSource << t.zonesNotes << t.singleHostZoneRules
               << t.singleHostZoneSource << t.machineTypes << t.accelerators << t.prices << t.pricesSource << t.priceUnit;
}

QDataStream &operator>>(QDataStream &in, TpuVersion &t)
{
    return in >> t.id >> t.name >> t.dims >> t.multislice >> t.collectionScheduling >> t.legacyTpuNode >> t.flexStart
           >> t.chip >> t.disks >> t.autoscalingMinVersions >> t.autoscalingSource >> t.autoprovisioningMinVersion
           >> t.customTopology >> t.zones >> t.zonesSource >> t.zonesNotes >> t.singleHostZoneRules
           >> t.singleHostZoneSource >> t.machineTypes >> t.accelerators >> t.prices >> t.pricesSource >> t.priceUnit;
}

QDataStream &operator<<(QDataStream &out, const GkeFacts &g)
{
    return out << g.clusterFeePerHour << g.freeTierCreditPerMonth << g.autopilotTpuPremium << g.multisliceMinStandard
               << g.multisliceMinAutopilot << g.multisliceSource << g.defaultNodeImage << g.knownNodeImages
               << g.unsupportedNodeImages << g.nodeImagesSource << g.multiRegions;
}

QDataStream &operator>>(QDataStream &in, GkeFacts &g)
{
    return in >> g.clusterFeePerHour >> g.freeTierCreditPerMonth >> g.autopilotTpuPremium >> g.multisliceMinStandard
           >> g.multisliceMinAutopilot >> g.multisliceSource >> g.defaultNodeImage >> g.knownNodeImages
           >> g.unsupportedNodeImages >> g.nodeImagesSource >> g.multiRegions;
}

QDataStream &operator<<(QDataStream &out, const Limits &l)
{
    return out << l.maxPodsPerVm << l.pendingScaleUpTimeoutHours << l.bootDiskGiB << l.extendedRunTimeDays
               << l.maxChipsPerVm << l.defaultHoursPerMonth;
}

QDataStream &operator>>(QDataStream &in, Limits &l)
{
    return in >> l.maxPodsPerVm >> l.pendingScaleUpTimeoutHours >> l.bootDiskGiB >> l.extendedRunTimeDays
           >> l.maxChipsPerVm >> l.defaultHoursPerMonth;
}

QString CatalogSnapshot::builtInPath()
{
    return QStringLiteral(":/catalog/tpu-catalog.snapshot");
}

QByteArray CatalogSnapshot::write(const Catalog &catalog, const QByteArray &yaml)
{
    QByteArray payload;
    {
        QDataStream out(&payload, QIODevice::WriteOnly);
        out.setVersion(kStreamVersion);
        out.setFloatingPointPrecision(QDataStream::DoublePrecision);
        out << catalog.origin << catalog.asOf << catalog.currency << catalog.sources << catalog.gke << catalog.limits
            << catalog.tpus;
    }
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out.setVersion(kStreamVersion);
    out << kMagic << kFormat << yamlHash(yaml) << QCryptographicHash::hash(payload, QCryptographicHash::Sha256) << payload;
    return bytes;
}

std::optional<Catalog> CatalogSnapshot::read(const QByteArray &snapshot, const QByteArray &yaml)
{
    QDataStream header(snapshot);
    header.setVersion(kStreamVersion);
    quint32 magic = 0;
    quint32 format = 0;
    QByteArray madeFrom;
    QByteArray checksum;
    QByteArray payload;
    header >> magic >> format >> madeFrom >> checksum >> payload;
    // The checksum comes before any field is read: a damaged payload is never deserialised.
    if (header.status() != QDataStream::Ok || !header.atEnd() || magic != kMagic || format != kFormat
        || madeFrom != yamlHash(yaml) || checksum != QCryptographicHash::hash(payload, QCryptographicHash::Sha256))
        return std::nullopt;
    QDataStream in(payload);
    in.setVersion(kStreamVersion);
    in.setFloatingPointPrecision(QDataStream::DoublePrecision);
    Catalog catalog;
    in >> catalog.origin >> catalog.asOf >> catalog.currency >> catalog.sources >> catalog.gke >> catalog.limits
        >> catalog.tpus;
    if (in.status() != QDataStream::Ok || !in.atEnd() || catalog.tpus.isEmpty())
        return std::nullopt;
    return catalog;
}

} // namespace tpuplan
