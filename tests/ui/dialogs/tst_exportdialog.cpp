// SPDX-License-Identifier: GPL-3.0-or-later
// The export dialog over a plan document: it writes the bundle, asks before replacing files of
// the user's, never writes over the plan being exported, and exports a plan with errors only
// when the user insists.
#include "tests/AddressSanitizer.h"
#include "tests/ui/UiTestHelpers.h"

#include "ui/dialogs/BackgroundJob.h"
#include "ui/dialogs/ExportDialog.h"
#include "ui/document/PlanDocument.h"

#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QDirIterator>
#include <QPushButton>
#include <QSignalSpy>
#include <QTimer>
#include <QTemporaryDir>

using namespace tpuplan;
using namespace tpuplan::test;

class TestExportDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { isolateSettings(); }

    void aCancelledExportLeavesTheFolderUntouched()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("bundle"));
        {
            PlanDocument small(loadExample("v5e-16x16-standard.tpuplan.yaml"), builtInCatalog());
            ExportDialog earlier(&small);
            earlier.folderEdit()->setText(folder);
            QString error;
            QVERIFY2(earlier.exportBundle(&error), qPrintable(error));
        }
        const auto listing = [&dir] {
            QStringList files;
            for (QDirIterator it(dir.path(), QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
                 it.hasNext();) {
                const QString path = it.next();
                QFile file(path);
                files << path + QLatin1Char(' ') + QString::number(QFileInfo(path).size())
                             + (file.open(QIODevice::ReadOnly) ? QString::number(qHash(file.readAll())) : QString());
            }
            files.sort();
            return files;
        };
        const QStringList before = listing();

        // A big plan: writing it takes long enough to cancel (under AddressSanitizer, several
        // times as long per pool, a quarter of the pools does).
        Plan plan = loadExample("v5e-16x16-standard.tpuplan.yaml");
        const Pool first = plan.pools.first();
        for (int i = 0; i < (TPUPLAN_UNDER_ASAN ? 500 : 2000); ++i) {
            Pool pool = first;
            pool.name = QStringLiteral("pool-%1").arg(i);
            plan.pools.append(pool);
        }
        PlanDocument big(plan, builtInCatalog());
        ExportDialog dialog(&big);
        dialog.folderEdit()->setText(folder);
        dialog.forceCheck()->setChecked(true);
        // The window goes on meanwhile: a timer fires while the bundle is built.
        int ticks = 0;
        QTimer timer;
        QObject::connect(&timer, &QTimer::timeout, [&ticks] { ++ticks; });
        timer.start(1);
        dialog.accept();
        BackgroundJob *job = dialog.running();
        QVERIFY(job);
        QSignalSpy finished(job, &BackgroundJob::finished);
        QTRY_VERIFY(ticks >= 2);
        job->cancel();
        QVERIFY(finished.wait(120000));
        QCOMPARE(finished.last().at(0).toBool(), true);
        QVERIFY(!dialog.result().ok);
        QCOMPARE(listing(), before); // no file changed, no staging folder left
        QVERIFY(dialog.result().target == BundleWriteResult::Target::Unchanged);
    }

    void writesTheBundle()
    {
        QTemporaryDir dir;
        PlanDocument document(loadExample("v5e-16x16-standard.tpuplan.yaml"), builtInCatalog());
        ExportDialog dialog(&document);
        dialog.folderEdit()->setText(dir.filePath(QStringLiteral("bundle")));
        QString error;
        QVERIFY2(dialog.exportBundle(&error), qPrintable(error));
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("bundle/gcloud.sh"))));
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("bundle/main.tf"))));
    }

    void replacesTheUsersFilesOnlyWhenAllowed()
    {
        // A folder with the user's own README.md: refused, naming it; replaced only when the
        // user agrees (the dialog asks, then exports with replaceOthers).
        QTemporaryDir dir;
        PlanDocument document(loadExample("v5e-16x16-standard.tpuplan.yaml"), builtInCatalog());
        const QString project = dir.filePath(QStringLiteral("project"));
        QVERIFY(QDir().mkpath(project));
        QFile readme(project + QStringLiteral("/README.md"));
        QVERIFY(readme.open(QIODevice::WriteOnly));
        readme.write("mine\n");
        readme.close();
        ExportDialog dialog(&document);
        dialog.folderEdit()->setText(project);
        QString error;
        QVERIFY(!dialog.exportBundle(&error));
        QVERIFY2(error.contains(QLatin1String("README.md")), qPrintable(error));
        QCOMPARE(dialog.result().others, QStringList{QStringLiteral("README.md")});
        QVERIFY(readme.open(QIODevice::ReadOnly));
        QCOMPARE(readme.readAll(), QByteArray("mine\n"));
        readme.close();
        QVERIFY2(dialog.exportBundle(&error, true), qPrintable(error));
        QVERIFY(QFileInfo::exists(project + QStringLiteral("/gcloud.sh")));
        QCOMPARE(dialog.result().others, QStringList{QStringLiteral("README.md")});
    }

    void neverWritesOverThePlanBeingExported()
    {
        // The open plan, saved as a bundle's own plan copy, is exported into that bundle.
        QTemporaryDir dir;
        const QString bundle = dir.filePath(QStringLiteral("bundle"));
        {
            PlanDocument first(loadExample("v5e-16x16-standard.tpuplan.yaml"), builtInCatalog());
            ExportDialog dialog(&first);
            dialog.folderEdit()->setText(bundle);
            QString error;
            QVERIFY2(dialog.exportBundle(&error), qPrintable(error));
        }
        const QString copy = bundle + QStringLiteral("/plan.tpuplan.yaml");
        const PlanLoadResult loaded = PlanReader::readFile(copy);
        QVERIFY(loaded.isPlan());
        PlanDocument document(loaded.plan, builtInCatalog());
        document.setFilePath(copy);
        ExportDialog dialog(&document);
        dialog.folderEdit()->setText(bundle);
        QString error;
        QVERIFY(!dialog.exportBundle(&error, true));
        QVERIFY2(error.contains(QLatin1String("the plan being exported")), qPrintable(error));
    }

    void aPlanWithErrorsIsExportedOnlyWhenForced()
    {
        // As with the CLI's --force.
        PlanDocument document(loadExample("v5e-16x16-standard.tpuplan.yaml"), builtInCatalog());
        Plan plan = document.plan();
        plan.cluster.version = QStringLiteral("1.26.0");
        document.editPlan(plan, QStringLiteral("version"));
        QVERIFY(hasErrors(document.findings()));
        ExportDialog dialog(&document);
        QPushButton *exportButton = nullptr;
        for (QPushButton *button : dialog.findChildren<QPushButton *>()) {
            if (button->text() == QLatin1String("&Export"))
                exportButton = button;
        }
        QVERIFY(exportButton);
        QVERIFY(!exportButton->isEnabled());
        dialog.forceCheck()->setChecked(true);
        QVERIFY(exportButton->isEnabled());
    }
};

QTEST_MAIN(TestExportDialog)
#include "tst_exportdialog.moc"
