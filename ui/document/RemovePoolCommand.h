// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/Pool.h"

#include <QUndoCommand>

namespace tpuplan {

class PlanDocument;

/// Removes a pool; undo puts it back where it was.
class RemovePoolCommand : public QUndoCommand
{
public:
    RemovePoolCommand(PlanDocument *document, int index);

    void undo() override;
    void redo() override;

private:
    PlanDocument *m_document;
    int m_index;
    Pool m_pool;
};

} // namespace tpuplan
