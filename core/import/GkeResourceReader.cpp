// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/GkeResourceReader.h"

#include "core/import/ApiFields.h"

namespace tpuplan {

using namespace ApiFields;

bool GkeResourceReader::looksLikeCluster(const YAML::Node &node)
{
    return isMap(node) && !text(node, "name").isEmpty()
           && (field(node, "nodePools").IsDefined() || field(node, "currentMasterVersion").IsDefined()
               || field(node, "releaseChannel").IsDefined() || field(node, "autopilot").IsDefined());
}

bool GkeResourceReader::looksLikeNodePool(const YAML::Node &node)
{
    return isMap(node) && !text(node, "name").isEmpty() && isMap(field(node, "config"));
}

QString GkeResourceReader::projectOfPath(const QString &path)
{
    const QStringList parts = path.split(QLatin1Char('/'));
    const qsizetype at = parts.indexOf(QStringLiteral("projects"));
    return at >= 0 && at + 1 < parts.size() ? parts.at(at + 1) : QString();
}

void GkeResourceReader::readCluster(const YAML::Node &node, const QString &file, ClusterObservation *into)
{
    ObservedCluster cluster;
    cluster.name = text(node, "name");
    cluster.location = text(node, "location");
    if (cluster.location.isEmpty())
        cluster.location = text(node, "zone"); // deprecated; holds the region for regional clusters
    cluster.locations = strings(node, "locations");
    cluster.autopilot = flag(node, "autopilot.enabled");
    cluster.version = text(node, "currentMasterVersion");
    cluster.releaseChannel = text(node, "releaseChannel.channel");
    cluster.autoprovisioning = flag(node, "autoscaling.enableNodeAutoprovisioning");
    cluster.status = text(node, "status");
    // The Cluster has no project field: the self link names it, else the workload pool
    // (PROJECT.svc.id.goog), else the network path.
    cluster.project = projectOfPath(text(node, "selfLink"));
    if (cluster.project.isEmpty())
        cluster.project = text(node, "workloadIdentityConfig.workloadPool").section(QLatin1Char('.'), 0, 0);
    if (cluster.project.isEmpty())
        cluster.project = projectOfPath(text(node, "networkConfig.network"));
    cluster.origin = origin(node, file);
    into->clusters.append(cluster);

    const YAML::Node pools = field(node, "nodePools");
    if (isSequence(pools)) {
        for (const YAML::Node &pool : pools) {
            if (looksLikeNodePool(pool)) {
                ObservedPool observed = readPool(pool, file);
                observed.cluster = cluster.name;
                into->pools.append(observed);
            }
        }
    }
}

ObservedPool GkeResourceReader::readPool(const YAML::Node &node, const QString &file)
{
    ObservedPool pool;
    pool.name = text(node, "name");
    // selfLink: …/clusters/CLUSTER/nodePools/NAME
    const QStringList link = text(node, "selfLink").split(QLatin1Char('/'));
    const qsizetype clusterAt = link.indexOf(QStringLiteral("clusters"));
    if (clusterAt >= 0 && clusterAt + 1 < link.size())
        pool.cluster = link.at(clusterAt + 1);
    pool.machineType = text(node, "config.machineType");
    pool.version = text(node, "version");
    pool.imageType = text(node, "config.imageType");
    pool.locations = strings(node, "locations");
    pool.initialNodeCount = integer(node, "initialNodeCount");
    pool.autoscalingEnabled = flag(node, "autoscaling.enabled");
    pool.minNodeCount = integer(node, "autoscaling.minNodeCount");
    pool.maxNodeCount = integer(node, "autoscaling.maxNodeCount");
    pool.totalMinNodeCount = optionalInteger(node, "autoscaling.totalMinNodeCount");
    pool.totalMaxNodeCount = optionalInteger(node, "autoscaling.totalMaxNodeCount");
    pool.autoprovisioned = flag(node, "autoscaling.autoprovisioned");
    pool.autopilotNodes = flag(node, "autopilotConfig.enabled");
    pool.placementType = text(node, "placementPolicy.type");
    pool.tpuTopology = text(node, "placementPolicy.tpuTopology");
    pool.policyName = text(node, "placementPolicy.policyName");
    pool.queuedProvisioning = flag(node, "queuedProvisioning.enabled");
    pool.flexStart = flag(node, "config.flexStart");
    pool.spot = flag(node, "config.spot");
    pool.preemptible = flag(node, "config.preemptible");
    pool.reservationType = text(node, "config.reservationAffinity.consumeReservationType");
    pool.reservationValues = strings(node, "config.reservationAffinity.values");
    pool.maxRunDuration = text(node, "config.maxRunDuration");
    const YAML::Node taints = path(node, "config.taints");
    pool.taints = isSequence(taints) ? int(taints.size()) : 0;
    const YAML::Node labels = path(node, "config.labels");
    pool.handMadeTopologyLabel = scalar(field(labels, "cloud.google.com/gke-tpu-topology"));
    pool.origin = origin(node, file);
    return pool;
}

} // namespace tpuplan
