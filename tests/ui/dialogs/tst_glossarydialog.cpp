// SPDX-License-Identifier: GPL-3.0-or-later
// The glossary dialog on its own: a search that matches nothing shows no entry, every term can be
// read whole in the list at the dialog's own size in the longest languages, and the source line
// says that its pages and topics are English. Offscreen.
#include "tests/ui/UiTestHelpers.h"

#include "ui/dialogs/GlossaryDialog.h"

#include <QFontMetrics>
#include <QLineEdit>
#include <QListWidget>
#include <QScrollBar>
#include <QTest>
#include <QTextBrowser>

using namespace tpuplan;

class TestGlossaryDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { test::isolateSettings(); }

    // QA: "zzq" gave "0 of 73 terms" while the page still explained "Zone".
    void aSearchWithoutMatchShowsNoEntry()
    {
        GlossaryDialog dialog(Glossary::builtIn(), [] { return QStringLiteral("en"); });
        QVERIFY(dialog.showTerm(QStringLiteral("zone")));
        const QString zone = Glossary::builtIn().term(QStringLiteral("zone"))->text(QStringLiteral("en")).definition;
        QVERIFY(dialog.page()->toPlainText().contains(zone));
        QTest::keyClicks(dialog.searchField(), QStringLiteral("zzq"));
        QCOMPARE(dialog.termList()->count(), 0);
        QVERIFY2(!dialog.page()->toPlainText().contains(zone), qPrintable(dialog.page()->toPlainText()));
        QVERIFY(dialog.page()->toPlainText().contains(QStringLiteral("zzq")));
        QVERIFY(dialog.currentTerm().isEmpty());
        // Clearing the search brings the list and its first entry back.
        dialog.searchField()->clear();
        QCOMPARE(dialog.termList()->count(), Glossary::builtIn().terms().size());
        QCOMPARE(dialog.currentTerm(), dialog.termList()->item(0)->data(Qt::UserRole).toString());
    }

    // QA: "FSDP (vollständig geshardete Datenpara…" and "Chính sách khối lượng công việc (worklo…"
    // were cut and needed horizontal scrolling.
    void everyTermReadsWholeInTheList_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *language : {"en", "de", "it", "vi"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }

    void everyTermReadsWholeInTheList()
    {
        QFETCH(QString, language);
        GlossaryDialog dialog(Glossary::builtIn(), [language] { return language; });
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QListWidget *list = dialog.termList();
        QCOMPARE(list->horizontalScrollBar()->maximum(), 0);
        const int room = list->viewport()->width();
        for (int row = 0; row < list->count(); ++row) {
            QListWidgetItem *item = list->item(row);
            const QRect shown = list->visualItemRect(item);
            const QRect needed =
                QFontMetrics(list->font()).boundingRect(QRect(0, 0, shown.width(), 0), Qt::TextWordWrap, item->text());
            QVERIFY2(shown.right() <= room && needed.width() <= shown.width() && needed.height() <= shown.height(),
                     qPrintable(item->text()));
        }
    }

    // QA: English topics ("notes", "choose a GKE mode") read as untranslated text in German and
    // Vietnamese; the pages cited are English, and the line says so.
    void theSourceLineSaysItsPagesAreEnglish()
    {
        GlossaryDialog dialog(Glossary::builtIn(), [] { return QStringLiteral("en"); });
        QVERIFY(dialog.showTerm(QStringLiteral("autopilot")));
        QVERIFY2(dialog.page()->toPlainText().contains(QStringLiteral("(pages and topics in English)")),
                 qPrintable(dialog.page()->toPlainText()));
    }
};

QTEST_MAIN(TestGlossaryDialog)
#include "tst_glossarydialog.moc"
