// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QString>

namespace tpuplan {

struct SourcePosition
{
    int line = 0;   ///< 1-based, 0 = unknown
    int column = 0; ///< 1-based, 0 = unknown

    bool operator==(const SourcePosition &) const = default;
};

/// Where each field path (`pools[0].topology`) stood in the file a plan was read from, so that
/// findings raised long after loading can still name a line and column.
class SourceMap
{
public:
    void record(const QString &path, SourcePosition position) { m_positions.insert(path, position); }
    /// The position of `path`, or of its nearest recorded parent (`pools[0]` for a missing
    /// `pools[0].workload.cpu`).
    SourcePosition find(const QString &path) const;
    bool isEmpty() const { return m_positions.isEmpty(); }
    bool operator==(const SourceMap &) const = default;

private:
    QHash<QString, SourcePosition> m_positions;
};

} // namespace tpuplan
