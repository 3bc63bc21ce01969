// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/AdvisoryRules.h"

namespace tpuplan {

bool AdvisoryRules::bucketServesRegion(const QString &location, const QString &region, const Catalog &catalog)
{
    const QString lower = location.trimmed().toLower();
    const auto multi = catalog.gke.multiRegions.constFind(lower);
    if (multi != catalog.gke.multiRegions.constEnd()) {
        for (const QString &prefix : multi.value()) {
            if (region.startsWith(prefix))
                return true;
        }
        return false;
    }
    return lower == region;
}

void AdvisoryRules::checkFramework(const RuleContext &context, FindingSink &sink, int i)
{
    const Pool &pool = context.plan.pools[i];
    const PoolShape &shape = context.shapes[i];
    if (!shape.tpu || !pool.workload || pool.workload->framework.isEmpty()
        || !shape.tpu->unsupportedFrameworks.contains(pool.workload->framework))
        return;
    // "Not supported" on the TPU version's own page: the workload cannot run there, so it is an error.
    sink.error(QStringLiteral("framework"), i, RuleContext::poolField(i, "workload") + QStringLiteral(".framework"),
                 tr("%1 does not support %2 (source: %3); port the workload to a framework it supports or choose "
                    "another TPU version")
                     .arg(shape.tpu->name, pool.workload->framework,
                          context.catalog.sourceTitle(shape.tpu->unsupportedFrameworksSource)));
}

void AdvisoryRules::checkWorkloadPolicy(const RuleContext &context, FindingSink &sink, int i)
{
    const PoolShape &shape = context.shapes[i];
    if (!context.isStandard() || !shape.tpu || shape.tpu->workloadPolicyType.isEmpty() || !shape.isResolved()
        || !shape.isMultiHost())
        return;
    const DynamicSlicing *dynamic = shape.tpu->dynamicSlicing ? &*shape.tpu->dynamicSlicing : nullptr;
    if (context.plan.pools[i].isBlockPool() && dynamic && !dynamic->workloadPolicyMode.isEmpty()) {
        // A block pool's policy also sets the topology mode: the blocks come up unlinked.
        sink.info(QStringLiteral("workload-policy"), i, RuleContext::poolField(i, "topology"),
                  tr("%1 block pools for dynamic slicing are placed by a %2 workload policy for topology %3 in the %4 "
                     "mode (--accelerator-topology-mode=%4), applied with --placement-policy instead of --tpu-topology: "
                     "the blocks' nodes come up without their ICI links and GKE's slice controller links each "
                     "workload's slice; one policy per project, region, topology and mode serves every such pool, and "
                     "the export creates it")
                      .arg(shape.tpu->id, shape.tpu->workloadPolicyType, shape.topology->toString(), dynamic->workloadPolicyMode));
        return;
    }
    sink.info(QStringLiteral("workload-policy"), i, RuleContext::poolField(i, "topology"),
              tr("multi-host %1 pools are placed by a %2 workload policy for topology %3, applied with --placement-policy "
                 "instead of --tpu-topology (GKE refuses compact placement for %1); one policy per project, region and "
                 "topology serves every such pool, and the export creates it")
                  .arg(shape.tpu->id, shape.tpu->workloadPolicyType, shape.topology->toString()));
}

void AdvisoryRules::checkPlan(const RuleContext &context, FindingSink &sink)
{
    const Plan &plan = context.plan;
    if (plan.dataBucket && !plan.dataBucket->location.isEmpty() && !plan.cluster.region.isEmpty()
        && !bucketServesRegion(plan.dataBucket->location, plan.cluster.region, context.catalog)) {
        sink.warning(QStringLiteral("data-bucket-location"), -1, QStringLiteral("dataBucket.location"),
                     tr("the training data lives in %1 but the TPUs run in %2: reads cross regions, which is slower "
                        "and billed as network egress; keep the bucket in %2 or in a multi-region that contains it")
                         .arg(plan.dataBucket->location, plan.cluster.region));
    }
    if (context.isStandard() && plan.cluster.autoprovisioning.value_or(false)) {
        QStringList tooOld;
        for (const PoolShape &shape : context.shapes) {
            if (shape.tpu && shape.tpu->autoprovisioningMinVersion && context.clusterVersion
                && *context.clusterVersion < *shape.tpu->autoprovisioningMinVersion) {
                tooOld.append(tr("%1 needs GKE %2").arg(shape.tpu->id, shape.tpu->autoprovisioningMinVersion->toString()));
            }
        }
        QString message = tr("node auto-provisioning creates TPU node pools only within the cluster's TPU resource "
                             "limits: set a limit for each TPU accelerator the plan uses");
        if (!tooOld.isEmpty())
            message += tr("; auto-provisioning of TPU pools: %1").arg(tooOld.join(QStringLiteral(", ")));
        sink.info(QStringLiteral("autoprovisioning-limits"), -1, QStringLiteral("cluster.autoprovisioning"), message);
    }
    if (!plan.pools.isEmpty() && plan.cluster.costAllocation.value_or(false)) {
        sink.info(QStringLiteral("usage-metering"), -1, QStringLiteral("cluster.costAllocation"),
                  tr("GKE cost allocation and usage metering do not include TPU usage or cost; use the cost summary "
                     "and Cloud Billing reports for TPUs"));
    }
}

void AdvisoryRules::checkPool(const RuleContext &context, FindingSink &sink, int i)
{
    checkFramework(context, sink, i);
    checkWorkloadPolicy(context, sink, i);
}

void AdvisoryRules::checkMaintenance(const RuleContext &context, FindingSink &sink, int i)
{
    const PoolShape &shape = context.shapes[i];
    const bool serving = context.plan.pools[i].effectiveWorkloadKind() == QLatin1String("Deployment");
    if (!serving && shape.isResolved() && shape.isMultiHost()) {
        // The first thing it advises is a priority class: it points at that field.
        sink.info(QStringLiteral("maintenance"), i, RuleContext::poolField(i, "workload.priorityClass"),
                  tr("long-running training loses the work since its last checkpoint when interrupted: give it a "
                     "higher priority class than other jobs, set a maintenance exclusion and checkpoint often"));
    }
}

} // namespace tpuplan
