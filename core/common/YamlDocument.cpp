// SPDX-License-Identifier: GPL-3.0-or-later
#include "YamlDocument.h"

#include <QCoreApplication>
#include <QSet>

#include <string>

namespace tpuplan {
namespace {

/// Walks the tree as a consumer would see it (aliases expanded), stopping at the budget.
class ExpansionWalker
{
public:
    explicit ExpansionWalker(const QString &rule, Findings *problems) : m_rule(rule), m_problems(problems) {}

    bool walk(const YAML::Node &node, const QString &path)
    {
        if (++m_visited > YamlDocument::kMaxExpandedNodes) {
            Finding f;
            f.rule = m_rule;
            f.field = path;
            f.message = QCoreApplication::translate("YamlDocument", "the document expands to more than %1 values through YAML aliases "
                           "(an alias bomb?); plan files never need that many")
                            .arg(YamlDocument::kMaxExpandedNodes);
            f.line = node.Mark().line + 1;
            f.column = node.Mark().column + 1;
            m_problems->append(f);
            return false;
        }
        if (node.IsSequence()) {
            int index = 0;
            for (const YAML::Node &child : node) {
                if (!walk(child, QStringLiteral("%1[%2]").arg(path).arg(index++)))
                    return false;
            }
        } else if (node.IsMap()) {
            QSet<QString> seen;
            for (const auto &entry : node) {
                if (entry.first.IsScalar()) {
                    const QString key = QString::fromStdString(entry.first.Scalar());
                    if (seen.contains(key)) {
                        Finding f;
                        f.rule = m_rule;
                        f.field = key;
                        f.message = QCoreApplication::translate("YamlDocument", "the key '%1' appears twice in the same mapping; keep one").arg(key);
                        f.line = entry.first.Mark().line + 1;
                        f.column = entry.first.Mark().column + 1;
                        m_problems->append(f);
                    }
                    seen.insert(key);
                }
                const QString key = entry.first.IsScalar() ? QString::fromStdString(entry.first.Scalar()) : QStringLiteral("?");
                if (!walk(entry.second, path.isEmpty() ? key : path + QLatin1Char('.') + key))
                    return false;
            }
        }
        return true;
    }

private:
    QString m_rule;
    Findings *m_problems;
    qint64 m_visited = 0;
};

} // namespace

YamlDocument YamlDocument::parse(const QByteArray &bytes, const QString &rule)
{
    YamlDocument doc;
    if (bytes.size() > kMaxBytes) {
        Finding f;
        f.rule = rule;
        f.message = QCoreApplication::translate("YamlDocument", "the file is %1 bytes long; files larger than %2 bytes are refused")
                        .arg(bytes.size())
                        .arg(kMaxBytes);
        doc.m_problems.append(f);
        doc.m_syntaxError = true;
        return doc;
    }
    try {
        doc.m_root = YAML::Load(std::string(bytes.constData(), std::size_t(bytes.size())));
    } catch (const YAML::Exception &e) {
        Finding f;
        f.rule = rule;
        f.message = QCoreApplication::translate("YamlDocument", "not valid YAML: %1").arg(QString::fromStdString(e.msg));
        f.line = e.mark.is_null() ? 0 : e.mark.line + 1;
        f.column = e.mark.is_null() ? 0 : e.mark.column + 1;
        doc.m_problems.append(f);
        doc.m_syntaxError = true;
        return doc;
    }
    ExpansionWalker walker(rule, &doc.m_problems);
    doc.m_expansionExceeded = !walker.walk(doc.m_root, QString());
    return doc;
}

} // namespace tpuplan
