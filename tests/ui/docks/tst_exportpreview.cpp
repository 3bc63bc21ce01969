// SPDX-License-Identifier: GPL-3.0-or-later
// The export preview: Markdown rendered (cost tables as tables), and an edit keeps the reader's
// place in the file.
#include "tests/ui/UiTestHelpers.h"

#include "ui/docks/ExportPreview.h"
#include "ui/document/PlanDocument.h"

#include "core/advice/PlanEdits.h"
#include "core/plan/PlanReader.h"

#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

using namespace tpuplan;
using namespace tpuplan::test;

class TestExportPreview : public QObject
{
    Q_OBJECT

    static int tables(const QTextFrame *frame)
    {
        int count = qobject_cast<const QTextTable *>(frame) ? 1 : 0;
        for (const QTextFrame *child : frame->childFrames())
            count += tables(child);
        return count;
    }

private Q_SLOTS:
    void initTestCase() { isolateSettings(); }

    void costSummaryIsATable()
    {
        const PlanLoadResult loaded = PlanReader::readFile(example("v5e-16x16-standard.tpuplan.yaml"));
        QVERIFY(loaded.isPlan());
        PlanDocument document(loaded.plan, builtInCatalog());
        ExportPreview preview;
        preview.resize(900, 600);
        preview.setDocument(&document);
        preview.show();
        preview.refresh();
        QVERIFY(preview.showFile(QStringLiteral("cost.md")));
        QVERIFY(preview.showsRendered());
        QVERIFY(preview.renderedView()->isVisible());
        QVERIFY(tables(preview.renderedView()->document()->rootFrame()) >= 1);
        const QString shown = preview.renderedView()->toPlainText();
        QVERIFY2(!shown.contains(QLatin1String("**")) && !shown.contains(QLatin1String("| ")), qPrintable(shown));
        QVERIFY(preview.text().contains(QLatin1Char('|'))); // the source, as exported

        QVERIFY(preview.showFile(QStringLiteral("gcloud.sh")));
        QVERIFY(!preview.showsRendered());
        QVERIFY(preview.sourceView()->isVisible());
    }

    void anEditKeepsThePlace()
    {
        const PlanLoadResult loaded = PlanReader::readFile(example("v5e-16x16-standard.tpuplan.yaml"));
        QVERIFY(loaded.isPlan());
        PlanDocument document(loaded.plan, builtInCatalog());
        ExportPreview preview;
        preview.resize(600, 300);
        preview.setDocument(&document);
        preview.show();
        preview.refresh();
        QVERIFY(preview.showFile(QStringLiteral("gcloud.sh")));
        QScrollBar *bar = preview.sourceView()->verticalScrollBar();
        QVERIFY(bar->maximum() > 20);
        bar->setValue(bar->maximum() / 2);
        const int before = bar->value();

        Plan plan = document.plan();
        plan.cluster.name = QStringLiteral("renamed-cluster");
        document.editPlan(plan, QStringLiteral("rename"));
        preview.refresh();
        QVERIFY(preview.text().contains(QLatin1String("renamed-cluster")));
        QCOMPARE(bar->value(), before);
    }
    void theFilesFollowAnEditOfThePlan()
    {
        PlanDocument document(loadExample("v5e-16x16-standard.tpuplan.yaml"), builtInCatalog());
        ExportPreview preview;
        preview.setDocument(&document);
        preview.refresh();
        QVERIFY(preview.filePaths().contains(QStringLiteral("gcloud.sh")));
        QVERIFY(preview.filePaths().contains(QStringLiteral("main.tf")));
        QVERIFY(preview.showFile(QStringLiteral("gcloud.sh")));
        const QRegularExpression flag(QStringLiteral("tpu-topology[= ]'?(\\d+x\\d+)"));
        QCOMPARE(flag.match(preview.text()).captured(1), QStringLiteral("16x16"));
        document.editPlan(PlanEdits::withTopology(document.plan(), 0, QStringLiteral("8x16"), document.catalog()),
                          QStringLiteral("topology"));
        preview.refresh();
        QCOMPARE(flag.match(preview.text()).captured(1), QStringLiteral("8x16"));
    }

    // A preview whose dock is a tab behind another builds nothing when a plan opens (a
    // 3,000-pool plan held the window for minutes laying out its cost.md); raising it does.
    void aTabBehindAnotherBuildsNothingUntilRaised()
    {
        QMainWindow window;
        auto *front = new QDockWidget(QStringLiteral("Findings"), &window);
        auto *back = new QDockWidget(QStringLiteral("Preview"), &window);
        front->setObjectName(QStringLiteral("front"));
        back->setObjectName(QStringLiteral("back"));
        window.addDockWidget(Qt::BottomDockWidgetArea, front);
        window.addDockWidget(Qt::BottomDockWidgetArea, back);
        window.tabifyDockWidget(front, back);
        auto *preview = new ExportPreview(back);
        back->setWidget(preview);
        window.resize(900, 600);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        front->raise();
        QTRY_VERIFY(!preview->isOnScreen());

        PlanDocument document(loadExample("v5e-16x16-standard.tpuplan.yaml"), builtInCatalog());
        preview->setDocument(&document);
        QCoreApplication::processEvents();
        QVERIFY(preview->filePaths().isEmpty());
        QVERIFY(preview->sourceView()->document()->isEmpty());
        Plan plan = document.plan();
        plan.cluster.name = QStringLiteral("renamed-cluster");
        document.editPlan(plan, QStringLiteral("rename"));
        QTest::qWait(400); // longer than the refresh after an edit
        QVERIFY(preview->filePaths().isEmpty());

        back->raise();
        QTRY_VERIFY(preview->filePaths().contains(QStringLiteral("gcloud.sh")));
        QVERIFY(preview->text().contains(QLatin1String("renamed-cluster")));
    }

    // A Markdown file too large to lay out at once is shown as its text, with a note.
    void aHugeMarkdownFileIsShownAsText()
    {
        Plan plan = loadExample("v5e-16x16-standard.tpuplan.yaml");
        const Pool pool = plan.pools.constFirst();
        plan.quota = QMap<QString, qint64>{{QStringLiteral("v5e"), 1000000}};
        for (int i = 1; i < 600; ++i) {
            plan.pools.append(pool);
            plan.pools.last().name = QStringLiteral("v5e-256-%1").arg(i);
        }
        PlanDocument document(plan, builtInCatalog());
        ExportPreview preview;
        preview.resize(900, 600);
        preview.setDocument(&document);
        preview.show();
        preview.refresh();
        QVERIFY(preview.showFile(QStringLiteral("cost.md")));
        QVERIFY(preview.text().size() > ExportPreview::kRenderLimit);
        QVERIFY(!preview.showsRendered());
        QVERIFY(preview.sourceView()->isVisible());
        QVERIFY(preview.renderedView()->document()->isEmpty()); // never laid out
        const QList<QLabel *> notes = preview.findChildren<QLabel *>();
        QVERIFY(std::any_of(notes.cbegin(), notes.cend(), [](const QLabel *label) {
            return label->isVisible() && label->text().contains(QLatin1String("too large"));
        }));
        // A small one is rendered again, without the note.
        QVERIFY(preview.showFile(QStringLiteral("README.md")) || preview.showFile(QStringLiteral("gcloud.sh")));
        QVERIFY(std::none_of(notes.cbegin(), notes.cend(), [](const QLabel *label) {
            return label->isVisible() && label->text().contains(QLatin1String("too large"));
        }));
    }
};

QTEST_MAIN(TestExportPreview)
#include "tst_exportpreview.moc"
