// SPDX-License-Identifier: GPL-3.0-or-later
// File > Check Manifests in the window: the manifest linter's findings in the findings dock's
// Manifests tab (grouped by file, in the open plan's mode and against its pools unless switched
// off), each opening the file in a viewer at its line; Check Again rereads edited files.
#include "tests/ui/UiTestHelpers.h"

#include "ui/app/MainWindow.h"
#include "ui/app/DocumentController.h"
#include "ui/app/ManifestCheck.h"
#include "ui/dialogs/ManifestViewer.h"
#include "ui/docks/FindingsDock.h"
#include "ui/docks/ManifestFindingsPanel.h"
#include "ui/models/ManifestFindingsModel.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QFile>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTreeView>
#include <QTreeWidget>

using namespace tpuplan;
using namespace tpuplan::test;

namespace {

const QString kLint = QStringLiteral(TPUPLAN_TEST_DATA "/lint");

QStringList rulesOf(const ManifestFindingsModel *model)
{
    QStringList rules;
    for (int f = 0; f < model->rowCount(); ++f) {
        const QModelIndex file = model->index(f, 0);
        for (int r = 0; r < model->rowCount(file); ++r)
            rules.append(model->index(r, ManifestFindingsModel::RuleColumn, file).data().toString());
    }
    return rules;
}

QModelIndex firstFinding(const ManifestFindingsModel *model, const QString &rule)
{
    for (int f = 0; f < model->rowCount(); ++f) {
        const QModelIndex file = model->index(f, 0);
        for (int r = 0; r < model->rowCount(file); ++r) {
            if (model->index(r, ManifestFindingsModel::RuleColumn, file).data().toString() == rule)
                return model->index(r, 0, file);
        }
    }
    return {};
}

} // namespace

class TestManifestCheck : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { isolateSettings(); }

    void menuAndShortcut()
    {
        MainWindow window(Catalog::builtIn());
        QAction *action = window.findChild<QAction *>(QStringLiteral("CheckManifestsAction"));
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
        QVERIFY(window.findChild<QAction *>(QStringLiteral("CheckManifestFolderAction")));
        // The Manifests tab appears only once something was checked.
        QVERIFY(!window.findChild<FindingsDock *>()->tabs()->isTabVisible(1));
    }

    void findingsOpenTheFileAtTheirLine()
    {
        MainWindow window(Catalog::builtIn());
        window.resize(1280, 800);
        QVERIFY(window.documents()->openPlan(example("v5p-multislice-reservation.tpuplan.yaml"), true));
        window.show();
        window.findChild<ManifestCheck *>()->check({kLint + QStringLiteral("/bad/pods-per-slice.yaml"), kLint + QStringLiteral("/good")});
        FindingsDock *dock = window.findChild<FindingsDock *>();
        QCOMPARE(dock->tabs()->currentWidget(), dock->manifestPanel());
        ManifestFindingsModel *model = dock->manifestPanel()->model();
        // One row per file: the planted mistake and every sample of good/.
        QCOMPARE(model->rowCount(), 1 + QDir(kLint + QStringLiteral("/good")).entryList({QStringLiteral("*.yaml")}, QDir::Files).size());
        // The plan is Standard: the Autopilot samples of good/ are checked as Standard manifests
        // and against the plan's v5p pools, so they are not all clean any more.
        QVERIFY(rulesOf(model).contains(QStringLiteral("lint-pods-per-slice")));
        QVERIFY(rulesOf(model).contains(QStringLiteral("lint-plan-match")));

        const QModelIndex finding = firstFinding(model, QStringLiteral("lint-pods-per-slice"));
        QVERIFY(finding.isValid());
        QTreeView *view = dock->manifestPanel()->view();
        view->setCurrentIndex(finding);
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Return); // activated(): the viewer opens at the finding
        auto *viewer = window.findChild<ManifestViewer *>(QStringLiteral("ManifestViewer"));
        QVERIFY(viewer);
        QVERIFY(viewer->isVisible());
        QCOMPARE(viewer->currentLine(), 15);
        QCOMPARE(viewer->textView()->textCursor().positionInBlock(), 23);
        QVERIFY(viewer->textView()->toPlainText().contains(QStringLiteral("parallelism: 2")));
        QVERIFY(viewer->findingsView()->topLevelItemCount() >= 2);
        // Choosing the other finding in the viewer moves to its line.
        viewer->findingsView()->setCurrentItem(viewer->findingsView()->topLevelItem(1));
        QCOMPARE(viewer->currentLine(), 16);
        // The same file again raises the same viewer.
        QCOMPARE(window.findChild<ManifestCheck *>()->open(viewer->file(), 15, 24), viewer);
    }

    void againstThePlanCanBeSwitchedOff()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.documents()->openPlan(example("v5e-inference-standard.tpuplan.yaml"), true));
        window.findChild<ManifestCheck *>()->check({kLint + QStringLiteral("/bad/plan-mismatch.yaml")});
        ManifestFindingsPanel *panel = window.findChild<FindingsDock *>()->manifestPanel();
        QCOMPARE(rulesOf(panel->model()), QStringList{QStringLiteral("lint-plan-match")});
        panel->againstPlan()->setChecked(false); // checks again by itself
        QCOMPARE(rulesOf(panel->model()), QStringList());
    }

    void checkAgainRereadsEditedFiles()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("job.yaml"));
        QFile source(kLint + QStringLiteral("/bad/topology-unsupported.yaml"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        const QByteArray text = source.readAll();
        {
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(text);
        }
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        ManifestFindingsPanel *panel = window.findChild<FindingsDock *>()->manifestPanel();
        panel->againstPlan()->setChecked(false);
        window.findChild<ManifestCheck *>()->check({dir.path()});
        QCOMPARE(rulesOf(panel->model()), QStringList{QStringLiteral("lint-topology")});
        {
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(QByteArray(text).replace("topology: 3x3", "topology: 2x2"));
        }
        QTest::mouseClick(panel->checkAgainButton(), Qt::LeftButton);
        QCOMPARE(rulesOf(panel->model()), QStringList());
        QCOMPARE(panel->model()->workloads(), 1);
    }

    void unreadableFileSaysSo()
    {
        MainWindow window(Catalog::builtIn());
        window.findChild<ManifestCheck *>()->check({kLint + QStringLiteral("/bad/not-yaml.yaml"), QStringLiteral("/no/such/file.yaml")});
        ManifestFindingsModel *model = window.findChild<FindingsDock *>()->manifestPanel()->model();
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(rulesOf(model), (QStringList{QStringLiteral("lint-yaml"), QStringLiteral("lint-yaml")}));
        QVERIFY(model->index(1, 0).data().toString().contains(QStringLiteral("not read")));
    }
};

QTEST_MAIN(TestManifestCheck)
#include "tst_manifestcheck.moc"
