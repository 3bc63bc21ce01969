// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace tpuplan {

/// Where `import --out` and `catalog refresh --out` may write: a new path, or (with --force) an
/// existing regular file. A folder, a device, a FIFO or a socket is refused, so a mistyped
/// --out cannot feed a plan into something that is not a file.
class NewFileTarget
{
    Q_DECLARE_TR_FUNCTIONS(NewFileTarget)
public:
    /// True when `path` may be written; otherwise `error` says why, naming the file.
    static bool check(const QString &path, bool force, QString *error);
};

} // namespace tpuplan
