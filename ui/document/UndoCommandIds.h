// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace tpuplan {

/// QUndoCommand::id() values of the commands that merge; one enum so they never collide.
enum UndoCommandId {
    ChangePlanMergeId = 1,
    ChangePoolMergeId,
};

} // namespace tpuplan
