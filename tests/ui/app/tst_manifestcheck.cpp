// SPDX-License-Identifier: GPL-3.0-or-later
// File > Check Manifests in the window: one action for files or a folder; the manifest linter's
// findings in the findings dock's Manifests tab (grouped by file, in the open plan's mode and
// against its pools unless switched off), each opening the file in a numbered viewer at its line
// with a click; Check Again rereads edited files, a language switch rewords the findings; a big
// folder is checked in the background while the window goes on, and can be cancelled.
#include "tests/AddressSanitizer.h"
#include "tests/ui/UiTestHelpers.h"

#include "ui/app/MainWindow.h"
#include "ui/app/Settings.h"
#include "ui/app/DocumentController.h"
#include "ui/app/LanguageManager.h"
#include "ui/app/ManifestCheck.h"
#include "ui/dialogs/BackgroundJob.h"
#include "ui/dialogs/ManifestSourceDialog.h"
#include "ui/dialogs/ManifestViewer.h"
#include "ui/dialogs/NumberedTextView.h"
#include "ui/docks/FindingsDock.h"
#include "ui/docks/ManifestFindingsPanel.h"
#include "ui/models/ManifestFindingsModel.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTimer>
#include <QPushButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTreeView>
#include <QTranslator>
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

/// Checks `paths` and waits for the findings (the check runs on a worker thread).
bool checkAndWait(ManifestCheck *check, const QStringList &paths)
{
    QSignalSpy done(check, &ManifestCheck::checked);
    check->check(paths);
    return done.wait(60000) && !done.last().at(0).toBool();
}

bool checkAgainAndWait(ManifestCheck *check, const std::function<void()> &trigger)
{
    QSignalSpy done(check, &ManifestCheck::checked);
    trigger();
    return done.wait(60000) && !done.last().at(0).toBool();
}

/// A language whose plural forms follow the number given to tr(): each "(s)" becomes "s" unless
/// that number is 1. A count that is not tr()'s own %n gets the form of another number.
class PluralByNumber : public QTranslator
{
public:
    QString translate(const char *, const char *source, const char *, int n) const override
    {
        return n < 0 ? QString()
                     : QString::fromUtf8(source).replace(QStringLiteral("(s)"), n == 1 ? QString() : QStringLiteral("s"));
    }
    bool isEmpty() const override { return false; }
};

/// The row of `model` whose file's path ends with `name`.
QModelIndex fileRow(const ManifestFindingsModel *model, const QString &name)
{
    for (int f = 0; f < model->rowCount(); ++f) {
        if (model->index(f, 0).data(ManifestFindingsModel::FileRole).toString().endsWith(name))
            return model->index(f, 0);
    }
    return {};
}

QStringList childTexts(const QModelIndex &file)
{
    QStringList texts;
    for (int r = 0; r < file.model()->rowCount(file); ++r)
        texts.append(file.model()->index(r, ManifestFindingsModel::MessageColumn, file).data().toString());
    return texts;
}

void copyFile(const QString &from, const QString &to)
{
    QFile::remove(to);
    QVERIFY(QFile::copy(from, to));
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
        // One action for files and folders: no second, easily missed one.
        QVERIFY(!window.findChild<QAction *>(QStringLiteral("CheckManifestFolderAction")));
        // The Manifests tab appears only once something was checked.
        QVERIFY(!window.findChild<FindingsDock *>()->tabs()->isTabVisible(1));
    }

    void findingsOpenTheFileAtTheirLine()
    {
        MainWindow window(Catalog::builtIn());
        window.resize(1280, 800);
        QVERIFY(window.documents()->openPlan(example("v5p-multislice-reservation.tpuplan.yaml"), true));
        window.show();
        QVERIFY(checkAndWait(window.findChild<ManifestCheck *>(),
                             {kLint + QStringLiteral("/bad/pods-per-slice.yaml"), kLint + QStringLiteral("/good")}));
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
        QVERIFY(checkAndWait(window.findChild<ManifestCheck *>(), {kLint + QStringLiteral("/bad/plan-mismatch.yaml")}));
        ManifestFindingsPanel *panel = window.findChild<FindingsDock *>()->manifestPanel();
        QCOMPARE(rulesOf(panel->model()), QStringList{QStringLiteral("lint-plan-match")});
        // Switched off, it checks again by itself.
        QVERIFY(checkAgainAndWait(window.findChild<ManifestCheck *>(), [panel] { panel->againstPlan()->setChecked(false); }));
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
        QVERIFY(checkAndWait(window.findChild<ManifestCheck *>(), {dir.path()}));
        QCOMPARE(rulesOf(panel->model()), QStringList{QStringLiteral("lint-topology")});
        {
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(QByteArray(text).replace("topology: 3x3", "topology: 2x2"));
        }
        QVERIFY(checkAgainAndWait(window.findChild<ManifestCheck *>(),
                                  [panel] { QTest::mouseClick(panel->checkAgainButton(), Qt::LeftButton); }));
        QCOMPARE(rulesOf(panel->model()), QStringList());
        QCOMPARE(panel->model()->workloads(), 1);
    }

    void unreadableFileSaysSo()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(checkAndWait(window.findChild<ManifestCheck *>(),
                             {kLint + QStringLiteral("/bad/not-yaml.yaml"), QStringLiteral("/no/such/file.yaml")}));
        ManifestFindingsModel *model = window.findChild<FindingsDock *>()->manifestPanel()->model();
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(rulesOf(model), (QStringList{QStringLiteral("lint-yaml"), QStringLiteral("lint-yaml")}));
        QVERIFY(model->index(1, 0).data().toString().contains(QStringLiteral("not read")));
    }

    void oneActionTakesFilesOrAFolder()
    {
        Settings::lastDirectory.set(QStringLiteral("/plans"));
        MainWindow window(Catalog::builtIn());
        auto *check = window.findChild<ManifestCheck *>();
        const int goodFiles = int(QDir(kLint + QStringLiteral("/good")).entryList({QStringLiteral("*.yaml")}, QDir::Files).size());
        // The folder shown, taken whole with the dialog's button.
        QSignalSpy done(check, &ManifestCheck::checked);
        QTimer::singleShot(0, [] {
            auto *dialog = qobject_cast<ManifestSourceDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->setDirectory(kLint + QStringLiteral("/good"));
            QTest::mouseClick(dialog->checkFolderButton(), Qt::LeftButton);
        });
        window.findChild<QAction *>(QStringLiteral("CheckManifestsAction"))->trigger();
        QVERIFY(done.wait(60000));
        ManifestFindingsModel *model = window.findChild<FindingsDock *>()->manifestPanel()->model();
        QCOMPARE(model->rowCount(), goodFiles);
        // A folder's path typed and Enter: entered, as in any open dialog (and File > Import);
        // only the button checks it whole.
        QTimer::singleShot(0, [] {
            auto *dialog = qobject_cast<ManifestSourceDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->setDirectory(kLint);
            auto *typed = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
            typed->setText(kLint + QStringLiteral("/bad"));
            QTest::keyClick(typed, Qt::Key_Return);
            QVERIFY(dialog->isVisible());
            QCOMPARE(dialog->directory().absolutePath(), QDir(kLint + QStringLiteral("/bad")).absolutePath());
            // A folder selected in the list and opened is entered too.
            dialog->setDirectory(kLint);
            dialog->selectFile(QStringLiteral("good"));
            dialog->accept();
            QVERIFY(dialog->isVisible());
            QCOMPARE(dialog->directory().absolutePath(), QDir(kLint + QStringLiteral("/good")).absolutePath());
            dialog->setDirectory(kLint + QStringLiteral("/bad"));
            QTest::mouseClick(dialog->checkFolderButton(), Qt::LeftButton);
        });
        window.findChild<QAction *>(QStringLiteral("CheckManifestsAction"))->trigger();
        QVERIFY(done.wait(60000));
        QCOMPARE(model->rowCount(), int(QDir(kLint + QStringLiteral("/bad")).entryList({QStringLiteral("*.yaml")}, QDir::Files).size()));
        // Files, as before.
        QTimer::singleShot(0, [] {
            auto *dialog = qobject_cast<ManifestSourceDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->setDirectory(kLint + QStringLiteral("/bad"));
            dialog->selectFile(QStringLiteral("pods-per-slice.yaml"));
            dialog->accept();
        });
        window.findChild<QAction *>(QStringLiteral("CheckManifestsAction"))->trigger();
        QVERIFY(done.wait(60000));
        QCOMPARE(model->rowCount(), 1);
        QVERIFY(model->index(0, 0).data(ManifestFindingsModel::FileRole).toString().endsWith(QStringLiteral("pods-per-slice.yaml")));
        // The manifests' folder is remembered for the next check, not for the plans' dialogs
        // (an unsaved plan's export would otherwise be proposed among the manifests).
        QCOMPARE(QDir(Settings::lastManifestDirectory.get()).absolutePath(), QDir(kLint + QStringLiteral("/bad")).absolutePath());
        QCOMPARE(Settings::lastDirectory.get(), QStringLiteral("/plans"));
    }

    // As tpu-plan lint says: a Helm or Jinja template is skipped with a note, not passed as if
    // checked; a values file's documents are counted as no Kubernetes objects.
    void templatesAndOtherYamlAreNoted()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(checkAndWait(window.findChild<ManifestCheck *>(), {kLint + QStringLiteral("/templates")}));
        ManifestFindingsModel *model = window.findChild<FindingsDock *>()->manifestPanel()->model();
        for (const QString &name : {QStringLiteral("chart/templates/jobset.yaml"), QStringLiteral("chart/templates/service.yaml"),
                                    QStringLiteral("playbooks/job.yaml")}) {
            const QModelIndex file = fileRow(model, name);
            QVERIFY2(file.isValid(), qPrintable(name));
            QVERIFY2(file.data().toString().contains(QStringLiteral("template, skipped")), qPrintable(file.data().toString()));
            QVERIFY2(!file.data().toString().contains(QStringLiteral("look right")), qPrintable(file.data().toString()));
            const QStringList notes = childTexts(file);
            QCOMPARE(notes.size(), 1);
            QVERIFY2(notes.first().contains(QStringLiteral("(helm template)")), qPrintable(notes.first()));
            // The command line's --exclude is no option of the window.
            QVERIFY2(!notes.first().contains(QStringLiteral("--exclude")), qPrintable(notes.first()));
            QCOMPARE(model->index(0, 0, file).data(ManifestFindingsModel::SeverityRole).toInt(), int(Severity::Info));
        }
        const QModelIndex values = fileRow(model, QStringLiteral("chart/values.yaml"));
        QVERIFY(values.isValid());
        QVERIFY2(values.data().toString().contains(QStringLiteral("1 document that is not a Kubernetes object")),
                 qPrintable(values.data().toString()));
        // The notes are counted in the panel and the dock's title.
        QVERIFY(model->count(Severity::Info) >= 3);
        QVERIFY2(window.findChild<FindingsDock *>()->windowTitle().startsWith(QStringLiteral("Manifest Findings:")),
                 qPrintable(window.findChild<FindingsDock *>()->windowTitle()));

        // The viewer lists the note and says the file was not checked.
        ManifestViewer *viewer = window.findChild<ManifestCheck *>()->open(
            fileRow(model, QStringLiteral("jobset.yaml")).data(ManifestFindingsModel::FileRole).toString(), 0, 0);
        QVERIFY(viewer);
        QCOMPARE(viewer->findingsView()->topLevelItemCount(), 1);
        QVERIFY(viewer->findingsView()->topLevelItem(0)->text(2).contains(QStringLiteral("(helm template)")));
        QVERIFY2(viewer->header()->text().contains(QStringLiteral("template")), qPrintable(viewer->header()->text()));
        viewer->close();
    }

    // Each count takes the plural form of its own number: "2 errors in 1 TPU workload".
    void theViewersCountsTakeTheirOwnPluralForms()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("job.yaml"));
        copyFile(kLint + QStringLiteral("/bad/pods-per-slice.yaml"), path);
        LintFileResult result;
        result.file = path;
        Finding error;
        error.rule = QStringLiteral("lint-pods-per-slice");
        error.line = 15;
        error.column = 1;
        error.message = QStringLiteral("wrong");
        result.findings = {error, error};
        result.workloads = 1;
        PluralByNumber language;
        QCoreApplication::installTranslator(&language);
        ManifestViewer viewer(result);
        const QString two = viewer.header()->text();
        result.findings = {error};
        result.workloads = 3;
        viewer.setResult(result);
        const QString one = viewer.header()->text();
        result.workloads = 0;
        viewer.setResult(result);
        const QString none = viewer.header()->text();
        QCoreApplication::removeTranslator(&language);
        QVERIFY2(two.contains(QStringLiteral(": 2 errors in 1 TPU workload;")), qPrintable(two));
        QVERIFY2(one.contains(QStringLiteral(": 1 error in 3 TPU workloads;")), qPrintable(one));
        QVERIFY2(!none.contains(QStringLiteral("0 TPU workload")) && none.contains(QStringLiteral("no TPU workload, 1 error;")),
                 qPrintable(none));
    }

    void aClickOpensTheFindingAndTheViewerNumbersLines()
    {
        MainWindow window(Catalog::builtIn());
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(checkAndWait(window.findChild<ManifestCheck *>(), {kLint + QStringLiteral("/bad/pods-per-slice.yaml")}));
        ManifestFindingsPanel *panel = window.findChild<FindingsDock *>()->manifestPanel();
        const QModelIndex finding = firstFinding(panel->model(), QStringLiteral("lint-pods-per-slice"));
        QVERIFY(finding.isValid());
        panel->view()->scrollTo(finding);
        QTest::mouseClick(panel->view()->viewport(), Qt::LeftButton, {}, panel->view()->visualRect(finding).center());
        auto *viewer = window.findChild<ManifestViewer *>(QStringLiteral("ManifestViewer"));
        QVERIFY(viewer);
        QVERIFY(viewer->isVisible());
        QCOMPARE(viewer->currentLine(), 15);
        // Line numbers beside the text.
        auto *text = qobject_cast<NumberedTextView *>(viewer->textView());
        QVERIFY(text);
        QVERIFY(text->numberArea()->isVisible());
        QVERIFY(text->numberArea()->width() >= text->fontMetrics().horizontalAdvance(QStringLiteral("99")));
        QVERIFY(text->viewport()->geometry().left() > text->numberArea()->geometry().right());
        // Each finding's whole sentence: its row is as tall as the wrapped text.
        viewer->resize(700, 600);
        QTest::qWait(50);
        QTreeWidget *list = viewer->findingsView();
        QVERIFY(list->topLevelItemCount() > 0);
        const auto wrappedWhole = [list](QTreeWidgetItem *item) {
            const int width = list->columnWidth(2) - 8;
            const QRect needed = list->fontMetrics().boundingRect(QRect(0, 0, width, 10000), Qt::TextWordWrap, item->text(2));
            return needed.height() > list->fontMetrics().height() // a finding this long wraps at 700 pixels
                   && list->visualItemRect(item).height() >= needed.height();
        };
        for (int row = 0; row < list->topLevelItemCount(); ++row)
            QTRY_VERIFY2(wrappedWhole(list->topLevelItem(row)), qPrintable(list->topLevelItem(row)->text(2)));
    }

    void theBundlesPlanIsNoManifest()
    {
        QTemporaryDir dir;
        copyFile(example("v5e-inference-standard.tpuplan.yaml"), dir.filePath(QStringLiteral("plan.tpuplan.yaml")));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("manifests")));
        copyFile(kLint + QStringLiteral("/good/jobset-v5e-multislice.yaml"), dir.filePath(QStringLiteral("manifests/pool.yaml")));
        MainWindow window(Catalog::builtIn());
        QVERIFY(checkAndWait(window.findChild<ManifestCheck *>(), {dir.path()}));
        ManifestFindingsModel *model = window.findChild<FindingsDock *>()->manifestPanel()->model();
        QCOMPARE(model->rowCount(), 1);
        QVERIFY(model->index(0, 0).data(ManifestFindingsModel::FileRole).toString().endsWith(QStringLiteral("manifests/pool.yaml")));
    }

    void aLanguageSwitchRewordsTheFindings()
    {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("en"), false));
        MainWindow window(Catalog::builtIn(), &languages);
        auto *check = window.findChild<ManifestCheck *>();
        QVERIFY(checkAndWait(check, {kLint + QStringLiteral("/bad/pods-per-slice.yaml")}));
        ManifestFindingsModel *model = window.findChild<FindingsDock *>()->manifestPanel()->model();
        const QModelIndex finding = firstFinding(model, QStringLiteral("lint-pods-per-slice"));
        const QString english = finding.siblingAtColumn(ManifestFindingsModel::MessageColumn).data().toString();
        QVERIFY(!english.isEmpty());
        // No Check Again: the switch alone brings the German sentence.
        QVERIFY(checkAgainAndWait(check, [&languages] { QVERIFY(languages.setLanguage(QStringLiteral("de"), false)); }));
        const QModelIndex again = firstFinding(model, QStringLiteral("lint-pods-per-slice"));
        const QString german = again.siblingAtColumn(ManifestFindingsModel::MessageColumn).data().toString();
        QVERIFY2(german != english, qPrintable(german));
        QVERIFY(languages.setLanguage(QStringLiteral("en"), false));
    }

    void aBigFolderIsCheckedWhileTheWindowGoesOn()
    {
        QTemporaryDir dir;
        QFile source(kLint + QStringLiteral("/good/jobset-v5e-multislice.yaml"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        const QByteArray text = source.readAll();
        // Under AddressSanitizer each file takes several times as long, so fewer keep the
        // check running across timer ticks.
        constexpr int kFiles = TPUPLAN_UNDER_ASAN ? 400 : 1500;
        for (int i = 0; i < kFiles; ++i) {
            QFile out(dir.filePath(QStringLiteral("job-%1.yaml").arg(i, 5, 10, QLatin1Char('0'))));
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(text);
        }
        MainWindow window(Catalog::builtIn());
        auto *check = window.findChild<ManifestCheck *>();
        // The event loop turns while the files are read: a timer keeps firing.
        int ticks = 0;
        QTimer timer;
        timer.setInterval(5);
        QObject::connect(&timer, &QTimer::timeout, [&ticks] { ++ticks; });
        timer.start();
        QSignalSpy done(check, &ManifestCheck::checked);
        check->check({dir.path()});
        QVERIFY(check->running());
        QVERIFY(done.wait(120000));
        QCOMPARE(done.last().at(0).toBool(), false);
        QVERIFY2(ticks >= 2, qPrintable(QString::number(ticks)));
        ManifestFindingsModel *model = window.findChild<FindingsDock *>()->manifestPanel()->model();
        QCOMPARE(model->rowCount(), kFiles); // the result arrives whole

        // Cancelled: the findings shown stay those of the last finished check.
        check->check({dir.path(), kLint + QStringLiteral("/bad/pods-per-slice.yaml")});
        QVERIFY(check->running());
        check->running()->cancel();
        QVERIFY(done.wait(120000));
        QCOMPARE(done.last().at(0).toBool(), true);
        QCOMPARE(model->rowCount(), kFiles);
        QVERIFY(!rulesOf(model).contains(QStringLiteral("lint-pods-per-slice")));
    }
};

QTEST_MAIN(TestManifestCheck)
#include "tst_manifestcheck.moc"
