// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/SpecialFile.h"

#include <QCoreApplication>
#include <QFile>

#include <sys/stat.h>

namespace tpuplan {
namespace {

QString kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return QCoreApplication::translate("SpecialFile", "a folder");
    if (S_ISFIFO(mode))
        return QCoreApplication::translate("SpecialFile", "a named pipe (FIFO)");
    if (S_ISCHR(mode))
        return QCoreApplication::translate("SpecialFile", "a character device");
    if (S_ISBLK(mode))
        return QCoreApplication::translate("SpecialFile", "a block device");
    if (S_ISSOCK(mode))
        return QCoreApplication::translate("SpecialFile", "a socket");
    return QCoreApplication::translate("SpecialFile", "a special file");
}

} // namespace

QString SpecialFile::describe(const QString &path)
{
    const QByteArray name = QFile::encodeName(path);
    struct stat followed{};
    if (::stat(name.constData(), &followed) != 0)
        return QString(); // missing, a dangling link or unreadable: the open says which
    if (S_ISREG(followed.st_mode))
        return QString();
    struct stat itself{};
    const bool link = ::lstat(name.constData(), &itself) == 0 && S_ISLNK(itself.st_mode);
    return link ? QCoreApplication::translate("SpecialFile", "%1 (through a symbolic link)").arg(kindOf(followed.st_mode))
                : kindOf(followed.st_mode);
}

} // namespace tpuplan
