// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/YamlDocument.h"

#include <QCoreApplication>
#include <algorithm>
#include <vector>

#include <string>

namespace tpuplan {
namespace {

/// Walks the tree as a consumer would see it (aliases expanded), stopping at the budget. The path
/// is kept as a stack of keys and indexes and only spelled out when something is reported, since
/// the walk runs on every load.
class ExpansionWalker
{
public:
    explicit ExpansionWalker(const QString &rule, Findings *problems) : m_rule(rule), m_problems(problems) {}

    bool walk(const YAML::Node &node)
    {
        if (++m_visited > YamlDocument::kMaxExpandedNodes) {
            report(node, QCoreApplication::translate("YamlDocument",
                                                     "the document expands to more than %1 values through YAML aliases "
                                                     "(an alias bomb?); plan files never need that many")
                             .arg(YamlDocument::kMaxExpandedNodes));
            return false;
        }
        if (node.IsSequence()) {
            std::size_t index = 0;
            for (const YAML::Node &child : node) {
                m_path.push_back({{}, index++});
                const bool ok = walk(child);
                m_path.pop_back();
                if (!ok)
                    return false;
            }
        } else if (node.IsMap()) {
            std::vector<std::string> seen;
            for (const auto &entry : node) {
                const std::string key = entry.first.IsScalar() ? entry.first.Scalar() : std::string("?");
                m_path.push_back({key, 0});
                if (std::find(seen.begin(), seen.end(), key) != seen.end()) {
                    report(entry.first, QCoreApplication::translate("YamlDocument",
                                                                    "the key '%1' appears twice in the same mapping; keep one")
                                            .arg(QString::fromStdString(key)));
                }
                seen.push_back(key);
                const bool ok = walk(entry.second);
                m_path.pop_back();
                if (!ok)
                    return false;
            }
        }
        return true;
    }

private:
    struct Step
    {
        std::string key; ///< empty for a list index
        std::size_t index;
    };

    QString path() const
    {
        QString text;
        for (const Step &step : m_path) {
            if (step.key.empty()) {
                text += QStringLiteral("[%1]").arg(step.index);
            } else {
                if (!text.isEmpty())
                    text += QLatin1Char('.');
                text += QString::fromStdString(step.key);
            }
        }
        return text;
    }

    void report(const YAML::Node &node, const QString &message)
    {
        Finding f;
        f.rule = m_rule;
        f.field = path();
        f.message = message;
        f.line = node.Mark().line + 1;
        f.column = node.Mark().column + 1;
        m_problems->append(f);
    }

    QString m_rule;
    Findings *m_problems;
    std::vector<Step> m_path;
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
    doc.m_expansionExceeded = !walker.walk(doc.m_root);
    return doc;
}

} // namespace tpuplan
