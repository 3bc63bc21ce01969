// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace tpuplan {

/// What a path names when it is not a plain file: the readers and writers refuse those before
/// touching them (a write would replace a FIFO or /dev/null with a regular file; a read would
/// wait on a FIFO forever or never end on /dev/zero).
class SpecialFile
{
public:
    /// Empty when `path` does not exist (a new path) or is a regular file, a symlink to one
    /// included; otherwise a translated phrase for what it is ("a named pipe (FIFO)", "a folder",
    /// "a character device"...), with " (through a symbolic link)" when a link leads there.
    static QString describe(const QString &path);
};

} // namespace tpuplan
