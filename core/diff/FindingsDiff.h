// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/Finding.h"

namespace tpuplan {

/// Which findings a change of plan introduced and which it resolved. A finding is the same in
/// both plans when its rule, pool, field and message are: a pool's field is taken relative to
/// the pool (`train: topology`, not `pools[1].topology`), so moving or adding another pool does
/// not make its findings new, and the file position is not part of it.
class FindingsDiff
{
public:
    struct Result
    {
        Findings introduced; ///< in `after`, not in `before` (as `after` reports them)
        Findings resolved;   ///< in `before`, not in `after` (as `before` reports them)
    };
    static Result compare(const Findings &before, const Findings &after);
    /// What identifies a finding across two plans.
    static QString key(const Finding &finding);
};

} // namespace tpuplan
