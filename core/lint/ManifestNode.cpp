// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lint/ManifestNode.h"

namespace tpuplan {
namespace {

/// Label keys hold dots and slashes, which a dotted path cannot show: they go in brackets.
QString joinKey(const QString &path, const QString &key)
{
    if (key.contains(QLatin1Char('.')) || key.contains(QLatin1Char('/')))
        return path + QStringLiteral("[\"%1\"]").arg(key);
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}

} // namespace

ManifestNode ManifestNode::operator[](const char *key) const
{
    return child(QString::fromUtf8(key));
}

ManifestNode ManifestNode::child(const QString &key) const
{
    const QString path = joinKey(m_path, key);
    if (!isMap())
        return ManifestNode(YAML::Node(YAML::NodeType::Undefined), m_anchor, path);
    const YAML::Node &self = m_node;
    for (const auto &entry : self) {
        if (entry.first.IsScalar() && entry.first.Scalar() == key.toStdString())
            return ManifestNode(entry.second, entry.second.IsNull() ? entry.first : entry.second, path);
    }
    return ManifestNode(YAML::Node(YAML::NodeType::Undefined), m_anchor, path);
}

ManifestNode ManifestNode::at(std::size_t index) const
{
    const QString path = m_path + QStringLiteral("[%1]").arg(index);
    if (!isList() || index >= m_node.size())
        return ManifestNode(YAML::Node(YAML::NodeType::Undefined), m_anchor, path);
    const YAML::Node &self = m_node;
    const YAML::Node item = self[index];
    return ManifestNode(item, item, path);
}

QString ManifestNode::text() const
{
    return isScalar() ? QString::fromStdString(m_node.Scalar()) : QString();
}

std::optional<qint64> ManifestNode::integer() const
{
    if (!isScalar())
        return std::nullopt;
    bool ok = false;
    const qint64 value = text().trimmed().toLongLong(&ok);
    return ok ? std::optional<qint64>(value) : std::nullopt;
}

int ManifestNode::line() const
{
    const YAML::Mark mark = m_anchor.IsDefined() ? m_anchor.Mark() : YAML::Mark::null_mark();
    return mark.is_null() ? 0 : mark.line + 1;
}

int ManifestNode::column() const
{
    const YAML::Mark mark = m_anchor.IsDefined() ? m_anchor.Mark() : YAML::Mark::null_mark();
    return mark.is_null() ? 0 : mark.column + 1;
}

} // namespace tpuplan
