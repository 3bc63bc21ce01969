// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/ControlText.h"

namespace tpuplan {

bool ControlText::isControl(QChar c)
{
    const char16_t u = c.unicode();
    // Bidirectional controls reorder what a reader sees ("Trojan Source"): U+200E, U+200F,
    // U+202A..U+202E, U+2066..U+2069.
    const bool bidi = u == 0x200E || u == 0x200F || (u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069);
    return c.category() == QChar::Other_Control || c == QChar::LineSeparator || c == QChar::ParagraphSeparator || bidi;
}

qsizetype ControlText::find(const QString &text, bool multiLine)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (multiLine && (c == QLatin1Char('\n') || c == QLatin1Char('\t')))
            continue;
        if (isControl(c))
            return i;
    }
    return -1;
}

QString ControlText::escape(QChar c)
{
    switch (c.unicode()) {
    case '\n':
        return QStringLiteral("\\n");
    case '\t':
        return QStringLiteral("\\t");
    case '\r':
        return QStringLiteral("\\r");
    default:
        break;
    }
    if (c.unicode() < 0x100)
        return QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
    return QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
}

QString ControlText::escaped(const QString &text)
{
    if (find(text) < 0)
        return text;
    QString out;
    out.reserve(text.size() + 8);
    for (const QChar c : text)
        out += isControl(c) ? escape(c) : QString(c);
    return out;
}

} // namespace tpuplan
