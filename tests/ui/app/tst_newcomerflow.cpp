// SPDX-License-Identifier: GPL-3.0-or-later
// The newcomer's two plans: a v5e 16x16 Standard training plan and a v6e Autopilot
// serving plan, each built from File > New with the editors' widgets only, in a 1280x800 window,
// in English and in Vietnamese. With TPUPLAN_SCREENSHOT_DIR set, every step is also saved as a
// PNG there (`make screenshots` runs it on a virtual display at scale 1 and 2 for the README).
#include "tests/ui/UiTestHelpers.h"
#include "ui/app/LanguageManager.h"
#include "ui/app/MainWindow.h"
#include "ui/torus/TorusPanel.h"
#include "ui/app/DocumentController.h"
#include "ui/document/PlanDocument.h"
#include "ui/editors/ClusterEditor.h"
#include "ui/editors/PoolEditor.h"
#include "ui/docks/ExportPreview.h"
#include "ui/editors/TopologyPicker.h"
#include "ui/models/TopologyChoicesModel.h"
#include "core/catalog/Catalog.h"
#include "core/plan/PlanReader.h"
#include "core/plan/PlanWriter.h"
#include "core/plan/PoolShape.h"
#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QRadioButton>
#include <QTest>

using namespace tpuplan;
using namespace tpuplan::test;

namespace {

void typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
}

void chooseTopology(PoolEditor *pool, const QString &topology, int chipsPerVm = 0)
{
    const int row = pool->topologyPicker()->model()->rowOf(topology, chipsPerVm);
    QVERIFY2(row >= 0, qPrintable(topology));
    pool->topologyPicker()->comboBox()->setCurrentIndex(row);
    Q_EMIT pool->topologyPicker()->comboBox()->activated(row);
}

/// One window of the flow: its size and language, and the screenshots of its steps.
class Flow
{
public:
    Flow(const QString &plan, const QString &language)
        : m_window(Catalog::builtIn()), m_plan(plan), m_language(language)
    {
        m_window.findChild<LanguageManager *>()->setLanguage(language, false);
        m_window.documents()->newPlan();
        m_window.resize(1280, 800);
        m_window.show();
    }

    MainWindow &window() { return m_window; }

    /// Saves the window as the user sees it now, when screenshots were asked for.
    void shot(const QString &step)
    {
        const QString dir = qEnvironmentVariable("TPUPLAN_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QTest::qWait(150); // queued layouts and the 3D view's first frame
        QDir().mkpath(dir);
        const QString name = QStringLiteral("newcomer-%1-%2@%3x-%4-%5.png")
                                 .arg(m_plan, m_language)
                                 .arg(qRound(m_window.devicePixelRatioF()))
                                 .arg(++m_step)
                                 .arg(step);
        QVERIFY2(m_window.grab().save(QDir(dir).filePath(name)), qPrintable(name));
    }

private:
    MainWindow m_window;
    QString m_plan;
    QString m_language;
    int m_step = 0;
};

} // namespace

class TestNewcomerFlow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { isolateSettings(); }

    void v5eStandardTraining_data() { languages(); }
    void v5eStandardTraining()
    {
        QFETCH(QString, language);
        Flow flow(QStringLiteral("v5e-training"), language);
        MainWindow &window = flow.window();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        expectLanguage(window, language);
        flow.shot(QStringLiteral("new-plan"));

        window.selectPool(-1);
        ClusterEditor *cluster = window.findChild<ClusterEditor *>();
        typeInto(cluster->planNameEdit(), QStringLiteral("v5e pretraining"));
        typeInto(cluster->clusterNameEdit(), QStringLiteral("v5e-train"));
        QVERIFY(cluster->standardButton()->isChecked());
        QVERIFY(choose(cluster->regionCombo(), QStringLiteral("us-central1")));
        flow.shot(QStringLiteral("cluster"));

        window.selectPool(0);
        PoolEditor *pool = window.findChild<PoolEditor *>();
        QVERIFY(choose(pool->tpuCombo(), QStringLiteral("v5e")));
        // The 4-chip machine type is offered even though the new pool's topology is 1x1: picking
        // it moves the topology along (no dead end).
        QVERIFY(choose(pool->ownerCombo(), QStringLiteral("ct5lp-hightpu-4t")));
        QVERIFY(choose(pool->zoneCombo(), QStringLiteral("us-central1-a")));
        chooseTopology(pool, QStringLiteral("16x16"));
        flow.shot(QStringLiteral("pool"));

        const Plan &plan = window.document()->plan();
        const PoolShape shape = PoolShape::derive(plan.pools[0], false, Catalog::builtIn());
        QCOMPARE(shape.nodes(), 64);
        QVERIFY(shape.isMultiHost());
        QVERIFY2(!hasErrors(window.document()->findings()), qPrintable(window.findChild<QLabel *>(QStringLiteral("PlanTotals"))->text()));
        if (language == QLatin1String("en"))
            QVERIFY(window.findChild<QLabel *>(QStringLiteral("PlanTotals"))->text().contains(QLatin1String("valid plan")));
        QVERIFY(PlanReader::readBytes(PlanWriter::toYaml(plan)).isPlan()); // saves and reads back

        window.findChild<QDockWidget *>(QStringLiteral("TorusDock"))->raise();
        QTRY_VERIFY(window.findChild<TorusPanel *>());
        flow.shot(QStringLiteral("3d"));
    }

    void v6eAutopilotServing_data() { languages(); }
    void v6eAutopilotServing()
    {
        QFETCH(QString, language);
        Flow flow(QStringLiteral("v6e-serving"), language);
        MainWindow &window = flow.window();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        expectLanguage(window, language);

        window.selectPool(-1);
        ClusterEditor *cluster = window.findChild<ClusterEditor *>();
        typeInto(cluster->planNameEdit(), QStringLiteral("Gemma serving"));
        typeInto(cluster->clusterNameEdit(), QStringLiteral("gemma-serve"));
        cluster->autopilotButton()->click();
        QVERIFY(cluster->autopilotButton()->isChecked());
        flow.shot(QStringLiteral("autopilot"));

        window.selectPool(0);
        PoolEditor *pool = window.findChild<PoolEditor *>();
        QVERIFY(choose(pool->tpuCombo(), QStringLiteral("v6e")));
        QVERIFY(choose(pool->ownerCombo(), QStringLiteral("tpu-v6e-slice")));
        window.selectPool(-1);
        QVERIFY(choose(cluster->regionCombo(), QStringLiteral("us-east5")));
        window.selectPool(0);
        QVERIFY(choose(pool->zoneCombo(), QStringLiteral("us-east5-b")));
        chooseTopology(pool, QStringLiteral("2x4"), 8);
        QComboBox *kind = pool->workloadKindCombo();
        const int deployment = kind->findData(QStringLiteral("Deployment"));
        QVERIFY(deployment >= 0);
        kind->setCurrentIndex(deployment);
        Q_EMIT kind->activated(deployment);
        QVERIFY(pool->collectionSchedulingCheck()->isEnabled());
        pool->collectionSchedulingCheck()->click();
        flow.shot(QStringLiteral("pool"));
        // The workload part of the editor, where Deployment and collection scheduling were chosen.
        QVERIFY(window.focusField(0, QStringLiteral("pools[0].workload.kind")));
        flow.shot(QStringLiteral("workload"));

        const Plan &plan = window.document()->plan();
        QCOMPARE(plan.cluster.mode, QStringLiteral("autopilot"));
        QCOMPARE(plan.pools[0].workload->kind, QStringLiteral("Deployment"));
        const PoolShape shape = PoolShape::derive(plan.pools[0], true, Catalog::builtIn());
        QCOMPARE(shape.nodes(), 1);
        QCOMPARE(shape.chipsPerVm, 8);
        QVERIFY2(!hasErrors(window.document()->findings()), qPrintable(window.findChild<QLabel *>(QStringLiteral("PlanTotals"))->text()));
        QVERIFY(*plan.pools[0].workload->collectionScheduling);
        // Collection scheduling is Trillium-only: with it on, v5e is offered disabled, with the reason.
        QVERIFY(!pool->tpuCombo()->isValueEnabled(QStringLiteral("v5e")));
        QVERIFY(!pool->tpuCombo()->reasonFor(QStringLiteral("v5e")).isEmpty());

        auto *exportDock = window.findChild<QDockWidget *>(QStringLiteral("ExportPreviewDock"));
        QVERIFY(exportDock);
        exportDock->show();
        exportDock->raise();
        QTRY_VERIFY(window.findChild<ExportPreview *>()); // built when first shown
        flow.shot(QStringLiteral("export"));
    }

private:
    static void languages()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("vi") << QStringLiteral("vi");
    }

    /// The window speaks the language: its menus and the status bar's totals are translated
    /// (German, Vietnamese) or the source text (English).
    static void expectLanguage(MainWindow &window, const QString &language)
    {
        const QString file = window.menuBar()->actions().value(0)->text();
        if (language == QLatin1String("en"))
            QCOMPARE(file, QStringLiteral("&File"));
        else
            QVERIFY2(file != QLatin1String("&File") && !file.isEmpty(), qPrintable(file));
        const QString totals = window.findChild<QLabel *>(QStringLiteral("PlanTotals"))->text();
        QVERIFY2(!totals.isEmpty(), "no totals in the status bar");
        if (language != QLatin1String("en"))
            QVERIFY2(!totals.contains(QLatin1String("plan")), qPrintable(totals));
    }
};

QTEST_MAIN(TestNewcomerFlow)
#include "tst_newcomerflow.moc"
