// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editors/WholeTokens.h"

#include <QRegularExpression>

namespace tpuplan {

QString keepVersionsWhole(const QString &text)
{
    static const QRegularExpression version(QStringLiteral("\\b\\d+\\.\\d+(?:\\.\\d+)?(?:-gke\\.\\d+)?\\b"));
    static const QChar nonBreakingHyphen(0x2011);
    static const QChar wordJoiner(0x2060);
    QString result;
    qsizetype last = 0;
    for (auto it = version.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        result += QStringView(text).mid(last, match.capturedStart() - last);
        QString token = match.captured();
        token.replace(QLatin1Char('-'), nonBreakingHyphen);
        token.replace(QLatin1Char('.'), QString(QLatin1Char('.')) + wordJoiner);
        result += token;
        last = match.capturedEnd();
    }
    result += QStringView(text).mid(last);
    return result;
}

} // namespace tpuplan
