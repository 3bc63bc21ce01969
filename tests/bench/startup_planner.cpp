// SPDX-License-Identifier: GPL-3.0-or-later
// tpu-planner's own start-up (PlannerStartup, exactly as main() runs it), stopped at the first
// shown frame of its window.
#include "tests/bench/FirstExpose.h"

#include "ui/app/MainWindow.h"
#include "ui/app/PlannerStartup.h"
#include "ui/torus/TorusView.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    tpuplan::TorusView::requestSurfaceFormat(); // as main() does
    QApplication app(argc, argv);
    tpuplan::PlannerStartup::configureApplication();
    // Installed before the window is shown, inside start(): watch the window as soon as it exists.
    const std::unique_ptr<tpuplan::MainWindow> window = tpuplan::PlannerStartup::start(app);
    if (!window->isVisible())
        return 1;
    new FirstExpose(window.get());
    // start() already called show(); the expose event may still be pending, or already past.
    if (window->windowHandle()->isExposed())
        QTimer::singleShot(0, [] {
            std::printf("shown\n");
            std::fflush(stdout);
            QCoreApplication::quit();
        });
    return app.exec();
}
