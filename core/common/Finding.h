// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace tpuplan {

enum class Severity { Error, Warning, Info };

QString severityName(Severity severity);

/// One thing the core has to say about a plan: a stable rule id (see docs/rules.md), where it
/// points (pool, field path, and the file position when the plan came from a file) and a
/// translated message that says what to do instead.
struct Finding
{
    QString rule;
    Severity severity = Severity::Error;
    QString pool;   ///< pool name, empty for plan-wide findings
    QString field;  ///< field path such as `pools[0].topology`, empty when none applies
    QString message;
    int line = 0;   ///< 1-based; 0 when unknown
    int column = 0; ///< 1-based; 0 when unknown

    bool isError() const { return severity == Severity::Error; }
};

using Findings = QList<Finding>;

bool hasErrors(const Findings &findings);

} // namespace tpuplan
