// SPDX-License-Identifier: GPL-3.0-or-later
// QAbstractItemModelTester on every model of the window, while the plan is edited under it.
#include "tests/ui/UiTestHelpers.h"

#include "ui/models/AvailabilityModel.h"
#include "ui/models/FindingsModel.h"
#include "ui/document/PlanDocument.h"
#include "ui/models/PlanOutlineModel.h"
#include "ui/models/TopologyChoicesModel.h"

#include "core/advice/PlanEdits.h"
#include "core/plan/PlanReader.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QSignalSpy>
#include <QUndoStack>

using namespace tpuplan;
using namespace tpuplan::test;

class TestModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { isolateSettings(); }

    void outlineFollowsPoolEdits()
    {
        PlanDocument document(loadExample("v6e-mixed-pools-standard.tpuplan.yaml"), std::make_shared<const Catalog>(Catalog::builtIn()));
        PlanOutlineModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(&document);
        const int pools = int(document.plan().pools.size());
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.rowCount(model.clusterIndex()), pools);
        document.addPool(PlanEdits::newPool(document.plan(), Catalog::builtIn()));
        QCOMPARE(model.rowCount(model.clusterIndex()), pools + 1);
        QCOMPARE(model.poolIndex(pools).data(PlanOutlineModel::PoolIndexRole).toInt(), pools);
        document.deletePool(0);
        QCOMPARE(model.rowCount(model.clusterIndex()), pools);
        document.undoStack()->undo();
        document.undoStack()->undo();
        QCOMPARE(model.rowCount(model.clusterIndex()), pools);
        document.editPlan(PlanEdits::withMode(document.plan(), QStringLiteral("autopilot"), Catalog::builtIn()),
                          QStringLiteral("mode"));
        QVERIFY(model.clusterIndex().data().toString().contains(QLatin1String("Autopilot")));
        Plan single = document.plan();
        single.pools.resize(1);
        document.editPlan(single, QStringLiteral("one pool"));
        QCOMPARE(model.rowCount(model.clusterIndex()), 1);
        // A pool with an error is marked in the outline.
        Pool broken = document.plan().pools[0];
        broken.zone = QStringLiteral("us-west1-c");
        document.editPool(0, broken, QStringLiteral("zone"));
        QVERIFY(!model.poolIndex(0).data(Qt::DecorationRole).isNull());
    }

    // QA: the outline dropped a Multislice pool's slice count ("pool-1 (v6e 16x16)" for two).
    void outlineNamesTheSliceCount()
    {
        PlanDocument document(loadExample("v6e-multislice-standard.tpuplan.yaml"),
                              std::make_shared<const Catalog>(Catalog::builtIn()));
        PlanOutlineModel model;
        model.setDocument(&document);
        const Pool &pool = document.plan().pools[0];
        QCOMPARE(pool.sliceCount(), 4);
        QCOMPARE(model.poolIndex(0).data().toString(), QStringLiteral("%1 (v6e %2 ×4)").arg(pool.name, pool.topology));
        Pool single = pool;
        single.slices = 1;
        document.editPool(0, single, QStringLiteral("one slice"));
        QCOMPARE(model.poolIndex(0).data().toString(), QStringLiteral("%1 (v6e %2)").arg(pool.name, pool.topology));
    }

    void findingsGroupByPool()
    {
        Plan plan = loadExample("v6e-mixed-pools-standard.tpuplan.yaml");
        plan.pools[1].zone = QStringLiteral("us-west1-c");
        PlanDocument document(plan, std::make_shared<const Catalog>(Catalog::builtIn()));
        FindingsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setFindings(document.findings(), document.plan());
        QVERIFY(model.count(Severity::Error) > 0);
        bool found = false;
        for (int g = 0; g < model.rowCount(); ++g) {
            const QModelIndex group = model.index(g, 0);
            for (int r = 0; r < model.rowCount(group); ++r) {
                const QModelIndex index = model.index(r, 0, group);
                QVERIFY(model.finding(index));
                if (index.data(FindingsModel::FieldRole).toString() == QLatin1String("pools[1].zone")) {
                    found = true;
                    QCOMPARE(group.data(FindingsModel::PoolRole).toInt(), 1);
                }
            }
        }
        QVERIFY(found);
        model.setFindings({}, document.plan());
        QCOMPARE(model.rowCount(), 0);
    }

    void availabilityMatrix()
    {
        AvailabilityModel model(std::make_shared<const Catalog>(Catalog::builtIn()));
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model.rowCount() > 5);
        QCOMPARE(model.columnCount(), Catalog::builtIn().tpuIds().size());
        model.update(true, QStringLiteral("1.29.0"), QStringLiteral("v5e"), QStringLiteral("us-central1-a"));
        model.update(false, QStringLiteral("not a version"), QString(), QString());
        const QModelIndex first = model.index(0, 0);
        QVERIFY(!first.data(Qt::ToolTipRole).toString().isEmpty());

        // The row headers change only when the selected pool's zone (in bold) moves: a table
        // measures all its headers again after each such signal.
        QSignalSpy headers(&model, &QAbstractItemModel::headerDataChanged);
        QSignalSpy cells(&model, &QAbstractItemModel::dataChanged);
        model.update(false, QStringLiteral("1.35.0-gke.3047000"), QStringLiteral("v5e"), QStringLiteral("us-central1-a"));
        QCOMPARE(headers.size(), 1);
        model.update(false, QStringLiteral("1.35.0-gke.3047000"), QStringLiteral("v6e"), QStringLiteral("us-central1-a"));
        model.update(true, QStringLiteral("1.35.0-gke.3047000"), QStringLiteral("v6e"), QStringLiteral("us-central1-a"));
        QCOMPARE(headers.size(), 1);
        QCOMPARE(cells.size(), 3);
        int row = 0;
        while (row < model.rowCount() && model.headerData(row, Qt::Vertical).toString() != QLatin1String("us-central1-b"))
            ++row;
        QVERIFY(row < model.rowCount());
        model.update(true, QStringLiteral("1.35.0-gke.3047000"), QStringLiteral("v6e"), QStringLiteral("us-central1-b"));
        QCOMPARE(headers.size(), 2);
        QVERIFY(model.headerData(row, Qt::Vertical, Qt::FontRole).value<QFont>().bold());
    }

    void topologyChoices()
    {
        const Plan plan = loadExample("v6e-serving-autopilot.tpuplan.yaml");
        TopologyChoicesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const ChoiceAdvisor advisor(plan, Catalog::builtIn());
        model.setChoices(advisor.topologies(0), true);
        QVERIFY(model.rowCount() >= 8);
        QVERIFY(model.rowOf(QStringLiteral("2x4"), 8) >= 0);
        QVERIFY(model.rowOf(QStringLiteral("2x4"), 4) >= 0);
        QVERIFY(model.rowOf(QStringLiteral("2x4"), 8) != model.rowOf(QStringLiteral("2x4"), 4));
        // The plan's quota (8 v6e chips) rules out the bigger slices, each with the reason.
        const int big = model.rowOf(QStringLiteral("16x16"));
        QVERIFY(big >= 0);
        QVERIFY(!(model.flags(model.index(big, 0)) & Qt::ItemIsEnabled));
        QVERIFY(model.index(big, 0).data(Qt::ToolTipRole).toString().contains(QLatin1String("quota")));
        model.setChoices({}, false);
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_MAIN(TestModels)
#include "tst_models.moc"
