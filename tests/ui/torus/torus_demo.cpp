// SPDX-License-Identifier: GPL-3.0-or-later
// torus_demo: the torus panel alone, for screenshots and manual checks (not installed).
//   torus_demo 4x4x4                      v5p 4x4x4 in 3D
//   torus_demo 8x16 --colour host         v5e 8x16 coloured by host tray
//   torus_demo --plan p.tpuplan.yaml --pool train
#include "ui/torus/TorusController.h"
#include "ui/torus/TorusPanel.h"
#include "ui/torus/TorusView.h"

#include "core/catalog/Catalog.h"
#include "core/plan/PlanReader.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QSurfaceFormat>
#include <QTimer>

#include <cstdio>

using namespace tpuplan;

int main(int argc, char *argv[])
{
    // The 3D view needs OpenGL 3.3 core; ask before QApplication exists.
    TorusView::requestSurfaceFormat();

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("torus_demo"));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Shows the TPU Planner torus panel for one topology or plan pool."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("topology"), QStringLiteral("Topology such as 4x4x4 or 8x16 (default 4x4x4)."));
    const QCommandLineOption tpuOption(QStringLiteral("tpu"), QStringLiteral("TPU version (default v5p for 3D, v5e for 2D)."), QStringLiteral("id"));
    const QCommandLineOption chipsOption(QStringLiteral("chips-per-vm"), QStringLiteral("Chips per GKE node."), QStringLiteral("n"));
    const QCommandLineOption slicesOption(QStringLiteral("slices"), QStringLiteral("Slices (multislice)."), QStringLiteral("n"), QStringLiteral("1"));
    const QCommandLineOption twistedOption(QStringLiteral("twisted"), QStringLiteral("Twisted torus where the shape allows it."));
    const QCommandLineOption colourOption(QStringLiteral("colour"), QStringLiteral("node, host or slice."), QStringLiteral("by"), QStringLiteral("node"));
    const QCommandLineOption raggedOption(QStringLiteral("ragged"), QStringLiteral("Wraparound links as stubs."));
    const QCommandLineOption outlinesOption(QStringLiteral("outlines"), QStringLiteral("Node outlines: on or off."), QStringLiteral("on|off"));
    const QCommandLineOption planeOption(QStringLiteral("plane"), QStringLiteral("Plane view, e.g. z:0."), QStringLiteral("axis:index"));
    const QCommandLineOption selectOption(QStringLiteral("select"), QStringLiteral("Select the chip at x,y[,z]."), QStringLiteral("coords"));
    const QCommandLineOption yawOption(QStringLiteral("yaw"), QStringLiteral("Camera yaw in degrees."), QStringLiteral("deg"));
    const QCommandLineOption pitchOption(QStringLiteral("pitch"), QStringLiteral("Camera pitch in degrees."), QStringLiteral("deg"));
    const QCommandLineOption zoomOption(QStringLiteral("zoom"), QStringLiteral("Zoom steps (positive = closer)."), QStringLiteral("steps"));
    const QCommandLineOption sizeOption(QStringLiteral("size"), QStringLiteral("Window size."), QStringLiteral("WxH"), QStringLiteral("1280x800"));
    const QCommandLineOption painterOption(QStringLiteral("painter"), QStringLiteral("Use the QPainter fallback renderer."));
    const QCommandLineOption planOption(QStringLiteral("plan"), QStringLiteral("Plan file to take the pool from."), QStringLiteral("file"));
    const QCommandLineOption poolOption(QStringLiteral("pool"), QStringLiteral("Pool name or number (with --plan)."), QStringLiteral("pool"), QStringLiteral("0"));
    const QCommandLineOption screenshotOption(QStringLiteral("screenshot"), QStringLiteral("Export the view as PNG and quit."), QStringLiteral("file"));
    const QCommandLineOption fullScreenOption(QStringLiteral("fullscreen"), QStringLiteral("Open the full-screen presenting window."));
    const QCommandLineOption quitOption(QStringLiteral("quit-after"), QStringLiteral("Quit after this many milliseconds."), QStringLiteral("ms"));
    parser.addOptions({tpuOption, chipsOption, slicesOption, twistedOption, colourOption, raggedOption, outlinesOption, planeOption,
                       selectOption, yawOption, pitchOption, zoomOption, sizeOption, painterOption, planOption, poolOption,
                       screenshotOption, fullScreenOption, quitOption});
    parser.process(app);

    auto die = [](const QString &message) {
        std::fprintf(stderr, "torus_demo: %s\n", qPrintable(message));
        return 2;
    };

    TorusPanel panel(nullptr, parser.isSet(painterOption) ? TorusPanel::Renderer::Painter : TorusPanel::Renderer::Automatic);
    const Catalog &catalog = Catalog::builtIn();
    if (parser.isSet(planOption)) {
        const PlanLoadResult loaded = PlanReader::readFile(parser.value(planOption));
        if (loaded.status != PlanLoadResult::Status::Loaded)
            return die(QStringLiteral("cannot read %1").arg(parser.value(planOption)));
        bool isNumber = false;
        int pool = parser.value(poolOption).toInt(&isNumber);
        if (!isNumber)
            pool = loaded.plan.poolIndex(parser.value(poolOption));
        panel.showPool(loaded.plan, pool, catalog);
        if (!panel.graph())
            return die(panel.caption());
    } else {
        const QString topology = parser.positionalArguments().value(0, QStringLiteral("4x4x4"));
        const QString tpu = parser.isSet(tpuOption) ? parser.value(tpuOption)
                                                    : topology.count(QLatin1Char('x')) == 2 ? QStringLiteral("v5p") : QStringLiteral("v5e");
        QString error;
        std::optional<TorusSpec> spec = TorusSpec::forTopology(catalog, tpu, topology, parser.value(chipsOption).toInt(), &error);
        if (!spec)
            return die(error);
        spec->slices = parser.value(slicesOption).toInt();
        spec->twisted = parser.isSet(twistedOption);
        if (!panel.showSpec(*spec))
            return die(panel.caption());
    }

    TorusController *controller = panel.controller();
    const QString colour = parser.value(colourOption);
    controller->setColouring(colour == QLatin1String("host") ? TorusColouring::Host
                             : colour == QLatin1String("slice") ? TorusColouring::Slice
                                                                 : TorusColouring::Node);
    controller->setRagged(parser.isSet(raggedOption));
    if (parser.isSet(outlinesOption))
        controller->setNodeBoundariesVisible(parser.value(outlinesOption) == QLatin1String("on"));
    if (parser.isSet(planeOption)) {
        const QStringList parts = parser.value(planeOption).split(QLatin1Char(':'));
        const int axis = parts.value(0) == QLatin1String("x") ? 0 : parts.value(0) == QLatin1String("y") ? 1 : 2;
        controller->setPlane(axis, parts.value(1).toInt());
    }
    if (parser.isSet(yawOption) || parser.isSet(pitchOption)) {
        controller->setCameraAngles(parser.isSet(yawOption) ? parser.value(yawOption).toFloat() : controller->camera().yaw(),
                                    parser.isSet(pitchOption) ? parser.value(pitchOption).toFloat() : controller->camera().pitch());
    }
    if (parser.isSet(zoomOption))
        controller->zoomCamera(parser.value(zoomOption).toFloat());
    if (parser.isSet(selectOption)) {
        const QStringList parts = parser.value(selectOption).split(QLatin1Char(','));
        const int chip = panel.graph()->chipIndex(0, {parts.value(0).toInt(), parts.value(1).toInt(), parts.value(2).toInt()});
        controller->setSelectedChip(chip);
    }

    const QStringList size = parser.value(sizeOption).split(QLatin1Char('x'));
    panel.resize(size.value(0).toInt(), size.value(1).toInt());
    panel.setWindowTitle(QStringLiteral("TPU Planner torus demo"));
    panel.move(0, 0);
    panel.show();
    if (parser.isSet(fullScreenOption))
        panel.showFullScreenView();

    if (parser.isSet(screenshotOption)) {
        const QString path = parser.value(screenshotOption);
        QTimer::singleShot(600, &app, [&panel, path, &die] {
            QString error;
            if (!panel.exportPng(path, &error)) {
                die(error);
                QCoreApplication::exit(1);
                return;
            }
            QCoreApplication::quit();
        });
    } else if (parser.isSet(quitOption)) {
        QTimer::singleShot(parser.value(quitOption).toInt(), &app, &QCoreApplication::quit);
    }
    return app.exec();
}
