// SPDX-License-Identifier: GPL-3.0-or-later
// The bundle lands whole or not at all: a new folder appears by one rename, an existing one
// gets each file replaced and manifests/ swapped whole (no stale pool manifests), and other
// files there are left alone.
#include "core/export/BundleWriter.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace tpuplan;

namespace {

QByteArray read(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

} // namespace

class TestBundleWriter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void writesANewFolder()
    {
        QTemporaryDir tmp;
        const QString dir = tmp.filePath(QStringLiteral("a/b/bundle"));
        QString error;
        QVERIFY2(BundleWriter::write({{QStringLiteral("gcloud.sh"), "#!/bin/sh\n", true},
                                      {QStringLiteral("manifests/train.yaml"), "kind: Job\n", false}},
                                     dir, &error),
                 qPrintable(error));
        QCOMPARE(read(dir + QStringLiteral("/manifests/train.yaml")), QByteArray("kind: Job\n"));
        QVERIFY(QFileInfo(dir + QStringLiteral("/gcloud.sh")).isExecutable());
        // Nothing but the bundle is left beside it.
        QCOMPARE(QDir(tmp.filePath(QStringLiteral("a/b"))).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("bundle")});
    }

    void replacesAnExistingBundle()
    {
        QTemporaryDir tmp;
        const QString dir = tmp.filePath(QStringLiteral("bundle"));
        QString error;
        QVERIFY(BundleWriter::write({{QStringLiteral("cost.md"), "old\n", false},
                                     {QStringLiteral("manifests/old-pool.yaml"), "old\n", false}},
                                    dir, &error));
        QFile notes(dir + QStringLiteral("/my-notes.txt"));
        QVERIFY(notes.open(QIODevice::WriteOnly));
        notes.write("mine\n");
        notes.close();
        QVERIFY(BundleWriter::write({{QStringLiteral("cost.md"), "new\n", false},
                                     {QStringLiteral("manifests/new-pool.yaml"), "new\n", false}},
                                    dir, &error));
        QCOMPARE(read(dir + QStringLiteral("/cost.md")), QByteArray("new\n"));
        QCOMPARE(read(dir + QStringLiteral("/manifests/new-pool.yaml")), QByteArray("new\n"));
        QVERIFY(!QFile::exists(dir + QStringLiteral("/manifests/old-pool.yaml")));
        QCOMPARE(read(dir + QStringLiteral("/my-notes.txt")), QByteArray("mine\n"));
        QCOMPARE(QDir(tmp.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("bundle")});
    }

    void refusesAFileAsTarget()
    {
        QTemporaryDir tmp;
        const QString target = tmp.filePath(QStringLiteral("file"));
        QFile file(target);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        QString error;
        QVERIFY(!BundleWriter::write({{QStringLiteral("cost.md"), "x\n", false}}, target, &error));
        QVERIFY(error.contains(QLatin1String("not a folder")));
    }

    void failureLeavesNothingBehind()
    {
        QTemporaryDir tmp;
        const QString parent = tmp.filePath(QStringLiteral("locked"));
        QVERIFY(QDir().mkpath(parent));
        QFile::setPermissions(parent, QFile::ReadOwner | QFile::ExeOwner);
        QString error;
        const bool written = BundleWriter::write({{QStringLiteral("cost.md"), "x\n", false}}, parent + QStringLiteral("/bundle"), &error);
        QFile::setPermissions(parent, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        if (written)
            QSKIP("running as root: permissions do not stop the write");
        QVERIFY(!error.isEmpty());
        QVERIFY(QDir(parent).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestBundleWriter)
#include "tst_bundlewriter.moc"
