// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/advice/ChoiceEvaluator.h"

#include "core/rules/RuleContext.h"
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

ChoiceEvaluator::ChoiceEvaluator(const Plan &plan, const Catalog &catalog) : m_plan(plan), m_catalog(catalog)
{
    // RuleEngine::evaluate, step by step, keeping what candidates of one pool reuse.
    const RuleContext context(m_plan, catalog);
    m_shapes = context.shapes;
    FindingSink sink(m_plan);
    RuleEngine::checkNames(context, sink);
    for (qsizetype k = 0; k < sink.findings().size(); ++k) {
        if (sink.findings()[k].isError())
            m_nameErrors.append({-1, sink.steps()[k], sink.findings()[k]});
    }
    RuleEngine::checkPlanWide(context, sink);
    for (int i = 0; i < m_plan.pools.size(); ++i) {
        const qsizetype first = sink.findings().size();
        RuleEngine::checkPool(context, sink, i);
        for (qsizetype k = first; k < sink.findings().size(); ++k) {
            if (sink.findings()[k].isError())
                m_poolErrors.append({i, sink.steps()[k], sink.findings()[k]});
        }
    }
    m_poolIndex.reserve(m_plan.pools.size());
    for (int i = int(m_plan.pools.size()) - 1; i >= 0; --i) {
        const QString &name = m_plan.pools[i].name;
        m_namesDistinct = m_namesDistinct && !name.isEmpty() && !m_poolIndex.contains(name);
        m_poolIndex.insert(name, i); // the first pool of a name wins, as in RuleEngine
    }
    m_findings = RuleEngine::inPlanOrder(sink.findings(), sink.steps(),
                                         [this](const QString &pool) { return m_poolIndex.value(pool, -1); });
    for (const Finding &finding : m_findings) {
        if (finding.isError())
            m_existing.insert(key(finding));
    }
}

std::optional<int> ChoiceEvaluator::onlyChangedPool(const Plan &candidate) const
{
    const Plan &plan = m_plan;
    if (!m_namesDistinct || candidate.pools.size() != plan.pools.size() || !(candidate.cluster == plan.cluster)
        || candidate.quota != plan.quota || candidate.dataBucket != plan.dataBucket || !(candidate.metadata == plan.metadata)
        || candidate.apiVersion != plan.apiVersion || candidate.kind != plan.kind || candidate.unknown != plan.unknown
        || !(candidate.positions == plan.positions))
        return std::nullopt;
    int changed = -1;
    for (int i = 0; i < plan.pools.size(); ++i) {
        if (candidate.pools[i] == plan.pools[i])
            continue;
        if (changed >= 0)
            return std::nullopt;
        changed = i;
    }
    if (changed >= 0) {
        const QString &name = candidate.pools[changed].name;
        if (name.isEmpty() || m_poolIndex.value(name, changed) != changed)
            return std::nullopt;
    }
    return changed;
}

Findings ChoiceEvaluator::errors(const Plan &candidate) const
{
    const std::optional<int> pool = onlyChangedPool(candidate);
    Findings all = !pool ? RuleEngine::evaluate(candidate, m_catalog)
                         : *pool < 0 ? m_findings
                                     : errorsWithPoolChanged(candidate, *pool);
    all.removeIf([](const Finding &finding) { return !finding.isError(); });
    return all;
}

Findings ChoiceEvaluator::errorsWithPoolChanged(const Plan &candidate, int pool) const
{
    QList<PoolShape> shapes = m_shapes;
    shapes[pool] = PoolShape::derive(candidate.pools[pool], candidate.cluster.isAutopilot(), m_catalog);
    const RuleContext context(candidate, m_catalog, std::move(shapes));
    FindingSink sink(candidate);
    // Names across pools read only names and slice counts: most choices keep both.
    const bool sameNames = candidate.pools[pool].name == m_plan.pools[pool].name
                           && context.shapes[pool].slices == m_shapes[pool].slices;
    if (!sameNames)
        RuleEngine::checkNames(context, sink);
    RuleEngine::checkPlanWide(context, sink);
    RuleEngine::checkPool(context, sink, pool);
    Findings errors;
    QList<int> steps;
    if (sameNames) {
        for (const PoolError &error : m_nameErrors) {
            errors.append(error.finding);
            steps.append(error.step);
        }
    }
    for (qsizetype k = 0; k < sink.findings().size(); ++k) {
        if (sink.findings()[k].isError()) {
            errors.append(sink.findings()[k]);
            steps.append(sink.steps()[k]);
        }
    }
    // The other pools are as they were: so are the errors of their own rules.
    for (const PoolError &error : m_poolErrors) {
        if (error.pool != pool) {
            errors.append(error.finding);
            steps.append(error.step);
        }
    }
    const QString &name = candidate.pools[pool].name;
    return RuleEngine::inPlanOrder(errors, steps, [&](const QString &owner) {
        return owner == name ? pool : m_poolIndex.value(owner, -1);
    });
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
    for (const Finding &finding : errors(candidate)) {
        const bool own = coveredBy(fields, finding.field);
        const bool caused = !m_existing.contains(key(finding)) && !coveredBy(followUps, finding.field);
        if (own || caused)
            verdict.blocking.append(finding);
    }
    verdict.candidate = std::move(candidate);
    return verdict;
}

} // namespace tpuplan
