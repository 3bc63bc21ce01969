// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/SourceMap.h"

namespace tpuplan {

SourcePosition SourceMap::find(const QString &path) const
{
    QString current = path;
    while (!current.isEmpty()) {
        const auto it = m_positions.constFind(current);
        if (it != m_positions.constEnd())
            return it.value();
        const qsizetype dot = current.lastIndexOf(QLatin1Char('.'));
        const qsizetype bracket = current.lastIndexOf(QLatin1Char('['));
        const qsizetype cut = std::max(dot, bracket);
        if (cut <= 0)
            break;
        current.truncate(cut);
    }
    return {};
}

} // namespace tpuplan
