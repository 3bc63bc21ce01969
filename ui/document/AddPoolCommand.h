// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/Pool.h"

#include <QUndoCommand>

namespace tpuplan {

class PlanDocument;

/// Adds a pool at an index.
class AddPoolCommand : public QUndoCommand
{
public:
    AddPoolCommand(PlanDocument *document, int index, const Pool &pool);

    void undo() override;
    void redo() override;

private:
    PlanDocument *m_document;
    int m_index;
    Pool m_pool;
};

} // namespace tpuplan
