// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/FileWrite.h"

#include "core/common/SpecialFile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSaveFile>

namespace tpuplan {
namespace {

bool fail(QString *error, const QString &path, const QString &reason)
{
    if (error)
        *error = QCoreApplication::translate("FileWrite", "cannot write %1: %2").arg(path, reason);
    return false;
}

} // namespace

bool FileWrite::replace(const QString &path, const QByteArray &bytes, QString *error)
{
    // QSaveFile renames a new file over the target: a FIFO, a device (/dev/null as root) or a
    // folder named here would be replaced by a regular file. Only a regular file or a new path.
    if (const QString kind = SpecialFile::describe(path); !kind.isEmpty())
        return fail(error, path, QCoreApplication::translate("FileWrite", "it is %1, not a regular file; nothing was written").arg(kind));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return fail(error, path, file.errorString());
    // An unbuffered write that fills the disk half-way returns the short count without an
    // error; writing the rest is what gets the kernel's reason (ENOSPC, EFBIG) for the message.
    qint64 sent = 0;
    while (sent < bytes.size()) {
        const qint64 n = file.write(bytes.constData() + sent, bytes.size() - sent);
        if (n <= 0)
            break;
        sent += n;
    }
    if (sent != bytes.size() || !file.flush() || file.error() != QFileDevice::NoError) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return fail(error, path, reason);
    }
    if (!file.commit() || file.error() != QFileDevice::NoError)
        return fail(error, path, file.errorString());
    // The last check: what is on disk now is what was meant to be written.
    const QFileInfo written(path);
    if (!written.exists() || written.size() != bytes.size())
        return fail(error, path, QCoreApplication::translate("FileWrite", "the file on disk has %1 bytes instead of %2")
                                     .arg(written.size()).arg(bytes.size()));
    return true;
}

} // namespace tpuplan
