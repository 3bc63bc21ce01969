// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <yaml-cpp/yaml.h>

namespace tpuplan {

/// Emits text values so that they read back as the same text: values YAML would take for a
/// number, a boolean or null (`"200"`, `"true"`, `""`) and values with special characters are
/// double-quoted.
class YamlText
{
public:
    static void emit(YAML::Emitter &out, const QString &value);
    /// Always double-quoted (command lines read best that way), with the same escaping.
    static void emitQuoted(YAML::Emitter &out, const QString &value);
    static bool needsQuotes(const QString &value);

private:
    static void escapeLineBreaks(YAML::Emitter &out, const QString &value);
};

} // namespace tpuplan
