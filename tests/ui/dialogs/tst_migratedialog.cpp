// SPDX-License-Identifier: GPL-3.0-or-later
// Tools > Migrate TensorFlow Script: the dialog shows what the core finds (MigrationScanner), the
// skeleton the CLI would write (SkeletonWriter), takes the script view to a finding's line, saves
// the skeleton (never over the script) and says why a file that is not Python was refused.
#include "tests/ui/UiTestHelpers.h"
#include "ui/dialogs/MigrateDialog.h"
#include "core/migrate/SkeletonWriter.h"
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QStyle>
#include <QTest>
#include <QTextBlock>
#include <QTreeWidget>

using namespace tpuplan;

namespace {
QString script(const char *name)
{
    return QStringLiteral(TPUPLAN_TEST_DATA "/migrate/") + QLatin1String(name);
}
} // namespace

class TestMigrateDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { test::isolateSettings(); }

    void showsTheFindingsAndTheSkeleton()
    {
        MigrateDialog dialog;
        QVERIFY(!dialog.saveButton()->isEnabled());
        QVERIFY(dialog.openScript(script("guide_tpu_estimator.py")));
        const MigrationScan scan = MigrationScanner::scanFile(script("guide_tpu_estimator.py"));
        QVERIFY(scan.findings.size() >= 5);
        QCOMPARE(dialog.findingsView()->topLevelItemCount(), int(scan.findings.size()));
        for (int row = 0; row < scan.findings.size(); ++row) {
            const QTreeWidgetItem *item = dialog.findingsView()->topLevelItem(row);
            QCOMPARE(item->text(0), QStringLiteral("%1:%2").arg(scan.findings[row].line).arg(scan.findings[row].column));
            QCOMPARE(item->text(1), scan.findings[row].construct);
        }
        QCOMPARE(dialog.skeletonView()->toPlainText(), SkeletonWriter::write(scan));
        QVERIFY(dialog.saveButton()->isEnabled());
        QVERIFY2(dialog.header()->text().contains(QString::number(scan.findings.size())), qPrintable(dialog.header()->text()));
        // Every construct's line is marked in the script.
        QCOMPARE(dialog.scriptView()->extraSelections().size(), int(scan.findings.size()));
    }

    void theTf2AdviceIsInViewAndNothingIsCut()
    {
        MigrateDialog dialog;
        QVERIFY(dialog.openScript(script("guide_tpu_estimator.py")));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTest::qWait(50);
        QTreeWidget *view = dialog.findingsView();
        QHeaderView *header = view->header();
        // "In TF2" starts and ends inside the visible width: no scrolling sideways to read it.
        QVERIFY2(header->sectionViewportPosition(3) + header->sectionSize(3) <= view->viewport()->width(),
                 qPrintable(QStringLiteral("%1 + %2 > %3").arg(header->sectionViewportPosition(3)).arg(header->sectionSize(3)).arg(view->viewport()->width())));
        QVERIFY(header->sectionViewportPosition(3) >= 0);
        // Each row is as tall as its wrapped texts, laid out in the width the style draws them in
        // (the cell less the style's text margin on each side).
        const int textMargin = view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
        for (int row = 0; row < view->topLevelItemCount(); ++row) {
            QTreeWidgetItem *item = view->topLevelItem(row);
            for (int column : {2, 3}) {
                const QRect needed = view->fontMetrics().boundingRect(
                    QRect(0, 0, view->columnWidth(column) - 2 * textMargin, 100000), Qt::TextWordWrap, item->text(column));
                QVERIFY2(view->visualItemRect(item).height() >= needed.height(), qPrintable(item->text(column)));
            }
        }
        // The skeleton wraps its long lines: nothing hides off to the right.
        QVERIFY(!dialog.skeletonView()->toPlainText().isEmpty());
        QVERIFY(dialog.skeletonView()->lineWrapMode() != QPlainTextEdit::NoWrap);
        QVERIFY(!dialog.skeletonView()->horizontalScrollBar()->isVisible());
    }

    void clickingAFindingShowsItsLine()
    {
        MigrateDialog dialog;
        QVERIFY(dialog.openScript(script("aliases_and_multiline.py")));
        const MigrationScan scan = MigrationScanner::scanFile(script("aliases_and_multiline.py"));
        QVERIFY(scan.findings.size() >= 2);
        const int row = int(scan.findings.size()) - 1;
        dialog.findingsView()->setCurrentItem(dialog.findingsView()->topLevelItem(row));
        const QTextCursor cursor = dialog.scriptView()->textCursor();
        QCOMPARE(cursor.block().blockNumber() + 1, scan.findings[row].line);
        QCOMPARE(cursor.selectionStart() - cursor.block().position() + 1, scan.findings[row].column);
    }

    void savesTheSkeletonButNeverOverTheScript()
    {
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("train.py"));
        QVERIFY(QFile::copy(script("guide_tpu_estimator.py"), copy));
        MigrateDialog dialog;
        QVERIFY(dialog.openScript(copy));
        QString error;
        QVERIFY(!dialog.saveSkeleton(copy, &error));
        QVERIFY2(error.contains(QLatin1String("script itself")), qPrintable(error));
        const QString out = dir.filePath(QStringLiteral("train_tf2.py"));
        QVERIFY2(dialog.saveSkeleton(out, &error), qPrintable(error));
        QFile saved(out);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(saved.readAll()), dialog.skeletonView()->toPlainText());
        QVERIFY(!dialog.saveSkeleton(dir.filePath(QStringLiteral("missing/train_tf2.py")), &error));
    }

    void refusesWhatIsNotPython()
    {
        MigrateDialog dialog;
        QVERIFY(!dialog.openScript(script("unterminated_string.py")));
        QVERIFY2(dialog.header()->text().contains(QLatin1String("line")), qPrintable(dialog.header()->text()));
        QCOMPARE(dialog.findingsView()->topLevelItemCount(), 0);
        QVERIFY(!dialog.saveButton()->isEnabled());
        QVERIFY(dialog.openScript(script("tf2_keras_nothing.py")));
        QVERIFY2(dialog.header()->text().contains(QLatin1String("nothing to migrate")), qPrintable(dialog.header()->text()));
        QVERIFY(!dialog.saveButton()->isEnabled());
    }

    void showsTheLineThatIsNotPython()
    {
        MigrateDialog dialog;
        QVERIFY(!dialog.openScript(script("plan_not_python.py")));
        const MigrationScan scan = MigrationScanner::scanFile(script("plan_not_python.py"));
        QVERIFY(scan.error && scan.error->line > 1);
        QFile file(script("plan_not_python.py"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(dialog.scriptView()->toPlainText(), QString::fromUtf8(file.readAll()));
        const QTextCursor cursor = dialog.scriptView()->textCursor();
        QCOMPARE(cursor.block().blockNumber() + 1, scan.error->line);
        QCOMPARE(cursor.position() - cursor.block().position() + 1, scan.error->column);
        QCOMPARE(dialog.scriptView()->extraSelections().size(), 1);
        QCOMPARE(dialog.scriptView()->extraSelections().constFirst().cursor.block().blockNumber() + 1, scan.error->line);
        // A script that opens afterwards replaces it; one that cannot be read leaves the pane empty.
        QVERIFY(!dialog.openScript(script("no_such_script.py")));
        QVERIFY(dialog.scriptView()->toPlainText().isEmpty());
    }
};

QTEST_MAIN(TestMigrateDialog)
#include "tst_migratedialog.moc"
