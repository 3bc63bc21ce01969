// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/advice/ChoiceAdvisor.h"

#include "core/advice/PlanEdits.h"

#include "core/plan/PoolShape.h"

#include <algorithm>
#include <cmath>

namespace tpuplan {

ChoiceAdvisor::ChoiceAdvisor(const Plan &plan, const Catalog &catalog) : m_catalog(catalog), m_evaluator(plan, catalog)
{
}

QStringList ChoiceAdvisor::capacityValues()
{
    return {QStringLiteral("on-demand"), QStringLiteral("spot"), QStringLiteral("reservation"), QStringLiteral("flex-start")};
}

QStringList ChoiceAdvisor::modeValues()
{
    return {QStringLiteral("standard"), QStringLiteral("autopilot")};
}

QString ChoiceAdvisor::field(int pool, const char *name) const
{
    return QStringLiteral("pools[%1].%2").arg(pool).arg(QLatin1String(name));
}

QList<Choice> ChoiceAdvisor::modes() const
{
    const Plan &plan = m_evaluator.plan();
    QList<Choice> choices;
    QStringList fields{QStringLiteral("cluster.mode")};
    for (int i = 0; i < plan.pools.size(); ++i)
        fields << field(i, "machineType") << field(i, "accelerator") << field(i, "topology");
    for (const QString &mode : modeValues())
        choices.append({mode, m_evaluator.judge(PlanEdits::withMode(plan, mode, m_catalog), fields), QString()});
    return choices;
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
    for (const TpuVersion &tpu : m_catalog.tpus)
        choices.append(withWayOut(tpu.id, PlanEdits::withTpu(plan, pool, tpu.id, m_catalog), pool, fields));
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
    for (const MachineType &type : tpu->machineTypes)
        choices.append(withWayOut(type.name, PlanEdits::withMachineType(plan, pool, type.name, m_catalog), pool, fields));
    return choices;
}

Choice ChoiceAdvisor::withWayOut(const QString &value, const Plan &candidate, int pool, const QStringList &fields) const
{
    Choice choice{value, m_evaluator.judge(candidate, fields), QString()};
    if (choice.verdict.isAllowed())
        return choice;
    QStringList wider = fields;
    wider << field(pool, "zone") << field(pool, "topology") << QStringLiteral("cluster.region");
    const Pool &before = m_evaluator.plan().pools[pool];
    forEachWayOut(candidate, pool, [&](const Plan &alternative) {
        ChoiceVerdict verdict = m_evaluator.judge(alternative, wider);
        if (!verdict.isAllowed())
            return false;
        const Pool &after = verdict.candidate.pools[pool];
        QStringList moves;
        if (after.zone != before.zone)
            moves.append(tr("moves the pool to zone %1").arg(after.zone));
        if (verdict.candidate.cluster.region != m_evaluator.plan().cluster.region)
            moves.append(tr("moves the cluster to region %1").arg(verdict.candidate.cluster.region));
        if (after.topology != before.topology)
            moves.append(tr("sets the topology to %1").arg(after.topology));
        choice.verdict = std::move(verdict);
        choice.consequence = moves.join(QStringLiteral("; "));
        return true;
    });
    return choice;
}

void ChoiceAdvisor::forEachWayOut(const Plan &candidate, int pool, const std::function<bool(const Plan &)> &visit) const
{
    const Pool &p = candidate.pools[pool];
    const bool autopilot = candidate.cluster.isAutopilot();
    const PoolShape shape = PoolShape::derive(p, autopilot, m_catalog);
    if (!shape.tpu)
        return;
    const QString owner = autopilot ? shape.acceleratorLabel() : p.machineType;
    // Topologies of the owner, nearest in chips first.
    QList<TopologyOption> options = TopologyOptions::list(*shape.tpu, autopilot, owner);
    const double target = std::max<double>(1.0, double(shape.chipsPerSlice));
    std::stable_sort(options.begin(), options.end(), [target](const TopologyOption &a, const TopologyOption &b) {
        return std::abs(std::log2(double(a.chips()) / target)) < std::abs(std::log2(double(b.chips()) / target));
    });
    // Each alternative is made when its turn comes: a plan of 5,000 pools is costly to copy, and
    // the first allowed one ends the search.
    QStringList byTopology;
    for (const TopologyOption &option : std::as_const(options)) {
        if (option.topology.toString() != p.topology)
            byTopology.append(option.topology.toString());
    }
    for (const QString &topology : std::as_const(byTopology)) {
        if (visit(PlanEdits::withTopology(candidate, pool, topology, m_catalog)))
            return;
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
        return (Catalog::regionOfZone(a) == candidate.cluster.region) > (Catalog::regionOfZone(b) == candidate.cluster.region);
    });
    for (const QString &zone : std::as_const(zones)) {
        if (zone == p.zone)
            continue;
        if (visit(PlanEdits::withZone(candidate, pool, zone, m_catalog)))
            return;
        for (const QString &topology : byTopology.mid(0, 4)) {
            const Plan reshaped = PlanEdits::withTopology(candidate, pool, topology, m_catalog);
            if (visit(PlanEdits::withZone(reshaped, pool, zone, m_catalog)))
                return;
        }
    }
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
        choices.append(withWayOut(accelerator.name, PlanEdits::withAccelerator(plan, pool, accelerator.name, m_catalog),
                                  pool, fields));
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
        Plan candidate = plan;
        candidate.pools[pool].zone = zone;
        choices.append({zone, m_evaluator.judge(std::move(candidate), {field(pool, "zone")}), QString()});
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
    for (const TopologyOption &option : TopologyOptions::list(*shape.tpu, autopilot, owner)) {
        const std::optional<int> perPod = autopilot ? std::optional<int>(option.chipsPerVm) : std::nullopt;
        Plan candidate = PlanEdits::withTopology(plan, pool, option.topology.toString(), m_catalog, perPod);
        choices.append({option, m_evaluator.judge(std::move(candidate), fields)});
    }
    return choices;
}

ChoiceVerdict ChoiceAdvisor::topology(int pool, const QString &text) const
{
    // Typed and picked topologies settle the pool alike (autoscaling bounds that were "the whole
    // slice" follow it). A shape the settling would replace is kept as typed, so the findings say
    // what is wrong with it.
    const QString typed = text.trimmed();
    Plan candidate = PlanEdits::withTopology(m_evaluator.plan(), pool, typed, m_catalog);
    if (candidate.pools[pool].topology != typed) {
        candidate = m_evaluator.plan();
        candidate.pools[pool].topology = typed;
    }
    return m_evaluator.judge(std::move(candidate), {field(pool, "topology"), field(pool, "zone")});
}

QList<Choice> ChoiceAdvisor::capacities(int pool) const
{
    const Plan &plan = m_evaluator.plan();
    QList<Choice> choices;
    for (const QString &capacity : capacityValues()) {
        choices.append({capacity, m_evaluator.judge(PlanEdits::withCapacity(plan, pool, capacity), {field(pool, "capacity")},
                                                    {field(pool, "reservation")}), QString()});
    }
    return choices;
}

ChoiceVerdict ChoiceAdvisor::poolEdit(int pool, const Pool &edited, const QStringList &fields) const
{
    Plan candidate = m_evaluator.plan();
    candidate.pools[pool] = edited;
    QStringList paths;
    for (const QString &name : fields)
        paths.append(QStringLiteral("pools[%1].%2").arg(pool).arg(name));
    return m_evaluator.judge(std::move(candidate), paths);
}

} // namespace tpuplan
