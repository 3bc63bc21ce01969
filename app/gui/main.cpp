// SPDX-License-Identifier: GPL-3.0-or-later
#include "StartupWarmUp.h"
#include "MainWindow.h"
#include "PlannerStartup.h"
#include "torus/TorusView.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    // The Slice in 3D view draws with OpenGL 3.3 core; the format must be set before QApplication.
    tpuplan::TorusView::requestSurfaceFormat();
    tpuplan::StartupWarmUp warmUp; // work for the window, on another core (see StartupWarmUp.h)
    QApplication app(argc, argv);
    tpuplan::PlannerStartup::configureApplication();
    const std::unique_ptr<tpuplan::MainWindow> window = tpuplan::PlannerStartup::start(app, &warmUp);
    return app.exec();
}
