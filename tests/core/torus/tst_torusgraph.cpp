// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/Catalog.h"
#include "core/plan/Plan.h"
#include "core/torus/TorusGraph.h"
#include "core/plan/PlanReader.h"

#include <QElapsedTimer>
#include <QTest>

#include <set>

using namespace tpuplan;

namespace {

TorusGraph graphFor(const QString &tpu, const QString &topology, int chipsPerVm = 0, bool twisted = false, int slices = 1)
{
    QString error;
    std::optional<TorusSpec> spec = TorusSpec::forTopology(Catalog::builtIn(), tpu, topology, chipsPerVm, &error);
    if (!spec)
        qFatal("no spec for %s %s: %s", qPrintable(tpu), qPrintable(topology), qPrintable(error));
    spec->twisted = twisted;
    spec->slices = slices;
    std::optional<TorusGraph> graph = TorusGraph::build(*spec, &error);
    if (!graph)
        qFatal("no graph for %s %s: %s", qPrintable(tpu), qPrintable(topology), qPrintable(error));
    return *graph;
}

std::array<int, 3> c3(int x, int y, int z = 0) { return {x, y, z}; }

} // namespace

class TestTorusGraph : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void linkCounts_data();
    void linkCounts();
    void everyLinkJoinsNeighbours();
    void degreeOfChips();
    void twistedWrapTarget();
    void twistOnlyWhereTheCatalogAllowsIt();
    void nodeAssignment_data();
    void nodeAssignment();
    void nodesAreContiguousBlocks_data();
    void nodesAreContiguousBlocks();
    void multisliceHasNoIciBetweenSlices();
    void fromPool();
    void fromPoolRefusesWhatItCannotDraw();
    void blockPoolPlacesItsSliceWorkloads();
    void subSlicedPoolPlacesItsWorkloads();
    void subSlicedPoolReportsWhatFindsNoRoom();
    void largestV5pSlice();
    void largestIronwoodSlice();
    void explanation();
};

void TestTorusGraph::linkCounts_data()
{
    QTest::addColumn<QString>("tpu");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<bool>("twisted");
    QTest::addColumn<int>("chips");
    QTest::addColumn<int>("links");
    QTest::addColumn<int>("wrapX");
    QTest::addColumn<int>("wrapY");
    QTest::addColumn<int>("wrapZ");
    QTest::addColumn<int>("optical");
    QTest::addColumn<int>("twistedLinks");
    QTest::addColumn<TorusWiring>("wiring");

    // 3D: wraparound only on whole 4x4x4 cubes.
    QTest::newRow("v5p 2x2x1") << "v5p" << "2x2x1" << false << 4 << 4 << 0 << 0 << 0 << 0 << 0 << TorusWiring::Mesh;
    QTest::newRow("v5p 2x2x2") << "v5p" << "2x2x2" << false << 8 << 12 << 0 << 0 << 0 << 0 << 0 << TorusWiring::Mesh;
    QTest::newRow("v5p 2x2x4") << "v5p" << "2x2x4" << false << 16 << 28 << 0 << 0 << 0 << 0 << 0 << TorusWiring::Mesh;
    QTest::newRow("v5p 2x4x4") << "v5p" << "2x4x4" << false << 32 << 64 << 0 << 0 << 0 << 0 << 0 << TorusWiring::Mesh;
    // 4x4x4: 3 axes x 16 rings x 4 links; every wrap goes through the OCS, no cube boundary inside.
    QTest::newRow("v5p 4x4x4") << "v5p" << "4x4x4" << false << 64 << 192 << 16 << 16 << 16 << 48 << 0 << TorusWiring::Torus;
    // 4x4x8: 80 wrap links plus the 16 z links that cross from the first cube to the second.
    QTest::newRow("v4 4x4x8") << "v4" << "4x4x8" << false << 128 << 384 << 32 << 32 << 16 << 96 << 0 << TorusWiring::Torus;
    QTest::newRow("v5p 4x4x8 twisted") << "v5p" << "4x4x8" << true << 128 << 384 << 32 << 32 << 16 << 96 << 64
                                       << TorusWiring::TwistedTorus;
    // 2D: a mesh up to 8x8, 8x16 wraps along its 16 axis only, 16x16 is a full torus; all copper.
    QTest::newRow("v5e 2x4") << "v5e" << "2x4" << false << 8 << 10 << 0 << 0 << 0 << 0 << 0 << TorusWiring::Mesh;
    QTest::newRow("v6e 8x8") << "v6e" << "8x8" << false << 64 << 112 << 0 << 0 << 0 << 0 << 0 << TorusWiring::Mesh;
    QTest::newRow("v5e 8x16") << "v5e" << "8x16" << false << 128 << 240 << 0 << 8 << 0 << 0 << 0 << TorusWiring::Cylinder;
    QTest::newRow("v5e 16x16") << "v5e" << "16x16" << false << 256 << 512 << 16 << 16 << 0 << 0 << 0 << TorusWiring::Torus;
}

void TestTorusGraph::linkCounts()
{
    QFETCH(QString, tpu);
    QFETCH(QString, topology);
    QFETCH(bool, twisted);
    QFETCH(int, chips);
    QFETCH(int, links);
    QFETCH(int, wrapX);
    QFETCH(int, wrapY);
    QFETCH(int, wrapZ);
    QFETCH(int, optical);
    QFETCH(int, twistedLinks);
    QFETCH(TorusWiring, wiring);

    const TorusGraph g = graphFor(tpu, topology, 0, twisted);
    const TorusGraph::LinkCounts counts = g.linkCounts();
    QCOMPARE(int(g.chips().size()), chips);
    QCOMPARE(counts.total, links);
    QCOMPARE(int(g.links().size()), links);
    QCOMPARE(counts.wrapPerAxis[0], wrapX);
    QCOMPARE(counts.wrapPerAxis[1], wrapY);
    QCOMPARE(counts.wrapPerAxis[2], wrapZ);
    QCOMPARE(counts.wrap, wrapX + wrapY + wrapZ);
    QCOMPARE(counts.neighbour, links - counts.wrap);
    QCOMPARE(counts.optical, optical);
    QCOMPARE(counts.twisted, twistedLinks);
    QCOMPARE(g.wiring(), wiring);
    QCOMPARE(g.wraps(0), wrapX > 0);
    QCOMPARE(g.wraps(1), wrapY > 0);
    QCOMPARE(g.wraps(2), wrapZ > 0);
}

void TestTorusGraph::everyLinkJoinsNeighbours()
{
    for (const char *shape : {"2x4x4", "4x4x8", "8x8x16"}) {
        const TorusGraph g = graphFor(QStringLiteral("v5p"), QLatin1String(shape), 0, /*twisted=*/false);
        std::set<std::pair<int, int>> seen;
        for (const TorusLink &link : g.links()) {
            const auto &a = g.chips()[std::size_t(link.a)].coord;
            const auto &b = g.chips()[std::size_t(link.b)].coord;
            const int n = g.dims()[link.axis];
            for (std::size_t axis = 0; axis < 3; ++axis) {
                if (axis == link.axis)
                    QCOMPARE(b[axis], (a[axis] + 1) % n);
                else
                    QCOMPARE(b[axis], a[axis]);
            }
            QCOMPARE(link.wrap, a[link.axis] == n - 1);
            // Optical: a wrap link of a full-cube slice, or crossing a cube boundary.
            QCOMPARE(link.optical, link.wrap ? g.isFullCube() : b[link.axis] % 4 == 0);
            QVERIFY2(seen.insert({std::min(link.a, link.b), std::max(link.a, link.b)}).second, "duplicate link");
        }
    }
}

void TestTorusGraph::degreeOfChips()
{
    const TorusGraph torus = graphFor(QStringLiteral("v5p"), QStringLiteral("4x4x4"));
    for (int c = 0; c < int(torus.chips().size()); ++c)
        QCOMPARE(int(torus.linksOfChip(c).size()), 6);

    const TorusGraph mesh = graphFor(QStringLiteral("v5p"), QStringLiteral("2x4x4"));
    QCOMPARE(int(mesh.linksOfChip(mesh.chipIndex(0, c3(0, 0, 0))).size()), 3);
    QCOMPARE(int(mesh.linksOfChip(mesh.chipIndex(0, c3(1, 1, 1))).size()), 5);
    QCOMPARE(int(mesh.linksOfChip(mesh.chipIndex(0, c3(0, 3, 3))).size()), 3);

    const TorusGraph cylinder = graphFor(QStringLiteral("v5e"), QStringLiteral("8x16"));
    // A corner of the cylinder: one x neighbour, one y neighbour and the y wrap.
    QCOMPARE(int(cylinder.linksOfChip(cylinder.chipIndex(0, c3(0, 0))).size()), 3);
    QCOMPARE(int(cylinder.linksOfChip(cylinder.chipIndex(0, c3(3, 15))).size()), 4);
}

void TestTorusGraph::twistedWrapTarget()
{
    const TorusGraph g = graphFor(QStringLiteral("v5p"), QStringLiteral("4x4x8"), 0, true);
    const int from = g.chipIndex(0, c3(3, 1, 2));
    int xWraps = 0;
    for (int l : g.linksOfChip(from)) {
        const TorusLink &link = g.links()[std::size_t(l)];
        if (link.axis == 0 && link.wrap) {
            ++xWraps;
            QCOMPARE(link.a, from);
            QCOMPARE(g.chips()[std::size_t(link.b)].coord, c3(0, 1, 6));
            QVERIFY(link.twisted);
            QVERIFY(link.optical);
        }
        if (link.axis == 2)
            QVERIFY(!link.twisted);
    }
    QCOMPARE(xWraps, 1);
    // With the twist every chip still has six links (the twisted wraps form a permutation).
    for (int c = 0; c < int(g.chips().size()); ++c)
        QCOMPARE(int(g.linksOfChip(c).size()), 6);
}

void TestTorusGraph::twistOnlyWhereTheCatalogAllowsIt()
{
    // 4x4x4 is not in v5p's twisted list: asking for a twist gives a plain torus.
    const TorusGraph cube = graphFor(QStringLiteral("v5p"), QStringLiteral("4x4x4"), 0, true);
    QVERIFY(!cube.spec().twistable);
    QCOMPARE(cube.wiring(), TorusWiring::Torus);
    QCOMPARE(cube.linkCounts().twisted, 0);
    const TorusGraph shape = graphFor(QStringLiteral("v5p"), QStringLiteral("8x8x16"), 0, false);
    QVERIFY(shape.spec().twistable);
    QCOMPARE(shape.wiring(), TorusWiring::Torus);
}

void TestTorusGraph::nodeAssignment_data()
{
    QTest::addColumn<QString>("tpu");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<int>("chipsPerVm");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("hosts");
    QTest::addColumn<QList<int>>("nodeOfChip"); ///< node of each chip, x fastest (first 16 at most)

    // v5e 2x4 on ct5lp-hightpu-4t: two 2x2 nodes on one 2x4 tray.
    QTest::newRow("v5e 2x4 4-chip") << "v5e" << "2x4" << 4 << 2 << 1 << QList<int>{0, 0, 0, 0, 1, 1, 1, 1};
    // v5e 2x4 on ct5lp-hightpu-8t: one node holds the whole tray.
    QTest::newRow("v5e 2x4 8-chip") << "v5e" << "2x4" << 8 << 1 << 1 << QList<int>{0, 0, 0, 0, 0, 0, 0, 0};
    // v5e 4x4: trays are x 0-1 and x 2-3; each tray holds two nodes, numbered tray by tray.
    QTest::newRow("v5e 4x4 4-chip") << "v5e" << "4x4" << 4 << 4 << 2
                                    << QList<int>{0, 0, 2, 2, 0, 0, 2, 2, 1, 1, 3, 3, 1, 1, 3, 3};
    QTest::newRow("v6e 1x1") << "v6e" << "1x1" << 1 << 1 << 1 << QList<int>{0};
    // v5p 4x4x4: 2x2x1 nodes (one per tray); the first layer holds nodes 0-3.
    QTest::newRow("v5p 4x4x4") << "v5p" << "4x4x4" << 4 << 16 << 16
                               << QList<int>{0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3};
    QTest::newRow("v5p 2x2x2") << "v5p" << "2x2x2" << 4 << 2 << 2 << QList<int>{0, 0, 0, 0, 1, 1, 1, 1};
}

void TestTorusGraph::nodeAssignment()
{
    QFETCH(QString, tpu);
    QFETCH(QString, topology);
    QFETCH(int, chipsPerVm);
    QFETCH(int, nodes);
    QFETCH(int, hosts);
    QFETCH(QList<int>, nodeOfChip);

    const TorusGraph g = graphFor(tpu, topology, chipsPerVm);
    QCOMPARE(g.spec().chipsPerVm, chipsPerVm);
    QCOMPARE(g.nodeCount(), nodes);
    QCOMPARE(g.hostCount(), hosts);
    QList<int> actual;
    for (std::size_t c = 0; c < g.chips().size() && actual.size() < nodeOfChip.size(); ++c)
        actual.append(g.chips()[c].node);
    QCOMPARE(actual, nodeOfChip);
}

void TestTorusGraph::nodesAreContiguousBlocks_data()
{
    QTest::addColumn<QString>("tpu");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<int>("chipsPerVm");
    QTest::newRow("v5e 16x16") << "v5e" << "16x16" << 4;
    QTest::newRow("v6e 2x4 8t") << "v6e" << "2x4" << 8;
    QTest::newRow("v5p 8x8x16") << "v5p" << "8x8x16" << 4;
    QTest::newRow("v4 2x2x4") << "v4" << "2x2x4" << 4;
}

void TestTorusGraph::nodesAreContiguousBlocks()
{
    QFETCH(QString, tpu);
    QFETCH(QString, topology);
    QFETCH(int, chipsPerVm);
    const TorusGraph g = graphFor(tpu, topology, chipsPerVm);
    std::vector<int> chipsOfNode(std::size_t(g.nodeCount()), 0);
    std::vector<std::set<int>> hostsOfNode(std::size_t(g.nodeCount()));
    for (const TorusChip &chip : g.chips()) {
        ++chipsOfNode[std::size_t(chip.node)];
        hostsOfNode[std::size_t(chip.node)].insert(chip.host);
        const auto origin = g.nodeOrigin(chip.node);
        for (std::size_t a = 0; a < 3; ++a) {
            QVERIFY(chip.coord[a] >= origin[a]);
            QVERIFY(chip.coord[a] < origin[a] + g.nodeBlock()[a]);
        }
    }
    for (std::size_t n = 0; n < chipsOfNode.size(); ++n) {
        QCOMPARE(chipsOfNode[n], chipsPerVm);
        QCOMPARE(int(hostsOfNode[n].size()), 1); // a VM never spans two trays
    }
    QCOMPARE(int(g.chips().size()) / g.hostCount(), g.dimensionCount() == 3 ? 4 : std::min(8, int(g.chips().size())));
}

void TestTorusGraph::multisliceHasNoIciBetweenSlices()
{
    const TorusGraph g = graphFor(QStringLiteral("v5e"), QStringLiteral("2x4"), 4, false, 3);
    QCOMPARE(int(g.chips().size()), 24);
    QCOMPARE(int(g.links().size()), 30);
    QCOMPARE(g.nodeCount(), 6);
    QCOMPARE(g.hostCount(), 3);
    for (const TorusLink &link : g.links())
        QCOMPARE(g.chips()[std::size_t(link.a)].slice, g.chips()[std::size_t(link.b)].slice);
    const int chip = g.chipIndex(2, c3(1, 3));
    QCOMPARE(g.chips()[std::size_t(chip)].node, 5);
    QCOMPARE(g.workerOf(5), 1);
    QCOMPARE(g.sliceOfNode(5), 2);
    QCOMPARE(g.nodeLabel(5), QStringLiteral("v5e-2x4-s2-w1"));
    QVERIFY(g.explanation().contains(QLatin1String("DCN")));
}

/// A TPU7x block pool of 3 blocks: a 4x4x8 super-slice takes blocks 0 and 1 whole; a 2x4x4
/// sub-slice takes the lower half (x 0..1) of block 2, whose other half stays idle; a second
/// 2x4x4 that no block has room for is not placed.
void TestTorusGraph::blockPoolPlacesItsSliceWorkloads()
{
    const PlanLoadResult loaded = PlanReader::readBytes(
        "apiVersion: tpu-planner/v1\nkind: Plan\nmetadata: {name: b}\n"
        "cluster: {name: b, mode: standard, region: us-central1, version: 1.36.0-gke.3712000, releaseChannel: rapid}\n"
        "pools:\n  - {name: blocks, tpu: tpu7x, machineType: tpu7x-standard-4t, topology: 4x4x4, slices: 3, zone: us-central1-c,\n"
        "     dynamicSlicing: true, sliceWorkloads: [{name: big, topology: 4x4x8}, {name: small, topology: 2x4x4}]}\n");
    QVERIFY(loaded.isPlan());
    const auto spec = TorusSpec::fromPool(loaded.plan, 0, Catalog::builtIn());
    QVERIFY(spec);
    QCOMPARE(spec->slices, 3);
    QCOMPARE(spec->sliceWorkloads.size(), 2);
    const auto g = TorusGraph::build(*spec);
    QVERIFY(g);
    QVERIFY(g->hasWorkloads());
    std::array<int, 3> perWorkload{}; // idle, big, small
    for (const TorusChip &chip : g->chips())
        ++perWorkload[std::size_t(chip.workload + 1)];
    QCOMPARE(perWorkload, (std::array<int, 3>{32, 128, 32}));
    QCOMPARE(g->chips()[std::size_t(g->chipIndex(1, {3, 3, 3}))].workload, 0);
    QCOMPARE(g->chips()[std::size_t(g->chipIndex(2, {1, 3, 3}))].workload, 1);
    QCOMPARE(g->chips()[std::size_t(g->chipIndex(2, {2, 0, 0}))].workload, -1);
    // Its blocks are not separate slices over DCN: the caption says how the slices form.
    QVERIFY2(g->explanation().contains(QLatin1String("slice controller")) && !g->explanation().contains(QLatin1String("DCN")),
             qPrintable(g->explanation()));

    // An ordinary pool (no dynamic slicing) places none.
    Plan plain = loaded.plan;
    plain.pools[0].dynamicSlicing = false;
    const auto ordinary = TorusSpec::fromPool(plain, 0, Catalog::builtIn());
    QVERIFY(ordinary && ordinary->sliceWorkloads.isEmpty());
}

namespace {

/// A v6e pool Kueue sub-slices: `slices` node pools of 4x4 on ct6e-standard-4t, and the slice
/// workloads given as flow-style YAML.
std::optional<TorusGraph> subSlicedV6e(int slices, const char *workloads)
{
    const QByteArray yaml = QByteArray("apiVersion: tpu-planner/v1\nkind: Plan\nmetadata: {name: s}\n"
                                       "cluster: {name: s, mode: standard, region: us-east5, version: 1.35.0-gke.3047000}\n"
                                       "pools:\n  - {name: shared, tpu: v6e, machineType: ct6e-standard-4t, topology: 4x4, slices: ")
        + QByteArray::number(slices) + ", zone: us-east5-b,\n     dynamicSlicing: true, sliceWorkloads: " + workloads + "}\n";
    const PlanLoadResult loaded = PlanReader::readBytes(yaml);
    if (!loaded.isPlan())
        return std::nullopt;
    const auto spec = TorusSpec::fromPool(loaded.plan, 0, Catalog::builtIn());
    if (!spec || !spec->kueueSubSlices)
        return std::nullopt;
    return TorusGraph::build(*spec);
}

/// Chips per workload, idle first.
std::vector<int> chipsPerWorkload(const TorusGraph &g)
{
    std::vector<int> counts(std::size_t(g.spec().sliceWorkloads.size()) + 1, 0);
    for (const TorusChip &chip : g.chips())
        ++counts[std::size_t(chip.workload + 1)];
    return counts;
}

} // namespace

/// Hand-worked tilings of a 4x4 slice (x across, y up): two 2x4 sub-slices fill it (x 0..1 and
/// x 2..3); a 2x4 and a 2x2 leave the 2x2 at x 2..3, y 2..3 free, whichever is listed first
/// (the larger is placed first); the example's 4x4 takes slice 0 whole and its two 2x4 slice 1.
void TestTorusGraph::subSlicedPoolPlacesItsWorkloads()
{
    auto g = subSlicedV6e(1, "[{name: eval, topology: 2x4, count: 2}]");
    QVERIFY(g);
    QVERIFY(g->hasWorkloads() && !g->isBlockPool());
    QCOMPARE(chipsPerWorkload(*g), (std::vector<int>{0, 16}));
    QCOMPARE(g->placedCopies(0), 2);

    g = subSlicedV6e(1, "[{name: small, topology: 2x2}, {name: eval, topology: 2x4}]");
    QVERIFY(g);
    QCOMPARE(chipsPerWorkload(*g), (std::vector<int>{4, 4, 8}));
    QCOMPARE(g->chips()[std::size_t(g->chipIndex(0, {1, 3, 0}))].workload, 1);
    QCOMPARE(g->chips()[std::size_t(g->chipIndex(0, {2, 1, 0}))].workload, 0);
    QCOMPARE(g->chips()[std::size_t(g->chipIndex(0, {3, 3, 0}))].workload, -1);
    QCOMPARE(g->placedCopies(0), 1);
    QCOMPARE(g->placedCopies(1), 1);

    g = subSlicedV6e(2, "[{name: finetune, topology: 4x4}, {name: eval, topology: 2x4, count: 2}]");
    QVERIFY(g);
    QCOMPARE(chipsPerWorkload(*g), (std::vector<int>{0, 16, 16}));
    QCOMPARE(g->chips()[std::size_t(g->chipIndex(0, {3, 3, 0}))].workload, 0);
    QCOMPARE(g->chips()[std::size_t(g->chipIndex(1, {0, 0, 0}))].workload, 1);
    // Ordinary slices that Kueue shares: they still talk over DCN, and the caption says who splits them.
    QVERIFY2(g->explanation().contains(QLatin1String("Kueue")) && g->explanation().contains(QLatin1String("DCN")),
             qPrintable(g->explanation()));
}

/// What does not fit stays unplaced and is counted: a 4x8 is larger than the 4x4 slice (2D
/// slices are never joined), and a third 2x4 finds the slice full after two.
void TestTorusGraph::subSlicedPoolReportsWhatFindsNoRoom()
{
    auto g = subSlicedV6e(1, "[{name: big, topology: 4x8}, {name: eval, topology: 2x4, count: 3}]");
    QVERIFY(g);
    QCOMPARE(g->placedCopies(0), 0);
    QCOMPARE(g->placedCopies(1), 2);
    QCOMPARE(chipsPerWorkload(*g), (std::vector<int>{0, 0, 16}));

    // A v6e pool on another machine type is no sub-sliced pool: nothing is placed.
    const PlanLoadResult loaded = PlanReader::readBytes(
        "apiVersion: tpu-planner/v1\nkind: Plan\nmetadata: {name: s}\n"
        "cluster: {name: s, mode: standard, region: us-east5, version: 1.35.0-gke.3047000}\n"
        "pools:\n  - {name: p, tpu: v6e, machineType: ct6e-standard-8t, topology: 2x4, zone: us-east5-b,\n"
        "     dynamicSlicing: true, sliceWorkloads: [{name: eval, topology: 2x4}]}\n");
    QVERIFY(loaded.isPlan());
    const auto spec = TorusSpec::fromPool(loaded.plan, 0, Catalog::builtIn());
    QVERIFY(spec && !spec->kueueSubSlices && spec->sliceWorkloads.isEmpty());
}

void TestTorusGraph::fromPool()
{
    Plan plan;
    plan.cluster.mode = QStringLiteral("standard");
    Pool pool;
    pool.name = QStringLiteral("train");
    pool.tpu = QStringLiteral("v5e");
    pool.machineType = QStringLiteral("ct5lp-hightpu-8t");
    pool.topology = QStringLiteral("2x4");
    pool.slices = 2;
    plan.pools.append(pool);
    pool.name = QStringLiteral("big");
    pool.tpu = QStringLiteral("v5p");
    pool.machineType = QStringLiteral("ct5p-hightpu-4t");
    pool.topology = QStringLiteral("8x8x16");
    pool.slices.reset();
    plan.pools.append(pool);

    QString error;
    const auto first = TorusSpec::fromPool(plan, 0, Catalog::builtIn(), &error);
    QVERIFY2(first, qPrintable(error));
    QCOMPARE(first->chipsPerVm, 8);
    QCOMPARE(first->slices, 2);
    QCOMPARE(first->familyDims, 2);
    QVERIFY(!first->opticalLinks);
    const auto g = TorusGraph::build(*first);
    QVERIFY(g);
    QCOMPARE(g->nodeCount(), 2);
    QCOMPARE(g->nodeLabel(1), QStringLiteral("train-s1-w0"));

    const auto second = TorusSpec::fromPool(plan, 1, Catalog::builtIn(), &error);
    QVERIFY2(second, qPrintable(error));
    QCOMPARE(second->chipsPerVm, 4);
    QVERIFY(second->opticalLinks);
    QVERIFY(second->twistable);
    QCOMPARE(second->machineType, QStringLiteral("ct5p-hightpu-4t"));

    // Autopilot: chips per node come from the accelerator's default pod request.
    plan.cluster.mode = QStringLiteral("autopilot");
    plan.pools[1].machineType.clear();
    const auto autopilot = TorusSpec::fromPool(plan, 1, Catalog::builtIn(), &error);
    QVERIFY2(autopilot, qPrintable(error));
    QCOMPARE(autopilot->chipsPerVm, 4);
}

void TestTorusGraph::fromPoolRefusesWhatItCannotDraw()
{
    Plan plan;
    plan.cluster.mode = QStringLiteral("standard");
    Pool pool;
    pool.name = QStringLiteral("odd");
    pool.tpu = QStringLiteral("v5e");
    pool.machineType = QStringLiteral("ct5p-hightpu-4t"); // a v5p machine type on a v5e pool
    pool.topology = QStringLiteral("2x4");
    plan.pools.append(pool);
    QString error;
    QVERIFY(!TorusSpec::fromPool(plan, 0, Catalog::builtIn(), &error));
    QVERIFY(error.contains(QLatin1String("odd")));
    QVERIFY(!TorusSpec::fromPool(plan, 3, Catalog::builtIn(), &error));

    plan.pools[0].machineType = QStringLiteral("ct5lp-hightpu-4t");
    plan.pools[0].topology = QStringLiteral("2x4x4");
    QVERIFY(!TorusSpec::fromPool(plan, 0, Catalog::builtIn(), &error));
    QVERIFY(error.contains(QLatin1String("2x4x4")));

    // A 4-chip node cannot tile a 1x1 slice.
    auto spec = TorusSpec::forTopology(Catalog::builtIn(), QStringLiteral("v5e"), QStringLiteral("1x1"), 4);
    QVERIFY(spec);
    QVERIFY(!TorusGraph::build(*spec, &error));
    QVERIFY(error.contains(QLatin1String("tile")));

    // Too many chips for the view.
    spec = TorusSpec::forTopology(Catalog::builtIn(), QStringLiteral("v5p"), QStringLiteral("16x16x24"));
    QVERIFY(spec);
    spec->slices = 11;
    QVERIFY(!TorusGraph::build(*spec, &error));
}

void TestTorusGraph::largestV5pSlice()
{
    const auto spec = TorusSpec::forTopology(Catalog::builtIn(), QStringLiteral("v5p"), QStringLiteral("16x16x24"));
    QVERIFY(spec);
    QElapsedTimer timer;
    timer.start();
    const auto g = TorusGraph::build(*spec);
    const qint64 ms = timer.elapsed();
    QVERIFY(g);
    qInfo("16x16x24 built in %lld ms", ms);
    QCOMPARE(int(g->chips().size()), 6144);
    QCOMPARE(int(g->links().size()), 6144 * 3);
    QCOMPARE(g->nodeCount(), 1536);
    QCOMPARE(g->wiring(), TorusWiring::Torus);
    // 4x4x6 cubes: 3 internal boundaries per x and y ring of 16, 5 per z ring of 24.
    const auto counts = g->linkCounts();
    QCOMPARE(counts.wrap, 16 * 24 * 2 + 16 * 16);
    QCOMPARE(counts.optical, counts.wrap + 3 * 16 * 24 * 2 + 5 * 16 * 16);
}

// Ironwood's largest shape: 144 cubes, 9,216 chips (every side a multiple of 4, A <= B <= C).
void TestTorusGraph::largestIronwoodSlice()
{
    const auto spec = TorusSpec::forTopology(Catalog::builtIn(), QStringLiteral("tpu7x"), QStringLiteral("16x24x24"));
    QVERIFY(spec);
    const auto g = TorusGraph::build(*spec);
    QVERIFY(g);
    QCOMPARE(int(g->chips().size()), 9216);
    QCOMPARE(int(g->links().size()), 9216 * 3);
    QCOMPARE(g->nodeCount(), 9216 / 4); // tpu7x-standard-4t: 4 chips per VM
    QCOMPARE(g->wiring(), TorusWiring::Torus);
    const auto counts = g->linkCounts();
    QCOMPARE(counts.wrap, 24 * 24 + 16 * 24 * 2);
}

void TestTorusGraph::explanation()
{
    QVERIFY(graphFor(QStringLiteral("v5p"), QStringLiteral("2x4x4")).explanation().contains(QLatin1String("mesh")));
    QVERIFY(graphFor(QStringLiteral("v5p"), QStringLiteral("4x4x4")).explanation().contains(QLatin1String("torus")));
    QVERIFY(graphFor(QStringLiteral("v5e"), QStringLiteral("8x16")).explanation().contains(QLatin1String("cylinder")));
    QVERIFY(graphFor(QStringLiteral("v5p"), QStringLiteral("4x4x8"), 0, true).explanation().contains(QLatin1String("4 chips further")));
}

QTEST_GUILESS_MAIN(TestTorusGraph)
#include "tst_torusgraph.moc"
