// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/YamlText.h"

#include <QRegularExpression>

namespace tpuplan {

bool YamlText::needsQuotes(const QString &value)
{
    if (value.isEmpty())
        return true;
    static const QRegularExpression plainSafe(QRegularExpression::anchoredPattern(QStringLiteral("[A-Za-z_/][A-Za-z0-9_./-]*")));
    if (!plainSafe.match(value).hasMatch())
        return true;
    // Words YAML 1.1 and 1.2 read as booleans or null.
    static const QRegularExpression special(
        QRegularExpression::anchoredPattern(QStringLiteral(
            "y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF|null|Null|NULL|~")));
    return special.match(value).hasMatch();
}

void YamlText::emitQuoted(YAML::Emitter &out, const QString &value)
{
    escapeLineBreaks(out, value);
    out << YAML::DoubleQuoted << value.toStdString();
}

void YamlText::escapeLineBreaks(YAML::Emitter &out, const QString &value)
{
    // NEL, LS and PS are line breaks to YAML 1.1 readers (kubectl's among them) and would be
    // folded away inside quotes: escape them, which yaml-cpp only does with EscapeNonAscii.
    static const QRegularExpression yaml11Breaks(QStringLiteral("[\\x{0085}\\x{2028}\\x{2029}]"));
    if (value.contains(yaml11Breaks))
        out << YAML::EscapeNonAscii;
}

void YamlText::emit(YAML::Emitter &out, const QString &value)
{
    escapeLineBreaks(out, value);
    if (needsQuotes(value))
        out << YAML::DoubleQuoted;
    out << value.toStdString();
}

} // namespace tpuplan
