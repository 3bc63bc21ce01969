// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/advice/ChoiceAdvisor.h"

#include "core/advice/PlanEdits.h"

#include "core/plan/PoolShape.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace tpuplan {

ChoiceAdvisor::ChoiceAdvisor(const Plan &plan, const Catalog &catalog) : m_catalog(catalog), m_evaluator(plan, catalog)
{
}

ChoiceAdvisor::ChoiceAdvisor(const IncrementalCheck &check) : m_catalog(check.catalog()), m_evaluator(check)
{
}

QStringList ChoiceAdvisor::capacityValues()
{
    return {QStringLiteral("on-demand"), QStringLiteral("spot"), QStringLiteral("reservation"), QStringLiteral("flex-start"),
            QStringLiteral("calendar")};
}

QStringList ChoiceAdvisor::modeValues()
{
    return {QStringLiteral("standard"), QStringLiteral("autopilot")};
}

QString ChoiceAdvisor::field(int pool, const char *name) const
{
    return QStringLiteral("pools[%1].%2").arg(pool).arg(QLatin1String(name));
}

Pool ChoiceAdvisor::editPool(const Pool &pool, const PoolEdit &edit) const
{
    // A plan holding this pool alone: PlanEdits' edits of one pool read only it and the cluster.
    Plan probe = m_evaluator.plan();
    probe.pools = QList<Pool>{pool};
    return edit(std::move(probe)).pools.first();
}

QList<Choice> ChoiceAdvisor::modes() const
{
    QList<Choice> choices;
    for (const QString &value : modeValues())
        choices.append(mode(value));
    return choices;
}

Choice ChoiceAdvisor::mode(const QString &mode) const
{
    const Plan &plan = m_evaluator.plan();
    QStringList fields{QStringLiteral("cluster.mode")};
    for (int i = 0; i < plan.pools.size(); ++i)
        fields << field(i, "machineType") << field(i, "accelerator") << field(i, "topology");
    return {mode, m_evaluator.judge(PlanEdits::withMode(plan, mode, m_catalog), fields), QString()};
}

QList<Choice> ChoiceAdvisor::regions() const
{
    const Plan &plan = m_evaluator.plan();
    QStringList regions = m_catalog.regions();
    if (!plan.cluster.region.isEmpty() && !regions.contains(plan.cluster.region)) {
        regions.append(plan.cluster.region);
        regions.sort();
    }
    QStringList fields{QStringLiteral("cluster.region")};
    for (int i = 0; i < plan.pools.size(); ++i)
        fields << field(i, "zone");
    QList<Choice> choices;
    for (const QString &region : regions)
        choices.append({region, m_evaluator.judge(PlanEdits::withRegion(plan, region, m_catalog), fields), QString()});
    return choices;
}

QList<Choice> ChoiceAdvisor::nodeImages() const
{
    const Plan &plan = m_evaluator.plan();
    QStringList images = m_catalog.gke.knownNodeImages;
    if (!plan.cluster.nodeImage.isEmpty() && !images.contains(plan.cluster.nodeImage))
        images.append(plan.cluster.nodeImage);
    QList<Choice> choices;
    for (const QString &image : images) {
        Plan candidate = plan;
        candidate.cluster.nodeImage = image;
        choices.append({image, m_evaluator.judge(std::move(candidate), {QStringLiteral("cluster.nodeImage")}), QString()});
    }
    return choices;
}

QList<Choice> ChoiceAdvisor::tpus(int pool) const
{
    const Plan &plan = m_evaluator.plan();
    const QStringList fields{field(pool, "tpu"), field(pool, "machineType"), field(pool, "accelerator"),
                             field(pool, "zone"), field(pool, "topology")};
    QList<Choice> choices;
    for (const TpuVersion &tpu : m_catalog.tpus) {
        const Pool edited = editPool(plan.pools[pool], [&](Plan p) { return PlanEdits::withTpu(std::move(p), 0, tpu.id, m_catalog); });
        choices.append(withWayOut(tpu.id, edited, pool, fields));
    }
    return choices;
}

QList<Choice> ChoiceAdvisor::machineTypes(int pool) const
{
    const Plan &plan = m_evaluator.plan();
    QList<Choice> choices;
    const TpuVersion *tpu = m_catalog.tpu(plan.pools[pool].tpu);
    if (!tpu)
        return choices;
    const QStringList fields{field(pool, "machineType"), field(pool, "zone"), field(pool, "topology"), field(pool, "smt")};
    for (const MachineType &type : tpu->machineTypes) {
        const Pool edited = editPool(plan.pools[pool], [&](Plan p) {
            return PlanEdits::withMachineType(std::move(p), 0, type.name, m_catalog);
        });
        choices.append(withWayOut(type.name, edited, pool, fields));
    }
    return choices;
}

Choice ChoiceAdvisor::withWayOut(const QString &value, const Pool &edited, int pool, const QStringList &fields) const
{
    Choice choice{value, m_evaluator.judgePool(pool, edited, fields), QString()};
    if (choice.verdict.isAllowed())
        return choice;
    QStringList wider = fields;
    wider << field(pool, "zone") << field(pool, "topology") << QStringLiteral("cluster.region");
    std::optional<ChoiceVerdict> wayOut = firstWayOut(edited, pool, wider);
    if (!wayOut)
        return choice;
    const Pool &before = m_evaluator.plan().pools[pool];
    const Pool &after = wayOut->pool(pool);
    QStringList moves;
    if (after.zone != before.zone)
        moves.append(tr("moves the pool to zone %1").arg(after.zone));
    if (wayOut->cluster().region != m_evaluator.plan().cluster.region)
        moves.append(tr("moves the cluster to region %1").arg(wayOut->cluster().region));
    if (after.topology != before.topology)
        moves.append(tr("sets the topology to %1").arg(after.topology));
    choice.verdict = std::move(*wayOut);
    choice.consequence = moves.join(QStringLiteral("; "));
    return choice;
}

std::optional<ChoiceVerdict> ChoiceAdvisor::firstWayOut(const Pool &p, int pool, const QStringList &wider) const
{
    const Plan &plan = m_evaluator.plan();
    const bool autopilot = plan.cluster.isAutopilot();
    const PoolShape shape = PoolShape::derive(p, autopilot, m_catalog);
    if (!shape.tpu)
        return std::nullopt;
    const QString owner = autopilot ? shape.acceleratorLabel() : p.machineType;
    // Topologies of the owner, nearest in chips first.
    QList<TopologyOption> options = TopologyOptions::list(*shape.tpu, autopilot, owner);
    const double target = std::max<double>(1.0, double(shape.chipsPerSlice));
    std::stable_sort(options.begin(), options.end(), [target](const TopologyOption &a, const TopologyOption &b) {
        return std::abs(std::log2(double(a.chips()) / target)) < std::abs(std::log2(double(b.chips()) / target));
    });
    QStringList byTopology;
    for (const TopologyOption &option : std::as_const(options)) {
        if (option.topology.toString() != p.topology)
            byTopology.append(option.topology.toString());
    }
    const auto allowed = [](ChoiceVerdict verdict) { return verdict.isAllowed() ? std::optional(std::move(verdict)) : std::nullopt; };
    const auto withTopology = [&](const Pool &from, const QString &topology) {
        return editPool(from, [&](Plan probe) { return PlanEdits::withTopology(std::move(probe), 0, topology, m_catalog); });
    };
    for (const QString &topology : std::as_const(byTopology)) {
        if (auto verdict = allowed(m_evaluator.judgePool(pool, withTopology(p, topology), wider)))
            return verdict;
    }
    // Zones that offer the owner: the cluster's region first, then the others.
    QStringList zones;
    if (shape.machineType)
        zones = shape.machineType->zonesOr(shape.tpu->zones);
    else if (shape.accelerator)
        zones = shape.accelerator->zonesOr(shape.tpu->zones);
    else
        zones = shape.tpu->zones;
    std::stable_sort(zones.begin(), zones.end(), [&](const QString &a, const QString &b) {
        return (Catalog::regionOfZone(a) == plan.cluster.region) > (Catalog::regionOfZone(b) == plan.cluster.region);
    });
    for (const QString &zone : std::as_const(zones)) {
        if (zone == p.zone)
            continue;
        const QStringList reshapes = byTopology.mid(0, 4);
        const QString region = Catalog::regionOfZone(zone);
        if (region == plan.cluster.region) {
            const auto withZone = [&](const Pool &from) {
                return editPool(from, [&](Plan probe) { return PlanEdits::withZone(std::move(probe), 0, zone, m_catalog); });
            };
            if (auto verdict = allowed(m_evaluator.judgePool(pool, withZone(p), wider)))
                return verdict;
            for (const QString &topology : reshapes) {
                if (auto verdict = allowed(m_evaluator.judgePool(pool, withZone(withTopology(p, topology)), wider)))
                    return verdict;
            }
            continue;
        }
        // Another region moves the cluster and every pool: refused at once when one of the other
        // pools breaks there, whatever this pool becomes; otherwise judged whole.
        if (m_evaluator.othersBreakIn(region, pool))
            continue;
        Plan candidate = plan;
        candidate.pools[pool] = p;
        if (auto verdict = allowed(m_evaluator.judge(PlanEdits::withZone(candidate, pool, zone, m_catalog), wider)))
            return verdict;
        for (const QString &topology : reshapes) {
            const Plan reshaped = PlanEdits::withTopology(candidate, pool, topology, m_catalog);
            if (auto verdict = allowed(m_evaluator.judge(PlanEdits::withZone(reshaped, pool, zone, m_catalog), wider)))
                return verdict;
        }
    }
    return std::nullopt;
}

QList<Choice> ChoiceAdvisor::accelerators(int pool) const
{
    const Plan &plan = m_evaluator.plan();
    QList<Choice> choices;
    const TpuVersion *tpu = m_catalog.tpu(plan.pools[pool].tpu);
    if (!tpu)
        return choices;
    const QStringList fields{field(pool, "accelerator"), field(pool, "topology")};
    for (const Accelerator &accelerator : tpu->accelerators) {
        const Pool edited = editPool(plan.pools[pool], [&](Plan p) {
            return PlanEdits::withAccelerator(std::move(p), 0, accelerator.name, m_catalog);
        });
        choices.append(withWayOut(accelerator.name, edited, pool, fields));
    }
    return choices;
}

QList<Choice> ChoiceAdvisor::zones(int pool) const
{
    const Plan &plan = m_evaluator.plan();
    QStringList zones = m_catalog.zonesInRegion(plan.cluster.region);
    const QString own = plan.pools[pool].zone;
    if (!own.isEmpty() && !zones.contains(own)) {
        zones.append(own);
        zones.sort();
    }
    QList<Choice> choices;
    for (const QString &zone : zones) {
        Pool edited = plan.pools[pool];
        edited.zone = zone;
        choices.append({zone, m_evaluator.judgePool(pool, std::move(edited), {field(pool, "zone")}), QString()});
    }
    return choices;
}

QList<TopologyChoice> ChoiceAdvisor::topologies(int pool) const
{
    const Plan &plan = m_evaluator.plan();
    QList<TopologyChoice> choices;
    const bool autopilot = plan.cluster.isAutopilot();
    const PoolShape shape = PoolShape::derive(plan.pools[pool], autopilot, m_catalog);
    if (!shape.tpu)
        return choices;
    const QString owner = autopilot ? shape.acceleratorLabel() : plan.pools[pool].machineType;
    const QStringList fields{field(pool, "topology"), field(pool, "zone"), field(pool, "workload.tpuChipsPerPod"),
                             field(pool, "autoscaling")};
    QSet<QString> own;
    for (const TopologyOption &option : TopologyOptions::list(*shape.tpu, autopilot, owner)) {
        const std::optional<int> perPod = autopilot ? std::optional<int>(option.chipsPerVm) : std::nullopt;
        Pool edited = editPool(plan.pools[pool], [&](Plan p) {
            return PlanEdits::withTopology(std::move(p), 0, option.topology.toString(), m_catalog, perPod);
        });
        choices.append({option, m_evaluator.judgePool(pool, std::move(edited), fields), false, QString()});
        own.insert(option.topology.toString());
    }
    // The version's other topologies, grouped by shape in the list's order (smallest first).
    QStringList others;
    QHash<QString, QList<TopologyOption>> makers;
    for (const TopologyOption &option : TopologyOptions::list(*shape.tpu, autopilot)) {
        const QString topology = option.topology.toString();
        if (own.contains(topology))
            continue;
        if (!makers.contains(topology))
            others.append(topology);
        makers[topology].append(option);
    }
    for (const QString &topology : std::as_const(others))
        choices.append(switchFor(pool, topology, makers.value(topology)));
    return choices;
}

TopologyChoice ChoiceAdvisor::switchFor(int pool, const QString &topology, const QList<TopologyOption> &makers) const
{
    const bool autopilot = m_evaluator.plan().cluster.isAutopilot();
    const QStringList fields{field(pool, autopilot ? "accelerator" : "machineType"), field(pool, "topology"),
                             field(pool, "zone"), field(pool, "smt"), field(pool, "workload.tpuChipsPerPod"),
                             field(pool, "autoscaling")};
    std::optional<TopologyChoice> first;
    for (const TopologyOption &option : makers) {
        const std::optional<int> perPod = autopilot ? std::optional<int>(option.chipsPerVm) : std::nullopt;
        Pool edited = editPool(m_evaluator.plan().pools[pool], [&](Plan p) {
            p = autopilot ? PlanEdits::withAccelerator(std::move(p), 0, option.owner, m_catalog)
                          : PlanEdits::withMachineType(std::move(p), 0, option.owner, m_catalog);
            return PlanEdits::withTopology(std::move(p), 0, topology, m_catalog, perPod);
        });
        TopologyChoice choice{option, m_evaluator.judgePool(pool, std::move(edited), fields), true,
                              tr("%1 needs %2").arg(topology, option.owner)};
        if (choice.verdict.isAllowed())
            return choice;
        if (!first)
            first = std::move(choice);
    }
    return *first;
}

ChoiceVerdict ChoiceAdvisor::topology(int pool, const QString &text) const
{
    // Typed and picked topologies settle the pool alike (autoscaling bounds that were "the whole
    // slice" follow it). A shape the settling would replace is kept as typed, so the findings say
    // what is wrong with it.
    const QString typed = text.trimmed();
    const Pool &own = m_evaluator.plan().pools[pool];
    Pool edited = editPool(own, [&](Plan p) { return PlanEdits::withTopology(std::move(p), 0, typed, m_catalog); });
    if (edited.topology != typed) {
        edited = own;
        edited.topology = typed;
    }
    return m_evaluator.judgePool(pool, std::move(edited), {field(pool, "topology"), field(pool, "zone")});
}

QList<Choice> ChoiceAdvisor::capacities(int pool) const
{
    const Plan &plan = m_evaluator.plan();
    QList<Choice> choices;
    for (const QString &capacity : capacityValues()) {
        Pool edited = editPool(plan.pools[pool], [&](Plan p) { return PlanEdits::withCapacity(std::move(p), 0, capacity); });
        choices.append({capacity, m_evaluator.judgePool(pool, std::move(edited), {field(pool, "capacity")}, {field(pool, "reservation")}),
                        QString()});
    }
    return choices;
}

ChoiceVerdict ChoiceAdvisor::poolEdit(int pool, const Pool &edited, const QStringList &fields) const
{
    QStringList paths;
    for (const QString &name : fields)
        paths.append(QStringLiteral("pools[%1].%2").arg(pool).arg(name));
    return m_evaluator.judgePool(pool, edited, paths);
}

} // namespace tpuplan
