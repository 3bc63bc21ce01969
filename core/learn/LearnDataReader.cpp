// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/learn/LearnDataReader.h"

#include "core/common/YamlDocument.h"

#include <QCoreApplication>
#include <QFile>

#include <yaml-cpp/yaml.h>

namespace tpuplan {
namespace {

const QString kLearnDataRule = QStringLiteral("glossary-invalid");

} // namespace

QByteArray LearnDataReader::resource(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void LearnDataReader::problem(const YAML::Node &at, const QString &field, const QString &message) const
{
    if (!m_problems)
        return;
    Finding f;
    f.rule = kLearnDataRule;
    f.field = field;
    f.message = m_file + QStringLiteral(": ") + message;
    if (at.IsDefined() && !at.Mark().is_null()) {
        f.line = at.Mark().line + 1;
        f.column = at.Mark().column + 1;
    }
    m_problems->append(f);
}

QString LearnDataReader::text(const YAML::Node &map, const char *key, const QString &field) const
{
    const YAML::Node value = map[key];
    if (!value.IsDefined() || !value.IsScalar() || value.Scalar().empty()) {
        // The messages keep the context they were translated in (the glossary came first).
        problem(map, field + QLatin1Char('.') + QLatin1String(key),
                QCoreApplication::translate("Glossary", "'%1' is missing or empty").arg(QLatin1String(key)));
        return QString();
    }
    return QString::fromStdString(value.Scalar()).trimmed();
}

QStringList LearnDataReader::list(const YAML::Node &map, const char *key) const
{
    QStringList items;
    const YAML::Node value = map[key];
    if (value.IsDefined() && value.IsSequence()) {
        for (const YAML::Node &item : value) {
            if (item.IsScalar())
                items.append(QString::fromStdString(item.Scalar()));
        }
    }
    return items;
}

YAML::Node LearnDataReader::entries(const QByteArray &bytes, const char *key) const
{
    const YamlDocument doc = YamlDocument::parse(bytes, kLearnDataRule);
    for (const Finding &f : doc.problems())
        problem(YAML::Node(), f.field, f.message);
    if (doc.isSyntaxError() || !doc.root().IsMap() || !doc.root()[key].IsSequence()) {
        if (!doc.isSyntaxError())
            problem(doc.root(), QLatin1String(key),
                    QCoreApplication::translate("Glossary", "a list '%1' is expected").arg(QLatin1String(key)));
        return YAML::Node(YAML::NodeType::Sequence);
    }
    return doc.root()[key];
}

} // namespace tpuplan
