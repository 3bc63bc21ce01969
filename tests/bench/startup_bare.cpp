// SPDX-License-Identifier: GPL-3.0-or-later
// The baseline of bench_startup: an empty QMainWindow, started the way tpu-planner starts.
#include "tests/bench/FirstExpose.h"

#include <QApplication>
#include <QMainWindow>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QMainWindow window;
    window.resize(1280, 800);
    new FirstExpose(&window);
    window.show();
    return app.exec();
}
