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
    static void check(const RuleContext &context, FindingSink &sink);

    /// True when a bucket in `location` (a region or a multi-region such as `us`) serves `region`.
    static bool bucketServesRegion(const QString &location, const QString &region, const Catalog &catalog);

private:
    static void checkFramework(const RuleContext &context, FindingSink &sink, int i);
    static void checkWorkloadPolicy(const RuleContext &context, FindingSink &sink, int i);
};

} // namespace tpuplan
