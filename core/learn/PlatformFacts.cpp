// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/learn/PlatformFacts.h"

#include "core/learn/Glossary.h"
#include "core/learn/LearnDataReader.h"

#include <yaml-cpp/yaml.h>

namespace tpuplan {

QString PlatformFact::text(const QString &language) const
{
    const QString shown = texts.value(language);
    return shown.isEmpty() ? texts.value(QStringLiteral("en")) : shown;
}

const PlatformFacts &PlatformFacts::builtIn()
{
    static const PlatformFacts facts = [] {
        Findings problems;
        PlatformFacts loaded = load(LearnDataReader::resource(QStringLiteral(":/glossary/platforms.yaml")), &problems);
        if (!problems.isEmpty())
            qWarning("the built-in platform facts have %d problem(s); the first: %s", int(problems.size()),
                     qPrintable(problems.first().message));
        return loaded;
    }();
    return facts;
}

PlatformFacts PlatformFacts::load(const QByteArray &yaml, Findings *problems)
{
    PlatformFacts facts;
    const LearnDataReader reader(QStringLiteral("platforms.yaml"), problems);
    int index = 0;
    for (const YAML::Node &entry : reader.entries(yaml, "facts")) {
        const QString field = QStringLiteral("facts[%1]").arg(index++);
        PlatformFact fact;
        fact.id = reader.text(entry, "id", field);
        fact.source = reader.text(entry, "source", field);
        for (const QString &language : Glossary::languages()) {
            const QString text = reader.text(entry, language.toLatin1().constData(), field);
            if (!text.isEmpty())
                fact.texts.insert(language, text);
        }
        if (facts.fact(fact.id))
            reader.problem(entry, field + QStringLiteral(".id"), tr("the id '%1' is used twice").arg(fact.id));
        facts.m_facts.append(fact);
    }
    return facts;
}

const PlatformFact *PlatformFacts::fact(const QString &id) const
{
    for (const PlatformFact &fact : m_facts) {
        if (fact.id == id)
            return &fact;
    }
    return nullptr;
}

} // namespace tpuplan
