// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/YamlFieldReader.h"

#include <QCoreApplication>

#include <cmath>
#include <string>

namespace tpuplan {
namespace {

QString kindName(const YAML::Node &node)
{
    if (node.IsMap())
        return QCoreApplication::translate("YamlFieldReader", "a mapping");
    if (node.IsSequence())
        return QCoreApplication::translate("YamlFieldReader", "a list");
    if (node.IsNull())
        return QCoreApplication::translate("YamlFieldReader", "empty");
    return QStringLiteral("'%1'").arg(QString::fromStdString(node.Scalar()));
}

} // namespace

YamlFieldReader::YamlFieldReader(QString rule, Findings *findings, SourceMap *positions)
    : m_rule(std::move(rule)), m_findings(findings), m_positions(positions)
{
}

SourcePosition YamlFieldReader::positionOf(const YAML::Node &node)
{
    if (!node.IsDefined())
        return {};
    const YAML::Mark mark = node.Mark();
    if (mark.is_null())
        return {};
    return {mark.line + 1, mark.column + 1};
}

QString YamlFieldReader::join(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}

void YamlFieldReader::report(const YAML::Node &node, const QString &path, const QString &message,
                             Severity severity, const QString &rule)
{
    reportAt(positionOf(node), path, message, severity, rule);
}

void YamlFieldReader::reportAt(SourcePosition position, const QString &path, const QString &message,
                               Severity severity, const QString &rule)
{
    Finding f;
    f.rule = rule.isEmpty() ? m_rule : rule;
    f.severity = severity;
    f.field = path;
    f.message = message;
    f.line = position.line;
    f.column = position.column;
    m_findings->append(f);
}

bool YamlFieldReader::expectMap(const YAML::Node &node, const QString &path)
{
    if (node.IsMap())
        return true;
    report(node, path, QCoreApplication::translate("YamlFieldReader", "must be a mapping of keys to values, not %1").arg(kindName(node)));
    return false;
}

bool YamlFieldReader::expectSequence(const YAML::Node &node, const QString &path)
{
    if (node.IsSequence())
        return true;
    report(node, path, QCoreApplication::translate("YamlFieldReader", "must be a list (items starting with '- '), not %1").arg(kindName(node)));
    return false;
}

YAML::Node YamlFieldReader::child(const YAML::Node &map, const QString &key, const QString &path,
                                  Presence presence)
{
    const YAML::Node node = map[key.toStdString()];
    if (!node.IsDefined() || node.IsNull()) {
        if (presence == Required)
            report(map, path, QCoreApplication::translate("YamlFieldReader", "is required but missing; add '%1:'").arg(key));
        return YAML::Node(YAML::NodeType::Undefined);
    }
    if (m_positions)
        m_positions->record(path, positionOf(node));
    return node;
}

std::optional<YAML::Node> YamlFieldReader::scalar(const YAML::Node &map, const QString &key,
                                                  const QString &path, Presence presence,
                                                  const QString &expected)
{
    const YAML::Node node = child(map, key, path, presence);
    if (!node.IsDefined())
        return std::nullopt;
    if (!node.IsScalar()) {
        report(node, path, QCoreApplication::translate("YamlFieldReader", "must be %1, not %2").arg(expected, kindName(node)));
        return std::nullopt;
    }
    return node;
}

std::optional<QString> YamlFieldReader::string(const YAML::Node &map, const QString &key,
                                               const QString &path, Presence presence)
{
    const auto node = scalar(map, key, path, presence, QCoreApplication::translate("YamlFieldReader", "text"));
    if (!node)
        return std::nullopt;
    return QString::fromStdString(node->Scalar());
}

std::optional<qint64> YamlFieldReader::integer(const YAML::Node &map, const QString &key,
                                               const QString &path, Presence presence, qint64 min,
                                               qint64 max)
{
    const auto node = scalar(map, key, path, presence, QCoreApplication::translate("YamlFieldReader", "a whole number"));
    if (!node)
        return std::nullopt;
    long long value = 0;
    if (!YAML::convert<long long>::decode(*node, value)) {
        report(*node, path,
               QCoreApplication::translate("YamlFieldReader", "must be a whole number from %1 to %2, not %3").arg(min).arg(max).arg(kindName(*node)));
        return std::nullopt;
    }
    if (value < min || value > max) {
        report(*node, path, QCoreApplication::translate("YamlFieldReader", "must be from %1 to %2, not %3").arg(min).arg(max).arg(value));
        return std::nullopt;
    }
    return qint64(value);
}

std::optional<double> YamlFieldReader::number(const YAML::Node &map, const QString &key,
                                              const QString &path, Presence presence)
{
    const auto node = scalar(map, key, path, presence, QCoreApplication::translate("YamlFieldReader", "a number"));
    if (!node)
        return std::nullopt;
    double value = 0;
    if (!YAML::convert<double>::decode(*node, value) || !std::isfinite(value)) {
        report(*node, path, QCoreApplication::translate("YamlFieldReader", "must be a number, not %1").arg(kindName(*node)));
        return std::nullopt;
    }
    return value;
}

std::optional<std::optional<double>> YamlFieldReader::nullableNumber(const YAML::Node &map,
                                                                     const QString &key,
                                                                     const QString &path,
                                                                     Presence presence)
{
    const YAML::Node node = map[key.toStdString()];
    if (node.IsDefined() && node.IsNull()) {
        if (m_positions)
            m_positions->record(path, positionOf(node));
        return std::optional<double>();
    }
    const auto value = number(map, key, path, presence);
    if (!value)
        return std::nullopt;
    return std::optional<double>(*value);
}

std::optional<bool> YamlFieldReader::boolean(const YAML::Node &map, const QString &key,
                                             const QString &path, Presence presence)
{
    const auto node = scalar(map, key, path, presence, QCoreApplication::translate("YamlFieldReader", "true or false"));
    if (!node)
        return std::nullopt;
    bool value = false;
    if (!YAML::convert<bool>::decode(*node, value)) {
        report(*node, path, QCoreApplication::translate("YamlFieldReader", "must be true or false, not %1").arg(kindName(*node)));
        return std::nullopt;
    }
    return value;
}

std::optional<QStringList> YamlFieldReader::stringList(const YAML::Node &map, const QString &key,
                                                       const QString &path, Presence presence)
{
    const YAML::Node node = child(map, key, path, presence);
    if (!node.IsDefined())
        return std::nullopt;
    if (!node.IsSequence()) {
        report(node, path,
               QCoreApplication::translate("YamlFieldReader", "must be a list of text items such as [\"python3\", \"train.py\"], not %1").arg(kindName(node)));
        return std::nullopt;
    }
    QStringList values;
    int index = 0;
    for (const YAML::Node &item : node) {
        const QString itemPath = QStringLiteral("%1[%2]").arg(path).arg(index++);
        if (!item.IsScalar()) {
            report(item, itemPath, QCoreApplication::translate("YamlFieldReader", "must be text, not %1").arg(kindName(item)));
            return std::nullopt;
        }
        values.append(QString::fromStdString(item.Scalar()));
    }
    return values;
}

std::optional<QString> YamlFieldReader::choice(const YAML::Node &map, const QString &key,
                                               const QString &path, const QStringList &allowed,
                                               Presence presence)
{
    const auto value = string(map, key, path, presence);
    if (!value)
        return std::nullopt;
    if (!allowed.contains(*value)) {
        report(map[key.toStdString()], path,
               QCoreApplication::translate("YamlFieldReader", "'%1' is not allowed here; use one of: %2").arg(*value, allowed.join(QStringLiteral(", "))));
        return std::nullopt;
    }
    return value;
}

UnknownFields YamlFieldReader::unknownKeys(const YAML::Node &map, const QString &path,
                                           const QStringList &known, const QString &unknownRule)
{
    UnknownFields unknown;
    if (!map.IsMap())
        return unknown;
    for (const auto &entry : map) {
        if (!entry.first.IsScalar()) {
            // A list or mapping as the key: kept whole (key and value), never as an empty key.
            YAML::Emitter out;
            out << YAML::BeginMap << YAML::Key << entry.first << YAML::Value << entry.second << YAML::EndMap;
            unknown.append({complexUnknownKey(), QString::fromStdString(out.c_str())});
            report(entry.first, path,
                   QCoreApplication::translate("YamlFieldReader", "unknown field with a list or mapping as its key is kept as it is but not used by this version"),
                   Severity::Warning, unknownRule);
            continue;
        }
        const QString key = QString::fromStdString(entry.first.Scalar());
        if (known.contains(key))
            continue;
        YAML::Emitter out;
        out << entry.second;
        unknown.append({key, QString::fromStdString(out.c_str())});
        report(entry.first, join(path, key),
               QCoreApplication::translate("YamlFieldReader", "unknown field '%1' is kept as it is but not used by this version").arg(key),
               Severity::Warning, unknownRule);
    }
    return unknown;
}

} // namespace tpuplan
