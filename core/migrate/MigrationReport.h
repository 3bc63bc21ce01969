// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/migrate/MigrationScanner.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace tpuplan {

/// `tpu-plan migrate` output (docs/cli.md): the JSON document
/// `{"file", "findings": [{"line", "column", "construct", "message", "tf2"}], "skeleton"}` (plus
/// `"notes"`, the TF version and TPU7x notes, when there are findings), and compiler-style text
/// lines `FILE:LINE:COLUMN: construct: message (TF2: ...)`. Text from the script is printed with
/// control characters escaped.
class MigrationReport
{
    Q_DECLARE_TR_FUNCTIONS(MigrationReport)
public:
    static QJsonObject toJson(const MigrationScan &scan, const QString &skeleton);
    /// The findings, then the notes; "nothing to migrate" when there are none.
    static QString toText(const MigrationScan &scan);
    static QString findingLine(const QString &file, const MigrationFinding &finding);
    /// Why the file could not be scanned: `FILE:LINE:COLUMN: error: ...` (or `FILE: error: ...`).
    static QString errorLine(const MigrationScan &scan);
};

} // namespace tpuplan
