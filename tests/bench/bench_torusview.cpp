// SPDX-License-Identifier: GPL-3.0-or-later
// bench_torusview: frame and rebuild times of the real OpenGL torus view. Needs a display
// (run under xvfb-run). Prints one JSON line last:
//   {"topology": "16x16x24", "chips": 6144, "links": 18432, "frameMsMedian": M, "frameMsP95": P, "rebuildMs": R, ...}
// frameMs: one full frame as the user gets it (paint, compose into the window, swap), while the
// camera turns by a degree per frame. rebuildMs: a topology change (graph, scene, GL upload).
// linkVertices: link vertices uploaded (after run merging and the large-slice level of detail).
#include "core/catalog/Catalog.h"
#include "ui/torus/TorusController.h"
#include "ui/torus/TorusView.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QSurfaceFormat>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace tpuplan;

namespace {

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const std::size_t index = std::min(values.size() - 1, std::size_t(p * double(values.size() - 1) + 0.5));
    return values[index];
}

double round2(double v)
{
    return double(qRound64(v * 100.0)) / 100.0;
}

} // namespace

int main(int argc, char *argv[])
{
    QSurfaceFormat format;
    format.setVersion(3, 3);
    format.setProfile(QSurfaceFormat::CoreProfile);
    format.setDepthBufferSize(24);
    format.setSwapInterval(0); // measure drawing, not the display's refresh
    QSurfaceFormat::setDefaultFormat(format);
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("bench_torusview"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Times the OpenGL torus view (run under xvfb-run)."));
    parser.addHelpOption();
    const QCommandLineOption framesOption(QStringLiteral("frames"), QStringLiteral("Frames to time."), QStringLiteral("n"), QStringLiteral("120"));
    const QCommandLineOption topologyOption(QStringLiteral("topology"), QStringLiteral("Topology (v5p when 3D, v5e when 2D)."),
                                            QStringLiteral("shape"), QStringLiteral("16x16x24"));
    const QCommandLineOption tpuOption(QStringLiteral("tpu"), QStringLiteral("TPU version instead of the default."), QStringLiteral("id"));
    const QCommandLineOption sizeOption(QStringLiteral("size"), QStringLiteral("View size."), QStringLiteral("WxH"), QStringLiteral("1280x800"));
    const QCommandLineOption rebuildsOption(QStringLiteral("rebuilds"), QStringLiteral("Topology changes to time."), QStringLiteral("n"),
                                            QStringLiteral("7"));
    const QCommandLineOption outlinesOption(QStringLiteral("outlines"), QStringLiteral("Draw every node outline."));
    const QCommandLineOption noLinksOption(QStringLiteral("no-links"), QStringLiteral("Hide every link (to time the chips alone)."));
    const QCommandLineOption raggedOption(QStringLiteral("ragged"), QStringLiteral("Wraparound links as stubs."));
    parser.addOptions({framesOption, topologyOption, tpuOption, sizeOption, rebuildsOption, outlinesOption, noLinksOption, raggedOption});
    parser.process(app);

    if (QGuiApplication::platformName() == QLatin1String("offscreen")) {
        std::fprintf(stderr, "bench_torusview: needs a display; run it under xvfb-run\n");
        return 2;
    }
    const QString topology = parser.value(topologyOption);
    const QString tpu = parser.isSet(tpuOption) ? parser.value(tpuOption)
                                                : topology.count(QLatin1Char('x')) == 2 ? QStringLiteral("v5p") : QStringLiteral("v5e");
    QString error;
    const std::optional<TorusSpec> spec = TorusSpec::forTopology(Catalog::builtIn(), tpu, topology, 0, &error);
    // A different shape of the same family to switch from, so each rebuild is a real change.
    const std::optional<TorusSpec> other =
        TorusSpec::forTopology(Catalog::builtIn(), tpu, topology.count(QLatin1Char('x')) == 2 ? QStringLiteral("4x4x4") : QStringLiteral("4x4"));
    if (!spec || !other) {
        std::fprintf(stderr, "bench_torusview: %s\n", qPrintable(spec ? QStringLiteral("no 4x4x4 or 4x4 shape to switch from") : error));
        return 2;
    }
    const int frames = std::max(1, parser.value(framesOption).toInt());
    const int rebuilds = std::max(1, parser.value(rebuildsOption).toInt());
    const QStringList size = parser.value(sizeOption).split(QLatin1Char('x'));

    TorusController controller;
    TorusView view(&controller);
    view.resize(size.value(0).toInt(), size.value(1).toInt());
    view.move(0, 0);
    TorusDisplayOptions options;
    options.nodeBoundaries = parser.isSet(outlinesOption);
    options.ragged = parser.isSet(raggedOption);
    if (parser.isSet(noLinksOption))
        options.axisLinks = {false, false, false};
    controller.setOptions(options);
    controller.setGraph(std::make_shared<const TorusGraph>(*TorusGraph::build(*other)));
    view.show();
    if (!QTest::qWaitForWindowExposed(&view)) {
        std::fprintf(stderr, "bench_torusview: the window was never exposed\n");
        return 2;
    }
    view.repaint();
    if (!view.glError().isEmpty()) {
        std::fprintf(stderr, "bench_torusview: %s\n", qPrintable(view.glError()));
        return 2;
    }

    // Rebuilds: switch away and back; time graph + scene on the CPU and the GL upload.
    std::vector<double> rebuildMs;
    std::shared_ptr<const TorusGraph> graph;
    for (int i = 0; i < rebuilds; ++i) {
        controller.setGraph(std::make_shared<const TorusGraph>(*TorusGraph::build(*other)));
        view.repaint();
        QElapsedTimer timer;
        timer.start();
        graph = std::make_shared<const TorusGraph>(*TorusGraph::build(*spec));
        controller.setGraph(graph);
        const double cpuMs = double(timer.nsecsElapsed()) / 1e6;
        view.repaint();
        rebuildMs.push_back(cpuMs + view.lastUploadMs());
    }

    // Frames: the camera turns a degree per frame. A frame is timed from the change to the
    // moment Qt reports it composed into the window and swapped (QOpenGLWidget::frameSwapped).
    view.setFrameTiming(true);
    QEventLoop loop;
    QObject::connect(&view, &QOpenGLWidget::frameSwapped, &loop, &QEventLoop::quit);
    auto frame = [&]() -> double {
        QElapsedTimer timer;
        timer.start();
        controller.rotateCamera(1.0f, 0.0f); // schedules exactly one repaint
        QTimer::singleShot(5000, &loop, &QEventLoop::quit);
        loop.exec();
        return double(timer.nsecsElapsed()) / 1e6;
    };
    for (int i = 0; i < 5; ++i) // warm-up
        frame();
    std::vector<double> frameMs;
    std::vector<double> drawMs;
    frameMs.reserve(std::size_t(frames));
    for (int i = 0; i < frames; ++i) {
        frameMs.push_back(frame());
        drawMs.push_back(view.lastFrameMs());
    }
    view.makeCurrent();
    const QString renderer = QString::fromLatin1(reinterpret_cast<const char *>(view.context()->functions()->glGetString(GL_RENDERER)));
    view.doneCurrent();

    QJsonObject result;
    result.insert(QStringLiteral("topology"), topology);
    result.insert(QStringLiteral("chips"), qint64(graph->chips().size()));
    result.insert(QStringLiteral("links"), qint64(graph->links().size()));
    result.insert(QStringLiteral("frameMsMedian"), round2(percentile(frameMs, 0.5)));
    result.insert(QStringLiteral("frameMsP95"), round2(percentile(frameMs, 0.95)));
    result.insert(QStringLiteral("rebuildMs"), round2(percentile(rebuildMs, 0.5)));
    result.insert(QStringLiteral("drawMsMedian"), round2(percentile(drawMs, 0.5)));
    result.insert(QStringLiteral("frames"), frames);
    result.insert(QStringLiteral("linkVertices"), qint64(controller.scene().linkVertices().size()));
    result.insert(QStringLiteral("tpu"), tpu);
    result.insert(QStringLiteral("viewport"), QStringLiteral("%1x%2").arg(view.width()).arg(view.height()));
    result.insert(QStringLiteral("renderer"), renderer);
    // QJsonObject sorts its keys; print the required ones first, in the documented order.
    const QStringList order{QStringLiteral("topology"), QStringLiteral("chips"), QStringLiteral("links"), QStringLiteral("frameMsMedian"),
                            QStringLiteral("frameMsP95"), QStringLiteral("rebuildMs"), QStringLiteral("drawMsMedian"),
                            QStringLiteral("frames"), QStringLiteral("tpu"), QStringLiteral("viewport"), QStringLiteral("renderer"),
                            QStringLiteral("linkVertices")};
    QStringList fields;
    for (const QString &key : order) {
        QJsonObject single;
        single.insert(key, result.value(key));
        QByteArray text = QJsonDocument(single).toJson(QJsonDocument::Compact);
        fields << QString::fromUtf8(text.mid(1, text.size() - 2)).replace(QLatin1String("\":"), QLatin1String("\": "));
    }
    std::printf("{%s}\n", qPrintable(fields.join(QLatin1String(", "))));
    std::fflush(stdout);
    return 0;
}
