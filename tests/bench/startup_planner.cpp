// SPDX-License-Identifier: GPL-3.0-or-later
// tpu-planner's own start-up (PlannerStartup, exactly as main() runs it), stopped at the first
// shown frame of its window.
#include "FirstExpose.h"

#include "StartupWarmUp.h"
#include "MainWindow.h"
#include "PlannerStartup.h"
#include "torus/TorusView.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    tpuplan::TorusView::requestSurfaceFormat(); // as main() does
    tpuplan::StartupWarmUp warmUp; // work for the window, on another core (see StartupWarmUp.h)
    QApplication app(argc, argv);
    tpuplan::PlannerStartup::configureApplication();
    // Installed before the window is shown, inside start(): watch the window as soon as it exists.
    const std::unique_ptr<tpuplan::MainWindow> window = tpuplan::PlannerStartup::start(app, &warmUp);
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
