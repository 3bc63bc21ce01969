// SPDX-License-Identifier: GPL-3.0-or-later
#include "YamlText.h"

#include <QRegularExpression>

namespace tpuplan {

bool YamlText::needsQuotes(const QString &value)
{
    if (value.isEmpty())
        return true;
    static const QRegularExpression plainSafe(QStringLiteral("^[A-Za-z_/][A-Za-z0-9_./-]*$"));
    if (!plainSafe.match(value).hasMatch())
        return true;
    // Words YAML 1.1 and 1.2 read as booleans or null.
    static const QRegularExpression special(
        QStringLiteral("^(y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF|null|Null|NULL|~)$"));
    return special.match(value).hasMatch();
}

void YamlText::emit(YAML::Emitter &out, const QString &value)
{
    if (needsQuotes(value))
        out << YAML::DoubleQuoted;
    out << value.toStdString();
}

} // namespace tpuplan
