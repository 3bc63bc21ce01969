// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <thread>

namespace tpuplan {

/// Start-up work the window will need, done on a second core while the main thread is busy
/// elsewhere, so that the window appears sooner. Nothing here is skipped or postponed: each
/// step is one Qt would otherwise do on the main thread before the first frame.
///
/// Made before QApplication, while that connects to the display (tens of milliseconds):
/// - the built-in catalog is parsed. Catalog::builtIn() keeps it in a function-local static, so
///   a main-thread caller that comes early waits for this parse instead of starting its own;
/// - fontconfig reads its configuration (FcInit, ~5 ms), which Qt's font database would do
///   when the first widget measures its text;
/// - the image-format and icon-engine plugins are loaded, which Qt does to read the first icon.
/// After QApplication, applicationStarted():
/// - the session bus is connected, which Qt's accessibility bridge waits for when the first
///   item view appears (~5 ms, longer where libdbus has to look for a bus).
/// Joins both threads when destroyed.
class StartupWarmUp
{
public:
    StartupWarmUp();
    ~StartupWarmUp();
    StartupWarmUp(const StartupWarmUp &) = delete;
    StartupWarmUp &operator=(const StartupWarmUp &) = delete;

    /// Starts the steps that need the application object: call right after QApplication exists.
    void applicationStarted();
    /// Waits for every step; the destructor does the same. Call before exit().
    void finish();

private:
    std::thread m_beforeApplication;
    std::thread m_afterApplication;
};

} // namespace tpuplan
