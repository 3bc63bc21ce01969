// SPDX-License-Identifier: GPL-3.0-or-later
// `tpu-plan lint` as a review pipeline calls it: exit 0 for GKE-shaped manifests (a folder,
// searched recursively), 1 with the JSON of docs/cli.md for a planted mistake, 2 for a file
// that is not YAML or does not exist, and for a wrong --mode or a --plan that disagrees with it;
// --plan checks that each workload fits one of the plan's pools; the text lines name
// file:line:column, the rule and the object.
#include "tests/cli/CliRun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QDir>
#include <QFile>
#include <QTest>

#include <sys/stat.h>

namespace {

const QString kLint = QStringLiteral(TPUPLAN_TEST_DATA "/lint");
const QString kExamples = QStringLiteral(TPUPLAN_SOURCE_DIR "/resources/examples");

CliRun lint(const QStringList &arguments)
{
    return CliRun::run(kLint, QStringList{QStringLiteral("lint")} + arguments);
}

QJsonObject json(const CliRun &run)
{
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(run.out, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON: %s", run.out.constData());
    return document.object();
}

} // namespace

class TestCliLint : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void goodFolderIsClean()
    {
        // The good samples are meant for different modes; without --mode either mode is accepted.
        const CliRun run = lint({QStringLiteral("good"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray files = json(run).value(QStringLiteral("files")).toArray();
        QVERIFY(files.size() >= 8);
        int skipped = 0;
        int notKubernetes = 0;
        QStringList notes;
        for (const QJsonValue &file : files) {
            QVERIFY(file[QStringLiteral("valid")].toBool());
            QVERIFY(file[QStringLiteral("findings")].toArray().isEmpty());
            QVERIFY(file[QStringLiteral("workloads")].toInt() >= 1);
            QVERIFY(!file[QStringLiteral("template")].toBool(true));
            skipped += file[QStringLiteral("skipped")].toInt();
            notKubernetes += file[QStringLiteral("notKubernetes")].toInt();
            for (const QJsonValue &note : file[QStringLiteral("notes")].toArray())
                notes.append(file[QStringLiteral("file")].toString() + QLatin1Char(' ') + note[QStringLiteral("rule")].toString() + QLatin1Char(' ')
                             + note[QStringLiteral("severity")].toString());
        }
        // Two Services and a ConfigMap beside the workloads, a third Service, four Kueue objects.
        QCOMPARE(skipped, 8);
        QCOMPARE(notKubernetes, 2); // a play list and a values mapping
        // The queue of this Job is not in view: its check is partial, said as a note.
        QCOMPARE(notes, QStringList{QStringLiteral("good/kueue-queue-only.yaml lint-kueue info")});
        QVERIFY(json(run).value(QStringLiteral("excluded")).toArray().isEmpty());
    }

    void plantedMistakeInJson()
    {
        const CliRun run = lint({QStringLiteral("bad/pods-per-slice.yaml"), QStringLiteral("--mode"), QStringLiteral("standard"),
                                 QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(run.exitCode, 1);
        const QJsonObject file = json(run).value(QStringLiteral("files")).toArray().first().toObject();
        QCOMPARE(file.value(QStringLiteral("file")).toString(), QStringLiteral("bad/pods-per-slice.yaml"));
        QCOMPARE(file.value(QStringLiteral("valid")).toBool(true), false);
        const QJsonObject finding = file.value(QStringLiteral("findings")).toArray().first().toObject();
        QCOMPARE(finding.value(QStringLiteral("rule")).toString(), QStringLiteral("lint-pods-per-slice"));
        QCOMPARE(finding.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
        QCOMPARE(finding.value(QStringLiteral("line")).toInt(), 15);
        QCOMPARE(finding.value(QStringLiteral("column")).toInt(), 24);
        QCOMPARE(finding.value(QStringLiteral("object")).toString(), QStringLiteral("JobSet/v5p-train"));
        QCOMPARE(finding.value(QStringLiteral("field")).toString(), QStringLiteral("spec.replicatedJobs[0].template.spec.parallelism"));
        QVERIFY(finding.value(QStringLiteral("message")).toString().contains(QStringLiteral("set parallelism to 4")));
        QVERIFY(!finding.contains(QStringLiteral("pool")));
    }

    void textNamesFileLineAndObject()
    {
        const CliRun run = lint({QStringLiteral("bad/accelerator-unknown.yaml")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.startsWith("bad/accelerator-unknown.yaml:13:47: error [lint-accelerator] "), run.out.constData());
        QVERIFY(run.out.contains("Job/v5e-job: 'tpu-v5e-slice' is not a TPU accelerator"));
        QVERIFY(run.out.contains("1 error(s)") || run.out.contains("1 error"));
    }

    void unreadableInputExitsTwo()
    {
        CliRun run = lint({QStringLiteral("bad/not-yaml.yaml")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.out.contains("bad/not-yaml.yaml:8:"), run.out.constData());
        run = lint({QStringLiteral("good"), QStringLiteral("no-such-folder")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.contains("no-such-folder: error [lint-yaml]"));
        run = lint({QStringLiteral("good"), QStringLiteral("--mode"), QStringLiteral("gke")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("--mode must be standard or autopilot"));
        run = lint({});
        QCOMPARE(run.exitCode, 2);
    }

    // `lint DIR` hung on a *.yaml link to a FIFO; a file that opens but cannot be read (EIO from
    // /proc/self/mem, which fails for root too) said "no TPU workload" and exited 0.
    void specialAndUnreadableFilesAreErrors()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("pipe"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QVERIFY(QFile::link(fifo, dir.filePath(QStringLiteral("a-fifo.yaml"))));
        QVERIFY(QFile::link(QStringLiteral("/proc/self/mem"), dir.filePath(QStringLiteral("b-broken.yaml"))));
        const CliRun run = lint({dir.path()});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.out.contains("a-fifo.yaml: error [lint-yaml] cannot be read: it is a named pipe"), run.out.constData());
        QVERIFY2(run.out.contains("b-broken.yaml: error [lint-yaml] cannot be read: cannot read the file"), run.out.constData());
        QVERIFY2(!run.out.contains("no TPU workload"), run.out.constData());
        const CliRun zero = lint({QStringLiteral("/dev/zero")});
        QCOMPARE(zero.exitCode, 2);
    }

    void aManifestThatIsNotUtf8IsRefusedWithItsPosition()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("job.yaml")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: caf\xe9\n");
        file.close();
        const CliRun run = lint({file.fileName()});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.out.contains("job.yaml:4:12: error [lint-yaml]") && run.out.contains("not UTF-8"), run.out.constData());
    }

    // A folder with no *.yaml printed nothing and exited 0: it says so (an info finding, exit 0).
    void aFolderWithNothingToCheckSaysSo()
    {
        QTemporaryDir dir;
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("sub"))));
        QFile notes(dir.filePath(QStringLiteral("notes.txt")));
        QVERIFY(notes.open(QIODevice::WriteOnly));
        notes.close();
        const CliRun run = lint({dir.path()});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("no *.yaml or *.yml file in this folder"), run.out.constData());
        const CliRun both = lint({dir.path(), QStringLiteral("good"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(both.exitCode, 0);
        QCOMPARE(json(both).value(QStringLiteral("files")).toArray().first().toObject().value(QStringLiteral("file")).toString(), dir.path());
    }

    void modeChangesTheVerdict()
    {
        const QString file = QStringLiteral("bad/mode-autopilot-only.yaml");
        QCOMPARE(lint({file, QStringLiteral("--mode"), QStringLiteral("standard")}).exitCode, 1);
        QCOMPARE(lint({file, QStringLiteral("--mode"), QStringLiteral("autopilot")}).exitCode, 0);
        QCOMPARE(lint({file}).exitCode, 0);
    }

    /// A repository with Helm and Jinja templates lints (exit 0): each template is skipped with a
    /// note; --exclude leaves folders or names out and says how many.
    void templatesAndExclude()
    {
        CliRun run = lint({QStringLiteral("templates"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(run.exitCode, 0);
        int templates = 0;
        for (const QJsonValue &file : json(run).value(QStringLiteral("files")).toArray()) {
            if (!file[QStringLiteral("template")].toBool())
                continue;
            ++templates;
            QVERIFY(file[QStringLiteral("valid")].toBool());
            QCOMPARE(file[QStringLiteral("notes")].toArray().first()[QStringLiteral("rule")].toString(), QStringLiteral("lint-yaml"));
        }
        QCOMPARE(templates, 3);
        run = lint({QStringLiteral("templates"), QStringLiteral("--exclude"), QStringLiteral("chart"), QStringLiteral("--exclude"),
                    QStringLiteral("job.y?ml"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(json(run).value(QStringLiteral("files")).toArray().size(), 1);
        QCOMPARE(json(run).value(QStringLiteral("excluded")).toArray().size(), 4);
        run = lint({QStringLiteral("templates"), QStringLiteral("--exclude"), QStringLiteral("chart")});
        QVERIFY2(run.out.contains("templates/playbooks/job.yaml:1:1: info [lint-yaml] "), run.out.constData());
        QVERIFY(run.out.contains("3 file(s) left out by --exclude") || run.out.contains("3 files left out by --exclude"));
    }

    void planDecidesWhatFits()
    {
        const QString plan = kExamples + QStringLiteral("/v5e-inference-standard.tpuplan.yaml");
        CliRun run = lint({QStringLiteral("bad/plan-mismatch.yaml"), QStringLiteral("--plan"), plan});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.contains("[lint-plan-match]"));
        QVERIFY(run.out.contains("infer-1t (tpu-v5-lite-podslice 1x1"));
        // The same manifest without the plan is a correct v5e 2x2 Deployment.
        QCOMPARE(lint({QStringLiteral("bad/plan-mismatch.yaml")}).exitCode, 0);
        // An Autopilot manifest against a Standard plan: the mode comes from the plan.
        run = lint({QStringLiteral("good/deployment-v4-autopilot.yaml"), QStringLiteral("--plan"), plan, QStringLiteral("--mode"),
                    QStringLiteral("autopilot")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("disagrees with the plan"));
        run = lint({QStringLiteral("good"), QStringLiteral("--plan"), QStringLiteral("bad/not-yaml.yaml")});
        QCOMPARE(run.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliLint)
#include "tst_cli_lint.moc"
