// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/cost/CostSummary.h"

#include <QCoreApplication>
#include <QList>

namespace tpuplan {

class Catalog;
struct Plan;

/// What a future reservation in calendar mode costs: its chips for every hour of the window,
/// whether pods run or not. Google says only that the price differs from on-demand, so the line
/// counts the chip-hours and leaves the price unknown ("not published"), never a guessed figure.
class CalendarCost
{
    Q_DECLARE_TR_FUNCTIONS(CalendarCost)
public:
    /// One line per `capacity: calendar` pool with a window (`durationDays`).
    static QList<CostLine> lines(const Plan &plan, const Catalog &catalog);
    /// The note a calendar pool's own cost carries: why its selected price is unknown.
    static QString poolNote(const Catalog &catalog);
};

} // namespace tpuplan
