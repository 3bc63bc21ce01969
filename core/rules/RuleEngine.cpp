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

namespace tpuplan {

Findings RuleEngine::evaluate(const Plan &plan, const Catalog &catalog)
{
    const RuleContext context(plan, catalog);
    FindingSink sink(plan);
    NameRules::check(context, sink);
    AvailabilityRules::check(context, sink);
    VersionSupportRules::check(context, sink);
    TopologyRules::check(context, sink);
    ScalingRules::check(context, sink);
    CapacityRules::check(context, sink);
    NodeRules::check(context, sink);
    AdvisoryRules::check(context, sink);
    DynamicSlicingRules::check(context, sink);
    Findings findings = sink.take();
    // Plan order by one name -> index table: Plan::poolIndex() in the comparison searched every
    // pool for every comparison, quadratic in pools. The first pool of a name wins, as there.
    QHash<QString, int> poolOrder;
    poolOrder.reserve(plan.pools.size());
    for (int i = int(plan.pools.size()) - 1; i >= 0; --i)
        poolOrder.insert(plan.pools[i].name, i);
    const auto order = [&](const Finding &f) { return f.pool.isEmpty() ? -1 : poolOrder.value(f.pool, -1); };
    std::stable_sort(findings.begin(), findings.end(),
                     [&](const Finding &a, const Finding &b) { return order(a) < order(b); });
    return findings;
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
        QStringLiteral("dynamic-slicing"),
    };
}

} // namespace tpuplan
