// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/AvailabilityRules.h"

namespace tpuplan {
namespace {

QStringList machineTypeNames(const TpuVersion &tpu)
{
    QStringList names;
    for (const MachineType &type : tpu.machineTypes)
        names.append(type.name);
    return names;
}

QStringList acceleratorNames(const TpuVersion &tpu)
{
    QStringList names;
    for (const Accelerator &accelerator : tpu.accelerators)
        names.append(accelerator.name);
    return names;
}

QString list(const QStringList &items)
{
    return items.join(QStringLiteral(", "));
}

} // namespace

void AvailabilityRules::checkPool(const RuleContext &context, FindingSink &sink, int i)
{
    const Pool &pool = context.plan.pools[i];
    if (!context.shapes[i].tpu) {
        if (!pool.tpu.isEmpty()) {
            sink.error(QStringLiteral("unknown-tpu"), i, RuleContext::poolField(i, "tpu"),
                       tr("'%1' is not a TPU version this catalog knows; use one of: %2")
                           .arg(pool.tpu, list(context.catalog.tpuIds())));
        }
        return;
    }
    checkMachineType(context, sink, i);
    checkZone(context, sink, i);
    checkVersion(context, sink, i);
}

void AvailabilityRules::checkMachineType(const RuleContext &context, FindingSink &sink, int i)
{
    const Pool &pool = context.plan.pools[i];
    const TpuVersion &tpu = *context.shapes[i].tpu;
    const QString mode = QStringLiteral("machine-type-mode");
    const QString version = QStringLiteral("machine-type-version");
    if (context.isStandard()) {
        if (!pool.accelerator.isEmpty()) {
            sink.error(mode, i, RuleContext::poolField(i, "accelerator"),
                       tr("'accelerator' is for Autopilot plans; a Standard pool names a machine type instead "
                          "(for %1: %2)").arg(tpu.id, list(machineTypeNames(tpu))));
        }
        if (pool.machineType.isEmpty()) {
            sink.error(mode, i, RuleContext::poolField(i, "machineType"),
                       tr("a Standard pool needs a machine type; for %1 choose one of: %2")
                           .arg(tpu.id, list(machineTypeNames(tpu))));
            return;
        }
        const Catalog::MachineTypeRef ref = context.catalog.findMachineType(pool.machineType);
        if (!ref) {
            const Catalog::AcceleratorRef accelerator = context.catalog.findAccelerator(pool.machineType);
            if (accelerator) {
                sink.error(mode, i, RuleContext::poolField(i, "machineType"),
                           tr("'%1' is an Autopilot accelerator, not a Standard machine type; for %2 choose one of: %3")
                               .arg(pool.machineType, tpu.id, list(machineTypeNames(tpu))));
            } else {
                sink.error(version, i, RuleContext::poolField(i, "machineType"),
                           tr("'%1' is not a TPU machine type; for %2 choose one of: %3")
                               .arg(pool.machineType, tpu.id, list(machineTypeNames(tpu))));
            }
        } else if (ref.tpu != &tpu) {
            sink.error(version, i, RuleContext::poolField(i, "machineType"),
                       tr("%1 is a %2 machine type, but the pool asks for %3; choose one of: %4, or set tpu to %2")
                           .arg(pool.machineType, ref.tpu->id, tpu.id, list(machineTypeNames(tpu))));
        }
        return;
    }
    if (!context.isAutopilot())
        return;
    if (!pool.machineType.isEmpty()) {
        sink.error(mode, i, RuleContext::poolField(i, "machineType"),
                   tr("Autopilot chooses the machine type itself; remove 'machineType' and, if you like, name "
                      "the accelerator instead (%1)").arg(list(acceleratorNames(tpu))));
    }
    if (pool.accelerator.isEmpty())
        return;
    const Catalog::AcceleratorRef ref = context.catalog.findAccelerator(pool.accelerator);
    if (!ref) {
        if (context.catalog.findMachineType(pool.accelerator)) {
            sink.error(mode, i, RuleContext::poolField(i, "accelerator"),
                       tr("'%1' is a Standard machine type; Autopilot pools name an accelerator: %2")
                           .arg(pool.accelerator, list(acceleratorNames(tpu))));
        } else {
            sink.error(version, i, RuleContext::poolField(i, "accelerator"),
                       tr("'%1' is not a TPU accelerator; for %2 use: %3")
                           .arg(pool.accelerator, tpu.id, list(acceleratorNames(tpu))));
        }
    } else if (ref.tpu != &tpu) {
        sink.error(version, i, RuleContext::poolField(i, "accelerator"),
                   tr("%1 is the %2 accelerator, but the pool asks for %3; use %4, or set tpu to %2")
                       .arg(pool.accelerator, ref.tpu->id, tpu.id, list(acceleratorNames(tpu))));
    }
}

void AvailabilityRules::checkZone(const RuleContext &context, FindingSink &sink, int i)
{
    if (context.plan.pools[i].zone.isEmpty())
        return;
    checkZoneRegion(context, sink, i);
    if (!checkZoneOffered(context, sink, i))
        return;
    const PoolShape &shape = context.shapes[i];
    if (context.isStandard() && shape.machineType && shape.isResolved() && !shape.isMultiHost())
        checkSingleHostZone(context, sink, i);
}

void AvailabilityRules::checkZoneRegion(const RuleContext &context, FindingSink &sink, int i)
{
    const Pool &pool = context.plan.pools[i];
    const TpuVersion &tpu = *context.shapes[i].tpu;
    const QString region = context.plan.cluster.region;
    if (region.isEmpty() || Catalog::regionOfZone(pool.zone) == region)
        return;
    QStringList offered;
    QStringList regions;
    for (const QString &zone : tpu.zones) {
        if (Catalog::regionOfZone(zone) == region)
            offered.append(zone);
        if (!regions.contains(Catalog::regionOfZone(zone)))
            regions.append(Catalog::regionOfZone(zone));
    }
    sink.error(QStringLiteral("zone-region"), i, RuleContext::poolField(i, "zone"),
               offered.isEmpty() ? tr("zone %1 is not in the cluster's region %2, and %3 is not offered anywhere in %2; "
                                      "move the cluster to a region of: %4")
                                       .arg(pool.zone, region, tpu.id, list(regions))
                                 : tr("zone %1 is not in the cluster's region %2; use a zone of %2 that offers %3: %4")
                                       .arg(pool.zone, region, tpu.id, list(offered)));
}

bool AvailabilityRules::checkZoneOffered(const RuleContext &context, FindingSink &sink, int i)
{
    const Pool &pool = context.plan.pools[i];
    const PoolShape &shape = context.shapes[i];
    const TpuVersion &tpu = *shape.tpu;
    const QString field = RuleContext::poolField(i, "zone");
    if (!tpu.zones.contains(pool.zone)) {
        sink.error(QStringLiteral("zone-unavailable"), i, field,
                   tpu.zones.size() == 1
                       ? tr("%1 is offered only in %2, not in %3; pick that zone or another TPU version")
                             .arg(tpu.id, tpu.zones.first(), pool.zone)
                       : tr("%1 is not offered in %2; it is offered in %3; pick one of those zones or another TPU version")
                             .arg(tpu.id, pool.zone, list(tpu.zones)));
        return false;
    }
    // Some machine types and accelerators are offered in fewer zones than their version
    // (single-host v3-8 and v3 Pod slices).
    const QString owner = shape.machineType ? shape.machineType->name : shape.accelerator ? shape.accelerator->name : QString();
    const QStringList &ownZones = shape.machineType ? shape.machineType->zones : shape.accelerator ? shape.accelerator->zones : tpu.zones;
    if (!ownZones.isEmpty() && !ownZones.contains(pool.zone)) {
        sink.error(QStringLiteral("zone-unavailable"), i, field,
                   tr("%1 is offered in %2 but not in %3; pick one of those zones or another machine type")
                       .arg(owner, list(ownZones), pool.zone));
        return false;
    }
    return true;
}

void AvailabilityRules::checkSingleHostZone(const RuleContext &context, FindingSink &sink, int i)
{
    const Pool &pool = context.plan.pools[i];
    const PoolShape &shape = context.shapes[i];
    const TpuVersion &tpu = *shape.tpu;
    const MachineType &machineType = *shape.machineType;
    const QString field = RuleContext::poolField(i, "zone");
    for (const SingleHostZoneRule &rule : tpu.singleHostZoneRules) {
        if (!rule.machineType.isEmpty() && rule.machineType != machineType.name)
            continue;
        if (!rule.zones.isEmpty() && rule.zones.contains(pool.zone) && shape.chipsPerSlice < rule.minChips) {
            if (rule.minChips > machineType.chipsPerVm) {
                // More chips than one VM holds: this machine type cannot be single-host here at all.
                QStringList others;
                for (const MachineType &type : tpu.machineTypes) {
                    if (type.name != machineType.name)
                        others.append(type.name);
                }
                sink.error(QStringLiteral("single-host-zone"), i, field,
                           tr("in %1, single-host %2 pools need at least %n chip(s), more than one %3-chip %2 VM holds, "
                              "so %2 cannot be single-host there; use %4 for a single-host pool, or another zone",
                              nullptr, rule.minChips)
                               .arg(pool.zone, machineType.name)
                               .arg(machineType.chipsPerVm)
                               .arg(others.join(tr(" or "))));
            } else {
                sink.error(QStringLiteral("single-host-zone"), i, field,
                           tr("in %1, single-host %2 pools need a topology of at least %n chip(s); use a larger topology, "
                              "another machine type or another zone",
                              nullptr, rule.minChips)
                               .arg(pool.zone, machineType.name));
            }
        }
        if (!rule.region.isEmpty() && Catalog::regionOfZone(pool.zone) == rule.region && pool.zone != rule.requiredZone) {
            sink.error(QStringLiteral("single-host-zone"), i, field,
                       tr("single-host %1 pools in %2 must use zone %3; change the zone to %3")
                           .arg(tpu.id, rule.region, rule.requiredZone));
        }
    }
}

void AvailabilityRules::checkVersion(const RuleContext &context, FindingSink &sink, int i)
{
    if (!context.clusterVersion)
        return;
    const PoolShape &shape = context.shapes[i];
    const GkeVersion &version = *context.clusterVersion;
    const QString field = QStringLiteral("cluster.version");
    if (context.isStandard() && shape.machineType && version < shape.machineType->minGkeVersion) {
        sink.error(QStringLiteral("gke-version"), i, field,
                   tr("%1 needs GKE %2 or later on Standard clusters, but the cluster runs %3; raise cluster.version")
                       .arg(shape.machineType->name, shape.machineType->minGkeVersion.toString(), version.toString()));
    }
    if (context.isAutopilot() && shape.accelerator && version < shape.accelerator->minGkeVersion) {
        sink.error(QStringLiteral("gke-version"), i, field,
                   tr("%1 needs GKE %2 or later on Autopilot clusters, but the cluster runs %3; raise cluster.version")
                       .arg(shape.accelerator->name, shape.accelerator->minGkeVersion.toString(), version.toString()));
    }
}

} // namespace tpuplan
