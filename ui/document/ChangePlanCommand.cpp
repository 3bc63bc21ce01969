// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/document/ChangePlanCommand.h"

#include "ui/document/PlanDocument.h"
#include "ui/document/UndoCommandIds.h"

namespace tpuplan {

ChangePlanCommand::ChangePlanCommand(PlanDocument *document, const Plan &after, const QString &text,
                                     const QString &mergeKey)
    : QUndoCommand(text), m_document(document), m_before(document->plan()), m_after(after), m_mergeKey(mergeKey)
{
}

void ChangePlanCommand::undo()
{
    m_document->replacePlan(m_before);
}

void ChangePlanCommand::redo()
{
    m_document->replacePlan(m_after);
}

int ChangePlanCommand::id() const
{
    return m_mergeKey.isEmpty() ? -1 : ChangePlanMergeId;
}

bool ChangePlanCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const ChangePlanCommand *>(other);
    if (next->m_mergeKey != m_mergeKey)
        return false;
    m_after = next->m_after;
    return true;
}

} // namespace tpuplan
