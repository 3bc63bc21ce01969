// SPDX-License-Identifier: GPL-3.0-or-later
#include "AppIcons.h"

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
        // Icons hold their engine (a plugin): release them with the application, not at exit.
        qAddPostRoutine([] { cache().clear(); });
    }
    const QString path = QStringLiteral(":/icons/%1.svg").arg(name);
    if (!QFile::exists(path))
        return QIcon();
    const QIcon icon(path);
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
