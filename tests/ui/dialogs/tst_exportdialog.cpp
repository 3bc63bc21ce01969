// SPDX-License-Identifier: GPL-3.0-or-later
// The export dialog over a plan document: it writes the bundle, asks before replacing files of
// the user's, never writes over the plan being exported, and exports a plan with errors only
// when the user insists.
#include "tests/ui/UiTestHelpers.h"

#include "ui/dialogs/ExportDialog.h"
#include "ui/document/PlanDocument.h"

#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>

using namespace tpuplan;
using namespace tpuplan::test;

class TestExportDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { isolateSettings(); }

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
