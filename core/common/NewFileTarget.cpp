// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/NewFileTarget.h"

#include <QFileInfo>

namespace tpuplan {

bool NewFileTarget::check(const QString &path, bool force, QString *error)
{
    const QFileInfo info(path);
    // A link, dangling or not, would have the write land elsewhere: where it points.
    if (info.isSymLink()) {
        *error = tr("%1 is a symbolic link, not a regular file; give the path of the file itself or a new path").arg(path);
        return false;
    }
    if (!info.exists())
        return true;
    if (!info.isFile()) {
        *error = tr("%1 exists and is not a regular file; give a new path").arg(path);
        return false;
    }
    if (!force) {
        *error = tr("%1 exists; give a new path, or --force to replace it").arg(path);
        return false;
    }
    return true;
}

} // namespace tpuplan
