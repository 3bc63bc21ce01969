// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace tpuplan {

/// With TPUPLAN_STARTUP_PROBE set, reports on stderr what ran before QApplication was built:
/// "startup-probe: threads=N qobjects=M". tst_plannerstartup requires 1 and 0: a thread or a Qt
/// object made before QApplication once left the window deaf to all input.
/// Without the variable it does nothing.
class StartupProbe
{
public:
    /// Call right before QApplication is constructed.
    static void beforeApplication();
};

} // namespace tpuplan
