// SPDX-License-Identifier: GPL-3.0-or-later
// `tpu-plan validate | catalog | topologies` as a review pipeline calls them. Golden JSON lives in
// tests/data/golden/validate; TPUPLAN_UPDATE_GOLDEN=1 rewrites it (then review the diff).
#include "tests/cli/CliRun.h"
#include "core/common/Languages.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

namespace {

using Run = CliRun;

Run runCli(const QStringList &arguments)
{
    return CliRun::run(QStringLiteral(TPUPLAN_TEST_DATA), arguments);
}

} // namespace

class TestCliValidate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void goldenJson_data()
    {
        QTest::addColumn<QString>("golden");
        QTest::addColumn<QStringList>("files");
        QTest::addColumn<int>("exitCode");
        const QDir seeds(QStringLiteral(TPUPLAN_TEST_DATA "/seed-plans"));
        for (const QString &name : seeds.entryList({QStringLiteral("*.tpuplan.yaml")})) {
            const QString base = QString(name).remove(QStringLiteral(".tpuplan.yaml"));
            QFile expect(seeds.filePath(base + QStringLiteral(".expect")));
            QVERIFY(expect.open(QIODevice::ReadOnly));
            const bool valid = expect.readLine().trimmed().endsWith("true");
            QTest::newRow(qPrintable(base)) << base << QStringList{QStringLiteral("seed-plans/") + name} << (valid ? 0 : 1);
        }
        QTest::newRow("bad-kind") << "bad-kind" << QStringList{QStringLiteral("bad/07-wrong-kind.tpuplan.yaml")} << 1;
        QTest::newRow("not-yaml") << "not-yaml" << QStringList{QStringLiteral("bad/01-unbalanced-bracket.tpuplan.yaml")} << 2;
        QTest::newRow("two-plans") << "two-plans"
                                   << QStringList{QStringLiteral("seed-plans/v5e-2x4-autopilot-8-chips.tpuplan.yaml"),
                                                  QStringLiteral("seed-plans/v4-zone-us-central1-a.tpuplan.yaml")}
                                   << 1;
        QTest::newRow("missing-file") << "missing-file" << QStringList{QStringLiteral("no-such-plan.tpuplan.yaml")} << 2;
    }
    void goldenJson()
    {
        QFETCH(QString, golden);
        QFETCH(QStringList, files);
        QFETCH(int, exitCode);
        const Run run = runCli(QStringList{QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json")} + files);
        QCOMPARE(run.exitCode, exitCode);
        QJsonParseError error;
        const QJsonDocument actual = QJsonDocument::fromJson(run.out, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, run.out.constData());
        const QJsonArray plans = actual.object().value(QStringLiteral("plans")).toArray();
        QCOMPARE(plans.size(), files.size());
        for (const QJsonValue &plan : plans) {
            const QJsonObject object = plan.toObject();
            QVERIFY(object.contains(QStringLiteral("file")));
            QVERIFY(object.value(QStringLiteral("valid")).isBool());
            for (const QJsonValue &finding : object.value(QStringLiteral("findings")).toArray()) {
                const QJsonObject f = finding.toObject();
                for (const char *key : {"rule", "severity", "pool", "field", "message"})
                    QVERIFY2(f.contains(QLatin1String(key)), key);
            }
        }
        const QString goldenPath = QStringLiteral(TPUPLAN_TEST_DATA "/golden/validate/%1.json").arg(golden);
        if (qEnvironmentVariableIsSet("TPUPLAN_UPDATE_GOLDEN")) {
            QDir().mkpath(QFileInfo(goldenPath).path());
            QFile out(goldenPath);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(actual.toJson(QJsonDocument::Indented));
        }
        QFile expectedFile(goldenPath);
        QVERIFY2(expectedFile.open(QIODevice::ReadOnly), qPrintable(goldenPath));
        const QJsonDocument expected = QJsonDocument::fromJson(expectedFile.readAll());
        QCOMPARE(actual.toJson(QJsonDocument::Indented), expected.toJson(QJsonDocument::Indented));
    }

    void textOutputNamesFileLineAndRule()
    {
        const Run run = runCli({QStringLiteral("validate"), QStringLiteral("seed-plans/v5e-16x16-max-nodes-32.tpuplan.yaml")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains("seed-plans/v5e-16x16-max-nodes-32.tpuplan.yaml:"), run.out.constData());
        QVERIFY(run.out.contains("error [autoscaling-atomic] pools[0].autoscaling.maxNodes:"));
    }

    // Messages come in the user's language: the translations are embedded and complete.
    void translatedMessages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("expected");
        QTest::newRow("de") << "de" << QString::fromUtf8("Knoten");
        QTest::newRow("it") << "it" << QString::fromUtf8("nodi");
        QTest::newRow("vi") << "vi" << QString::fromUtf8("nút");
    }
    void translatedMessages()
    {
        QFETCH(QString, language);
        QFETCH(QString, expected);
        const Run run = runCli({QStringLiteral("validate"), QStringLiteral("--lang"), language,
                                QStringLiteral("seed-plans/v5e-16x16-max-nodes-32.tpuplan.yaml")});
        QCOMPARE(run.exitCode, 1);
        const QString out = QString::fromUtf8(run.out);
        QVERIFY2(out.contains(expected), qPrintable(out));
        QVERIFY2(!out.contains(QStringLiteral("scales atomically")), qPrintable(out));
        QVERIFY(out.contains(QStringLiteral("[autoscaling-atomic] pools[0].autoscaling.maxNodes:")));
    }

    // tpu-plan offers the window's languages (core/common/Languages): each one is accepted, and
    // --help and the answer to a wrong one name them all.
    void languagesAreTheWindowsList()
    {
        const QStringList languages = tpuplan::Languages::available();
        QVERIFY(languages.size() > 1);
        for (const QString &language : languages)
            QCOMPARE(runCli({QStringLiteral("catalog"), QStringLiteral("--lang"), language}).exitCode, 0);
        const QByteArray list = languages.join(QStringLiteral(", ")).toUtf8();
        const Run help = runCli({QStringLiteral("--help")});
        QVERIFY2(help.out.contains(list), help.out.constData());
        const Run wrong = runCli({QStringLiteral("catalog"), QStringLiteral("--lang"), QStringLiteral("fr")});
        QCOMPARE(wrong.exitCode, 2);
        QVERIFY2(wrong.err.contains(list), wrong.err.constData());
    }

    void validExampleExitsZero()
    {
        const Run run = runCli({QStringLiteral("validate"), QStringLiteral("seed-plans/v5p-8x12x16-custom.tpuplan.yaml")});
        QCOMPARE(run.exitCode, 0);
    }

    void brokenCatalogFallsBack()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("catalog.yaml"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("catalogVersion: 1\nasOf: \"2026-01-01\"\ncurrency: USD\nsources: {}\ngke: 12\n");
        file.close();
        const Run run = runCli({QStringLiteral("validate"), QStringLiteral("--catalog"), path,
                                QStringLiteral("seed-plans/v5p-8x12x16-custom.tpuplan.yaml")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.contains(path.toUtf8() + ":5:6: gke:"), run.err.constData());
        QVERIFY(run.err.contains("built-in catalog"));
    }

    void catalogCheck()
    {
        const Run run = runCli({QStringLiteral("catalog"), QStringLiteral("--check"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject check = QJsonDocument::fromJson(run.out).object();
        QVERIFY(!check.value(QStringLiteral("asOf")).toString().isEmpty());
        QVERIFY(!check.value(QStringLiteral("thirdPartyOnly")).toArray().isEmpty());
        QVERIFY(!check.value(QStringLiteral("sources")).toArray().isEmpty());
    }

    // A plan's line breaks and terminal escapes are refused and never printed raw: every
    // finding stays on its line and nothing reaches the terminal (text, JSON, export's refusal).
    void controlCharactersNeverReachTheTerminal_data()
    {
        QTest::addColumn<QStringList>("arguments");
        const QStringList plans = {QStringLiteral("bad/29-pool-name-newline.tpuplan.yaml"), QStringLiteral("bad/30-version-newline.tpuplan.yaml"),
                                   QStringLiteral("bad/31-topology-newline.tpuplan.yaml"), QStringLiteral("bad/32-zone-terminal-escape.tpuplan.yaml"),
                                   QStringLiteral("bad/33-machine-type-escape.tpuplan.yaml")};
        for (const QString &plan : plans) {
            const QString name = QFileInfo(plan).baseName();
            QTest::newRow(qPrintable(name + QStringLiteral(" text"))) << QStringList{QStringLiteral("validate"), plan};
            QTest::newRow(qPrintable(name + QStringLiteral(" json"))) << QStringList{QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"), plan};
            QTest::newRow(qPrintable(name + QStringLiteral(" export"))) << QStringList{QStringLiteral("export"), QStringLiteral("--out"), QStringLiteral("/nonexistent/out"), plan};
        }
    }
    void controlCharactersNeverReachTheTerminal()
    {
        QFETCH(QStringList, arguments);
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, 1);
        const QByteArray printed = run.out + run.err;
        QVERIFY2(printed.contains("[plan-invalid]") || printed.contains("\"plan-invalid\""), printed.constData());
        for (qsizetype i = 0; i < printed.size(); ++i) {
            const auto byte = quint8(printed.at(i));
            const bool c0 = byte < 0x20 && byte != '\n';
            const bool c1 = byte == 0xC2 && i + 1 < printed.size() && quint8(printed.at(i + 1)) >= 0x80 && quint8(printed.at(i + 1)) < 0xA0;
            QVERIFY2(!c0 && byte != 0x7F && !c1, qPrintable(QStringLiteral("control byte %1 at %2 in:\n%3").arg(byte).arg(i).arg(QString::fromUtf8(printed.toPercentEncoding(" :[]'\n\"/{},.")))));
        }
        // JSON consumers print the strings they read: those are escaped too.
        if (arguments.contains(QStringLiteral("json"))) {
            const QJsonArray findings = QJsonDocument::fromJson(run.out).object().value(QStringLiteral("plans")).toArray().first().toObject().value(QStringLiteral("findings")).toArray();
            QVERIFY(!findings.isEmpty());
            for (const QJsonValue &f : findings) {
                for (const QChar c : f.toObject().value(QStringLiteral("message")).toString())
                    QVERIFY2(c.category() != QChar::Other_Control, qPrintable(f.toObject().value(QStringLiteral("message")).toString()));
            }
        }
    }

    // A warning quoting the file (an unknown key holding an escape sequence) prints it escaped.
    void unknownKeyIsPrintedEscaped()
    {
        QFile source(QStringLiteral(TPUPLAN_TEST_DATA "/seed-plans/v5p-8x12x16-custom.tpuplan.yaml"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.tpuplan.yaml"));
        QFile plan(path);
        QVERIFY(plan.open(QIODevice::WriteOnly));
        plan.write(source.readAll() + "\"colour\\e]0;pwned\\a\": blue\n");
        plan.close();
        const Run run = runCli({QStringLiteral("validate"), path});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("[unknown-field] colour\\x1b]0;pwned\\x07: unknown field 'colour\\x1b]0;pwned\\x07'"), run.out.constData());
        QVERIFY(!run.out.contains('\x1b'));
        QVERIFY(!run.out.contains('\x07'));
    }

    void catalogAndTopologies()
    {
        Run run = runCli({QStringLiteral("catalog"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject catalog = QJsonDocument::fromJson(run.out).object();
        QVERIFY(!catalog.value(QStringLiteral("asOf")).toString().isEmpty());
        QCOMPARE(catalog.value(QStringLiteral("tpus")).toArray().size(), 6);

        run = runCli({QStringLiteral("topologies"), QStringLiteral("--tpu"), QStringLiteral("v5e"), QStringLiteral("--mode"),
                      QStringLiteral("standard"), QStringLiteral("--machine-type"), QStringLiteral("ct5lp-hightpu-4t"),
                      QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray topologies = QJsonDocument::fromJson(run.out).object().value(QStringLiteral("topologies")).toArray();
        QCOMPARE(topologies.size(), 7);
        const QJsonObject largest = topologies.last().toObject();
        QCOMPARE(largest.value(QStringLiteral("topology")).toString(), QStringLiteral("16x16"));
        QCOMPARE(largest.value(QStringLiteral("vms")).toInt(), 64);
        QCOMPARE(largest.value(QStringLiteral("host")).toString(), QStringLiteral("multi-host"));

        run = runCli({QStringLiteral("topologies"), QStringLiteral("--tpu"), QStringLiteral("v5e"), QStringLiteral("--mode"),
                      QStringLiteral("autopilot")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("tpu-v5-lite-podslice"));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("no command") << QStringList{};
        QTest::newRow("unknown command") << QStringList{QStringLiteral("plan")};
        QTest::newRow("bad format") << QStringList{QStringLiteral("catalog"), QStringLiteral("--format"), QStringLiteral("xml")};
        QTest::newRow("unknown tpu") << QStringList{QStringLiteral("topologies"), QStringLiteral("--tpu"), QStringLiteral("v9"),
                                                    QStringLiteral("--mode"), QStringLiteral("standard")};
        QTest::newRow("validate nothing") << QStringList{QStringLiteral("validate")};
        QTest::newRow("bad language") << QStringList{QStringLiteral("catalog"), QStringLiteral("--lang"), QStringLiteral("fr")};
        // A command refuses arguments it does not take (`catalog foo` ignored foo and exited 0).
        QTest::newRow("catalog foo") << QStringList{QStringLiteral("catalog"), QStringLiteral("foo")};
        QTest::newRow("catalog --check foo") << QStringList{QStringLiteral("catalog"), QStringLiteral("--check"), QStringLiteral("foo")};
        QTest::newRow("topologies extra") << QStringList{QStringLiteral("topologies"), QStringLiteral("v5p"), QStringLiteral("--tpu"),
                                                         QStringLiteral("v5p"), QStringLiteral("--mode"), QStringLiteral("standard")};
        QTest::newRow("cost two plans") << QStringList{QStringLiteral("cost"), QStringLiteral("a.yaml"), QStringLiteral("b.yaml")};
        QTest::newRow("export two plans") << QStringList{QStringLiteral("export"), QStringLiteral("a.yaml"), QStringLiteral("b.yaml"),
                                                         QStringLiteral("--out"), QStringLiteral("x")};
        QTest::newRow("migrate two scripts") << QStringList{QStringLiteral("migrate"), QStringLiteral("a.py"), QStringLiteral("b.py")};
        QTest::newRow("diff three plans") << QStringList{QStringLiteral("diff"), QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
        QTest::newRow("glossary two terms") << QStringList{QStringLiteral("glossary"), QStringLiteral("a"), QStringLiteral("b")};
        QTest::newRow("lesson list extra") << QStringList{QStringLiteral("lesson"), QStringLiteral("list"), QStringLiteral("x")};
    }
    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(!run.err.isEmpty());
    }

    // Every input is read with a size limit: /dev/zero grew to 4.2 GB and aborted (validate, cost,
    // --prices, --catalog, lesson check, /dev/stdin); a FIFO is refused, not waited on. Exit 2
    // with the reason, in well under CliRun's minute.
    void boundedReads_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("said");
        const QString plan = QStringLiteral(TPUPLAN_SOURCE_DIR "/resources/examples/v5p-multislice-reservation.tpuplan.yaml");
        QTest::newRow("validate /dev/zero") << QStringList{QStringLiteral("validate"), QStringLiteral("/dev/zero")} << QByteArray("character device");
        QTest::newRow("cost /dev/zero") << QStringList{QStringLiteral("cost"), QStringLiteral("/dev/zero")} << QByteArray("character device");
        QTest::newRow("diff /dev/zero") << QStringList{QStringLiteral("diff"), plan, QStringLiteral("/dev/zero")} << QByteArray("character device");
        QTest::newRow("--prices /dev/zero") << QStringList{QStringLiteral("cost"), QStringLiteral("--prices"), QStringLiteral("/dev/zero"), plan}
                                            << QByteArray("character device");
        QTest::newRow("lesson check /dev/zero")
            << QStringList{QStringLiteral("lesson"), QStringLiteral("check"), QStringLiteral("/dev/zero"), plan} << QByteArray("character device");
        QTest::newRow("validate FIFO") << QStringList{QStringLiteral("validate"), QStringLiteral("FIFO")} << QByteArray("named pipe");
        QTest::newRow("--plan FIFO") << QStringList{QStringLiteral("lint"), QStringLiteral("--plan"), QStringLiteral("FIFO"),
                                                    QStringLiteral(TPUPLAN_TEST_DATA "/lint/good")}
                                     << QByteArray("named pipe");
    }
    void boundedReads()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, said);
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("plan.tpuplan.yaml"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        arguments.replaceInStrings(QStringLiteral("FIFO"), fifo);
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2((run.out + run.err).contains(said), (run.out + run.err).constData());
    }

    void standardInputIsReadWithALimit()
    {
        QProcess process;
        process.setStandardInputFile(QStringLiteral("/dev/zero"));
        process.start(QStringLiteral(TPUPLAN_CLI), {QStringLiteral("validate"), QStringLiteral("/dev/stdin")});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 2);
        QVERIFY2(process.readAllStandardOutput().contains("longer than 4 MiB"), "no size limit on /dev/stdin");
        // A plan on stdin is still read.
        process.setStandardInputFile(QStringLiteral(TPUPLAN_SOURCE_DIR "/resources/examples/v5p-multislice-reservation.tpuplan.yaml"));
        process.start(QStringLiteral(TPUPLAN_CLI), {QStringLiteral("validate"), QStringLiteral("/dev/stdin")});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 0);
    }

    void versionAndHelp()
    {
        Run run = runCli({QStringLiteral("--version")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith("tpu-plan "));
        run = runCli({QStringLiteral("--help")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("validate"));
    }
};

QTEST_GUILESS_MAIN(TestCliValidate)
#include "tst_cli_validate.moc"
