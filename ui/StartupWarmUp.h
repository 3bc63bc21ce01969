// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <thread>

namespace tpuplan {

/// Start-up work the window will need, done on a second core while QApplication connects to the
/// display (tens of milliseconds, most of them spent waiting for the display server), so that
/// the window appears sooner. Nothing here is skipped or postponed: each step is one the main
/// thread would otherwise do, or wait for, before the first frame.
/// - the built-in catalog is loaded. Catalog::builtIn() keeps it in a function-local static, so
///   a main-thread caller that comes early waits for this load instead of starting its own;
/// - fontconfig reads its configuration (FcInit, ~5 ms), which Qt's font database would do
///   when the first widget measures its text;
/// - the image-format plugins are loaded: the first image Qt reads (the menu bar's extension
///   icon) makes it load every one of them to ask which can read it (~2.5 ms);
/// - the session bus is connected, which Qt's accessibility bridge waits for when the window is
///   first shown. Where no bus address is set, libdbus forks to look for one; made while the main
///   thread waits for the display, that fork no longer stalls the window's construction (a fork
///   holds the allocator's locks, and the main thread allocates all the time): ~8 ms measured.
/// Joins its thread when destroyed.
class StartupWarmUp
{
public:
    StartupWarmUp();
    ~StartupWarmUp();
    StartupWarmUp(const StartupWarmUp &) = delete;
    StartupWarmUp &operator=(const StartupWarmUp &) = delete;

    /// Waits for every step; the destructor does the same. Call before exit().
    void finish();

private:
    std::thread m_worker;
};

} // namespace tpuplan
