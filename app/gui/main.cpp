// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"
#include "PlannerStartup.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    tpuplan::PlannerStartup::configureApplication();
    const std::unique_ptr<tpuplan::MainWindow> window = tpuplan::PlannerStartup::start(app);
    return app.exec();
}
