// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/advice/ChoiceEvaluator.h"

#include "core/catalog/TopologyOptions.h"

#include <QCoreApplication>

#include <functional>

namespace tpuplan {

/// One value an editor may offer, with the plan it leads to and whether the rules allow it.
struct Choice
{
    QString value;
    ChoiceVerdict verdict;
    /// What else the choice changes to be allowed (an allowed choice whose value alone the rules
    /// refuse moves the pool's topology or zone), for the item's tooltip; empty when nothing.
    QString consequence;
};

/// A supported topology of the pool's TPU version, judged like any choice. One the pool's own
/// machine type or accelerator cannot make is a switch: its verdict is that of the plan with
/// the pool moved onto `option.owner` as well, so picking it is one edit, never a dead end.
struct TopologyChoice
{
    TopologyOption option;
    ChoiceVerdict verdict;
    /// The pool's owner cannot make this topology; `option.owner` can.
    bool switchesOwner = false;
    /// Why the pool's own owner does not offer it ("16x16 needs ct5lp-hightpu-4t"); empty when it does.
    QString requirement;
};

/// Answers "what may I offer here, and why not the rest?" for every list the editors show:
/// each value is applied with PlanEdits and judged by the rule engine through ChoiceEvaluator.
/// Nothing is hidden: disallowed values come back with the reason.
class ChoiceAdvisor
{
    Q_DECLARE_TR_FUNCTIONS(ChoiceAdvisor)
public:
    ChoiceAdvisor(const Plan &plan, const Catalog &catalog);
    /// The plan of `check`, with the findings it keeps (an editor's document).
    explicit ChoiceAdvisor(const IncrementalCheck &check);

    const ChoiceEvaluator &evaluator() const { return m_evaluator; }

    QList<Choice> modes() const;
    /// The choice of cluster mode `mode` alone (each is a check of the whole plan in that mode).
    Choice mode(const QString &mode) const;
    /// Every region where the catalog offers some TPU version (plus the plan's own).
    QList<Choice> regions() const;
    QList<Choice> nodeImages() const;

    QList<Choice> tpus(int pool) const;
    /// The machine types of the pool's TPU version (Standard).
    QList<Choice> machineTypes(int pool) const;
    /// The accelerators of the pool's TPU version (Autopilot).
    QList<Choice> accelerators(int pool) const;
    /// The zones of the cluster's region where some TPU version is offered (plus the pool's own).
    QList<Choice> zones(int pool) const;
    /// Every topology of the pool's TPU version: those of its machine type or accelerator, then
    /// the ones only another makes, each as a switch to that one (see TopologyChoice).
    QList<TopologyChoice> topologies(int pool) const;
    /// A topology typed by hand (custom v4/v5p slices, or any listed one).
    ChoiceVerdict topology(int pool, const QString &text) const;
    QList<Choice> capacities(int pool) const;
    /// Any other edit of one pool, judged on the given fields of that pool (e.g. "smt").
    ChoiceVerdict poolEdit(int pool, const Pool &edited, const QStringList &fields) const;

    static QStringList capacityValues();
    static QStringList modeValues();

private:
    QString field(int pool, const char *name) const;
    using PoolEdit = std::function<Plan(Plan)>;
    /// `pool` as `edit` (a PlanEdits call on pool 0) leaves it, without copying the other pools.
    Pool editPool(const Pool &pool, const PoolEdit &edit) const;
    /// `edited` as pool `pool`, judged on `fields`; when refused, the same choice with the pool's
    /// topology moved to the nearest its owner runs, or its zone moved to one that offers it
    /// (the cluster's region first), when the rules allow that. No choice is a dead end.
    Choice withWayOut(const QString &value, const Pool &edited, int pool, const QStringList &fields) const;
    /// The first alternative to `edited` the rules allow, judged on `wider`.
    std::optional<ChoiceVerdict> firstWayOut(const Pool &edited, int pool, const QStringList &wider) const;
    /// `topology` on the first other owner of the version that makes it and the rules allow
    /// (else the first that makes it), as a switch of the pool's owner.
    TopologyChoice switchFor(int pool, const QString &topology, const QList<TopologyOption> &makers) const;

    const Catalog &m_catalog;
    ChoiceEvaluator m_evaluator;
};

} // namespace tpuplan
