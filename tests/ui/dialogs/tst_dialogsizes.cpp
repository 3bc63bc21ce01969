// SPDX-License-Identifier: GPL-3.0-or-later
// Every dialog opens within the screen: on a small screen or a high scale factor the size a
// dialog names for its content is bounded to the screen's available area, so its buttons stay
// in reach. The offscreen platform's screen (800x800) is smaller than several dialogs' own sizes.
// A dialog reopens at the size the user left it at, bounded to the screen again.
#include "../UiTestHelpers.h"

#include "core/import/ImportReport.h"
#include "core/lint/ManifestLinter.h"
#include "core/refresh/CatalogRefresh.h"
#include "ui/app/DialogSizes.h"
#include "ui/app/MainWindow.h"
#include "ui/app/Settings.h"
#include "ui/dialogs/CatalogDialog.h"
#include "ui/dialogs/CatalogRefreshDialog.h"
#include "ui/dialogs/ContractPricesDialog.h"
#include "ui/dialogs/DialogSize.h"
#include "ui/dialogs/ExportDialog.h"
#include "ui/dialogs/GlossaryDialog.h"
#include "ui/dialogs/ImportResultDialog.h"
#include "ui/dialogs/ManifestSourceDialog.h"
#include "ui/dialogs/ManifestViewer.h"
#include "ui/dialogs/MigrateDialog.h"
#include "ui/dialogs/PlanAssistant.h"
#include "ui/dialogs/PlatformDialog.h"
#include "ui/document/PlanDocument.h"
#include "ui/sizing/SizeDialog.h"

#include <QAction>
#include <QScreen>
#include <QTest>

#include <memory>

using namespace tpuplan;

namespace {

QString english()
{
    return QStringLiteral("en");
}

} // namespace

class TestDialogSizes : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { test::isolateSettings(); }

    void fitting_data()
    {
        QTest::addColumn<QSize>("preferred");
        QTest::addColumn<QSize>("minimum");
        QTest::addColumn<QRect>("available");
        QTest::addColumn<QSize>("expected");
        const QRect fullHd(0, 0, 1920, 1040);
        const QRect laptop(0, 27, 1366, 741);
        const QRect scaled(0, 0, 800, 500); // 1600x1000 at 200 %
        QTest::newRow("room: the preferred size") << QSize(1500, 900) << QSize(600, 400) << fullHd << QSize(1500, 900);
        QTest::newRow("laptop: nine tenths of the screen") << QSize(1500, 900) << QSize(600, 400) << laptop << QSize(1229, 667);
        QTest::newRow("only the height lacks room") << QSize(1100, 700) << QSize(600, 400) << laptop << QSize(1100, 667);
        QTest::newRow("the layout's minimum where the screen has room for it")
            << QSize(1500, 900) << QSize(760, 480) << scaled << QSize(760, 480);
        QTest::newRow("never past the screen") << QSize(1500, 900) << QSize(900, 600) << scaled << QSize(800, 500);
    }

    void fitting()
    {
        QFETCH(QSize, preferred);
        QFETCH(QSize, minimum);
        QFETCH(QRect, available);
        QFETCH(QSize, expected);
        QCOMPARE(DialogSize::fitting(preferred, minimum, available), expected);
    }

    void everyDialogOpensWithinTheScreen()
    {
        const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
        PlanDocument document(test::loadExample("v5e-16x16-standard.tpuplan.yaml"),
                              std::make_shared<const Catalog>(Catalog::builtIn()));
        LintFileResult lint;
        lint.file = QStringLiteral("job.yaml");
        std::vector<std::unique_ptr<QDialog>> dialogs;
        dialogs.push_back(std::make_unique<SizeDialog>(&document, 0));
        dialogs.push_back(std::make_unique<MigrateDialog>());
        dialogs.push_back(std::make_unique<ImportResultDialog>(ImportResult()));
        dialogs.push_back(std::make_unique<ManifestViewer>(lint));
        dialogs.push_back(
            std::make_unique<CatalogRefreshDialog>(CatalogRefresh::refreshFiles({}, Catalog::builtIn(), QDate(2026, 11, 27))));
        dialogs.push_back(std::make_unique<CatalogDialog>(Catalog::builtIn()));
        dialogs.push_back(std::make_unique<GlossaryDialog>(Glossary::builtIn(), english));
        dialogs.push_back(std::make_unique<PlanAssistant>(std::make_shared<const Catalog>(Catalog::builtIn()), english));
        dialogs.push_back(std::make_unique<PlatformDialog>(english));
        dialogs.push_back(std::make_unique<ContractPricesDialog>(Catalog::builtIn(), document.plan(), PriceOverrides()));
        dialogs.push_back(std::make_unique<ExportDialog>(&document));
        dialogs.push_back(std::make_unique<ManifestSourceDialog>(nullptr, QString()));
        for (const std::unique_ptr<QDialog> &dialog : dialogs) {
            dialog->show();
            qInfo() << dialog->metaObject()->className() << dialog->size() << dialog->minimumSizeHint();
            const QRect frame = dialog->frameGeometry();
            const QString name = QString::fromLatin1(dialog->metaObject()->className());
            QVERIFY2(frame.width() <= available.width() && frame.height() <= available.height(),
                     qPrintable(QStringLiteral("%1 opens at %2x%3 on a %4x%5 screen")
                                    .arg(name)
                                    .arg(frame.width())
                                    .arg(frame.height())
                                    .arg(available.width())
                                    .arg(available.height())));
            // Its layout still has the room it needs: nothing is squeezed below its minimum.
            QVERIFY2(dialog->width() >= dialog->minimumSizeHint().width()
                         && dialog->height() >= dialog->minimumSizeHint().height(),
                     qPrintable(name));
            dialog->hide();
        }
    }

    void aDialogReopensAtTheSizeItWasLeftAt()
    {
        Settings::dialogSizes.set({});
        QSize ownSize;
        {
            CatalogDialog dialog(Catalog::builtIn());
            DialogSizes::remember(&dialog);
            dialog.show();
            ownSize = dialog.size();
            QVERIFY(ownSize != QSize(610, 430));
            dialog.resize(610, 430);
            dialog.reject();
        }
        CatalogDialog again(Catalog::builtIn());
        DialogSizes::remember(&again);
        QCOMPARE(again.size(), QSize(610, 430));
        // Remembered by the dialog's kind: another dialog keeps its own size.
        GlossaryDialog glossary(Glossary::builtIn(), english);
        const QSize glossaryOwn = glossary.size();
        DialogSizes::remember(&glossary);
        QCOMPARE(glossary.size(), glossaryOwn);
    }

    void aRememberedSizeStillFitsTheScreen()
    {
        // Left large on a big screen, opened again on this small one.
        Settings::dialogSizes.set({{QStringLiteral("tpuplan::CatalogDialog"), QSize(3000, 2000)}});
        CatalogDialog dialog(Catalog::builtIn());
        DialogSizes::remember(&dialog);
        dialog.show();
        const QRect available = dialog.screen()->availableGeometry();
        QVERIFY(dialog.frameGeometry().width() <= available.width());
        QVERIFY(dialog.frameGeometry().height() <= available.height());
    }

    void theWindowsDialogsRememberTheirSize()
    {
        Settings::dialogSizes.set({});
        const auto openGlossary = [](MainWindow &window) {
            window.findChild<QAction *>(QStringLiteral("GlossaryAction"))->trigger();
            return window.findChild<GlossaryDialog *>();
        };
        {
            MainWindow window(Catalog::builtIn());
            GlossaryDialog *glossary = openGlossary(window);
            QVERIFY(glossary && glossary->isVisible());
            glossary->resize(530, 410);
            glossary->close();
        }
        MainWindow window(Catalog::builtIn());
        GlossaryDialog *glossary = openGlossary(window);
        QVERIFY(glossary);
        QCOMPARE(glossary->size(), QSize(530, 410));
    }
};

QTEST_MAIN(TestDialogSizes)
#include "tst_dialogsizes.moc"
