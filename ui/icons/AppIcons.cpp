// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/icons/AppIcons.h"

#include <QFile>

namespace tpuplan {

QIcon AppIcons::named(const QString &name)
{
    // Qt's SVG icon engine renders the one size a menu or toolbar asks for, when it is drawn,
    // and keeps it; HiDPI and the disabled look come from the style, as for any icon.
    const QString path = QStringLiteral(":/icons/%1.svg").arg(name);
    return QFile::exists(path) ? QIcon(path) : QIcon();
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

QIcon SeverityIcons::operator()(Severity severity) const
{
    QIcon &icon = m_icons.at(static_cast<std::size_t>(severity));
    if (icon.isNull())
        icon = AppIcons::severity(severity);
    return icon;
}

} // namespace tpuplan
