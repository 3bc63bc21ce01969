// SPDX-License-Identifier: GPL-3.0-or-later
// Scenarios: a copy of the open plan and another plan file side by side with the open plan in
// the Compare dock (figures and one chart), one click to trade places (undoable), a broken file
// refused with its file, line and field. Offscreen.
#include "tests/ui/cost/ChartTestHelpers.h"

#include "tests/ui/UiTestHelpers.h"
#include "ui/app/DocumentController.h"
#include "ui/app/LanguageManager.h"
#include "ui/app/MainWindow.h"
#include "ui/app/Scenarios.h"
#include "ui/cost/ScenarioView.h"
#include "ui/document/PlanDocument.h"

#include "core/catalog/Catalog.h"
#include "core/plan/PlanReader.h"
#include "core/report/PlanFigures.h"

#include <QAction>
#include <QDockWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTimer>
#include <QScrollBar>
#include <QSet>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QFontMetrics>
#include <QSplitter>
#include <QRegularExpression>
#include <QTest>
#include <QUndoStack>

using namespace tpuplan;

namespace {

QString cell(ScenarioView *view, const QString &row, int column)
{
    QTableWidgetItem *item = view->table()->item(view->rowOf(row), ScenarioView::columnOf(column));
    return item ? item->text() : QString();
}

} // namespace

class TestScenarios : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { test::isolateSettings(); }

    void aDuplicateStaysWhileThePlanChanges()
    {
        PlanDocument document(test::loadExample("v5p-multislice-reservation.tpuplan.yaml"), test::builtInCatalog());
        Scenarios scenarios(nullptr);
        ScenarioView view;
        scenarios.setDocument(&document);
        scenarios.setView(&view);
        QCOMPARE(view.table()->columnCount(), 2);

        scenarios.duplicate();
        QCOMPARE(scenarios.plans().size(), 1);
        // The open plan grows to three slices; the scenario keeps two.
        Plan bigger = document.plan();
        bigger.pools[0].slices = 3;
        document.editPlan(bigger, QStringLiteral("three slices"));

        const PlanFigures open = PlanFigures::of(document.plan(), Catalog::builtIn());
        const PlanFigures kept = PlanFigures::of(scenarios.plans().first(), Catalog::builtIn());
        QCOMPARE(open.chips, 384);
        QCOMPARE(kept.chips, 256);
        QCOMPARE(view.table()->columnCount(), 3);
        QCOMPARE(cell(&view, QStringLiteral("chips"), 0), QLocale().toString(384));
        QCOMPARE(cell(&view, QStringLiteral("chips"), 1), QLocale().toString(256));
        QCOMPARE(cell(&view, QStringLiteral("slices"), 1), QLocale().toString(2));
        QCOMPARE(cell(&view, QStringLiteral("monthlySelected"), 1),
                 QLocale().toString(*kept.cost.totalMonthly.selected, 'f', 2));
        // A figure that differs from the open plan's is bold.
        const int chipsRow = view.rowOf(QStringLiteral("chips"));
        QVERIFY(view.table()->item(chipsRow, ScenarioView::columnOf(1))->font().bold());

        // One chart: a bar per plan in each way of paying, at the plans' monthly totals.
        QCOMPARE(view.bars().size(), 2);
        const QMap<double, double> openBars = test::barValues(view.bars().at(0));
        const QMap<double, double> keptBars = test::barValues(view.bars().at(1));
        QCOMPARE(openBars.value(1), *open.cost.totalMonthly.selected);
        QCOMPARE(keptBars.value(1), *kept.cost.totalMonthly.selected);
        QCOMPARE(keptBars.value(3), *kept.cost.totalMonthly.spot);
        QCOMPARE(openBars.size(), 5);
        QVERIFY(view.plot()->yAxis->range().upper >= *open.cost.totalMonthly.onDemand);
    }

    void aBigComparisonRunsInTheBackground()
    {
        Plan plan = test::loadExample("v5p-multislice-reservation.tpuplan.yaml");
        const Pool first = plan.pools.first();
        for (int i = 0; i < 1500; ++i) {
            Pool pool = first;
            pool.name = QStringLiteral("pool-%1").arg(i);
            plan.pools.append(pool);
        }
        PlanDocument document(plan, test::builtInCatalog());
        Scenarios scenarios(nullptr);
        ScenarioView view;
        QSignalSpy compared(&scenarios, &Scenarios::compared);
        scenarios.setDocument(&document);
        scenarios.setView(&view);
        QVERIFY(scenarios.running());
        // The event loop turns meanwhile: a timer fires.
        int ticks = 0;
        QTimer timer;
        QObject::connect(&timer, &QTimer::timeout, [&ticks] { ++ticks; });
        timer.start(1);
        QVERIFY(compared.wait(120000));
        QCOMPARE(compared.last().at(0).toBool(), false);
        QVERIFY(ticks >= 1);
        QCOMPARE(view.table()->columnCount(), ScenarioView::columnOf(0) + 1); // the whole result at once
        const qint64 chips = PlanFigures::of(document.plan(), Catalog::builtIn()).chips;
        QCOMPARE(cell(&view, QStringLiteral("chips"), 0), QLocale().toString(chips));

        // A duplicate, cancelled: the view keeps the figures it had.
        scenarios.duplicate();
        QVERIFY(scenarios.running());
        scenarios.running()->cancel();
        QVERIFY(compared.wait(120000));
        QCOMPARE(compared.last().at(0).toBool(), true);
        QCOMPARE(view.table()->columnCount(), ScenarioView::columnOf(0) + 1);
    }

    void amountsOnTheAxisCarryGroupSeparators()
    {
        // Totals of hundreds of thousands read as 500,000 in English and 500.000 in German, the
        // way the Cost dock writes them, never 500000.
        const QList<PlanFigures> plans{
            PlanFigures::of(test::loadExample("v5p-multislice-reservation.tpuplan.yaml"), Catalog::builtIn())};
        const QLocale before;
        for (const QLocale &locale : {QLocale(QLocale::English, QLocale::UnitedStates), QLocale(QLocale::German, QLocale::Germany)}) {
            QLocale::setDefault(locale);
            ScenarioView view;
            view.setPlans(plans);
            view.plot()->replot();
            QVERIFY(view.plot()->yAxis->range().upper > 100000);
            const QStringList labels = test::tickLabels(view.plot()->yAxis);
            const QList<double> ticks = view.plot()->yAxis->tickVector();
            QCOMPARE(labels.size(), ticks.size());
            bool grouped = false;
            for (qsizetype i = 0; i < ticks.size(); ++i) {
                QCOMPARE(labels.at(i), locale.toString(ticks.at(i), 'f', 0));
                grouped = grouped || labels.at(i).contains(locale.groupSeparator());
            }
            QVERIFY2(grouped, qPrintable(labels.join(QLatin1Char(' '))));
        }
        QLocale::setDefault(before);
    }

    // QA: in the Compare dock of a 1280x800 window the turned unit was cut ("USD per mont") and
    // the German amounts 150.000 to 25.000 lay on top of each other.
    void theChartReadsWholeInTheDock()
    {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        MainWindow window(Catalog::builtIn());
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.documents()->openPlan(test::example("v5p-multislice-reservation.tpuplan.yaml")));
        window.findChild<QAction *>(QStringLiteral("DuplicateScenarioAction"))->trigger();
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("CompareDock"));
        QTRY_VERIFY(dock->isVisible() && dock->findChild<ScenarioView *>());
        QCustomPlot *plot = dock->findChild<ScenarioView *>()->plot();
        QTRY_VERIFY(plot->yAxis->range().upper > 100000);
        plot->replot();
        QCoreApplication::processEvents(); // a replot the tick spacing asked for

        // The unit in full, wherever it stands.
        QStringList units;
        if (!plot->yAxis->label().isEmpty()) {
            const int length = QFontMetrics(plot->yAxis->labelFont()).horizontalAdvance(plot->yAxis->label());
            QVERIFY2(length <= plot->axisRect()->height(), qPrintable(plot->yAxis->label()));
            units << plot->yAxis->label();
        }
        for (QCPLayoutElement *element : plot->plotLayout()->elements(true)) {
            if (auto *text = qobject_cast<QCPTextElement *>(element)) {
                QVERIFY2(QFontMetrics(text->font()).horizontalAdvance(text->text()) <= text->outerRect().width(),
                         qPrintable(text->text()));
                units << text->text();
            }
        }
        QVERIFY2(units.filter(QStringLiteral("USD per month")).size() == 1, qPrintable(units.join(QLatin1Char('|'))));

        // Tick labels at least a line apart.
        const int line = QFontMetrics(plot->yAxis->tickLabelFont()).height();
        const QList<double> ticks = plot->yAxis->tickVector();
        QVERIFY(ticks.size() >= 2);
        for (qsizetype i = 1; i < ticks.size(); ++i) {
            const double apart = std::abs(plot->yAxis->coordToPixel(ticks.at(i)) - plot->yAxis->coordToPixel(ticks.at(i - 1)));
            QVERIFY2(apart >= line, qPrintable(test::tickLabels(plot->yAxis).join(QLatin1Char(' '))));
        }
        QLocale::setDefault(before);
    }

    // QA at 1366x768: the table and the chart share a small dock (the user moves the line
    // between them), and a text cell wider than its column lost its beginning ("/hyperparameter")
    // because every cell was right-aligned like a figure.
    void textStartsOnTheLeftAndTheTableAndChartShareASplitter()
    {
        MainWindow window(Catalog::builtIn());
        window.resize(1229, 691);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.documents()->openPlan(test::example("v4-spot-multislice.tpuplan.yaml")));
        window.findChild<QAction *>(QStringLiteral("DuplicateScenarioAction"))->trigger();
        // The open plan then differs in a field written as words: its capacity.
        Plan plan = window.document()->plan();
        plan.pools[0].capacity = QStringLiteral("on-demand");
        window.document()->editPlan(plan, QStringLiteral("test"));
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("CompareDock"));
        QTRY_VERIFY(dock->isVisible() && dock->findChild<ScenarioView *>());
        ScenarioView *view = dock->findChild<ScenarioView *>();
        QTRY_VERIFY(view->rowDiffers(QStringLiteral("%1: capacity").arg(plan.pools[0].name)));
        auto *split = view->findChild<QSplitter *>(QStringLiteral("compareSplitter"));
        QVERIFY(split);
        QCOMPARE(split->indexOf(view->table()), 0);
        QCOMPARE(split->indexOf(view->plot()), 1);
        int figures = 0;
        int texts = 0;
        for (int row = 0; row < view->table()->rowCount(); ++row) {
            for (int column = 1; column < view->table()->columnCount(); ++column) {
                const QTableWidgetItem *item = view->table()->item(row, column);
                if (!item)
                    continue;
                const bool digits = item->text().contains(QRegularExpression(QStringLiteral("[0-9]")));
                const Qt::Alignment horizontal = Qt::Alignment(item->textAlignment()) & Qt::AlignHorizontal_Mask;
                if (!digits) {
                    ++texts;
                    QVERIFY2(horizontal == Qt::AlignLeft, qPrintable(item->text()));
                } else if (item->text().contains(QRegularExpression(QStringLiteral("^[0-9.,]+$")))) {
                    ++figures;
                    QVERIFY2(horizontal == Qt::AlignRight, qPrintable(item->text()));
                }
            }
        }
        QVERIFY(figures > 0);
        QVERIFY(texts > 0);
    }

    // A label the planner made is said again in the new language ("Senza titolo, copia 1"
    // becomes "Untitled, copy 1"); a file's name stays.
    void generatedLabelsFollowTheLanguage()
    {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("it"), false));
        MainWindow window(Catalog::builtIn(), &languages);
        auto *scenarios = window.findChild<Scenarios *>();
        QVERIFY(scenarios);
        window.findChild<QAction *>(QStringLiteral("DuplicateScenarioAction"))->trigger();
        QString error;
        QVERIFY2(scenarios->openBeside(test::example("v6e-multislice-standard.tpuplan.yaml"), &error), qPrintable(error));
        const QString italian = scenarios->labels().first();
        QVERIFY2(italian != QLatin1String("Untitled, copy 1") && italian.endsWith(QLatin1String(" 1")), qPrintable(italian));
        QVERIFY(languages.setLanguage(QStringLiteral("en"), false));
        QTRY_COMPARE(scenarios->labels(),
                     (QStringList{QStringLiteral("Untitled, copy 1"), QStringLiteral("v6e-multislice-standard.tpuplan.yaml")}));
    }

    void oneClickTradesPlacesAndUndoTradesBack()
    {
        PlanDocument document(test::loadExample("v5p-multislice-reservation.tpuplan.yaml"), test::builtInCatalog());
        Scenarios scenarios(nullptr);
        ScenarioView view;
        scenarios.setDocument(&document);
        scenarios.setView(&view);
        QString error;
        QVERIFY2(scenarios.openBeside(test::example("v6e-multislice-standard.tpuplan.yaml"), &error), qPrintable(error));
        const QString other = scenarios.plans().first().metadata.name;
        const QString original = document.plan().metadata.name;

        auto *button = view.findChild<QPushButton *>(QStringLiteral("switchScenario0"));
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(document.plan().metadata.name, other);
        QCOMPARE(scenarios.plans().first().metadata.name, original);
        // The plan that was open stays a scenario, called after what it was.
        QCOMPARE(scenarios.labels().first(), QStringLiteral("Untitled before the switch"));
        QVERIFY2(view.table()->horizontalHeaderItem(ScenarioView::columnOf(1))->toolTip().contains(scenarios.labels().first()),
                 qPrintable(view.table()->horizontalHeaderItem(ScenarioView::columnOf(1))->toolTip()));
        QVERIFY(document.isModified());

        document.undoStack()->undo();
        QCOMPARE(document.plan().metadata.name, original);
        // Undo trades back whole: the scenario is the other plan again, nothing is lost; one
        // step, and redo switches again.
        QCOMPARE(scenarios.plans().first().metadata.name, other);
        QVERIFY(scenarios.labels().first() != QStringLiteral("Untitled before the switch"));
        document.undoStack()->redo();
        QCOMPARE(document.plan().metadata.name, other);
        QCOMPARE(scenarios.plans().first().metadata.name, original);
        document.undoStack()->undo();
        QCOMPARE(scenarios.plans().first().metadata.name, other);

        // The small button removes the scenario.
        QTest::mouseClick(view.findChild<QToolButton *>(QStringLiteral("removeScenario0")), Qt::LeftButton);
        QVERIFY(scenarios.plans().isEmpty());
        QCOMPARE(view.table()->columnCount(), 2);
    }

    // Issue 31: two copies of a new plan are not both "new-plan"; what differs comes first,
    // marked; and the table fits the dock at the default window size, every figure readable.
    void theDockNamesScenariosAndShowsWhatDiffersFirst()
    {
        MainWindow window(Catalog::builtIn());
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *scenarios = window.findChild<Scenarios *>();
        PlanDocument *document = window.document();
        // A plan whose total is a floor ("at least ..."): v6e boot disks (Hyperdisk) have no price.
        QString error;
        QVERIFY(window.documents()->openPlan(test::example("v6e-multislice-standard.tpuplan.yaml")));
        document = window.document();
        scenarios->duplicate();
        scenarios->duplicate();
        QCOMPARE(scenarios->labels(), (QStringList{QStringLiteral("v6e-multislice-standard.tpuplan.yaml, copy 1"),
                                                   QStringLiteral("v6e-multislice-standard.tpuplan.yaml, copy 2")}));
        scenarios->remove(1); // the dock holds the open plan and two scenarios, as in the issue
        Plan bigger = document->plan();
        bigger.pools[0].slices = 3;
        bigger.pools[0].topology = QStringLiteral("8x8");
        document->editPlan(bigger, QStringLiteral("three slices"));
        QVERIFY(scenarios->openBeside(test::example("v6e-multislice-standard.tpuplan.yaml"), &error));
        // The same file as the open plan: told apart.
        QCOMPARE(scenarios->labels().last(), QStringLiteral("v6e-multislice-standard.tpuplan.yaml (2)"));

        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("CompareDock"));
        QTRY_VERIFY(dock->findChild<ScenarioView *>());
        ScenarioView *view = dock->findChild<ScenarioView *>();
        QTRY_COMPARE(view->table()->columnCount(), 4);
        QSet<QString> headers;
        for (int c = 1; c < view->table()->columnCount(); ++c)
            headers.insert(view->table()->horizontalHeaderItem(c)->text());
        QCOMPARE(headers.size(), 3);

        // The fields that differ, then the figures that differ, each marked; then the rest.
        const QString slices = QStringLiteral("%1: slices").arg(bigger.pools[0].name);
        const QString topology = QStringLiteral("%1: topology").arg(bigger.pools[0].name);
        QVERIFY(view->rowDiffers(slices));
        QVERIFY(view->rowDiffers(topology));
        QCOMPARE(cell(view, slices, 0), QStringLiteral("3"));
        QCOMPARE(cell(view, slices, 1), QStringLiteral("4"));
        QVERIFY(view->table()->item(view->rowOf(slices), 0)->text().startsWith(QStringLiteral("≠")));
        QVERIFY(view->rowDiffers(QStringLiteral("chips")));
        QVERIFY(view->rowOf(slices) < view->rowOf(QStringLiteral("chips")));
        // Every differing row above every row that is the same.
        int lastDiffering = -1;
        int firstSame = view->table()->rowCount();
        for (int r = 0; r < view->table()->rowCount(); ++r) {
            const QString key = view->table()->item(r, 0)->data(Qt::UserRole).toString();
            if (view->rowDiffers(key))
                lastDiffering = r;
            else
                firstSame = std::min(firstSame, r);
        }
        QVERIFY(firstSame < view->table()->rowCount()); // some figure is the same
        QVERIFY(lastDiffering < firstSame);

        // Fits: no sideways scrolling, and every word of every cell fits its column.
        QTRY_VERIFY(view->table()->viewport()->width() > 0);
        QVERIFY2(view->table()->horizontalScrollBar()->maximum() == 0,
                 qPrintable(QStringLiteral("columns %1 px in %2 px").arg(view->table()->horizontalHeader()->length())
                                .arg(view->table()->viewport()->width())));
        QVERIFY(view->table()->horizontalHeader()->length() <= view->table()->viewport()->width());
        bool floor = false;
        for (int r = 0; r < view->table()->rowCount(); ++r) {
            for (int c = 0; c < view->table()->columnCount(); ++c) {
                const QTableWidgetItem *item = view->table()->item(r, c);
                QFontMetrics metrics(item->font());
                floor = floor || item->text().startsWith(QLatin1String("at least"));
                // Figures are never broken; field values (names, images) may break anywhere.
                const bool figure = ScenarioView::rowKeys().contains(view->table()->item(r, 0)->data(Qt::UserRole).toString());
                const QStringList words = figure ? item->text().split(QLatin1Char(' ')) : QStringList();
                for (const QString &word : words) {
                    const int room = view->table()->columnWidth(c) - 6;
                    QVERIFY2(metrics.horizontalAdvance(word) <= room,
                             qPrintable(QStringLiteral("'%1' in '%2' needs %3 px of %4").arg(word, item->text())
                                            .arg(metrics.horizontalAdvance(word)).arg(room)));
                }
                const int lines = view->table()->rowHeight(r) / metrics.lineSpacing();
                QVERIFY2(metrics.boundingRect(QRect(0, 0, view->table()->columnWidth(c) - 6, 10000), Qt::TextWordWrap | Qt::TextWrapAnywhere,
                                              item->text()).height() <= view->table()->rowHeight(r),
                         qPrintable(QStringLiteral("'%1' does not fit %2 line(s)").arg(item->text()).arg(lines)));
            }
        }
        QVERIFY2(floor, "the plan's total is a floor ('at least ...')");
    }

    void aBrokenFileIsRefusedWithItsLine()
    {
        PlanDocument document(test::loadExample("v6e-multislice-standard.tpuplan.yaml"), test::builtInCatalog());
        Scenarios scenarios(nullptr);
        scenarios.setDocument(&document);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.tpuplan.yaml"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("apiVersion: tpu-planner/v1\nkind: Plan\nmetadata: {name: b}\ncluster: {name: c, mode: standard, "
                   "region: us-east5, version: 1.35.0-gke.3047000}\npools:\n  - {name: p, tpu: v5p, topology: 2x2x2, zone: us-east5-a, slices: many}\n");
        file.close();
        QString error;
        QVERIFY(!scenarios.openBeside(path, &error));
        QVERIFY2(error.contains(QStringLiteral("broken.tpuplan.yaml:6")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("pools[0].slices")), qPrintable(error));
        QVERIFY(scenarios.plans().isEmpty());
        QVERIFY(!scenarios.openBeside(dir.filePath(QStringLiteral("missing.yaml")), &error));
        QVERIFY(error.contains(QStringLiteral("missing.yaml")));
    }

    void theWindowOffersItInTheFileMenuAndTheCompareDock()
    {
        MainWindow window(Catalog::builtIn());
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction *duplicate = window.findChild<QAction *>(QStringLiteral("DuplicateScenarioAction"));
        QVERIFY(duplicate);
        QCOMPARE(duplicate->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
        duplicate->trigger();
        QCOMPARE(window.findChild<Scenarios *>()->plans().size(), 1);
        QTRY_VERIFY(window.findChild<QDockWidget *>(QStringLiteral("CompareDock"))->isVisible());
        QTRY_VERIFY(window.findChild<QDockWidget *>(QStringLiteral("CompareDock"))->findChild<ScenarioView *>());
        QTRY_COMPARE(window.findChild<QDockWidget *>(QStringLiteral("CompareDock"))->findChild<ScenarioView *>()->table()->columnCount(), 3);
    }
};

QTEST_MAIN(TestScenarios)
#include "tst_scenarios.moc"
