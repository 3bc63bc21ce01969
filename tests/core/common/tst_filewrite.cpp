// SPDX-License-Identifier: GPL-3.0-or-later
// FileWrite on a disk that refuses the write. Without root: RLIMIT_FSIZE makes every write past
// the limit fail with EFBIG (SIGXFSZ ignored), as a full disk fails with ENOSPC.
#include "core/common/FileWrite.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "tests/FileSizeLimit.h"

#include <csignal>
#include <sys/resource.h>

using namespace tpuplan;
using tpuplan::test::FileSizeLimit;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

} // namespace

class TestFileWrite : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void writesAndReplaces()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.yaml"));
        QString error;
        QVERIFY2(FileWrite::replace(path, "first", &error), qPrintable(error));
        QCOMPARE(readAll(path), QByteArray("first"));
        QVERIFY2(FileWrite::replace(path, "second, longer", &error), qPrintable(error));
        QCOMPARE(readAll(path), QByteArray("second, longer"));
        QVERIFY2(FileWrite::replace(path, QByteArray(), &error), qPrintable(error));
        QCOMPARE(readAll(path), QByteArray());
    }

    void aFailedWriteKeepsTheOldFileAndSaysSo_data()
    {
        QTest::addColumn<int>("size");
        // Small writes are the ones QSaveFile::commit() wrongly reported as written.
        QTest::newRow("small") << 4000;
        QTest::newRow("one byte over the limit") << 1025;
        QTest::newRow("large") << 200000;
    }
    void aFailedWriteKeepsTheOldFileAndSaysSo()
    {
        QFETCH(int, size);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.yaml"));
        QVERIFY(FileWrite::replace(path, "the user's good plan"));
        QString error;
        {
            FileSizeLimit limit(1024);
            QVERIFY(limit.ok());
            QVERIFY(!FileWrite::replace(path, QByteArray(size, 'x'), &error));
        }
        QVERIFY2(error.contains(path), qPrintable(error));
        QCOMPARE(readAll(path), QByteArray("the user's good plan"));
        // Nothing left behind beside it.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("plan.yaml")});
    }

    void aMissingFolderIsAnError()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!FileWrite::replace(dir.filePath(QStringLiteral("no/such/folder/x")), "x", &error));
        QVERIFY(error.contains(QStringLiteral("no/such/folder")));
    }
};

QTEST_GUILESS_MAIN(TestFileWrite)
#include "tst_filewrite.moc"
