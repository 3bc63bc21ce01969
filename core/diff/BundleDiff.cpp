// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diff/BundleDiff.h"

#include "core/diff/UnifiedDiff.h"

#include <QHash>

namespace tpuplan {

QList<BundleFileDiff> BundleDiff::compare(const QList<BundleFile> &before, const QList<BundleFile> &after)
{
    QHash<QString, const BundleFile *> old;
    for (const BundleFile &file : before)
        old.insert(file.path, &file);
    const QString devNull = QStringLiteral("/dev/null");
    QList<BundleFileDiff> result;
    for (const BundleFile &file : after) {
        const BundleFile *previous = old.take(file.path);
        const QString diff = UnifiedDiff::diff(previous ? previous->contents : QByteArray(), file.contents,
                                               previous ? QStringLiteral("a/") + file.path : devNull,
                                               QStringLiteral("b/") + file.path);
        if (!diff.isEmpty() || !previous)
            result.append({file.path, diff});
    }
    for (const BundleFile &file : before) {
        if (old.contains(file.path))
            result.append({file.path, UnifiedDiff::diff(file.contents, QByteArray(), QStringLiteral("a/") + file.path, devNull)});
    }
    return result;
}

} // namespace tpuplan
