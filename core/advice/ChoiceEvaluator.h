// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/common/Finding.h"
#include "core/plan/Plan.h"

#include <QSet>

namespace tpuplan {

/// The rule engine's verdict on one candidate plan (the current plan with one choice applied).
struct ChoiceVerdict
{
    Plan candidate;
    Findings blocking; ///< the errors the choice would produce; empty = the choice is allowed

    bool isAllowed() const { return blocking.isEmpty(); }
    /// The blocking messages, one per line, without repeats.
    QString reason() const;
};

/// Judges choices against the plan they would change. A choice is blocked by every error on the
/// fields it sets and by every error it newly causes elsewhere (one the plan did not already
/// have), except on "follow-up" fields the user is expected to fill next (the reservation name
/// after choosing reservation capacity). Errors the plan already has elsewhere block nothing.
class ChoiceEvaluator
{
public:
    ChoiceEvaluator(const Plan &plan, const Catalog &catalog);

    const Plan &plan() const { return m_plan; }
    const Catalog &catalog() const { return m_catalog; }
    const Findings &findings() const { return m_findings; }

    /// `fields` and `followUps` are field paths; a path covers its children (`pools[0].reservation`
    /// covers `pools[0].reservation.name`).
    ChoiceVerdict judge(Plan candidate, const QStringList &fields, const QStringList &followUps = {}) const;

    static bool covers(const QString &path, const QString &field);

private:
    static QString key(const Finding &finding);

    Plan m_plan;
    const Catalog &m_catalog;
    Findings m_findings;
    QSet<QString> m_existing;
};

} // namespace tpuplan
