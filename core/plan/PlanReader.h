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
/// with line, column and field path. Checks types, enums, names and the GKE version syntax;
/// everything that needs the catalog is left to the rule engine.
class PlanReader
{
public:
    static PlanLoadResult readFile(const QString &path);
    static PlanLoadResult readBytes(const QByteArray &bytes);

    /// RFC 1123 label of at most `maxLength` characters.
    static bool isDnsLabel(const QString &name, int maxLength = 40);
};

} // namespace tpuplan
