// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/RuleContext.h"

#include <QCoreApplication>

namespace tpuplan {

/// name-collision: two pools, or a pool and the cluster's own system node pool, that become one
/// name once exported (GKE node pools per slice, Terraform resource names), mapped by
/// ObjectNames exactly as the exporters map them.
class NameRules
{
    Q_DECLARE_TR_FUNCTIONS(NameRules)
public:
    static void check(const RuleContext &context, FindingSink &sink);
};

} // namespace tpuplan
