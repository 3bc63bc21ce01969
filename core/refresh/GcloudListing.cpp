// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/refresh/GcloudListing.h"

#include "core/common/YamlDocument.h"
#include "core/import/ApiFields.h"

#include <QFile>

namespace tpuplan {

using namespace ApiFields;

namespace {

bool isMachineType(const YAML::Node &item)
{
    return text(item, "kind") == QLatin1String("compute#machineType")
           || (!text(item, "name").isEmpty() && !text(item, "zone").isEmpty());
}

bool isServerConfig(const YAML::Node &node)
{
    return isMap(node) && (field(node, "channels").IsDefined() || field(node, "validMasterVersions").IsDefined()
                           || field(node, "defaultClusterVersion").IsDefined());
}

void readMachineTypes(const YAML::Node &list, GcloudListing *into)
{
    into->hasMachineTypes = true;
    for (const YAML::Node &item : list) {
        const QString name = text(item, "name");
        if (!isTpuMachineType(name)) {
            ++into->otherMachineTypes;
            continue;
        }
        // The API names the zone; some outputs give its URL.
        QStringList &zones = into->zonesOfMachineType[name];
        const QString zone = lastSegment(text(item, "zone"));
        if (!zone.isEmpty() && !zones.contains(zone)) {
            zones.append(zone);
            std::sort(zones.begin(), zones.end());
        }
    }
}

void readServerConfig(const YAML::Node &node, GcloudListing *into)
{
    into->hasServerConfig = true;
    into->defaultClusterVersion = text(node, "defaultClusterVersion");
    const YAML::Node channels = field(node, "channels");
    if (!isSequence(channels))
        return;
    for (const YAML::Node &channel : channels) {
        ChannelVersions versions;
        versions.channel = text(channel, "channel");
        versions.defaultVersion = text(channel, "defaultVersion");
        versions.validVersions = strings(channel, "validVersions");
        if (!versions.channel.isEmpty())
            into->channels.append(versions);
    }
}

} // namespace

bool GcloudListingReader::readFile(const QString &path, GcloudListing *into, ImportProblem *problem)
{
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly)) {
        *problem = {path, 0, 0, tr("cannot be read: %1").arg(in.errorString())};
        return false;
    }
    return readBytes(in.read(YamlDocument::kMaxBytes + 1), path, into, problem);
}

bool GcloudListingReader::readBytes(const QByteArray &bytes, const QString &file, GcloudListing *into, ImportProblem *problem)
{
    const qsizetype end = ImportSourceReader::jsonDocumentEnd(bytes);
    const YamlDocument doc = YamlDocument::parse(end > 0 ? bytes.left(end) : bytes, QStringLiteral("refresh-invalid"));
    if (doc.isSyntaxError() || doc.isExpansionExceeded() || !doc.problems().isEmpty()) {
        const Finding f = doc.problems().value(0);
        *problem = {file, f.line, f.column, f.message.isEmpty() ? tr("not JSON or YAML") : f.message};
        return false;
    }
    const YAML::Node &root = doc.root();
    if (isSequence(root)) {
        bool allMachineTypes = true;
        for (const YAML::Node &item : root)
            allMachineTypes = allMachineTypes && isMachineType(item);
        if (allMachineTypes) {
            readMachineTypes(root, into);
            return true;
        }
    } else if (isServerConfig(root)) {
        readServerConfig(root, into);
        return true;
    }
    const ImportOrigin at = origin(root, file);
    *problem = {file, at.line, at.column,
                tr("not the output of gcloud compute machine-types list --format=json or gcloud container "
                   "get-server-config --format=json")};
    return false;
}

} // namespace tpuplan
