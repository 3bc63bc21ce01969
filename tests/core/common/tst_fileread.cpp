// SPDX-License-Identifier: GPL-3.0-or-later
// FileRead, the bounded reader every input goes through: a size limit with a clear error, special
// files refused before they are opened (a FIFO would wait for a writer forever, /dev/zero never
// ends), a read error reported as one (not an empty file), and the UTF-8 check with its line
// and column.
#include "core/common/FileRead.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace tpuplan;

class TestFileRead : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsARegularFileWhole()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.yaml"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(3000, 'a'));
        file.close();
        QString error;
        const auto bytes = FileRead::read(path, 3000, &error);
        QVERIFY2(bytes, qPrintable(error));
        QCOMPARE(bytes->size(), 3000);
        // One byte over the limit: refused, not cut.
        QVERIFY(!FileRead::read(path, 2999, &error));
        QVERIFY2(error.contains(QLatin1String("3000 bytes")) && error.contains(QLatin1String("2999 bytes")), qPrintable(error));
    }

    void refusesSpecialFilesWithoutWaiting_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("said");
        QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero") << QStringLiteral("character device");
        QTest::newRow("fifo") << QStringLiteral("fifo") << QStringLiteral("named pipe");
        QTest::newRow("link to a fifo") << QStringLiteral("link") << QStringLiteral("through a symbolic link");
        QTest::newRow("folder") << QStringLiteral("folder") << QStringLiteral("a folder");
    }
    void refusesSpecialFilesWithoutWaiting()
    {
        QFETCH(QString, kind);
        QFETCH(QString, said);
        QTemporaryDir dir;
        QString path = kind;
        const QString fifo = dir.filePath(QStringLiteral("pipe.yaml"));
        if (kind == QLatin1String("fifo") || kind == QLatin1String("link")) {
            QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
            path = fifo;
        }
        if (kind == QLatin1String("link")) {
            path = dir.filePath(QStringLiteral("link.yaml"));
            QVERIFY(QFile::link(fifo, path));
        } else if (kind == QLatin1String("folder")) {
            path = dir.filePath(QStringLiteral("folder.yaml"));
            QVERIFY(QDir().mkdir(path));
        }
        QString error;
        QVERIFY(!FileRead::read(path, FileRead::kYamlMaxBytes, &error));
        QVERIFY2(error.contains(said) && error.contains(QLatin1String("not a regular file")), qPrintable(error));
    }

    // A file that opens and then fails to read (EIO: /proc/self/mem at offset 0, which fails for
    // root too) is an error, not an empty file.
    void aReadErrorIsAnError()
    {
        QTemporaryDir dir;
        const QString link = dir.filePath(QStringLiteral("broken.yaml"));
        QVERIFY(QFile::link(QStringLiteral("/proc/self/mem"), link));
        QString error;
        QVERIFY(!FileRead::read(link, FileRead::kYamlMaxBytes, &error));
        QVERIFY2(error.contains(QLatin1String("cannot read")), qPrintable(error));
        QVERIFY(!FileRead::read(dir.filePath(QStringLiteral("missing.yaml")), 10, &error));
        QVERIFY2(error.contains(QLatin1String("cannot open")), qPrintable(error));
    }

    void findsTheFirstByteThatIsNotUtf8_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::newRow("utf-8") << QByteArray("name: Zürich \xe2\x82\xac \xf0\x9f\x98\x80\n") << 0 << 0;
        QTest::newRow("bom") << QByteArray("\xef\xbb\xbfname: x\n") << 0 << 0;
        // "Zürich" in Latin-1: ü is the single byte 0xFC, the 9th character of line 2.
        QTest::newRow("latin-1") << QByteArray("cluster:\n  name: Z\xfcrich\n") << 2 << 10;
        QTest::newRow("after multibyte") << QByteArray("\xc3\xa9t\xe9\n") << 1 << 3;
        QTest::newRow("truncated sequence") << QByteArray("ab\xe2\x82") << 1 << 3;
        QTest::newRow("overlong") << QByteArray("\xc0\xaf") << 1 << 1;
        QTest::newRow("surrogate") << QByteArray("x\xed\xa0\x80") << 1 << 2;
        QTest::newRow("past U+10FFFF") << QByteArray("\xf4\x90\x80\x80") << 1 << 1;
    }
    void findsTheFirstByteThatIsNotUtf8()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, line);
        QFETCH(int, column);
        const auto where = FileRead::firstNonUtf8(bytes);
        if (line == 0) {
            QVERIFY(!where);
            QVERIFY(FileRead::utf8Problem(bytes).isEmpty());
            return;
        }
        QVERIFY(where);
        QCOMPARE(where->first, line);
        QCOMPARE(where->second, column);
        const QString said = FileRead::utf8Problem(bytes);
        QVERIFY2(said.startsWith(QStringLiteral("line %1, column %2:").arg(line).arg(column)) && said.contains(QLatin1String("UTF-8")),
                 qPrintable(said));
    }
};

QTEST_GUILESS_MAIN(TestFileRead)
#include "tst_fileread.moc"
