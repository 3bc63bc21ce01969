// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/StartupProbe.h"
#include "ui/app/MainWindow.h"
#include "ui/app/PlannerStartup.h"
#include "ui/torus/TorusView.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    // The Slice in 3D view draws with OpenGL 3.3 core; the format must be set before QApplication.
    tpuplan::TorusView::requestSurfaceFormat();
    // Nothing else before QApplication: no thread, no Qt object (tst_plannerstartup checks).
    tpuplan::StartupProbe::beforeApplication();
    QApplication app(argc, argv);
    tpuplan::PlannerStartup::configureApplication();
    const std::unique_ptr<tpuplan::MainWindow> window = tpuplan::PlannerStartup::start(app);
    return app.exec();
}
