// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/advice/ChoiceEvaluator.h"

#include "core/rules/RuleEngine.h"

namespace tpuplan {

QString ChoiceVerdict::reason() const
{
    QStringList lines;
    for (const Finding &finding : blocking) {
        if (!lines.contains(finding.message))
            lines.append(finding.message);
    }
    return lines.join(QLatin1Char('\n'));
}

ChoiceEvaluator::ChoiceEvaluator(const Plan &plan, const Catalog &catalog)
    : m_plan(plan), m_catalog(catalog), m_findings(RuleEngine::evaluate(plan, catalog))
{
    for (const Finding &finding : m_findings) {
        if (finding.isError())
            m_existing.insert(key(finding));
    }
}

QString ChoiceEvaluator::key(const Finding &finding)
{
    return finding.rule + QLatin1Char('\x1f') + finding.pool + QLatin1Char('\x1f') + finding.field;
}

bool ChoiceEvaluator::covers(const QString &path, const QString &field)
{
    if (!field.startsWith(path))
        return false;
    if (field.size() == path.size())
        return true;
    const QChar next = field.at(path.size());
    return next == QLatin1Char('.') || next == QLatin1Char('[');
}

ChoiceVerdict ChoiceEvaluator::judge(Plan candidate, const QStringList &fields, const QStringList &followUps) const
{
    ChoiceVerdict verdict;
    const auto coveredBy = [](const QStringList &paths, const QString &field) {
        return std::any_of(paths.begin(), paths.end(), [&](const QString &p) { return covers(p, field); });
    };
    for (const Finding &finding : RuleEngine::evaluate(candidate, m_catalog)) {
        if (!finding.isError())
            continue;
        const bool own = coveredBy(fields, finding.field);
        const bool caused = !m_existing.contains(key(finding)) && !coveredBy(followUps, finding.field);
        if (own || caused)
            verdict.blocking.append(finding);
    }
    verdict.candidate = std::move(candidate);
    return verdict;
}

} // namespace tpuplan
