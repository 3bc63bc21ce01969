// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/NewFileTarget.h"

#include <QFileInfo>

namespace tpuplan {

bool NewFileTarget::check(const QString &path, bool force, QString *error)
{
    const QFileInfo info(path);
    // exists() follows links: a dangling link is a new path the write would create elsewhere.
    if (info.isSymLink() && !info.exists()) {
        *error = tr("%1 is a link to a missing file; give a new path or an existing file").arg(path);
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
