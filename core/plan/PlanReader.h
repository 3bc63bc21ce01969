// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/Plan.h"

#include "core/common/Finding.h"

namespace tpuplan {

struct PlanLoadResult
{
    enum class Status {
        Loaded,      ///< a plan; `findings` may still hold plan-invalid errors and unknown-field warnings
        NotReadable, ///< the file could not be opened (CLI exit 2)
        NotYaml,     ///< the text is not YAML at all (CLI exit 2)
    };
    Status status = Status::Loaded;
    Plan plan;
    Findings findings;

    bool isPlan() const { return status == Status::Loaded && !hasErrors(findings); }
};

/// Reads plan files with yaml-cpp into a Plan, reporting every problem (not just the first)
/// with line, column and field path. Checks the file's shape, types, enums and ranges here, and
/// the values themselves (names, the GKE version syntax, quantities) with PlanFieldRules, which
/// the editor's check shares; everything that needs the catalog is left to the rule engine.
class PlanReader
{
public:
    static PlanLoadResult readFile(const QString &path);
    static PlanLoadResult readBytes(const QByteArray &bytes);
};

} // namespace tpuplan
