// SPDX-License-Identifier: GPL-3.0-or-later
// Recovery copies: written while a plan is modified, removed when it is saved or closed,
// offered only when their session is gone.
#include "tests/ui/UiTestHelpers.h"

#include "ui/document/Autosaver.h"
#include "ui/document/PlanDocument.h"

#include "core/advice/PlanEdits.h"
#include "core/plan/PlanReader.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace tpuplan;
using namespace tpuplan::test;

class TestAutosaver : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        isolateSettings();
        QDir(Autosaver::recoveryDirectory()).removeRecursively();
    }

    void writesWhileModifiedAndCleansUp()
    {
        const Catalog &catalog = Catalog::builtIn();
        PlanDocument document(PlanEdits::newPlan(catalog), std::make_shared<const Catalog>(catalog));
        QString path;
        {
            Autosaver saver;
            saver.setDelays(10, 10000);
            saver.setDocument(&document);
            path = saver.recoveryPath();
            Plan edited = document.plan();
            edited.cluster.name = QStringLiteral("recovered-cluster");
            document.editPlan(edited, QStringLiteral("rename"));
            QTRY_VERIFY(QFile::exists(path));
            const PlanLoadResult copy = PlanReader::readFile(path);
            QCOMPARE(copy.plan.cluster.name, QStringLiteral("recovered-cluster"));
            // Our own session is alive: its copy is not an orphan.
            QVERIFY(Autosaver::orphans().isEmpty());
            // Back to the saved state: nothing to recover any more.
            document.undoStack()->undo();
            QVERIFY(!QFile::exists(path));
            document.undoStack()->redo();
            QTRY_VERIFY(QFile::exists(path));
        }
        QVERIFY(!QFile::exists(path)); // a normal close removes the copy
    }

    // The size and checksum written beside the copy let the next start tell a copy cut short
    // (which may still read as a smaller plan) from a whole one.
    void theCopysSizeAndChecksumAreWrittenBesideIt()
    {
        const Catalog &catalog = Catalog::builtIn();
        PlanDocument document(PlanEdits::newPlan(catalog), std::make_shared<const Catalog>(catalog));
        Autosaver saver;
        saver.setDocument(&document);
        Plan edited = document.plan();
        edited.cluster.name = QStringLiteral("checked-copy");
        document.editPlan(edited, QStringLiteral("rename"));
        saver.saveNow();
        QFile copy(saver.recoveryPath());
        QVERIFY(copy.open(QIODevice::ReadOnly));
        const QByteArray text = copy.readAll();
        QFile infoFile(QString(saver.recoveryPath()).replace(QLatin1String(".tpuplan.yaml"), QLatin1String(".json")));
        QVERIFY(infoFile.open(QIODevice::ReadOnly));
        const QJsonObject info = QJsonDocument::fromJson(infoFile.readAll()).object();
        QCOMPARE(qint64(info.value(QStringLiteral("bytes")).toDouble()), qint64(text.size()));
        QCOMPARE(info.value(QStringLiteral("sha256")).toString(),
                 QString::fromLatin1(QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex()));
    }

    // The copy must not wait for a pause that never comes: at most `latest` after the first
    // unsaved edit it is written, however fast the edits follow each other.
    void aCopyIsWrittenWhileTheUserKeepsTyping()
    {
        const Catalog &catalog = Catalog::builtIn();
        PlanDocument document(PlanEdits::newPlan(catalog), std::make_shared<const Catalog>(catalog));
        Autosaver saver;
        qint64 now = 1000000;
        saver.setClock([&now] { return now; });
        saver.setDelays(3600 * 1000, 10000); // the pause never comes within this test
        saver.setDocument(&document);
        for (int second = 0; second < 10; ++second) {
            Plan edited = document.plan();
            edited.cluster.name = QStringLiteral("typing-%1").arg(second);
            document.editPlan(edited, QStringLiteral("rename"), QStringLiteral("cluster.name"));
            QVERIFY2(!QFile::exists(saver.recoveryPath()), qPrintable(QStringLiteral("written after %1 s").arg(second)));
            now += 1000;
        }
        Plan edited = document.plan();
        edited.cluster.name = QStringLiteral("typing-10");
        document.editPlan(edited, QStringLiteral("rename"), QStringLiteral("cluster.name"));
        QVERIFY(QFile::exists(saver.recoveryPath()));
        QCOMPARE(PlanReader::readFile(saver.recoveryPath()).plan.cluster.name, QStringLiteral("typing-10"));
        // The next copy again waits for a pause or at most 10 s from the next edit.
        edited.cluster.name = QStringLiteral("typing-11");
        document.editPlan(edited, QStringLiteral("rename"), QStringLiteral("cluster.name"));
        QCOMPARE(PlanReader::readFile(saver.recoveryPath()).plan.cluster.name, QStringLiteral("typing-10"));
        now += 10000;
        edited.cluster.name = QStringLiteral("typing-12");
        document.editPlan(edited, QStringLiteral("rename"), QStringLiteral("cluster.name"));
        QCOMPARE(PlanReader::readFile(saver.recoveryPath()).plan.cluster.name, QStringLiteral("typing-12"));
    }

    void offersCopiesOfCrashedSessions()
    {
        // What a crashed session leaves behind: the plan and its info, and no live lock.
        const QString dir = Autosaver::recoveryDirectory();
        QVERIFY(QDir().mkpath(dir));
        const QString id = QStringLiteral("crashed-session");
        QFile plan(dir + QLatin1Char('/') + id + QStringLiteral(".tpuplan.yaml"));
        QVERIFY(plan.open(QIODevice::WriteOnly));
        QFile source(example("v5e-16x16-standard.tpuplan.yaml"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        plan.write(source.readAll());
        plan.close();
        QFile info(dir + QLatin1Char('/') + id + QStringLiteral(".json"));
        QVERIFY(info.open(QIODevice::WriteOnly));
        info.write(QJsonDocument(QJsonObject{{QStringLiteral("original"), QStringLiteral("/tmp/x.tpuplan.yaml")},
                                             {QStringLiteral("savedAt"), QStringLiteral("2025-01-01T10:00:00Z")}})
                       .toJson());
        info.close();
        const QList<Autosaver::Recovery> orphans = Autosaver::orphans();
        QCOMPARE(orphans.size(), 1);
        QCOMPARE(orphans.first().originalPath, QStringLiteral("/tmp/x.tpuplan.yaml"));
        QVERIFY(PlanReader::readFile(orphans.first().recoveryPath).isPlan());
        Autosaver::discard(orphans.first());
        QVERIFY(Autosaver::orphans().isEmpty());
    }
};

QTEST_MAIN(TestAutosaver)
#include "tst_autosaver.moc"
