// SPDX-License-Identifier: GPL-3.0-or-later
// NewFileTarget: the one "a new file, or an existing one with --force" check of the commands that
// write a single file. Special files are made for real in a scratch folder.
#include "core/common/NewFileTarget.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace tpuplan;

class TestNewFileTarget : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aNewPathIsWritable()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(NewFileTarget::check(dir.filePath(QStringLiteral("new.tpuplan.yaml")), false, &error));
        QVERIFY(error.isEmpty());
    }

    void anExistingFileNeedsForce()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mine.yaml"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        QString error;
        QVERIFY(!NewFileTarget::check(path, false, &error));
        QVERIFY2(error.contains(path) && error.contains(QLatin1String("--force")), qPrintable(error));
        error.clear();
        QVERIFY(NewFileTarget::check(path, true, &error));
    }

    void whatIsNotARegularFileIsRefusedEvenWithForce_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("folder") << QStringLiteral("folder");
        QTest::newRow("fifo") << QStringLiteral("fifo");
        QTest::newRow("link to a file") << QStringLiteral("link");
        QTest::newRow("dangling link") << QStringLiteral("dangling");
        QTest::newRow("device") << QStringLiteral("device");
    }
    void whatIsNotARegularFileIsRefusedEvenWithForce()
    {
        QFETCH(QString, kind);
        QTemporaryDir dir;
        QString path = dir.filePath(kind);
        const QString target = dir.filePath(QStringLiteral("target.yaml"));
        if (kind == QLatin1String("folder")) {
            QVERIFY(QDir(dir.path()).mkdir(kind));
        } else if (kind == QLatin1String("fifo")) {
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        } else if (kind == QLatin1String("link")) {
            QFile file(target);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.close();
            QVERIFY(QFile::link(target, path));
        } else if (kind == QLatin1String("dangling")) {
            QVERIFY(QFile::link(dir.filePath(QStringLiteral("missing.yaml")), path));
        } else {
            path = QStringLiteral("/dev/null");
        }
        QString error;
        QVERIFY(!NewFileTarget::check(path, true, &error));
        QVERIFY2(error.contains(path) && error.contains(QLatin1String("not a regular file")), qPrintable(error));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("missing.yaml"))));
    }
};

QTEST_GUILESS_MAIN(TestNewFileTarget)
#include "tst_newfiletarget.moc"
