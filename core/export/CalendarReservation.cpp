// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/CalendarReservation.h"

#include "core/catalog/Catalog.h"
#include "core/export/ShellScript.h"
#include "core/plan/PlanFieldRules.h"

#include "core/common/Languages.h"

#include <QLocale>

namespace tpuplan {

namespace {

/// The project that owns the reservation: the plan's (`$PROJECT`) or a shared owner's.
QString ownerProjectFlag(const ExportPool &e)
{
    const QString owner = e.pool->reservation ? e.pool->reservation->project : QString();
    return owner.isEmpty() ? QStringLiteral("--project=\"$PROJECT\"") : ShellScript::flag(QStringLiteral("project"), owner);
}

QString utc(const QDateTime &time)
{
    return time.toUTC().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ssZ"));
}

QList<const ExportPool *> calendarPools(const QList<ExportPool> &pools)
{
    QList<const ExportPool *> found;
    for (const ExportPool &e : pools) {
        if (e.isCalendar() && e.pool->reservation && e.shape.tpu)
            found.append(&e);
    }
    return found;
}

void writeRequest(ShellScript &s, const ExportPool &e, const CalendarModeSupport *support)
{
    const Reservation &r = *e.pool->reservation;
    s.blank();
    const QDateTime end = CalendarReservation::endTime(*e.pool);
    s.comment(CalendarReservation::tr("Future reservation %1 in calendar mode for pool %2: %n %3 chip(s) in %4 from %5 to %6. "
                                      "It is created as a draft; a submitted request cannot be changed, cancelled or deleted.",
                                      nullptr, int(CalendarReservation::chips(e)))
                  .arg(r.name, e.pool->name, e.shape.tpu->id, e.pool->zone, r.startTime, end.isValid() ? utc(end) : QStringLiteral("?")));
    if (!support || support->gcloudTpuVersion.isEmpty()) {
        s.comment(CalendarReservation::tr("gcloud lists no --tpu-version value for %1 at the catalog's date: request it in the "
                                          "Google Cloud console (Compute Engine, Reservations, calendar mode) or through the API.")
                      .arg(e.shape.tpu->id));
        return;
    }
    const QString where = ownerProjectFlag(e) + QLatin1Char(' ') + ShellScript::flag(QStringLiteral("zone"), e.pool->zone);
    s.raw(QStringLiteral("gcloud beta compute future-reservations describe %1 %2 >/dev/null 2>&1 ||")
              .arg(ShellScript::quote(r.name), where));
    QStringList args = {ownerProjectFlag(e), ShellScript::flag(QStringLiteral("zone"), e.pool->zone),
                        ShellScript::flag(QStringLiteral("tpu-version"), support->gcloudTpuVersion),
                        ShellScript::flag(QStringLiteral("chip-count"), QString::number(CalendarReservation::chips(e))),
                        ShellScript::flag(QStringLiteral("workload-type"), CalendarReservation::workloadType(e)),
                        ShellScript::flag(QStringLiteral("start-time"), r.startTime),
                        ShellScript::flag(QStringLiteral("end-time"), end.isValid() ? utc(end) : QString()),
                        QStringLiteral("--reservation-mode=CALENDAR"),
                        // Calendar mode deletes the delivered reservation at the end of the window.
                        QStringLiteral("--auto-delete-auto-created-reservations"),
                        // The delivered reservation keeps the request's name and serves only
                        // consumers that name it, as the node pool does.
                        QStringLiteral("--require-specific-reservation")};
    if (!r.project.isEmpty())
        args << QStringLiteral("--share-setting=projects") << QStringLiteral("--share-with=\"$PROJECT\"");
    s.command({QStringLiteral("  gcloud"), QStringLiteral("beta"), QStringLiteral("compute"), QStringLiteral("future-reservations"),
               QStringLiteral("create"), ShellScript::quote(r.name)},
              args);
    s.comment(CalendarReservation::tr("Review the draft, then submit it: gcloud beta compute future-reservations update %1 %2 "
                                      "--planning-status=SUBMITTED")
                  .arg(r.name, where));
}

} // namespace

QDateTime CalendarReservation::endTime(const Pool &pool)
{
    if (!pool.reservation || !pool.reservation->durationDays)
        return {};
    const QDateTime start = PlanFieldRules::startTime(pool.reservation->startTime);
    return start.isValid() ? start.addDays(*pool.reservation->durationDays) : QDateTime();
}

QString CalendarReservation::workloadType(const ExportPool &e)
{
    return e.kind == ExportPool::WorkloadKind::Deployment ? QStringLiteral("SERVING") : QStringLiteral("BATCH");
}

void CalendarReservation::writeRequests(ShellScript &s, const QList<ExportPool> &pools)
{
    for (const ExportPool *e : calendarPools(pools))
        writeRequest(s, *e, e->shape.tpu->calendarMode ? &*e->shape.tpu->calendarMode : nullptr);
}

void CalendarReservation::writeNodePoolGuardStart(ShellScript &s, const ExportPool &e)
{
    if (!e.isCalendar() || !e.pool->reservation)
        return;
    s.comment(tr("The reservation exists from %1, when Compute Engine delivers it; run this script again then if it "
                 "skips the node pool.")
                  .arg(e.pool->reservation->startTime));
    s.raw(QStringLiteral("if gcloud compute reservations describe %1 %2 %3 >/dev/null 2>&1; then")
              .arg(ShellScript::quote(e.pool->reservation->name), ownerProjectFlag(e),
                   ShellScript::flag(QStringLiteral("zone"), e.pool->zone)));
}

void CalendarReservation::writeNodePoolGuardEnd(ShellScript &s, const ExportPool &e)
{
    if (!e.isCalendar() || !e.pool->reservation)
        return;
    s.raw(QStringLiteral("else"));
    const QString message = tr("reservation %1 is not delivered yet (window starts %2): node pool %3 skipped")
                                .arg(e.pool->reservation->name, e.pool->reservation->startTime, e.pool->name);
    s.raw(QStringLiteral("  echo %1 >&2").arg(ShellScript::quote(message)));
    s.raw(QStringLiteral("fi"));
}

QString CalendarReservation::markdown(const QList<ExportPool> &pools, const Catalog &catalog)
{
    const QList<const ExportPool *> calendar = calendarPools(pools);
    if (calendar.isEmpty())
        return {};
    const GkeFacts &gke = catalog.gke;
    QString t = QStringLiteral("## ") + tr("Calendar-mode reservations") + QStringLiteral("\n\n");
    t += tr("These pools run on a future reservation in calendar mode (%1 to %2 days%3; source: %4): gcloud.sh creates "
            "the request as a draft, which you submit once the window is right. After Google approves it, Compute "
            "Engine delivers a reservation of the same name at the start and deletes it, with the VMs on it, at the "
            "end. The node pool consumes it by name (reservation affinity specific); gcloud.sh creates the pool only "
            "once the reservation exists.")
             .arg(gke.calendarMinDays)
             .arg(gke.calendarMaxDays)
             .arg(gke.calendarPreview ? tr(", preview") : QString())
             .arg(catalog.sourceTitle(gke.calendarSource))
         + QStringLiteral("\n\n");
    t += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 |\n|---|---|---|---:|---|---|\n")
             .arg(tr("Pool"), tr("Reservation"), tr("Zone"), tr("Chips"), tr("Workload type"), tr("Window (UTC)"));
    const QLocale figures = Languages::reportLocale(); // the reader's way of writing numbers
    for (const ExportPool *e : calendar) {
        const Reservation &r = *e->pool->reservation;
        const QDateTime end = endTime(*e->pool);
        t += QStringLiteral("| `%1` | `%2` | %3 | %4 | %5 | %6 |\n")
                 .arg(e->pool->name, r.name, e->pool->zone, figures.toString(chips(*e)), workloadType(*e),
                      tr("%1 to %2 (%n day(s))", nullptr, r.durationDays.value_or(0))
                          .arg(r.startTime, end.isValid() ? utc(end) : QStringLiteral("?")));
    }
    t += QLatin1Char('\n');
    t += tr("A calendar-mode request needs no TPU quota; the nodes' boot disks still draw on disk quota (see Quota). "
            "main.tf consumes the reservation but does not request it: the provider's google_compute_future_reservation "
            "resource was not checked for TPU requests here, so the request stays in gcloud.sh.")
         + QStringLiteral("\n\n");
    return t;
}

} // namespace tpuplan
