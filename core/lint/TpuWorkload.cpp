// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lint/TpuWorkload.h"

#include "core/common/GkeKeys.h"

namespace tpuplan {
namespace {

void addTemplate(QList<TpuWorkload> *found, const TpuWorkload &base, const ManifestNode &podTemplate)
{
    if (!podTemplate.isMap() || !TpuWorkloadFinder::isTpuPodSpec(podTemplate["spec"]))
        return;
    TpuWorkload workload = base;
    workload.podTemplate = podTemplate;
    workload.podSpec = podTemplate["spec"];
    found->append(workload);
}

void addRayGroups(QList<TpuWorkload> *found, const TpuWorkload &base, const ManifestNode &clusterSpec)
{
    const ManifestNode groups = clusterSpec["workerGroupSpecs"];
    for (std::size_t i = 0; i < groups.size(); ++i) {
        TpuWorkload workload = base;
        workload.grouping = PodGrouping::RayWorkerGroup;
        workload.group = groups.at(i);
        workload.podsField = workload.group["numOfHosts"];
        addTemplate(found, workload, workload.group["template"]);
    }
}

} // namespace

ManifestNode TpuWorkload::selector(const QString &key) const
{
    const ManifestNode own = ownSelector(key);
    return own.exists() ? own : injected.value(key, own);
}

ManifestNode TpuWorkload::ownSelector(const QString &key) const
{
    const ManifestNode direct = podSpec["nodeSelector"].child(key);
    if (direct.exists())
        return direct;
    const ManifestNode affinity = ownAffinity(podSpec, key);
    return affinity.exists() ? affinity : direct;
}

ManifestNode TpuWorkload::ownAffinity(const ManifestNode &podSpec, const QString &key)
{
    const ManifestNode terms = podSpec["affinity"]["nodeAffinity"]["requiredDuringSchedulingIgnoredDuringExecution"]["nodeSelectorTerms"];
    for (std::size_t t = 0; t < terms.size(); ++t) {
        const ManifestNode expressions = terms.at(t)["matchExpressions"];
        for (std::size_t e = 0; e < expressions.size(); ++e) {
            const ManifestNode expression = expressions.at(e);
            if (expression["key"].text() == key && expression["operator"].text() == QLatin1String("In")
                && expression["values"].size() == 1)
                return expression["values"].at(0);
        }
    }
    return ManifestNode();
}

ManifestNode TpuWorkload::queueName() const
{
    const ManifestNode label = object["metadata"]["labels"].child(GkeKeys::kQueueName);
    return label.exists() ? label : podTemplate["metadata"]["labels"].child(GkeKeys::kQueueName);
}

ManifestNode TpuWorkload::sliceTopology() const
{
    return podTemplate["metadata"]["annotations"].child(GkeKeys::kSliceTopology);
}

bool TpuWorkload::leaderTakesChips() const
{
    const ManifestNode leaderTemplate = group["leaderTemplate"];
    return !leaderTemplate.exists() || chipsOf(leaderTemplate["spec"]) > 0;
}

qint64 TpuWorkload::chipsOf(const ManifestNode &podSpec)
{
    qint64 chips = 0;
    for (const char *list : {"containers", "initContainers"}) {
        const ManifestNode containers = podSpec[list];
        for (std::size_t i = 0; i < containers.size(); ++i) {
            const ManifestNode resources = containers.at(i)["resources"];
            ManifestNode value = resources["limits"].child(GkeKeys::kTpuResource);
            if (!value.exists())
                value = resources["requests"].child(GkeKeys::kTpuResource);
            // Init containers run before the others: their chips are not added on top.
            if (std::string(list) == "containers")
                chips += value.integer().value_or(0);
        }
    }
    return chips;
}

bool TpuWorkloadFinder::isTpuPodSpec(const ManifestNode &podSpec)
{
    if (!podSpec.isMap())
        return false;
    if (podSpec["nodeSelector"].child(GkeKeys::kAccelerator).exists())
        return true;
    const ManifestNode containers = podSpec["containers"];
    for (std::size_t i = 0; i < containers.size(); ++i) {
        const ManifestNode resources = containers.at(i)["resources"];
        if (resources["limits"].child(GkeKeys::kTpuResource).exists() || resources["requests"].child(GkeKeys::kTpuResource).exists())
            return true;
    }
    return TpuWorkload::ownAffinity(podSpec, GkeKeys::kAccelerator).exists();
}

QList<TpuWorkload> TpuWorkloadFinder::find(const ManifestNode &object)
{
    QList<TpuWorkload> found;
    if (!object.isMap())
        return found;
    const QString kind = object["kind"].text();
    if (kind == QLatin1String("List")) {
        const ManifestNode items = object["items"];
        for (std::size_t i = 0; i < items.size(); ++i)
            found += find(items.at(i));
        return found;
    }
    TpuWorkload base;
    base.kind = kind;
    base.name = object["metadata"]["name"].text();
    if (base.name.isEmpty())
        base.name = object["metadata"]["generateName"].text();
    base.object = object;
    const ManifestNode spec = object["spec"];

    if (kind == QLatin1String("Pod")) {
        base.grouping = PodGrouping::Pod;
        addTemplate(&found, base, object);
    } else if (kind == QLatin1String("Job") || kind == QLatin1String("CronJob")) {
        const ManifestNode jobSpec = kind == QLatin1String("Job") ? spec : spec["jobTemplate"]["spec"];
        base.grouping = PodGrouping::Job;
        base.group = jobSpec;
        base.podsField = jobSpec["parallelism"];
        addTemplate(&found, base, jobSpec["template"]);
    } else if (kind == QLatin1String("JobSet")) {
        const ManifestNode jobs = spec["replicatedJobs"];
        for (std::size_t i = 0; i < jobs.size(); ++i) {
            TpuWorkload workload = base;
            workload.grouping = PodGrouping::JobSetJob;
            workload.group = jobs.at(i);
            const ManifestNode jobSpec = workload.group["template"]["spec"];
            workload.podsField = jobSpec["parallelism"];
            addTemplate(&found, workload, jobSpec["template"]);
        }
    } else if (kind == QLatin1String("Deployment") || kind == QLatin1String("StatefulSet")
               || kind == QLatin1String("ReplicaSet")) {
        base.grouping = PodGrouping::Replicas;
        base.podsField = spec["replicas"];
        addTemplate(&found, base, spec["template"]);
    } else if (kind == QLatin1String("LeaderWorkerSet")) {
        const ManifestNode lws = spec["leaderWorkerTemplate"];
        base.grouping = PodGrouping::LeaderWorkerSet;
        base.group = lws;
        base.podsField = lws["size"];
        // Without a leader template the worker template describes every pod of the group.
        TpuWorkload leader = base;
        leader.leader = true;
        addTemplate(&found, leader, lws["leaderTemplate"]);
        addTemplate(&found, base, lws["workerTemplate"]);
    } else if (kind == QLatin1String("RayCluster")) {
        addRayGroups(&found, base, spec);
    } else if (kind == QLatin1String("RayJob")) {
        addRayGroups(&found, base, spec["rayClusterSpec"]);
    } else if (kind == QLatin1String("RayService")) {
        addRayGroups(&found, base, spec["rayClusterConfig"]);
    }
    return found;
}

} // namespace tpuplan
