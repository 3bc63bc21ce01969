// SPDX-License-Identifier: GPL-3.0-or-later
// The Cost dock's charts hold the core's figures: one bar per pool and way of paying plus the
// total, the pool's own choice selected, cumulative lines that step a commitment's term at a time,
// break-even marks where CostProjection puts them, redrawn on every edit. Offscreen.
#include "tests/ui/cost/ChartTestHelpers.h"

#include "tests/ui/UiTestHelpers.h"
#include "ui/cost/CostChart.h"
#include "ui/dialogs/ExportDialog.h"
#include "ui/document/PlanDocument.h"
#include "core/catalog/Catalog.h"
#include "core/cost/CostCalculator.h"
#include "core/cost/CostProjection.h"
#include "core/cost/PriceOverrides.h"
#include "core/plan/PlanReader.h"
#include <QCheckBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QTest>

#include <sys/stat.h>

using namespace tpuplan;

class TestCostChart : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { test::isolateSettings(); }

    void barsHoldEveryPoolAndTheTotal()
    {
        // Three pools: two on-demand, one flex-start (its price is unknown: no bar, not 0).
        PlanDocument document(test::loadExample("v6e-mixed-pools-standard.tpuplan.yaml"), test::builtInCatalog());
        CostChart chart;
        chart.setDocument(&document);
        const CostSummary cost = CostCalculator::summarize(document.plan(), document.catalog());
        QCOMPARE(cost.pools.size(), 3);

        auto *ticker = static_cast<QCPAxisTickerText *>(chart.monthlyPlot()->xAxis->ticker().data());
        QCOMPARE(ticker->ticks().size(), 4);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(ticker->ticks().value(i + 1), cost.pools.at(i).name);
        QCOMPARE(ticker->ticks().value(4), QStringLiteral("Total"));

        // No reservation: each bar, its hours used and the pale part paid for hours not used
        // together, is the bundle's column. The pools run 220, 300 and 168 hours: on-demand and
        // Spot pay those, a commitment the whole month.
        for (const QString &column : CostProjection::columns()) {
            QCPBars *bars = chart.bars(column);
            QVERIFY2(bars && chart.unusedBars(column), qPrintable(column));
            const QMap<double, double> used = test::barValues(bars);
            const QMap<double, double> unused = test::barValues(chart.unusedBars(column));
            const bool committed = CostProjection::termMonths(column) > 0;
            for (int i = 0; i < 3; ++i) {
                const std::optional<double> expected = CostProjection::value(cost.pools.at(i).monthly, column);
                QCOMPARE(used.contains(i + 1), expected.has_value());
                QCOMPARE(unused.contains(i + 1), expected.has_value() && committed);
                if (expected)
                    QCOMPARE(used.value(i + 1) + unused.value(i + 1), *expected);
            }
            const std::optional<double> total = CostProjection::value(cost.totalMonthly, column);
            QCOMPARE(used.contains(4), total.has_value());
            if (total)
                QCOMPARE(used.value(4) + unused.value(4), *total);
        }
        const PoolCost &first = cost.pools.at(0);
        QCOMPARE(test::barValues(chart.bars(QStringLiteral("commit1y"))).value(1), *first.hourly.commit1y * first.hoursPerMonth);
        // The pools' own choice is the selected bar: on-demand for the first two.
        QCPBars *onDemand = chart.bars(QStringLiteral("onDemand"));
        QCOMPARE(cost.pools.at(0).selectedColumn, QStringLiteral("onDemand"));
        QVERIFY(onDemand->selection().contains(QCPDataSelection(QCPDataRange(0, 1))));
        QVERIFY(onDemand->selection().contains(QCPDataSelection(QCPDataRange(1, 2))));
        QVERIFY(chart.bars(QStringLiteral("spot"))->selection().isEmpty());
        QVERIFY(chart.monthlyPlot()->yAxis->range().lower == 0);
        QVERIFY(chart.monthlyPlot()->yAxis->range().upper >= *cost.totalMonthly.onDemand);
    }

    // A reservation is billed for the whole month, used or not (CostCalculator): the example's
    // v4 reservation runs 500 of 730 hours at the on-demand price. Its own bar is what it pays,
    // the bundle's Selected figure, with the 230 idle hours as its pale top; the hours used are
    // the bundle's On-demand column. The total's bar, the headline and the over-time line give
    // one monthly figure.
    void aReservationsBarIsItsWholeMonth()
    {
        PlanDocument document(test::loadExample("v4-autopilot-multislice.tpuplan.yaml"), test::builtInCatalog());
        CostChart chart;
        chart.setDocument(&document);
        const CostSummary cost = CostCalculator::summarize(document.plan(), document.catalog());
        QCOMPARE(cost.pools.size(), 1);
        const PoolCost &pool = cost.pools.first();
        QCOMPARE(pool.capacity, QStringLiteral("reservation"));
        QCOMPARE(pool.selectedColumn, QStringLiteral("onDemand"));
        QVERIFY(pool.hoursPerMonth < 730 && cost.totalMonthly.selected);
        QVERIFY(*pool.monthly.selected > *pool.monthly.onDemand);

        const QMap<double, double> used = test::barValues(chart.bars(QStringLiteral("onDemand")));
        const QMap<double, double> unused = test::barValues(chart.unusedBars(QStringLiteral("onDemand")));
        QCOMPARE(used.value(1), *pool.monthly.onDemand);
        QCOMPARE(used.value(1) + unused.value(1), *pool.monthly.selected);
        QCOMPARE(used.value(2) + unused.value(2), *cost.totalMonthly.selected);
        // The idle hours belong to the pool's own choice: drawn selected with it.
        QVERIFY(chart.unusedBars(QStringLiteral("onDemand"))->selection().contains(QCPDataSelection(QCPDataRange(0, 1))));
        const QString total = QLocale().toString(*cost.totalMonthly.selected, 'f', 2);
        QVERIFY2(chart.summaryLabel()->text().contains(total), qPrintable(chart.summaryLabel()->text()));
        QVERIFY2(
            chart.summaryLabel()->text().contains(QLocale().toString(*pool.monthly.selected - *pool.monthly.onDemand, 'f', 2)),
            qPrintable(chart.summaryLabel()->text()));
        QCOMPARE(chart.line(QStringLiteral("onDemand"))->data()->at(0)->value, *cost.totalMonthly.selected);
        QCOMPARE(chart.line(QStringLiteral("onDemand"))->data()->at(11)->value, 12 * *cost.totalMonthly.selected);
        // Against that month, the 1-year commitment (billed whole months too) pays off in its term.
        const std::optional<double> year = CostProjection::breakEvenMonths(CostProjection::paidMonthly(cost),
                                                                           QStringLiteral("commit1y"));
        QVERIFY(year);
        QCOMPARE(chart.breakEvenMarks()->data()->at(0)->key, *year);
        QCOMPARE(chart.breakEvenMarks()->data()->at(0)->value, *year * *cost.totalMonthly.selected);
    }

    void linesStepATermAtATimeAndMarkTheBreakEven()
    {
        // Used all month: the commitments pay off within their terms.
        Plan plan = test::loadExample("v5e-16x16-standard.tpuplan.yaml");
        plan.pools[0].usage->hoursPerMonth = 730;
        PlanDocument document(plan, test::builtInCatalog());
        CostChart chart;
        chart.setDocument(&document);
        const CostSummary cost = CostCalculator::summarize(document.plan(), document.catalog());
        QVERIFY(cost.totalMonthly.onDemand && cost.totalMonthly.commit1y && cost.totalMonthly.commit3y);
        QCOMPARE(chart.horizonSpin()->value(), 36);

        QCPGraph *oneYear = chart.line(QStringLiteral("commit1y"));
        QCOMPARE(oneYear->data()->size(), 36);
        QCOMPARE(oneYear->data()->at(11)->value, 12 * *cost.totalMonthly.commit1y);
        QCOMPARE(oneYear->data()->at(12)->value, 24 * *cost.totalMonthly.commit1y);
        QCPGraph *onDemand = chart.line(QStringLiteral("onDemand"));
        QCOMPARE(onDemand->data()->at(9)->value, 10 * *cost.totalMonthly.onDemand);

        QCPGraph *marks = chart.breakEvenMarks();
        const std::optional<double> year = CostProjection::breakEvenMonths(cost.totalMonthly, QStringLiteral("commit1y"));
        const std::optional<double> threeYears = CostProjection::breakEvenMonths(cost.totalMonthly, QStringLiteral("commit3y"));
        QVERIFY(year && threeYears);
        QCOMPARE(marks->data()->size(), 2);
        QCOMPARE(marks->data()->at(0)->key, *year);
        QCOMPARE(marks->data()->at(0)->value, *year * *cost.totalMonthly.onDemand);

        // A shorter horizon drops the marks beyond it.
        chart.horizonSpin()->setValue(int(*year) + 1);
        QCOMPARE(chart.line(QStringLiteral("commit1y"))->data()->size(), int(*year) + 1);
        QCOMPARE(chart.breakEvenMarks()->data()->size(), *threeYears <= int(*year) + 1 ? 2 : 1);
    }

    void aCommitmentThatNeverPaysOffHasNoMark()
    {
        // The example is used 400 h a month: a commitment bills all 730, so the 1-year one (0.7 of
        // the on-demand price) costs more than on-demand and never pays off; the 3-year one
        // (0.45) still does, later.
        PlanDocument document(test::loadExample("v5e-16x16-standard.tpuplan.yaml"), test::builtInCatalog());
        CostChart chart;
        chart.setDocument(&document);
        QCOMPARE(document.plan().pools[0].usage->hoursPerMonth.value_or(0), 400);
        const CostSummary cost = CostCalculator::summarize(document.plan(), document.catalog());
        QVERIFY(!CostProjection::breakEvenMonths(cost.totalMonthly, QStringLiteral("commit1y")));
        const std::optional<double> threeYears = CostProjection::breakEvenMonths(cost.totalMonthly, QStringLiteral("commit3y"));
        QVERIFY(threeYears && *threeYears > 12);
        QCOMPARE(chart.breakEvenMarks()->data()->size(), 1);
        QCOMPARE(chart.breakEvenMarks()->data()->at(0)->key, *threeYears);
    }

    void unknownPricesLeaveReadableAxes()
    {
        // Ironwood has no public price: nothing to draw, but the axes still count whole dollars
        // (a 0..1 range would label its 0.2 steps 0, 0, 0, 1, 1).
        PlanDocument document(test::loadExample("tpu7x-ironwood-standard.tpuplan.yaml"), test::builtInCatalog());
        CostChart chart;
        chart.setDocument(&document);
        for (QCustomPlot *plot : {chart.monthlyPlot(), chart.cumulativePlot()}) {
            plot->replot();
            QVERIFY(plot->yAxis->range().upper >= 10);
            QStringList labels;
            for (double tick : plot->yAxis->tickVector())
                labels.append(plot->yAxis->tickVectorLabels().value(int(plot->yAxis->tickVector().indexOf(tick))));
            labels.removeDuplicates();
            QCOMPARE(labels.size(), int(plot->yAxis->tickVector().size()));
        }
    }

    void followsEveryEdit()
    {
        PlanDocument document(test::loadExample("v5e-16x16-standard.tpuplan.yaml"), test::builtInCatalog());
        CostChart chart;
        chart.setDocument(&document);
        const double before = test::barValues(chart.bars(QStringLiteral("onDemand"))).value(1);
        Plan plan = document.plan();
        plan.pools[0].slices = 2;
        document.editPlan(plan, QStringLiteral("two slices"));
        const double after = test::barValues(chart.bars(QStringLiteral("onDemand"))).value(1);
        QCOMPARE(after, 2 * before);
        QVERIFY(chart.summaryLabel()->text().contains(QLatin1String("before taxes and negotiated discounts")));
    }

    // Prices entered in Tools > Contract Prices are said to be in use, apart from the list's.
    void saysWhenContractPricesAreUsed()
    {
        const Plan plan = test::loadExample("v6e-mixed-pools-standard.tpuplan.yaml");
        PriceOverrides overrides;
        overrides.origin = QStringLiteral("prices entered in the window");
        overrides.asOf = QStringLiteral("2099-01-01");
        PriceOverrides::Entry entry;
        entry.tpu = QStringLiteral("v6e");
        entry.region = plan.cluster.region;
        entry.onDemand = std::optional<double>(2.1);
        overrides.entries.append(entry);
        Catalog priced = Catalog::builtIn();
        overrides.applyTo(priced);
        PlanDocument document(plan, std::make_shared<const Catalog>(priced));
        CostChart chart;
        chart.setDocument(&document);
        const QString text = chart.summaryLabel()->text();
        QVERIFY2(text.contains(QLatin1String("Contract prices (Tools &gt; Contract Prices) and list prices")), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("2099")), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("negotiated discounts")), qPrintable(text));
        // Without them, list prices only.
        document.setCatalog(test::builtInCatalog());
        QVERIFY2(chart.summaryLabel()->text().contains(QLatin1String("List prices of ")),
                 qPrintable(chart.summaryLabel()->text()));
    }

    void exportsPngSvgAndPdf()
    {
        PlanDocument document(test::loadExample("v5e-16x16-standard.tpuplan.yaml"), test::builtInCatalog());
        CostChart chart;
        chart.resize(800, 500);
        chart.setDocument(&document);
        QTemporaryDir dir;
        QVERIFY(chart.exportTo(dir.filePath(QStringLiteral("cost.png"))));
        QImage image(dir.filePath(QStringLiteral("cost.png")));
        QVERIFY(!image.isNull());
        chart.tabs()->setCurrentIndex(1);
        QVERIFY(chart.exportTo(dir.filePath(QStringLiteral("cost.pdf"))));
        QFile pdf(dir.filePath(QStringLiteral("cost.pdf")));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.read(5) == "%PDF-");
        // Its text at the size the chart draws it (about 9 to 12 points), not scaled twice to a
        // page of giant glyphs: the font sizes of its text operators ("/F1 9 Tf"), streams inflated.
        const QByteArray file = pdf.readAll();
        QByteArray content;
        for (qsizetype at = file.indexOf("stream\n"); at >= 0; at = file.indexOf("stream\n", at + 1)) {
            const qsizetype end = file.indexOf("endstream", at);
            QByteArray zipped = file.mid(at + 7, end - at - 7);
            zipped.prepend(QByteArray("\x00\x01\x00\x00", 4)); // qUncompress's size hint; it grows as needed
            content += qUncompress(zipped);
        }
        const QRegularExpression fontSize(QStringLiteral("([0-9.]+) Tf"));
        int sizes = 0;
        for (const QRegularExpressionMatch &m : fontSize.globalMatch(QString::fromLatin1(content))) {
            ++sizes;
            QVERIFY2(m.captured(1).toDouble() < 40, qPrintable(m.captured(0)));
        }
        QVERIFY(sizes > 0);
        QVERIFY(!chart.exportTo(dir.filePath(QStringLiteral("missing-folder/cost.png"))));

        // SVG: vectors with the chart's own text (axis label, legend, pool names), not a picture;
        // drawn at the size the user sees.
        chart.tabs()->setCurrentIndex(0);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QVERIFY(chart.exportTo(dir.filePath(QStringLiteral("cost.svg"))));
        QFile svg(dir.filePath(QStringLiteral("cost.svg")));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QByteArray text = svg.readAll();
        QVERIFY(text.contains("<svg"));
        QVERIFY(text.contains("</svg>"));
        QVERIFY(!text.contains("<image"));
        QVERIFY2(text.contains("USD per month"), text.left(400).constData());
        QVERIFY(text.contains(document.plan().pools.first().name.toUtf8()));
        QVERIFY(text.contains("viewBox=\"0 0 " + QByteArray::number(chart.monthlyPlot()->width())));
        QVERIFY(!chart.exportTo(dir.filePath(QStringLiteral("missing-folder/cost.svg"))));

        // A FIFO (or /dev/null through a link) named as the file: refused, left as it was.
        for (const QString &suffix : {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf")}) {
            const QString fifo = dir.filePath(QStringLiteral("pipe.") + suffix);
            QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
            QString error;
            QVERIFY(!chart.exportTo(fifo, &error));
            QVERIFY2(error.contains(QLatin1String("named pipe")), qPrintable(error));
            struct stat info{};
            QCOMPARE(::stat(QFile::encodeName(fifo).constData(), &info), 0);
            QVERIFY(S_ISFIFO(info.st_mode));
        }
        const QString nullLink = dir.filePath(QStringLiteral("null.png"));
        QVERIFY(QFile::link(QStringLiteral("/dev/null"), nullLink));
        QVERIFY(!chart.exportTo(nullLink));
        QVERIFY(QFileInfo(nullLink).isSymLink());
    }

    void theExportDialogAddsTheChartToTheBundle()
    {
        PlanDocument document(test::loadExample("v5e-16x16-standard.tpuplan.yaml"), test::builtInCatalog());
        QTemporaryDir dir;
        ExportDialog dialog(&document);
        QVERIFY(dialog.costChartCheck()->isChecked());
        dialog.folderEdit()->setText(dir.filePath(QStringLiteral("with-chart")));
        QString error;
        QVERIFY2(dialog.exportBundle(&error), qPrintable(error));
        QImage chart(dir.filePath(QStringLiteral("with-chart/cost.png")));
        QVERIFY(!chart.isNull());
        QVERIFY(chart.width() >= 900);
        QFile readme(dir.filePath(QStringLiteral("with-chart/README.md")));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        QVERIFY(readme.readAll().contains("| `cost.png` | the cost chart"));

        dialog.costChartCheck()->setChecked(false);
        dialog.folderEdit()->setText(dir.filePath(QStringLiteral("without")));
        QVERIFY2(dialog.exportBundle(&error), qPrintable(error));
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("without/cost.md"))));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("without/cost.png"))));
    }
};

QTEST_MAIN(TestCostChart)
#include "tst_costchart.moc"
