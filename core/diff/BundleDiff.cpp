// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diff/BundleDiff.h"

#include "core/diff/UnifiedDiff.h"

#include <QHash>

namespace tpuplan {

QList<BundleFileDiff> BundleDiff::compare(const QList<BundleFile> &before, const QList<BundleFile> &after)
{
    // A plan whose pools share a name has two manifests of one path: the n-th of a path is
    // compared with the n-th.
    const auto keys = [](const QList<BundleFile> &files) {
        QHash<QString, int> seen;
        QList<QString> result;
        for (const BundleFile &file : files)
            result.append(file.path + QLatin1Char('\0') + QString::number(seen[file.path]++));
        return result;
    };
    const QList<QString> keysBefore = keys(before);
    const QList<QString> keysAfter = keys(after);
    QHash<QString, const BundleFile *> old;
    for (qsizetype i = 0; i < before.size(); ++i)
        old.insert(keysBefore[i], &before[i]);
    const QString devNull = QStringLiteral("/dev/null");
    QList<BundleFileDiff> result;
    for (qsizetype i = 0; i < after.size(); ++i) {
        const BundleFile &file = after[i];
        const BundleFile *previous = old.take(keysAfter[i]);
        const QString diff = UnifiedDiff::diff(previous ? previous->contents : QByteArray(), file.contents,
                                               previous ? QStringLiteral("a/") + file.path : devNull,
                                               QStringLiteral("b/") + file.path);
        if (!diff.isEmpty() || !previous)
            result.append({file.path, diff});
    }
    for (qsizetype i = 0; i < before.size(); ++i) {
        if (old.contains(keysBefore[i]))
            result.append({before[i].path, UnifiedDiff::diff(before[i].contents, QByteArray(),
                                                             QStringLiteral("a/") + before[i].path, devNull)});
    }
    return result;
}

} // namespace tpuplan
