// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/ShellScript.h"

#include <QRegularExpression>

namespace tpuplan {

QString ShellScript::quote(const QString &value)
{
    // Letters, digits and these punctuation marks never trigger expansion, globbing, word
    // splitting or tilde expansion, so such words are left bare for readability.
    // Anchored at the very end: with `$`, "train\n" would pass as safe and split the command.
    static const QRegularExpression safe(QRegularExpression::anchoredPattern(QStringLiteral("[A-Za-z0-9_./:,=@%+-]+")));
    if (!value.isEmpty() && safe.match(value).hasMatch())
        return value;
    QString quoted = value;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QString ShellScript::flag(const QString &name, const QString &value)
{
    return QStringLiteral("--") + name + QLatin1Char('=') + quote(value);
}

QString ShellScript::hashComment(const QString &text, const QString &indent)
{
    QString clean;
    clean.reserve(text.size());
    for (const QChar c : text) {
        if (c == QLatin1Char('\n'))
            clean += c;
        else if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format
                 || c == QChar::LineSeparator || c == QChar::ParagraphSeparator)
            clean += QLatin1Char(' ');
        else
            clean += c;
    }
    // Long lines (a plan's description) are wrapped at word boundaries for review.
    constexpr qsizetype kWidth = 100;
    QString out;
    const QStringList lines = clean.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        QString rest = line;
        while (rest.endsWith(QLatin1Char(' ')))
            rest.chop(1);
        if (rest.isEmpty()) {
            out += indent + QStringLiteral("#\n");
            continue;
        }
        while (!rest.isEmpty()) {
            qsizetype cut = rest.size();
            if (rest.size() > kWidth) {
                cut = rest.lastIndexOf(QLatin1Char(' '), kWidth);
                if (cut <= 0)
                    cut = rest.indexOf(QLatin1Char(' '), kWidth);
                if (cut <= 0)
                    cut = rest.size();
            }
            out += indent + QStringLiteral("# ") + rest.left(cut) + QLatin1Char('\n');
            rest = rest.mid(cut);
            while (rest.startsWith(QLatin1Char(' ')) && !rest.trimmed().isEmpty() && cut < line.size())
                rest.remove(0, 1);
            if (rest.trimmed().isEmpty())
                break;
        }
    }
    return out;
}

void ShellScript::comment(const QString &text)
{
    m_text += hashComment(text);
}

void ShellScript::blank()
{
    m_text += QLatin1Char('\n');
}

void ShellScript::raw(const QString &line)
{
    m_text += line + QLatin1Char('\n');
}

void ShellScript::command(const QStringList &head, const QStringList &arguments)
{
    m_text += head.join(QLatin1Char(' '));
    for (const QString &argument : arguments)
        m_text += QStringLiteral(" \\\n  ") + argument;
    m_text += QLatin1Char('\n');
}

} // namespace tpuplan
