// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/advice/ChoiceEvaluator.h"

#include "core/advice/PlanEdits.h"
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

Plan ChoiceVerdict::candidate() const
{
    if (m_pool < 0)
        return m_base;
    Plan plan = m_base;
    plan.pools[m_pool] = *m_edited;
    return plan;
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
    indexPools();
    m_findings = RuleEngine::inPlanOrder(sink.findings(), sink.steps(),
                                         [this](const QString &pool) { return m_poolIndex.value(pool, -1); });
    prepare();
}

ChoiceEvaluator::ChoiceEvaluator(const IncrementalCheck &check)
    : m_plan(check.plan()), m_catalog(check.catalog()), m_shapes(check.shapes()), m_findings(check.ruleFindings())
{
    // The check has every step's findings already: nothing is evaluated again.
    const IncrementalCheck::Part &names = check.names();
    for (qsizetype k = 0; k < names.findings.size(); ++k) {
        if (names.findings[k].isError())
            m_nameErrors.append({-1, names.steps[k], names.findings[k]});
    }
    for (int i = 0; i < m_plan.pools.size(); ++i) {
        const IncrementalCheck::Part &part = check.poolRules(i);
        for (qsizetype k = 0; k < part.findings.size(); ++k) {
            if (part.findings[k].isError())
                m_poolErrors.append({i, part.steps[k], part.findings[k]});
        }
    }
    indexPools();
    prepare();
}

void ChoiceEvaluator::indexPools()
{
    m_poolIndex.reserve(m_plan.pools.size());
    for (int i = int(m_plan.pools.size()) - 1; i >= 0; --i) {
        const QString &name = m_plan.pools[i].name;
        m_namesDistinct = m_namesDistinct && !name.isEmpty() && !m_poolIndex.contains(name);
        m_poolIndex.insert(name, i); // the first pool of a name wins, as in RuleEngine
    }
}

void ChoiceEvaluator::prepare()
{
    for (const Finding &finding : m_findings) {
        if (finding.isError())
            m_existing.insert(key(finding));
    }
    m_work = m_plan;
    m_work.pools.detach();
    m_workShapes = m_shapes;
    m_workShapes.detach();
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
                                     : errorsWithPoolChanged(*pool, candidate.pools[*pool]);
    all.removeIf([](const Finding &finding) { return !finding.isError(); });
    return all;
}

bool ChoiceEvaluator::reusable(int pool, const Pool &edited) const
{
    return m_namesDistinct && !edited.name.isEmpty() && m_poolIndex.value(edited.name, pool) == pool;
}

namespace {

/// Puts a candidate's pool (and its shape) into the evaluator's working copy for as long as it
/// lives, then puts the plan's own back.
class PoolSwap
{
public:
    PoolSwap(Plan &plan, QList<PoolShape> &shapes, int pool, const Pool &edited, const PoolShape &shape)
        : m_plan(plan), m_shapes(shapes), m_pool(pool), m_savedPool(plan.pools[pool]), m_savedShape(shapes[pool])
    {
        m_plan.pools[pool] = edited;
        m_shapes[pool] = shape;
    }
    ~PoolSwap()
    {
        m_plan.pools[m_pool] = std::move(m_savedPool);
        m_shapes[m_pool] = m_savedShape;
    }
    PoolSwap(const PoolSwap &) = delete;
    PoolSwap &operator=(const PoolSwap &) = delete;

private:
    Plan &m_plan;
    QList<PoolShape> &m_shapes;
    int m_pool;
    Pool m_savedPool;
    PoolShape m_savedShape;
};

} // namespace

Findings ChoiceEvaluator::errorsWithPoolChanged(int pool, const Pool &edited) const
{
    const PoolShape shape = PoolShape::derive(edited, m_plan.cluster.isAutopilot(), m_catalog);
    // Names across pools read only names and slice counts: most choices keep both.
    const bool sameNames = edited.name == m_plan.pools[pool].name && shape.slices == m_shapes[pool].slices;
    FindingSink sink(m_work);
    {
        const PoolSwap swap(m_work, m_workShapes, pool, edited, shape);
        const RuleContext context(m_work, m_catalog, m_workShapes);
        if (!sameNames)
            RuleEngine::checkNames(context, sink);
        RuleEngine::checkPlanWide(context, sink);
        RuleEngine::checkPool(context, sink, pool);
    }
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
    const QString &name = edited.name;
    return RuleEngine::inPlanOrder(errors, steps, [&](const QString &owner) {
        return owner == name ? pool : m_poolIndex.value(owner, -1);
    });
}

bool ChoiceEvaluator::othersBreakIn(const QString &region, int pool) const
{
    const QString cacheKey = region + QLatin1Char('/') + QString::number(pool);
    const auto cached = m_othersBreak.constFind(cacheKey);
    if (cached != m_othersBreak.cend())
        return *cached;
    // Each other pool is moved and checked on a plan of its own (its rules read only it and the
    // cluster), so no copy of the whole plan is made; the first one that breaks ends the search.
    Plan probe = m_plan;
    probe.positions = SourceMap();
    const QString path = RuleContext::poolPath(0);
    bool breaks = false;
    for (int j = 0; j < m_plan.pools.size() && !breaks; ++j) {
        if (j == pool)
            continue;
        probe.cluster.region = m_plan.cluster.region;
        probe.pools = QList<Pool>{m_plan.pools[j]};
        probe = PlanEdits::withRegion(std::move(probe), region, m_catalog);
        const RuleContext context(probe, m_catalog);
        FindingSink sink(probe);
        RuleEngine::checkPool(context, sink, 0);
        for (Finding finding : sink.findings()) {
            if (!finding.isError())
                continue;
            if (covers(path, finding.field))
                finding.field.replace(0, path.size(), RuleContext::poolPath(j));
            if (!m_existing.contains(key(finding))) {
                breaks = true;
                break;
            }
        }
    }
    m_othersBreak.insert(cacheKey, breaks);
    return breaks;
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

ChoiceVerdict ChoiceEvaluator::verdict(ChoiceVerdict verdict, const Findings &errors, const QStringList &fields,
                                        const QStringList &followUps) const
{
    const auto coveredBy = [](const QStringList &paths, const QString &field) {
        return std::any_of(paths.begin(), paths.end(), [&](const QString &p) { return covers(p, field); });
    };
    for (const Finding &finding : errors) {
        const bool own = coveredBy(fields, finding.field);
        const bool caused = !m_existing.contains(key(finding)) && !coveredBy(followUps, finding.field);
        if (own || caused)
            verdict.blocking.append(finding);
    }
    return verdict;
}

ChoiceVerdict ChoiceEvaluator::judge(Plan candidate, const QStringList &fields, const QStringList &followUps) const
{
    const Findings found = errors(candidate);
    return verdict(ChoiceVerdict(std::move(candidate)), found, fields, followUps);
}

ChoiceVerdict ChoiceEvaluator::judgePool(int pool, Pool edited, const QStringList &fields, const QStringList &followUps) const
{
    if (!reusable(pool, edited)) {
        Plan candidate = m_plan;
        candidate.pools[pool] = std::move(edited);
        return judge(std::move(candidate), fields, followUps);
    }
    Findings found = errorsWithPoolChanged(pool, edited);
    found.removeIf([](const Finding &finding) { return !finding.isError(); });
    return verdict(ChoiceVerdict(m_plan, pool, std::move(edited)), found, fields, followUps);
}

} // namespace tpuplan
