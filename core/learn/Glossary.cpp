// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/learn/Glossary.h"

#include "core/learn/LearnDataReader.h"

#include <QCollator>
#include <QHash>
#include <QLocale>
#include <QRegularExpression>

#include <yaml-cpp/yaml.h>

#include <algorithm>

namespace tpuplan {
namespace {

void readTerms(const LearnDataReader &reader, const YAML::Node &list, QList<GlossaryTerm> *terms)
{
    int index = 0;
    for (const YAML::Node &entry : list) {
        const QString field = QStringLiteral("terms[%1]").arg(index++);
        GlossaryTerm term;
        term.id = reader.text(entry, "id", field);
        term.related = reader.list(entry, "related");
        term.fields = reader.list(entry, "fields");
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

void readRules(const LearnDataReader &reader, const YAML::Node &list, const char *key, QList<RuleExplanation> *rules)
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
        Glossary loaded = load(LearnDataReader::resource(QStringLiteral(":/glossary/glossary.yaml")), LearnDataReader::resource(QStringLiteral(":/glossary/rules.yaml")),
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
    const LearnDataReader terms(QStringLiteral("glossary.yaml"), problems);
    readTerms(terms, terms.entries(glossaryYaml, "terms"), &glossary.m_terms);
    const LearnDataReader rules(QStringLiteral("rules.yaml"), problems);
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
    // F1 on a field opens one entry: a field named by two terms would open either.
    QHash<QString, QString> fieldOwner;
    for (const GlossaryTerm &term : std::as_const(glossary.m_terms)) {
        for (const QString &field : term.fields) {
            const QString owner = fieldOwner.value(field);
            if (!owner.isEmpty() && owner != term.id)
                terms.problem(YAML::Node(), term.id, tr("the field '%1' is explained by '%2' and '%3'").arg(field, owner, term.id));
            fieldOwner.insert(field, term.id);
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
    // As a dictionary orders words in that language: "Machine type" before "MEGASCALE", "TPU pod"
    // before "TPU VM", whatever the case of their letters.
    QCollator collator{QLocale(language)};
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    const auto byTerm = [&language, &collator](const GlossaryTerm *a, const GlossaryTerm *b) {
        return collator.compare(a->text(language).term, b->text(language).term) < 0;
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
    // A pool's field loses its `pools[N].` prefix; the longest path a term names wins
    // (`workload.extendedRunTime` before `workload`).
    static const QRegularExpression poolPrefix(QStringLiteral("^pools\\[\\d+\\]\\.?"));
    QString path = fieldPath;
    path.remove(poolPrefix);
    const GlossaryTerm *best = nullptr;
    qsizetype bestLength = 0;
    for (const GlossaryTerm &term : m_terms) {
        for (const QString &field : term.fields) {
            const bool matches = path == field || path.startsWith(field + QLatin1Char('.')) || path.startsWith(field + QLatin1Char('['));
            if (matches && field.size() > bestLength) {
                best = &term;
                bestLength = field.size();
            }
        }
    }
    return best;
}

} // namespace tpuplan
