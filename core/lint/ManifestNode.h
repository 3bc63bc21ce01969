// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <yaml-cpp/yaml.h>

#include <optional>

namespace tpuplan {

/// A node of a Kubernetes manifest together with the field path that reached it
/// (`spec.template.spec.nodeSelector["cloud.google.com/gke-tpu-accelerator"]`) and, when the node
/// is missing, the nearest node that exists, so a finding can always name a line and column.
class ManifestNode
{
public:
    ManifestNode() = default;
    ManifestNode(const YAML::Node &node, const QString &path) : m_node(node), m_anchor(node), m_path(path) {}

    /// `value`, reported at `where`: a value that comes from another object (a Kueue flavor's node
    /// label) is shown at the field of this object that brings it in.
    static ManifestNode standIn(const YAML::Node &value, const ManifestNode &where)
    {
        return ManifestNode(value, where.m_anchor, where.m_path);
    }

    bool exists() const { return m_node.IsDefined() && !m_node.IsNull(); }
    bool isMap() const { return exists() && m_node.IsMap(); }
    bool isList() const { return exists() && m_node.IsSequence(); }
    bool isScalar() const { return exists() && m_node.IsScalar(); }
    const QString &path() const { return m_path; }
    const YAML::Node &yaml() const { return m_node; }

    /// The mapping entry `key` (missing when this is not a mapping or has no such key).
    ManifestNode operator[](const char *key) const;
    ManifestNode child(const QString &key) const;
    ManifestNode at(std::size_t index) const;
    std::size_t size() const { return isList() ? m_node.size() : 0; }

    /// The scalar's text; empty for anything else.
    QString text() const;
    /// The scalar as a whole number (`4`, `"4"`); nothing when it is not one.
    std::optional<qint64> integer() const;

    /// 1-based line and column of the node, or of the nearest existing parent when missing.
    int line() const;
    int column() const;

private:
    ManifestNode(const YAML::Node &node, const YAML::Node &anchor, const QString &path)
        : m_node(node), m_anchor(anchor), m_path(path)
    {
    }

    YAML::Node m_node;
    YAML::Node m_anchor; ///< the node itself when it exists, else the nearest parent that does
    QString m_path;
};

} // namespace tpuplan
