// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/HclWriter.h"

#include "core/export/ShellScript.h"

#include "core/plan/ObjectNames.h"

namespace tpuplan {

QString HclWriter::string(const QString &value)
{
    QString out;
    out.reserve(value.size() + 2);
    out += QLatin1Char('"');
    for (qsizetype i = 0; i < value.size(); ++i) {
        const QChar c = value.at(i);
        const QChar next = i + 1 < value.size() ? value.at(i + 1) : QChar();
        switch (c.unicode()) {
        case '\\': out += QStringLiteral("\\\\"); break;
        case '"': out += QStringLiteral("\\\""); break;
        case '\n': out += QStringLiteral("\\n"); break;
        case '\r': out += QStringLiteral("\\r"); break;
        case '\t': out += QStringLiteral("\\t"); break;
        case '$':
        case '%':
            out += c;
            if (next == QLatin1Char('{'))
                out += c; // `$${` and `%%{` are the literal `${` and `%{`
            break;
        default:
            if (c.unicode() < 0x20 || c.category() == QChar::Other_Control || c == QChar::LineSeparator
                || c == QChar::ParagraphSeparator)
                out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
            else
                out += c;
        }
    }
    out += QLatin1Char('"');
    return out;
}

QString HclWriter::stringList(const QStringList &values)
{
    QStringList quoted;
    for (const QString &value : values)
        quoted.append(string(value));
    return QLatin1Char('[') + quoted.join(QStringLiteral(", ")) + QLatin1Char(']');
}

QString HclWriter::number(qint64 value)
{
    return QString::number(value);
}

QString HclWriter::boolean(bool value)
{
    return value ? QStringLiteral("true") : QStringLiteral("false");
}

QString HclWriter::identifier(const QString &name)
{
    return ObjectNames::terraformIdentifier(name);
}

QString HclWriter::indent() const
{
    return QString(m_depth * 2, QLatin1Char(' '));
}

void HclWriter::flush()
{
    qsizetype width = 0;
    for (const auto &[name, expression] : std::as_const(m_pending))
        width = std::max(width, name.size());
    for (const auto &[name, expression] : std::as_const(m_pending))
        m_text += indent() + name.leftJustified(width) + QStringLiteral(" = ") + expression + QLatin1Char('\n');
    m_pending.clear();
}

void HclWriter::comment(const QString &text)
{
    flush();
    m_text += ShellScript::hashComment(text, indent());
}

void HclWriter::blank()
{
    flush();
    m_text += QLatin1Char('\n');
}

void HclWriter::open(const QString &header)
{
    flush();
    m_text += indent() + header + QStringLiteral(" {\n");
    ++m_depth;
}

void HclWriter::close()
{
    flush();
    --m_depth;
    m_text += indent() + QStringLiteral("}\n");
}

void HclWriter::attribute(const QString &name, const QString &expression)
{
    m_pending.append({name, expression});
}

QString HclWriter::text()
{
    flush();
    return m_text;
}

} // namespace tpuplan
