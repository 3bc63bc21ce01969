// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/TerraformStateReader.h"

#include "core/import/ApiFields.h"

namespace tpuplan {

using namespace ApiFields;

namespace {

/// Modules nest without limit in the file; the YAML guard already bounds the depth.
constexpr int kMaxModuleDepth = 64;

ObservedPool readPool(const YAML::Node &values, const QString &file, const YAML::Node &at)
{
    ObservedPool pool;
    pool.name = text(values, "name");
    pool.cluster = lastSegment(text(values, "cluster"));
    pool.locations = strings(values, "node_locations");
    pool.initialNodeCount = integer(values, "initial_node_count");
    const YAML::Node autoscaling = block(values, "autoscaling");
    pool.autoscalingEnabled = isMap(autoscaling); // an empty list means autoscaling is off
    pool.minNodeCount = integer(autoscaling, "min_node_count");
    pool.maxNodeCount = integer(autoscaling, "max_node_count");
    // The provider writes 0 for the total bounds it does not use.
    if (integer(autoscaling, "total_max_node_count") > 0) {
        pool.totalMinNodeCount = integer(autoscaling, "total_min_node_count");
        pool.totalMaxNodeCount = integer(autoscaling, "total_max_node_count");
    }
    const YAML::Node placement = block(values, "placement_policy");
    pool.placementType = text(placement, "type");
    pool.tpuTopology = text(placement, "tpu_topology");
    pool.policyName = text(placement, "policy_name");
    pool.queuedProvisioning = flag(block(values, "queued_provisioning"), "enabled");
    const YAML::Node config = block(values, "node_config");
    pool.machineType = text(config, "machine_type");
    pool.version = text(values, "version");
    pool.imageType = text(config, "image_type");
    pool.flexStart = flag(config, "flex_start");
    pool.spot = flag(config, "spot");
    pool.preemptible = flag(config, "preemptible");
    pool.maxRunDuration = text(config, "max_run_duration");
    const YAML::Node affinity = block(config, "reservation_affinity");
    pool.reservationType = text(affinity, "consume_reservation_type");
    pool.reservationValues = strings(affinity, "values");
    const YAML::Node taints = field(config, "taint");
    pool.taints = isSequence(taints) ? int(taints.size()) : 0;
    pool.handMadeTopologyLabel = scalar(field(field(config, "labels"), "cloud.google.com/gke-tpu-topology"));
    pool.terraform = true;
    pool.origin = origin(at, file);
    return pool;
}

void readCluster(const YAML::Node &values, const QString &file, const YAML::Node &at, ClusterObservation *into)
{
    ObservedCluster cluster;
    cluster.name = text(values, "name");
    cluster.location = text(values, "location");
    cluster.locations = strings(values, "node_locations");
    cluster.autopilot = flag(values, "enable_autopilot");
    cluster.version = text(values, "master_version");
    if (cluster.version.isEmpty())
        cluster.version = text(values, "min_master_version");
    cluster.releaseChannel = text(block(values, "release_channel"), "channel");
    cluster.project = text(values, "project");
    cluster.autoprovisioning = flag(block(values, "cluster_autoscaling"), "enabled");
    cluster.terraform = true;
    cluster.origin = origin(at, file);
    into->clusters.append(cluster);
    const YAML::Node inlinePools = field(values, "node_pool");
    if (isSequence(inlinePools)) {
        for (const YAML::Node &inlinePool : inlinePools) {
            if (!isMap(inlinePool))
                continue;
            ObservedPool pool = readPool(inlinePool, file, inlinePool);
            pool.cluster = cluster.name;
            into->pools.append(pool);
        }
    }
}

void readModule(const YAML::Node &module, const QString &file, ClusterObservation *into, int depth)
{
    if (depth > kMaxModuleDepth)
        return;
    const YAML::Node resources = field(module, "resources");
    if (isSequence(resources)) {
        for (const YAML::Node &resource : resources) {
            if (text(resource, "mode") == QLatin1String("data"))
                continue;
            const QString type = text(resource, "type");
            const YAML::Node values = field(resource, "values");
            if (!isMap(values))
                continue;
            if (type == QLatin1String("google_container_cluster"))
                readCluster(values, file, resource, into);
            else if (type == QLatin1String("google_container_node_pool"))
                into->pools.append(readPool(values, file, resource));
        }
    }
    const YAML::Node children = field(module, "child_modules");
    if (isSequence(children)) {
        for (const YAML::Node &child : children)
            readModule(child, file, into, depth + 1);
    }
}

} // namespace

bool TerraformStateReader::looksLikeState(const YAML::Node &node)
{
    return isMap(node) && field(node, "format_version").IsDefined()
           && (field(node, "values").IsDefined() || field(node, "terraform_version").IsDefined());
}

void TerraformStateReader::read(const YAML::Node &node, const QString &file, ClusterObservation *into)
{
    into->fromTerraform = true;
    readModule(path(node, "values.root_module"), file, into, 0);
}

} // namespace tpuplan
