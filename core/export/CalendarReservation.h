// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/export/ExportPool.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

namespace tpuplan {

class Catalog;
class ShellScript;

/// The future reservation request in calendar mode that a `capacity: calendar` pool consumes:
/// what gcloud.sh asks Compute Engine for (TPU version, chips, zone, window) and what the bundle
/// README says of it. The pool itself consumes the delivered reservation by name, like any
/// specific reservation (ExportPool::isReservation).
class CalendarReservation
{
    Q_DECLARE_TR_FUNCTIONS(CalendarReservation)
public:
    /// The window's end: the start plus `durationDays`; invalid when the plan lacks either.
    static QDateTime endTime(const Pool &pool);
    /// BATCH for training pools, SERVING for a serving Deployment (gcloud's --workload-type).
    static QString workloadType(const ExportPool &e);
    /// Chips the request reserves: every chip the pool may run at its peak.
    static qint64 chips(const ExportPool &e) { return e.capacityChips(); }

    /// gcloud.sh: one request per calendar pool, created only when missing and left in DRAFT
    /// (a submitted request cannot be changed or cancelled), with the command that submits it.
    static void writeRequests(ShellScript &s, const QList<ExportPool> &pools);
    /// gcloud.sh: the node pool of a calendar pool is created once its reservation exists
    /// (delivered at the window's start); before that the script says so and goes on.
    static void writeNodePoolGuardStart(ShellScript &s, const ExportPool &e);
    static void writeNodePoolGuardEnd(ShellScript &s, const ExportPool &e);
    /// The bundle README's "Calendar-mode reservations" section; empty without calendar pools.
    static QString markdown(const QList<ExportPool> &pools, const Catalog &catalog);
};

} // namespace tpuplan
