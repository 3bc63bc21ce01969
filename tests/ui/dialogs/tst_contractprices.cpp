// SPDX-License-Identifier: GPL-3.0-or-later
// Ironwood has no public price: the window takes a contract price (Tools > Contract Prices),
// prices with it, keeps it across sessions and says "cost unknown" until then.
#include "../UiTestHelpers.h"

#include "core/catalog/Catalog.h"
#include "core/cost/CostCalculator.h"
#include "core/plan/PlanReader.h"
#include "ui/app/MainWindow.h"
#include "ui/app/DocumentController.h"
#include "ui/cost/CostChart.h"
#include "ui/dialogs/CatalogDialog.h"
#include "ui/app/LanguageManager.h"
#include "ui/dialogs/ContractPricesDialog.h"
#include "ui/document/PlanDocument.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QScopeGuard>
#include <QTest>
#include <QTimer>

using namespace tpuplan;

namespace {

/// Fills the dialog when it opens: `onDemand` in the TPU7x row, then OK.
void answerDialog(const QString &onDemand, bool *seen, QStringList *placeholders)
{
    QTimer::singleShot(0, [=] {
        auto *dialog = qobject_cast<ContractPricesDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        *seen = true;
        const int row = dialog->rowOf(QStringLiteral("tpu7x"), QStringLiteral("us-central1"));
        if (row >= 0) {
            for (int column = 0; column < 4; ++column)
                placeholders->append(dialog->priceEdit(row, column)->placeholderText());
            dialog->priceEdit(row, 0)->setText(onDemand);
        }
        dialog->sourceEdit()->setText(QStringLiteral("Contract 2026-17"));
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    });
}

} // namespace

class TestContractPrices : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { test::isolateSettings(); }

    void ironwoodCostNeedsAContractPrice()
    {
        MainWindow window(Catalog::builtIn());
        window.show();
        QVERIFY(window.documents()->openPlan(test::example("tpu7x-ironwood-standard.tpuplan.yaml"), true));
        QVERIFY2(window.findChild<QLabel *>(QStringLiteral("PlanTotals"))->text().contains(QStringLiteral("cost unknown")), qPrintable(window.findChild<QLabel *>(QStringLiteral("PlanTotals"))->text()));
        QVERIFY(!CostCalculator::summarize(window.document()->plan(), window.document()->catalog()).unknownPools.isEmpty());

        bool seen = false;
        QStringList placeholders;
        answerDialog(QLocale().toString(9.5, 'f', 2), &seen, &placeholders);
        window.findChild<QAction *>(QStringLiteral("ContractPricesAction"))->trigger();
        QVERIFY(seen);
        QCOMPARE(placeholders, QStringList(4, QStringLiteral("unknown")));

        // 64 + 4 chips at 9.50 per chip-hour, plus the 0.10 cluster fee, the system pool's
        // e2-standard-4 (0.13402284/h in us-central1) and its 100 GiB pd-balanced boot disk (0.10
        // per GiB-month). The TPU7x boot disks are hyperdisk-balanced, without a catalog price:
        // the total is "at least".
        const CostSummary cost = CostCalculator::summarize(window.document()->plan(), window.document()->catalog());
        QVERIFY(cost.unknownPools.isEmpty());
        QVERIFY(cost.totalHourly.selected);
        const double expected = 68 * 9.5 + 0.10 + 0.13402284 + 100 * 0.10 / 730.0;
        QVERIFY(std::abs(*cost.totalHourly.selected - expected) < 1e-9);
        QCOMPARE(cost.unknownLines, QStringList{QStringLiteral("boot disks (hyperdisk-balanced)")});
        // The status bar gives it per month, as the Cost dock: both pools run all 730 hours, the
        // boot disk is 10 a month.
        const double monthly = (68 * 9.5 + 0.10 + 0.13402284) * 730 + 100 * 0.10;
        QVERIFY(std::abs(*cost.totalMonthly.selected - monthly) < 1e-6);
        const QLabel *totals = window.findChild<QLabel *>(QStringLiteral("PlanTotals"));
        QVERIFY2(totals->text().contains(QStringLiteral("at least %1 USD per month").arg(QLocale().toString(monthly, 'f', 2))),
                 qPrintable(totals->text()));
        QVERIFY2(totals->toolTip().contains(QStringLiteral("at least %1 USD").arg(QLocale().toString(expected, 'f', 2))),
                 qPrintable(totals->toolTip()));
        // The price cites its source.
        QCOMPARE(window.document()->catalog().sources.value(QStringLiteral("price-overrides")).title,
                 QStringLiteral("Contract 2026-17"));
    }

    void pricesAreKeptForTheNextSession()
    {
        // Saved by the test above in this program's settings.
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.documents()->openPlan(test::example("tpu7x-ironwood-standard.tpuplan.yaml"), true));
        const RegionPrice *price = window.document()->catalog().price(QStringLiteral("tpu7x"), QStringLiteral("us-central1"));
        QVERIFY(price);
        QCOMPARE(price->onDemand.value_or(0), 9.5);
        QVERIFY(!price->spot);
        // The Cost dock says from the start that contract prices are in use.
        window.show();
        auto *cost = window.findChild<QDockWidget *>(QStringLiteral("CostDock"));
        QVERIFY(cost);
        cost->raise();
        QTRY_VERIFY(window.findChild<CostChart *>());
        const QString summary = window.findChild<CostChart *>()->summaryLabel()->text();
        QVERIFY2(summary.contains(QLatin1String("Contract prices (Tools &gt; Contract Prices)")), qPrintable(summary));
    }

    void clearingRestoresTheCatalogPrices()
    {
        MainWindow window(Catalog::builtIn());
        window.show();
        QVERIFY(window.documents()->openPlan(test::example("tpu7x-ironwood-standard.tpuplan.yaml"), true));
        QTimer::singleShot(0, [] {
            auto *dialog = qobject_cast<ContractPricesDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            // The saved price is shown, then cleared.
            const int row = dialog->rowOf(QStringLiteral("tpu7x"), QStringLiteral("us-central1"));
            QCOMPARE(dialog->priceEdit(row, 0)->text(), QLocale().toString(9.5, 'f', 4));
            for (QPushButton *button : dialog->findChildren<QPushButton *>()) {
                if (button->text().remove(QLatin1Char('&')) == QLatin1String("Clear All"))
                    button->click();
            }
            dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        });
        window.findChild<QAction *>(QStringLiteral("ContractPricesAction"))->trigger();
        QVERIFY(!window.document()->catalog().price(QStringLiteral("tpu7x"), QStringLiteral("us-central1")));
        QVERIFY(Settings::contractPrices.get().isEmpty());
    }

    // Help > About the Catalog shows how fresh the facts are, the contract prices among them.
    void catalogPageShowsFreshness()
    {
        MainWindow window(Catalog::builtIn());
        window.show();
        QString text;
        QTimer::singleShot(0, [&text] {
            auto *dialog = qobject_cast<CatalogDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            text = dialog->report()->toPlainText();
            dialog->reject();
        });
        window.findChild<QAction *>(QStringLiteral("AboutCatalogAction"))->trigger();
        QVERIFY2(text.contains(Catalog::builtIn().asOf), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("gkeSchedule")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("trust C")), qPrintable(text));
    }

    void dialogRowsFollowThePlan()
    {
        // A v5e plan in us-central1 shows the catalog's v5e prices as placeholders, nothing typed.
        const PlanLoadResult loaded = PlanReader::readFile(test::example("v5e-16x16-standard.tpuplan.yaml"));
        QVERIFY(loaded.isPlan());
        ContractPricesDialog dialog(Catalog::builtIn(), loaded.plan, PriceOverrides());
        QCOMPARE(dialog.table()->rowCount(), 1);
        const int row = dialog.rowOf(QStringLiteral("v5e"), QStringLiteral("us-central1"));
        QVERIFY(row >= 0);
        const RegionPrice *price = Catalog::builtIn().price(QStringLiteral("v5e"), QStringLiteral("us-central1"));
        QVERIFY(price && price->onDemand);
        QCOMPARE(dialog.priceEdit(row, 0)->placeholderText(), QLocale().toString(*price->onDemand, 'f', 4));
        QVERIFY(dialog.overrides().entries.isEmpty());
        // What it produces reads back as a --prices file.
        dialog.priceEdit(row, 2)->setText(QLocale().toString(0.75, 'f', 2));
        const PriceOverrides typed = dialog.overrides();
        const PriceOverridesLoadResult back = PriceOverridesLoader::loadBytes(typed.toYaml(), QStringLiteral("x"), Catalog::builtIn());
        QVERIFY(back.overrides);
        QCOMPARE(back.overrides->entries.size(), 1);
        QCOMPARE(back.overrides->entries.constFirst().commit1y.value_or(std::nullopt).value_or(0), 0.75);
        QVERIFY(!back.overrides->entries.constFirst().onDemand);
    }

    // Enter after typing a price ends that cell's edit; only the next Enter (or OK) closes.
    void enterEndsTheCellEditNotTheDialog()
    {
        const PlanLoadResult loaded = PlanReader::readFile(test::example("v5e-16x16-standard.tpuplan.yaml"));
        QVERIFY(loaded.isPlan());
        ContractPricesDialog dialog(Catalog::builtIn(), loaded.plan, PriceOverrides());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QLineEdit *cell = dialog.priceEdit(dialog.rowOf(QStringLiteral("v5e"), QStringLiteral("us-central1")), 0);
        QTest::mouseDClick(cell, Qt::LeftButton);
        QTest::keyClicks(cell, QLocale().toString(2.1, 'f', 1));
        QTest::keyClick(cell, Qt::Key_Return);
        QVERIFY(dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QCOMPARE(dialog.overrides().entries.constFirst().onDemand.value_or(std::nullopt).value_or(0), 2.1);
        QTest::keyClick(cell, Qt::Key_Enter);
        QVERIFY(!dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }

    // In Italian a price is typed as Italian writes it: "2,10" is two dollars ten, never 210
    // (the numbers follow the window's language, not the system's).
    void pricesAreReadAsTheLanguageWritesThem()
    {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("it"), false));
        const auto backToEnglish = qScopeGuard([&] { languages.setLanguage(QStringLiteral("en"), false); });
        const PlanLoadResult loaded = PlanReader::readFile(test::example("v5e-16x16-standard.tpuplan.yaml"));
        QVERIFY(loaded.isPlan());
        ContractPricesDialog dialog(Catalog::builtIn(), loaded.plan, PriceOverrides());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QLineEdit *cell = dialog.priceEdit(dialog.rowOf(QStringLiteral("v5e"), QStringLiteral("us-central1")), 0);
        QTest::mouseDClick(cell, Qt::LeftButton);
        QTest::keyClicks(cell, QStringLiteral("2,10"));
        QTest::keyClick(cell, Qt::Key_Return);
        QCOMPARE(dialog.overrides().entries.constFirst().onDemand.value_or(std::nullopt).value_or(0), 2.1);
    }
};

QTEST_MAIN(TestContractPrices)
#include "tst_contractprices.moc"
