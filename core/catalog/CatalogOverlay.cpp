// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/CatalogOverlay.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <string>
#include <unordered_map>

namespace tpuplan {
namespace {

const char *const kIdentityKeys[] = {"id", "machineType", "accelerator", "region", "minor", "topology", "name"};
const QString kExtendsKey = QStringLiteral("extends");

QString scalarText(const YAML::Node &node)
{
    // A missing key of a const map is an invalid node whose type cannot even be asked.
    return node.IsDefined() && node.IsScalar() ? QString::fromStdString(node.Scalar()) : QString();
}

/// The key that identifies the entries of a list of maps, or empty when they have none.
std::string identityKey(const YAML::Node &sequence)
{
    for (const char *key : kIdentityKeys) {
        bool everyEntry = sequence.size() > 0;
        for (const YAML::Node &item : sequence)
            everyEntry = everyEntry && item.IsMap() && item[key].IsDefined() && item[key].IsScalar();
        if (everyEntry)
            return key;
    }
    return {};
}

Finding at(const YAML::Node &node, const QString &rule, Severity severity, const QString &field, const QString &message)
{
    Finding f;
    f.rule = rule;
    f.severity = severity;
    f.field = field;
    f.message = message;
    if (node.Mark().line >= 0) {
        f.line = node.Mark().line + 1;
        f.column = node.Mark().column + 1;
    }
    return f;
}

class Merger
{
public:
    Merger(Findings *conflicts, Findings *problems)
        : m_conflicts(conflicts)
        , m_problems(problems)
    {
    }

    void mergeMap(YAML::Node base, const YAML::Node &overlay, const QString &path)
    {
        // yaml-cpp finds a key by searching the whole mapping: looked up through it, a team file of
        // 40k sources took 47 s. The built-in entries are indexed once; a value replaced through
        // its handle is replaced in the mapping, as `base[key] = theirs` would.
        std::unordered_map<std::string, YAML::Node> index;
        index.reserve(base.size());
        for (const auto &entry : base)
            index.emplace(entry.first.Scalar(), entry.second);
        bool changedValue = false;
        for (const auto &entry : overlay) {
            const std::string key = entry.first.Scalar();
            if (path.isEmpty() && QString::fromStdString(key) == kExtendsKey)
                continue;
            const QString field = path.isEmpty() ? QString::fromStdString(key) : path + QLatin1Char('.') + QString::fromStdString(key);
            const YAML::Node theirs = entry.second;
            const auto found = index.find(key);
            if (found == index.end()) {
                base.force_insert(key, theirs);
                index.emplace(key, theirs);
                continue;
            }
            YAML::Node ours = found->second;
            if (!ours.IsDefined() || ours.IsNull()) {
                ours = theirs;
                continue;
            }
            if (ours.IsMap() && theirs.IsMap()) {
                mergeMap(ours, theirs, field);
            } else if (ours.IsSequence() && theirs.IsSequence()) {
                if (!mergeSequence(ours, theirs, field, index.count("source") > 0))
                    ours = theirs;
            } else if (scalarText(ours) != scalarText(theirs) || ours.Type() != theirs.Type()) {
                if (key != "source" && !(path.isEmpty() && (key == "asOf" || key == "catalogVersion"))) {
                    changedValue = true;
                    reportConflict(sourceOf(index), overlay, theirs, field, ours);
                }
                ours = theirs;
            }
        }
        if (changedValue && index.count("source") > 0 && !overlay["source"].IsDefined()) {
            m_problems->append(at(overlay, QStringLiteral("catalog-invalid"), Severity::Error, path,
                                  QCoreApplication::translate("CatalogLoader",
                                                              "this entry changes a built-in fact; give the 'source' "
                                                              "of the new value (add it under 'sources')")));
        }
    }

private:
    /// False when the team's list replaces ours (the caller puts it in place).
    /// `sourced`: the map holding the list names a source, so an entry the team adds must name its
    /// own (a contract price is not the price page's).
    bool mergeSequence(YAML::Node base, const YAML::Node &overlay, const QString &path, bool sourced)
    {
        // An empty built-in list (TPU7x prices) takes the team's entries by their own identity.
        const std::string key = identityKey(base.size() > 0 ? base : overlay);
        if (!key.empty() && identityKey(overlay) == key) {
            // The first entry of each identity, found by a hash instead of a search of the list.
            QHash<QString, YAML::Node> entries;
            entries.reserve(qsizetype(base.size()));
            for (const YAML::Node &candidate : base) {
                if (candidate.IsMap() && !entries.contains(scalarText(candidate[key])))
                    entries.insert(scalarText(candidate[key]), candidate);
            }
            for (const YAML::Node &item : overlay) {
                const QString id = scalarText(item[key]);
                const QString itemPath = path + QLatin1Char('[') + id + QLatin1Char(']');
                if (const auto candidate = entries.constFind(id); candidate != entries.constEnd()) {
                    mergeMap(*candidate, item, itemPath);
                    continue;
                }
                if (sourced && !item["source"].IsDefined()) {
                    m_problems->append(at(item, QStringLiteral("catalog-invalid"), Severity::Error, itemPath,
                                          QCoreApplication::translate("CatalogLoader",
                                                                      "a new entry needs its own 'source' (add it "
                                                                      "under 'sources')")));
                }
                base.push_back(item);
                entries.insert(id, item); // a later entry of the same identity merges onto this one
            }
            return true;
        }
        bool plainValues = true;
        for (const YAML::Node &item : overlay)
            plainValues = plainValues && item.IsScalar();
        for (const YAML::Node &item : base)
            plainValues = plainValues && item.IsScalar();
        if (plainValues) {
            QSet<QString> known;
            for (const YAML::Node &item : base)
                known.insert(scalarText(item));
            for (const YAML::Node &item : overlay) {
                if (!known.contains(scalarText(item)))
                    base.push_back(item);
            }
            return true;
        }
        // Entries without an identity (e.g. single-host zone rules): the team's list replaces ours.
        const int replaced = int(base.size());
        m_conflicts->append(at(overlay, QStringLiteral("catalog-conflict"), Severity::Warning, path,
                               QCoreApplication::translate("CatalogLoader", "replaces the built-in list of %n entries",
                                                           nullptr, replaced)));
        return false;
    }

    static QString sourceOf(const std::unordered_map<std::string, YAML::Node> &index)
    {
        const auto source = index.find("source");
        return source == index.end() ? QString() : scalarText(source->second);
    }

    void reportConflict(const QString &ourSource, const YAML::Node &overlayMap, const YAML::Node &theirs,
                        const QString &field, const YAML::Node &ours)
    {
        const QString theirSource = overlayMap["source"].IsDefined() ? scalarText(overlayMap["source"]) : ourSource;
        const QString ourValue = ours.IsScalar() ? scalarText(ours) : QStringLiteral("…");
        const QString theirValue = theirs.IsScalar() ? scalarText(theirs) : QStringLiteral("…");
        m_conflicts->append(at(theirs, QStringLiteral("catalog-conflict"), Severity::Warning, field,
                               QCoreApplication::translate("CatalogLoader",
                                                           "the team's value %1 (source: %2) replaces the built-in "
                                                           "value %3 (source: %4)")
                                   .arg(theirValue, theirSource.isEmpty() ? QStringLiteral("-") : theirSource, ourValue,
                                        ourSource.isEmpty() ? QStringLiteral("-") : ourSource)));
    }

    Findings *m_conflicts;
    Findings *m_problems;
};

} // namespace

bool CatalogOverlay::isOverlay(const YAML::Node &root)
{
    return root.IsMap() && scalarText(root[kExtendsKey.toStdString()]) == QLatin1String("built-in");
}

void CatalogOverlay::merge(YAML::Node &base, const YAML::Node &overlay, Findings *conflicts, Findings *problems)
{
    Merger(conflicts, problems).mergeMap(base, overlay, QString());
}

} // namespace tpuplan
