// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/GkeVersion.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace tpuplan {

GkeVersion::GkeVersion(int major, int minor, int patch, qint64 build)
    : m_major(major), m_minor(minor), m_patch(patch), m_build(build), m_hasPatch(true),
      m_hasBuild(build != 0)
{
}

std::optional<GkeVersion> GkeVersion::parse(const QString &text, QString *error)
{
    // Anchored at the very end: `$` would also match before a final line break.
    static const QRegularExpression pattern(
        QRegularExpression::anchoredPattern(QStringLiteral(R"((\d{1,4})\.(\d{1,4})(?:\.(\d{1,6})(?:-gke\.(\d{1,12}))?)?)")));
    // Spaces around the version are forgiven; line breaks and other control characters are not.
    qsizetype first = 0;
    qsizetype last = text.size();
    while (first < last && text.at(first) == QLatin1Char(' '))
        ++first;
    while (last > first && text.at(last - 1) == QLatin1Char(' '))
        --last;
    const QRegularExpressionMatch match = pattern.match(text.mid(first, last - first));
    if (!match.hasMatch()) {
        if (error) {
            *error = QCoreApplication::translate(
                         "GkeVersion",
                         "'%1' is not a GKE version; write MAJOR.MINOR.PATCH-gke.BUILD, "
                         "for example 1.31.2-gke.1115000")
                         .arg(text);
        }
        return std::nullopt;
    }
    GkeVersion version;
    version.m_major = match.captured(1).toInt();
    version.m_minor = match.captured(2).toInt();
    version.m_hasPatch = match.hasCaptured(3) && !match.captured(3).isEmpty();
    version.m_patch = version.m_hasPatch ? match.captured(3).toInt() : 0;
    version.m_hasBuild = match.hasCaptured(4) && !match.captured(4).isEmpty();
    version.m_build = version.m_hasBuild ? match.captured(4).toLongLong() : 0;
    return version;
}

QString GkeVersion::toString() const
{
    QString text = QStringLiteral("%1.%2").arg(m_major).arg(m_minor);
    if (m_hasPatch || m_hasBuild)
        text += QStringLiteral(".%1").arg(m_patch);
    if (m_hasBuild)
        text += QStringLiteral("-gke.%1").arg(m_build);
    return text;
}

} // namespace tpuplan
