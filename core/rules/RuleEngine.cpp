// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/RuleEngine.h"

#include "core/rules/AdvisoryRules.h"
#include "core/rules/AvailabilityRules.h"
#include "core/rules/CapacityRules.h"
#include "core/rules/DynamicSlicingRules.h"
#include "core/rules/NameRules.h"
#include "core/rules/NodeRules.h"
#include "core/rules/RuleContext.h"
#include "core/rules/ScalingRules.h"
#include "core/rules/TopologyRules.h"
#include "core/rules/VersionSupportRules.h"

#include <QHash>

#include <algorithm>
#include <vector>

namespace tpuplan {

namespace {

/// The engine's fixed order of rule families. A finding's place is its pool's (plan-wide
/// first), then its step, then the order its step added it in; a family's plan-wide part and
/// its per-pool part are separate steps.
enum Step {
    NamesStep,
    AvailabilityStep,
    VersionSupportStep,
    TopologyStep,
    ScalingStep,
    QuotaStep,
    CapacityStep,
    NodeClusterStep,
    NodePoolStep,
    AdvisoryPlanStep,
    AdvisoryPoolStep,
    MaintenanceStep,
    DynamicSlicingStep,
};

} // namespace

Findings RuleEngine::evaluate(const Plan &plan, const Catalog &catalog)
{
    const RuleContext context(plan, catalog);
    FindingSink sink(plan);
    checkNames(context, sink);
    checkPlanWide(context, sink);
    for (int i = 0; i < plan.pools.size(); ++i)
        checkPool(context, sink, i);
    // Plan order by one name -> index table: Plan::poolIndex() in the comparison searched every
    // pool for every comparison, quadratic in pools. The first pool of a name wins, as there.
    QHash<QString, int> poolOrder;
    poolOrder.reserve(plan.pools.size());
    for (int i = int(plan.pools.size()) - 1; i >= 0; --i)
        poolOrder.insert(plan.pools[i].name, i);
    return inPlanOrder(sink.findings(), sink.steps(), [&](const QString &pool) { return poolOrder.value(pool, -1); });
}

void RuleEngine::checkNames(const RuleContext &context, FindingSink &sink)
{
    sink.setStep(NamesStep);
    NameRules::check(context, sink);
}

void RuleEngine::checkPlanWide(const RuleContext &context, FindingSink &sink)
{
    sink.setStep(VersionSupportStep);
    VersionSupportRules::check(context, sink);
    sink.setStep(QuotaStep);
    ScalingRules::checkQuota(context, sink);
    sink.setStep(NodeClusterStep);
    NodeRules::checkCluster(context, sink);
    sink.setStep(AdvisoryPlanStep);
    AdvisoryRules::checkPlan(context, sink);
}

void RuleEngine::checkPool(const RuleContext &context, FindingSink &sink, int index)
{
    sink.setStep(AvailabilityStep);
    AvailabilityRules::checkPool(context, sink, index);
    sink.setStep(TopologyStep);
    TopologyRules::checkPool(context, sink, index);
    sink.setStep(ScalingStep);
    ScalingRules::checkPool(context, sink, index);
    sink.setStep(CapacityStep);
    CapacityRules::checkPool(context, sink, index);
    sink.setStep(NodePoolStep);
    NodeRules::checkPool(context, sink, index);
    sink.setStep(AdvisoryPoolStep);
    AdvisoryRules::checkPool(context, sink, index);
    sink.setStep(MaintenanceStep);
    AdvisoryRules::checkMaintenance(context, sink, index);
    sink.setStep(DynamicSlicingStep);
    DynamicSlicingRules::checkPool(context, sink, index);
}

Findings RuleEngine::inPlanOrder(const Findings &findings, const QList<int> &steps,
                                 const std::function<int(const QString &)> &poolOrder)
{
    struct Place
    {
        int pool;
        int step;
        qsizetype index;
    };
    std::vector<Place> places;
    places.reserve(std::size_t(findings.size()));
    for (qsizetype i = 0; i < findings.size(); ++i) {
        const QString &pool = findings[i].pool;
        places.push_back({pool.isEmpty() ? -1 : poolOrder(pool), steps.value(i), i});
    }
    std::stable_sort(places.begin(), places.end(), [](const Place &a, const Place &b) {
        return a.pool != b.pool ? a.pool < b.pool : a.step < b.step;
    });
    Findings ordered;
    ordered.reserve(findings.size());
    for (const Place &place : places)
        ordered.append(findings[place.index]);
    return ordered;
}

QStringList RuleEngine::ruleIds()
{
    return {
        QStringLiteral("plan-invalid"), QStringLiteral("name-collision"), QStringLiteral("unknown-tpu"), QStringLiteral("machine-type-mode"),
        QStringLiteral("machine-type-version"), QStringLiteral("zone-region"), QStringLiteral("zone-unavailable"),
        QStringLiteral("single-host-zone"), QStringLiteral("gke-version"), QStringLiteral("topology-syntax"),
        QStringLiteral("topology-dims"), QStringLiteral("topology-unsupported"), QStringLiteral("custom-topology"),
        QStringLiteral("host-shape"), QStringLiteral("multislice"), QStringLiteral("autoscaling-atomic"),
        QStringLiteral("autoscaling-version"), QStringLiteral("autoscaling-bounds"), QStringLiteral("reservation-affinity"),
        QStringLiteral("reservation-fields"), QStringLiteral("node-image"), QStringLiteral("smt"),
        QStringLiteral("pods-per-vm"), QStringLiteral("legacy-tpu-node"), QStringLiteral("extended-run-time"),
        QStringLiteral("collection-scheduling"), QStringLiteral("quota"), QStringLiteral("flex-start"),
        QStringLiteral("pending-scale-up"), QStringLiteral("best-effort-pod"), QStringLiteral("data-bucket-location"),
        QStringLiteral("spot-checkpoint"), QStringLiteral("spot-serving"), QStringLiteral("mode-field"), QStringLiteral("unknown-field"),
        QStringLiteral("autoprovisioning-limits"), QStringLiteral("usage-metering"), QStringLiteral("maintenance"),
        QStringLiteral("framework"), QStringLiteral("workload-policy"), QStringLiteral("autoscaling-total"),
        QStringLiteral("flex-start-queued"), QStringLiteral("gke-version-support"), QStringLiteral("numa-containers"),
        QStringLiteral("dynamic-slicing"), QStringLiteral("boot-disk-type"), QStringLiteral("calendar-mode"),
        QStringLiteral("calendar-duration"), QStringLiteral("calendar-preview"), QStringLiteral("calendar-no-quota"),
    };
}

} // namespace tpuplan
