// SPDX-License-Identifier: GPL-3.0-or-later
// FileWrite on a disk that refuses the write. Without root: RLIMIT_FSIZE makes every write past
// the limit fail with EFBIG (SIGXFSZ ignored), as a full disk fails with ENOSPC.
#include "core/common/FileWrite.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include "tests/FileSizeLimit.h"

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

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

    // A special file named as the target is refused before anything is written: QSaveFile would
    // rename a regular file over it (run as root, `--out /dev/null` destroyed /dev/null).
    void refusesATargetThatIsNotARegularFile_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("fifo") << QStringLiteral("fifo");
        QTest::newRow("character device") << QStringLiteral("chardev");
        QTest::newRow("symlink to /dev/null") << QStringLiteral("link-to-dev-null");
        QTest::newRow("symlink to a fifo") << QStringLiteral("link-to-fifo");
        QTest::newRow("folder") << QStringLiteral("folder");
    }
    void refusesATargetThatIsNotARegularFile()
    {
        QFETCH(QString, kind);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("target"));
        const QByteArray name = QFile::encodeName(path);
        const QByteArray fifo = QFile::encodeName(dir.filePath(QStringLiteral("fifo")));
        mode_t expectedType = S_IFIFO;
        if (kind == QLatin1String("fifo")) {
            QCOMPARE(::mkfifo(name.constData(), 0600), 0);
        } else if (kind == QLatin1String("chardev")) {
            // mknod of a device needs CAP_MKNOD; the link below covers the same case without it.
            if (::mknod(name.constData(), S_IFCHR | 0600, makedev(1, 3)) != 0)
                QSKIP("mknod of a character device is not permitted here (the /dev/null link row covers it)");
            expectedType = S_IFCHR;
        } else if (kind == QLatin1String("link-to-dev-null")) {
            QVERIFY(QFile::link(QStringLiteral("/dev/null"), path));
            expectedType = S_IFCHR;
        } else if (kind == QLatin1String("link-to-fifo")) {
            QCOMPARE(::mkfifo(fifo.constData(), 0600), 0);
            QVERIFY(QFile::link(QString::fromLocal8Bit(fifo), path));
        } else {
            QVERIFY(QDir().mkdir(path));
            expectedType = S_IFDIR;
        }
        QString error;
        QVERIFY(!FileWrite::replace(path, "skeleton\n", &error));
        QVERIFY2(error.contains(path) && error.contains(QLatin1String("not a regular file")), qPrintable(error));
        struct stat after{};
        QCOMPARE(::stat(name.constData(), &after), 0);
        QCOMPARE(after.st_mode & S_IFMT, expectedType);
        if (kind.startsWith(QLatin1String("link"))) {
            QVERIFY(QFileInfo(path).isSymLink());
            QVERIFY2(error.contains(QLatin1String("symbolic link")), qPrintable(error));
        }
        // No temporary file left beside it either.
        QStringList expected{QStringLiteral("target")};
        if (kind == QLatin1String("link-to-fifo"))
            expected.prepend(QStringLiteral("fifo"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot), expected);
    }

    void writesThroughALinkToARegularFile()
    {
        QTemporaryDir dir;
        const QString real = dir.filePath(QStringLiteral("real.yaml"));
        QVERIFY(FileWrite::replace(real, "old"));
        QVERIFY(QFile::link(real, dir.filePath(QStringLiteral("link.yaml"))));
        QString error;
        QVERIFY2(FileWrite::replace(dir.filePath(QStringLiteral("link.yaml")), "new", &error), qPrintable(error));
        QCOMPARE(readAll(real), QByteArray("new"));
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("link.yaml"))).isSymLink());
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
