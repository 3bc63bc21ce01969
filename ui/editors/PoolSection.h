// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/editors/FormSection.h"

#include <QList>

namespace tpuplan {

struct Choice;
struct ChoiceItem;

/// A section of the pool editor: a FormSection bound to one pool of the plan.
class PoolSection : public FormSection
{
    Q_OBJECT
public:
    void setPool(int index) { m_pool = index; }
    int poolIndex() const { return m_pool; }

protected:
    explicit PoolSection(QWidget *parent);

    void showPlan(const ChoiceAdvisor &advisor) final;
    QString findingPrefix() const final { return QStringLiteral("pools[%1].").arg(m_pool); }
    virtual void showPool(const ChoiceAdvisor &advisor, const Pool &pool) = 0;

    /// Edits a copy of the pool and pushes it as one command merged by `mergeKey`.
    void editPool(const QString &text, const QString &mergeKey, const std::function<void(Pool &)> &change);
    /// Applies the plan an allowed choice leads to; a rejected or unknown value does nothing.
    void applyChoice(const QList<Choice> &choices, const QString &value, const QString &text);
    bool isAutopilot() const;

    /// The combo box entries for `choices`: a refused one says why, in the window's words.
    QList<ChoiceItem> items(const QList<Choice> &choices, const std::function<QString(const QString &)> &label) const;
    /// The pool's workload, created when the pool has none yet.
    static Workload &workload(Pool &pool);

private:
    int m_pool = -1;
};

} // namespace tpuplan
