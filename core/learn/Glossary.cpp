// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/learn/Glossary.h"

#include "core/common/YamlDocument.h"

#include <QFile>
#include <QRegularExpression>

#include <yaml-cpp/yaml.h>

#include <algorithm>

namespace tpuplan {
namespace {

const QString kRule = QStringLiteral("glossary-invalid");

/// Reads one glossary file, reporting what is missing with its file, line and field.
class GlossaryReader
{
public:
    GlossaryReader(const QString &file, Findings *problems) : m_file(file), m_problems(problems) {}

    void problem(const YAML::Node &at, const QString &field, const QString &message) const
    {
        if (!m_problems)
            return;
        Finding f;
        f.rule = kRule;
        f.field = field;
        f.message = m_file + QStringLiteral(": ") + message;
        if (at.IsDefined() && !at.Mark().is_null()) {
            f.line = at.Mark().line + 1;
            f.column = at.Mark().column + 1;
        }
        m_problems->append(f);
    }

    QString text(const YAML::Node &map, const char *key, const QString &field) const
    {
        const YAML::Node value = map[key];
        if (!value.IsDefined() || !value.IsScalar() || value.Scalar().empty()) {
            problem(map, field + QLatin1Char('.') + QLatin1String(key), Glossary::tr("'%1' is missing or empty").arg(QLatin1String(key)));
            return QString();
        }
        return QString::fromStdString(value.Scalar()).trimmed();
    }

    QStringList list(const YAML::Node &map, const char *key) const
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

    /// The top-level list `key` of the document (empty, with a problem, when missing).
    YAML::Node entries(const QByteArray &bytes, const char *key) const
    {
        const YamlDocument doc = YamlDocument::parse(bytes, kRule);
        for (const Finding &f : doc.problems())
            problem(YAML::Node(), f.field, f.message);
        if (doc.isSyntaxError() || !doc.root().IsMap() || !doc.root()[key].IsSequence()) {
            if (!doc.isSyntaxError())
                problem(doc.root(), QLatin1String(key), Glossary::tr("a list '%1' is expected").arg(QLatin1String(key)));
            return YAML::Node(YAML::NodeType::Sequence);
        }
        return doc.root()[key];
    }

private:
    QString m_file;
    Findings *m_problems;
};

QByteArray resource(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void readTerms(const GlossaryReader &reader, const YAML::Node &list, QList<GlossaryTerm> *terms)
{
    int index = 0;
    for (const YAML::Node &entry : list) {
        const QString field = QStringLiteral("terms[%1]").arg(index++);
        GlossaryTerm term;
        term.id = reader.text(entry, "id", field);
        term.related = reader.list(entry, "related");
        term.source = reader.text(entry, "source", field);
        for (const QString &language : Glossary::languages()) {
            const YAML::Node texts = entry[language.toStdString()];
            const QString at = field + QLatin1Char('.') + language;
            if (!texts.IsDefined() || !texts.IsMap()) {
                reader.problem(entry, at, Glossary::tr("the term '%1' has no %2 text").arg(term.id, language));
                continue;
            }
            term.texts.insert(language, {reader.text(texts, "term", at), reader.text(texts, "definition", at),
                                         reader.text(texts, "why", at)});
        }
        terms->append(term);
    }
}

void readRules(const GlossaryReader &reader, const YAML::Node &list, const char *key, QList<RuleExplanation> *rules)
{
    int index = 0;
    for (const YAML::Node &entry : list) {
        const QString field = QStringLiteral("%1[%2]").arg(QLatin1String(key)).arg(index++);
        RuleExplanation rule;
        rule.id = reader.text(entry, "id", field);
        rule.terms = reader.list(entry, "terms");
        rule.source = reader.text(entry, "source", field);
        for (const QString &language : Glossary::languages()) {
            const YAML::Node texts = entry[language.toStdString()];
            const QString at = field + QLatin1Char('.') + language;
            if (!texts.IsDefined() || !texts.IsMap()) {
                reader.problem(entry, at, Glossary::tr("the rule '%1' has no %2 text").arg(rule.id, language));
                continue;
            }
            rule.protects.insert(language, reader.text(texts, "protects", at));
        }
        rules->append(rule);
    }
}

} // namespace

const GlossaryText &GlossaryTerm::text(const QString &language) const
{
    static const GlossaryText empty;
    auto it = texts.constFind(language);
    if (it != texts.constEnd() && !it->term.isEmpty())
        return *it;
    it = texts.constFind(QStringLiteral("en"));
    return it != texts.constEnd() ? *it : empty;
}

QString RuleExplanation::text(const QString &language) const
{
    const QString text = protects.value(language);
    return text.isEmpty() ? protects.value(QStringLiteral("en")) : text;
}

const QStringList &Glossary::languages()
{
    static const QStringList list{QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("it"), QStringLiteral("vi")};
    return list;
}

const Glossary &Glossary::builtIn()
{
    static const Glossary glossary = [] {
        Findings problems;
        Glossary loaded = load(resource(QStringLiteral(":/glossary/glossary.yaml")), resource(QStringLiteral(":/glossary/rules.yaml")),
                               &problems);
        if (!problems.isEmpty())
            qWarning("the built-in glossary has %d problem(s); the first: %s", int(problems.size()),
                     qPrintable(problems.first().message));
        return loaded;
    }();
    return glossary;
}

Glossary Glossary::load(const QByteArray &glossaryYaml, const QByteArray &rulesYaml, Findings *problems)
{
    Glossary glossary;
    const GlossaryReader terms(QStringLiteral("glossary.yaml"), problems);
    readTerms(terms, terms.entries(glossaryYaml, "terms"), &glossary.m_terms);
    const GlossaryReader rules(QStringLiteral("rules.yaml"), problems);
    readRules(rules, rules.entries(rulesYaml, "rules"), "rules", &glossary.m_rules);
    readRules(rules, rules.entries(rulesYaml, "lintRules"), "lintRules", &glossary.m_rules);
    // Links must lead somewhere, and an id must name one entry.
    QStringList seen;
    for (const GlossaryTerm &term : std::as_const(glossary.m_terms)) {
        if (seen.contains(term.id))
            terms.problem(YAML::Node(), term.id, tr("the id '%1' is used twice").arg(term.id));
        seen.append(term.id);
    }
    for (const GlossaryTerm &term : std::as_const(glossary.m_terms)) {
        for (const QString &related : term.related) {
            if (!glossary.term(related))
                terms.problem(YAML::Node(), term.id, tr("'%1' names the related term '%2', which does not exist").arg(term.id, related));
        }
    }
    for (const RuleExplanation &rule : std::as_const(glossary.m_rules)) {
        for (const QString &id : rule.terms) {
            if (!glossary.term(id))
                rules.problem(YAML::Node(), rule.id, tr("the rule '%1' names the term '%2', which does not exist").arg(rule.id, id));
        }
    }
    return glossary;
}

const GlossaryTerm *Glossary::term(const QString &id) const
{
    for (const GlossaryTerm &term : m_terms) {
        if (term.id == id)
            return &term;
    }
    return nullptr;
}

const GlossaryTerm *Glossary::find(const QString &name) const
{
    const QString wanted = name.trimmed();
    for (const GlossaryTerm &term : m_terms) {
        if (term.id.compare(wanted, Qt::CaseInsensitive) == 0)
            return &term;
    }
    for (const GlossaryTerm &term : m_terms) {
        for (const GlossaryText &text : term.texts) {
            if (text.term.compare(wanted, Qt::CaseInsensitive) == 0)
                return &term;
        }
    }
    return nullptr;
}

QList<const GlossaryTerm *> Glossary::search(const QString &text, const QString &language) const
{
    const QString wanted = text.trimmed();
    QList<const GlossaryTerm *> starts;
    QList<const GlossaryTerm *> contains;
    for (const GlossaryTerm &term : m_terms) {
        const GlossaryText &shown = term.text(language);
        if (wanted.isEmpty() || shown.term.startsWith(wanted, Qt::CaseInsensitive) || term.id.startsWith(wanted, Qt::CaseInsensitive))
            starts.append(&term);
        else if (shown.term.contains(wanted, Qt::CaseInsensitive) || shown.definition.contains(wanted, Qt::CaseInsensitive)
                 || shown.why.contains(wanted, Qt::CaseInsensitive) || term.id.contains(wanted, Qt::CaseInsensitive))
            contains.append(&term);
    }
    const auto byTerm = [&language](const GlossaryTerm *a, const GlossaryTerm *b) {
        return QString::localeAwareCompare(a->text(language).term, b->text(language).term) < 0;
    };
    std::sort(starts.begin(), starts.end(), byTerm);
    std::sort(contains.begin(), contains.end(), byTerm);
    return starts + contains;
}

const RuleExplanation *Glossary::rule(const QString &id) const
{
    for (const RuleExplanation &rule : m_rules) {
        if (rule.id == id)
            return &rule;
    }
    return nullptr;
}

const GlossaryTerm *Glossary::termForField(const QString &fieldPath) const
{
    // The plan's fields (plan-format.md) and the term that explains each; the most specific
    // path wins (`workload.extendedRunTime` before `workload`).
    static const QList<QPair<QString, QString>> fields = {
        {QStringLiteral("cluster.mode"), QStringLiteral("autopilot")},
        {QStringLiteral("cluster.region"), QStringLiteral("region")},
        {QStringLiteral("cluster.version"), QStringLiteral("gke-version")},
        {QStringLiteral("cluster.releaseChannel"), QStringLiteral("release-channel")},
        {QStringLiteral("cluster.autoprovisioning"), QStringLiteral("node-auto-provisioning")},
        {QStringLiteral("quota"), QStringLiteral("quota")},
        {QStringLiteral("dataBucket"), QStringLiteral("workload-identity")},
        {QStringLiteral("machineType"), QStringLiteral("machine-type")},
        {QStringLiteral("accelerator"), QStringLiteral("accelerator")},
        {QStringLiteral("tpu"), QStringLiteral("accelerator")},
        {QStringLiteral("zone"), QStringLiteral("zone")},
        {QStringLiteral("topology"), QStringLiteral("topology")},
        {QStringLiteral("slices"), QStringLiteral("multislice")},
        {QStringLiteral("capacity"), QStringLiteral("spot")},
        {QStringLiteral("reservation"), QStringLiteral("reservation")},
        {QStringLiteral("commitment"), QStringLiteral("committed-use-discount")},
        {QStringLiteral("autoscaling"), QStringLiteral("atomic-autoscaling")},
        {QStringLiteral("smt"), QStringLiteral("smt")},
        {QStringLiteral("podsPerNode"), QStringLiteral("node-pool")},
        {QStringLiteral("architecture"), QStringLiteral("tpu-node")},
        {QStringLiteral("workload.extendedRunTime"), QStringLiteral("extended-run-time")},
        {QStringLiteral("workload.collectionScheduling"), QStringLiteral("collection-scheduling")},
        {QStringLiteral("workload.tpuChipsPerPod"), QStringLiteral("chip")},
        {QStringLiteral("workload.queue"), QStringLiteral("kueue")},
        {QStringLiteral("workload.cpu"), QStringLiteral("best-effort-pod")},
        {QStringLiteral("workload.memory"), QStringLiteral("best-effort-pod")},
        {QStringLiteral("workload.maxRestarts"), QStringLiteral("jobset")},
        {QStringLiteral("workload.containersPerPod"), QStringLiteral("numa")},
        {QStringLiteral("workload"), QStringLiteral("jobset")},
    };
    // A pool's field loses its `pools[N].` prefix.
    static const QRegularExpression poolPrefix(QStringLiteral("^pools\\[\\d+\\]\\.?"));
    QString path = fieldPath;
    path.remove(poolPrefix);
    for (const auto &[field, id] : fields) {
        if (path == field || path.startsWith(field + QLatin1Char('.')) || path.startsWith(field + QLatin1Char('[')))
            return term(id);
    }
    return nullptr;
}

} // namespace tpuplan
