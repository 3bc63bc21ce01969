// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace tpuplan {

/// Where a command that writes one new file (`import --out`, `catalog refresh --out`,
/// `size --plan-out`, the window's catalog refresh) may write: a new path, or (with --force) an
/// existing regular file. A folder, a device, a FIFO, a socket or a symbolic link is refused, so a
/// mistyped path cannot feed a plan into something that is not a file, nor into the file a link
/// points to. FileWrite then writes it whole or not at all.
class NewFileTarget
{
    Q_DECLARE_TR_FUNCTIONS(NewFileTarget)
public:
    /// True when `path` may be written; otherwise `error` says why, naming the file.
    static bool check(const QString &path, bool force, QString *error);
};

} // namespace tpuplan
