// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/ui/torus/TorusPixelCheck.h"
#include "tests/ui/UiTestHelpers.h"

#include "core/catalog/Catalog.h"
#include "core/plan/Plan.h"
#include "ui/torus/TorusPainterView.h"
#include "ui/torus/TorusPanel.h"

#include <QLabel>
#include <QPointer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace tpuplan;
using namespace tpuplan::test;

namespace {

Plan planWith(const QString &tpu, const QString &machineType, const QString &topology)
{
    Plan plan;
    plan.cluster.mode = QStringLiteral("standard");
    Pool pool;
    pool.name = QStringLiteral("train");
    pool.tpu = tpu;
    pool.machineType = machineType;
    pool.topology = topology;
    plan.pools.append(pool);
    return plan;
}

int lineVertices(const TorusController &controller)
{
    return int(controller.scene().linkVertices().size());
}

} // namespace

/// The QPainter fallback and the panel around it, on the offscreen platform.
class TestTorusPanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void painterDrawsNodeColours_data();
    void painterDrawsNodeColours();
    void colourByHostAndSlice();
    void panelFallsBackOffscreen();
    void showPoolFollowsTheTopology();
    void blockPoolShowsEachWorkloadsSlice();
    void subSlicedPoolShowsEachSubSlice();
    void renameKeepsTheSceneAndTheSelection();
    void togglesChangeTheLinesDrawn();
    void planeViewShowsOnePlane();
    void clickSelectsAndShowsLinks();
    void cameraInteraction();
    void exportPng();
    void fullScreenSaysHowToLeave();
};

void TestTorusPanel::painterDrawsNodeColours_data()
{
    QTest::addColumn<QString>("tpu");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<int>("chipsPerVm");
    QTest::addColumn<int>("distinctColours");
    QTest::newRow("v5e 2x4 on 4-chip VMs") << "v5e" << "2x4" << 4 << 2;
    QTest::newRow("v5e 2x4 on an 8-chip VM") << "v5e" << "2x4" << 8 << 1;
    QTest::newRow("v5p 2x2x2 top layer") << "v5p" << "2x2x2" << 4 << 1;
    QTest::newRow("v5p 4x4x4 top layer") << "v5p" << "4x4x4" << 4 << 4;
}

void TestTorusPanel::painterDrawsNodeColours()
{
    QFETCH(QString, tpu);
    QFETCH(QString, topology);
    QFETCH(int, chipsPerVm);
    QFETCH(int, distinctColours);

    TorusController controller;
    TorusPainterView view(&controller);
    view.resize(640, 480);
    auto graph = makeGraph(tpu, topology, chipsPerVm);
    QVERIFY(graph);
    controller.setGraph(graph);
    // Only the chips: a wraparound loop leaving a top face would cross the sampled pixels.
    controller.setWrapLinksVisible(false);
    const QImage image = view.renderToImage();
    QCOMPARE(image.size(), QSize(640, 480));

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
    // The background stays the background away from the slice.
    QVERIFY(sameColour(image.pixelColor(image.width() - 3, 3), TorusScene::backgroundColour(), 2));
}

void TestTorusPanel::colourByHostAndSlice()
{
    TorusController controller;
    TorusPainterView view(&controller);
    view.resize(640, 480);
    // Two slices of v5e 2x4 on 4-chip VMs: four nodes, two hosts, two slices.
    auto graph = makeGraph(QStringLiteral("v5e"), QStringLiteral("2x4"), 4, 2);
    QVERIFY(graph);
    controller.setGraph(graph);
    const int chip = graph->chipIndex(1, {1, 3, 0}); // slice 1, node 3, host 1
    QCOMPARE(graph->chips()[std::size_t(chip)].node, 3);
    const QPointF at = topFaceCentre(controller, chip, view.size());
    QVERIFY(matchingPixels(view.renderToImage(), at, TorusScene::paletteColour(3)) >= 5);
    controller.setColouring(TorusColouring::Host);
    QVERIFY(matchingPixels(view.renderToImage(), at, TorusScene::paletteColour(1)) >= 5);
    controller.setColouring(TorusColouring::Slice);
    QVERIFY(matchingPixels(view.renderToImage(), at, TorusScene::paletteColour(1)) >= 5);
    const int first = graph->chipIndex(0, {0, 0, 0});
    QVERIFY(matchingPixels(view.renderToImage(), topFaceCentre(controller, first, view.size()), TorusScene::paletteColour(0)) >= 5);
    // DCN joins the slices: its dashed bus is part of the lines, no ICI link crosses.
    QVERIFY(lineVertices(controller) > int(graph->links().size()) * 2);
}

void TestTorusPanel::panelFallsBackOffscreen()
{
    QCOMPARE(QGuiApplication::platformName(), QStringLiteral("offscreen"));
    QVERIFY(!TorusPanel::openGlUsable());
    TorusPanel panel;
    QVERIFY(!panel.usesOpenGL());
    QVERIFY(qobject_cast<TorusPainterView *>(panel.view()));
    auto spec = TorusSpec::forTopology(Catalog::builtIn(), QStringLiteral("v5p"), QStringLiteral("4x4x4"));
    QVERIFY(spec);
    QVERIFY(panel.showSpec(*spec));
    panel.resize(1000, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const QImage shot = panel.view()->grab().toImage();
    // Some pixel of every node colour of the top layer is on screen.
    for (int node : {0, 1, 2, 3}) {
        const QRgb wanted = TorusScene::paletteColour(node).rgb();
        bool found = false;
        for (int y = 0; y < shot.height() && !found; y += 2) {
            for (int x = 0; x < shot.width() && !found; x += 2)
                found = sameColour(shot.pixelColor(x, y), QColor(wanted), 3);
        }
        QVERIFY2(found, qPrintable(QStringLiteral("node %1 colour not on screen").arg(node)));
    }
}

void TestTorusPanel::showPoolFollowsTheTopology()
{
    TorusPanel panel(nullptr, TorusPanel::Renderer::Painter);
    Plan plan = planWith(QStringLiteral("v5p"), QStringLiteral("ct5p-hightpu-4t"), QStringLiteral("4x4x4"));
    panel.showPool(plan, 0, Catalog::builtIn());
    QVERIFY(panel.graph());
    QCOMPARE(panel.graph()->nodeCount(), 16);
    QCOMPARE(panel.graph()->wiring(), TorusWiring::Torus);
    QVERIFY(panel.caption().contains(QLatin1String("torus")));
    QVERIFY(panel.caption().contains(QLatin1String("train")));

    plan.pools[0].topology = QStringLiteral("2x4x4");
    panel.showPool(plan, 0, Catalog::builtIn());
    QCOMPARE(panel.graph()->wiring(), TorusWiring::Mesh);
    QCOMPARE(panel.graph()->nodeCount(), 8);
    QVERIFY(panel.caption().contains(QLatin1String("mesh")));

    plan.pools[0].machineType = QStringLiteral("ct5lp-hightpu-4t"); // a v5e machine type
    panel.showPool(plan, 0, Catalog::builtIn());
    QVERIFY(!panel.graph());
    QVERIFY(panel.caption().contains(QLatin1String("train")));
    QVERIFY(panel.renderImage().pixelColor(10, 10) == TorusScene::backgroundColour());
}

/// A block pool opens coloured by slice workload: each workload's slice in its colour inside
/// the blocks, the reserved chips no slice holds in the idle colour, and a legend naming them.
void TestTorusPanel::blockPoolShowsEachWorkloadsSlice()
{
    Plan plan = planWith(QStringLiteral("tpu7x"), QStringLiteral("tpu7x-standard-4t"), QStringLiteral("4x4x4"));
    plan.pools[0].slices = 2;
    plan.pools[0].dynamicSlicing = true;
    plan.pools[0].sliceWorkloads = {{QStringLiteral("pretrain"), QStringLiteral("4x4x4"), std::nullopt, {}},
                                    {QStringLiteral("finetune"), QStringLiteral("2x4x4"), std::nullopt, {}}};
    TorusPanel panel(nullptr, TorusPanel::Renderer::Painter);
    panel.resize(1000, 700);
    panel.showPool(plan, 0, Catalog::builtIn());
    QVERIFY(panel.graph() && panel.graph()->hasWorkloads());
    QCOMPARE(panel.controller()->options().colouring, TorusColouring::Workload);
    const QString legend = panel.findChild<QLabel *>(QStringLiteral("torusLegend"))->text();
    for (const char *text : {"pretrain: 4x4x4", "finetune: 2x4x4", "idle"})
        QVERIFY2(legend.contains(QLatin1String(text)), qPrintable(legend));

    // The colours the scene gives the chips: block 0 is pretrain's, block 1's lower half in x
    // finetune's, its upper half idle.
    const TorusGraph &g = *panel.graph();
    const TorusScene &scene = panel.controller()->scene();
    const auto colourOf = [&](int block, std::array<int, 3> coord) {
        return TorusScene::unpack(scene.instances()[std::size_t(scene.instanceOfChip(g.chipIndex(block, coord)))].rgba);
    };
    QCOMPARE(colourOf(0, {3, 3, 3}), TorusScene::paletteColour(0));
    QCOMPARE(colourOf(1, {1, 3, 3}), TorusScene::paletteColour(1));
    QCOMPARE(colourOf(1, {2, 0, 0}), TorusScene::idleColour());
    // And drawn: the top face of a chip of block 0 shows pretrain's colour.
    TorusPainterView view(panel.controller());
    view.resize(800, 600);
    QVERIFY(matchingPixels(view.renderToImage(), topFaceCentre(*panel.controller(), g.chipIndex(0, {0, 0, 3}), view.size()),
                           TorusScene::paletteColour(0)) >= 5);

    // Editing the workloads redraws the picture; a pool without them leaves that colouring.
    plan.pools[0].sliceWorkloads.removeLast();
    panel.showPool(plan, 0, Catalog::builtIn());
    QVERIFY(!panel.findChild<QLabel *>(QStringLiteral("torusLegend"))->text().contains(QLatin1String("finetune")));
    plan.pools[0].dynamicSlicing = false;
    plan.pools[0].sliceWorkloads.clear();
    panel.showPool(plan, 0, Catalog::builtIn());
    QCOMPARE(panel.controller()->options().colouring, TorusColouring::Node);
}

/// The v6e sub-slicing example opens coloured by slice workload: its 4x4 fine-tune fills slice 0,
/// its two 2x4 evaluations slice 1, and the legend lists each with its shape and copies.
void TestTorusPanel::subSlicedPoolShowsEachSubSlice()
{
    Plan plan = test::loadExample("v6e-sub-slicing.tpuplan.yaml");
    TorusPanel panel(nullptr, TorusPanel::Renderer::Painter);
    panel.resize(1000, 700);
    panel.showPool(plan, 0, Catalog::builtIn());
    QVERIFY(panel.graph() && panel.graph()->hasWorkloads() && !panel.graph()->isBlockPool());
    QCOMPARE(panel.controller()->options().colouring, TorusColouring::Workload);
    const auto legend = [&] { return panel.findChild<QLabel *>(QStringLiteral("torusLegend"))->text(); };
    for (const char *text : {"Sub-slice workloads in 2 slice", "finetune: 4x4 × 1", "eval: 2x4 × 2", "free: no sub-slice",
                             "DCN between slices"})
        QVERIFY2(legend().contains(QString::fromUtf8(text)), qPrintable(legend()));
    QVERIFY2(!legend().contains(QLatin1String("not placed")), qPrintable(legend()));

    // The graph and scene of the picture shown now (each edit below builds new ones).
    const auto colourOf = [&](int slice, std::array<int, 3> coord) {
        const TorusScene &scene = panel.controller()->scene();
        const int chip = panel.graph()->chipIndex(slice, coord);
        return TorusScene::unpack(scene.instances()[std::size_t(scene.instanceOfChip(chip))].rgba);
    };
    QCOMPARE(colourOf(0, {3, 3, 0}), TorusScene::paletteColour(0));
    QCOMPARE(colourOf(1, {0, 0, 0}), TorusScene::paletteColour(1));
    QCOMPARE(colourOf(1, {3, 3, 0}), TorusScene::paletteColour(1));
    TorusPainterView view(panel.controller());
    view.resize(800, 600);
    QVERIFY(matchingPixels(view.renderToImage(), topFaceCentre(*panel.controller(), panel.graph()->chipIndex(1, {2, 1, 0}), view.size()),
                           TorusScene::paletteColour(1)) >= 5);

    // One evaluation more than the slices hold: the legend says so, and no chip is its.
    plan.pools[0].sliceWorkloads[1].count = 3;
    panel.showPool(plan, 0, Catalog::builtIn());
    QVERIFY2(legend().contains(QString::fromUtf8("eval: 2x4 × 3 (1 not placed: no room)")), qPrintable(legend()));
    // Drop the fine-tune: its slice is free for sub-slices, and the chips nobody takes stay neutral.
    plan.pools[0].sliceWorkloads = {{QStringLiteral("eval"), QStringLiteral("2x4"), 1, {}}};
    panel.showPool(plan, 0, Catalog::builtIn());
    QCOMPARE(colourOf(0, {0, 0, 0}), TorusScene::paletteColour(0));
    QCOMPARE(colourOf(0, {2, 0, 0}), TorusScene::idleColour());
    QCOMPARE(colourOf(1, {0, 0, 0}), TorusScene::idleColour());
}

void TestTorusPanel::renameKeepsTheSceneAndTheSelection()
{
    TorusPanel panel(nullptr, TorusPanel::Renderer::Painter);
    TorusController *controller = panel.controller();
    Plan plan = planWith(QStringLiteral("v5p"), QStringLiteral("ct5p-hightpu-4t"), QStringLiteral("4x4x4"));
    plan.cluster.region = QStringLiteral("us-east5");
    panel.showPool(plan, 0, Catalog::builtIn());
    QCOMPARE(controller->sceneBuildCount(), 1);
    controller->setSelectedChip(5);
    const QSignalSpy changes(controller, &TorusController::changed);

    // A rename relabels the picture: same scene, same selection, the new name in the caption.
    plan.pools[0].name = QStringLiteral("pretrain");
    panel.showPool(plan, 0, Catalog::builtIn());
    QCOMPARE(controller->sceneBuildCount(), 1);
    QCOMPARE(changes.count(), 0);
    QCOMPARE(controller->selectedChip(), 5);
    QVERIFY(panel.caption().contains(QLatin1String("pretrain")));
    QVERIFY(controller->chipDescription(5).contains(QLatin1String("pretrain")));

    // Edits the picture does not show change nothing at all.
    plan.pools[0].zone = QStringLiteral("us-east5-a");
    plan.pools[0].capacity = QStringLiteral("spot");
    panel.showPool(plan, 0, Catalog::builtIn());
    QCOMPARE(controller->sceneBuildCount(), 1);
    QCOMPARE(changes.count(), 0);

    // What it draws rebuilds it: the topology, the number of slices.
    plan.pools[0].topology = QStringLiteral("2x4x4");
    panel.showPool(plan, 0, Catalog::builtIn());
    QCOMPARE(controller->sceneBuildCount(), 2);
    QCOMPARE(controller->selectedChip(), -1);
    plan.pools[0].slices = 2;
    panel.showPool(plan, 0, Catalog::builtIn());
    QCOMPARE(controller->sceneBuildCount(), 3);
    QCOMPARE(panel.graph()->sliceCount(), 2);
}

void TestTorusPanel::togglesChangeTheLinesDrawn()
{
    TorusController controller;
    auto graph = makeGraph(QStringLiteral("v5p"), QStringLiteral("4x4x4"));
    controller.setGraph(graph);
    QSignalSpy changed(&controller, &TorusController::changed);
    // 144 neighbour links (2 vertices each) + 48 wraparound loops.
    const int loops = lineVertices(controller) - 144 * 2;
    QCOMPARE(loops % 48, 0);
    QVERIFY(loops / 48 > 2);
    controller.setWrapLinksVisible(false);
    QCOMPARE(lineVertices(controller), 144 * 2);
    QCOMPARE(changed.count(), 1);
    controller.setWrapLinksVisible(true);
    controller.setRagged(true); // two stubs per wraparound link
    QCOMPARE(lineVertices(controller), 144 * 2 + 48 * 4);
    controller.setAxisLinksVisible(0, false); // 48 neighbour and 16 wraparound links along x go
    QCOMPARE(lineVertices(controller), 96 * 2 + 32 * 4);
    controller.setAxisLinksVisible(0, true);
    controller.setOpticalLinksVisible(false); // every wrap link of a 4x4x4 is optical
    QCOMPARE(lineVertices(controller), 144 * 2);

    // v5p 4x4x8: the 16 z links between the two cubes are optical too.
    controller.setOpticalLinksVisible(true);
    controller.setGraph(makeGraph(QStringLiteral("v5p"), QStringLiteral("4x4x8")));
    controller.setOpticalLinksVisible(false);
    QCOMPARE(lineVertices(controller), (304 - 16) * 2);

    // Node outlines: 12 edges per node.
    controller.setNodeBoundariesVisible(true);
    QCOMPARE(int(controller.scene().boundaryVertices().size()), 32 * 24);
    controller.setNodeBoundariesVisible(false);
    QVERIFY(controller.scene().boundaryVertices().empty());
}

void TestTorusPanel::planeViewShowsOnePlane()
{
    TorusController controller;
    auto graph = makeGraph(QStringLiteral("v5p"), QStringLiteral("4x4x8"));
    controller.setGraph(graph);
    QCOMPARE(int(controller.scene().instances().size()), 128);
    controller.setRagged(true);
    controller.setPlane(2, 3);
    QCOMPARE(controller.options().planeAxis, 2);
    QCOMPARE(int(controller.scene().instances().size()), 16);
    for (int chip : controller.scene().instanceChips())
        QCOMPARE(graph->chips()[std::size_t(chip)].coord[2], 3);
    // In the plane: 24 x and y neighbour links and 8 wraparound links (two stubs each).
    QCOMPARE(lineVertices(controller), 24 * 2 + 8 * 4);
    QCOMPARE(controller.camera().pitch(), 90.0f); // looking straight down z
    controller.rotateCamera(30, 0);
    QCOMPARE(controller.camera().pitch(), 90.0f); // the plane view does not rotate
    controller.setPlane(0, 99);
    QCOMPARE(controller.options().planeIndex, 3); // clamped to the slice
    QCOMPARE(int(controller.scene().instances().size()), 32);
    controller.setPlane(-1, 0);
    QCOMPARE(int(controller.scene().instances().size()), 128);
}

void TestTorusPanel::clickSelectsAndShowsLinks()
{
    TorusPanel panel(nullptr, TorusPanel::Renderer::Painter);
    auto spec = TorusSpec::forTopology(Catalog::builtIn(), QStringLiteral("v5p"), QStringLiteral("4x4x4"));
    QVERIFY(panel.showSpec(*spec));
    panel.resize(1000, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QWidget *view = panel.view();
    TorusController *controller = panel.controller();
    const TorusGraph *graph = panel.graph();
    const int chip = graph->chipIndex(0, {1, 2, 3});
    const QPointF at = topFaceCentre(*controller, chip, view->size());
    QCOMPARE(controller->chipAt(at, view->size()), chip);

    QSignalSpy selected(&panel, &TorusPanel::chipSelected);
    QTest::mouseClick(view, Qt::LeftButton, {}, at.toPoint());
    QCOMPARE(selected.count(), 1);
    QCOMPARE(selected.first().first().toInt(), chip);
    QCOMPARE(controller->selectedChip(), chip);
    // The overlay holds the chip's box, its node's box and its six links.
    QVERIFY(controller->scene().overlayVertices().size() >= std::size_t(24 + 24 + 6 * 2));
    const QString details = controller->chipDescription(chip) + controller->chipLinksDescription(chip);
    QVERIFY(details.contains(QLatin1String("(1, 2, 3)")));
    QVERIFY(details.contains(graph->nodeLabel(graph->chips()[std::size_t(chip)].node)));
    QVERIFY(details.contains(QLatin1String("TPU_WORKER_ID")));
    QCOMPARE(details.count(QLatin1String("wraparound")), 1 + 1); // the z wrap link, and the summary line
    // The selected chip is drawn lighter than its node colour.
    const QImage image = panel.renderImage();
    const QColor base = TorusScene::paletteColour(graph->chips()[std::size_t(chip)].node);
    QCOMPARE(matchingPixels(image, at, base, 6), 0);

    QTest::mouseClick(view, Qt::LeftButton, {}, at.toPoint()); // clicking it again clears the selection
    QCOMPARE(controller->selectedChip(), -1);
    QVERIFY(controller->scene().overlayVertices().empty());
}

void TestTorusPanel::cameraInteraction()
{
    TorusPanel panel(nullptr, TorusPanel::Renderer::Painter);
    auto spec = TorusSpec::forTopology(Catalog::builtIn(), QStringLiteral("v5p"), QStringLiteral("4x4x8"));
    QVERIFY(panel.showSpec(*spec));
    panel.resize(900, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QWidget *view = panel.view();
    TorusController *controller = panel.controller();
    const float yaw = controller->camera().yaw();
    const float distance = controller->camera().distance();
    const QVector3D target = controller->camera().target();

    const QPoint start(20, 20);
    QTest::mousePress(view, Qt::LeftButton, {}, start);
    for (int i = 1; i <= 5; ++i) {
        QMouseEvent move(QEvent::MouseMove, QPointF(start + QPoint(i * 10, 0)), view->mapToGlobal(QPointF(start + QPoint(i * 10, 0))),
                         Qt::NoButton, Qt::LeftButton, {});
        QCoreApplication::sendEvent(view, &move);
    }
    QTest::mouseRelease(view, Qt::LeftButton, {}, start + QPoint(50, 0));
    QVERIFY(std::abs(controller->camera().yaw() - (yaw - 20.0f)) < 0.01f);
    QCOMPARE(controller->selectedChip(), -1); // a drag is not a click

    QWheelEvent wheel(QPointF(100, 100), view->mapToGlobal(QPointF(100, 100)), QPoint(), QPoint(0, 240), Qt::NoButton, {},
                      Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(view, &wheel);
    QVERIFY(controller->camera().distance() < distance);

    QTest::mousePress(view, Qt::RightButton, {}, start);
    QMouseEvent pan(QEvent::MouseMove, QPointF(start + QPoint(40, 30)), view->mapToGlobal(QPointF(start + QPoint(40, 30))),
                    Qt::NoButton, Qt::RightButton, {});
    QCoreApplication::sendEvent(view, &pan);
    QTest::mouseRelease(view, Qt::RightButton, {}, start + QPoint(40, 30));
    QVERIFY((controller->camera().target() - target).length() > 0.1f);

    QTest::keyClick(view, Qt::Key_Home);
    QCOMPARE(controller->camera().yaw(), TorusCamera::kDefaultYaw);
    QCOMPARE(controller->camera().distance(), distance);
    QVERIFY((controller->camera().target() - target).length() < 1e-4f);
}

void TestTorusPanel::exportPng()
{
    TorusPanel panel(nullptr, TorusPanel::Renderer::Painter);
    auto spec = TorusSpec::forTopology(Catalog::builtIn(), QStringLiteral("v5e"), QStringLiteral("8x16"));
    QVERIFY(panel.showSpec(*spec));
    panel.controller()->setWrapLinksVisible(false); // the loops arch over the chips sampled below
    panel.resize(900, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("torus.png"));
    QString error;
    QVERIFY2(panel.exportPng(path, &error), qPrintable(error));
    QImage saved(path);
    QCOMPARE(saved.size(), panel.view()->size());
    const int chip = panel.graph()->chipIndex(0, {3, 7, 0});
    QVERIFY(matchingPixels(saved, topFaceCentre(*panel.controller(), chip, panel.view()->size()),
                           TorusScene::paletteColour(panel.graph()->chips()[std::size_t(chip)].node))
            >= 5);
    QVERIFY(!panel.exportPng(dir.filePath(QStringLiteral("missing/dir/x.png")), &error));
    QVERIFY(!error.isEmpty());
}

// Issue 31: entering full screen says that Esc leaves it, on the screen and for the status bar.
void TestTorusPanel::fullScreenSaysHowToLeave()
{
    TorusPanel panel;
    auto spec = TorusSpec::forTopology(Catalog::builtIn(), QStringLiteral("v5p"), QStringLiteral("2x2x2"));
    QVERIFY(spec && panel.showSpec(*spec));
    panel.show();
    QSignalSpy said(&panel, &TorusPanel::message);
    QWidget *fullScreen = panel.showFullScreenView();
    const QPointer<QWidget> guard(fullScreen);
    QVERIFY(QTest::qWaitForWindowExposed(fullScreen));
    QCOMPARE(said.count(), 1);
    QVERIFY2(said.first().first().toString().contains(QLatin1String("Esc")), qPrintable(said.first().first().toString()));
    auto *hint = fullScreen->findChild<QLabel *>(QStringLiteral("fullScreenHint"));
    QVERIFY(hint && hint->isVisible());
    QVERIFY(hint->text().contains(QLatin1String("Esc")));
    QTest::keyClick(fullScreen, Qt::Key_Escape);
    QTRY_VERIFY(guard.isNull());
}

QTEST_MAIN(TestTorusPanel)
#include "tst_toruspanel.moc"
