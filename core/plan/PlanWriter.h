// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/Plan.h"

#include <QByteArray>

namespace tpuplan {

/// Writes a Plan as plan-format v1 YAML with yaml-cpp, keys in the documented order, fields the
/// user left out still left out, and unknown keys appended where they were found.
class PlanWriter
{
public:
    static QByteArray toYaml(const Plan &plan);
    /// Writes through FileWrite: the old file stays intact unless the new one is complete and
    /// on disk (a full disk is an error, not an empty file).
    static bool save(const Plan &plan, const QString &path, QString *error);
};

} // namespace tpuplan
