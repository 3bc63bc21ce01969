// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

#include <memory>

class QApplication;

namespace tpuplan {

class MainWindow;

/// What `tpu-planner` does before the event loop: application names, command line, catalog,
/// language, the window shown with the plan named on the command line, and the offer to
/// recover a crashed session. Shared by main() and the start-up benchmark, so the benchmark
/// measures exactly what users wait for.
class PlannerStartup
{
public:
    static void configureApplication();
    /// Parses `app`'s arguments (exits on --help/--version) and shows the window.
    static std::unique_ptr<MainWindow> start(QApplication &app);
};

} // namespace tpuplan
