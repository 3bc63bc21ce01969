// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/Finding.h"

#include <algorithm>

namespace tpuplan {

QString severityName(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QStringLiteral("error");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Info:
        return QStringLiteral("info");
    }
    return QStringLiteral("error");
}

bool hasErrors(const Findings &findings)
{
    return std::any_of(findings.begin(), findings.end(), [](const Finding &f) { return f.isError(); });
}

} // namespace tpuplan
