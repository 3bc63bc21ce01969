// SPDX-License-Identifier: GPL-3.0-or-later
// The pool editor's dynamic-slicing section: shown for TPU7x and (sub-slicing) v6e, hidden for
// versions without either; the block-pool check box and the slice workloads (add, edit, remove) are undoable
// edits of the plan; the dynamic-slicing rule's message stands under the workloads.
#include "tests/ui/UiTestHelpers.h"

#include "ui/document/PlanDocument.h"
#include "ui/editors/PoolBlockSection.h"
#include "ui/editors/PoolEditor.h"

#include <QApplication>
#include <QTest>
#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QUndoStack>

using namespace tpuplan;
using namespace tpuplan::test;

namespace {

struct EditedPool
{
    explicit EditedPool(const char *example) : document(loadExample(example), builtInCatalog())
    {
        editor.setDocument(&document);
        editor.show();
        editor.setPool(0);
    }
    template<typename T> T *find(const char *name) const { return editor.findChild<T *>(QLatin1String(name)); }
    const Pool &pool() const { return document.plan().pools.first(); }
    PlanDocument document;
    PoolEditor editor;
};

} // namespace

class TestPoolBlockSection : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { isolateSettings(); }

    void shownOnlyWhereTheVersionHasDynamicSlicing()
    {
        EditedPool ironwood("tpu7x-ironwood-standard.tpuplan.yaml");
        QVERIFY(ironwood.find<QWidget>("blockSection")->isVisible());
        QVERIFY(!ironwood.find<QCheckBox>("dynamicSlicingCheck")->isChecked());
        EditedPool v5e("v5e-16x16-standard.tpuplan.yaml");
        QVERIFY(!v5e.find<QWidget>("blockSection")->isVisible());
    }

    /// v6e: the same section, for Kueue sub-slicing of ordinary node pools.
    void shownForV6eSubSlicing()
    {
        EditedPool edited("v6e-sub-slicing.tpuplan.yaml");
        QVERIFY(edited.find<QWidget>("blockSection")->isVisible());
        QCheckBox *check = edited.find<QCheckBox>("dynamicSlicingCheck");
        QVERIFY(check->isChecked());
        QVERIFY2(check->text().contains(QLatin1String("sub-slicing")), qPrintable(check->text()));
        QTableWidget *table = edited.find<QTableWidget>("sliceWorkloadsTable");
        QCOMPARE(table->rowCount(), 2);
        QCOMPARE(table->item(1, 1)->text(), QStringLiteral("2x4"));
        QStringList texts;
        for (const QLabel *label : edited.editor.findChildren<QLabel *>())
            texts << label->text();
        // 2 node pools of 4x4 (4 VMs each), shared, not blocks and not a Multislice.
        QVERIFY2(texts.filter(QStringLiteral("sub-slices inside 4x4 node pools: 8 VM")).size() == 1, qPrintable(texts.join(QLatin1Char('|'))));
        QVERIFY(texts.filter(QStringLiteral("2 shared node pools:")).size() == 1);
        QVERIFY(texts.filter(QStringLiteral("blocks:")).isEmpty());
        QVERIFY(texts.filter(QStringLiteral("Multislice")).isEmpty());

        // A new workload takes the smallest sub-slice; a third 2x4 copy is more than the pool's VMs.
        edited.find<QPushButton>("addSliceWorkloadButton")->click();
        QCOMPARE(edited.pool().sliceWorkloads[2].topology, QStringLiteral("2x4"));
        QLabel *problem = edited.find<QLabel>("sliceWorkloadsProblem");
        QVERIFY(!problem->isHidden());
        QVERIFY2(problem->text().contains(QLatin1String("take 10 VM")), qPrintable(problem->text()));
        edited.document.undoStack()->undo();
        QVERIFY(problem->isHidden());
    }

    // QA: the greyed table explained itself but not why it was greyed.
    void theDisabledWorkloadsSayWhatEnablesThem()
    {
        EditedPool edited("v6e-sub-slicing.tpuplan.yaml");
        Plan plan = edited.document.plan();
        plan.pools[0].sliceWorkloads.clear();
        plan.pools[0].dynamicSlicing.reset();
        edited.document.editPlan(plan, QStringLiteral("no sub-slicing"));
        QTableWidget *table = edited.find<QTableWidget>("sliceWorkloadsTable");
        QPushButton *add = edited.find<QPushButton>("addSliceWorkloadButton");
        QVERIFY(!table->isEnabled());
        const QString tickFirst = QStringLiteral("Tick “Kueue sub-slicing” first");
        QVERIFY2(table->toolTip().startsWith(tickFirst), qPrintable(table->toolTip()));
        QVERIFY2(table->toolTip().contains(QLatin1String("sub-slice")), qPrintable(table->toolTip()));
        QVERIFY2(add->toolTip().startsWith(tickFirst), qPrintable(add->toolTip()));
        edited.find<QCheckBox>("dynamicSlicingCheck")->click();
        QVERIFY(table->isEnabled());
        QVERIFY2(!table->toolTip().contains(tickFirst), qPrintable(table->toolTip()));
        QVERIFY(add->toolTip().isEmpty());
    }

    // QA: Kueue sub-slices only ct6e-standard-4t; on a ct6e-standard-8t pool the check box was
    // enabled and ticking it made an error. Disabled, its tooltip says what to change first.
    void subSlicingIsRefusedWhereTheMachineTypeCannot()
    {
        EditedPool edited("v6e-sub-slicing.tpuplan.yaml");
        Plan plan = edited.document.plan();
        plan.pools[0].sliceWorkloads.clear();
        plan.pools[0].dynamicSlicing.reset();
        plan.pools[0].machineType = QStringLiteral("ct6e-standard-8t");
        plan.pools[0].topology = QStringLiteral("2x4");
        plan.pools[0].slices = 1;
        edited.document.editPlan(plan, QStringLiteral("8t, no sub-slicing"));
        for (const Finding &f : edited.document.findings())
            QVERIFY2(!f.isError(), qPrintable(f.message));
        QCheckBox *check = edited.find<QCheckBox>("dynamicSlicingCheck");
        QVERIFY(check->isVisible());
        QVERIFY(!check->isEnabled());
        QVERIFY2(check->toolTip().contains(QLatin1String("ct6e-standard-4t")), qPrintable(check->toolTip()));
        // Back on the machine type Kueue sub-slices: enabled, with its explanation.
        plan.pools[0].machineType = QStringLiteral("ct6e-standard-4t");
        plan.pools[0].topology = QStringLiteral("4x4");
        edited.document.editPlan(plan, QStringLiteral("4t"));
        QVERIFY(check->isEnabled());
        QVERIFY2(check->toolTip().contains(QLatin1String("Topology Aware Scheduling")), qPrintable(check->toolTip()));
    }

    // Tab goes from the workloads table on to its buttons, never round its cells for ever.
    void tabLeavesTheWorkloadsTable()
    {
        EditedPool edited("v6e-sub-slicing.tpuplan.yaml");
        edited.editor.activateWindow();
        auto *table = edited.find<QTableWidget>("sliceWorkloadsTable");
        QVERIFY(table->rowCount() > 0 && table->isEnabled());
        table->setFocus();
        table->setCurrentCell(table->rowCount() - 1, table->columnCount() - 1);
        QTRY_VERIFY(table->hasFocus());
        QTest::keyClick(table, Qt::Key_Tab);
        QVERIFY(!table->hasFocus());
        QCOMPARE(QApplication::focusWidget(), edited.find<QWidget>("addSliceWorkloadButton"));
    }

    void theCheckBoxMakesABlockPoolUndoably()
    {
        EditedPool edited("tpu7x-ironwood-standard.tpuplan.yaml");
        QCheckBox *check = edited.find<QCheckBox>("dynamicSlicingCheck");
        check->click();
        QVERIFY(edited.pool().isBlockPool());
        QVERIFY(edited.find<QPushButton>("addSliceWorkloadButton")->isEnabled());
        edited.document.undoStack()->undo();
        QVERIFY(!edited.pool().isBlockPool());
        QVERIFY(!check->isChecked());
    }

    /// The Slices field of a block pool counts blocks, not a Multislice.
    void theSlicesOfABlockPoolAreBlocks()
    {
        EditedPool edited("tpu7x-dynamic-slicing.tpuplan.yaml");
        QStringList texts;
        for (const QLabel *label : edited.editor.findChildren<QLabel *>())
            texts << label->text();
        QVERIFY2(texts.filter(QStringLiteral("3 blocks:")).size() == 1, qPrintable(texts.join(QLatin1Char('|'))));
        QVERIFY(texts.filter(QStringLiteral("Multislice")).isEmpty());
    }

    void workloadsAreAddedEditedAndRemoved()
    {
        EditedPool edited("tpu7x-dynamic-slicing.tpuplan.yaml");
        QTableWidget *table = edited.find<QTableWidget>("sliceWorkloadsTable");
        QCOMPARE(table->rowCount(), 2);
        QCOMPARE(table->item(1, 1)->text(), QStringLiteral("2x4x4"));
        QCOMPARE(table->item(1, 2)->text(), QStringLiteral("2"));

        edited.find<QPushButton>("addSliceWorkloadButton")->click();
        QCOMPARE(edited.pool().sliceWorkloads.size(), 3);
        QCOMPARE(edited.pool().sliceWorkloads[2].topology, QStringLiteral("4x4x4")); // a new one takes one block
        QCOMPARE(table->rowCount(), 3);

        table->item(2, 1)->setText(QStringLiteral("2x2x1"));
        QCOMPARE(edited.pool().sliceWorkloads[2].topology, QStringLiteral("2x2x1"));
        table->item(2, 2)->setText(QStringLiteral("3"));
        QCOMPARE(edited.pool().sliceWorkloads[2].count, std::optional<int>(3));

        table->setCurrentCell(0, 0);
        edited.find<QPushButton>("removeSliceWorkloadButton")->click();
        QCOMPARE(edited.pool().sliceWorkloads.size(), 2);
        QCOMPARE(edited.pool().sliceWorkloads[0].name, QStringLiteral("finetune"));

        // Each step is undone on its own: remove, the two typed cells (merged), add.
        QUndoStack *stack = edited.document.undoStack();
        stack->undo();
        QCOMPARE(edited.pool().sliceWorkloads.size(), 3);
        QCOMPARE(edited.pool().sliceWorkloads[0].name, QStringLiteral("pretrain"));
        stack->undo();
        QCOMPARE(edited.pool().sliceWorkloads[2].topology, QStringLiteral("4x4x4"));
        stack->undo();
        QCOMPARE(edited.pool().sliceWorkloads.size(), 2);
        QCOMPARE(table->rowCount(), 2);
    }

    void theRulesMessageStandsUnderTheWorkloads()
    {
        EditedPool edited("tpu7x-dynamic-slicing.tpuplan.yaml");
        QLabel *problem = edited.find<QLabel>("sliceWorkloadsProblem");
        QVERIFY(problem->isHidden());
        // A 4x12x15 super-slice never forms: every side must be a multiple of the block's.
        edited.find<QTableWidget>("sliceWorkloadsTable")->item(0, 1)->setText(QStringLiteral("4x12x15"));
        QVERIFY(!problem->isHidden());
        QVERIFY2(problem->text().contains(QLatin1String("4x12x15")), qPrintable(problem->text()));
    }
};

QTEST_MAIN(TestPoolBlockSection)
#include "tst_poolblocksection.moc"
