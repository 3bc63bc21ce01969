// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/ScalingRules.h"

#include <QMap>

namespace tpuplan {

bool ScalingRules::meetsLineMinimum(const GkeVersion &version, const QList<GkeVersion> &minimums)
{
    if (minimums.isEmpty())
        return true;
    for (const GkeVersion &minimum : minimums) {
        if (version.sameMinorLine(minimum))
            return version >= minimum;
    }
    // A line without its own entry: fine when newer than every listed line.
    return version > minimums.last();
}

qint64 ScalingRules::peakChips(const Pool &pool, const PoolShape &shape)
{
    qint64 chips = shape.chips();
    if (pool.autoscaling && pool.autoscaling->enabled && !shape.isMultiHost() && shape.chipsPerVm > 0) {
        const qint64 maxNodes = std::max(pool.autoscaling->maxNodes.value_or(0), pool.autoscaling->totalMaxNodes.value_or(0));
        chips = std::max(chips, maxNodes * shape.chipsPerVm * shape.slices);
    }
    return chips;
}

void ScalingRules::checkPool(const RuleContext &context, FindingSink &sink, int i)
{
    if (!context.shapes[i].tpu)
        return;
    checkMultislice(context, sink, i);
    checkAutoscaling(context, sink, i);
}

void ScalingRules::checkMultislice(const RuleContext &context, FindingSink &sink, int i)
{
    const Pool &pool = context.plan.pools[i];
    const PoolShape &shape = context.shapes[i];
    if (pool.sliceCount() <= 1)
        return;
    const QString rule = QStringLiteral("multislice");
    const QString field = RuleContext::poolField(i, "slices");
    if (!shape.tpu->multislice) {
        sink.error(rule, i, field,
                   tr("Multislice does not support %1; set slices to 1 or choose another TPU version").arg(shape.tpu->id));
        return;
    }
    if (shape.isResolved() && !shape.isMultiHost()) {
        sink.error(rule, i, field,
                   tr("Multislice works only with multi-host slices, and topology %1 here is single-host (one node); "
                      "set slices to 1, or choose a larger topology")
                       .arg(shape.topology->toString()));
    }
    if (!context.clusterVersion)
        return;
    const GkeVersion minimum = context.isAutopilot() ? context.catalog.gke.multisliceMinAutopilot
                                                     : context.catalog.gke.multisliceMinStandard;
    if (*context.clusterVersion < minimum) {
        sink.error(rule, i, field,
                   tr("Multislice needs GKE %1 or later in this mode, but the cluster runs %2; raise cluster.version "
                      "or set slices to 1")
                       .arg(minimum.toString(), context.clusterVersion->toString()));
    }
}

namespace {

/// The field paths of a pool's autoscaling block, as findings name them.
struct AutoscalingFields
{
    explicit AutoscalingFields(int pool)
        : base(RuleContext::poolField(pool, "autoscaling")),
          minNodes(base + QStringLiteral(".minNodes")),
          maxNodes(base + QStringLiteral(".maxNodes")),
          totalMaxNodes(base + QStringLiteral(".totalMaxNodes"))
    {}
    QString base;
    QString minNodes;
    QString maxNodes;
    QString totalMaxNodes;
};

const QString kAutoscalingBoundsRule = QStringLiteral("autoscaling-bounds");

} // namespace

void ScalingRules::checkAutoscaling(const RuleContext &context, FindingSink &sink, int i)
{
    const Pool &pool = context.plan.pools[i];
    const PoolShape &shape = context.shapes[i];
    if (!pool.autoscaling || !pool.autoscaling->enabled || context.isAutopilot())
        return;
    if (checkAutoscalingCounts(context, sink, i) && shape.isResolved() && shape.isMultiHost())
        checkMultiHostAutoscaling(context, sink, i);
    checkAutoscalingVersion(context, sink, i);
}

bool ScalingRules::checkAutoscalingCounts(const RuleContext &context, FindingSink &sink, int i)
{
    const Autoscaling &a = *context.plan.pools[i].autoscaling;
    const AutoscalingFields fields(i);
    bool countsOk = true;
    for (const auto &[value, field] : {std::pair{a.minNodes, fields.minNodes}, std::pair{a.maxNodes, fields.maxNodes},
                                       std::pair{a.totalMaxNodes, fields.totalMaxNodes}}) {
        if (value && *value < 0) {
            sink.error(kAutoscalingBoundsRule, i, field, tr("a node count cannot be negative (%1); use 0 or more").arg(*value));
            countsOk = false;
        }
    }
    if (countsOk && a.minNodes && a.maxNodes && *a.minNodes > *a.maxNodes) {
        sink.error(
            kAutoscalingBoundsRule, i, fields.minNodes,
            tr("minNodes (%1) is larger than maxNodes (%2); lower minNodes or raise maxNodes").arg(*a.minNodes).arg(*a.maxNodes));
        countsOk = false;
    }
    return countsOk;
}

void ScalingRules::checkMultiHostAutoscaling(const RuleContext &context, FindingSink &sink, int i)
{
    const Autoscaling &a = *context.plan.pools[i].autoscaling;
    const PoolShape &shape = context.shapes[i];
    const AutoscalingFields fields(i);
    if (a.totalMaxNodes) {
        // GKE reads a total limit on a TPU slice pool as 0 nodes and rejects the pool.
        sink.error(QStringLiteral("autoscaling-total"), i, fields.totalMaxNodes,
                   tr("multi-host TPU pools autoscale with the per-zone maxNodes; GKE rejects totalMaxNodes on them "
                      "(\"Maximum node count 0 is not a valid size of TPU pod slice\"): replace totalMaxNodes with "
                      "maxNodes: %1")
                       .arg(shape.vmsPerSlice));
        return;
    }
    const qint64 full = shape.vmsPerSlice;
    if (a.maxNodes && *a.maxNodes > full) {
        sink.error(kAutoscalingBoundsRule, i, fields.maxNodes,
                   tr("a %1 slice has exactly %n node(s), so %2 cannot be reached; set it to %n", nullptr, static_cast<int>(full))
                       .arg(shape.topology->toString())
                       .arg(*a.maxNodes));
        return;
    }
    for (const auto &[value, field] : {std::pair{a.minNodes, fields.minNodes}, std::pair{a.maxNodes, fields.maxNodes}}) {
        if (value && *value != 0 && *value != full) {
            sink.error(QStringLiteral("autoscaling-atomic"), i, field,
                       tr("a multi-host %1 slice scales atomically: it has either 0 or all %n node(s), so %2 "
                          "is not possible; use 0 or %n",
                          nullptr, static_cast<int>(full))
                           .arg(shape.topology->toString())
                           .arg(*value));
        }
    }
}

void ScalingRules::checkAutoscalingVersion(const RuleContext &context, FindingSink &sink, int i)
{
    const PoolShape &shape = context.shapes[i];
    const QList<GkeVersion> &minimums = shape.tpu->autoscalingMinVersions;
    if (minimums.isEmpty() || !context.clusterVersion || meetsLineMinimum(*context.clusterVersion, minimums))
        return;
    const GkeVersion &version = *context.clusterVersion;
    // Name the minimum of the cluster's own minor line: 1.29.1 is above 1.28.7 yet too old.
    const auto line = std::find_if(minimums.begin(), minimums.end(),
                                   [&](const GkeVersion &m) { return version.sameMinorLine(m); });
    sink.error(QStringLiteral("autoscaling-version"), i, AutoscalingFields(i).base + QStringLiteral(".enabled"),
               line != minimums.end()
                   ? tr("%1 autoscaling on GKE %2.%3 needs a control plane of at least %4, but the cluster runs %5; "
                        "raise cluster.version or turn autoscaling off")
                         .arg(shape.tpu->id)
                         .arg(line->major())
                         .arg(line->minor())
                         .arg(line->toString(), version.toString())
                   : tr("%1 autoscaling needs a control plane of at least %2, but the cluster runs %3; raise "
                        "cluster.version or turn autoscaling off")
                         .arg(shape.tpu->id, minimums.first().toString(), version.toString()));
}

void ScalingRules::checkQuota(const RuleContext &context, FindingSink &sink)
{
    if (!context.plan.quota)
        return;
    QMap<QString, qint64> used;
    QMap<QString, int> lastPool;
    for (int i = 0; i < context.plan.pools.size(); ++i) {
        const PoolShape &shape = context.shapes[i];
        if (!shape.tpu || !shape.isResolved())
            continue;
        used[shape.tpu->id] += peakChips(context.plan.pools[i], shape);
        lastPool[shape.tpu->id] = i;
    }
    for (auto it = used.constBegin(); it != used.constEnd(); ++it) {
        const auto quota = context.plan.quota->constFind(it.key());
        if (quota == context.plan.quota->constEnd() || it.value() <= quota.value())
            continue;
        sink.error(QStringLiteral("quota"), lastPool.value(it.key()), QStringLiteral("quota.") + it.key(),
                   tr("the plan uses up to %n %1 chip(s) but the quota is %2; request more quota or shrink the pools", nullptr,
                      int(it.value()))
                       .arg(it.key())
                       .arg(quota.value()));
    }
}

} // namespace tpuplan
