// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/common/Finding.h"
#include "core/cost/CostSummary.h"
#include "core/plan/Plan.h"

#include <QString>

#include <optional>

namespace tpuplan {

/// A plan's figures: size, findings and cost per option. The status bar, the Compare dock and
/// `tpu-plan diff` all read them from here.
struct PlanFigures
{
    QString name;
    qint64 chips = 0;
    std::optional<qint64> nodes; ///< unknown while a pool's shape does not resolve
    qint64 slices = 0;
    int errors = 0;
    int warnings = 0;
    int notes = 0;
    CostSummary cost;

    /// Counts `findings` (the caller's, e.g. the reader's plus the rules').
    static PlanFigures of(const Plan &plan, const Catalog &catalog, const Findings &findings);
    /// Counts the rules' findings.
    static PlanFigures of(const Plan &plan, const Catalog &catalog);
};

} // namespace tpuplan
