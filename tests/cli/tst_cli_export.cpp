// SPDX-License-Identifier: GPL-3.0-or-later
// `tpu-plan export` and `tpu-plan cost` as a review pipeline calls them: exit codes, nothing
// written on refusal, --force, replacing an existing bundle (the user's own files kept), a
// full disk (RLIMIT_FSIZE and a tiny tmpfs) failing loudly with the earlier bundle intact,
// cost JSON and --prices.
#include "tests/cli/CliRun.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

namespace {

using Run = CliRun;

Run runCli(const QStringList &arguments)
{
    return CliRun::run(QStringLiteral(TPUPLAN_SOURCE_DIR), arguments);
}

const QString kValid = QStringLiteral("resources/examples/v5p-multislice-reservation.tpuplan.yaml");
const QString kInvalid = QStringLiteral("tests/data/seed-plans/v4-zone-us-central1-a.tpuplan.yaml");
const QString kThreePools = QStringLiteral("resources/examples/v6e-mixed-pools-standard.tpuplan.yaml");

/// `tpu-plan` with every file it writes limited to `bytes` (SIGXFSZ ignored, so a write past it
/// fails with EFBIG, as one on a full disk fails with ENOSPC).
Run runCliWithFileSizeLimit(const QStringList &arguments, rlim_t bytes)
{
    return CliRun::run(QStringLiteral(TPUPLAN_SOURCE_DIR), arguments, [bytes] {
        ::signal(SIGXFSZ, SIG_IGN);
        rlimit limit{};
        ::getrlimit(RLIMIT_FSIZE, &limit);
        limit.rlim_cur = bytes;
        ::setrlimit(RLIMIT_FSIZE, &limit);
    });
}

QByteArray read(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

void put(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
}

/// Every entry under `dir` (hidden ones too) with its contents.
QMap<QString, QByteArray> snapshot(const QString &dir)
{
    QMap<QString, QByteArray> entries;
    QDirIterator it(dir, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        entries.insert(QDir(dir).relativeFilePath(path), it.fileInfo().isDir() ? QByteArray("<folder>") : read(path));
    }
    return entries;
}

QStringList entriesOf(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
}

} // namespace

class TestCliExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void exportWritesTheBundle()
    {
        QTemporaryDir tmp;
        const QString out = tmp.filePath(QStringLiteral("bundle"));
        const Run run = runCli({QStringLiteral("export"), kValid, QStringLiteral("--out"), out});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        for (const char *file : {"plan.tpuplan.yaml", "findings.json", "manifests/v5p-256.yaml", "gcloud.sh", "main.tf", "cost.md",
                                 "cost.csv", "cost.json", "README.md"})
            QVERIFY2(QFile::exists(out + QLatin1Char('/') + QLatin1String(file)), file);
        QVERIFY(QFileInfo(out + QStringLiteral("/gcloud.sh")).isExecutable());
        QFile findings(out + QStringLiteral("/findings.json"));
        QVERIFY(findings.open(QIODevice::ReadOnly));
        const QJsonObject plan = QJsonDocument::fromJson(findings.readAll()).object().value(QStringLiteral("plans")).toArray().first().toObject();
        QCOMPARE(plan.value(QStringLiteral("file")).toString(), kValid);
        QVERIFY(plan.value(QStringLiteral("valid")).toBool());
    }

    void exportRefusesErrorsAndWritesNothing()
    {
        QTemporaryDir tmp;
        const QString out = tmp.filePath(QStringLiteral("bundle"));
        const Run run = runCli({QStringLiteral("export"), kInvalid, QStringLiteral("--out"), out});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains("zone-unavailable"));
        QVERIFY(run.err.contains("--force"));
        QVERIFY(!QFileInfo::exists(out));
        QCOMPARE(QDir(tmp.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());

        const Run forced = runCli({QStringLiteral("export"), kInvalid, QStringLiteral("--out"), out, QStringLiteral("--force")});
        QCOMPARE(forced.exitCode, 0);
        QFile readme(out + QStringLiteral("/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        QVERIFY(readme.readAll().contains("--force"));
    }

    void exportUsageAndIoErrors()
    {
        QTemporaryDir tmp;
        QCOMPARE(runCli({QStringLiteral("export"), kValid}).exitCode, 2); // no --out
        QCOMPARE(runCli({QStringLiteral("export"), QStringLiteral("missing.tpuplan.yaml"), QStringLiteral("--out"), tmp.filePath(QStringLiteral("b"))}).exitCode, 2);
        QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("b"))));
        QCOMPARE(runCli({QStringLiteral("export"), QStringLiteral("tests/data/bad/07-wrong-kind.tpuplan.yaml"), QStringLiteral("--out"),
                         tmp.filePath(QStringLiteral("b")), QStringLiteral("--force")}).exitCode,
                 1); // not a plan: --force cannot help
        QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("b"))));
    }

    void exportReplacesAnExistingBundle()
    {
        QTemporaryDir tmp;
        const QString out = tmp.filePath(QStringLiteral("bundle"));
        // An earlier export of a plan with other pools, and the user's own files beside it.
        QCOMPARE(runCli({QStringLiteral("export"), kThreePools, QStringLiteral("--out"), out}).exitCode, 0);
        put(out + QStringLiteral("/manifests/extra.yaml"), "kind: ConfigMap\n");
        put(out + QStringLiteral("/notes.txt"), "review notes\n");
        const Run run = runCli({QStringLiteral("export"), kValid, QStringLiteral("--out"), out});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        // The earlier export's manifests go, the user's stay.
        QCOMPARE(QDir(out + QStringLiteral("/manifests")).entryList(QDir::Files),
                 (QStringList{QStringLiteral("extra.yaml"), QStringLiteral("v5p-256.yaml")}));
        QCOMPARE(read(out + QStringLiteral("/manifests/extra.yaml")), QByteArray("kind: ConfigMap\n"));
        QCOMPARE(read(out + QStringLiteral("/notes.txt")), QByteArray("review notes\n"));
        QVERIFY(!QFile::exists(out + QStringLiteral("/autoprovisioning.yaml")));
        // And the message says so.
        QVERIFY2(run.out.contains("Kept 2 file") && run.out.contains("manifests/extra.yaml, notes.txt"), run.out.constData());
        QVERIFY2(run.out.contains("Removed 4 file") && run.out.contains("manifests/batch-8t.yaml"), run.out.constData());
        QCOMPARE(entriesOf(tmp.path()), QStringList{QStringLiteral("bundle")});
    }

    // A folder that never held a bundle: the user's README.md, main.tf and findings.json stay
    // unless --force, and --force says which it replaced.
    void exportNeverReplacesTheUsersFilesSilently()
    {
        QTemporaryDir tmp;
        const QString out = tmp.filePath(QStringLiteral("project"));
        put(out + QStringLiteral("/README.md"), "my readme\n");
        put(out + QStringLiteral("/main.tf"), "my terraform\n");
        put(out + QStringLiteral("/findings.json"), "{}\n");
        const Run refused = runCli({QStringLiteral("export"), kValid, QStringLiteral("--out"), out});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("README.md") && refused.err.contains("main.tf") && refused.err.contains("findings.json")
                     && refused.err.contains("--force"),
                 refused.err.constData());
        QCOMPARE(read(out + QStringLiteral("/README.md")), QByteArray("my readme\n"));
        QCOMPARE(read(out + QStringLiteral("/main.tf")), QByteArray("my terraform\n"));
        QVERIFY(!QFile::exists(out + QStringLiteral("/gcloud.sh")));

        const Run forced = runCli({QStringLiteral("export"), kValid, QStringLiteral("--out"), out, QStringLiteral("--force")});
        QCOMPARE(forced.exitCode, 0);
        QVERIFY2(forced.out.contains("Replaced 3 file") && forced.out.contains("main.tf"),
                 forced.out.constData());
        QVERIFY(read(out + QStringLiteral("/main.tf")) != "my terraform\n");
        // Now the folder is a bundle of its own: the next export replaces its files without --force.
        QCOMPARE(runCli({QStringLiteral("export"), kValid, QStringLiteral("--out"), out}).exitCode, 0);
    }

    // `export D/plan.tpuplan.yaml --out D` rewrote the input plan (its comments lost), with and
    // without --force.
    void exportNeverWritesOverThePlanItReads()
    {
        QTemporaryDir tmp;
        const QString out = tmp.filePath(QStringLiteral("bundle"));
        QCOMPARE(runCli({QStringLiteral("export"), kValid, QStringLiteral("--out"), out}).exitCode, 0);
        const QString input = out + QStringLiteral("/plan.tpuplan.yaml");
        const QByteArray edited = "# My comments, which a rewrite would lose\n" + read(input);
        put(input, edited);
        for (const bool force : {false, true}) {
            QStringList arguments{QStringLiteral("export"), input, QStringLiteral("--out"), out};
            if (force)
                arguments << QStringLiteral("--force");
            const Run run = runCli(arguments);
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains("is the plan being exported"), run.err.constData());
            QCOMPARE(read(input), edited);
        }
    }

    // A `.tpu-plan-files` list pointing at /dev/zero: refused with its name, nothing written.
    void exportRefusesAListItCannotRead()
    {
        QTemporaryDir tmp;
        const QString out = tmp.filePath(QStringLiteral("bundle"));
        QCOMPARE(runCli({QStringLiteral("export"), kValid, QStringLiteral("--out"), out}).exitCode, 0);
        const QString list = out + QStringLiteral("/.tpu-plan-files");
        QVERIFY(QFile::remove(list));
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), list));
        const Run run = runCli({QStringLiteral("export"), kValid, QStringLiteral("--out"), out});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(".tpu-plan-files") && run.err.contains("character device"), run.err.constData());
        QVERIFY(QFileInfo(list).isSymLink());
    }

    void exportOntoAFullDiskFailsAndKeepsTheOldBundle()
    {
        QTemporaryDir tmp;
        const QString out = tmp.filePath(QStringLiteral("bundle"));
        QCOMPARE(runCli({QStringLiteral("export"), kThreePools, QStringLiteral("--out"), out}).exitCode, 0);
        put(out + QStringLiteral("/notes.txt"), "review notes\n");
        const QMap<QString, QByteArray> before = snapshot(out);

        // 2 KiB per file: the first files of the bundle fit, a later one does not.
        const Run run = runCliWithFileSizeLimit({QStringLiteral("export"), kValid, QStringLiteral("--out"), out}, 2048);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.out.isEmpty(), run.out.constData());
        const QRegularExpressionMatch named = QRegularExpression(QStringLiteral("cannot write (\\S+): File too large"))
                                                  .match(QString::fromUtf8(run.err));
        QVERIFY2(named.hasMatch(), run.err.constData());
        QVERIFY2(!QFileInfo::exists(named.captured(1)), "the file named is not left behind");
        QVERIFY2(run.err.contains((out + QStringLiteral(": nothing was changed")).toUtf8()), run.err.constData());
        QCOMPARE(snapshot(out), before);
        QCOMPARE(entriesOf(tmp.path()), QStringList{QStringLiteral("bundle")});

        // No earlier bundle: nothing appears.
        const QString fresh = tmp.filePath(QStringLiteral("fresh"));
        const Run first = runCliWithFileSizeLimit({QStringLiteral("export"), kValid, QStringLiteral("--out"), fresh}, 2048);
        QCOMPARE(first.exitCode, 2);
        QVERIFY2(first.err.contains((fresh + QStringLiteral(": nothing was written")).toUtf8()), first.err.constData());
        QCOMPARE(entriesOf(tmp.path()), QStringList{QStringLiteral("bundle")});
    }

    void exportOntoAFullTmpfsFailsAndKeepsTheOldBundle()
    {
        // A real full file system (ENOSPC), in a mount namespace of its own so nothing outside
        // the test sees it. Needs root or user namespaces with mount rights.
        const QString unshare = QStandardPaths::findExecutable(QStringLiteral("unshare"));
        if (unshare.isEmpty())
            QSKIP("unshare (util-linux) is not installed");
        QTemporaryDir tmp;
        const QString mount = tmp.filePath(QStringLiteral("disk"));
        QVERIFY(QDir().mkpath(mount));
        // Inside: mount 256 KiB, export, add a file of the user's, fill the disk, snapshot, export
        // again, snapshot. Each step prints one line the test reads.
        const QString script = QStringLiteral(
            "set -u\n"
            "mount -t tmpfs -o size=256k tmpfs \"$1\" || { echo 'mount=failed'; exit 0; }\n"
            "echo mount=ok\n"
            "\"$2\" export \"$3\" --out \"$1/bundle\" >/dev/null 2>&1; echo first=$?\n"
            "echo 'review notes' > \"$1/bundle/notes.txt\"\n"
            "dd if=/dev/zero of=\"$1/filler\" bs=1k count=1024 2>/dev/null\n"
            "echo free=$(df -k --output=avail \"$1\" | tail -n 1)\n"
            "sum() { (cd \"$1/bundle\" && find . -print0 | LC_ALL=C sort -z | xargs -0 ls -ld --time-style=+ | sed 's/ [0-9]* [0-9]* / /' ; find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum) | sha256sum | cut -d' ' -f1; }\n"
            "echo before=$(sum \"$1\")\n"
            "\"$2\" export \"$4\" --out \"$1/bundle\" >\"$1.out\" 2>\"$1.err\"; echo second=$?\n"
            "echo after=$(sum \"$1\")\n"
            "echo beside=$(ls -A \"$1\" | tr '\\n' ' ')\n");
        QProcess process;
        process.setWorkingDirectory(QStringLiteral(TPUPLAN_SOURCE_DIR));
        process.start(unshare, {QStringLiteral("-m"), QStringLiteral("sh"), QStringLiteral("-c"), script, QStringLiteral("sh"), mount,
                                QStringLiteral(TPUPLAN_CLI), kThreePools, kValid});
        QVERIFY(process.waitForFinished(60000));
        const QString said = QString::fromUtf8(process.readAllStandardOutput());
        if (process.exitCode() != 0 || !said.contains(QLatin1String("mount=ok")))
            QSKIP(qPrintable(QStringLiteral("cannot mount a tmpfs here (needs root or mount rights in a user namespace): %1")
                                 .arg(QString::fromUtf8(process.readAllStandardError()).trimmed())));
        QMap<QString, QString> lines;
        for (const QString &line : said.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            lines.insert(line.section(QLatin1Char('='), 0, 0), line.section(QLatin1Char('='), 1));
        QCOMPARE(lines.value(QStringLiteral("first")), QStringLiteral("0"));
        QCOMPARE(lines.value(QStringLiteral("free")).trimmed(), QStringLiteral("0"));
        QCOMPARE(lines.value(QStringLiteral("second")), QStringLiteral("2"));
        QVERIFY(!lines.value(QStringLiteral("before")).isEmpty());
        QCOMPARE(lines.value(QStringLiteral("after")), lines.value(QStringLiteral("before")));
        QCOMPARE(lines.value(QStringLiteral("beside")).trimmed(), QStringLiteral("bundle filler"));
        const QByteArray err = read(mount + QStringLiteral(".err"));
        QVERIFY2(err.contains("No space left on device") && err.contains("nothing was changed"), err.constData());
        QVERIFY(read(mount + QStringLiteral(".out")).isEmpty());
    }

    void exportRefusesAFolderWithAMountInside()
    {
        // A file system mounted inside the bundle folder can be neither linked into the new
        // folder nor moved with it: refused before anything changes.
        const QString unshare = QStandardPaths::findExecutable(QStringLiteral("unshare"));
        if (unshare.isEmpty())
            QSKIP("unshare (util-linux) is not installed");
        QTemporaryDir tmp;
        const QString out = tmp.filePath(QStringLiteral("bundle"));
        QCOMPARE(runCli({QStringLiteral("export"), kValid, QStringLiteral("--out"), out}).exitCode, 0);
        QVERIFY(QDir().mkpath(out + QStringLiteral("/data")));
        const QMap<QString, QByteArray> before = snapshot(out);
        const QString script = QStringLiteral(
            "mount -t tmpfs -o size=64k tmpfs \"$1/data\" || { echo mount=failed; exit 0; }\n"
            "echo mount=ok\n"
            "\"$2\" export \"$3\" --out \"$1\" >/dev/null 2>\"$1.err\"; echo exit=$?\n");
        QProcess process;
        process.setWorkingDirectory(QStringLiteral(TPUPLAN_SOURCE_DIR));
        process.start(unshare, {QStringLiteral("-m"), QStringLiteral("sh"), QStringLiteral("-c"), script, QStringLiteral("sh"), out,
                                QStringLiteral(TPUPLAN_CLI), kThreePools});
        QVERIFY(process.waitForFinished(60000));
        const QString said = QString::fromUtf8(process.readAllStandardOutput());
        if (process.exitCode() != 0 || !said.contains(QLatin1String("mount=ok")))
            QSKIP(qPrintable(QStringLiteral("cannot mount a tmpfs here (needs root or mount rights in a user namespace): %1")
                                 .arg(QString::fromUtf8(process.readAllStandardError()).trimmed())));
        QVERIFY2(said.contains(QLatin1String("exit=2")), qPrintable(said));
        const QByteArray err = read(out + QStringLiteral(".err"));
        QVERIFY2(err.contains("another file system mounted") && err.contains("nothing was changed"), err.constData());
        QCOMPARE(snapshot(out), before);
        QCOMPARE(entriesOf(tmp.path()), (QStringList{QStringLiteral("bundle"), QStringLiteral("bundle.err")}));
    }

    void exportIntoAMountPointIsWrittenFileByFile()
    {
        // A mount point (a USB stick's root, a Docker volume) cannot be renamed, so the bundle
        // cannot be swapped in: the files are moved in one by one, and the output says so.
        const QString unshare = QStandardPaths::findExecutable(QStringLiteral("unshare"));
        if (unshare.isEmpty())
            QSKIP("unshare (util-linux) is not installed");
        QTemporaryDir tmp;
        const QString out = tmp.filePath(QStringLiteral("stick"));
        QVERIFY(QDir().mkpath(out));
        const QString script = QStringLiteral("mount -t tmpfs -o size=4m tmpfs \"$1\" || { echo mount=failed; exit 0; }\n"
                                              "echo mount=ok\n"
                                              "\"$2\" export \"$3\" --out \"$1\" >\"$1.out\" 2>\"$1.err\"; echo first=$?\n"
                                              "echo mine > \"$1/notes.txt\"\n"
                                              "\"$2\" export \"$3\" --out \"$1\" >\"$1.out2\" 2>&1; echo second=$?\n"
                                              "echo files=$(ls -A \"$1\" | tr '\\n' ' ')\n"
                                              "echo notes=$(cat \"$1/notes.txt\")\n");
        QProcess process;
        process.setWorkingDirectory(QStringLiteral(TPUPLAN_SOURCE_DIR));
        process.start(unshare, {QStringLiteral("-m"), QStringLiteral("sh"), QStringLiteral("-c"), script, QStringLiteral("sh"),
                                out, QStringLiteral(TPUPLAN_CLI), kThreePools});
        QVERIFY(process.waitForFinished(60000));
        const QString said = QString::fromUtf8(process.readAllStandardOutput());
        if (process.exitCode() != 0 || !said.contains(QLatin1String("mount=ok")))
            QSKIP(qPrintable(QStringLiteral("cannot mount a tmpfs here (needs root or mount rights in a user namespace): %1")
                                 .arg(QString::fromUtf8(process.readAllStandardError()).trimmed())));
        QVERIFY2(said.contains(QLatin1String("first=0")) && said.contains(QLatin1String("second=0")),
                 qPrintable(said + QString::fromUtf8(read(out + QStringLiteral(".err")))));
        QVERIFY2(said.contains(QLatin1String("gcloud.sh")) && said.contains(QLatin1String(".tpu-plan-files"))
                     && !said.contains(QLatin1String("tpu-plan-0")) && said.contains(QLatin1String("notes=mine")),
                 qPrintable(said));
        const QByteArray told = read(out + QStringLiteral(".out"));
        QVERIFY2(told.contains("one by one") && told.contains("Device or resource busy"), told.constData());
        const QByteArray again = read(out + QStringLiteral(".out2"));
        QVERIFY2(again.contains("one by one") && again.contains("Kept 1 file") && again.contains("notes.txt"), again.constData());
    }

    void costJsonAndText()
    {
        const Run run = runCli({QStringLiteral("cost"), kValid, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(json.value(QStringLiteral("currency")).toString(), QStringLiteral("USD"));
        QVERIFY(!json.value(QStringLiteral("pricesAsOf")).toString().isEmpty());
        // 256 chips x 2.94 (1y CUD) x 730 h + 73.00 cluster fee + 97.84 system pool + 650.00 boot
        // disks (tst_costcalculator has the arithmetic).
        QCOMPARE(json.value(QStringLiteral("total")).toObject().value(QStringLiteral("monthly")).toObject().value(QStringLiteral("selected")).toDouble(),
                 550248.04);
        const Run text = runCli({QStringLiteral("cost"), kValid});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains(json.value(QStringLiteral("pricesAsOf")).toString().toUtf8()));
        QVERIFY(text.out.contains("550,248.04"));
        QVERIFY(text.out.contains("boot disks (pd-balanced)"));
        QCOMPARE(runCli({QStringLiteral("cost")}).exitCode, 2);
    }

    // `cost --format json` on a plan that is not complete exited 1 with nothing on stdout: the
    // JSON says why, with the plan's findings.
    void costJsonOnAnIncompletePlanSaysWhy()
    {
        const Run run = runCli({QStringLiteral("cost"), QStringLiteral("tests/data/bad/08-missing-metadata-name.tpuplan.yaml"),
                                QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(run.exitCode, 1);
        QJsonParseError error{};
        const QJsonObject json = QJsonDocument::fromJson(run.out, &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, run.out.constData());
        QCOMPARE(json.value(QStringLiteral("priced")).toBool(true), false);
        QVERIFY(json.value(QStringLiteral("reason")).toString().contains(QLatin1String("not a complete plan")));
        const QJsonObject plan = json.value(QStringLiteral("plans")).toArray().first().toObject();
        QCOMPARE(plan.value(QStringLiteral("findings")).toArray().first().toObject().value(QStringLiteral("field")).toString(),
                 QStringLiteral("metadata.name"));
        const Run missing = runCli({QStringLiteral("cost"), QStringLiteral("no-such.yaml"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(QJsonDocument::fromJson(missing.out).object().value(QStringLiteral("reason")).toString().contains(QLatin1String("could not be read")));
    }

    void pricesOverride()
    {
        QTemporaryDir tmp;
        const QString prices = tmp.filePath(QStringLiteral("prices.yaml"));
        QFile file(prices);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("asOf: \"2026-12-01\"\nv5p:\n  regions:\n    - {region: us-east5, commit1y: 2.00}\n");
        file.close();
        const Run run = runCli({QStringLiteral("cost"), kValid, QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--prices"), prices});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject json = QJsonDocument::fromJson(run.out).object();
        // 256 chips x 2.00 = 512.00/h; x 730 = 373,760.00 + 73.00 + 97.84 + 650.00 = 374,580.84.
        QCOMPARE(json.value(QStringLiteral("total")).toObject().value(QStringLiteral("monthly")).toObject().value(QStringLiteral("selected")).toDouble(),
                 374580.84);
        QCOMPARE(json.value(QStringLiteral("priceOverrides")).toObject().value(QStringLiteral("asOf")).toString(), QStringLiteral("2026-12-01"));

        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("v5p:\n  regions:\n    - {region: us-east5, commit1y: -2}\n");
        file.close();
        const QString out = tmp.filePath(QStringLiteral("bundle"));
        const Run bad = runCli({QStringLiteral("export"), kValid, QStringLiteral("--out"), out, QStringLiteral("--prices"), prices});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains((prices + QStringLiteral(":3:")).toUtf8()), bad.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestCliExport)
#include "tst_cli_export.moc"
