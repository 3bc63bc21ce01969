// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/cost/CostSummary.h"

#include "core/catalog/Catalog.h"
#include "core/plan/Plan.h"

namespace tpuplan {

/// Prices a plan with the catalog's prices (https://cloud.google.com/tpu/pricing). A pool costs its chips
/// times the per-chip price of its TPU version in the cluster's region; the selected price
/// follows capacity and commitment (on-demand and reservation: on-demand or the 1y/3y CUD;
/// Spot: the Spot price, CUDs never apply; flex-start: unknown, it has no published price).
/// Monthly figures use the pool's `usage.hoursPerMonth` or the catalog default.
class CostCalculator
{
public:
    static CostSummary summarize(const Plan &plan, const Catalog &catalog);
    /// Money rounded for reports: hourly to 1/10000, monthly to cents.
    static double roundHourly(double value);
    static double roundMonthly(double value);
};

} // namespace tpuplan
