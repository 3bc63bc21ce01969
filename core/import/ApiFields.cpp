// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/ApiFields.h"

#include <QRegularExpression>

namespace tpuplan::ApiFields {

bool isMap(const YAML::Node &node)
{
    return node.IsDefined() && node.IsMap();
}

bool isSequence(const YAML::Node &node)
{
    return node.IsDefined() && node.IsSequence();
}

YAML::Node field(const YAML::Node &node, const char *key)
{
    // A const lookup in a scalar throws in yaml-cpp, and one in a sequence reads an index.
    if (!isMap(node))
        return YAML::Node(YAML::NodeType::Undefined);
    const YAML::Node child = node[key];
    return child.IsDefined() ? child : YAML::Node(YAML::NodeType::Undefined);
}

YAML::Node path(const YAML::Node &node, const char *dottedPath)
{
    YAML::Node current = node;
    const QByteArray steps(dottedPath);
    for (const QByteArray &step : steps.split('.')) {
        // reset() rebinds; operator= would write into the tree.
        current.reset(field(current, step.constData()));
        if (!current.IsDefined())
            break;
    }
    return current;
}

QString scalar(const YAML::Node &node)
{
    return node.IsDefined() && node.IsScalar() ? QString::fromStdString(node.Scalar()) : QString();
}

QString text(const YAML::Node &node, const char *dottedPath)
{
    return scalar(path(node, dottedPath));
}

std::optional<qint64> optionalInteger(const YAML::Node &node, const char *dottedPath)
{
    const QString value = text(node, dottedPath).trimmed();
    bool ok = false;
    const qint64 number = value.toLongLong(&ok);
    return ok ? std::optional<qint64>(number) : std::nullopt;
}

qint64 integer(const YAML::Node &node, const char *dottedPath)
{
    return optionalInteger(node, dottedPath).value_or(0);
}

bool flag(const YAML::Node &node, const char *dottedPath)
{
    return text(node, dottedPath).compare(QLatin1String("true"), Qt::CaseInsensitive) == 0;
}

QStringList strings(const YAML::Node &node, const char *dottedPath)
{
    const YAML::Node value = path(node, dottedPath);
    QStringList list;
    if (isSequence(value)) {
        for (const YAML::Node &item : value) {
            if (item.IsDefined() && item.IsScalar())
                list.append(QString::fromStdString(item.Scalar()));
        }
    } else if (value.IsDefined() && value.IsScalar() && !value.Scalar().empty()) {
        list.append(QString::fromStdString(value.Scalar()));
    }
    return list;
}

YAML::Node block(const YAML::Node &node, const char *key)
{
    const YAML::Node value = field(node, key);
    if (isSequence(value))
        return value.size() > 0 ? value[0] : YAML::Node(YAML::NodeType::Undefined);
    return value;
}

ImportOrigin origin(const YAML::Node &node, const QString &file)
{
    ImportOrigin o;
    o.file = file;
    if (node.IsDefined() && node.Mark().line >= 0) {
        o.line = node.Mark().line + 1;
        o.column = node.Mark().column + 1;
    }
    return o;
}

bool isTpuMachineType(const QString &name)
{
    static const QRegularExpression pattern(QStringLiteral("^(ct[0-9][a-z0-9]*|tpu[0-9][a-z0-9]*)-"));
    return pattern.match(name).hasMatch();
}

QString lastSegment(const QString &value)
{
    return value.section(QLatin1Char('/'), -1);
}

} // namespace tpuplan::ApiFields
