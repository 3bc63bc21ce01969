// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/advice/IncrementalCheck.h"
#include "core/catalog/Catalog.h"
#include "core/common/Finding.h"
#include "core/plan/Plan.h"
#include "core/plan/PoolShape.h"

#include <QHash>

#include <QSet>

#include <optional>

namespace tpuplan {

/// The rule engine's verdict on one candidate plan (the current plan with one choice applied).
/// A choice that changes one pool keeps the plan it started from and that pool: the candidate
/// plan is made when asked for (copying a 5,000-pool plan for each of 50 choices cost more
/// than judging them).
class ChoiceVerdict
{
public:
    ChoiceVerdict() = default;
    /// A candidate that may change anything.
    explicit ChoiceVerdict(Plan candidate) : m_base(std::move(candidate)) {}
    /// `base` with pool `pool` replaced by `edited`.
    ChoiceVerdict(Plan base, int pool, Pool edited) : m_base(std::move(base)), m_pool(pool), m_edited(std::move(edited)) {}

    Findings blocking; ///< the errors the choice would produce; empty = the choice is allowed

    bool isAllowed() const { return blocking.isEmpty(); }
    /// The blocking messages, one per line, without repeats.
    QString reason() const;
    /// The plan the choice leads to.
    Plan candidate() const;
    /// Pool `index` of the candidate, without making it.
    const Pool &pool(int index) const { return index == m_pool ? *m_edited : m_base.pools.at(index); }
    const Cluster &cluster() const { return m_base.cluster; }

private:
    Plan m_base;
    int m_pool = -1;
    std::optional<Pool> m_edited;
};

/// Judges choices against the plan they would change. A choice is blocked by every error on the
/// fields it sets and by every error it newly causes elsewhere (one the plan did not already
/// have), except on "follow-up" fields the user is expected to fill next (the reservation name
/// after choosing reservation capacity). Errors the plan already has elsewhere block nothing.
///
/// Most choices change one pool. For those only that pool's rules and the plan-wide rules run
/// again; every other pool keeps the errors it had (its own rules read only itself and the
/// cluster). The errors are the full evaluation's, in its order: a 5,000-pool plan is judged in
/// milliseconds instead of a full check per choice.
class ChoiceEvaluator
{
public:
    ChoiceEvaluator(const Plan &plan, const Catalog &catalog);
    /// The plan of `check`, judged with the findings it keeps (no rule runs again).
    explicit ChoiceEvaluator(const IncrementalCheck &check);

    const Plan &plan() const { return m_plan; }
    const Catalog &catalog() const { return m_catalog; }
    const Findings &findings() const { return m_findings; }

    /// `fields` and `followUps` are field paths; a path covers its children (`pools[0].reservation`
    /// covers `pools[0].reservation.name`).
    ChoiceVerdict judge(Plan candidate, const QStringList &fields, const QStringList &followUps = {}) const;
    /// The plan with pool `pool` replaced by `edited`, judged without copying the plan.
    ChoiceVerdict judgePool(int pool, Pool edited, const QStringList &fields, const QStringList &followUps = {}) const;
    /// The errors of `candidate`, as RuleEngine::evaluate lists them.
    Findings errors(const Plan &candidate) const;
    /// Whether moving the cluster to `region` (PlanEdits::withRegion) gives some pool other than
    /// `pool` an error of its own rules the plan does not have: then every choice that moves the
    /// cluster there is refused, whatever it does to `pool`. Pools are tried one at a time until
    /// one breaks; the answer is kept per region and pool.
    bool othersBreakIn(const QString &region, int pool) const;

    static bool covers(const QString &path, const QString &field);

private:
    /// An error of one pool's own rules in the plan, kept for candidates that leave the pool alone.
    struct PoolError
    {
        int pool;
        int step;
        Finding finding;
    };

    static QString key(const Finding &finding);
    void indexPools();
    /// The errors the plan has already, and the working copy.
    void prepare();
    /// The one pool `candidate` changes; -1 when it changes nothing, nullopt when it changes more
    /// (other pools, the cluster, the pool count) or pool names are empty or repeated.
    std::optional<int> onlyChangedPool(const Plan &candidate) const;
    /// Whether a candidate that changes pool `pool` into `edited` can reuse the other pools'
    /// errors (pool names distinct, the edited name still its own).
    bool reusable(int pool, const Pool &edited) const;
    Findings errorsWithPoolChanged(int pool, const Pool &edited) const;
    ChoiceVerdict verdict(ChoiceVerdict verdict, const Findings &errors, const QStringList &fields,
                          const QStringList &followUps) const;

    Plan m_plan;
    const Catalog &m_catalog;
    QList<PoolShape> m_shapes;
    Findings m_findings;
    QSet<QString> m_existing;
    QList<PoolError> m_poolErrors;
    QList<PoolError> m_nameErrors; ///< of the name-collision rule (pool: -1, any)
    QHash<QString, int> m_poolIndex; ///< pool name -> index
    bool m_namesDistinct = true;     ///< every pool has a name of its own
    /// A copy of the plan (and its shapes) that a candidate of one pool is swapped into while it
    /// is judged: one copy per evaluator instead of one per choice.
    mutable Plan m_work;
    mutable QList<PoolShape> m_workShapes;
    mutable QHash<QString, bool> m_othersBreak; ///< "region/pool" -> othersBreakIn
};

} // namespace tpuplan
