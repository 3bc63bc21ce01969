// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/Plan.h"

#include <QUndoCommand>

namespace tpuplan {

class PlanDocument;

/// Replaces the whole plan: cluster and metadata edits, and choices whose consequences reach
/// several pools (mode, region). Consecutive edits with the same merge key become one step.
class ChangePlanCommand : public QUndoCommand
{
public:
    ChangePlanCommand(PlanDocument *document, const Plan &after, const QString &text, const QString &mergeKey);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    PlanDocument *m_document;
    Plan m_before;
    Plan m_after;
    QString m_mergeKey;
};

} // namespace tpuplan
