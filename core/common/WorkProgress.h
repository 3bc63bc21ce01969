// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>

namespace tpuplan {

/// Shared between long work on a worker thread and the window that shows its progress: the work
/// counts its steps and looks at `cancelled` between them; the window reads the counts and may
/// set `cancelled`. Plain atomics, so core stays free of GUI types and nothing else is shared.
struct WorkProgress
{
    std::atomic<bool> cancelled{false};
    std::atomic<int> done{0};
    std::atomic<int> total{0}; ///< 0 while not known

    bool stopRequested() const { return cancelled.load(std::memory_order_relaxed); }
};

/// True when `progress` is given and asks the work to stop.
inline bool stopRequested(const WorkProgress *progress)
{
    return progress && progress->stopRequested();
}

} // namespace tpuplan
