// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diff/PlanFields.h"

#include "core/plan/PlanWriter.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtNumeric>

#include <yaml-cpp/yaml.h>

namespace tpuplan {
namespace {

QString text(const std::string &s)
{
    return QString::fromStdString(s);
}

/// A plain YAML scalar as the value YAML means (true, 730, 0.5); a quoted one stays text.
QJsonValue scalar(const YAML::Node &node)
{
    const QString value = text(node.Scalar());
    if (node.Tag() != "?")
        return value;
    if (value == QLatin1String("true"))
        return true;
    if (value == QLatin1String("false"))
        return false;
    if (value == QLatin1String("null") || value == QLatin1String("~"))
        return QJsonValue(QJsonValue::Null);
    bool ok = false;
    const qint64 integer = value.toLongLong(&ok);
    if (ok)
        return integer;
    const double number = value.toDouble(&ok);
    if (ok && qIsFinite(number)) // "nan" and "inf" are names, not numbers, in YAML 1.2
        return number;
    return value;
}

QJsonValue toJson(const YAML::Node &node)
{
    switch (node.Type()) {
    case YAML::NodeType::Scalar:
        return scalar(node);
    case YAML::NodeType::Sequence: {
        QJsonArray array;
        for (const YAML::Node &item : node)
            array.append(toJson(item));
        return array;
    }
    case YAML::NodeType::Map: {
        QJsonObject object;
        for (const auto &entry : node)
            object.insert(text(entry.first.Scalar()), toJson(entry.second));
        return object;
    }
    case YAML::NodeType::Null:
    case YAML::NodeType::Undefined:
        break;
    }
    return QJsonValue(QJsonValue::Null);
}

/// Maps become dotted paths; anything else is one field.
void flatten(const YAML::Node &node, const QString &path, QList<PlanField> *fields)
{
    if (!node.IsMap()) {
        fields->append({path, toJson(node)});
        return;
    }
    for (const auto &entry : node) {
        const QString key = text(entry.first.Scalar());
        flatten(entry.second, path.isEmpty() ? key : path + QLatin1Char('.') + key, fields);
    }
}

YAML::Node written(const Plan &plan)
{
    // PlanWriter's own output always reads back; the plan carries no positions to keep.
    return YAML::Load(PlanWriter::toYaml(plan).toStdString());
}

} // namespace

QList<PlanField> PlanFields::planFields(const Plan &plan)
{
    QList<PlanField> fields;
    const YAML::Node root = written(plan);
    for (const auto &entry : root) {
        const QString key = text(entry.first.Scalar());
        if (key != QLatin1String("pools"))
            flatten(entry.second, key, &fields);
    }
    return fields;
}

QList<QList<PlanField>> PlanFields::poolFields(const Plan &plan)
{
    QList<QList<PlanField>> pools;
    const YAML::Node list = written(plan)["pools"];
    for (const YAML::Node &pool : list) {
        QList<PlanField> fields;
        flatten(pool, QString(), &fields);
        pools.append(fields);
    }
    return pools;
}

} // namespace tpuplan
