// SPDX-License-Identifier: GPL-3.0-or-later
// Tools > Size from Model...: a preset and a serving job give the candidates of the core's search
// in the plan's region, best first; the trade-off chart has one point per fitting, priced slice
// and marks the Pareto front; the memory chart stacks the parts against the usable HBM; "Use
// This Slice" sets the selected pool as one undoable edit.
#include <qcustomplot.h>

#include "../UiTestHelpers.h"

#include "core/advice/PlanEdits.h"
#include "core/sizing/SizingReport.h"
#include "ui/app/LanguageManager.h"
#include "ui/app/MainWindow.h"
#include "ui/document/PlanDocument.h"
#include "ui/sizing/SizeDialog.h"
#include "ui/sizing/SizingCharts.h"

#include <QAction>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QUndoStack>

using namespace tpuplan;

namespace {

std::shared_ptr<const Catalog> catalog()
{
    return std::make_shared<const Catalog>(Catalog::builtIn());
}

void serve70b(SizeDialog &dialog)
{
    auto *preset = dialog.findChild<QComboBox *>(QStringLiteral("ModelPreset"));
    preset->setCurrentIndex(preset->findData(QStringLiteral("llama-3.3-70b")));
    dialog.findChild<QRadioButton *>(QStringLiteral("ServingJob"))->click();
    auto *concurrency = dialog.findChild<QSpinBox *>(QStringLiteral("Concurrency"));
    concurrency->setValue(16);
    Q_EMIT concurrency->editingFinished(); // as Enter or leaving the field: the search reruns now
}

/// Types `value` into `box` and presses Enter, as a user does.
void enter(QSpinBox *box, int value)
{
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, QString::number(value));
    QTest::keyClick(box, Qt::Key_Return);
}

bool anyMissesTheDeadline(const SizingResult &result)
{
    return std::any_of(result.candidates.cbegin(), result.candidates.cend(),
                       [](const SizingCandidate &c) { return !c.meetsDeadline; });
}

} // namespace

class TestSizeDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { test::isolateSettings(); }

    void candidatesTableAndCharts()
    {
        PlanDocument document(test::loadExample("v5e-inference-standard.tpuplan.yaml"), catalog());
        SizeDialog dialog(&document, 0);
        serve70b(dialog);
        const SizingResult &result = dialog.result();
        QVERIFY(!result.candidates.isEmpty());
        QVERIFY(result.candidates.first().serving);
        // Every candidate is offered in the plan's region.
        for (const SizingCandidate &c : result.candidates)
            QCOMPARE(c.region, document.plan().cluster.region);
        auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("SizingCandidates"));
        QCOMPARE(table->rowCount(), int(result.candidates.size()));
        QCOMPARE(table->item(0, 2)->text(), QStringLiteral("fits"));
        QCOMPARE(table->currentRow(), 0);

        auto *charts = dialog.findChild<SizingCharts *>();
        QCustomPlot *tradeoff = charts->tradeoffPlot();
        int priced = 0;
        for (const SizingCandidate &c : result.candidates)
            priced += c.fit != Fit::DoesNotFit && c.monthly.onDemand && c.serving->tokensPerSecond ? 1 : 0;
        QCOMPARE(tradeoff->graph(0)->dataCount(), priced);
        QCOMPARE(tradeoff->graph(1)->dataCount(), int(SliceSearch::paretoFront(result.candidates).size()));
        QVERIFY(tradeoff->graph(1)->dataCount() >= 1);
        QCOMPARE(tradeoff->graph(2)->dataCount(), 1); // the selected candidate
        QCOMPARE(tradeoff->yAxis->label(), QStringLiteral("Tokens per second"));

        QCustomPlot *memory = charts->memoryPlot();
        const int bars = std::min(int(SizingCharts::kBars), int(result.candidates.size()));
        QCOMPARE(memory->plottableCount(), 5 + 1); // five stacked parts and the usable-HBM line
        auto *weights = qobject_cast<QCPBars *>(memory->plottable(0));
        QVERIFY(weights);
        QCOMPARE(weights->dataCount(), bars);
        QCOMPARE(weights->data()->at(0)->value, result.candidates.first().memory.weights / (1024.0 * 1024.0 * 1024.0));
        auto *kv = qobject_cast<QCPBars *>(memory->plottable(4));
        QCOMPARE(kv->barBelow(), qobject_cast<QCPBars *>(memory->plottable(3)));
    }

    void trainingShowsDays()
    {
        SizeDialog dialog(nullptr, -1);
        dialog.findChild<QRadioButton *>(QStringLiteral("TrainingJob"))->click();
        QVERIFY(dialog.result().candidates.first().training);
        QCOMPARE(dialog.findChild<SizingCharts *>()->tradeoffPlot()->yAxis->label(), QStringLiteral("Days to train"));
        // Without a plan there is no pool to change.
        QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("UseSliceButton"))->isEnabled());
    }

    void useThisSliceIsUndoable()
    {
        // A new plan's region offers the most TPU versions.
        PlanDocument document(PlanEdits::newPlan(Catalog::builtIn()), catalog());
        const Plan before = document.plan();
        SizeDialog dialog(&document, 0);
        serve70b(dialog);
        auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("SizingCandidates"));
        // Pick a candidate of another TPU version than the pool's, so the whole slice changes.
        int row = 0;
        while (row < table->rowCount() && dialog.result().candidates[row].slice.tpu == before.pools[0].tpu)
            ++row;
        QVERIFY(row < table->rowCount());
        table->selectRow(row);
        const SizingCandidate chosen = dialog.result().candidates[row];
        auto *use = dialog.findChild<QPushButton *>(QStringLiteral("UseSliceButton"));
        QVERIFY(use->isEnabled());
        use->click();
        const Pool &pool = document.plan().pools[0];
        QCOMPARE(pool.tpu, chosen.slice.tpu);
        QCOMPARE(pool.topology, chosen.slice.topology.toString());
        QCOMPARE(pool.machineType, chosen.slice.owner);
        QVERIFY(!hasErrors(document.findings()));
        QCOMPARE(document.undoStack()->count(), 1);
        document.undoStack()->undo();
        QCOMPARE(document.plan().pools[0].tpu, before.pools[0].tpu);
        QCOMPARE(document.plan().pools[0].topology, before.pools[0].topology);
    }

    // Typing in a number field reruns the search after a pause, not at every keystroke; Enter
    // confirms the number and re-ranks at once; the dialog stays open and the plan unchanged
    // ("Use This Slice" is not the default button).
    void enterConfirmsTheNumber()
    {
        PlanDocument document(test::loadExample("v5e-16x16-standard.tpuplan.yaml"), catalog());
        SizeDialog dialog(&document, 0);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *deadline = dialog.findChild<QSpinBox *>(QStringLiteral("Deadline"));
        QVERIFY(deadline);
        deadline->setFocus();
        deadline->selectAll();
        QTest::keyClicks(deadline, QStringLiteral("1"));
        QCOMPARE(deadline->value(), 1);
        QVERIFY(!anyMissesTheDeadline(dialog.result()));    // not yet searched again
        QTRY_VERIFY(anyMissesTheDeadline(dialog.result())); // after the pause

        deadline->selectAll();
        QTest::keyClicks(deadline, QStringLiteral("36500"));
        QVERIFY(!dialog.result().candidates.first().meetsDeadline);
        QTest::keyClick(deadline, Qt::Key_Return);
        QVERIFY(dialog.result().candidates.first().meetsDeadline); // at once
        QVERIFY(dialog.isVisible());
        QCOMPARE(document.undoStack()->count(), 0);
    }

    // The deadline shows: the slices that miss it are grey, and when none that fits meets it a
    // line above the table says so. The summary names the mode in words and the order the
    // ranking follows (serving has no deadline).
    void deadlineShows()
    {
        PlanDocument document(test::loadExample("v5e-16x16-standard.tpuplan.yaml"), catalog());
        SizeDialog dialog(&document, 0);
        dialog.resize(1229, 691);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("SizingCandidates"));
        auto *verdict = dialog.findChild<QLabel *>(QStringLiteral("SizingVerdict"));
        auto *summary = dialog.findChild<QLabel *>(QStringLiteral("SizingSummary"));
        auto *deadline = dialog.findChild<QSpinBox *>(QStringLiteral("Deadline"));
        QVERIFY(verdict->isHidden());
        QVERIFY2(summary->text().contains(QStringLiteral("(Standard mode), best first: fits, then cost.")),
                 qPrintable(summary->text()));
        const QColor normal = table->item(0, 0)->foreground().color();
        const QColor grey = dialog.palette().color(QPalette::Disabled, QPalette::Text);
        QVERIFY(normal != grey);

        enter(deadline, 1);
        QVERIFY2(!verdict->isHidden()
                     && verdict->text().startsWith(QStringLiteral("No slice that fits meets the deadline of 1 day")),
                 qPrintable(verdict->text()));
        QVERIFY(summary->text().contains(QStringLiteral("then meets the deadline")));
        for (int column = 0; column < table->columnCount(); ++column)
            QCOMPARE(table->item(0, column)->foreground().color(), grey);

        // A deadline some slices meet: they come first, the others grey; no line above.
        QList<double> days;
        for (const SizingCandidate &c : dialog.result().candidates) {
            if (c.fit == Fit::Fits && c.training->days)
                days.append(*c.training->days);
        }
        std::sort(days.begin(), days.end());
        QVERIFY(days.size() > 2 && days.last() > days.first() + 2);
        enter(deadline, int(days.first()) + 1);
        QVERIFY(verdict->isHidden());
        QVERIFY(dialog.result().candidates.first().meetsDeadline);
        QCOMPARE(table->item(0, 0)->foreground().color(), normal);
        const int late = int(std::find_if(dialog.result().candidates.cbegin(), dialog.result().candidates.cend(),
                                          [](const SizingCandidate &c) { return !c.meetsDeadline; })
                             - dialog.result().candidates.cbegin());
        QVERIFY(late < table->rowCount());
        QCOMPARE(table->item(late, 0)->foreground().color(), grey);

        dialog.findChild<QRadioButton *>(QStringLiteral("ServingJob"))->click();
        QVERIFY2(summary->text().contains(QStringLiteral("best first: fits, then cost.")), qPrintable(summary->text()));
        QVERIFY(verdict->isHidden());
    }

    // A model no slice holds: a line says so and the closest to fitting come first.
    void nothingFitsIsSaid()
    {
        PlanDocument document(test::loadExample("v5e-16x16-standard.tpuplan.yaml"), catalog());
        SizeDialog dialog(&document, 0);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *preset = dialog.findChild<QComboBox *>(QStringLiteral("ModelPreset"));
        preset->setCurrentIndex(preset->findData(QString()));
        enter(dialog.findChild<QSpinBox *>(QStringLiteral("ModelDimension0")), 1000);
        enter(dialog.findChild<QSpinBox *>(QStringLiteral("ModelDimension1")), 1000000);
        enter(dialog.findChild<QSpinBox *>(QStringLiteral("ModelDimension2")), 10000000);
        auto *verdict = dialog.findChild<QLabel *>(QStringLiteral("SizingVerdict"));
        QVERIFY2(!verdict->isHidden() && verdict->text().startsWith(QStringLiteral("No slice fits")),
                 qPrintable(verdict->text()));
        const QList<SizingCandidate> &candidates = dialog.result().candidates;
        QVERIFY(candidates.size() > 1);
        QVERIFY(candidates.first().slice.chips() > 1);
        for (const SizingCandidate &c : candidates)
            QVERIFY(c.headroom() <= candidates.first().headroom());
    }

    void toolsMenuOpensIt()
    {
        MainWindow window(Catalog::builtIn());
        auto *action = window.findChild<QAction *>(QStringLiteral("SizeFromModelAction"));
        QVERIFY(action);
        QCOMPARE(action->text(), QStringLiteral("&Size from Model..."));
    }

    void legendEntriesStayWholeInANarrowPane()
    {
        // The charts' pane at its narrowest: the legends wrap onto more rows instead of cutting
        // their entries ("Slices that f", "Pareto fro").
        PlanDocument document(test::loadExample("v5e-inference-standard.tpuplan.yaml"), catalog());
        SizeDialog dialog(&document, 0);
        dialog.resize(1000, 700);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.findChild<QSplitter *>()->setSizes({10000, 1});
        auto *charts = dialog.findChild<SizingCharts *>();
        for (QCustomPlot *plot : {charts->tradeoffPlot(), charts->memoryPlot()}) {
            plot->replot();
            QVERIFY(plot->legend->itemCount() >= 3);
            QVERIFY2(plot->legend->wrap() < 3, qPrintable(plot->objectName()));
            for (int i = 0; i < plot->legend->itemCount(); ++i) {
                const QCPAbstractLegendItem *item = plot->legend->item(i);
                if (!item)
                    continue; // an empty cell of the last row
                QVERIFY2(item->outerRect().width() >= item->minimumOuterSizeHint().width(), qPrintable(plot->objectName()));
                QVERIFY(plot->viewport().contains(item->outerRect()));
            }
        }
        // With room, as many entries to a row as the chart asks for.
        dialog.findChild<QSplitter *>()->setSizes({1, 10000});
        charts->tradeoffPlot()->replot();
        QCOMPARE(charts->tradeoffPlot()->legend->wrap(), 3);
    }

    // Figures as the language writes them: the parameters in the summary, the chart's money
    // axis (never 1e+06), and what bounds a slice in words, not the core's ids ("ici").
    void figuresAndBoundsReadInTheLanguage()
    {
        const QLocale previous;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        PlanDocument document(test::loadExample("v5e-16x16-standard.tpuplan.yaml"), catalog());
        SizeDialog dialog(&document, 0);
        dialog.resize(1400, 850);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QString summary = dialog.findChild<QLabel *>(QStringLiteral("SizingSummary"))->text();
        QLocale::setDefault(previous);
        QVERIFY2(summary.contains(QStringLiteral("70,55")), qPrintable(summary));
        auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("SizingCandidates"));
        QVERIFY(table->rowCount() > 0);
        for (int row = 0; row < table->rowCount(); ++row) {
            const QString bound = table->item(row, 5)->text();
            QVERIFY2(!QStringList({QStringLiteral("ici"), QStringLiteral("hbm"), QStringLiteral("dcn")}).contains(bound),
                     qPrintable(bound));
        }
        QCustomPlot *tradeoff = dialog.findChild<SizingCharts *>()->tradeoffPlot();
        tradeoff->replot();
        const QList<QString> ticks = tradeoff->xAxis->tickVectorLabels().toList();
        QVERIFY(!ticks.isEmpty());
        for (const QString &tick : ticks)
            QVERIFY2(!tick.contains(QLatin1Char('e')), qPrintable(tick));
        // The rematerialisation choice is said in words; its id still reaches the search.
        auto *remat = dialog.findChild<QComboBox *>(QStringLiteral("RematChoice"));
        QVERIFY(remat);
        QCOMPARE(remat->currentData().toString(), QStringLiteral("full"));
        QVERIFY(remat->currentText() != QStringLiteral("full"));
        const auto memoryOf = [&dialog](const QString &slice) {
            for (const SizingCandidate &c : dialog.result().candidates) {
                if (c.slice.tpu + c.slice.topology.toString() + QString::number(c.slice.slices) == slice)
                    return c.memory.total();
            }
            return -1.0;
        };
        const SliceChoice &first = dialog.result().candidates.first().slice;
        const QString slice = first.tpu + first.topology.toString() + QString::number(first.slices);
        const double full = memoryOf(slice);
        remat->setCurrentIndex(remat->findData(QStringLiteral("none")));
        QVERIFY(memoryOf(slice) > full); // every activation kept
    }

    // On a 1366x768 screen the dialog opens at 1229x691: in every language the candidates fit
    // the pane beside the charts, no column cut off at the pane's edge or scrolled out of sight,
    // a title wider than its figures on two lines (Vietnamese: "Chi phí hàng tháng" over
    // "1.009.152").
    void candidatesFitThePaneInEveryLanguage_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *language : {"en", "de", "it", "vi"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }

    void candidatesFitThePaneInEveryLanguage()
    {
        QFETCH(QString, language);
        LanguageManager languages;
        QVERIFY(languages.setLanguage(language, false));
        PlanDocument document(test::loadExample("v5e-16x16-standard.tpuplan.yaml"), catalog());
        SizeDialog dialog(&document, 0);
        dialog.resize(1229, 691);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("SizingCandidates"));
        for (int job : {0, 1}) {
            (job == 0 ? dialog.findChild<QRadioButton *>(QStringLiteral("TrainingJob"))
                      : dialog.findChild<QRadioButton *>(QStringLiteral("ServingJob")))
                ->click();
            QTest::qWait(50);
            QVERIFY(table->rowCount() > 0);
            int columns = 0;
            for (int column = 0; column < table->columnCount(); ++column) {
                columns += table->horizontalHeader()->sectionSize(column);
                // Each column as wide as its figures: none cut short ("1.009…").
                const int figures = static_cast<const QAbstractItemView *>(table)->sizeHintForColumn(column);
                QVERIFY2(table->horizontalHeader()->sectionSize(column) >= figures, qPrintable(QString::number(column)));
            }
            QVERIFY2(columns <= table->viewport()->width() && !table->horizontalScrollBar()->isVisible(),
                     qPrintable(QStringLiteral("%1 px of columns in %2").arg(columns).arg(table->viewport()->width())));
            // Not under a pane that scrolls sideways either: the whole table is in sight.
            QCOMPARE(table->visibleRegion().boundingRect(), table->rect());
            QHeaderView *header = table->horizontalHeader();
            QFont bold = header->font();
            bold.setBold(true);
            const QFontMetrics metrics(bold);
            for (int column = 0; column < table->columnCount(); ++column) {
                const QStringList lines = table->horizontalHeaderItem(column)->text().split(QLatin1Char('\n'));
                QVERIFY(lines.size() <= 2);
                QVERIFY(header->height() >= lines.size() * metrics.height());
                for (const QString &line : lines)
                    QVERIFY2(metrics.horizontalAdvance(line) <= header->sectionSize(column), qPrintable(line));
            }
        }
        QVERIFY(languages.setLanguage(QStringLiteral("en"), false));
    }

    // The time-against-cost chart's logarithmic axes, in Vietnamese: three to eight labels each
    // (1, 2, 5 or 1, 3 times the powers of ten where there is room, not only 10 and 100), written
    // as Vietnamese writes numbers (1.000.000, never 1,000,000 or 1e+06), apart from each other.
    void logAxesReadInTheLanguage()
    {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("vi"), false));
        const QLocale vietnamese(QLocale::Vietnamese);
        PlanDocument document(test::loadExample("v5e-16x16-standard.tpuplan.yaml"), catalog());
        SizeDialog dialog(&document, 0);
        dialog.resize(1229, 691);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCustomPlot *plot = dialog.findChild<SizingCharts *>()->tradeoffPlot();
        for (int job : {0, 1}) {
            (job == 0 ? dialog.findChild<QRadioButton *>(QStringLiteral("TrainingJob"))
                      : dialog.findChild<QRadioButton *>(QStringLiteral("ServingJob")))
                ->click();
            QTest::qWait(50);
            plot->replot();
            bool grouped = false;
            for (QCPAxis *axis : {plot->xAxis, plot->yAxis}) {
                const QVector<double> ticks = axis->tickVector();
                const QVector<QString> labels = axis->tickVectorLabels();
                const QString all = QStringList(labels.begin(), labels.end()).join(QLatin1Char(' '));
                QVERIFY2(labels.size() >= 3 && labels.size() <= 8, qPrintable(all));
                const QFontMetrics metrics(axis->tickLabelFont());
                for (int i = 0; i < labels.size(); ++i) {
                    bool ok = false;
                    QCOMPARE(vietnamese.toDouble(labels[i], &ok), ticks[i]);
                    QVERIFY2(ok && !labels[i].contains(QLatin1Char('e')), qPrintable(all));
                    grouped = grouped || labels[i].contains(vietnamese.groupSeparator());
                    if (i == 0)
                        continue;
                    const double apart = std::abs(axis->coordToPixel(ticks[i]) - axis->coordToPixel(ticks[i - 1]));
                    const double needs = axis->orientation() == Qt::Horizontal
                                             ? (metrics.horizontalAdvance(labels[i]) + metrics.horizontalAdvance(labels[i - 1]))
                                                   / 2.0
                                             : metrics.height();
                    QVERIFY2(apart > needs, qPrintable(all));
                }
            }
            QVERIFY(grouped); // money over 1.000 is on the cost axis
        }
        QVERIFY(languages.setLanguage(QStringLiteral("en"), false));
    }
};

QTEST_MAIN(TestSizeDialog)
#include "tst_sizedialog.moc"
