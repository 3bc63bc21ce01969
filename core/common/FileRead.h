// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace tpuplan {

/// Reads a whole input file, bounded: every file the programs are given (plans, catalogs and
/// overlays, price files, lessons, manifests, scripts, workload files, `.tpu-plan-files`) goes
/// through here, so none can make them wait forever or grow without end.
///
/// - A regular file (or a symlink to one) larger than `maxBytes` is refused, never cut short.
/// - A FIFO, a device, a socket or a folder is refused before it is opened (opening a FIFO
///   waits for a writer; /dev/zero never ends). The one exception is `/dev/stdin` named as such
///   (`tpu-plan validate /dev/stdin < plan.yaml`): it is read up to `maxBytes` and refused past it.
/// - A read error is an error, never an empty file.
///
/// Use: `QString error; if (const auto bytes = FileRead::read(path, FileRead::kYamlMaxBytes, &error)) ...`
/// `error` is one translated phrase without the file's name ("it is a named pipe (FIFO), not a
/// regular file"), for the caller's "FILE: ..." line.
class FileRead
{
    Q_DECLARE_TR_FUNCTIONS(FileRead)
public:
    /// Plans, catalogs, overlays, price files, lessons, manifests, workload files (as YamlDocument).
    static constexpr qint64 kYamlMaxBytes = 4 * 1024 * 1024;
    /// `.tpu-plan-files` and other small lists the programs write themselves.
    static constexpr qint64 kListMaxBytes = 4 * 1024 * 1024;

    static std::optional<QByteArray> read(const QString &path, qint64 maxBytes, QString *error = nullptr);

    /// Empty when `bytes` is UTF-8 (a byte order mark allowed); otherwise where the first byte
    /// that is not lies, as "line L, column C: the file is not UTF-8 text (byte 0xE9)..." (the
    /// column counts characters from 1, as the YAML reader's do). `withPosition` false leaves
    /// out "line L, column C: " for a Finding that carries them itself.
    static QString utf8Problem(const QByteArray &bytes, bool withPosition = true);
    /// Line and column (from 1) of the first byte that is not UTF-8; nullopt when all are.
    static std::optional<std::pair<int, int>> firstNonUtf8(const QByteArray &bytes);
};

} // namespace tpuplan
