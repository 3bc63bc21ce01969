// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/export/CostSummary.h"
#include "core/plan/Plan.h"

#include <QString>

#include <optional>

namespace tpuplan {

/// The figures two plans are compared by, side by side: size, findings and cost per option.
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

    static PlanFigures of(const Plan &plan, const Catalog &catalog);
};

} // namespace tpuplan
