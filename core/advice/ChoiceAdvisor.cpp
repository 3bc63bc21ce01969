// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/advice/ChoiceAdvisor.h"

#include "core/advice/PlanEdits.h"

#include "core/plan/PoolShape.h"

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
        choices.append({mode, m_evaluator.judge(PlanEdits::withMode(plan, mode, m_catalog), fields)});
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
        choices.append({region, m_evaluator.judge(PlanEdits::withRegion(plan, region, m_catalog), fields)});
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
        choices.append({image, m_evaluator.judge(std::move(candidate), {QStringLiteral("cluster.nodeImage")})});
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
        choices.append({tpu.id, m_evaluator.judge(PlanEdits::withTpu(plan, pool, tpu.id, m_catalog), fields)});
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
        choices.append({type.name, m_evaluator.judge(PlanEdits::withMachineType(plan, pool, type.name, m_catalog), fields)});
    return choices;
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
        choices.append({accelerator.name,
                        m_evaluator.judge(PlanEdits::withAccelerator(plan, pool, accelerator.name, m_catalog), fields)});
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
        choices.append({zone, m_evaluator.judge(std::move(candidate), {field(pool, "zone")})});
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
    Plan candidate = m_evaluator.plan();
    candidate.pools[pool].topology = text.trimmed();
    return m_evaluator.judge(std::move(candidate), {field(pool, "topology"), field(pool, "zone")});
}

QList<Choice> ChoiceAdvisor::capacities(int pool) const
{
    const Plan &plan = m_evaluator.plan();
    QList<Choice> choices;
    for (const QString &capacity : capacityValues()) {
        choices.append({capacity, m_evaluator.judge(PlanEdits::withCapacity(plan, pool, capacity), {field(pool, "capacity")},
                                                    {field(pool, "reservation")})});
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
