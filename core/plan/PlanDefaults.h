// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace tpuplan {

/// What a plan means when it leaves out a field whose default is a fact of the plan format,
/// not of the catalog (the catalog holds the rest, e.g. `limits.defaultHoursPerMonth`). The
/// allowed ranges are PlanFieldRules'.
namespace PlanDefaults {

inline constexpr int slices = 1;
inline constexpr int podsPerNode = 1;

} // namespace PlanDefaults
} // namespace tpuplan
