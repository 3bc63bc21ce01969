// SPDX-License-Identifier: GPL-3.0-or-later
// Saving onto a disk that refuses the write (RLIMIT_FSIZE stands in for a full disk): the old
// file stays, the document stays modified, and so does its recovery copy.
#include "tests/FileSizeLimit.h"
#include "tests/ui/UiTestHelpers.h"

#include "ui/document/Autosaver.h"
#include "ui/document/PlanDocument.h"

#include "core/advice/PlanEdits.h"
#include "core/plan/PlanReader.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace tpuplan;
using namespace tpuplan::test;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

void rename(PlanDocument &document, const QString &name)
{
    Plan edited = document.plan();
    edited.cluster.name = name;
    document.editPlan(edited, QStringLiteral("rename"));
}

} // namespace

class TestDocumentSave : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        isolateSettings();
        QDir(Autosaver::recoveryDirectory()).removeRecursively();
    }

    void aFailedSaveKeepsTheFileAndTheChanges()
    {
        const Catalog &catalog = Catalog::builtIn();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.tpuplan.yaml"));
        PlanDocument document(PlanEdits::newPlan(catalog), std::make_shared<const Catalog>(catalog));
        QString error;
        QVERIFY2(document.save(path, &error), qPrintable(error));
        const QByteArray good = readAll(path);
        QVERIFY(good.size() > 200);

        rename(document, QStringLiteral("unsaved-work"));
        QVERIFY(document.isModified());
        QSignalSpy modified(&document, &PlanDocument::modifiedChanged);
        {
            FileSizeLimit limit(100);
            QVERIFY(limit.ok());
            QVERIFY(!document.save(path, &error));
        }
        QVERIFY2(error.contains(path) && error.contains(QLatin1String("too large"), Qt::CaseInsensitive), qPrintable(error));
        QCOMPARE(readAll(path), good);
        QVERIFY(document.isModified());
        QVERIFY(!document.undoStack()->isClean());
        QVERIFY(modified.isEmpty());
        QCOMPARE(document.plan().cluster.name, QStringLiteral("unsaved-work"));
        // With room again, the same save works.
        QVERIFY2(document.save(path, &error), qPrintable(error));
        QVERIFY(!document.isModified());
        QCOMPARE(PlanReader::readFile(path).plan.cluster.name, QStringLiteral("unsaved-work"));
    }

    void aFailedAutosaveKeepsTheLastCopyAndSaysSo()
    {
        const Catalog &catalog = Catalog::builtIn();
        PlanDocument document(PlanEdits::newPlan(catalog), std::make_shared<const Catalog>(catalog));
        Autosaver saver;
        saver.setDocument(&document);
        QSignalSpy failed(&saver, &Autosaver::failed);
        rename(document, QStringLiteral("first-copy"));
        saver.saveNow();
        const QByteArray copy = readAll(saver.recoveryPath());
        QCOMPARE(PlanReader::readFile(saver.recoveryPath()).plan.cluster.name, QStringLiteral("first-copy"));
        QVERIFY(failed.isEmpty());

        rename(document, QStringLiteral("second-copy"));
        {
            FileSizeLimit limit(100);
            QVERIFY(limit.ok());
            saver.saveNow();
        }
        QCOMPARE(failed.size(), 1);
        const QString error = failed.first().first().toString();
        QVERIFY2(error.contains(saver.recoveryPath()), qPrintable(error));
        QCOMPARE(readAll(saver.recoveryPath()), copy);
    }
};

QTEST_MAIN(TestDocumentSave)
#include "tst_documentsave.moc"
