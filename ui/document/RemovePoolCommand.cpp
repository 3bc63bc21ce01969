// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/document/RemovePoolCommand.h"

#include "ui/document/PlanDocument.h"

#include <QCoreApplication>

namespace tpuplan {

RemovePoolCommand::RemovePoolCommand(PlanDocument *document, int index)
    : QUndoCommand(QCoreApplication::translate("tpuplan::PlanDocument", "Remove pool %1")
                       .arg(document->plan().pools.at(index).name)),
      m_document(document), m_index(index), m_pool(document->plan().pools.at(index))
{
}

void RemovePoolCommand::undo()
{
    m_document->insertPool(m_index, m_pool);
}

void RemovePoolCommand::redo()
{
    m_document->removePool(m_index);
}

} // namespace tpuplan
