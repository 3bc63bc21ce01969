// SPDX-License-Identifier: GPL-3.0-or-later
// The pool editor over a plan document, alone (the window that holds it is tst_mainwindow's):
// choices with reasons, undo steps, the topology picker, and what Autopilot changes.
#include "tests/ui/UiTestHelpers.h"

#include "ui/app/LanguageManager.h"
#include "ui/document/PlanDocument.h"
#include "ui/editors/ChoiceComboBox.h"
#include "ui/editors/ClusterEditor.h"
#include "ui/editors/PoolEditor.h"
#include "ui/editors/PoolWorkloadSection.h"
#include "ui/editors/TopologyPicker.h"
#include "ui/models/TopologyChoicesModel.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSpinBox>
#include <QTreeView>
#include <QUndoStack>

using namespace tpuplan;
using namespace tpuplan::test;

namespace {

/// An example plan in a document with its first pool in a shown pool editor.
struct EditedPool
{
    explicit EditedPool(const char *example) : EditedPool(loadExample(example)) {}
    explicit EditedPool(const Plan &plan) : document(plan, builtInCatalog())
    {
        editor.setDocument(&document);
        editor.show();
        editor.setPool(0);
    }
    PlanDocument document;
    PoolEditor editor;
};

int topologyRow(const TopologyPicker *picker, const QString &topology)
{
    return picker->model()->rowOf(topology) >= 0 ? picker->model()->rowOf(topology) : [&] {
        for (int row = 0; row < picker->model()->rowCount(); ++row) {
            if (picker->model()->index(row, TopologyChoicesModel::TopologyColumn).data().toString() == topology)
                return row;
        }
        return -1;
    }();
}

/// Picks a row of the topology list as a user does (select, then activated()).
void pickTopology(TopologyPicker *picker, const QString &topology)
{
    const int row = topologyRow(picker, topology);
    QVERIFY2(row >= 0, qPrintable(topology));
    picker->comboBox()->setCurrentIndex(row);
    Q_EMIT picker->comboBox()->activated(row);
}

bool hasRule(const Findings &findings, const char *rule)
{
    return std::any_of(findings.begin(), findings.end(), [&](const Finding &f) { return f.rule == QLatin1String(rule); });
}

void typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
}

} // namespace

class TestPoolEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        isolateSettings();
        // English plurals ("1 node") come from the English translation, as in the window.
        QVERIFY(m_languages.setLanguage(QStringLiteral("en"), false));
    }

    void autopilotTurnsMachineTypesIntoAccelerators()
    {
        EditedPool pool("v5e-16x16-standard.tpuplan.yaml");
        PoolEditor *editor = &pool.editor;
        QCOMPARE(editor->ownerLabel()->text(), QStringLiteral("Machine t&ype:"));
        QCOMPARE(editor->ownerCombo()->currentValue(), QStringLiteral("ct5lp-hightpu-4t"));

        ClusterEditor cluster;
        cluster.setDocument(&pool.document);
        cluster.show();
        QRadioButton *autopilot = cluster.autopilotButton();
        QVERIFY(autopilot->isEnabled());
        autopilot->click();
        QCOMPARE(pool.document.plan().cluster.mode, QStringLiteral("autopilot"));

        QCOMPARE(editor->ownerLabel()->text(), QStringLiteral("&Accelerator:"));
        QCOMPARE(editor->ownerCombo()->currentValue(), QStringLiteral("tpu-v5-lite-podslice"));
        for (int i = 0; i < editor->ownerCombo()->count(); ++i)
            QVERIFY(!editor->ownerCombo()->itemData(i).toString().startsWith(QLatin1String("ct")));
        const Pool &edited = pool.document.plan().pools.at(0);
        QVERIFY(edited.machineType.isEmpty());
        QCOMPARE(edited.accelerator, QStringLiteral("tpu-v5-lite-podslice"));
        QVERIFY(!hasErrors(pool.document.findings()));
        // Autopilot manages scaling: the Standard-only field is shown disabled, not hidden.
        QVERIFY(editor->autoscalingCheck()->isVisible());
        QVERIFY(!editor->autoscalingCheck()->isEnabled());
        QVERIFY(!editor->autoscalingCheck()->toolTip().isEmpty());
    }

    // The topology list shows all its columns, and two rows of one topology say how they
    // differ in their text (Autopilot v6e 2x4: one node of 8 chips, or two nodes of 4).
    void topologyRowsSayHowTheyDiffer()
    {
        EditedPool pool("v6e-serving-autopilot.tpuplan.yaml");
        TopologyPicker *picker = pool.editor.topologyPicker();
        const QAbstractItemModel *model = picker->model();
        QStringList twoByFour;
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->index(row, TopologyChoicesModel::TopologyColumn).data().toString() == QLatin1String("2x4"))
                twoByFour << model->index(row, TopologyChoicesModel::VmsColumn).data().toString();
        }
        QCOMPARE(twoByFour.size(), 2);
        QVERIFY2(twoByFour.contains(QStringLiteral("1 node, 8 chips per pod")), qPrintable(twoByFour.join(QLatin1Char('/'))));
        QVERIFY2(twoByFour.contains(QStringLiteral("2 nodes, 4 chips per pod")), qPrintable(twoByFour.join(QLatin1Char('/'))));
        picker->comboBox()->showPopup();
        auto *view = qobject_cast<QTreeView *>(picker->comboBox()->view());
        QVERIFY(view);
        QTRY_VERIFY(view->isVisible());
        QVERIFY2(view->width() >= view->header()->length(),
                 qPrintable(QStringLiteral("popup %1 px for %2 px of columns").arg(view->width()).arg(view->header()->length())));
        picker->comboBox()->hidePopup();
    }

    void unavailableZoneIsDisabledWithReason()
    {
        EditedPool pool("v5e-16x16-standard.tpuplan.yaml");
        ChoiceComboBox *zones = pool.editor.zoneCombo();
        // us-central1-b offers v6e and v3 but not v5e.
        const int row = zones->indexOfValue(QStringLiteral("us-central1-b"));
        QVERIFY(row >= 0);
        QVERIFY(!zones->isValueEnabled(QStringLiteral("us-central1-b")));
        const QString tip = zones->itemData(row, Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QLatin1String("v5e is not offered in us-central1-b")), qPrintable(tip));
        QVERIFY(zones->isValueEnabled(QStringLiteral("us-central1-a")));
        // v4 is offered only in us-central2-b: choosing it is no dead end, it moves the pool there
        // and says so before the user picks it.
        ChoiceComboBox *tpus = pool.editor.tpuCombo();
        QVERIFY(tpus->isValueEnabled(QStringLiteral("v4")));
        QVERIFY2(tpus->reasonFor(QStringLiteral("v4")).contains(QLatin1String("us-central2-b")),
                 qPrintable(tpus->reasonFor(QStringLiteral("v4"))));
        // Picking the disabled zone does nothing.
        zones->setCurrentIndex(row);
        Q_EMIT zones->activated(row);
        QCOMPARE(pool.document.plan().pools.at(0).zone, QStringLiteral("us-central1-a"));
    }

    void topologyChangeUndoesAndRedoes()
    {
        EditedPool pool("v5e-16x16-standard.tpuplan.yaml");
        PlanDocument &document = pool.document;
        QComboBox *combo = pool.editor.topologyPicker()->comboBox();
        QVERIFY(!combo->isEditable()); // v5e has no custom topologies
        combo->setFocus();
        QTest::keyClick(combo, Qt::Key_Up); // 16x16 -> 8x16, as a keyboard user would
        QCOMPARE(document.plan().pools[0].topology, QStringLiteral("8x16"));
        QCOMPARE(*document.plan().pools[0].autoscaling->maxNodes, 32); // atomic bounds follow the slice
        QVERIFY(document.isModified());
        QUndoStack *stack = document.undoStack();
        QCOMPARE(stack->count(), 1);
        stack->undo();
        QCOMPARE(document.plan().pools[0].topology, QStringLiteral("16x16"));
        QCOMPARE(*document.plan().pools[0].autoscaling->maxNodes, 64);
        QCOMPARE(combo->currentText(), QStringLiteral("16x16"));
        QVERIFY(!document.isModified());
        stack->redo();
        QCOMPARE(document.plan().pools[0].topology, QStringLiteral("8x16"));
        QCOMPARE(combo->currentText(), QStringLiteral("8x16"));
    }

    void typingMergesIntoOneUndoStep()
    {
        EditedPool pool("v5e-16x16-standard.tpuplan.yaml");
        typeInto(pool.editor.nameEdit(), QStringLiteral("pretrain"));
        QCOMPARE(pool.document.plan().pools[0].name, QStringLiteral("pretrain"));
        QCOMPARE(pool.document.undoStack()->count(), 1);
        pool.document.undoStack()->undo();
        QCOMPARE(pool.document.plan().pools[0].name, QStringLiteral("v5e-256"));
    }

    void customTopologyFeedback()
    {
        EditedPool pool("v5p-multislice-reservation.tpuplan.yaml");
        // Two slices of a custom shape would pass the plan's 256-chip quota: one slice first.
        QTest::keyClick(pool.editor.slicesSpin(), Qt::Key_Down);
        QCOMPARE(pool.document.plan().pools[0].sliceCount(), 1);
        TopologyPicker *picker = pool.editor.topologyPicker();
        QVERIFY(picker->comboBox()->isEditable());
        QLineEdit *edit = picker->comboBox()->lineEdit();
        edit->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, QStringLiteral("8x12x18"));
        QVERIFY2(picker->feedback().contains(QLatin1String("multiple of 4")), qPrintable(picker->feedback()));
        edit->selectAll();
        QTest::keyClicks(edit, QStringLiteral("4x4x12"));
        QVERIFY2(picker->feedback().startsWith(QStringLiteral("✓")), qPrintable(picker->feedback()));
        QVERIFY(picker->feedback().contains(QLatin1String("192 chips")));
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(pool.document.plan().pools[0].topology, QStringLiteral("4x4x12"));
        QVERIFY(!hasErrors(pool.document.findings()));
    }

    // Issue 31: on ct5lp-hightpu-1t the list still shows 16x16, greyed with the machine type
    // that makes it; picking it offers the switch, and one click makes it (one undo step).
    void aTopologyOfAnotherMachineTypeOffersTheSwitch()
    {
        EditedPool pool("v5e-16x16-standard.tpuplan.yaml");
        QVERIFY(choose(pool.editor.ownerCombo(), QStringLiteral("ct5lp-hightpu-1t")));
        PlanDocument &document = pool.document;
        QCOMPARE(document.plan().pools[0].topology, QStringLiteral("1x1"));
        TopologyPicker *picker = pool.editor.topologyPicker();
        const int row = topologyRow(picker, QStringLiteral("16x16"));
        QVERIFY(row >= 0);
        const QModelIndex index = picker->model()->index(row, 0);
        QVERIFY(index.data(TopologyChoicesModel::SwitchRole).toBool());
        QVERIFY(!index.data(TopologyChoicesModel::AllowedRole).toBool());
        QVERIFY2(index.data(Qt::ToolTipRole).toString().contains(QLatin1String("16x16 needs ct5lp-hightpu-4t")),
                 qPrintable(index.data(Qt::ToolTipRole).toString()));
        QVERIFY(index.data(Qt::ForegroundRole).isValid()); // greyed
        const int steps = document.undoStack()->count();

        pickTopology(picker, QStringLiteral("16x16"));
        QCOMPARE(document.plan().pools[0].topology, QStringLiteral("1x1")); // offered, not done
        QCOMPARE(picker->comboBox()->currentText(), QStringLiteral("1x1"));
        QVERIFY(picker->switchOffer()->isVisible());
        QCOMPARE(picker->switchOffer()->text(), QStringLiteral("16x16 needs ct5lp-hightpu-4t"));
        QVERIFY(picker->switchButton()->isVisible());
        QCOMPARE(picker->switchButton()->text(), QStringLiteral("Switch to ct5lp-hightpu-4t"));

        QTest::mouseClick(picker->switchButton(), Qt::LeftButton);
        QCOMPARE(document.plan().pools[0].machineType, QStringLiteral("ct5lp-hightpu-4t"));
        QCOMPARE(document.plan().pools[0].topology, QStringLiteral("16x16"));
        QCOMPARE(picker->comboBox()->currentText(), QStringLiteral("16x16"));
        QVERIFY(!picker->switchOffer()->isVisible());
        QVERIFY(!hasErrors(document.findings()));
        QCOMPARE(document.undoStack()->count(), steps + 1);
        document.undoStack()->undo();
        QCOMPARE(document.plan().pools[0].machineType, QStringLiteral("ct5lp-hightpu-1t"));
        QCOMPARE(document.plan().pools[0].topology, QStringLiteral("1x1"));
    }

    void autopilotOffersTheAcceleratorThatMakesATopology()
    {
        Plan plan = loadExample("v5e-autopilot-flex-start.tpuplan.yaml");
        plan.quota.reset(); // its 8-chip quota would refuse any larger slice, with that reason
        EditedPool pool(plan);
        QVERIFY(choose(pool.editor.ownerCombo(), QStringLiteral("tpu-v5-lite-device")));
        TopologyPicker *picker = pool.editor.topologyPicker();
        const QModelIndex eight = picker->model()->index(topologyRow(picker, QStringLiteral("8x8")), 0);
        QVERIFY2(eight.data(TopologyChoicesModel::SwitchRole).toBool(), qPrintable(eight.data(Qt::ToolTipRole).toString()));
        pickTopology(picker, QStringLiteral("8x8"));
        QVERIFY(picker->switchOffer()->isVisible());
        QCOMPARE(picker->switchOffer()->text(), QStringLiteral("8x8 needs tpu-v5-lite-podslice"));
        QTest::mouseClick(picker->switchButton(), Qt::LeftButton);
        QCOMPARE(pool.document.plan().pools[0].accelerator, QStringLiteral("tpu-v5-lite-podslice"));
        QCOMPARE(pool.document.plan().pools[0].topology, QStringLiteral("8x8"));
    }

    // Issue 31: a typed topology settles the pool as a picked one does: the autoscaling bounds
    // that were the whole slice follow it, and autoscaling-atomic stays quiet.
    // Greyed while autoscaling is off, the node bounds say what makes them usable.
    void theGreyedNodeBoundsSayToEnableAutoscaling()
    {
        Plan plan = loadExample("v5e-16x16-standard.tpuplan.yaml");
        plan.pools[0].autoscaling.reset();
        EditedPool pool(plan);
        QSpinBox *maxNodes = pool.editor.findChild<QSpinBox *>(QStringLiteral("maxNodesSpin"));
        QVERIFY(maxNodes && !maxNodes->isEnabled());
        QVERIFY2(maxNodes->toolTip().contains(QStringLiteral("Enable autoscaling")), qPrintable(maxNodes->toolTip()));
    }

    void aTypedTopologyMovesMaximumNodesLikeAPickedOne()
    {
        Plan plan = loadExample("tpu7x-ironwood-standard.tpuplan.yaml");
        plan.quota.reset();
        plan.pools[0].topology = QStringLiteral("16x16x24");
        plan.pools[0].capacity = QStringLiteral("on-demand");
        plan.pools[0].reservation.reset();
        plan.pools[0].autoscaling = Autoscaling{true, 0, 1536, std::nullopt, {}}; // 6,144 chips on 4-chip VMs
        EditedPool pool(plan);
        QVERIFY2(!hasRule(pool.document.findings(), "autoscaling-atomic"), "the start is consistent");
        QSpinBox *maxNodes = pool.editor.findChild<QSpinBox *>(QStringLiteral("maxNodesSpin"));
        QVERIFY(maxNodes);
        QCOMPARE(maxNodes->value(), 1536);
        TopologyPicker *picker = pool.editor.topologyPicker();
        QVERIFY(picker->comboBox()->isEditable());

        // Picking 2x4x4 (32 chips, 8 VMs) from the list ...
        pickTopology(picker, QStringLiteral("2x4x4"));
        QCOMPARE(maxNodes->value(), 8);
        pool.document.undoStack()->undo();
        QCOMPARE(maxNodes->value(), 1536);
        // ... and typing 16x24x24 (9,216 chips, 2,304 VMs) move the bounds alike.
        QLineEdit *edit = picker->comboBox()->lineEdit();
        edit->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, QStringLiteral("16x24x24"));
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(pool.document.plan().pools[0].topology, QStringLiteral("16x24x24"));
        QCOMPARE(*pool.document.plan().pools[0].autoscaling->maxNodes, 2304);
        QCOMPARE(maxNodes->value(), 2304);
        QVERIFY(!hasRule(pool.document.findings(), "autoscaling-atomic"));
    }

    // Issue 31: Tab walks the workload section top to bottom, as it reads.
    void tabFollowsTheWorkloadSectionDownwards()
    {
        EditedPool pool("v5e-16x16-standard.tpuplan.yaml");
        pool.editor.resize(700, 1600);
        QApplication::setActiveWindow(&pool.editor);
        QVERIFY(QTest::qWaitForWindowActive(&pool.editor));
        PoolWorkloadSection *workload = pool.editor.workloadSection();
        workload->kindCombo()->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), workload->kindCombo());
        QStringList path;
        int lastY = -1;
        for (int step = 0; step < 12; ++step) {
            QWidget *focused = QApplication::focusWidget();
            if (!workload->isAncestorOf(focused))
                break;
            const int y = focused->mapTo(&pool.editor, QPoint(0, 0)).y();
            path << QStringLiteral("%1@%2").arg(QString::fromLatin1(focused->metaObject()->className())).arg(y);
            QVERIFY2(y >= lastY, qPrintable(path.join(QStringLiteral(" -> "))));
            lastY = y;
            QTest::keyClick(focused, Qt::Key_Tab);
        }
        QVERIFY2(path.size() >= 8, qPrintable(path.join(QStringLiteral(" -> "))));
    }

    // Issue 31: a serving Deployment's examples are a model server's, not a trainer's.
    void aDeploymentGetsServingPlaceholders()
    {
        EditedPool pool("v5e-16x16-standard.tpuplan.yaml");
        PoolWorkloadSection *workload = pool.editor.workloadSection();
        QVERIFY(workload->imageEdit()->placeholderText().contains(QLatin1String("train")));
        const int deployment = workload->kindCombo()->findData(QStringLiteral("Deployment"));
        workload->kindCombo()->setCurrentIndex(deployment);
        Q_EMIT workload->kindCombo()->activated(deployment);
        QCOMPARE(pool.document.plan().pools[0].workload->kind, QStringLiteral("Deployment"));
        for (QLineEdit *edit : {workload->imageEdit(), workload->commandEdit()}) {
            QVERIFY2(!edit->placeholderText().contains(QLatin1String("train")), qPrintable(edit->placeholderText()));
            QVERIFY2(edit->placeholderText().contains(QLatin1String("vllm")), qPrintable(edit->placeholderText()));
        }
    }

private:
    LanguageManager m_languages;
};

QTEST_MAIN(TestPoolEditor)
#include "tst_pooleditor.moc"
