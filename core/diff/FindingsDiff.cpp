// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diff/FindingsDiff.h"

#include <QHash>

namespace tpuplan {
namespace {

/// Findings not matched by one in `other`, counting repeats (two equal findings in `from` and
/// one in `other` leave one).
Findings unmatched(const Findings &from, const Findings &other)
{
    QHash<QString, int> available;
    for (const Finding &finding : other)
        ++available[FindingsDiff::key(finding)];
    Findings result;
    for (const Finding &finding : from) {
        int &count = available[FindingsDiff::key(finding)];
        if (count > 0)
            --count;
        else
            result.append(finding);
    }
    return result;
}

} // namespace

QString FindingsDiff::key(const Finding &finding)
{
    QString field = finding.field;
    if (!finding.pool.isEmpty() && field.startsWith(QLatin1String("pools["))) {
        const qsizetype close = field.indexOf(QLatin1Char(']'));
        if (close > 0)
            field = field.mid(close + 1);
    }
    // U+0001 cannot occur in a finding's parts (ControlText refuses controls in plan values).
    const QChar separator(0x1);
    return finding.rule + separator + finding.pool + separator + field + separator + finding.message;
}

FindingsDiff::Result FindingsDiff::compare(const Findings &before, const Findings &after)
{
    return {unmatched(after, before), unmatched(before, after)};
}

} // namespace tpuplan
