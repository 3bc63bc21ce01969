// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/ImportPlanBuilder.h"

#include "core/import/ApiFields.h"
#include "core/plan/PoolShape.h"

#include <QRegularExpression>
#include <QSet>

namespace tpuplan {

namespace {

bool isRegion(const QString &location)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z]+(-[a-z]+)+[0-9]+$"));
    return pattern.match(location).hasMatch();
}

QString regionOf(const QString &location)
{
    return isRegion(location) ? location : Catalog::regionOfZone(location);
}

} // namespace

ImportPlanBuilder::ImportPlanBuilder(const ClusterObservation &observation, const Catalog &catalog)
    : m_in(observation)
    , m_catalog(catalog)
{
}

ImportResult ImportPlanBuilder::build()
{
    m_result.report.notes = m_in.notes;
    chooseCluster();
    buildCluster();
    for (const ObservedPool &pool : poolsOfCluster())
        importPool(pool);
    if (m_in.fromTerraform) {
        m_result.report.notes.append(tr("Terraform state holds only the pools Terraform manages: pools made by hand "
                                        "are missing unless a gcloud listing is imported too"));
    }
    return m_result;
}

void ImportPlanBuilder::chooseCluster()
{
    // gcloud describes what the cluster is; Terraform what it was told to be.
    for (const ObservedCluster &cluster : m_in.clusters) {
        if (!m_cluster || (m_cluster->terraform && !cluster.terraform && cluster.name == m_cluster->name))
            m_cluster = &cluster;
    }
    QSet<QString> noted;
    for (const ObservedCluster &cluster : m_in.clusters) {
        if (m_cluster && cluster.name != m_cluster->name && !noted.contains(cluster.name)) {
            noted.insert(cluster.name);
            m_result.report.notes.append(tr("%1 describes cluster %2 too; only cluster %3 is imported")
                                             .arg(cluster.origin.toString(), cluster.name, m_cluster->name));
        }
    }
}

void ImportPlanBuilder::buildCluster()
{
    ImportReport &report = m_result.report;
    Cluster &cluster = m_result.plan.cluster;
    const ObservedCluster observed = m_cluster ? *m_cluster : ObservedCluster();
    report.clusterFound = m_cluster != nullptr;
    report.clusterOrigin = observed.origin;
    cluster.name = observed.name;
    for (const ObservedPool &pool : m_in.pools) {
        if (cluster.name.isEmpty())
            cluster.name = pool.cluster;
    }
    cluster.mode = observed.autopilot ? QStringLiteral("autopilot") : QStringLiteral("standard");
    QString location = observed.location;
    for (const ObservedPool &pool : m_in.pools)
        location = location.isEmpty() ? pool.locations.value(0) : location;
    for (const ObservedNode &node : m_in.nodes)
        location = location.isEmpty() ? node.zone : location;
    cluster.region = location.isEmpty() ? QString() : regionOf(location);
    cluster.version = observed.version;
    QString project = observed.project;
    for (const ObservedNode &node : m_in.nodes) {
        project = project.isEmpty() ? node.project : project;
        if (cluster.version.isEmpty() && !node.kubeletVersion.isEmpty()) {
            cluster.version = node.kubeletVersion.mid(node.kubeletVersion.startsWith(QLatin1Char('v')) ? 1 : 0);
            report.notes.append(tr("the control-plane version is not in the inputs; the nodes' version %1 is used").arg(cluster.version));
        }
    }
    for (const ObservedPool &pool : m_in.pools) {
        if (cluster.version.isEmpty() && !pool.version.isEmpty()) {
            cluster.version = pool.version;
            report.notes.append(tr("the control-plane version is not in the inputs; the version %1 of pool %2 is used")
                                    .arg(pool.version, pool.name));
        }
    }
    if (cluster.version.isEmpty())
        report.notes.append(tr("no GKE version in the inputs: set cluster.version"));
    static const QStringList channels{QStringLiteral("rapid"), QStringLiteral("regular"), QStringLiteral("stable"),
                                      QStringLiteral("extended")};
    const QString channel = observed.releaseChannel.toLower();
    if (channels.contains(channel))
        cluster.releaseChannel = channel;
    else if (m_cluster)
        report.notes.append(tr("the cluster is in no release channel; a plan cannot say so and assumes Regular"));
    if (!observed.autopilot && observed.autoprovisioning)
        cluster.autoprovisioning = true;
    if (!observed.status.isEmpty() && observed.status != QLatin1String("RUNNING"))
        report.notes.append(tr("the cluster's status is %1, not RUNNING").arg(observed.status));
    if (cluster.name.isEmpty()) {
        cluster.name = QStringLiteral("imported");
        report.notes.append(tr("no cluster name in the inputs: the plan calls it 'imported'"));
    }
    report.clusterName = cluster.name;
    report.mode = cluster.mode;
    report.region = cluster.region;
    m_result.plan.metadata.name = tr("Imported cluster %1").arg(cluster.name);
    m_result.plan.metadata.description = project.isEmpty()
        ? tr("Imported with tpu-plan import.")
        : tr("Imported with tpu-plan import from project %1.").arg(project);
}

QList<ObservedPool> ImportPlanBuilder::poolsOfCluster()
{
    QList<ObservedPool> pools;
    QSet<QString> names;
    const QString clusterName = m_result.plan.cluster.name;
    // gcloud listings first: they say what the cluster has; Terraform state fills in the rest.
    for (bool terraform : {false, true}) {
        for (const ObservedPool &pool : m_in.pools) {
            if (pool.terraform != terraform)
                continue;
            if (!pool.cluster.isEmpty() && pool.cluster != clusterName) {
                skip(pool, tr("it belongs to cluster %1, not %2").arg(pool.cluster, clusterName));
                continue;
            }
            if (names.contains(pool.name)) {
                const auto first = std::find_if(pools.begin(), pools.end(), [&](const ObservedPool &p) { return p.name == pool.name; });
                if (first != pools.end() && first->machineType != pool.machineType) {
                    note(pool, tr("%1 says machine type %2, %3 says %4; the first is used")
                                   .arg(first->origin.toString(), first->machineType, pool.origin.toString(), pool.machineType));
                }
                continue;
            }
            names.insert(pool.name);
            pools.append(pool);
        }
    }
    return pools + poolsFromNodes(names);
}

QList<ObservedPool> ImportPlanBuilder::poolsFromNodes(const QSet<QString> &described) const
{
    // TPU nodes whose pool no input describes (Autopilot, auto-provisioned, made by hand and
    // missing from Terraform): a pool built from their labels.
    QMap<QString, ObservedPool> fromNodes;
    for (const ObservedNode &node : m_in.nodes) {
        if (node.accelerator.isEmpty() || node.pool.isEmpty() || described.contains(node.pool))
            continue;
        auto it = fromNodes.find(node.pool);
        if (it == fromNodes.end()) {
            ObservedPool pool;
            pool.name = node.pool;
            pool.machineType = node.machineType;
            pool.tpuTopology = node.topology;
            pool.locations = node.zone.isEmpty() ? QStringList() : QStringList{node.zone};
            pool.spot = node.spot;
            pool.kubectlOnly = true;
            pool.origin = node.origin;
            it = fromNodes.insert(node.pool, pool);
        }
        it->initialNodeCount += 1;
    }
    return fromNodes.values();
}

void ImportPlanBuilder::skip(const ObservedPool &observed, const QString &reason)
{
    m_result.report.skipped.append({observed.name, reason, observed.origin});
}

void ImportPlanBuilder::note(const ObservedPool &observed, const QString &text)
{
    m_result.report.notes.append(tr("pool %1: %2").arg(observed.name, text));
}

QList<ObservedNode> ImportPlanBuilder::nodesOf(const QString &pool) const
{
    QList<ObservedNode> nodes;
    for (const ObservedNode &node : m_in.nodes) {
        if (node.pool == pool)
            nodes.append(node);
    }
    return nodes;
}

bool ImportPlanBuilder::skipUnlessTpu(const ObservedPool &observed, Catalog::MachineTypeRef *ref)
{
    if (observed.machineType.isEmpty()) {
        skip(observed, tr("the input names no machine type"));
        return false;
    }
    *ref = m_catalog.findMachineType(observed.machineType);
    if (*ref)
        return true;
    if (ApiFields::isTpuMachineType(observed.machineType)) {
        skip(observed, tr("TPU machine type %1 is not in the catalog; refresh the catalog (tpu-plan catalog refresh) "
                          "or use a newer one (--catalog)").arg(observed.machineType));
    } else if (m_result.plan.cluster.isAutopilot()) {
        skip(observed, tr("a GKE-managed Autopilot pool, not a TPU pool (%1)").arg(observed.machineType));
    } else {
        skip(observed, tr("not a TPU pool (%1)").arg(observed.machineType));
    }
    return false;
}

void ImportPlanBuilder::importPool(const ObservedPool &observed)
{
    Catalog::MachineTypeRef ref;
    if (!skipUnlessTpu(observed, &ref))
        return;
    const bool autopilot = m_result.plan.cluster.isAutopilot();
    if (!autopilot && (observed.autoprovisioned || observed.autopilotNodes)) {
        skip(observed, tr("GKE created it for pending workloads (node auto-provisioning) and deletes it when idle; "
                          "it is not a node pool of the plan"));
        return;
    }
    const std::optional<Topology> topology = topologyOf(observed, *ref.machineType);
    const QString zone = topology ? zoneOf(observed) : QString();
    if (!topology || zone.isEmpty())
        return;
    Pool pool;
    pool.name = observed.name;
    pool.tpu = ref.tpu->id;
    pool.topology = topology->toString();
    pool.zone = zone;
    if (autopilot) {
        const Accelerator *accelerator = acceleratorForTopology(*ref.tpu, topology);
        if (!accelerator) {
            skip(observed, tr("%1 has no Autopilot accelerator in the catalog").arg(ref.tpu->id));
            return;
        }
        pool.accelerator = accelerator->name;
        Workload workload;
        workload.tpuChipsPerPod = ref.machineType->chipsPerVm;
        pool.workload = workload;
        note(observed, tr("GKE created it for a workload; the plan holds the slice it serves (accelerator %1, "
                          "topology %2, %3 chips per pod)").arg(accelerator->name, pool.topology).arg(ref.machineType->chipsPerVm));
    } else {
        pool.machineType = ref.machineType->name;
    }
    const PoolCapacity capacity = capacityOf(observed);
    pool.capacity = capacity.planCapacity;
    pool.reservation = capacity.reservation;
    const PoolShape shape = PoolShape::derive(pool, autopilot, m_catalog);
    ImportedPool imported{pool.name, pool.tpu, pool.topology, pool.zone, 0, capacity.reported, std::nullopt, observed.origin};
    imported.nodes = setNodeCounts(observed, &pool, shape);
    if (autopilot)
        pool.autoscaling.reset(); // Autopilot scales the nodes with the workloads
    if (!autopilot && m_result.plan.cluster.nodeImage.isEmpty() && !observed.imageType.isEmpty())
        m_result.plan.cluster.nodeImage = observed.imageType.toLower();
    noteUnrepresented(observed);
    crossCheckNodes(observed, pool, shape, &imported);
    m_result.plan.pools.append(pool);
    m_result.report.pools.append(imported);
}

std::optional<Topology> ImportPlanBuilder::topologyOf(const ObservedPool &observed, const MachineType &machineType)
{
    if (!observed.tpuTopology.isEmpty()) {
        const std::optional<Topology> topology = Topology::parse(observed.tpuTopology);
        if (!topology)
            skip(observed, tr("its topology '%1' is not AxB or AxBxC").arg(observed.tpuTopology));
        return topology;
    }
    // No placement topology: GKE made a single-host pool, whose shape the machine type gives.
    for (const Topology &topology : machineType.topologies) {
        if (topology.chips() != machineType.chipsPerVm)
            continue;
        if (!observed.handMadeTopologyLabel.isEmpty() && observed.handMadeTopologyLabel != topology.toString()) {
            note(observed, tr("its node labels set gke-tpu-topology %1 by hand; the machine type's topology %2 is used")
                               .arg(observed.handMadeTopologyLabel, topology.toString()));
        }
        return topology;
    }
    for (const ObservedNode &node : nodesOf(observed.name)) {
        if (const std::optional<Topology> topology = Topology::parse(node.topology)) {
            note(observed, tr("topology %1 from the labels of its nodes").arg(topology->toString()));
            return topology;
        }
    }
    skip(observed, tr("no topology: the pool has no placementPolicy.tpuTopology and %1 has no single-host shape in "
                      "the catalog; add the output of kubectl get nodes -o json").arg(machineType.name));
    return std::nullopt;
}

QString ImportPlanBuilder::zoneOf(const ObservedPool &observed)
{
    QStringList zones = observed.locations;
    if (zones.isEmpty() && m_cluster) {
        zones = m_cluster->locations;
        if (zones.isEmpty() && !m_cluster->location.isEmpty() && !isRegion(m_cluster->location))
            zones = {m_cluster->location};
        if (!zones.isEmpty())
            note(observed, tr("it names no zones of its own; the cluster's are used"));
    }
    for (const ObservedNode &node : nodesOf(observed.name)) {
        if (zones.isEmpty() && !node.zone.isEmpty())
            zones = {node.zone};
    }
    if (zones.isEmpty()) {
        skip(observed, tr("no zone: neither the pool nor the cluster names one"));
        return {};
    }
    if (zones.size() > 1) {
        note(observed, tr("spread over %n zones (%1); a plan pool lies in one zone, so all its nodes (GKE counts "
                          "them per zone) are placed in %2", nullptr, int(zones.size()))
                           .arg(zones.join(QStringLiteral(", ")), zones.first()));
    }
    return zones.first();
}

ImportPlanBuilder::PoolCapacity ImportPlanBuilder::capacityOf(const ObservedPool &observed)
{
    // The order of precedence of the import format: queued, flex-start, Spot, a specific
    // reservation, any reservation, on-demand.
    const QString flex = QStringLiteral("flex-start");
    if (observed.queuedProvisioning) {
        note(observed, tr("queued provisioning: a plan asks for it with flex-start and a Kueue queue "
                          "(workload.queue); name the LocalQueue its jobs use"));
        return {flex, QStringLiteral("queued"), std::nullopt};
    }
    if (observed.flexStart)
        return {flex, flex, std::nullopt};
    if (observed.spot || observed.preemptible) {
        if (!observed.spot)
            note(observed, tr("legacy preemptible VMs are planned as Spot VMs"));
        return {QStringLiteral("spot"), QStringLiteral("spot"), std::nullopt};
    }
    if (observed.reservationType == QLatin1String("SPECIFIC_RESERVATION"))
        return {QStringLiteral("reservation"), QStringLiteral("reservation"), reservationOf(observed)};
    if (observed.reservationType == QLatin1String("ANY_RESERVATION")) {
        note(observed, tr("it consumes any matching reservation (ANY_RESERVATION); a plan names one reservation "
                          "or none, so it is planned and priced on demand"));
        return {QStringLiteral("on-demand"), QStringLiteral("any-reservation"), std::nullopt};
    }
    return {QStringLiteral("on-demand"), QStringLiteral("on-demand"), std::nullopt};
}

std::optional<Reservation> ImportPlanBuilder::reservationOf(const ObservedPool &observed)
{
    Reservation reservation;
    reservation.affinity = QStringLiteral("specific");
    if (observed.reservationValues.isEmpty()) {
        note(observed, tr("it consumes a specific reservation but the input does not name it: set reservation.name"));
        return reservation;
    }
    const QString value = observed.reservationValues.first();
    // A bare name, or projects/P/reservations/R[/reservationBlocks/B[/reservationSubBlocks/S]].
    const QStringList parts = value.split(QLatin1Char('/'));
    if (parts.size() >= 4 && parts.at(0) == QLatin1String("projects") && parts.at(2) == QLatin1String("reservations")) {
        reservation.project = parts.at(1);
        reservation.name = parts.at(3);
        if (parts.size() > 4)
            note(observed, tr("it consumes %1; a plan names the reservation %2 only, not its block").arg(value, reservation.name));
    } else {
        reservation.name = ApiFields::lastSegment(value);
    }
    if (m_cluster && reservation.project == m_cluster->project)
        reservation.project.clear(); // the cluster's own project is the default
    if (observed.reservationValues.size() > 1) {
        note(observed, tr("it names %n reservations; a plan names one, %1", nullptr, int(observed.reservationValues.size()))
                           .arg(reservation.name));
    }
    return reservation;
}

qint64 ImportPlanBuilder::setNodeCounts(const ObservedPool &observed, Pool *pool, const PoolShape &shape)
{
    // GKE's counts are per zone; a plan pool lies in one zone.
    const qint64 zones = std::max<qint64>(1, observed.locations.size());
    if (observed.autoscalingEnabled) {
        Autoscaling autoscaling;
        autoscaling.enabled = true;
        qint64 most = 0;
        if (observed.totalMaxNodeCount) {
            autoscaling.minNodes = observed.totalMinNodeCount.value_or(0);
            autoscaling.totalMaxNodes = observed.totalMaxNodeCount;
            most = *observed.totalMaxNodeCount;
        } else {
            autoscaling.minNodes = observed.minNodeCount * zones;
            autoscaling.maxNodes = observed.maxNodeCount * zones;
            most = *autoscaling.maxNodes;
        }
        pool->autoscaling = autoscaling;
        return most;
    }
    const qint64 count = observed.initialNodeCount * zones;
    if (shape.isMultiHost()) {
        if (observed.initialNodeCount != shape.vmsPerSlice) {
            note(observed, tr("it has %n node(s) per zone without autoscaling, where a %1 slice has %2", nullptr,
                              int(observed.initialNodeCount))
                               .arg(pool->topology)
                               .arg(shape.vmsPerSlice));
        }
        return count;
    }
    if (count == 0) {
        note(observed, tr("it has no nodes and no autoscaling; the plan counts the one node of its shape"));
    } else if (count > 1) {
        Autoscaling fixed;
        fixed.enabled = true;
        fixed.minNodes = count;
        fixed.maxNodes = count;
        pool->autoscaling = fixed;
        note(observed, tr("it runs %1 single-host nodes without autoscaling; a plan pool holds a node count only as "
                          "autoscaling bounds, so they are %1 to %1").arg(count));
    }
    return count;
}

void ImportPlanBuilder::noteUnrepresented(const ObservedPool &observed)
{
    if (!observed.policyName.isEmpty()) {
        note(observed, tr("placement policy %1: the plan's export creates the workload policy the catalog gives "
                          "the version instead").arg(observed.policyName));
    }
    if (!observed.maxRunDuration.isEmpty())
        note(observed, tr("its maxRunDuration %1 has no place in a plan").arg(observed.maxRunDuration));
    if (observed.taints > 0)
        note(observed, tr("%n taint(s) of its own have no place in a plan", nullptr, observed.taints));
    if (observed.kubectlOnly) {
        note(observed, tr("no input describes this pool, only its nodes: autoscaling, reservations and flex-start "
                          "are unknown, and the node count is what runs now"));
    }
}

void ImportPlanBuilder::crossCheckNodes(const ObservedPool &observed, const Pool &pool, const PoolShape &shape,
                                        ImportedPool *imported)
{
    if (m_in.nodes.isEmpty())
        return;
    const QList<ObservedNode> nodes = nodesOf(observed.name);
    imported->liveNodes = nodes.size();
    if (observed.kubectlOnly)
        return;
    struct Check
    {
        QString ObservedNode::*field;
        QString expected;
        const char *what;
    };
    const QString machineType = observed.machineType;
    const Check checks[] = {
        {&ObservedNode::machineType, machineType, QT_TR_NOOP("machine type")},
        {&ObservedNode::accelerator, shape.acceleratorLabel(), QT_TR_NOOP("accelerator")},
        {&ObservedNode::topology, pool.topology, QT_TR_NOOP("topology")},
        {&ObservedNode::tpuChips, QString::number(shape.chipsPerVm), QT_TR_NOOP("google.com/tpu")},
    };
    for (const Check &check : checks) {
        for (const ObservedNode &node : nodes) {
            const QString seen = node.*check.field;
            if (seen.isEmpty() || seen == check.expected)
                continue;
            note(observed, tr("kubectl shows node %1 with %2 %3, but the pool's is %4")
                               .arg(node.name, tr(check.what), seen, check.expected));
            break;
        }
    }
}

} // namespace tpuplan
