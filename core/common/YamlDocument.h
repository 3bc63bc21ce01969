// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/Finding.h"

#include <QByteArray>
#include <QString>

#include <yaml-cpp/yaml.h>

#include <optional>

namespace tpuplan {

/// Parses YAML text with the guards an untrusted file needs: a size limit, yaml-cpp's nesting
/// limit, a bound on alias expansion (a "billion laughs" file is refused instead of hanging
/// whoever walks the tree) and duplicate-key detection, which yaml-cpp itself ignores.
class YamlDocument
{
public:
    static constexpr qint64 kMaxBytes = 4 * 1024 * 1024;
    static constexpr qint64 kMaxExpandedNodes = 100000;

    /// `rule` is the id given to problems found in the document (plan-invalid, catalog-invalid).
    static YamlDocument parse(const QByteArray &bytes, const QString &rule);

    /// True when the text is not YAML at all (a syntax error); `problems` then holds one finding.
    bool isSyntaxError() const { return m_syntaxError; }
    const YAML::Node &root() const { return m_root; }
    /// Problems found in a document that did parse: alias bombs and duplicate keys.
    const Findings &problems() const { return m_problems; }
    /// True when alias expansion hit the bound: the tree must not be walked any further.
    bool isExpansionExceeded() const { return m_expansionExceeded; }

private:
    YAML::Node m_root;
    Findings m_problems;
    bool m_syntaxError = false;
    bool m_expansionExceeded = false;
};

} // namespace tpuplan
