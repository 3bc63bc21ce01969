// SPDX-License-Identifier: GPL-3.0-or-later
// The window on a disk that refuses writes (RLIMIT_FSIZE stands in for a full disk): Save says
// so and loses nothing; the 3D view's PNG export keeps the old image.
#include "tests/FileSizeLimit.h"
#include "tests/ui/UiTestHelpers.h"
#include "tests/ui/app/DialogAnswers.h"

#include "ui/app/MainWindow.h"
#include "ui/app/DocumentController.h"
#include "ui/document/Autosaver.h"
#include "ui/document/PlanDocument.h"
#include "ui/torus/TorusPanel.h"

#include "core/plan/PlanReader.h"

#include <QDockWidget>
#include <QFile>
#include <QTemporaryDir>

using namespace tpuplan;
using namespace tpuplan::test;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

} // namespace

class TestFileSafety : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        isolateSettings();
        QDir(Autosaver::recoveryDirectory()).removeRecursively();
    }

    void aFailedSaveLosesNothingAndSaysWhy()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.tpuplan.yaml"));
        QVERIFY(QFile::copy(example("v5e-16x16-standard.tpuplan.yaml"), path));
        const QByteArray good = readAll(path);
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.documents()->openPlan(path, true));
        window.show();
        Plan edited = window.document()->plan();
        edited.cluster.name = QStringLiteral("unsaved-work");
        window.document()->editPlan(edited, QStringLiteral("rename"));
        window.documents()->autosaver()->saveNow();
        const QString copy = window.documents()->autosaver()->recoveryPath();
        QVERIFY(QFile::exists(copy));

        DialogAnswers answers({QStringLiteral("OK")});
        {
            FileSizeLimit limit(100);
            QVERIFY(limit.ok());
            QVERIFY(!window.documents()->save());
        }
        QCOMPARE(answers.titles(), QStringList{QStringLiteral("Cannot save plan")});
        const QString message = answers.texts().constFirst();
        QVERIFY2(message.contains(path) && message.contains(QLatin1String("too large"), Qt::CaseInsensitive), qPrintable(message));
        QCOMPARE(readAll(path), good);
        QVERIFY(window.document()->isModified());
        QVERIFY(window.isWindowModified());
        QVERIFY(window.windowTitle().contains(QLatin1String("[*]")));
        QVERIFY(!window.document()->undoStack()->isClean());
        QVERIFY(QFile::exists(copy));
        QCOMPARE(PlanReader::readFile(copy).plan.cluster.name, QStringLiteral("unsaved-work"));

        // With room again the same Save works, and the copy goes.
        QVERIFY(window.documents()->save());
        QVERIFY(!window.isWindowModified());
        QVERIFY(!QFile::exists(copy));
        QCOMPARE(PlanReader::readFile(path).plan.cluster.name, QStringLiteral("unsaved-work"));
    }

    void aFailedPngExportKeepsTheOldImage()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.show();
        window.findChild<QDockWidget *>(QStringLiteral("TorusDock"))->raise();
        QTRY_VERIFY(window.findChild<TorusPanel *>());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("torus.png"));
        QString error;
        QTRY_VERIFY2(window.findChild<TorusPanel *>()->exportPng(path, &error), qPrintable(error));
        const QByteArray good = readAll(path);
        QVERIFY(good.size() > 1000);
        {
            FileSizeLimit limit(500);
            QVERIFY(limit.ok());
            QVERIFY(!window.findChild<TorusPanel *>()->exportPng(path, &error));
        }
        QVERIFY2(error.contains(path), qPrintable(error));
        QCOMPARE(readAll(path), good);
    }
};

QTEST_MAIN(TestFileSafety)
#include "tst_filesafety.moc"
