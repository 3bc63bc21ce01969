// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/Pool.h"

#include <QUndoCommand>

namespace tpuplan {

class PlanDocument;

/// Replaces one pool with an edited copy. Consecutive edits of the same pool and field (the
/// merge key, e.g. `workload.image`) become one undo step, so typing is undone as a whole.
class ChangePoolCommand : public QUndoCommand
{
public:
    ChangePoolCommand(PlanDocument *document, int index, const Pool &after, const QString &text, const QString &mergeKey);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    PlanDocument *m_document;
    int m_index;
    Pool m_before;
    Pool m_after;
    QString m_mergeKey;
};

} // namespace tpuplan
