// SPDX-License-Identifier: GPL-3.0-or-later
#include "AppIcons.h"

#include "PngIconEngine.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>

namespace tpuplan {
namespace {

QHash<QString, QIcon> &cache()
{
    static QHash<QString, QIcon> icons;
    return icons;
}

} // namespace

QIcon AppIcons::named(const QString &name)
{
    QHash<QString, QIcon> &icons = cache();
    if (const QIcon known = icons.value(name); !known.isNull())
        return known;
    if (icons.isEmpty()) {
        // Icons hold pixmaps: release them with the application, not at exit.
        qAddPostRoutine([] { cache().clear(); });
    }
    const QString prefix = QStringLiteral(":/icons/%1-").arg(name);
    const QList<int> sizes = {TPUPLAN_ICON_SIZES};
    if (!QFile::exists(prefix + QString::number(sizes.first()) + QStringLiteral(".png")))
        return QIcon();
    const QIcon icon(new PngIconEngine(prefix, sizes));
    icons.insert(name, icon);
    return icon;
}

QIcon AppIcons::severity(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return named(QStringLiteral("severity-error"));
    case Severity::Warning:
        return named(QStringLiteral("severity-warning"));
    case Severity::Info:
        break;
    }
    return named(QStringLiteral("severity-info"));
}

} // namespace tpuplan
