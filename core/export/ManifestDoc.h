// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/YamlText.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <yaml-cpp/yaml.h>

namespace tpuplan {

using Labels = QList<QPair<QString, QString>>;

// v1beta2: Kueue 0.15 stores v1beta2 and deprecates v1beta1, which goes in 0.17.
inline const QString kKueueApi = QStringLiteral("kueue.x-k8s.io/v1beta2");
/// Every namespaced object of a bundle goes here, so the LocalQueue and the workloads that
/// name it meet; `kubectl apply -n` with another namespace is refused rather than half applied.
inline const QString kManifestNamespace = QStringLiteral("default");

/// Every shared object tpu-plan writes carries this label.
inline Labels managedLabels()
{
    return {{QStringLiteral("app.kubernetes.io/managed-by"), QStringLiteral("tpu-plan")}};
}

/// yaml-cpp emitter with the project's conventions: two-space indent, every text value through
/// YamlText so that `"true"`, `"4"` or a value with quotes and newlines reads back unchanged.
class ManifestDoc
{
public:
    ManifestDoc()
    {
        m_out.SetIndent(2);
        m_out.SetBoolFormat(YAML::TrueFalseBool);
        m_out << YAML::BeginMap;
    }

    void key(const QString &k) { m_out << YAML::Key << k.toStdString() << YAML::Value; }
    void map(const QString &k)
    {
        key(k);
        m_out << YAML::BeginMap;
    }
    void seq(const QString &k)
    {
        key(k);
        m_out << YAML::BeginSeq;
    }
    void emptyMap(const QString &k)
    {
        key(k);
        m_out << YAML::Flow << YAML::BeginMap << YAML::EndMap;
    }
    void item() { m_out << YAML::BeginMap; }
    void end() { m_out << YAML::EndMap; }
    void endSeq() { m_out << YAML::EndSeq; }
    void str(const QString &k, const QString &value)
    {
        key(k);
        YamlText::emit(m_out, value);
    }
    void text(const QString &value) { YamlText::emit(m_out, value); }
    void num(const QString &k, qint64 value)
    {
        key(k);
        m_out << value;
    }
    void boolean(const QString &k, bool value)
    {
        key(k);
        m_out << value;
    }
    void strings(const QString &k, const QStringList &values)
    {
        seq(k);
        for (const QString &v : values)
            text(v);
        endSeq();
    }
    void stringMap(const QString &k, const QList<QPair<QString, QString>> &entries)
    {
        map(k);
        for (const auto &[name, value] : entries)
            str(name, value);
        end();
    }
    void metadata(const QString &name, const QList<QPair<QString, QString>> &labels,
                  const QList<QPair<QString, QString>> &annotations = {}, const QString &ns = QString())
    {
        map(QStringLiteral("metadata"));
        str(QStringLiteral("name"), name);
        if (!ns.isEmpty())
            str(QStringLiteral("namespace"), ns);
        if (!labels.isEmpty())
            stringMap(QStringLiteral("labels"), labels);
        if (!annotations.isEmpty())
            stringMap(QStringLiteral("annotations"), annotations);
        end();
    }

    QByteArray finish()
    {
        m_out << YAML::EndMap;
        return QByteArray(m_out.c_str()) + '\n';
    }

private:
    YAML::Emitter m_out;
};

/// Appends one YAML document to a multi-document manifest file.
inline void appendDocument(QByteArray &text, const QByteArray &document)
{
    text += "---\n";
    text += document;
}

} // namespace tpuplan
