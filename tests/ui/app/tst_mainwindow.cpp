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
#include "ui/editors/PoolWorkloadSection.h"
#include "ui/editors/TopologyPicker.h"
#include "ui/torus/TorusPanel.h"
#include "ui/docks/TrainingDock.h"
#include "ui/app/DocumentController.h"
#include "ui/app/TrainingController.h"
#include "ui/app/Settings.h"
#include "ui/cost/CostChart.h"

#include "core/cost/CostCalculator.h"
#include "core/export/ExportBundle.h"
#include "core/plan/PlanReader.h"
#include "core/plan/PlanWriter.h"
#include "core/plan/PoolShape.h"

#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QMimeData>
#include <QFileInfo>
#include <QPushButton>
#include <QRegularExpression>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QRadioButton>
#include <QSpinBox>
#include <QStatusBar>
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
        QTreeView *view = window.findChild<FindingsDock *>()->view();
        const QModelIndex index = findingIndex(window.findChild<FindingsDock *>()->model(), field);
        QVERIFY2(index.isValid(), qPrintable(field));
        view->scrollTo(index);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
    }

    /// The pool selected in the outline (-1: the cluster), as the user sees it.
    static int selectedPool(const MainWindow &window)
    {
        const QTreeView *outline = window.findChild<QTreeView *>(QStringLiteral("PlanOutline"));
        return outline->currentIndex().data(PlanOutlineModel::PoolIndexRole).toInt();
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
        QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        QVERIFY2(window.findChild<QLabel *>(QStringLiteral("PlanTotals"))->text().startsWith(QStringLiteral("256 chips · 64 nodes · 1 slice")),
                 qPrintable(window.findChild<QLabel *>(QStringLiteral("PlanTotals"))->text()));
        Plan plan = window.document()->plan();
        plan.pools[0].machineType = QStringLiteral("no-such-machine");
        window.document()->editPlan(plan, QStringLiteral("unknown machine type"));
        QVERIFY2(window.findChild<QLabel *>(QStringLiteral("PlanTotals"))->text().contains(QStringLiteral("nodes unknown")), qPrintable(window.findChild<QLabel *>(QStringLiteral("PlanTotals"))->text()));
    }

    // QA: "1940598 chips" in the status bar; the counts take the language's group separators.
    void statusBarCountsAreGrouped()
    {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        Plan plan = window.document()->plan();
        plan.pools[0].slices = 8;
        window.document()->editPlan(plan, QStringLiteral("8 slices"));
        const QString text = window.findChild<QLabel *>(QStringLiteral("PlanTotals"))->text();
        QLocale::setDefault(before);
        QVERIFY2(text.startsWith(QStringLiteral("2,048 chips · 512 nodes · 8 slices")), qPrintable(text));
    }

    // Window-wide shortcuts work from a text field; Ctrl+Z there undoes the plan's last step
    // (the typing), and Redo brings it back.
    void shortcutsWorkWhileTyping()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.selectPool(-1);
        QLineEdit *name = window.findChild<ClusterEditor *>()->clusterNameEdit();
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
        // Ctrl+Y redoes too, as on other systems, wherever the focus is (a text field has its
        // own; here a list).
        QWidget *region = window.findChild<ClusterEditor *>()->regionCombo();
        region->setFocus();
        QTRY_VERIFY(region->hasFocus());
        QTest::keySequence(region, QKeySequence::Undo);
        QCOMPARE(window.document()->plan().cluster.name, before);
        QTest::keyClick(region, Qt::Key_Y, Qt::ControlModifier);
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

    // A text field keeps its own editing keys: Ctrl+Delete (delete word) in a pool's name
    // removed the whole pool, as Remove Pool's shortcut took the key. Outside a text field,
    // Ctrl+Delete still removes the pool.
    void aTextFieldKeepsItsEditingKeys()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.selectPool(0);
        QTest::keyClick(&window, Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(window.document()->plan().pools.size(), size_t(2));
        QCOMPARE(selectedPool(window), 1);
        QLineEdit *name = window.findChild<PoolEditor *>()->nameEdit();
        name->setFocus();
        QTRY_VERIFY(name->hasFocus());
        const QString before = name->text();
        QTest::keyClick(name, Qt::Key_Home);
        QTest::keyClick(name, Qt::Key_Delete, Qt::ControlModifier);
        QCOMPARE(window.document()->plan().pools.size(), size_t(2));
        QVERIFY2(name->text().size() < before.size() && before.endsWith(name->text()), qPrintable(name->text()));
        QTest::keyClick(name, Qt::Key_End);
        QTest::keyClick(name, Qt::Key_Backspace, Qt::ControlModifier);
        QCOMPARE(window.document()->plan().pools.size(), size_t(2));
        QTreeView *outline = window.findChild<QTreeView *>(QStringLiteral("PlanOutline"));
        outline->setFocus();
        QTRY_VERIFY(outline->hasFocus());
        QTest::keyClick(outline, Qt::Key_Delete, Qt::ControlModifier);
        QCOMPARE(window.document()->plan().pools.size(), size_t(1));
    }

    void findingClickFocusesItsField()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.selectPool(-1);
        clickFinding(window, QStringLiteral("pools[0].capacity"));
        QCOMPARE(selectedPool(window), 0);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(window.findChild<PoolEditor *>()->capacityCombo()));

        // An error on a cluster field raised by a pool: the cluster editor gets the focus.
        typeInto(window.findChild<ClusterEditor *>()->versionEdit(), QStringLiteral("1.26.0"));
        window.selectPool(0);
        QVERIFY(hasErrors(window.document()->findings()));
        clickFinding(window, QStringLiteral("cluster.version"));
        QCOMPARE(selectedPool(window), -1);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(window.findChild<ClusterEditor *>()->versionEdit()));
        QVERIFY(window.findChild<FindingsDock *>()->windowTitle().contains(QLatin1String("error")));
    }

    void quotaIsEditedInTheClusterEditor()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        // One field per TPU version of the catalog: the plan's quota (v5e: 256), "not set" elsewhere.
        for (const TpuVersion &tpu : Catalog::builtIn().tpus) {
            QSpinBox *spin = window.findChild<ClusterEditor *>()->quotaSpin(tpu.id);
            QVERIFY2(spin, qPrintable(tpu.id));
            if (tpu.id != QLatin1String("v5e"))
                QCOMPARE(spin->text(), QStringLiteral("not set"));
        }
        QSpinBox *v5e = window.findChild<ClusterEditor *>()->quotaSpin(QStringLiteral("v5e"));
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
        QCOMPARE(selectedPool(window), -1);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(v5e));
        // Undo restores the file's quota and clears the error.
        window.document()->undoStack()->undo();
        QCOMPARE(window.document()->plan().quota->value(QStringLiteral("v5e")), 256);
        QCOMPARE(v5e->value(), 256);
        QVERIFY(quotaError().rule.isEmpty());
        // A quota for another version is added to the map; "not set" everywhere removes it.
        window.findChild<ClusterEditor *>()->quotaSpin(QStringLiteral("v5p"))->setValue(512);
        QCOMPARE(window.document()->plan().quota->size(), 2);
        window.findChild<ClusterEditor *>()->quotaSpin(QStringLiteral("v5p"))->setValue(-1);
        v5e->setValue(-1);
        QVERIFY(!window.document()->plan().quota);
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
        QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.selectPool(0);
        QVERIFY(!undo->isEnabled());
        typeInto(window.findChild<PoolEditor *>()->nameEdit(), QStringLiteral("pretrain"));
        QVERIFY(undo->isEnabled());
        QCOMPARE(undo->text(), QStringLiteral("&Undo Rename pool"));
        undo->trigger();
        QCOMPARE(window.document()->plan().pools[0].name, QStringLiteral("v5e-256"));
        QVERIFY(redo->isEnabled());
        redo->trigger();
        QCOMPARE(window.document()->plan().pools[0].name, QStringLiteral("pretrain"));
        // Another plan brings its own, empty history; the window is closed with it unsaved.
        QVERIFY(window.documents()->openPlan(example("v5p-multislice-reservation.tpuplan.yaml"), true));
        QVERIFY(!undo->isEnabled());
        QVERIFY(!redo->isEnabled());
        window.selectPool(0);
        typeInto(window.findChild<PoolEditor *>()->nameEdit(), QStringLiteral("x"));
        QVERIFY(undo->isEnabled());
    }

    void saveAndReopenRoundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.tpuplan.yaml"));
        QByteArray saved;
        int slices = 0;
        {
            MainWindow window(Catalog::builtIn());
            QVERIFY(window.documents()->openPlan(example("v6e-mixed-pools-standard.tpuplan.yaml"), true));
            window.selectPool(1);
            slices = window.document()->plan().pools[1].sliceCount() + 1;
            QTest::keyClick(window.findChild<PoolEditor *>()->slicesSpin(), Qt::Key_Up);
            QCOMPARE(window.document()->plan().pools[1].sliceCount(), slices);
            QVERIFY(window.isWindowModified());
            QVERIFY(window.windowTitle().contains(QLatin1String("[*]")));
            QVERIFY(window.documents()->saveTo(path));
            QVERIFY(!window.isWindowModified());
            saved = PlanWriter::toYaml(window.document()->plan());
        }
        MainWindow reopened(Catalog::builtIn());
        QVERIFY(reopened.documents()->openPlan(path, true));
        QCOMPARE(PlanWriter::toYaml(reopened.document()->plan()), saved);
        QCOMPARE(reopened.document()->plan().pools[1].sliceCount(), slices);
        QVERIFY(!reopened.isWindowModified());
        QVERIFY(reopened.windowTitle().startsWith(QLatin1String("plan.tpuplan.yaml")));
    }

    void availabilityCellAppliesToSelectedPool()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.selectPool(0);
        AvailabilityModel *model = window.findChild<AvailabilityMatrix *>()->model();
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
        QTableView *view = window.findChild<AvailabilityMatrix *>()->view();
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
        typeInto(window.findChild<ClusterEditor *>()->versionEdit(), QStringLiteral("1.29.0"));
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
        // It opens on the cluster; the pool editor is built when a pool is first chosen (the
        // findings name pool fields without it), not while the window is made or shown; the
        // export preview when its tab is first raised (not by showing the window).
        QVERIFY(window.findChildren<PoolEditor *>().isEmpty());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCoreApplication::processEvents();
        QVERIFY(window.findChildren<PoolEditor *>().isEmpty());
        QCOMPARE(window.findChild<QTreeView *>(QStringLiteral("PlanOutline"))->currentIndex(), window.findChild<PlanOutlineModel *>()->clusterIndex());
        QVERIFY(window.findChildren<ExportPreview *>().isEmpty());
        window.selectPool(0);
        QCOMPARE(window.findChildren<PoolEditor *>().size(), 1);
        QCOMPARE(window.findChild<PoolEditor *>()->pool(), 0);
        // The cluster editor is built when first needed, then kept.
        ClusterEditor *cluster = window.findChild<ClusterEditor *>();
        QVERIFY(cluster);
        window.selectPool(-1);
        QCOMPARE(window.findChild<ClusterEditor *>(), cluster);
        // The export preview, when its tab is first raised, with the plan open then.
        QVERIFY(window.documents()->openPlan(example("v6e-mixed-pools-standard.tpuplan.yaml"), true));
        auto *previewDock = window.findChild<QDockWidget *>(QStringLiteral("ExportPreviewDock"));
        previewDock->raise();
        QTRY_VERIFY(window.findChild<ExportPreview *>());
        ExportPreview *preview = window.findChild<ExportPreview *>();
        preview->refresh();
        QVERIFY(preview->showFile(QStringLiteral("gcloud.sh")));
        QVERIFY2(preview->text().contains(window.document()->plan().cluster.name), qPrintable(preview->text()));
        window.findChild<QDockWidget *>(QStringLiteral("FindingsDock"))->raise();
        previewDock->raise();
        QCoreApplication::processEvents();
        QCOMPARE(window.findChildren<ExportPreview *>().size(), 1);
        // The training dock is built for the first lesson.
        QVERIFY(window.findChildren<TrainingDock *>().isEmpty());
    }

    // A plan file dropped on the window opens as if chosen in File > Open; anything else is refused.
    void aDroppedPlanFileOpens()
    {
        MainWindow window(Catalog::builtIn());
        QMimeData notAPlan;
        notAPlan.setUrls({QUrl::fromLocalFile(QStringLiteral(TPUPLAN_SOURCE_DIR "/README.md"))});
        QDragEnterEvent refused(QPoint(10, 10), Qt::CopyAction, &notAPlan, Qt::LeftButton, {});
        QApplication::sendEvent(&window, &refused);
        QVERIFY(!refused.isAccepted());
        QMimeData plan;
        plan.setUrls({QUrl::fromLocalFile(example("v6e-mixed-pools-standard.tpuplan.yaml"))});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &plan, Qt::LeftButton, {});
        QApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &plan, Qt::LeftButton, {});
        QApplication::sendEvent(&window, &drop);
        QVERIFY(drop.isAccepted());
        QVERIFY(window.document()->filePath().endsWith(QLatin1String("v6e-mixed-pools-standard.tpuplan.yaml")));
        QVERIFY(window.windowTitle().startsWith(QLatin1String("v6e-mixed-pools-standard.tpuplan.yaml")));
    }

    void torusPanelFollowsTheSelectedPool()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.documents()->openPlan(example("v6e-mixed-pools-standard.tpuplan.yaml"), true));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.findChild<QDockWidget *>(QStringLiteral("TorusDock"))->raise();
        QTRY_VERIFY(window.findChild<QDockWidget *>(QStringLiteral("TorusDock"))->isVisible());
        QTRY_VERIFY(window.findChild<TorusPanel *>()); // built in the turn after the dock is first shown
        window.selectPool(1);
        const QString topology = window.document()->plan().pools[1].topology;
        QTRY_VERIFY2(window.findChild<TorusPanel *>()->caption().contains(topology), qPrintable(window.findChild<TorusPanel *>()->caption()));
        window.selectPool(0);
        const QString first = window.document()->plan().pools[0].topology;
        QTRY_VERIFY2(window.findChild<TorusPanel *>()->caption().contains(first), qPrintable(window.findChild<TorusPanel *>()->caption()));
    }
    // Issue 31: a normal run of the window asks no model for an invalid index. A v5p pool whose
    // typed topology is no listed row was the caller (its editable combo asked for row -1).
    void aWindowRunWarnsOfNoInvalidIndex()
    {
        static QStringList invalid;
        invalid.clear();
        static QtMessageHandler previous = nullptr;
        previous = qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &context, const QString &text) {
            if (text.contains(QLatin1String("checkIndex")) || text.contains(QLatin1String("is not valid")))
                invalid.append(text);
            previous(type, context, text);
        });
        {
            MainWindow window(Catalog::builtIn());
            window.resize(1280, 800);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.selectPool(0);
            for (const char *dock : {"CostDock", "CompareDock", "TorusDock", "ExportPreviewDock", "AvailabilityDock"}) {
                window.findChild<QDockWidget *>(QLatin1String(dock))->raise();
                QCoreApplication::processEvents();
            }
            QVERIFY(window.documents()->openPlan(example("v5p-multislice-reservation.tpuplan.yaml"), true));
            window.selectPool(0);
            auto *pool = window.findChild<PoolEditor *>();
            QLineEdit *edit = pool->topologyPicker()->comboBox()->lineEdit();
            QVERIFY(edit);
            edit->setFocus();
            edit->selectAll();
            QTest::keyClicks(edit, QStringLiteral("4x4x12"));
            QTest::keyClick(edit, Qt::Key_Return);
            QCOMPARE(window.document()->plan().pools[0].topology, QStringLiteral("4x4x12"));
            window.selectPool(-1);
            window.selectPool(0);
            window.document()->undoStack()->undo();
            window.document()->undoStack()->redo();
            QCoreApplication::processEvents();
        }
        qInstallMessageHandler(previous);
        QVERIFY2(invalid.isEmpty(), qPrintable(invalid.join(QLatin1Char('\n'))));
    }

    // Issue 31: a first start without a plan says where to begin, and the line goes once the
    // user acts; a start with a plan, or after plans were opened before, has none.
    void aFirstStartSaysWhereToBegin()
    {
        Settings::recentFiles.set({});
        {
            MainWindow window(Catalog::builtIn());
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            auto *hint = window.findChild<QLabel *>(QStringLiteral("StartHint"));
            QVERIFY(hint && hint->isVisible());
            QVERIFY(hint->text().contains(QLatin1String("Guided Planning")));
            QVERIFY(hint->text().contains(QLatin1String("href=\"pool\"")));
            // "the pool" goes to the pool's editor, and the hint goes.
            Q_EMIT hint->linkActivated(QStringLiteral("pool"));
            QVERIFY(!hint->isVisible());
            QVERIFY(window.findChild<PoolEditor *>() && window.findChild<PoolEditor *>()->isVisible());
        }
        {
            MainWindow window(Catalog::builtIn());
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            auto *hint = window.findChild<QLabel *>(QStringLiteral("StartHint"));
            QVERIFY(hint->isVisible());
            Plan edited = window.document()->plan();
            edited.pools[0].slices = 2;
            window.document()->editPlan(edited, QStringLiteral("two slices"));
            QVERIFY(!hint->isVisible()); // an edit is acting too
        }
        {
            MainWindow window(Catalog::builtIn(), nullptr, nullptr, example("v5e-16x16-standard.tpuplan.yaml"));
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(!window.findChild<QLabel *>(QStringLiteral("StartHint"))->isVisible());
        }
        Settings::recentFiles.set({example("v5e-16x16-standard.tpuplan.yaml")});
        MainWindow again(Catalog::builtIn());
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QVERIFY(!again.findChild<QLabel *>(QStringLiteral("StartHint"))->isVisible());
        Settings::recentFiles.set({});
    }

    // Issue 31: File > New is valid, warning-free and priced: the status bar and the Cost dock
    // have figures, not "cost unknown".
    void aNewPlanHasACost()
    {
        MainWindow window(Catalog::builtIn());
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.documents()->newPlan();
        for (const Finding &f : window.document()->findings())
            QVERIFY2(f.severity == Severity::Info, qPrintable(f.rule + QLatin1String(": ") + f.message));
        const QString totals = window.findChild<QLabel *>(QStringLiteral("PlanTotals"))->text();
        QVERIFY2(totals.contains(QLatin1String("per month")) && !totals.contains(QLatin1String("unknown"))
                     && !totals.contains(QLatin1String("at least")),
                 qPrintable(totals));
    }

    // One monthly total for a plan, in the same unit for every plan: the status bar gives the
    // Cost dock's headline figure per month, for a reservation run part time (billed the whole
    // month), a plan with an unpublished price (at least) and one with a flex-start pool (at
    // most) alike, never per hour; its tooltip gives the hourly figure.
    void theStatusBarGivesTheCostDocksMonthlyTotal_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("bound");
        QTest::addColumn<QString>("leftOut");
        QTest::newRow("on-demand") << QStringLiteral("v5e-16x16-standard.tpuplan.yaml") << QString() << QString();
        QTest::newRow("reservation, 160 h") << QStringLiteral("v3-legacy-models-standard.tpuplan.yaml") << QString() << QString();
        QTest::newRow("reservation, 500 h, premium unknown")
            << QStringLiteral("v4-autopilot-multislice.tpuplan.yaml") << QStringLiteral("at least ") << QString();
        // The flex-start bound does not cover what has no published price: Autopilot's TPU
        // premium, Hyperdisk boot disks.
        QTest::newRow("flex-start, Autopilot premium unpriced")
            << QStringLiteral("v5e-autopilot-flex-start.tpuplan.yaml") << QStringLiteral("at most ")
            << QStringLiteral(" before unpriced items");
        QTest::newRow("flex-start, boot disks unpriced")
            << QStringLiteral("v6e-mixed-pools-standard.tpuplan.yaml") << QStringLiteral("at most ")
            << QStringLiteral(" before unpriced items");
    }

    void theStatusBarGivesTheCostDocksMonthlyTotal()
    {
        QFETCH(QString, file);
        QFETCH(QString, bound);
        QFETCH(QString, leftOut);
        MainWindow window(Catalog::builtIn(), nullptr, nullptr, example(qPrintable(file)));
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.findChild<QDockWidget *>(QStringLiteral("CostDock"))->raise();
        QTRY_VERIFY(window.findChild<CostChart *>());
        const CostSummary cost = CostCalculator::summarize(window.document()->plan(), window.document()->catalog());
        const std::optional<double> total = cost.totalMonthly.selected ? cost.totalMonthly.selected : cost.totalMonthlyAtMost;
        QVERIFY(total);
        const QString figure = QLocale().toString(*total, 'f', 2);
        const QLabel *totals = window.findChild<QLabel *>(QStringLiteral("PlanTotals"));
        QVERIFY2(totals->text().endsWith(QStringLiteral(" · %1%2 USD per month%3").arg(bound, figure, leftOut)),
                 qPrintable(totals->text()));
        // What has no price is named where a bound leaves it out: the headline and the tooltip.
        QCOMPARE(totals->toolTip().contains(QLatin1String("not counted")), !cost.unknownLines.isEmpty());
        QVERIFY2(!totals->text().contains(QLatin1String("per hour")), qPrintable(totals->text()));
        const QString headline = window.findChild<CostChart *>()->summaryLabel()->text();
        QVERIFY2(headline.contains(QStringLiteral("%1 USD</b> per month").arg(figure)), qPrintable(headline));
        QCOMPARE(headline.contains(QLatin1String("plus the items without a published price")), !leftOut.isEmpty());
        const std::optional<double> hourly = cost.totalHourly.selected ? cost.totalHourly.selected : cost.totalHourlyAtMost;
        QVERIFY2(totals->toolTip().contains(
                     QStringLiteral("per hour while every pool runs: %1%2 USD").arg(bound, QLocale().toString(*hourly, 'f', 2)),
                     Qt::CaseInsensitive),
                 qPrintable(totals->toolTip()));
    }

    // A flex-start pool has no price of its own but a bound: the status bar gives the monthly
    // figure the Cost dock gives ("at most"), not "cost unknown".
    // QA: a topology the version cannot make (99x99x99) was priced as if real ("at least
    // 357,652,284.40 USD per month"); it has no price until the slice is valid, and the status bar
    // says what to do (not "enter a contract price").
    void anImpossibleSliceHasNoPrice()
    {
        MainWindow window(Catalog::builtIn(), nullptr, nullptr, example("v4-spot-multislice.tpuplan.yaml"));
        Plan plan = window.document()->plan();
        plan.pools[0].topology = QStringLiteral("99x99x99");
        window.document()->editPlan(plan, QStringLiteral("test"));
        const CostSummary cost = CostCalculator::summarize(window.document()->plan(), window.document()->catalog());
        QVERIFY(!cost.pools.first().hourly.selected && !cost.pools.first().hourly.onDemand);
        QVERIFY(!cost.totalMonthly.selected && !cost.totalMonthlyAtMost);
        const QString totals = window.findChild<QLabel *>(QStringLiteral("PlanTotals"))->text();
        QVERIFY2(totals.contains(QLatin1String("slice is valid")) && !totals.contains(QLatin1String("USD")), qPrintable(totals));
    }

    void aFlexStartPlanCostsAtMostItsBound()
    {
        MainWindow window(Catalog::builtIn(), nullptr, nullptr, example("v6e-mixed-pools-standard.tpuplan.yaml"));
        const CostSummary cost = CostCalculator::summarize(window.document()->plan(), window.document()->catalog());
        QVERIFY(!cost.unknownPools.isEmpty());
        QVERIFY(cost.totalMonthlyAtMost);
        const QString totals = window.findChild<QLabel *>(QStringLiteral("PlanTotals"))->text();
        QVERIFY2(
            totals.contains(QStringLiteral("at most %1 USD per month").arg(QLocale().toString(*cost.totalMonthlyAtMost, 'f', 2)))
                && !totals.contains(QLatin1String("unknown")),
            qPrintable(totals));

        // Where everything else has a price, the bound is the whole answer.
        MainWindow priced(Catalog::builtIn(), nullptr, nullptr, example("v5e-16x16-standard.tpuplan.yaml"));
        Plan plan = priced.document()->plan();
        plan.pools[0].capacity = QStringLiteral("flex-start");
        priced.document()->editPlan(plan, QStringLiteral("test"));
        const CostSummary bounded = CostCalculator::summarize(priced.document()->plan(), priced.document()->catalog());
        QVERIFY(bounded.unknownLines.isEmpty());
        QVERIFY(bounded.totalMonthlyAtMost);
        const QString pricedTotals = priced.findChild<QLabel *>(QStringLiteral("PlanTotals"))->text();
        QVERIFY2(pricedTotals.endsWith(
                     QStringLiteral(" · at most %1 USD per month").arg(QLocale().toString(*bounded.totalMonthlyAtMost, 'f', 2))),
                 qPrintable(pricedTotals));
    }

    // Issue 31: entering full screen says in the status bar that Esc leaves it.
    void fullScreenSaysEscLeavesIt()
    {
        MainWindow window(Catalog::builtIn());
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.findChild<QDockWidget *>(QStringLiteral("TorusDock"))->raise();
        QTRY_VERIFY(window.findChild<TorusPanel *>());
        QWidget *fullScreen = window.findChild<TorusPanel *>()->showFullScreenView();
        QVERIFY(QTest::qWaitForWindowExposed(fullScreen));
        QVERIFY2(window.statusBar()->currentMessage().contains(QLatin1String("Esc")), qPrintable(window.statusBar()->currentMessage()));
        fullScreen->close();
    }

    // Issue 31: Tab walks the pool editor top to bottom in the window, the workload section too,
    // and leaves it after the last field (it went from Hours per month back up to Slices).
    void tabFollowsTheWorkloadSectionInTheWindow()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.resize(1280, 800);
        window.show();
        QApplication::setActiveWindow(&window);
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.selectPool(0);
        auto *pool = window.findChild<PoolEditor *>();
        QLineEdit *name = pool->nameEdit();
        name->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), name);
        QStringList path;
        int lastY = -1;
        for (int step = 0; step < 40; ++step) {
            QWidget *focused = QApplication::focusWidget();
            if (!focused || !pool->isAncestorOf(focused))
                break;
            const int y = focused->mapTo(pool, QPoint(0, 0)).y();
            path << QStringLiteral("%1@%2[%3]").arg(QString::fromLatin1(focused->metaObject()->className())).arg(y).arg(focused->toolTip().left(25));
            QVERIFY2(y >= lastY, qPrintable(path.join(QStringLiteral(" -> "))));
            lastY = y;
            QTest::keyClick(focused, Qt::Key_Tab);
        }
        QVERIFY2(path.size() >= 20, qPrintable(path.join(QStringLiteral(" -> "))));
        QVERIFY2(path.last().startsWith(QLatin1String("QSpinBox")), qPrintable(path.join(QStringLiteral(" -> ")))); // hours, last
    }

    // QA: Tab from the outline went to the docks (the editors, built later, came last in the tab
    // chain). It goes to the first field of the editor shown, Shift+Tab back.
    void tabGoesFromTheOutlineToTheEditor()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.resize(1280, 800);
        window.show();
        QApplication::setActiveWindow(&window);
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTreeView *outline = window.findChild<QTreeView *>(QStringLiteral("PlanOutline"));
        for (const int pool : {-1, 0, -1}) {
            window.selectPool(pool);
            QWidget *editor = pool < 0 ? static_cast<QWidget *>(window.findChild<ClusterEditor *>())
                                       : static_cast<QWidget *>(window.findChild<PoolEditor *>());
            outline->setFocus();
            QTRY_VERIFY(outline->hasFocus());
            QTest::keyClick(outline, Qt::Key_Tab);
            QWidget *focused = QApplication::focusWidget();
            QVERIFY2(focused && editor->isAncestorOf(focused) && focused->isVisible(),
                     focused ? focused->metaObject()->className() : "no focus");
            QVERIFY2(focused->mapTo(editor, QPoint(0, 0)).y() < 80, qPrintable(focused->objectName()));
            QTest::keyClick(focused, Qt::Key_Backtab);
            QCOMPARE(QApplication::focusWidget(), outline);
        }
    }

    // QA: View's first entry was the Findings dock's live title ("Findings: 0 errors, ...").
    void theViewMenuNamesTheFindingsDockStably()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *dock = window.findChild<FindingsDock *>();
        QVERIFY2(dock->windowTitle().startsWith(QLatin1String("Findings: ")), qPrintable(dock->windowTitle()));
        QMenu *view = nullptr;
        for (QAction *menu : window.menuBar()->actions()) {
            if (menu->text().remove(QLatin1Char('&')) == QLatin1String("View"))
                view = menu->menu();
        }
        QVERIFY(view);
        QAction *findings = view->actions().constFirst();
        QCOMPARE(findings->text(), QStringLiteral("Findings"));
        QVERIFY(findings->isChecked());
        findings->trigger();
        QVERIFY(dock->isHidden());
        QVERIFY(!findings->isChecked());
        findings->trigger();
        QVERIFY(!dock->isHidden());
        QVERIFY(findings->isChecked());
        dock->close();
        QVERIFY(!findings->isChecked());
        QCOMPARE(findings->text(), QStringLiteral("Findings"));
    }

    // Both newcomer plans built from File > New: tst_newcomerflow (English and Vietnamese).
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
