// SPDX-License-Identifier: GPL-3.0-or-later
// `tpu-plan migrate SCRIPT.py [--format text|json] [--out FILE]` as a user runs it: compiler-style
// lines, the JSON of docs/cli.md, the skeleton printed or written with --out (and compiled by
// python3), exit 0 with or without findings, exit 2 for a file that cannot be read or is not
// Python, a wrong command line, or an --out that would replace the script.
#include "tests/cli/CliRun.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "tests/AddressSanitizer.h"

#include <sys/resource.h>
#include <sys/stat.h>

namespace {

CliRun runCli(const QStringList &arguments)
{
    return CliRun::run(QStringLiteral(TPUPLAN_SOURCE_DIR), arguments);
}

const QString kGuide = QStringLiteral("tests/data/migrate/guide_tpu_estimator.py");
const QString kNothing = QStringLiteral("tests/data/migrate/tf2_keras_nothing.py");

QByteArray read(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

} // namespace

class TestCliMigrate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void textLinesAndSkeleton()
    {
        const CliRun run = runCli({QStringLiteral("migrate"), kGuide});
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = QString::fromUtf8(run.out).split(QLatin1Char('\n'));
        QVERIFY2(lines.first().startsWith(kGuide + QStringLiteral(":3:8: tf.compat.v1: imports tensorflow.compat.v1")),
                 qPrintable(lines.first()));
        QVERIFY(lines.contains(kGuide + QStringLiteral(":34:42: iterations_per_loop: iterations_per_loop=10: TPUEstimator ran "
                                                       "that many steps on the TPU per round trip to the host (TF2: Model.compile(..., "
                                                       "steps_per_execution=N); in a custom loop, several steps inside one tf.function)")));
        QVERIFY(run.out.contains(kGuide.toUtf8() + ":39:13: TPUEstimator: "));
        QVERIFY(run.out.contains(": note: TPU7x (Ironwood) does not support TensorFlow"));
        QVERIFY(run.out.contains("\nimport tensorflow as tf\n"));
        QVERIFY(run.out.contains("STEPS_PER_EXECUTION = 10  #"));
        QVERIFY(run.err.isEmpty());
    }

    void jsonAsDesigned()
    {
        const CliRun run = runCli({QStringLiteral("migrate"), QStringLiteral("--format"), QStringLiteral("json"), kGuide});
        QCOMPARE(run.exitCode, 0);
        QJsonParseError error{};
        const QJsonObject json = QJsonDocument::fromJson(run.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(json.value(QLatin1String("file")).toString(), kGuide);
        const QJsonArray findings = json.value(QLatin1String("findings")).toArray();
        QCOMPARE(findings.size(), 17);
        for (const QJsonValue &v : findings) {
            const QJsonObject f = v.toObject();
            QVERIFY(f.value(QLatin1String("line")).toInt() > 0 && f.value(QLatin1String("column")).toInt() > 0);
            QVERIFY(!f.value(QLatin1String("construct")).toString().isEmpty());
            QVERIFY(!f.value(QLatin1String("message")).toString().isEmpty());
            QVERIFY(!f.value(QLatin1String("tf2")).toString().isEmpty());
        }
        const QJsonObject estimator = findings.at(13).toObject();
        QCOMPARE(estimator.value(QLatin1String("construct")).toString(), QStringLiteral("TPUEstimator"));
        QCOMPARE(estimator.value(QLatin1String("line")).toInt(), 39);
        QCOMPARE(estimator.value(QLatin1String("column")).toInt(), 13);
        QVERIFY(json.value(QLatin1String("skeleton")).toString().startsWith(QLatin1String("# TF2 skeleton for guide_tpu_estimator.py")));
    }

    void outWritesTheSkeleton()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("train_tf2.py"));
        const CliRun json = runCli({QStringLiteral("migrate"), kGuide, QStringLiteral("--format"), QStringLiteral("json"),
                                    QStringLiteral("--out"), out});
        QCOMPARE(json.exitCode, 0);
        const QString skeleton = QJsonDocument::fromJson(json.out).object().value(QLatin1String("skeleton")).toString();
        QCOMPARE(QString::fromUtf8(read(out)), skeleton);

        QFile::remove(out);
        const CliRun text = runCli({QStringLiteral("migrate"), kGuide, QStringLiteral("--out"), out});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("Wrote the TF2 skeleton to " + out.toUtf8()));
        QVERIFY(!text.out.contains("def connect_to_tpu")); // written, not printed
        QCOMPARE(QString::fromUtf8(read(out)), skeleton);

        const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
        if (python.isEmpty())
            QSKIP("python3 is not installed: the written skeleton is not compiled");
        QProcess compile;
        compile.start(python, {QStringLiteral("-m"), QStringLiteral("py_compile"), out});
        QVERIFY(compile.waitForFinished(60000));
        QVERIFY2(compile.exitCode() == 0, compile.readAllStandardError().constData());
    }

    void outNeverReplacesTheScript()
    {
        QTemporaryDir dir;
        const QString script = dir.filePath(QStringLiteral("train.py"));
        const QByteArray original = read(QStringLiteral(TPUPLAN_SOURCE_DIR "/") + kGuide);
        QFile file(script);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(original);
        file.close();
        const CliRun run = runCli({QStringLiteral("migrate"), script, QStringLiteral("--out"), script});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("is the script itself"));
        QCOMPARE(read(script), original);
    }

    void outThatCannotBeWritten()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("no-such-folder/train_tf2.py"));
        const CliRun run = runCli({QStringLiteral("migrate"), kGuide, QStringLiteral("--out"), out});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("train_tf2.py"), run.err.constData());
        QVERIFY(!QFile::exists(out));
    }

    // --out naming a FIFO (or a link to one): refused before anything is written, exit 2, and
    // the FIFO is still a FIFO (it used to be replaced by a regular file, exit 0).
    void outThatIsAFifoIsRefused_data()
    {
        QTest::addColumn<bool>("throughLink");
        QTest::newRow("fifo") << false;
        QTest::newRow("symlink to a fifo") << true;
    }
    void outThatIsAFifoIsRefused()
    {
        QFETCH(bool, throughLink);
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("pipe"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString out = throughLink ? dir.filePath(QStringLiteral("link.py")) : fifo;
        if (throughLink)
            QVERIFY(QFile::link(fifo, out));
        const CliRun run = runCli({QStringLiteral("migrate"), kGuide, QStringLiteral("--out"), out});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("named pipe") && run.err.contains("nothing was written"), run.err.constData());
        QVERIFY(!run.out.contains("Wrote the TF2 skeleton"));
        struct stat info{};
        QCOMPARE(::stat(QFile::encodeName(fifo).constData(), &info), 0);
        QVERIFY(S_ISFIFO(info.st_mode));
        QCOMPARE(QFileInfo(out).isSymLink(), throughLink);
    }

    void aScriptThatIsAFifoOrDeviceIsRefused()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("train.py"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        CliRun run = runCli({QStringLiteral("migrate"), fifo});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("named pipe") || run.out.contains("named pipe"), (run.out + run.err).constData());
        run = runCli({QStringLiteral("migrate"), QStringLiteral("/dev/zero")});
        QCOMPARE(run.exitCode, 2);
    }

    void nothingToMigrate()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("skeleton.py"));
        const CliRun run = runCli({QStringLiteral("migrate"), kNothing, QStringLiteral("--out"), out});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, kNothing.toUtf8() + ": nothing to migrate: no TPUEstimator-era construct found\n");
        QVERIFY(run.err.contains("nothing to migrate, so"));
        QVERIFY(!QFile::exists(out));
        const CliRun json = runCli({QStringLiteral("migrate"), QStringLiteral("--format"), QStringLiteral("json"), kNothing});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject object = QJsonDocument::fromJson(json.out).object();
        QVERIFY(object.value(QLatin1String("findings")).toArray().isEmpty());
        QCOMPARE(object.value(QLatin1String("skeleton")).toString(), QString());
    }

    void notPython_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("error");
        QTest::newRow("YAML") << "tests/data/migrate/plan_not_python.py"
                              << "tests/data/migrate/plan_not_python.py:11:5: error: not Python: unexpected indent";
        QTest::newRow("unterminated string") << "tests/data/migrate/unterminated_string.py"
                                             << "tests/data/migrate/unterminated_string.py:5:15: error: not Python: unterminated string literal";
        QTest::newRow("unbalanced brackets") << "tests/data/migrate/unbalanced_brackets.py"
                                             << "tests/data/migrate/unbalanced_brackets.py:5:34: error: not Python: closing ']' does not "
                                                "match the '(' opened at line 3, column 37";
        QTest::newRow("missing") << "tests/data/migrate/missing.py" << "tests/data/migrate/missing.py: error: cannot open the file";
        QTest::newRow("a folder") << "tests/data/migrate" << "tests/data/migrate: error: it is a directory";
    }
    void notPython()
    {
        QFETCH(QString, file);
        QFETCH(QString, error);
        for (const QString &format : {QStringLiteral("text"), QStringLiteral("json")}) {
            const CliRun run = runCli({QStringLiteral("migrate"), QStringLiteral("--format"), format, file});
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(QString::fromUtf8(run.err).startsWith(error), run.err.constData());
            QVERIFY(run.out.isEmpty());
        }
    }

    void binaryFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("model.py"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray("import os\n\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 24));
        file.close();
        const CliRun run = runCli({QStringLiteral("migrate"), path});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.startsWith(path.toUtf8() + ":4:1: error: not Python: the file holds a NUL byte"), run.err.constData());
        QVERIFY(run.err.contains("not Python"));
    }

    /// A script that is one long line of one-character tokens (`0,` 4 million times, 8 MB) is
    /// read in memory proportional to it: each token costs eight bytes and the source two per
    /// character. Owned token strings took 76 bytes per input byte.
    void aLongOneLineListTakesMemoryInProportion()
    {
        if (TPUPLAN_UNDER_ASAN) // its shadow memory and redzones change what a run takes
            QSKIP("AddressSanitizer changes what memory a run takes");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("list.py"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("import tensorflow as tf\nx = [");
        file.write(QByteArray("0,").repeated(4'000'000));
        file.write("0]\n");
        const qint64 size = file.size();
        file.close();
        // The largest child so far (at least a run on a small script) is the baseline.
        QCOMPARE(runCli({QStringLiteral("migrate"), kNothing}).exitCode, 0);
        rusage before{};
        QCOMPARE(getrusage(RUSAGE_CHILDREN, &before), 0);
        const CliRun run = runCli({QStringLiteral("migrate"), path});
        rusage after{};
        QCOMPARE(getrusage(RUSAGE_CHILDREN, &after), 0);
        QCOMPARE(run.exitCode, 0);
        const qint64 baseline = qint64(before.ru_maxrss) * 1024;
        const qint64 peak = qint64(after.ru_maxrss) * 1024;
        QVERIFY2(peak <= baseline + 12 * size, qPrintable(QStringLiteral("peak %1 MB, baseline %2 MB, script %3 MB")
                                                              .arg(peak / 1e6).arg(baseline / 1e6).arg(size / 1e6)));
    }

    void usage_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("no script") << QStringList{QStringLiteral("migrate")};
        QTest::newRow("two scripts") << QStringList{QStringLiteral("migrate"), kGuide, kNothing};
        QTest::newRow("bad format") << QStringList{QStringLiteral("migrate"), QStringLiteral("--format"), QStringLiteral("yaml"), kGuide};
    }
    void usage()
    {
        QFETCH(QStringList, arguments);
        const CliRun run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("--help"));
    }

    void helpNamesMigrate()
    {
        const CliRun run = runCli({QStringLiteral("--help")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("migrate SCRIPT.py [--out FILE]"));
        QVERIFY(!run.out.contains("not yet available"));
    }
};

QTEST_GUILESS_MAIN(TestCliMigrate)
#include "tst_cli_migrate.moc"
