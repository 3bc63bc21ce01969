// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/RuleContext.h"

#include <QCoreApplication>

namespace tpuplan {

/// Advice that does not block a plan: data-bucket-location, autoprovisioning-limits,
/// usage-metering, maintenance, framework, workload-policy.
class AdvisoryRules
{
    Q_DECLARE_TR_FUNCTIONS(AdvisoryRules)
public:
    /// Advice on the plan as a whole: data-bucket-location, autoprovisioning-limits, usage-metering.
    static void checkPlan(const RuleContext &context, FindingSink &sink);
    /// The rules of pool `index` alone: they read that pool, its shape, the cluster and the
    /// catalog, never another pool (RuleEngine reuses them for the pools a choice leaves alone).
    static void checkPool(const RuleContext &context, FindingSink &sink, int index);
    /// The maintenance advice of pool `index` (its own step: RuleEngine lists it after the rest).
    static void checkMaintenance(const RuleContext &context, FindingSink &sink, int index);

    /// True when a bucket in `location` (a region or a multi-region such as `us`) serves `region`.
    static bool bucketServesRegion(const QString &location, const QString &region, const Catalog &catalog);

private:
    static void checkFramework(const RuleContext &context, FindingSink &sink, int i);
    static void checkWorkloadPolicy(const RuleContext &context, FindingSink &sink, int i);
};

} // namespace tpuplan
