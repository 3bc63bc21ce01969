// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/Finding.h"
#include "core/common/SourceMap.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <yaml-cpp/yaml.h>

#include <optional>

namespace tpuplan {

/// Kept verbatim so that a file saved again loses nothing: key and its YAML text.
using UnknownFields = QList<QPair<QString, QString>>;

/// The key of an UnknownFields entry whose own key is a list or mapping (YAML's `? [a, b]`): the
/// entry's text is then a one-entry mapping holding key and value. NUL, which no YAML key holds.
inline QString complexUnknownKey()
{
    return QString(QChar(0));
}

/// Reads typed fields out of yaml-cpp nodes and turns every mismatch into a finding that names
/// the field path and the line and column the node came from. Used by the plan and catalog
/// readers, so both speak to users the same way.
class YamlFieldReader
{
public:
    enum Presence { Optional, Required };

    YamlFieldReader(QString rule, Findings *findings, SourceMap *positions = nullptr);

    static SourcePosition positionOf(const YAML::Node &node);

    /// Reports and returns false unless `node` is a mapping.
    bool expectMap(const YAML::Node &node, const QString &path);
    bool expectSequence(const YAML::Node &node, const QString &path);

    /// The child `key` of `map`, recording its position under `path`; an undefined node when
    /// absent (and a finding when `presence` is Required).
    YAML::Node child(const YAML::Node &map, const QString &key, const QString &path, Presence presence);

    std::optional<QString> string(const YAML::Node &map, const QString &key, const QString &path,
                                  Presence presence = Optional);
    std::optional<qint64> integer(const YAML::Node &map, const QString &key, const QString &path,
                                  Presence presence, qint64 min, qint64 max);
    std::optional<double> number(const YAML::Node &map, const QString &key, const QString &path,
                                 Presence presence = Optional);
    /// A number that may be written as `null` (an unknown price): the outer optional is empty when
    /// the key is missing or wrong, the inner one when the value is null.
    std::optional<std::optional<double>> nullableNumber(const YAML::Node &map, const QString &key,
                                                        const QString &path, Presence presence = Optional);
    std::optional<bool> boolean(const YAML::Node &map, const QString &key, const QString &path,
                                Presence presence = Optional);
    std::optional<QStringList> stringList(const YAML::Node &map, const QString &key, const QString &path,
                                          Presence presence = Optional);
    /// A string that must be one of `allowed`.
    std::optional<QString> choice(const YAML::Node &map, const QString &key, const QString &path,
                                  const QStringList &allowed, Presence presence = Optional);

    /// Keys of `map` not in `known`, kept verbatim and reported with `unknownRule` (a warning).
    UnknownFields unknownKeys(const YAML::Node &map, const QString &path, const QStringList &known,
                              const QString &unknownRule);

    void report(const YAML::Node &node, const QString &path, const QString &message,
                Severity severity = Severity::Error, const QString &rule = {});
    void reportAt(SourcePosition position, const QString &path, const QString &message,
                  Severity severity = Severity::Error, const QString &rule = {});

    static QString join(const QString &path, const QString &key);

private:
    std::optional<YAML::Node> scalar(const YAML::Node &map, const QString &key, const QString &path,
                                     Presence presence, const QString &expected);

    QString m_rule;
    Findings *m_findings;
    SourceMap *m_positions;
};

} // namespace tpuplan
