// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/Finding.h"

#include <QStringList>

namespace tpuplan::testing {

/// Findings one per line with every field, so QCOMPARE of two lists shows what differs.
inline QString describe(const Findings &findings)
{
    QStringList lines;
    for (const Finding &f : findings) {
        lines.append(QStringLiteral("%1 %2 [%3] %4 %5:%6: %7")
                         .arg(severityName(f.severity), f.rule, f.pool, f.field)
                         .arg(f.line)
                         .arg(f.column)
                         .arg(f.message));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace tpuplan::testing
