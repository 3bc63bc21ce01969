// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/Finding.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace tpuplan {

/// One glossary entry in one language.
struct GlossaryText
{
    QString term;       ///< as shown ("Slice", "Knotenpool")
    QString definition; ///< what it is
    QString why;        ///< why it matters when planning
};

struct GlossaryTerm
{
    QString id; ///< stable: "node-pool"
    QStringList related;
    QStringList fields; ///< plan field paths it explains ("workload.queue"; a pool's without "pools[N].")
    QString source; ///< the reference file and section its facts come from
    QMap<QString, GlossaryText> texts; ///< by language

    /// The text in `language`, or in English when that language lacks the entry.
    const GlossaryText &text(const QString &language) const;
};

/// "Learn more" of a rule: what it protects a plan or manifest against.
struct RuleExplanation
{
    QString id;
    QStringList terms; ///< glossary ids that explain it
    QString source;
    QMap<QString, QString> protects; ///< by language

    QString text(const QString &language) const;
};

/// The glossary and the rules' explanations (resources/glossary/*.yaml, embedded), in the four
/// languages of the window. Data, not code: the texts were written per language, not through
/// the .ts files, and a test checks that each language is complete.
class Glossary
{
    Q_DECLARE_TR_FUNCTIONS(Glossary)
public:
    static const QStringList &languages(); ///< en, de, it, vi: what every entry must have
    static const Glossary &builtIn();

    /// Reads glossary.yaml and rules.yaml; `problems` names file, line and field of anything
    /// missing or malformed (an entry without a language, a related id that does not exist).
    static Glossary load(const QByteArray &glossaryYaml, const QByteArray &rulesYaml, Findings *problems);

    const QList<GlossaryTerm> &terms() const { return m_terms; }
    const GlossaryTerm *term(const QString &id) const;
    /// The entry whose id or term (in any language) is `name`, ignoring case; nullptr if none.
    const GlossaryTerm *find(const QString &name) const;
    /// Entries whose term, definition or why contains `text` in `language` (or whose id does),
    /// terms that start with it first; all entries, sorted by term, for empty text.
    QList<const GlossaryTerm *> search(const QString &text, const QString &language) const;
    const RuleExplanation *rule(const QString &id) const;
    const QList<RuleExplanation> &rules() const { return m_rules; }
    /// The glossary entry that explains a plan field (`pools[0].topology`, `cluster.mode`), or
    /// nullptr when none does.
    const GlossaryTerm *termForField(const QString &fieldPath) const;

private:
    QList<GlossaryTerm> m_terms;
    QList<RuleExplanation> m_rules;
};

} // namespace tpuplan
