// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace tpuplan {

/// A closed range of whole numbers a plan field accepts.
struct IntRange
{
    qint64 min = 0;
    qint64 max = 0;
    constexpr bool contains(qint64 value) const { return value >= min && value <= max; }
};

/// The ranges a plan file accepts for its numbers, and the defaults of omitted numbers that are
/// not catalog facts. PlanReader checks these ranges and the editors offer them, so the two
/// cannot drift apart. (The default hours per month is a pricing fact of the catalog:
/// `Catalog::limits.defaultHoursPerMonth`.)
namespace PlanLimits {

inline constexpr IntRange slices{1, 4096};
inline constexpr int defaultSlices = 1;
inline constexpr IntRange podsPerNode{1, 100000};
inline constexpr int defaultPodsPerNode = 1;
/// Autoscaling node counts; a negative count is read so that the rules can name the mistake.
inline constexpr IntRange nodes{-100000, 100000};
inline constexpr IntRange tpuChipsPerPod{1, 4096};
/// Up to a 31-day month.
inline constexpr IntRange hoursPerMonth{0, 744};
inline constexpr IntRange quotaChips{0, 10000000};
inline constexpr IntRange smt{1, 2};
/// Plan, cluster and pool names are DNS labels of at most this many characters.
inline constexpr int nameLength = 40;

} // namespace PlanLimits
} // namespace tpuplan
