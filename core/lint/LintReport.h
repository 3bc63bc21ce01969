// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lint/ManifestLinter.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace tpuplan {

/// `lint`'s output (docs/cli.md): compiler-style lines with a summary per file, or the JSON
/// document `{"files": [{"file", "valid", "workloads", "skipped", "notKubernetes", "template",
/// "findings": [...], "notes": [...]}], "excluded": [...]}` where each finding names its object
/// (`JobSet/train`) instead of a pool and notes say what was skipped or checked only in part.
class LintReport
{
    Q_DECLARE_TR_FUNCTIONS(LintReport)
public:
    static QJsonObject toJson(const LintResult &result);
    static QString toText(const LintResult &result);
};

} // namespace tpuplan
