// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/docks/ExportHighlighter.h"

#include <QGuiApplication>
#include <QPalette>

namespace tpuplan {

ExportHighlighter::ExportHighlighter(QTextDocument *document)
    : QSyntaxHighlighter(document), m_comment(QStringLiteral("(^|\\s)#.*$")),
      m_key(QStringLiteral("^\\s*(-\\s+)?([A-Za-z_][\\w.\\-/]*)\\s*(:|=)")),
      m_string(QStringLiteral("\"(?:[^\"\\\\]|\\\\.)*\"|'[^']*'")), m_number(QStringLiteral("\\b\\d+(\\.\\d+)?\\b"))
{
}

void ExportHighlighter::highlightBlock(const QString &text)
{
    const bool dark = QGuiApplication::palette().color(QPalette::Base).lightness() < 128;
    QTextCharFormat key;
    key.setForeground(dark ? QColor(120, 180, 255) : QColor(0, 70, 160));
    key.setFontWeight(QFont::DemiBold);
    QTextCharFormat string;
    string.setForeground(dark ? QColor(150, 210, 140) : QColor(20, 120, 40));
    QTextCharFormat number;
    number.setForeground(dark ? QColor(230, 180, 110) : QColor(150, 80, 0));
    QTextCharFormat comment;
    comment.setForeground(QGuiApplication::palette().color(QPalette::PlaceholderText));
    comment.setFontItalic(true);

    for (auto it = m_number.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        setFormat(int(m.capturedStart()), int(m.capturedLength()), number);
    }
    if (const QRegularExpressionMatch m = m_key.match(text); m.hasMatch())
        setFormat(int(m.capturedStart(2)), int(m.capturedLength(2)), key);
    for (auto it = m_string.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        setFormat(int(m.capturedStart()), int(m.capturedLength()), string);
    }
    if (const QRegularExpressionMatch m = m_comment.match(text); m.hasMatch()) {
        // A '#' inside a quoted string is not a comment.
        const int start = int(m.capturedStart()) + (text.at(int(m.capturedStart())) == QLatin1Char('#') ? 0 : 1);
        if (format(start).foreground() != string.foreground())
            setFormat(start, int(text.size()) - start, comment);
    }
}

} // namespace tpuplan
