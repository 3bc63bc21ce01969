// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/ui/torus/TorusPixelCheck.h"

#include "core/catalog/Catalog.h"
#include "ui/torus/TorusPanel.h"
#include "ui/torus/TorusView.h"

#include <QApplication>
#include <QPointer>
#include <QScreen>
#include <QSignalSpy>
#include <QSurfaceFormat>
#include <QTest>
#include <QVBoxLayout>

#include <set>

using namespace tpuplan;
using namespace tpuplan::test;

/// The OpenGL view. CTest runs this twice: offscreen, where only the renderer choice is checked
/// (a shown QOpenGLWidget crashes Qt 6.4's offscreen platform), and under Xvfb on xcb, where it
/// draws with Mesa and the pixels are checked.
class TestTorusView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void rendererChoice();
    void glDrawsNodeColours_data();
    void glDrawsNodeColours();
    void glLargeSliceLevelOfDetail();
    void glHighlightsTheSelection();
    void glPlaneView();
    void glRepaintsOnlyOnChange();
    void glSurvivesReparenting();
    void glFullScreenPresenting();

private:
    bool m_offscreen = false;
};

void TestTorusView::initTestCase()
{
    m_offscreen = QGuiApplication::platformName() == QLatin1String("offscreen");
    qInfo("platform %s", qPrintable(QGuiApplication::platformName()));
}

void TestTorusView::rendererChoice()
{
    TorusPanel panel;
    if (m_offscreen) {
        QVERIFY(!TorusPanel::openGlUsable());
        QVERIFY(!panel.usesOpenGL());
        QVERIFY(!qobject_cast<TorusView *>(panel.view()));
    } else {
        QVERIFY2(TorusPanel::openGlUsable(), "no OpenGL 3.3 context under this display");
        QVERIFY(panel.usesOpenGL());
        QVERIFY(qobject_cast<TorusView *>(panel.view()));
    }
}

void TestTorusView::glDrawsNodeColours_data()
{
    QTest::addColumn<QString>("tpu");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<int>("chipsPerVm");
    QTest::addColumn<int>("distinctColours");
    QTest::newRow("v5e 2x4 on 4-chip VMs") << "v5e" << "2x4" << 4 << 2;
    QTest::newRow("v5e 2x4 on an 8-chip VM") << "v5e" << "2x4" << 8 << 1;
    QTest::newRow("v5e 4x8") << "v5e" << "4x8" << 4 << 8;
    QTest::newRow("v5p 4x4x4 top layer") << "v5p" << "4x4x4" << 4 << 4;
}

void TestTorusView::glDrawsNodeColours()
{
    if (m_offscreen)
        QSKIP("needs a display: runs in the tst_torusview_xvfb entry");
    QFETCH(QString, tpu);
    QFETCH(QString, topology);
    QFETCH(int, chipsPerVm);
    QFETCH(int, distinctColours);

    TorusController controller;
    TorusView view(&controller);
    view.resize(640, 480);
    auto graph = makeGraph(tpu, topology, chipsPerVm);
    QVERIFY(graph);
    controller.setGraph(graph);
    controller.setWrapLinksVisible(false); // loops leaving top faces would cross the sampled pixels
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QImage image = view.renderToImage();
    QVERIFY2(view.glError().isEmpty(), qPrintable(view.glError()));
    QCOMPARE(image.size(), view.size() * view.devicePixelRatio());

    std::set<QRgb> colours;
    for (int chip : topChips(*graph)) {
        const QColor expected = TorusScene::paletteColour(graph->chips()[std::size_t(chip)].node);
        const QPointF at = topFaceCentre(controller, chip, view.size());
        QVERIFY2(matchingPixels(image, at, expected) >= 5,
                 qPrintable(QStringLiteral("chip %1 at (%2, %3): expected %4, found %5")
                                .arg(chip)
                                .arg(at.x())
                                .arg(at.y())
                                .arg(expected.name(), image.pixelColor(at.toPoint()).name())));
        colours.insert(expected.rgb());
    }
    QCOMPARE(int(colours.size()), distinctColours);
    QVERIFY(sameColour(image.pixelColor(image.width() - 3, 3), TorusScene::backgroundColour(), 2));
}

void TestTorusView::glLargeSliceLevelOfDetail()
{
    // From 1000 chips on, chips are drawn as flat squares and only the block's surface links:
    // the top layer must still show every node's colour.
    if (m_offscreen)
        QSKIP("needs a display: runs in the tst_torusview_xvfb entry");
    TorusController controller;
    TorusView view(&controller);
    view.resize(800, 600);
    auto graph = makeGraph(QStringLiteral("v5p"), QStringLiteral("8x8x16"), 4);
    QVERIFY(graph);
    QCOMPARE(int(graph->chips().size()), 1024);
    controller.setGraph(graph);
    const std::size_t surfaceLinkVertices = controller.scene().linkVertices().size();
    controller.setWrapLinksVisible(false);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QImage image = view.renderToImage();
    QVERIFY2(view.glError().isEmpty(), qPrintable(view.glError()));

    const std::vector<int> top = topChips(*graph);
    int matching = 0;
    std::set<QRgb> colours;
    for (int chip : top) {
        const QColor expected = TorusScene::paletteColour(graph->chips()[std::size_t(chip)].node);
        const TorusScene &scene = controller.scene();
        const QVector3D above = scene.chipPosition(chip) + QVector3D(0, scene.chipSize().y() * 0.2f, 0);
        if (matchingPixels(image, controller.camera().project(above, view.size()), expected) >= 5) {
            ++matching;
            colours.insert(expected.rgb());
        }
    }
    QVERIFY2(matching >= int(top.size()) * 9 / 10, qPrintable(QStringLiteral("%1 of %2 chips").arg(matching).arg(top.size())));
    QCOMPARE(int(colours.size()), 16); // 64 top chips on 4-chip VMs

    // Only the rows on the block's surface carry links: far fewer than one line per link.
    QVERIFY(surfaceLinkVertices > 0);
    QVERIFY(surfaceLinkVertices < graph->links().size());

    // Zoomed in until the nearest chips are larger than a point sprite may be: boxes again.
    controller.zoomCamera(14);
    const QImage close = view.renderToImage();
    QVERIFY2(view.glError().isEmpty(), qPrintable(view.glError()));
    int drawn = 0;
    for (int y = 0; y < close.height(); y += 4) {
        for (int x = 0; x < close.width(); x += 4)
            drawn += sameColour(close.pixelColor(x, y), TorusScene::backgroundColour(), 2) ? 0 : 1;
    }
    QVERIFY2(drawn * 20 > (close.width() / 4) * (close.height() / 4), qPrintable(QString::number(drawn)));
}

void TestTorusView::glHighlightsTheSelection()
{
    if (m_offscreen)
        QSKIP("needs a display: runs in the tst_torusview_xvfb entry");
    TorusController controller;
    TorusView view(&controller);
    view.resize(640, 480);
    auto graph = makeGraph(QStringLiteral("v5e"), QStringLiteral("4x4"), 4);
    controller.setGraph(graph);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const int chip = graph->chipIndex(0, {2, 1, 0});
    const QPointF at = topFaceCentre(controller, chip, view.size());
    const QColor base = TorusScene::paletteColour(graph->chips()[std::size_t(chip)].node);
    QVERIFY(matchingPixels(view.renderToImage(), at, base) >= 5);

    // A real click on the chip selects it; it is drawn lighter and its links in the highlight colour.
    QTest::mouseClick(&view, Qt::LeftButton, {}, at.toPoint());
    QCOMPARE(controller.selectedChip(), chip);
    const QImage selected = view.renderToImage();
    QCOMPARE(matchingPixels(selected, at, base), 0);
    QVERIFY(matchingPixels(selected, at, TorusScene::unpack(controller.scene().instances()[std::size_t(
                                                 controller.scene().instanceOfChip(chip))].rgba))
            >= 5);
    int highlighted = 0;
    for (int y = 0; y < selected.height(); ++y) {
        for (int x = 0; x < selected.width(); ++x)
            highlighted += sameColour(selected.pixelColor(x, y), TorusScene::highlightColour(), 10) ? 1 : 0;
    }
    QVERIFY2(highlighted > 100, qPrintable(QString::number(highlighted)));
}

void TestTorusView::glPlaneView()
{
    if (m_offscreen)
        QSKIP("needs a display: runs in the tst_torusview_xvfb entry");
    TorusController controller;
    TorusView view(&controller);
    view.resize(640, 480);
    auto graph = makeGraph(QStringLiteral("v5p"), QStringLiteral("4x4x8"));
    controller.setGraph(graph);
    controller.setPlane(2, 5); // looking down z at plane 5
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QImage image = view.renderToImage();
    int checked = 0;
    for (int chip : controller.scene().instanceChips()) {
        QCOMPARE(graph->chips()[std::size_t(chip)].coord[2], 5);
        const QColor expected = TorusScene::paletteColour(graph->chips()[std::size_t(chip)].node);
        QVERIFY(matchingPixels(image, topFaceCentre(controller, chip, view.size()), expected) >= 5);
        ++checked;
    }
    QCOMPARE(checked, 16);
    // Plane 5 belongs to nodes 16..31 of the 2x2x1 grid (layer 5 of 8, four nodes per layer).
    QCOMPARE(graph->chips()[std::size_t(controller.scene().instanceChips().front())].node, 20);
}

void TestTorusView::glRepaintsOnlyOnChange()
{
    if (m_offscreen)
        QSKIP("needs a display: runs in the tst_torusview_xvfb entry");
    TorusController controller;
    TorusView view(&controller);
    view.resize(400, 300);
    controller.setGraph(makeGraph(QStringLiteral("v5p"), QStringLiteral("4x4x4")));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy frames(&view, &QOpenGLWidget::frameSwapped);
    QTest::qWait(300); // let the first frames settle
    frames.clear();
    QTest::qWait(300);
    QCOMPARE(frames.count(), 0); // nothing changed, nothing drawn
    controller.rotateCamera(15, 0);
    QTRY_VERIFY(frames.count() >= 1);
    QTest::qWait(200);
    QCOMPARE(frames.count(), 1);
}

void TestTorusView::glSurvivesReparenting()
{
    if (m_offscreen)
        QSKIP("needs a display: runs in the tst_torusview_xvfb entry");
    TorusController controller;
    auto graph = makeGraph(QStringLiteral("v5e"), QStringLiteral("2x4"), 4);
    controller.setGraph(graph);
    QWidget first;
    auto *layout = new QVBoxLayout(&first);
    auto *view = new TorusView(&controller);
    layout->addWidget(view);
    first.resize(500, 400);
    first.show();
    QVERIFY(QTest::qWaitForWindowExposed(&first));
    (void)view->renderToImage();

    // Moving the view into another window recreates its context: initializeGL runs again.
    QWidget second;
    second.resize(500, 400);
    view->setParent(&second);
    view->resize(500, 400);
    second.show();
    view->show();
    QVERIFY(QTest::qWaitForWindowExposed(&second));
    const QImage image = view->renderToImage();
    QVERIFY2(view->glError().isEmpty(), qPrintable(view->glError()));
    for (int chip = 0; chip < 8; ++chip) {
        const QColor expected = TorusScene::paletteColour(graph->chips()[std::size_t(chip)].node);
        QVERIFY(matchingPixels(image, topFaceCentre(controller, chip, view->size()), expected) >= 5);
    }
    delete view; // frees the GL resources with the context current
}

void TestTorusView::glFullScreenPresenting()
{
    if (m_offscreen)
        QSKIP("needs a display: runs in the tst_torusview_xvfb entry");
    TorusPanel panel;
    auto spec = TorusSpec::forTopology(Catalog::builtIn(), QStringLiteral("v5p"), QStringLiteral("2x4x4"));
    QVERIFY(panel.showSpec(*spec));
    panel.resize(900, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QWidget *fullScreen = panel.showFullScreenView();
    QVERIFY(fullScreen);
    const QPointer<QWidget> guard(fullScreen);
    QVERIFY(QTest::qWaitForWindowExposed(fullScreen));
    auto *view = fullScreen->findChild<TorusView *>();
    QVERIFY(view);
    QVERIFY(fullScreen->windowState() & Qt::WindowFullScreen);
    const QScreen *screen = panel.screen();
    QVERIFY(screen);
    QCOMPARE(fullScreen->geometry(), screen->geometry());
    const QImage image = view->renderToImage();
    const TorusGraph *graph = panel.graph();
    for (int chip : topChips(*graph)) {
        const QColor expected = TorusScene::paletteColour(graph->chips()[std::size_t(chip)].node);
        QVERIFY(matchingPixels(image, topFaceCentre(*panel.controller(), chip, view->size()), expected) >= 5);
    }
    // Both views follow the one controller: a selection made in the panel shows full screen.
    const int chip = topChips(*graph).front();
    panel.controller()->setSelectedChip(chip);
    const QColor base = TorusScene::paletteColour(graph->chips()[std::size_t(chip)].node);
    QCOMPARE(matchingPixels(view->renderToImage(), topFaceCentre(*panel.controller(), chip, view->size()), base), 0);
    QTest::keyClick(fullScreen, Qt::Key_Escape);
    QTRY_VERIFY(guard.isNull());
}

int main(int argc, char *argv[])
{
    QSurfaceFormat format;
    format.setVersion(3, 3);
    format.setProfile(QSurfaceFormat::CoreProfile);
    format.setDepthBufferSize(24);
    QSurfaceFormat::setDefaultFormat(format);
    QApplication app(argc, argv);
    TestTorusView test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_torusview.moc"
