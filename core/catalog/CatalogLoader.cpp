// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/CatalogLoader.h"

#include "core/common/ControlText.h"
#include "core/common/YamlDocument.h"
#include "core/common/YamlFieldReader.h"

#include <QCoreApplication>
#include <QFile>
#include <QSet>

namespace tpuplan {
namespace {

const QString kRule = QStringLiteral("catalog-invalid");
constexpr qint64 kBig = 1000000;

QString indexed(const QString &path, int index)
{
    return QStringLiteral("%1[%2]").arg(path).arg(index);
}

/// Reads one catalog document; every check lives here so the loader's entry points stay small.
class CatalogParser
{
public:
    explicit CatalogParser(Findings *problems) : m_reader(kRule, problems), m_problems(problems) {}

    std::optional<Catalog> parse(const YAML::Node &root)
    {
        Catalog catalog;
        if (!m_reader.expectMap(root, QString()))
            return std::nullopt;
        const auto version = m_reader.integer(root, QStringLiteral("catalogVersion"),
                                              QStringLiteral("catalogVersion"), YamlFieldReader::Required, 1, 1);
        Q_UNUSED(version);
        catalog.asOf = m_reader.string(root, QStringLiteral("asOf"), QStringLiteral("asOf"),
                                       YamlFieldReader::Required).value_or(QString());
        catalog.currency = m_reader.string(root, QStringLiteral("currency"), QStringLiteral("currency"),
                                           YamlFieldReader::Required).value_or(QString());
        readSources(root, catalog);
        readGke(root, catalog);
        readLimits(root, catalog);
        readTpus(root, catalog);
        if (hasErrors(*m_problems))
            return std::nullopt;
        return catalog;
    }

private:
    YamlFieldReader::Presence req = YamlFieldReader::Required;
    YamlFieldReader::Presence opt = YamlFieldReader::Optional;

    QString path(const QString &parent, const char *key) { return YamlFieldReader::join(parent, QLatin1String(key)); }

    QString str(const YAML::Node &map, const QString &parent, const char *key, YamlFieldReader::Presence p)
    {
        return m_reader.string(map, QLatin1String(key), path(parent, key), p).value_or(QString());
    }

    QString sourceKey(const YAML::Node &map, const QString &parent, const char *key = "source")
    {
        const QString value = str(map, parent, key, req);
        if (!value.isEmpty())
            m_sourceUses.append({value, path(parent, key), YamlFieldReader::positionOf(map[key])});
        return value;
    }

    GkeVersion version(const YAML::Node &map, const QString &parent, const char *key)
    {
        const QString p = path(parent, key);
        const auto text = m_reader.string(map, QLatin1String(key), p, req);
        if (!text)
            return {};
        QString error;
        const auto parsed = GkeVersion::parse(*text, &error);
        if (!parsed) {
            m_reader.report(map[key], p, error);
            return {};
        }
        return *parsed;
    }

    std::optional<Topology> topology(const YAML::Node &node, const QString &p, int dims)
    {
        if (!node.IsScalar()) {
            m_reader.report(node, p, QCoreApplication::translate("CatalogLoader", "must be a topology such as 2x4 or 4x4x8"));
            return std::nullopt;
        }
        QString error;
        const auto parsed = Topology::parse(QString::fromStdString(node.Scalar()), &error);
        if (!parsed) {
            m_reader.report(node, p, error);
            return std::nullopt;
        }
        if (parsed->dimensionCount() != dims) {
            m_reader.report(node, p, QCoreApplication::translate("CatalogLoader", "'%1' has %2 dimensions but this TPU version is %3D")
                                         .arg(parsed->toString())
                                         .arg(parsed->dimensionCount())
                                         .arg(dims));
            return std::nullopt;
        }
        return parsed;
    }

    template<typename T>
    Sourced<T> sourcedInt(const YAML::Node &map, const QString &parent, const char *key)
    {
        Sourced<T> out;
        const QString p = path(parent, key);
        const YAML::Node node = m_reader.child(map, QLatin1String(key), p, req);
        if (!node.IsDefined() || !m_reader.expectMap(node, p))
            return out;
        out.value = T(m_reader.integer(node, QStringLiteral("value"), path(p, "value"), req, 0, kBig).value_or(0));
        out.source = sourceKey(node, p);
        out.notes = str(node, p, "notes", opt);
        return out;
    }

    void readSources(const YAML::Node &root, Catalog &catalog)
    {
        const YAML::Node node = m_reader.child(root, QStringLiteral("sources"), QStringLiteral("sources"), req);
        if (!node.IsDefined() || !m_reader.expectMap(node, QStringLiteral("sources")))
            return;
        for (const auto &entry : node) {
            const QString key = QString::fromStdString(entry.first.Scalar());
            const QString p = path(QStringLiteral("sources"), entry.first.Scalar().c_str());
            if (!m_reader.expectMap(entry.second, p))
                continue;
            SourceRef ref;
            ref.key = key;
            ref.title = str(entry.second, p, "title", req);
            ref.url = str(entry.second, p, "url", opt);
            ref.trust = str(entry.second, p, "trust", req);
            ref.date = str(entry.second, p, "date", opt);
            catalog.sources.insert(key, ref);
        }
    }

    void readGke(const YAML::Node &root, Catalog &catalog)
    {
        const QString p = QStringLiteral("gke");
        const YAML::Node node = m_reader.child(root, p, p, req);
        if (!node.IsDefined() || !m_reader.expectMap(node, p))
            return;
        GkeFacts &gke = catalog.gke;
        auto sourcedDouble = [&](const char *key, Sourced<double> &out) {
            const QString kp = path(p, key);
            const YAML::Node n = m_reader.child(node, QLatin1String(key), kp, req);
            if (!n.IsDefined() || !m_reader.expectMap(n, kp))
                return;
            out.value = m_reader.number(n, QStringLiteral("value"), path(kp, "value"), req).value_or(0);
            out.source = sourceKey(n, kp);
            out.notes = str(n, kp, "notes", opt);
        };
        sourcedDouble("clusterFeePerHour", gke.clusterFeePerHour);
        sourcedDouble("freeTierCreditPerMonth", gke.freeTierCreditPerMonth);
        {
            const QString kp = path(p, "autopilotTpuPremium");
            const YAML::Node n = m_reader.child(node, QStringLiteral("autopilotTpuPremium"), kp, req);
            if (n.IsDefined() && m_reader.expectMap(n, kp)) {
                gke.autopilotTpuPremium.value =
                    m_reader.nullableNumber(n, QStringLiteral("value"), path(kp, "value"), req).value_or(std::nullopt);
                gke.autopilotTpuPremium.source = sourceKey(n, kp);
                gke.autopilotTpuPremium.notes = str(n, kp, "notes", opt);
            }
        }
        {
            const QString kp = path(p, "multisliceMinVersion");
            const YAML::Node n = m_reader.child(node, QStringLiteral("multisliceMinVersion"), kp, req);
            if (n.IsDefined() && m_reader.expectMap(n, kp)) {
                gke.multisliceMinStandard = version(n, kp, "standard");
                gke.multisliceMinAutopilot = version(n, kp, "autopilot");
                gke.multisliceSource = sourceKey(n, kp);
            }
        }
        {
            const QString kp = path(p, "nodeImages");
            const YAML::Node n = m_reader.child(node, QStringLiteral("nodeImages"), kp, req);
            if (n.IsDefined() && m_reader.expectMap(n, kp)) {
                gke.defaultNodeImage = str(n, kp, "default", req);
                gke.knownNodeImages = m_reader.stringList(n, QStringLiteral("known"), path(kp, "known"), req).value_or(QStringList());
                gke.unsupportedNodeImages = m_reader.stringList(n, QStringLiteral("unsupportedForTpu"),
                                                                path(kp, "unsupportedForTpu"), req).value_or(QStringList());
                gke.nodeImagesSource = sourceKey(n, kp);
            }
        }
        {
            const QString kp = path(p, "multiRegions");
            const YAML::Node n = m_reader.child(node, QStringLiteral("multiRegions"), kp, req);
            if (n.IsDefined() && m_reader.expectMap(n, kp)) {
                for (const auto &entry : n) {
                    const QString name = QString::fromStdString(entry.first.Scalar());
                    gke.multiRegions.insert(name, m_reader.stringList(n, name, path(kp, entry.first.Scalar().c_str()), req)
                                                      .value_or(QStringList()));
                }
            }
        }
    }

    void readLimits(const YAML::Node &root, Catalog &catalog)
    {
        const QString p = QStringLiteral("limits");
        const YAML::Node node = m_reader.child(root, p, p, req);
        if (!node.IsDefined() || !m_reader.expectMap(node, p))
            return;
        Limits &limits = catalog.limits;
        limits.maxPodsPerVm = sourcedInt<int>(node, p, "maxPodsPerVm");
        limits.pendingScaleUpTimeoutHours = sourcedInt<int>(node, p, "pendingScaleUpTimeoutHours");
        limits.bootDiskGiB = sourcedInt<int>(node, p, "bootDiskGiB");
        limits.extendedRunTimeDays = sourcedInt<int>(node, p, "extendedRunTimeDays");
        limits.maxChipsPerVm = sourcedInt<int>(node, p, "maxChipsPerVm");
        limits.defaultHoursPerMonth = sourcedInt<int>(node, p, "defaultHoursPerMonth");
    }

    void readTpus(const YAML::Node &root, Catalog &catalog)
    {
        const QString p = QStringLiteral("tpus");
        const YAML::Node node = m_reader.child(root, p, p, req);
        if (!node.IsDefined() || !m_reader.expectSequence(node, p))
            return;
        QSet<QString> ids;
        QSet<QString> typeNames;
        int index = 0;
        for (const YAML::Node &item : node) {
            const QString ip = indexed(p, index++);
            if (!m_reader.expectMap(item, ip))
                continue;
            TpuVersion tpu = readTpu(item, ip);
            if (ids.contains(tpu.id))
                m_reader.report(item[std::string("id")], path(ip, "id"), QCoreApplication::translate("CatalogLoader", "TPU version '%1' is listed twice").arg(tpu.id));
            ids.insert(tpu.id);
            for (const MachineType &type : tpu.machineTypes) {
                if (typeNames.contains(type.name))
                    m_reader.report(item, ip, QCoreApplication::translate("CatalogLoader", "machine type or accelerator '%1' is listed twice").arg(type.name));
                typeNames.insert(type.name);
            }
            for (const Accelerator &accelerator : tpu.accelerators) {
                if (typeNames.contains(accelerator.name))
                    m_reader.report(item, ip, QCoreApplication::translate("CatalogLoader", "machine type or accelerator '%1' is listed twice").arg(accelerator.name));
                typeNames.insert(accelerator.name);
            }
            catalog.tpus.append(tpu);
        }
        if (catalog.tpus.isEmpty())
            m_reader.report(node, p, QCoreApplication::translate("CatalogLoader", "lists no TPU version"));
        // Every source key must be declared, so each fact can be traced.
        for (const SourceUse &use : m_sourceUses) {
            if (!catalog.sources.contains(use.key))
                m_reader.reportAt(use.position, use.path, QCoreApplication::translate("CatalogLoader", "source '%1' is not declared under 'sources'").arg(use.key));
        }
    }

    TpuVersion readTpu(const YAML::Node &item, const QString &ip)
    {
        TpuVersion tpu;
        tpu.id = str(item, ip, "id", req);
        tpu.name = str(item, ip, "name", req);
        tpu.dims = int(m_reader.integer(item, QStringLiteral("dims"), path(ip, "dims"), req, 2, 3).value_or(2));
        tpu.multislice = m_reader.boolean(item, QStringLiteral("multislice"), path(ip, "multislice"), req).value_or(false);
        tpu.collectionScheduling = m_reader.boolean(item, QStringLiteral("collectionScheduling"),
                                                    path(ip, "collectionScheduling"), req).value_or(false);
        tpu.legacyTpuNode = m_reader.boolean(item, QStringLiteral("legacyTpuNode"), path(ip, "legacyTpuNode"), req).value_or(false);
        if (const YAML::Node n = m_reader.child(item, QStringLiteral("flexStart"), path(ip, "flexStart"), req);
            n.IsDefined() && m_reader.expectMap(n, path(ip, "flexStart"))) {
            const QString kp = path(ip, "flexStart");
            tpu.flexStart.zones = m_reader.stringList(n, QStringLiteral("zones"), path(kp, "zones"), req).value_or(QStringList());
            tpu.flexStart.minGkeVersion = version(n, kp, "minGkeVersion");
            tpu.flexStart.source = sourceKey(n, kp);
            tpu.flexStart.notes = str(n, kp, "notes", opt);
        }
        readChip(item, ip, tpu);
        readDisks(item, ip, tpu);
        if (const YAML::Node n = m_reader.child(item, QStringLiteral("autoscalingMinVersions"), path(ip, "autoscalingMinVersions"), opt);
            n.IsDefined() && m_reader.expectMap(n, path(ip, "autoscalingMinVersions"))) {
            const QString kp = path(ip, "autoscalingMinVersions");
            const QStringList values = m_reader.stringList(n, QStringLiteral("values"), path(kp, "values"), req).value_or(QStringList());
            for (const QString &text : values) {
                QString error;
                if (const auto v = GkeVersion::parse(text, &error))
                    tpu.autoscalingMinVersions.append(*v);
                else
                    m_reader.report(n[std::string("values")], path(kp, "values"), error);
            }
            std::sort(tpu.autoscalingMinVersions.begin(), tpu.autoscalingMinVersions.end());
            tpu.autoscalingSource = sourceKey(n, kp);
        }
        if (const YAML::Node n = m_reader.child(item, QStringLiteral("autoprovisioningMinVersion"), path(ip, "autoprovisioningMinVersion"), opt);
            n.IsDefined() && m_reader.expectMap(n, path(ip, "autoprovisioningMinVersion"))) {
            const QString kp = path(ip, "autoprovisioningMinVersion");
            tpu.autoprovisioningMinVersion = version(n, kp, "value");
            sourceKey(n, kp);
        }
        if (const YAML::Node n = m_reader.child(item, QStringLiteral("customTopology"), path(ip, "customTopology"), opt);
            n.IsDefined() && m_reader.expectMap(n, path(ip, "customTopology"))) {
            const QString kp = path(ip, "customTopology");
            CustomTopologyRule rule;
            rule.minChips = int(m_reader.integer(n, QStringLiteral("minChips"), path(kp, "minChips"), req, 1, kBig).value_or(0));
            rule.multipleOf = int(m_reader.integer(n, QStringLiteral("multipleOf"), path(kp, "multipleOf"), req, 1, 64).value_or(1));
            rule.nondecreasing = m_reader.boolean(n, QStringLiteral("nondecreasing"), path(kp, "nondecreasing"), req).value_or(true);
            if (const YAML::Node l = m_reader.child(n, QStringLiteral("largest"), path(kp, "largest"), req); l.IsDefined())
                rule.largest = topology(l, path(kp, "largest"), tpu.dims).value_or(Topology());
            rule.source = sourceKey(n, kp);
            rule.notes = str(n, kp, "notes", opt);
            tpu.customTopology = rule;
        }
        readZones(item, ip, tpu);
        readMachineTypes(item, ip, tpu);
        readAccelerators(item, ip, tpu);
        readPrices(item, ip, tpu);
        return tpu;
    }

    void readChip(const YAML::Node &item, const QString &ip, TpuVersion &tpu)
    {
        const QString kp = path(ip, "chip");
        const YAML::Node n = m_reader.child(item, QStringLiteral("chip"), kp, req);
        if (!n.IsDefined() || !m_reader.expectMap(n, kp))
            return;
        tpu.chip.bf16Tflops = m_reader.number(n, QStringLiteral("bf16Tflops"), path(kp, "bf16Tflops"), req).value_or(0);
        tpu.chip.hbmGiB = m_reader.number(n, QStringLiteral("hbmGiB"), path(kp, "hbmGiB"), req).value_or(0);
        tpu.chip.hbmGBps = m_reader.number(n, QStringLiteral("hbmGBps"), path(kp, "hbmGBps"), req).value_or(0);
        tpu.chip.iciGBps = m_reader.nullableNumber(n, QStringLiteral("iciGBps"), path(kp, "iciGBps"), req).value_or(std::nullopt);
        tpu.chip.source = sourceKey(n, kp);
        tpu.chip.notes = str(n, kp, "notes", opt);
    }

    void readDisks(const YAML::Node &item, const QString &ip, TpuVersion &tpu)
    {
        const QString kp = path(ip, "disks");
        const YAML::Node n = m_reader.child(item, QStringLiteral("disks"), kp, req);
        if (!n.IsDefined() || !m_reader.expectMap(n, kp))
            return;
        tpu.disks.types = m_reader.stringList(n, QStringLiteral("types"), path(kp, "types"), req).value_or(QStringList());
        tpu.disks.maxPerVm = int(m_reader.integer(n, QStringLiteral("maxPerVm"), path(kp, "maxPerVm"), req, 1, 1024).value_or(0));
        tpu.disks.source = sourceKey(n, kp);
    }

    void readZones(const YAML::Node &item, const QString &ip, TpuVersion &tpu)
    {
        const QString kp = path(ip, "zones");
        const YAML::Node n = m_reader.child(item, QStringLiteral("zones"), kp, req);
        if (!n.IsDefined() || !m_reader.expectMap(n, kp))
            return;
        tpu.zones = m_reader.stringList(n, QStringLiteral("values"), path(kp, "values"), req).value_or(QStringList());
        for (const QString &zone : std::as_const(tpu.zones)) {
            if (Catalog::regionOfZone(zone).isEmpty())
                m_reader.report(n[std::string("values")], path(kp, "values"), QCoreApplication::translate("CatalogLoader", "'%1' is not a zone name such as us-east5-a").arg(zone));
        }
        tpu.zonesSource = sourceKey(n, kp);
        tpu.zonesNotes = str(n, kp, "notes", opt);
        const QString rp = path(ip, "singleHostZoneRules");
        if (const YAML::Node r = m_reader.child(item, QStringLiteral("singleHostZoneRules"), rp, opt);
            r.IsDefined() && m_reader.expectMap(r, rp)) {
            tpu.singleHostZoneSource = sourceKey(r, rp);
            const YAML::Node rules = m_reader.child(r, QStringLiteral("rules"), path(rp, "rules"), req);
            if (rules.IsDefined() && m_reader.expectSequence(rules, path(rp, "rules"))) {
                int index = 0;
                for (const YAML::Node &ruleNode : rules) {
                    const QString rip = indexed(path(rp, "rules"), index++);
                    if (!m_reader.expectMap(ruleNode, rip))
                        continue;
                    SingleHostZoneRule rule;
                    rule.zones = m_reader.stringList(ruleNode, QStringLiteral("zones"), path(rip, "zones"), opt).value_or(QStringList());
                    rule.machineType = str(ruleNode, rip, "machineType", opt);
                    rule.minChips = int(m_reader.integer(ruleNode, QStringLiteral("minChips"), path(rip, "minChips"), opt, 1, kBig).value_or(0));
                    rule.region = str(ruleNode, rip, "region", opt);
                    rule.requiredZone = str(ruleNode, rip, "requiredZone", opt);
                    if (rule.zones.isEmpty() == rule.region.isEmpty())
                        m_reader.report(ruleNode, rip, QCoreApplication::translate("CatalogLoader", "give either 'zones' or 'region'"));
                    tpu.singleHostZoneRules.append(rule);
                }
            }
        }
    }

    QList<Topology> topologyList(const YAML::Node &map, const QString &parent, const char *key, int dims,
                                 YamlFieldReader::Presence presence)
    {
        QList<Topology> list;
        const QString kp = path(parent, key);
        const YAML::Node n = m_reader.child(map, QLatin1String(key), kp, presence);
        if (!n.IsDefined() || !m_reader.expectSequence(n, kp))
            return list;
        int index = 0;
        for (const YAML::Node &t : n) {
            if (const auto parsed = topology(t, indexed(kp, index), dims))
                list.append(*parsed);
            ++index;
        }
        return list;
    }

    void readMachineTypes(const YAML::Node &item, const QString &ip, TpuVersion &tpu)
    {
        const QString kp = path(ip, "standard");
        const YAML::Node n = m_reader.child(item, QStringLiteral("standard"), kp, req);
        if (!n.IsDefined() || !m_reader.expectSequence(n, kp))
            return;
        int index = 0;
        for (const YAML::Node &t : n) {
            const QString tp = indexed(kp, index++);
            if (!m_reader.expectMap(t, tp))
                continue;
            MachineType type;
            type.name = str(t, tp, "machineType", req);
            type.chipsPerVm = int(m_reader.integer(t, QStringLiteral("chipsPerVm"), path(tp, "chipsPerVm"), req, 1, 64).value_or(1));
            type.vcpu = int(m_reader.integer(t, QStringLiteral("vcpu"), path(tp, "vcpu"), req, 1, 4096).value_or(0));
            type.memoryGiB = m_reader.number(t, QStringLiteral("memoryGiB"), path(tp, "memoryGiB"), req).value_or(0);
            type.numaNodes = int(m_reader.integer(t, QStringLiteral("numaNodes"), path(tp, "numaNodes"), req, 1, 16).value_or(1));
            type.preemption = str(t, tp, "preemption", opt);
            type.minGkeVersion = version(t, tp, "minGkeVersion");
            type.topologies = topologyList(t, tp, "topologies", tpu.dims, req);
            type.twisted = topologyList(t, tp, "twisted", tpu.dims, opt);
            if (const auto smt = m_reader.stringList(t, QStringLiteral("smtUnsupported"), path(tp, "smtUnsupported"), opt)) {
                for (const QString &value : *smt)
                    type.smtUnsupported.append(value.toInt());
            }
            type.source = sourceKey(t, tp);
            type.notes = str(t, tp, "notes", opt);
            for (const Topology &topo : std::as_const(type.topologies)) {
                if (topo.chips() % type.chipsPerVm != 0)
                    m_reader.report(t, path(tp, "topologies"),
                                    QCoreApplication::translate("CatalogLoader", "topology %1 has %2 chips, not a whole number of %3-chip VMs")
                                        .arg(topo.toString()).arg(topo.chips()).arg(type.chipsPerVm));
            }
            tpu.machineTypes.append(type);
        }
    }

    void readAccelerators(const YAML::Node &item, const QString &ip, TpuVersion &tpu)
    {
        const QString kp = path(ip, "autopilot");
        const YAML::Node n = m_reader.child(item, QStringLiteral("autopilot"), kp, req);
        if (!n.IsDefined() || !m_reader.expectSequence(n, kp))
            return;
        int index = 0;
        for (const YAML::Node &a : n) {
            const QString ap = indexed(kp, index++);
            if (!m_reader.expectMap(a, ap))
                continue;
            Accelerator accelerator;
            accelerator.name = str(a, ap, "accelerator", req);
            accelerator.vcpu = str(a, ap, "vcpu", req);
            accelerator.memoryGiB = str(a, ap, "memoryGiB", req);
            accelerator.numaNodes = str(a, ap, "numaNodes", req);
            accelerator.maxChips = int(m_reader.integer(a, QStringLiteral("maxChips"), path(ap, "maxChips"), req, 1, kBig).value_or(0));
            accelerator.minGkeVersion = version(a, ap, "minGkeVersion");
            accelerator.source = sourceKey(a, ap);
            accelerator.notes = str(a, ap, "notes", opt);
            const QString tp = path(ap, "topologies");
            const YAML::Node topologies = m_reader.child(a, QStringLiteral("topologies"), tp, req);
            if (topologies.IsDefined() && m_reader.expectSequence(topologies, tp)) {
                int tIndex = 0;
                for (const YAML::Node &t : topologies) {
                    const QString tip = indexed(tp, tIndex++);
                    if (!m_reader.expectMap(t, tip))
                        continue;
                    AutopilotTopology entry;
                    if (const YAML::Node tn = m_reader.child(t, QStringLiteral("topology"), path(tip, "topology"), req); tn.IsDefined())
                        entry.topology = topology(tn, path(tip, "topology"), tpu.dims).value_or(Topology());
                    const QString cp = path(tip, "chipsPerPod");
                    const YAML::Node chips = m_reader.child(t, QStringLiteral("chipsPerPod"), cp, req);
                    if (chips.IsDefined() && m_reader.expectSequence(chips, cp)) {
                        for (const YAML::Node &c : chips) {
                            int value = 0;
                            if (!c.IsScalar() || !YAML::convert<int>::decode(c, value) || value <= 0)
                                m_reader.report(c, cp, QCoreApplication::translate("CatalogLoader", "must list positive whole numbers of chips"));
                            else if (entry.topology.isValid() && entry.topology.chips() % value != 0)
                                m_reader.report(c, cp, QCoreApplication::translate("CatalogLoader", "%1 chips per pod do not divide topology %2")
                                                           .arg(value).arg(entry.topology.toString()));
                            else
                                entry.chipsPerPod.append(value);
                        }
                        if (entry.chipsPerPod.isEmpty())
                            m_reader.report(chips, cp, QCoreApplication::translate("CatalogLoader", "must list at least one chip count"));
                    }
                    accelerator.topologies.append(entry);
                }
            }
            tpu.accelerators.append(accelerator);
        }
    }

    void readPrices(const YAML::Node &item, const QString &ip, TpuVersion &tpu)
    {
        const QString kp = path(ip, "prices");
        const YAML::Node n = m_reader.child(item, QStringLiteral("prices"), kp, req);
        if (!n.IsDefined() || !m_reader.expectMap(n, kp))
            return;
        tpu.pricesSource = sourceKey(n, kp);
        tpu.priceUnit = str(n, kp, "unit", req);
        if (!tpu.priceUnit.isEmpty() && tpu.priceUnit != QLatin1String("chip-hour"))
            m_reader.report(n[std::string("unit")], path(kp, "unit"), QCoreApplication::translate("CatalogLoader", "only 'chip-hour' prices are understood"));
        const QString rp = path(kp, "regions");
        const YAML::Node regions = m_reader.child(n, QStringLiteral("regions"), rp, req);
        if (!regions.IsDefined() || !m_reader.expectSequence(regions, rp))
            return;
        int index = 0;
        for (const YAML::Node &r : regions) {
            const QString p = indexed(rp, index++);
            if (!m_reader.expectMap(r, p))
                continue;
            RegionPrice price;
            price.region = str(r, p, "region", req);
            auto amount = [&](const char *key) {
                const auto v = m_reader.nullableNumber(r, QLatin1String(key), path(p, key), req).value_or(std::nullopt);
                if (v && *v < 0)
                    m_reader.report(r[key], path(p, key), QCoreApplication::translate("CatalogLoader", "a price cannot be negative"));
                return v;
            };
            price.onDemand = amount("onDemand");
            price.spot = amount("spot");
            price.commit1y = amount("commit1y");
            price.commit3y = amount("commit3y");
            price.derived = m_reader.stringList(r, QStringLiteral("derived"), path(p, "derived"), opt).value_or(QStringList());
            if (r["source"])
                price.source = sourceKey(r, p);
            else
                price.source = tpu.pricesSource;
            if (r["spotSource"])
                price.spotSource = sourceKey(r, p, "spotSource");
            else
                price.spotSource = price.source;
            price.notes = str(r, p, "notes", opt);
            tpu.prices.append(price);
        }
    }

    struct SourceUse
    {
        QString key;
        QString path;
        SourcePosition position;
    };

    YamlFieldReader m_reader;
    Findings *m_problems;
    QList<SourceUse> m_sourceUses;
};

} // namespace

CatalogLoadResult CatalogLoader::loadFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        CatalogLoadResult result;
        Finding f;
        f.rule = kRule;
        f.message = QCoreApplication::translate("CatalogLoader", "cannot open the catalog: %1").arg(file.errorString());
        result.problems.append(f);
        return result;
    }
    return loadBytes(file.readAll(), path);
}

CatalogLoadResult CatalogLoader::loadBytes(const QByteArray &bytes, const QString &origin)
{
    CatalogLoadResult result;
    const YamlDocument doc = YamlDocument::parse(bytes, kRule);
    result.problems = doc.problems();
    if (doc.isSyntaxError() || doc.isExpansionExceeded())
        return result;
    CatalogParser parser(&result.problems);
    result.catalog = parser.parse(doc.root());
    if (result.catalog)
        result.catalog->origin = origin;
    return result;
}

CatalogChoice CatalogLoader::loadOrBuiltIn(const QString &path)
{
    CatalogChoice choice;
    if (path.isEmpty()) {
        choice.catalog = Catalog::builtIn();
        return choice;
    }
    CatalogLoadResult result = loadFile(path);
    if (result.catalog) {
        choice.catalog = *result.catalog;
        return choice;
    }
    choice.catalog = Catalog::builtIn();
    choice.refusedPath = path;
    choice.refusedProblems = result.problems;
    return choice;
}

QString CatalogLoader::describe(const QString &file, const Finding &problem)
{
    // Printed on the terminal: control characters from the file are shown escaped.
    QString text = ControlText::escaped(file);
    if (problem.line > 0)
        text += QStringLiteral(":%1:%2").arg(problem.line).arg(problem.column);
    text += QStringLiteral(": ");
    if (!problem.field.isEmpty())
        text += ControlText::escaped(problem.field) + QStringLiteral(": ");
    return text + ControlText::escaped(problem.message);
}

} // namespace tpuplan
