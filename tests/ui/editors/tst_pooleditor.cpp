// SPDX-License-Identifier: GPL-3.0-or-later
// The pool editor over a plan document, alone (the window that holds it is tst_mainwindow's):
// choices with reasons, undo steps, the topology picker, and what Autopilot changes.
#include "tests/ui/UiTestHelpers.h"

#include "ui/app/LanguageManager.h"
#include "ui/document/PlanDocument.h"
#include "ui/editors/ChoiceComboBox.h"
#include "ui/editors/ClusterEditor.h"
#include "ui/editors/PoolEditor.h"
#include "ui/editors/TopologyPicker.h"
#include "ui/models/TopologyChoicesModel.h"

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
    explicit EditedPool(const char *example) : document(loadExample(example), builtInCatalog())
    {
        editor.setDocument(&document);
        editor.show();
        editor.setPool(0);
    }
    PlanDocument document;
    PoolEditor editor;
};

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

private:
    LanguageManager m_languages;
};

QTEST_MAIN(TestPoolEditor)
#include "tst_pooleditor.moc"
