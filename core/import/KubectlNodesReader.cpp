// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/KubectlNodesReader.h"

#include "core/import/ApiFields.h"

namespace tpuplan {

using namespace ApiFields;

namespace {

bool isNode(const YAML::Node &node)
{
    return text(node, "kind") == QLatin1String("Node");
}

QString label(const YAML::Node &labels, const char *key)
{
    return scalar(field(labels, key));
}

ObservedNode readNode(const YAML::Node &node, const QString &file)
{
    ObservedNode observed;
    observed.name = text(node, "metadata.name");
    const YAML::Node labels = path(node, "metadata.labels");
    observed.pool = label(labels, "cloud.google.com/gke-nodepool");
    observed.machineType = label(labels, "node.kubernetes.io/instance-type");
    if (observed.machineType.isEmpty())
        observed.machineType = label(labels, "beta.kubernetes.io/instance-type");
    observed.accelerator = label(labels, "cloud.google.com/gke-tpu-accelerator");
    observed.topology = label(labels, "cloud.google.com/gke-tpu-topology");
    observed.zone = label(labels, "topology.kubernetes.io/zone");
    observed.spot = label(labels, "cloud.google.com/gke-spot") == QLatin1String("true");
    // providerID: gce://PROJECT/ZONE/INSTANCE
    const QString provider = text(node, "spec.providerID");
    if (provider.startsWith(QLatin1String("gce://")))
        observed.project = provider.mid(6).section(QLatin1Char('/'), 0, 0);
    observed.tpuChips = scalar(field(path(node, "status.capacity"), "google.com/tpu"));
    observed.kubeletVersion = text(node, "status.nodeInfo.kubeletVersion");
    observed.origin = origin(node, file);
    return observed;
}

} // namespace

bool KubectlNodesReader::looksLikeNodes(const YAML::Node &node)
{
    if (isNode(node))
        return true;
    const QString kind = text(node, "kind");
    if (kind != QLatin1String("List") && kind != QLatin1String("NodeList"))
        return false;
    const YAML::Node items = field(node, "items");
    if (!isSequence(items))
        return false;
    for (const YAML::Node &item : items) {
        if (!isNode(item))
            return false;
    }
    return true;
}

void KubectlNodesReader::read(const YAML::Node &node, const QString &file, ClusterObservation *into)
{
    if (isNode(node)) {
        into->nodes.append(readNode(node, file));
        return;
    }
    for (const YAML::Node &item : field(node, "items"))
        into->nodes.append(readNode(item, file));
}

} // namespace tpuplan
