// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/Finding.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace YAML {
class Node;
}

namespace tpuplan {

/// Reads one of the teaching data files (glossary.yaml, rules.yaml, platforms.yaml): texts,
/// lists and top-level entries, reporting what is missing with its file, line and field as
/// `glossary-invalid` findings.
class LearnDataReader
{
public:
    LearnDataReader(const QString &file, Findings *problems) : m_file(file), m_problems(problems) {}

    /// The bytes of an embedded resource (empty when it is missing: the reader then reports it).
    static QByteArray resource(const QString &path);

    void problem(const YAML::Node &at, const QString &field, const QString &message) const;
    /// The non-empty scalar `key` of `map`, trimmed; a problem at `field.key` when missing.
    QString text(const YAML::Node &map, const char *key, const QString &field) const;
    /// The scalars of the sequence `key` of `map`, empty when there is none.
    QStringList list(const YAML::Node &map, const char *key) const;
    /// The top-level list `key` of the document (empty, with a problem, when missing).
    YAML::Node entries(const QByteArray &bytes, const char *key) const;

private:
    QString m_file;
    Findings *m_problems;
};

} // namespace tpuplan
