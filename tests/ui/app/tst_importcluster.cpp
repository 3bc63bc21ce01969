// SPDX-License-Identifier: GPL-3.0-or-later
// File > Import Cluster... in the window: the dialog lists what was imported, skipped and noted,
// Open as New Plan opens the plan as a new unsaved document; a refused file opens nothing.
// About the Catalog shows the catalog's age, and a plan opened with a catalog older than six
// months says so once, with how to refresh it. Tools > Refresh Catalog... shows what gcloud's
// listings add and saves the overlay.
#include "tests/ui/UiTestHelpers.h"

#include "core/refresh/CatalogAge.h"
#include "ui/app/CatalogAgeNotice.h"
#include "ui/app/CatalogRefreshAction.h"
#include "ui/app/ClusterImport.h"
#include "ui/app/MainWindow.h"
#include "ui/docks/AvailabilityMatrix.h"
#include "ui/models/AvailabilityModel.h"
#include "ui/app/DocumentController.h"
#include "ui/dialogs/CatalogDialog.h"
#include "ui/dialogs/CatalogRefreshDialog.h"
#include "ui/dialogs/ImportResultDialog.h"
#include "ui/document/PlanDocument.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QMenu>
#include <QStatusBar>
#include <QMenuBar>
#include <QMessageBox>
#include <QFile>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTableView>
#include <QTreeWidget>

using namespace tpuplan;
using namespace tpuplan::test;

namespace {

const QString kCases = QStringLiteral(TPUPLAN_TEST_DATA "/import");

QStringList childTexts(QTreeWidgetItem *group, int column)
{
    QStringList texts;
    for (int i = 0; i < group->childCount(); ++i)
        texts.append(group->child(i)->text(column));
    return texts;
}

QList<QMessageBox *> ageNotices()
{
    QList<QMessageBox *> boxes;
    for (QWidget *widget : QApplication::topLevelWidgets()) {
        if (auto *box = qobject_cast<QMessageBox *>(widget); box && box->objectName() == QLatin1String("CatalogAgeNotice"))
            boxes.append(box);
    }
    return boxes;
}

Catalog catalogAsOf(const QString &date)
{
    Catalog catalog = Catalog::builtIn();
    catalog.asOf = date;
    return catalog;
}

} // namespace

class TestImportCluster : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { isolateSettings(); }

    void fileMenuHasImport()
    {
        MainWindow window(Catalog::builtIn());
        QAction *files = window.findChild<QAction *>(QStringLiteral("ImportClusterAction"));
        QAction *folder = window.findChild<QAction *>(QStringLiteral("ImportClusterFolderAction"));
        QVERIFY(files && folder);
        QMenu *fileMenu = window.menuBar()->actions().first()->menu();
        QVERIFY(fileMenu->actions().contains(files));
        QVERIFY(fileMenu->actions().contains(folder));
        QCOMPARE(files->text(), QStringLiteral("&Import Cluster..."));
    }

    void importedPlanOpensAsANewUnsavedDocument()
    {
        MainWindow window(Catalog::builtIn());
        window.show();
        ImportResultDialog *dialog = window.findChild<ClusterImport *>()->importPaths({kCases + QStringLiteral("/kubectl-live/in")});
        QVERIFY(dialog->isVisible());
        QTreeWidget *tree = dialog->tree();
        QCOMPARE(tree->topLevelItemCount(), 2); // imported, skipped
        QCOMPARE(childTexts(tree->topLevelItem(0), 0),
                 (QStringList{QStringLiteral("train-4x4"), QStringLiteral("serve-1t"), QStringLiteral("by-hand")}));
        QVERIFY(childTexts(tree->topLevelItem(0), 1).first().contains(QStringLiteral("(4 running)")));
        QCOMPARE(childTexts(tree->topLevelItem(1), 0), QStringList{QStringLiteral("default-pool")});
        QCOMPARE(childTexts(tree->topLevelItem(1), 1), QStringList{QStringLiteral("not a TPU pool (e2-standard-8)")});
        QCOMPARE(dialog->notes()->toPlainText().split(QLatin1Char('\n')).size(), 2);
        QVERIFY(dialog->notes()->toPlainText().contains(QStringLiteral("kubectl shows node gke-tpu-train-serve-1t-1 with topology 2x4")));
        QCOMPARE(tree->topLevelItem(0)->child(0)->text(2), QStringLiteral("describe.json:39:5"));
        QVERIFY(dialog->openButton()->isEnabled());
        dialog->openButton()->click();
        QVERIFY(window.document());
        QCOMPARE(window.document()->plan().cluster.name, QStringLiteral("tpu-train"));
        QCOMPARE(window.document()->plan().pools.size(), 3);
        QVERIFY(window.document()->filePath().isEmpty());
        QVERIFY(window.document()->isModified());
    }

    void aRefusedFileOpensNothing()
    {
        MainWindow window(Catalog::builtIn());
        const Plan before = window.document()->plan();
        ImportResultDialog *dialog = window.findChild<ClusterImport *>()->importPaths(
            {kCases + QStringLiteral("/kubectl-live/in/describe.json"), QStringLiteral(TPUPLAN_SOURCE_DIR "/resources/catalog/tpu-catalog.yaml")});
        QVERIFY(!dialog->openButton()->isEnabled());
        QVERIFY(dialog->tree()->topLevelItem(0)->child(0)->text(2).endsWith(QStringLiteral("tpu-catalog.yaml:6:1")));
        // The reason is read whole: it wraps to its column instead of ending in "…".
        dialog->resize(700, 500);
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QTreeWidget *tree = dialog->tree();
        const QModelIndex reason = tree->model()->index(0, 1, tree->model()->index(0, 0));
        QVERIFY(reason.isValid());
        const int oneLine = tree->fontMetrics().height();
        QTRY_VERIFY2(tree->visualRect(reason).height() >= 2 * oneLine, qPrintable(reason.data().toString()));
        dialog->reject();
        QCOMPARE(window.document()->plan().cluster.name, before.cluster.name);
    }

    // With nothing imported the notes about the plan are left out and the greyed button says why.
    void nothingImportedShowsNoPlanNotes()
    {
        MainWindow window(Catalog::builtIn());
        window.show();
        QTemporaryDir dir;
        const QString text = dir.filePath(QStringLiteral("notes.yaml"));
        QFile file(text);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{ this is not: [yaml\n");
        file.close();
        ImportResultDialog *dialog = window.findChild<ClusterImport *>()->importPaths({text});
        QVERIFY(dialog->notes()->toPlainText().contains(QStringLiteral("no GKE version"))); // the core still says so
        QVERIFY(dialog->notes()->isHidden());
        QVERIFY(!dialog->openButton()->isEnabled());
        QVERIFY2(dialog->openButton()->toolTip().contains(QStringLiteral("Nothing to open")),
                 qPrintable(dialog->openButton()->toolTip()));
        dialog->reject();
    }

    // Import Cluster Folder reads one folder; a folder of case folders says to choose one.
    void aFolderOfFoldersSaysToChooseOne()
    {
        MainWindow window(Catalog::builtIn());
        window.show();
        ImportResultDialog *dialog = window.findChild<ClusterImport *>()->importPaths({kCases});
        QVERIFY(!dialog->openButton()->isEnabled());
        const QString why = dialog->tree()->topLevelItem(0)->child(0)->text(1);
        QVERIFY2(why.contains(QStringLiteral("subfolders are not read: choose one")), qPrintable(why));
        dialog->reject();
    }

    void aboutTheCatalogShowsItsAge()
    {
        const Catalog old = catalogAsOf(QStringLiteral("2020-01-15"));
        CatalogDialog dialog(old);
        auto *age = dialog.findChild<QLabel *>(QStringLiteral("CatalogAge"));
        QVERIFY(age);
        QVERIFY(age->text().startsWith(QStringLiteral("Facts as of 2020-01-15 (")));
        QVERIFY(age->text().contains(QStringLiteral("tpu-plan catalog refresh")));
    }

    void anOldCatalogIsToldOnceWhenAPlanOpens()
    {
        MainWindow window(catalogAsOf(QStringLiteral("2020-01-15")));
        QVERIFY(ageNotices().isEmpty());
        QVERIFY(window.documents()->openPlan(example("v5p-multislice-reservation.tpuplan.yaml"), true));
        QCOMPARE(ageNotices().size(), 1);
        QVERIFY(ageNotices().first()->informativeText().contains(QStringLiteral("tpu-plan catalog refresh")));
        QVERIFY(window.documents()->openPlan(example("v6e-mixed-pools-standard.tpuplan.yaml"), true));
        QCOMPARE(ageNotices().size(), 1); // once
        delete ageNotices().first();
    }

    void refreshCatalogShowsTheListingAndSavesTheOverlay()
    {
        MainWindow window(Catalog::builtIn());
        QAction *action = window.findChild<QAction *>(QStringLiteral("RefreshCatalogAction"));
        QVERIFY(action);
        QMenu *tools = nullptr;
        for (QAction *menu : window.menuBar()->actions()) {
            if (menu->menu() && menu->menu()->actions().contains(action))
                tools = menu->menu();
        }
        QVERIFY(tools);
        const QString data = QStringLiteral(TPUPLAN_TEST_DATA "/refresh");
        CatalogRefreshDialog *dialog = window.findChild<CatalogRefreshAction *>()->refresh(
            {data + QStringLiteral("/machine-types.json"), data + QStringLiteral("/server-config.json")});
        const QString report = dialog->report()->toPlainText();
        QVERIFY(report.contains(QStringLiteral("zone added: v6e in us-west1-c")));
        QVERIFY(report.contains(QStringLiteral("unknown machine type tpu9x-standard-4t")));
        QVERIFY(dialog->saveButton()->isEnabled());
        QTemporaryDir dir;
        QString error;
        QVERIFY(dialog->saveTo(dir.filePath(QStringLiteral("team.yaml")), &error));
        QFile saved(dir.filePath(QStringLiteral("team.yaml")));
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QVERIFY(saved.readAll().contains("extends: built-in"));
        QVERIFY(!dialog->saveTo(dir.path(), &error)); // a folder is not a file
        dialog->reject();

        // Saved, the overlay is used in the window at once: a plan in the zone it adds is valid.
        window.documents()->openPlan(data + QStringLiteral("/west-newly-listed.tpuplan.yaml"));
        QVERIFY(hasErrors(window.document()->findings()));
        CatalogRefreshDialog *again = window.findChild<CatalogRefreshAction *>()->refresh(
            {data + QStringLiteral("/machine-types.json"), data + QStringLiteral("/server-config.json")});
        QVERIFY(!again->useButton()->isEnabled()); // nothing saved yet
        const QString overlay = dir.filePath(QStringLiteral("team-2.yaml"));
        QVERIFY(again->saveTo(overlay, &error));
        QVERIFY(again->findChild<QLabel *>(QStringLiteral("OverlaySaved"))->text().contains(overlay));
        QVERIFY(again->useButton()->isEnabled());
        again->useButton()->click();
        QCOMPARE(window.document()->catalog().origin, overlay);
        QVERIFY(!hasErrors(window.document()->findings()));
        // The status bar names the file (short: it shares the bar with the plan's figures); About
        // the Catalog gives its whole path and how to start with it.
        const QString said = window.statusBar()->currentMessage();
        QVERIFY2(said.contains(QStringLiteral("team-2.yaml")) && !said.contains(dir.path()), qPrintable(said));
        const CatalogDialog about(window.document()->catalog());
        const QString origin = about.findChild<QLabel *>(QStringLiteral("CatalogOrigin"))->text();
        QVERIFY2(origin.contains(QStringLiteral("--catalog ") + QDir::toNativeSeparators(overlay)), qPrintable(origin));
        // The availability table shows the overlay's zones too.
        const QAbstractItemModel *availability = window.findChild<AvailabilityMatrix *>()->findChild<QTableView *>()->model();
        bool v6eInUsWest1c = false;
        for (int row = 0; row < availability->rowCount(); ++row) {
            for (int column = 0; column < availability->columnCount(); ++column) {
                const QModelIndex cell = availability->index(row, column);
                if (cell.data(AvailabilityModel::ZoneRole).toString() == QLatin1String("us-west1-c")
                    && cell.data(AvailabilityModel::TpuRole).toString() == QLatin1String("v6e"))
                    v6eInUsWest1c = cell.data(Qt::DisplayRole).toString() != QStringLiteral("–");
            }
        }
        QVERIFY(v6eInUsWest1c);

        CatalogRefreshDialog *refused = window.findChild<CatalogRefreshAction *>()->refresh({example("v5p-multislice-reservation.tpuplan.yaml")});
        QVERIFY(!refused->saveButton()->isEnabled());
        refused->reject();
    }

    void aFreshCatalogSaysNothing()
    {
        const Catalog fresh = catalogAsOf(QStringLiteral("2026-11-01"));
        QWidget window;
        CatalogAgeNotice notice(&window, [&fresh]() -> const Catalog & { return fresh; }, [] { return QDate(2027, 5, 1); });
        QVERIFY(!notice.planOpened()); // 5 months
        CatalogAgeNotice later(&window, [&fresh]() -> const Catalog & { return fresh; }, [] { return QDate(2027, 6, 2); });
        QMessageBox *box = later.planOpened(); // 7 months
        QVERIFY(box);
        delete box;
        QCOMPARE(CatalogAge::monthsOld(fresh, QDate(2027, 5, 31)), 6);
        QVERIFY(!CatalogAge::isStale(fresh, QDate(2027, 5, 31)));
    }
};

QTEST_MAIN(TestImportCluster)
#include "tst_importcluster.moc"
