// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/RuleContext.h"

#include <QCoreApplication>

namespace tpuplan {

/// gke-version-support: the cluster's GKE minor is past its end of standard support as of the
/// catalog's date (the catalog's copy of the GKE release schedule).
class VersionSupportRules
{
    Q_DECLARE_TR_FUNCTIONS(VersionSupportRules)
public:
    static void check(const RuleContext &context, FindingSink &sink);
};

} // namespace tpuplan
