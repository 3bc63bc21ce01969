// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/document/ChangePoolCommand.h"

#include "ui/document/PlanDocument.h"
#include "ui/document/UndoCommandIds.h"

namespace tpuplan {

ChangePoolCommand::ChangePoolCommand(PlanDocument *document, int index, const Pool &after, const QString &text,
                                     const QString &mergeKey)
    : QUndoCommand(text), m_document(document), m_index(index), m_before(document->plan().pools.at(index)),
      m_after(after), m_mergeKey(mergeKey)
{
}

void ChangePoolCommand::undo()
{
    m_document->replacePool(m_index, m_before);
}

void ChangePoolCommand::redo()
{
    m_document->replacePool(m_index, m_after);
}

int ChangePoolCommand::id() const
{
    return m_mergeKey.isEmpty() ? -1 : ChangePoolMergeId;
}

bool ChangePoolCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const ChangePoolCommand *>(other);
    if (next->m_index != m_index || next->m_mergeKey != m_mergeKey)
        return false;
    m_after = next->m_after;
    return true;
}

} // namespace tpuplan
