// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editors/PoolSection.h"

#include "ui/document/PlanDocument.h"
#include "ui/editors/ChoiceComboBox.h"

#include "core/advice/ChoiceAdvisor.h"

#include <QFormLayout>

namespace tpuplan {

PoolSection::PoolSection(QWidget *parent) : FormSection(parent)
{
    // Combo boxes and spin boxes take the width the facts beside them leave.
    form()->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
}

void PoolSection::showPlan(const ChoiceAdvisor &advisor)
{
    if (m_pool >= 0 && m_pool < document()->plan().pools.size())
        showPool(advisor, document()->plan().pools.at(m_pool));
}

void PoolSection::editPool(const QString &text, const QString &mergeKey, const std::function<void(Pool &)> &change)
{
    if (isRefreshing() || !document() || m_pool < 0 || m_pool >= document()->plan().pools.size())
        return;
    Pool pool = document()->plan().pools.at(m_pool);
    change(pool);
    document()->editPool(m_pool, pool, text, mergeKey);
}

void PoolSection::applyChoice(const QList<Choice> &choices, const QString &value, const QString &text)
{
    for (const Choice &choice : choices) {
        if (choice.value == value && choice.verdict.isAllowed()) {
            document()->editPlan(choice.verdict.candidate(), text);
            return;
        }
    }
}

bool PoolSection::isAutopilot() const
{
    return document() && document()->plan().cluster.isAutopilot();
}

QList<ChoiceItem> PoolSection::items(const QList<Choice> &choices, const std::function<QString(const QString &)> &label) const
{
    QList<ChoiceItem> list;
    for (const Choice &choice : choices)
        list.append({choice.value, label(choice.value), choice.verdict.isAllowed(),
                     choice.verdict.isAllowed() ? choice.consequence : reasonOf(choice.verdict)});
    return list;
}

Workload &PoolSection::workload(Pool &pool)
{
    if (!pool.workload)
        pool.workload = Workload{};
    return *pool.workload;
}

} // namespace tpuplan
