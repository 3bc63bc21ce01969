// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/refresh/CatalogRefresh.h"

#include "core/common/ControlText.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

#include <yaml-cpp/yaml.h>

namespace tpuplan {

namespace {

const char *const kSourceKey = "gcloudListing";

std::string utf8(const QString &text)
{
    return text.toStdString();
}

QString fileNames(const QStringList &paths)
{
    QStringList names;
    for (const QString &path : paths)
        names.append(QFileInfo(path).fileName());
    return names.join(QStringLiteral(", "));
}

void compareZones(const GcloudListing &listing, const TpuVersion &tpu, CatalogRefreshResult *result)
{
    QSet<QString> listedForVersion;
    QSet<QString> inCatalog;
    for (const MachineType &machineType : tpu.machineTypes) {
        const QStringList listed = listing.zonesOfMachineType.value(machineType.name);
        const QStringList &known = machineType.zonesOr(tpu.zones);
        const QString owner = machineType.zones.isEmpty() ? QString() : machineType.name;
        for (const QString &zone : listed) {
            listedForVersion.insert(zone);
            const bool noted = std::any_of(result->zonesAdded.begin(), result->zonesAdded.end(), [&](const ZoneChange &c) {
                return c.tpu == tpu.id && c.machineType == owner && c.zone == zone;
            });
            if (!known.contains(zone) && !noted)
                result->zonesAdded.append({tpu.id, owner, zone});
        }
        for (const QString &zone : known)
            inCatalog.insert(zone);
    }
    if (!listing.hasMachineTypes)
        return;
    QStringList missing;
    for (const QString &zone : std::as_const(inCatalog)) {
        if (!listedForVersion.contains(zone))
            missing.append(zone);
    }
    std::sort(missing.begin(), missing.end());
    for (const QString &zone : std::as_const(missing))
        result->zonesMissing.append({tpu.id, QString(), zone});
}

QStringList unknownMinors(const GcloudListing &listing, const Catalog &catalog)
{
    static const QRegularExpression minorPattern(QStringLiteral("^(\\d+)\\.(\\d+)"));
    QStringList versions{listing.defaultClusterVersion};
    for (const ChannelVersions &channel : listing.channels)
        versions += channel.validVersions + QStringList{channel.defaultVersion};
    QStringList minors;
    for (const QString &version : std::as_const(versions)) {
        const QRegularExpressionMatch m = minorPattern.match(version);
        if (!m.hasMatch())
            continue;
        const QString minor = m.captured(1) + QLatin1Char('.') + m.captured(2);
        if (!catalog.gke.supportOf(m.captured(1).toInt(), m.captured(2).toInt()) && !minors.contains(minor))
            minors.append(minor);
    }
    std::sort(minors.begin(), minors.end());
    return minors;
}

void emitZones(YAML::Emitter &out, const QStringList &zones)
{
    out << YAML::Key << "zones" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "values" << YAML::Value << YAML::Flow << YAML::BeginSeq;
    for (const QString &zone : zones)
        out << utf8(zone);
    out << YAML::EndSeq << YAML::Key << "source" << YAML::Value << kSourceKey << YAML::EndMap;
}

/// One `tpus` entry: the version's new zones and those of machine types with their own list.
void emitVersion(YAML::Emitter &out, const QString &tpu, const QList<ZoneChange> &added)
{
    QStringList versionZones;
    QMap<QString, QStringList> machineTypeZones;
    for (const ZoneChange &change : added) {
        if (change.tpu != tpu)
            continue;
        // A machine type's zones must lie among its version's, so the version gains them too.
        if (!versionZones.contains(change.zone))
            versionZones.append(change.zone);
        if (!change.machineType.isEmpty())
            machineTypeZones[change.machineType].append(change.zone);
    }
    out << YAML::BeginMap << YAML::Key << "id" << YAML::Value << utf8(tpu);
    if (!versionZones.isEmpty())
        emitZones(out, versionZones);
    if (!machineTypeZones.isEmpty()) {
        out << YAML::Key << "standard" << YAML::Value << YAML::BeginSeq;
        for (auto it = machineTypeZones.cbegin(); it != machineTypeZones.cend(); ++it) {
            out << YAML::BeginMap << YAML::Key << "machineType" << YAML::Value << utf8(it.key());
            emitZones(out, it.value());
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }
    out << YAML::EndMap;
}

} // namespace

CatalogRefreshResult CatalogRefresh::compare(const GcloudListing &listing, const Catalog &builtIn, const QDate &today)
{
    CatalogRefreshResult result;
    result.asOf = today.toString(Qt::ISODate);
    for (const TpuVersion &tpu : builtIn.tpus)
        compareZones(listing, tpu, &result);
    for (auto it = listing.zonesOfMachineType.cbegin(); it != listing.zonesOfMachineType.cend(); ++it) {
        if (!builtIn.findMachineType(it.key()))
            result.unknownMachineTypes.append({it.key(), it.value()});
    }
    result.channels = listing.channels;
    result.defaultVersion = listing.defaultClusterVersion;
    result.unknownMinors = unknownMinors(listing, builtIn);
    return result;
}

CatalogRefreshResult CatalogRefresh::refreshFiles(const QStringList &files, const Catalog &builtIn, const QDate &today)
{
    GcloudListing listing;
    QList<ImportProblem> problems;
    for (const QString &file : files) {
        ImportProblem problem;
        if (!GcloudListingReader::readFile(file, &listing, &problem))
            problems.append(problem);
    }
    CatalogRefreshResult result = compare(listing, builtIn, today);
    result.inputs = files;
    result.problems = problems;
    return result;
}

QByteArray CatalogRefreshResult::overlayYaml() const
{
    YAML::Emitter out;
    out << YAML::Comment(utf8(QStringLiteral("Written by tpu-plan catalog refresh on %1 from gcloud's listings (%2). "
                                             "Only what the built-in catalog lacks; review it, then use it with --catalog.")
                                  .arg(asOf, fileNames(inputs))));
    out << YAML::BeginMap;
    out << YAML::Key << "extends" << YAML::Value << "built-in";
    out << YAML::Key << "asOf" << YAML::Value << YAML::DoubleQuoted << utf8(asOf);
    QStringList versions;
    for (const ZoneChange &change : zonesAdded) {
        if (!versions.contains(change.tpu))
            versions.append(change.tpu);
    }
    if (!versions.isEmpty()) {
        out << YAML::Key << "sources" << YAML::Value << YAML::BeginMap << YAML::Key << kSourceKey << YAML::Value
            << YAML::BeginMap << YAML::Key << "title" << YAML::Value
            << utf8(QStringLiteral("gcloud listing, %1 (gcloud compute machine-types list)").arg(asOf))
            << YAML::Key << "trust" << YAML::Value << "A"
            << YAML::Key << "date" << YAML::Value << YAML::DoubleQuoted << utf8(asOf) << YAML::EndMap << YAML::EndMap;
        out << YAML::Key << "tpus" << YAML::Value << YAML::BeginSeq;
        for (const QString &tpu : std::as_const(versions))
            emitVersion(out, tpu, zonesAdded);
        out << YAML::EndSeq;
    }
    out << YAML::EndMap;
    return QByteArray(out.c_str()) + '\n';
}

QJsonObject CatalogRefreshResult::toJson() const
{
    const auto zoneList = [](const QList<ZoneChange> &changes) {
        QJsonArray list;
        for (const ZoneChange &c : changes) {
            list.append(QJsonObject{{QStringLiteral("tpu"), c.tpu},
                                    {QStringLiteral("machineType"), c.machineType.isEmpty() ? QJsonValue() : QJsonValue(c.machineType)},
                                    {QStringLiteral("zone"), c.zone}});
        }
        return list;
    };
    QJsonArray unknown;
    for (const UnknownMachineType &m : unknownMachineTypes)
        unknown.append(QJsonObject{{QStringLiteral("name"), m.name}, {QStringLiteral("zones"), QJsonArray::fromStringList(m.zones)}});
    QJsonArray channelList;
    for (const ChannelVersions &c : channels) {
        channelList.append(QJsonObject{{QStringLiteral("channel"), c.channel},
                                       {QStringLiteral("defaultVersion"), c.defaultVersion},
                                       {QStringLiteral("validVersions"), QJsonArray::fromStringList(c.validVersions)}});
    }
    QJsonArray problemList;
    for (const ImportProblem &p : problems) {
        problemList.append(QJsonObject{{QStringLiteral("file"), p.file}, {QStringLiteral("line"), p.line},
                                       {QStringLiteral("column"), p.column}, {QStringLiteral("message"), p.message}});
    }
    return QJsonObject{{QStringLiteral("overlay"), overlayFile.isEmpty() ? QJsonValue() : QJsonValue(overlayFile)},
                       {QStringLiteral("asOf"), asOf},
                       {QStringLiteral("zonesAdded"), zoneList(zonesAdded)},
                       {QStringLiteral("zonesMissing"), zoneList(zonesMissing)},
                       {QStringLiteral("unknownMachineTypes"), unknown},
                       {QStringLiteral("defaultVersion"), defaultVersion.isEmpty() ? QJsonValue() : QJsonValue(defaultVersion)},
                       {QStringLiteral("channels"), channelList},
                       {QStringLiteral("unknownMinors"), QJsonArray::fromStringList(unknownMinors)},
                       {QStringLiteral("problems"), problemList}};
}

QString CatalogRefreshResult::toText() const
{
    QStringList lines;
    for (const ImportProblem &p : problems)
        lines.append(p.toString());
    const auto where = [](const ZoneChange &c) {
        return c.machineType.isEmpty() ? c.tpu : QStringLiteral("%1 %2").arg(c.tpu, c.machineType);
    };
    for (const ZoneChange &c : zonesAdded)
        lines.append(tr("zone added: %1 in %2").arg(where(c), c.zone));
    for (const ZoneChange &c : zonesMissing)
        lines.append(tr("zone not listed: the catalog offers %1 in %2, the listing has none of its machine types there").arg(where(c), c.zone));
    for (const UnknownMachineType &m : unknownMachineTypes)
        lines.append(tr("unknown machine type %1 (%2): not in the catalog, kept out of the overlay").arg(m.name, m.zones.join(QStringLiteral(", "))));
    if (!defaultVersion.isEmpty())
        lines.append(tr("default GKE version: %1").arg(defaultVersion));
    for (const ChannelVersions &c : channels) {
        lines.append(tr("channel %1: default %2, %n version(s) offered, newest %3", nullptr, int(c.validVersions.size()))
                         .arg(c.channel, c.defaultVersion, c.validVersions.value(0)));
    }
    for (const QString &minor : unknownMinors)
        lines.append(tr("GKE %1 is offered but the catalog has no support dates for it").arg(minor));
    if (!overlayFile.isEmpty())
        lines.append(tr("Wrote %1 (as of %2)").arg(overlayFile, asOf));
    QString out;
    for (const QString &line : std::as_const(lines))
        out += ControlText::escaped(line) + QLatin1Char('\n');
    return out;
}

} // namespace tpuplan
