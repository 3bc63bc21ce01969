// SPDX-License-Identifier: GPL-3.0-or-later
// The planner window driven through its widgets, offscreen.
#include "tests/ui/UiTestHelpers.h"

#include "ui/docks/AvailabilityMatrix.h"
#include "ui/models/AvailabilityModel.h"
#include "ui/dialogs/ExportDialog.h"
#include "ui/docks/ExportPreview.h"
#include "ui/editors/ClusterEditor.h"
#include "ui/editors/ClusterSection.h"
#include "ui/editors/ChoiceComboBox.h"
#include "ui/docks/FindingsDock.h"
#include "ui/models/FindingsModel.h"
#include "ui/app/MainWindow.h"
#include "ui/document/PlanDocument.h"
#include "ui/models/PlanOutlineModel.h"
#include "ui/editors/PoolEditor.h"
#include "ui/editors/TopologyPicker.h"
#include "ui/torus/TorusPanel.h"

#include "core/export/ExportBundle.h"
#include "core/plan/PlanReader.h"
#include "core/plan/PlanWriter.h"
#include "core/plan/PoolShape.h"

#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QPushButton>
#include <QRegularExpression>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableView>
#include "ui/models/TopologyChoicesModel.h"
#include <QHeaderView>
#include <QTimer>
#include <QTemporaryDir>
#include <QTreeView>
#include <QUndoStack>

using namespace tpuplan;
using namespace tpuplan::test;

class TestMainWindow : public QObject
{
    Q_OBJECT

private:
    static QModelIndex findingIndex(const FindingsModel *model, const QString &field)
    {
        for (int g = 0; g < model->rowCount(); ++g) {
            const QModelIndex group = model->index(g, 0);
            for (int r = 0; r < model->rowCount(group); ++r) {
                const QModelIndex index = model->index(r, 0, group);
                if (index.data(FindingsModel::FieldRole).toString() == field)
                    return index;
            }
        }
        return QModelIndex();
    }

    static void clickFinding(MainWindow &window, const QString &field)
    {
        QTreeView *view = window.findingsDock()->view();
        const QModelIndex index = findingIndex(window.findingsDock()->model(), field);
        QVERIFY2(index.isValid(), qPrintable(field));
        view->scrollTo(index);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
    }

    static void typeInto(QLineEdit *edit, const QString &text)
    {
        edit->setFocus();
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Backspace);
        QTest::keyClicks(edit, text);
    }

private Q_SLOTS:
    void initTestCase() { isolateSettings(); }

    void statusBarSaysWhenNodesAreUnknown()
    {
        // The totals are PlanFigures' (as in the Compare dock and tpu-plan diff): a pool whose
        // shape does not resolve makes the node count unknown, not a partial sum.
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        QVERIFY2(window.totalsLabel()->text().startsWith(QStringLiteral("256 chips · 64 nodes · 1 slice")),
                 qPrintable(window.totalsLabel()->text()));
        Plan plan = window.document()->plan();
        plan.pools[0].machineType = QStringLiteral("no-such-machine");
        window.document()->editPlan(plan, QStringLiteral("unknown machine type"));
        QVERIFY2(window.totalsLabel()->text().contains(QStringLiteral("nodes unknown")), qPrintable(window.totalsLabel()->text()));
    }

    void autopilotTurnsMachineTypesIntoAccelerators()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.selectPool(0);
        PoolEditor *editor = window.poolEditor();
        QCOMPARE(editor->ownerLabel()->text(), QStringLiteral("Machine t&ype:"));
        QCOMPARE(editor->ownerCombo()->currentValue(), QStringLiteral("ct5lp-hightpu-4t"));

        window.selectPool(-1);
        QRadioButton *autopilot = window.clusterEditor()->autopilotButton();
        QVERIFY(autopilot->isEnabled());
        QTest::mouseClick(autopilot, Qt::LeftButton);
        QCOMPARE(window.document()->plan().cluster.mode, QStringLiteral("autopilot"));

        window.selectPool(0);
        QCOMPARE(editor->ownerLabel()->text(), QStringLiteral("&Accelerator:"));
        QCOMPARE(editor->ownerCombo()->currentValue(), QStringLiteral("tpu-v5-lite-podslice"));
        for (int i = 0; i < editor->ownerCombo()->count(); ++i)
            QVERIFY(!editor->ownerCombo()->itemData(i).toString().startsWith(QLatin1String("ct")));
        const Pool &pool = window.document()->plan().pools.at(0);
        QVERIFY(pool.machineType.isEmpty());
        QCOMPARE(pool.accelerator, QStringLiteral("tpu-v5-lite-podslice"));
        QVERIFY(!hasErrors(window.document()->findings()));
        // Autopilot manages scaling: the Standard-only field is shown disabled, not hidden.
        QVERIFY(editor->autoscalingCheck()->isVisible() || !window.isVisible());
        QVERIFY(!editor->autoscalingCheck()->isEnabled());
        QVERIFY(!editor->autoscalingCheck()->toolTip().isEmpty());
    }

    // Window-wide shortcuts work from a text field; Ctrl+Z there undoes the plan's last step
    // (the typing), and Redo brings it back.
    void shortcutsWorkWhileTyping()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.selectPool(-1);
        QLineEdit *name = window.clusterEditor()->clusterNameEdit();
        name->setFocus();
        QTRY_VERIFY(name->hasFocus());
        name->end(false);
        const QString before = window.document()->plan().cluster.name;
        QTest::keyClicks(name, QStringLiteral("x"));
        QCOMPARE(window.document()->plan().cluster.name, before + QLatin1Char('x'));
        const int steps = window.document()->undoStack()->count();
        QTest::keySequence(name, QKeySequence::Undo);
        QCOMPARE(window.document()->plan().cluster.name, before);
        QCOMPARE(name->text(), before);
        QCOMPARE(window.document()->undoStack()->count(), steps); // no new step for the field's own undo
        QVERIFY(window.document()->undoStack()->canRedo());
        QTest::keySequence(name, QKeySequence::Redo);
        QCOMPARE(window.document()->plan().cluster.name, before + QLatin1Char('x'));

        bool exportOpened = false;
        QTimer::singleShot(0, &window, [&exportOpened] {
            if (auto *dialog = qobject_cast<ExportDialog *>(QApplication::activeModalWidget())) {
                exportOpened = true;
                dialog->reject();
            }
        });
        QTest::keyClick(name, Qt::Key_E, Qt::ControlModifier);
        QVERIFY(exportOpened);
    }

    // The topology list shows all its columns, and two rows of one topology say how they
    // differ in their text (Autopilot v6e 2x4: one node of 8 chips, or two nodes of 4).
    void topologyRowsSayHowTheyDiffer()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.openPlan(example("v6e-serving-autopilot.tpuplan.yaml"), true));
        window.show();
        window.selectPool(0);
        TopologyPicker *picker = window.poolEditor()->topologyPicker();
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

    // The release channel combo shows GKE's default for a plan without one, writes the choice
    // into the plan in one undo step, and the exports follow it.
    void releaseChannelIsChosenInTheClusterEditor()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        QVERIFY(window.document()->plan().cluster.releaseChannel.isEmpty());
        ChoiceComboBox *channels = window.clusterEditor()->clusterSection()->releaseChannelCombo();
        QCOMPARE(channels->currentData().toString(), QStringLiteral("regular"));
        const int row = channels->indexOfValue(QStringLiteral("extended"));
        QVERIFY(row >= 0);
        channels->setCurrentIndex(row);
        Q_EMIT channels->activated(row);
        QCOMPARE(window.document()->plan().cluster.releaseChannel, QStringLiteral("extended"));
        const QList<BundleFile> files = ExportBundle::build(window.document()->plan(), QString(), window.document()->findings(),
                                                            window.document()->catalog());
        const auto gcloud = std::find_if(files.begin(), files.end(), [](const BundleFile &f) { return f.path == QLatin1String("gcloud.sh"); });
        QVERIFY(gcloud != files.end());
        QVERIFY(gcloud->contents.contains("--release-channel=extended"));
        window.document()->undoStack()->undo();
        QVERIFY(window.document()->plan().cluster.releaseChannel.isEmpty());
        QCOMPARE(channels->currentData().toString(), QStringLiteral("regular"));
    }

    void unavailableZoneIsDisabledWithReason()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.selectPool(0);
        ChoiceComboBox *zones = window.poolEditor()->zoneCombo();
        // us-central1-b offers v6e and v3 but not v5e.
        const int row = zones->indexOfValue(QStringLiteral("us-central1-b"));
        QVERIFY(row >= 0);
        QVERIFY(!zones->isValueEnabled(QStringLiteral("us-central1-b")));
        const QString tip = zones->itemData(row, Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QLatin1String("v5e is not offered in us-central1-b")), qPrintable(tip));
        QVERIFY(zones->isValueEnabled(QStringLiteral("us-central1-a")));
        // v4 is offered only in us-central2-b: choosing it is no dead end, it moves the pool there
        // and says so before the user picks it.
        ChoiceComboBox *tpus = window.poolEditor()->tpuCombo();
        QVERIFY(tpus->isValueEnabled(QStringLiteral("v4")));
        QVERIFY2(tpus->reasonFor(QStringLiteral("v4")).contains(QLatin1String("us-central2-b")),
                 qPrintable(tpus->reasonFor(QStringLiteral("v4"))));
        // Picking the disabled zone does nothing.
        zones->setCurrentIndex(row);
        Q_EMIT zones->activated(row);
        QCOMPARE(window.document()->plan().pools.at(0).zone, QStringLiteral("us-central1-a"));
    }

    void findingClickFocusesItsField()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.selectPool(-1);
        clickFinding(window, QStringLiteral("pools[0].capacity"));
        QCOMPARE(window.selectedPool(), 0);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(window.poolEditor()->capacityCombo()));

        // An error on a cluster field raised by a pool: the cluster editor gets the focus.
        typeInto(window.clusterEditor()->versionEdit(), QStringLiteral("1.26.0"));
        window.selectPool(0);
        QVERIFY(hasErrors(window.document()->findings()));
        clickFinding(window, QStringLiteral("cluster.version"));
        QCOMPARE(window.selectedPool(), -1);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(window.clusterEditor()->versionEdit()));
        QVERIFY(window.findingsDock()->windowTitle().contains(QLatin1String("error")));
    }

    void quotaIsEditedInTheClusterEditor()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        // One field per TPU version of the catalog: the plan's quota (v5e: 256), "not set" elsewhere.
        for (const TpuVersion &tpu : Catalog::builtIn().tpus) {
            QSpinBox *spin = window.clusterEditor()->quotaSpin(tpu.id);
            QVERIFY2(spin, qPrintable(tpu.id));
            if (tpu.id != QLatin1String("v5e"))
                QCOMPARE(spin->text(), QStringLiteral("not set"));
        }
        QSpinBox *v5e = window.clusterEditor()->quotaSpin(QStringLiteral("v5e"));
        QCOMPARE(v5e->value(), 256);
        const auto quotaError = [&window] {
            for (const Finding &f : window.document()->findings()) {
                if (f.rule == QLatin1String("quota") && f.isError())
                    return f;
            }
            return Finding{};
        };
        QVERIFY(quotaError().rule.isEmpty());
        // A quota below what the 16x16 pool uses is an error that points at the v5e field.
        v5e->setValue(128);
        QCOMPARE(window.document()->plan().quota->value(QStringLiteral("v5e")), 128);
        QCOMPARE(quotaError().field, QStringLiteral("quota.v5e"));
        window.selectPool(0);
        clickFinding(window, QStringLiteral("quota.v5e"));
        QCOMPARE(window.selectedPool(), -1);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(v5e));
        // Undo restores the file's quota and clears the error.
        window.document()->undoStack()->undo();
        QCOMPARE(window.document()->plan().quota->value(QStringLiteral("v5e")), 256);
        QCOMPARE(v5e->value(), 256);
        QVERIFY(quotaError().rule.isEmpty());
        // A quota for another version is added to the map; "not set" everywhere removes it.
        window.clusterEditor()->quotaSpin(QStringLiteral("v5p"))->setValue(512);
        QCOMPARE(window.document()->plan().quota->size(), 2);
        window.clusterEditor()->quotaSpin(QStringLiteral("v5p"))->setValue(-1);
        v5e->setValue(-1);
        QVERIFY(!window.document()->plan().quota);
    }

    void topologyChangeUndoesAndRedoes()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.selectPool(0);
        QComboBox *combo = window.poolEditor()->topologyPicker()->comboBox();
        QVERIFY(!combo->isEditable()); // v5e has no custom topologies
        combo->setFocus();
        QTest::keyClick(combo, Qt::Key_Up); // 16x16 -> 8x16, as a keyboard user would
        const Plan &plan = window.document()->plan();
        QCOMPARE(plan.pools[0].topology, QStringLiteral("8x16"));
        QCOMPARE(*plan.pools[0].autoscaling->maxNodes, 32); // atomic bounds follow the slice
        QVERIFY(window.isWindowModified());
        QUndoStack *stack = window.document()->undoStack();
        QCOMPARE(stack->count(), 1);
        stack->undo();
        QCOMPARE(window.document()->plan().pools[0].topology, QStringLiteral("16x16"));
        QCOMPARE(*window.document()->plan().pools[0].autoscaling->maxNodes, 64);
        QCOMPARE(combo->currentText(), QStringLiteral("16x16"));
        QVERIFY(!window.isWindowModified());
        stack->redo();
        QCOMPARE(window.document()->plan().pools[0].topology, QStringLiteral("8x16"));
        QCOMPARE(combo->currentText(), QStringLiteral("8x16"));
    }

    void typingMergesIntoOneUndoStep()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.selectPool(0);
        typeInto(window.poolEditor()->nameEdit(), QStringLiteral("pretrain"));
        QCOMPARE(window.document()->plan().pools[0].name, QStringLiteral("pretrain"));
        QCOMPARE(window.document()->undoStack()->count(), 1);
        window.document()->undoStack()->undo();
        QCOMPARE(window.document()->plan().pools[0].name, QStringLiteral("v5e-256"));
    }

    void undoActionsFollowTheOpenDocumentsStack()
    {
        MainWindow window(Catalog::builtIn());
        QAction *undo = nullptr;
        QAction *redo = nullptr;
        for (QAction *action : window.findChildren<QAction *>()) {
            if (action->shortcut() == QKeySequence(QKeySequence::Undo))
                undo = action;
            else if (action->shortcut() == QKeySequence(QKeySequence::Redo))
                redo = action;
        }
        QVERIFY(undo && redo);
        QVERIFY(window.openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.selectPool(0);
        QVERIFY(!undo->isEnabled());
        typeInto(window.poolEditor()->nameEdit(), QStringLiteral("pretrain"));
        QVERIFY(undo->isEnabled());
        QCOMPARE(undo->text(), QStringLiteral("&Undo Rename pool"));
        undo->trigger();
        QCOMPARE(window.document()->plan().pools[0].name, QStringLiteral("v5e-256"));
        QVERIFY(redo->isEnabled());
        redo->trigger();
        QCOMPARE(window.document()->plan().pools[0].name, QStringLiteral("pretrain"));
        // Another plan brings its own, empty history; the window is closed with it unsaved.
        QVERIFY(window.openPlan(example("v5p-multislice-reservation.tpuplan.yaml"), true));
        QVERIFY(!undo->isEnabled());
        QVERIFY(!redo->isEnabled());
        window.selectPool(0);
        typeInto(window.poolEditor()->nameEdit(), QStringLiteral("x"));
        QVERIFY(undo->isEnabled());
    }

    void customTopologyFeedback()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.openPlan(example("v5p-multislice-reservation.tpuplan.yaml"), true));
        window.selectPool(0);
        // Two slices of a custom shape would pass the plan's 256-chip quota: one slice first.
        QTest::keyClick(window.poolEditor()->slicesSpin(), Qt::Key_Down);
        QCOMPARE(window.document()->plan().pools[0].sliceCount(), 1);
        TopologyPicker *picker = window.poolEditor()->topologyPicker();
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
        QCOMPARE(window.document()->plan().pools[0].topology, QStringLiteral("4x4x12"));
        QVERIFY(!hasErrors(window.document()->findings()));
    }

    void saveAndReopenRoundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.tpuplan.yaml"));
        QByteArray saved;
        int slices = 0;
        {
            MainWindow window(Catalog::builtIn());
            QVERIFY(window.openPlan(example("v6e-mixed-pools-standard.tpuplan.yaml"), true));
            window.selectPool(1);
            slices = window.document()->plan().pools[1].sliceCount() + 1;
            QTest::keyClick(window.poolEditor()->slicesSpin(), Qt::Key_Up);
            QCOMPARE(window.document()->plan().pools[1].sliceCount(), slices);
            QVERIFY(window.isWindowModified());
            QVERIFY(window.windowTitle().contains(QLatin1String("[*]")));
            QVERIFY(window.saveTo(path));
            QVERIFY(!window.isWindowModified());
            saved = PlanWriter::toYaml(window.document()->plan());
        }
        MainWindow reopened(Catalog::builtIn());
        QVERIFY(reopened.openPlan(path, true));
        QCOMPARE(PlanWriter::toYaml(reopened.document()->plan()), saved);
        QCOMPARE(reopened.document()->plan().pools[1].sliceCount(), slices);
        QVERIFY(!reopened.isWindowModified());
        QVERIFY(reopened.windowTitle().startsWith(QLatin1String("plan.tpuplan.yaml")));
    }

    void availabilityCellAppliesToSelectedPool()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.selectPool(0);
        AvailabilityModel *model = window.availabilityMatrix()->model();
        int row = -1;
        int column = -1;
        for (int r = 0; r < model->rowCount(); ++r) {
            for (int c = 0; c < model->columnCount(); ++c) {
                const QModelIndex index = model->index(r, c);
                if (index.data(AvailabilityModel::ZoneRole) == QStringLiteral("us-east5-a")
                    && index.data(AvailabilityModel::TpuRole) == QStringLiteral("v5p")) {
                    row = r;
                    column = c;
                }
            }
        }
        QVERIFY(row >= 0);
        QCOMPARE(model->index(row, column).data(AvailabilityModel::StateRole).toInt(), int(AvailabilityGrid::State::Offered));
        QTableView *view = window.availabilityMatrix()->view();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        view->scrollTo(model->index(row, column));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(model->index(row, column)).center());
        const Plan &plan = window.document()->plan();
        QCOMPARE(plan.pools[0].tpu, QStringLiteral("v5p"));
        QCOMPARE(plan.pools[0].zone, QStringLiteral("us-east5-a"));
        QCOMPARE(plan.cluster.region, QStringLiteral("us-east5"));
        QVERIFY(plan.pools[0].machineType.startsWith(QLatin1String("ct5p-")));
        // A version that needs a newer GKE is marked so, with the minimum in the tooltip.
        typeInto(window.clusterEditor()->versionEdit(), QStringLiteral("1.29.0"));
        bool sawNewer = false;
        for (int r = 0; r < model->rowCount(); ++r) {
            for (int c = 0; c < model->columnCount(); ++c) {
                const QModelIndex index = model->index(r, c);
                if (index.data(AvailabilityModel::StateRole).toInt() == int(AvailabilityGrid::State::NeedsNewerGke)) {
                    sawNewer = true;
                    // The minimum named is a newer minor than the cluster's 1.29 (1.31 for Trillium,
                    // 1.34 for Ironwood).
                    const QString tip = index.data(Qt::ToolTipRole).toString();
                    QVERIFY2(tip.contains(QLatin1String("1.31")) || tip.contains(QLatin1String("1.34")), qPrintable(tip));
                }
            }
        }
        QVERIFY(sawNewer);
    }

    void opensThePlanGivenAtConstructionAndBuildsHiddenPanelsOnDemand()
    {
        // tpu-planner PLAN: the window starts on the plan, without a throwaway new plan first.
        MainWindow window(Catalog::builtIn(), nullptr, nullptr, example("v5e-16x16-standard.tpuplan.yaml"));
        QVERIFY(window.document()->filePath().endsWith(QLatin1String("v5e-16x16-standard.tpuplan.yaml")));
        QVERIFY(!window.document()->isModified());
        QCOMPARE(window.document()->undoStack()->count(), 0);
        const PlanLoadResult file = PlanReader::readFile(example("v5e-16x16-standard.tpuplan.yaml"));
        QCOMPARE(window.document()->plan().pools.size(), file.plan.pools.size());
        // It opens on the cluster; the pool editor is built once the window runs (its labels
        // name the pool findings' fields) or when a pool is first chosen, not while the window
        // is being made; the export preview when its tab is first raised (not by showing the window).
        QVERIFY(window.findChildren<PoolEditor *>().isEmpty());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.outlineView()->currentIndex(), window.outlineModel()->clusterIndex());
        QVERIFY(window.findChildren<ExportPreview *>().isEmpty());
        window.selectPool(0);
        QCOMPARE(window.findChildren<PoolEditor *>().size(), 1);
        QCOMPARE(window.poolEditor()->pool(), 0);
        // The cluster editor and the export preview are built when first needed, then kept.
        ClusterEditor *cluster = window.clusterEditor();
        QVERIFY(cluster);
        QCOMPARE(window.clusterEditor(), cluster);
        window.selectPool(-1);
        QCOMPARE(window.clusterEditor(), cluster);
        ExportPreview *preview = window.exportPreview();
        QVERIFY(preview);
        QCOMPARE(window.exportPreview(), preview);
        preview->refresh();
        QVERIFY(preview->filePaths().contains(QStringLiteral("gcloud.sh")));
    }

    void exportPreviewFollowsEdits()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        ExportPreview *preview = window.exportPreview();
        preview->refresh();
        QVERIFY(preview->filePaths().contains(QStringLiteral("gcloud.sh")));
        QVERIFY(preview->filePaths().contains(QStringLiteral("main.tf")));
        QVERIFY(preview->showFile(QStringLiteral("gcloud.sh")));
        const QRegularExpression flag(QStringLiteral("tpu-topology[= ]'?(\\d+x\\d+)"));
        QCOMPARE(flag.match(preview->text()).captured(1), QStringLiteral("16x16"));
        window.selectPool(0);
        QComboBox *combo = window.poolEditor()->topologyPicker()->comboBox();
        combo->setFocus();
        QTest::keyClick(combo, Qt::Key_Up);
        preview->refresh();
        QCOMPARE(flag.match(preview->text()).captured(1), QStringLiteral("8x16"));
    }

    void exportDialogWritesTheBundle()
    {
        QTemporaryDir dir;
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        {
            ExportDialog dialog(window.document(), &window);
            dialog.folderEdit()->setText(dir.filePath(QStringLiteral("bundle")));
            QString error;
            QVERIFY2(dialog.exportBundle(&error), qPrintable(error));
            QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("bundle/gcloud.sh"))));
            QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("bundle/main.tf"))));
        }
        {
            // A folder with the user's own README.md: refused, naming it; replaced only when the
            // user agrees (the dialog asks, then exports with replaceOthers).
            const QString project = dir.filePath(QStringLiteral("project"));
            QVERIFY(QDir().mkpath(project));
            QFile readme(project + QStringLiteral("/README.md"));
            QVERIFY(readme.open(QIODevice::WriteOnly));
            readme.write("mine\n");
            readme.close();
            ExportDialog dialog(window.document(), &window);
            dialog.folderEdit()->setText(project);
            QString error;
            QVERIFY(!dialog.exportBundle(&error));
            QVERIFY2(error.contains(QLatin1String("README.md")), qPrintable(error));
            QCOMPARE(dialog.result().others, QStringList{QStringLiteral("README.md")});
            QVERIFY(readme.open(QIODevice::ReadOnly));
            QCOMPARE(readme.readAll(), QByteArray("mine\n"));
            readme.close();
            QVERIFY2(dialog.exportBundle(&error, true), qPrintable(error));
            QVERIFY(QFileInfo::exists(project + QStringLiteral("/gcloud.sh")));
            QCOMPARE(dialog.result().others, QStringList{QStringLiteral("README.md")});
        }
        {
            // The plan open in the window, saved as the bundle's own plan copy: never written over.
            const QString bundle = dir.filePath(QStringLiteral("bundle"));
            QVERIFY(window.openPlan(bundle + QStringLiteral("/plan.tpuplan.yaml"), true));
            ExportDialog dialog(window.document(), &window);
            dialog.folderEdit()->setText(bundle);
            QString error;
            QVERIFY(!dialog.exportBundle(&error, true));
            QVERIFY2(error.contains(QLatin1String("the plan being exported")), qPrintable(error));
            QVERIFY(window.openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        }
        // A plan with errors is exported only when the user insists, as with the CLI's --force.
        typeInto(window.clusterEditor()->versionEdit(), QStringLiteral("1.26.0"));
        ExportDialog dialog(window.document(), &window);
        QPushButton *exportButton = nullptr;
        for (QPushButton *button : dialog.findChildren<QPushButton *>()) {
            if (button->text() == QLatin1String("&Export"))
                exportButton = button;
        }
        QVERIFY(exportButton);
        QVERIFY(!exportButton->isEnabled());
        dialog.forceCheck()->setChecked(true);
        QVERIFY(exportButton->isEnabled());
    }

    void torusPanelFollowsTheSelectedPool()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.openPlan(example("v6e-mixed-pools-standard.tpuplan.yaml"), true));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.torusDock()->raise();
        QTRY_VERIFY(window.torusDock()->isVisible());
        QTRY_VERIFY(window.torusPanel()); // built in the turn after the dock is first shown
        window.selectPool(1);
        const QString topology = window.document()->plan().pools[1].topology;
        QTRY_VERIFY2(window.torusPanel()->caption().contains(topology), qPrintable(window.torusPanel()->caption()));
        window.selectPool(0);
        const QString first = window.document()->plan().pools[0].topology;
        QTRY_VERIFY2(window.torusPanel()->caption().contains(first), qPrintable(window.torusPanel()->caption()));
    }
    // Both newcomer plans built from File > New: tst_newcomerflow (English and Vietnamese).
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
