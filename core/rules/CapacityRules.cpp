// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/CapacityRules.h"

namespace tpuplan {

void CapacityRules::checkFlexStart(const RuleContext &context, FindingSink &sink, int i)
{
    const Pool &pool = context.plan.pools[i];
    const FlexStartSupport &flex = context.shapes[i].tpu->flexStart;
    const QString rule = QStringLiteral("flex-start");
    const QString tpu = context.shapes[i].tpu->id;
    if (!flex.offered()) {
        sink.error(rule, i, RuleContext::poolField(i, "capacity"),
                   tr("flex-start is not offered for %1; use on-demand, spot or a reservation, or another TPU version").arg(tpu));
        return;
    }
    if (!pool.zone.isEmpty() && !flex.zones.contains(pool.zone)) {
        sink.error(rule, i, RuleContext::poolField(i, "zone"),
                   tr("flex-start %1 capacity is offered only in %2; move the pool to one of those zones or use "
                      "another capacity type")
                       .arg(tpu, flex.zones.join(QStringLiteral(", "))));
    }
    if (context.clusterVersion && *context.clusterVersion < flex.minGkeVersion) {
        sink.error(rule, i, QStringLiteral("cluster.version"),
                   tr("flex-start TPU capacity needs GKE %1 or later, but the cluster runs %2; raise cluster.version")
                       .arg(flex.minGkeVersion.toString(), context.clusterVersion->toString()));
    }
    // Through a Kueue queue, flex-start becomes queued provisioning (see ExportPool), which the
    // sources disagree on for TPUs.
    if (pool.workload && !pool.workload->queue.isEmpty()) {
        const GkeFacts &gke = context.catalog.gke;
        QString message = tr("flex-start with queued provisioning (a Kueue queue) for TPUs: %1 uses it, but GKE answered "
                             "\"Flex start node pools don't support TPUs with queued provisioning\" in %2. If GKE refuses the "
                             "pool, drop workload.queue to use plain flex-start VMs (the safer choice for single-host pools)")
                              .arg(context.catalog.sourceTitle(gke.flexQueuedForSource),
                                   context.catalog.sourceTitle(gke.flexQueuedAgainstSource));
        if (context.clusterVersion && *context.clusterVersion < gke.flexQueuedMinVersion)
            message += tr("; the tutorial needs GKE %1 or later, and the cluster runs %2")
                           .arg(gke.flexQueuedMinVersion.toString(), context.clusterVersion->toString());
        sink.warning(QStringLiteral("flex-start-queued"), i, RuleContext::poolField(i, "workload") + QStringLiteral(".queue"), message);
    }
}

void CapacityRules::checkCalendarMode(const RuleContext &context, FindingSink &sink, int i)
{
    const Pool &pool = context.plan.pools[i];
    const GkeFacts &gke = context.catalog.gke;
    const TpuVersion &tpu = *context.shapes[i].tpu;
    const QString capacityField = RuleContext::poolField(i, "capacity");
    const QString reservationField = RuleContext::poolField(i, "reservation");
    const QString rule = QStringLiteral("calendar-mode");
    if (!tpu.calendarMode) {
        sink.error(rule, i, capacityField,
                   tr("calendar-mode reservations are not offered for %1; use another TPU version, a reservation you "
                      "already have, or flex-start")
                       .arg(tpu.id));
    } else {
        const bool serving = pool.effectiveWorkloadKind() == QLatin1String("Deployment");
        const QStringList &zones = tpu.calendarMode->zonesFor(serving);
        if (!pool.zone.isEmpty() && !zones.contains(pool.zone)) {
            sink.error(rule, i, RuleContext::poolField(i, "zone"),
                       (serving ? tr("%1 can be reserved in calendar mode for serving only in %2; move the pool to one "
                                     "of those zones or use another capacity type")
                                : tr("%1 can be reserved in calendar mode only in %2; move the pool to one of those "
                                     "zones or use another capacity type"))
                           .arg(tpu.id, zones.join(QStringLiteral(", "))));
        }
    }
    checkCalendarWindow(context, sink, i);
    if (gke.calendarPreview) {
        sink.warning(QStringLiteral("calendar-preview"), i, capacityField,
                     tr("calendar-mode reservations are in preview: a request cannot be changed, cancelled or deleted "
                        "once submitted, and the reservation and its VMs are deleted at the end of the window"));
    }
    sink.info(QStringLiteral("calendar-no-quota"), i, reservationField,
              tr("a calendar-mode request needs no TPU quota: the reserved chips are yours for the window; only the "
                 "resources outside the reservation (boot disks, IP addresses) draw on quota"));
}

void CapacityRules::checkCalendarWindow(const RuleContext &context, FindingSink &sink, int i)
{
    const Pool &pool = context.plan.pools[i];
    const GkeFacts &gke = context.catalog.gke;
    const QString rule = QStringLiteral("calendar-duration");
    const QString reservationField = RuleContext::poolField(i, "reservation");
    if (!pool.reservation || pool.reservation->startTime.isEmpty()) {
        sink.error(rule, i, pool.reservation ? reservationField + QStringLiteral(".startTime") : reservationField,
                   tr("a calendar-mode reservation needs its start: set reservation.startTime (UTC, "
                      "YYYY-MM-DDTHH:MM:SSZ)"));
    }
    const std::optional<int> days = pool.reservation ? pool.reservation->durationDays : std::nullopt;
    if (!days) {
        sink.error(rule, i, pool.reservation ? reservationField + QStringLiteral(".durationDays") : reservationField,
                   tr("a calendar-mode reservation needs its length: set reservation.durationDays (%1 to %2 days)")
                       .arg(gke.calendarMinDays)
                       .arg(gke.calendarMaxDays));
    } else if (*days < gke.calendarMinDays || *days > gke.calendarMaxDays) {
        sink.error(rule, i, reservationField + QStringLiteral(".durationDays"),
                   tr("a calendar-mode reservation lasts %1 to %2 days, not %3; for longer, use an ordinary "
                      "reservation")
                       .arg(gke.calendarMinDays)
                       .arg(gke.calendarMaxDays)
                       .arg(*days));
    }
}

void CapacityRules::checkPool(const RuleContext &context, FindingSink &sink, int i)
{
    const Pool &pool = context.plan.pools[i];
    const PoolShape &shape = context.shapes[i];
    const QString capacity = pool.effectiveCapacity();
    const QString capacityField = RuleContext::poolField(i, "capacity");
    const QString reservationField = RuleContext::poolField(i, "reservation");
    const bool wantsReservation = pool.consumesReservation();
    if (wantsReservation && (!pool.reservation || pool.reservation->name.isEmpty())) {
        sink.error(QStringLiteral("reservation-fields"), i,
                   pool.reservation ? reservationField + QStringLiteral(".name") : capacityField,
                   tr("capacity '%1' needs the name of the reservation to consume: set reservation.name "
                      "(GKE consumes TPU reservations by name)")
                       .arg(capacity));
    }
    if (!wantsReservation && pool.reservation) {
        sink.error(QStringLiteral("reservation-fields"), i, reservationField,
                   tr("a reservation is given but capacity is '%1'; set capacity to 'reservation' or remove the "
                      "reservation")
                       .arg(capacity));
    }
    if (pool.reservation && pool.reservation->affinity != QLatin1String("specific")) {
        sink.error(QStringLiteral("reservation-affinity"), i, reservationField + QStringLiteral(".affinity"),
                   pool.reservation->affinity.isEmpty()
                       ? tr("TPU reservations are consumed by name only: set reservation.affinity to 'specific'")
                       : tr("TPU reservations are consumed by name only: affinity '%1' is not supported; "
                            "use 'specific'")
                             .arg(pool.reservation->affinity));
    }
    if (!shape.tpu)
        return;
    if (capacity == QLatin1String("flex-start"))
        checkFlexStart(context, sink, i);
    // Catalogs that describe no calendar mode (older overlays) leave it unjudged.
    if (capacity == QLatin1String("calendar") && context.catalog.gke.calendarMaxDays > 0)
        checkCalendarMode(context, sink, i);
    if (capacity == QLatin1String("on-demand") && shape.isResolved() && shape.isMultiHost()) {
        sink.warning(QStringLiteral("pending-scale-up"), i, capacityField,
                     tr("on-demand multi-host capacity is not guaranteed: the cluster autoscaler gives up on a TPU "
                        "scale-up that stays pending for %1 hours (and retries later); use a reservation for "
                        "capacity you depend on")
                         .arg(context.catalog.limits.pendingScaleUpTimeoutHours.value));
    }
    // Only Spot VMs are preempted; the planning guide's "preemption likelihood" of a machine type
    // sharpens the advice, it does not make on-demand capacity preemptible.
    if (capacity == QLatin1String("spot") && pool.effectiveWorkloadKind() == QLatin1String("Deployment")) {
        // A server has no checkpoint to resume from: what keeps it up is a second replica.
        if (shape.isResolved() && shape.nodes() < 2) {
            sink.warning(QStringLiteral("spot-serving"), i, capacityField,
                         tr("Spot TPUs can be preempted at any time, and this Deployment has a single replica: "
                            "when its VM is preempted nothing serves; run at least two replicas or keep an "
                            "on-demand pool serving beside it, and give it a PodDisruptionBudget so that upgrades "
                            "and scale-downs never take every replica at once"));
        }
    } else if (capacity == QLatin1String("spot")) {
        const bool likely = shape.machineType && shape.machineType->preemption == QLatin1String("higher");
        sink.warning(QStringLiteral("spot-checkpoint"), i, capacityField,
                     likely ? tr("Spot TPUs can be preempted at any time, and %1 has a higher likelihood of preemption: "
                                 "checkpoint often and resume from the last checkpoint")
                                  .arg(shape.machineType->name)
                            : tr("Spot TPUs can be preempted at any time: checkpoint often and resume from the last "
                                 "checkpoint"));
    }
}

} // namespace tpuplan
