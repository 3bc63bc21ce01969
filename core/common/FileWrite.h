// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace tpuplan {

/// Writes a whole file or nothing, and only says so when it really happened. Every file the
/// programs write goes through here.
///
/// QSaveFile alone is not enough on Qt 6.4: commit() can return true after the final buffered
/// write failed (ENOSPC or EFBIG on a write under 16 KiB), leaving an empty file in place of the
/// old one. So the file is opened unbuffered (each write reaches the kernel and fails there),
/// flushed and checked before commit, `error()` is checked after it, and the size on disk is
/// compared with what was meant to be written.
class FileWrite
{
public:
    /// Replaces `path` with `bytes`. `path` must be a regular file (or a symlink to one) or a new
    /// path: a folder, FIFO, device or socket is refused before anything is written. On failure the old file (if any) is untouched and `error`
    /// (when given) says what failed, naming the file.
    static bool replace(const QString &path, const QByteArray &bytes, QString *error = nullptr);
};

} // namespace tpuplan
