// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/document/AddPoolCommand.h"

#include "ui/document/PlanDocument.h"

#include <QCoreApplication>

namespace tpuplan {

AddPoolCommand::AddPoolCommand(PlanDocument *document, int index, const Pool &pool)
    : QUndoCommand(QCoreApplication::translate("tpuplan::PlanDocument", "Add pool %1").arg(pool.name)),
      m_document(document), m_index(index), m_pool(pool)
{
}

void AddPoolCommand::undo()
{
    m_document->removePool(m_index);
}

void AddPoolCommand::redo()
{
    m_document->insertPool(m_index, m_pool);
}

} // namespace tpuplan
