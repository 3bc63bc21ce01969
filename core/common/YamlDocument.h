// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/Finding.h"

#include <QByteArray>
#include <QString>

#include <yaml-cpp/yaml.h>

#include <optional>
#include <vector>

namespace tpuplan {

/// Parses YAML text with the guards an untrusted file needs: a size limit, a nesting limit
/// checked before yaml-cpp builds the tree (its own recursion guard only says "bad file"), a
/// bound on what aliases add (a "billion laughs" file is refused instead of hanging whoever
/// walks the tree) and duplicate-key detection, which yaml-cpp itself ignores.
class YamlDocument
{
public:
    static constexpr qint64 kMaxBytes = 4 * 1024 * 1024;
    /// Lists and mappings inside each other; plans and catalogs need fewer than 10.
    static constexpr int kMaxDepth = 100;
    /// Values that aliases (`*name`) may repeat in all: as many as the largest file could hold
    /// written out, so aliases never make a document more than twice that.
    static constexpr qint64 kMaxAliasValues = 1000000;

    /// `rule` is the id given to problems found in the document (plan-invalid, catalog-invalid).
    static YamlDocument parse(const QByteArray &bytes, const QString &rule);
    /// Every document of a stream (`---` between them, as kubectl reads manifests) under the same
    /// guards, which then bound the whole stream; marks count lines from the start of the file.
    static YamlDocument parseStream(const QByteArray &bytes, const QString &rule);

    /// True when the text is not YAML at all (a syntax error) or is refused before it is read
    /// (too large, nested too deeply); `problems` then holds one finding.
    bool isSyntaxError() const { return m_syntaxError; }
    const YAML::Node &root() const { return m_root; }
    /// parseStream: each document in file order (an empty document is a null node).
    const std::vector<YAML::Node> &documents() const { return m_documents; }
    /// Problems found in a document that did parse: alias bombs and duplicate keys.
    const Findings &problems() const { return m_problems; }
    /// True when aliases repeat more than kMaxAliasValues: the tree must not be walked.
    bool isExpansionExceeded() const { return m_expansionExceeded; }

private:
    static YamlDocument parse(const QByteArray &bytes, const QString &rule, bool stream);
    /// A document refused with one problem: a syntax error, or refused before it was read.
    static YamlDocument refused(const Finding &problem);

    YAML::Node m_root;
    std::vector<YAML::Node> m_documents;
    Findings m_problems;
    bool m_syntaxError = false;
    bool m_expansionExceeded = false;
};

} // namespace tpuplan
