// SPDX-License-Identifier: GPL-3.0-or-later
// `tpu-plan diff A B` as a review pipeline calls it, on an example plan and edited copies in a
// temporary folder: exit 0 and empty lists for the same plan, 1 with the JSON of docs/cli.md
// for a pool added, removed or changed and a cluster field changed, findings introduced and
// resolved, the bundle's unified diffs; exit 2 naming the file (and line and column) for a
// missing file, broken YAML and a plan with a wrong field; the text summary.
#include "tests/cli/CliRun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kExample = QStringLiteral(TPUPLAN_SOURCE_DIR "/resources/examples/v6e-mixed-pools-standard.tpuplan.yaml");

QByteArray example()
{
    QFile file(kExample);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// `example()` with `from` replaced by `to` (exactly once).
QByteArray edited(const QByteArray &from, const QByteArray &to)
{
    QByteArray text = example();
    if (text.count(from) != 1)
        qFatal("the example plan no longer holds '%s' once", from.constData());
    return text.replace(from, to);
}

class Folder
{
public:
    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(path));
        return name;
    }
    CliRun run(const QStringList &arguments) const { return CliRun::run(m_dir.path(), arguments); }

private:
    QTemporaryDir m_dir;
};

QJsonObject diffJson(const Folder &folder, const QString &a, const QString &b, int expectedExit)
{
    const CliRun run = folder.run({QStringLiteral("diff"), a, b, QStringLiteral("--format"), QStringLiteral("json")});
    if (run.exitCode != expectedExit)
        qWarning("exit %d, stderr: %s", run.exitCode, run.err.constData());
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(run.out, &error);
    if (error.error != QJsonParseError::NoError || run.exitCode != expectedExit)
        return {};
    return document.object();
}

QJsonObject object(const QJsonObject &parent, const char *key)
{
    return parent.value(QLatin1String(key)).toObject();
}

QJsonArray array(const QJsonObject &parent, const char *key)
{
    return parent.value(QLatin1String(key)).toArray();
}

QStringList bundleFiles(const QJsonObject &json)
{
    QStringList files;
    for (const QJsonValue &entry : array(json, "bundle"))
        files.append(entry.toObject().value(QStringLiteral("file")).toString());
    return files;
}

QString bundleDiff(const QJsonObject &json, const QString &file)
{
    for (const QJsonValue &entry : array(json, "bundle")) {
        if (entry.toObject().value(QStringLiteral("file")).toString() == file)
            return entry.toObject().value(QStringLiteral("diff")).toString();
    }
    return {};
}

} // namespace

class TestCliDiff : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void samePlans()
    {
        Folder folder;
        const QString a = folder.write(QStringLiteral("a.tpuplan.yaml"), example());
        // The same plan with a comment: other lines, same plan.
        const QString b = folder.write(QStringLiteral("b.tpuplan.yaml"), "# copy\n" + example());
        const QJsonObject json = diffJson(folder, a, b, 0);
        QCOMPARE(json.value(QStringLiteral("a")).toString(), a);
        QCOMPARE(json.value(QStringLiteral("b")).toString(), b);
        QCOMPARE(json.value(QStringLiteral("same")), QJsonValue(true));
        const QJsonObject pools = object(json, "pools");
        for (const char *key : {"added", "removed", "changed"})
            QVERIFY2(pools.value(QLatin1String(key)).isArray() && array(pools, key).isEmpty(), key);
        QVERIFY(array(object(json, "findings"), "introduced").isEmpty());
        QVERIFY(array(object(json, "findings"), "resolved").isEmpty());
        QVERIFY(json.value(QStringLiteral("bundle")).isArray() && array(json, "bundle").isEmpty());
        const QJsonObject chips = object(object(json, "totals"), "chips");
        QCOMPARE(chips.value(QStringLiteral("from")), QJsonValue(25));
        QCOMPARE(chips.value(QStringLiteral("to")), QJsonValue(25));

        const CliRun text = folder.run({QStringLiteral("diff"), a, b});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.startsWith("a.tpuplan.yaml and b.tpuplan.yaml: the plans are the same\n"));
    }

    void poolAddedAndRemoved()
    {
        Folder folder;
        const QString a = folder.write(QStringLiteral("a.yaml"), example());
        const QByteArray extra = "  - name: dev-2\n    tpu: v6e\n    machineType: ct6e-standard-1t\n    topology: 1x1\n"
                                 "    zone: us-east5-a\n";
        const QString b = folder.write(QStringLiteral("b.yaml"), example() + extra);
        const QJsonObject added = diffJson(folder, a, b, 1);
        QCOMPARE(added.value(QStringLiteral("same")), QJsonValue(false));
        QCOMPARE(array(object(added, "pools"), "added"), QJsonArray{QStringLiteral("dev-2")});
        QVERIFY(array(object(added, "pools"), "removed").isEmpty());
        const QJsonObject chips = object(object(added, "totals"), "chips");
        QCOMPARE(chips.value(QStringLiteral("to")).toInt(), chips.value(QStringLiteral("from")).toInt() + 1);
        QVERIFY(bundleFiles(added).contains(QStringLiteral("manifests/dev-2.yaml")));
        QVERIFY(bundleDiff(added, QStringLiteral("manifests/dev-2.yaml")).startsWith(QStringLiteral("--- /dev/null\n+++ b/manifests/dev-2.yaml\n@@ -0,0 +1,")));

        const QJsonObject removed = diffJson(folder, b, a, 1);
        QCOMPARE(array(object(removed, "pools"), "removed"), QJsonArray{QStringLiteral("dev-2")});
        QVERIFY(array(object(removed, "pools"), "added").isEmpty());
        QVERIFY(bundleDiff(removed, QStringLiteral("manifests/dev-2.yaml")).startsWith(QStringLiteral("--- a/manifests/dev-2.yaml\n+++ /dev/null\n")));
    }

    void poolFieldsChanged_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("before");
        QTest::addColumn<QJsonValue>("after");
        QTest::newRow("topology") << QByteArray("topology: 4x4") << QByteArray("topology: 2x4") << QStringLiteral("topology")
                                  << QJsonValue(QStringLiteral("4x4")) << QJsonValue(QStringLiteral("2x4"));
        QTest::newRow("capacity") << QByteArray("capacity: flex-start") << QByteArray("capacity: spot") << QStringLiteral("capacity")
                                  << QJsonValue(QStringLiteral("flex-start")) << QJsonValue(QStringLiteral("spot"));
        QTest::newRow("zone") << QByteArray("us-east5-a\n    slices: 1") << QByteArray("us-east5-b\n    slices: 1") << QStringLiteral("zone")
                              << QJsonValue(QStringLiteral("us-east5-a")) << QJsonValue(QStringLiteral("us-east5-b"));
        QTest::newRow("hours") << QByteArray("hoursPerMonth: 168") << QByteArray("hoursPerMonth: 730")
                               << QStringLiteral("usage.hoursPerMonth") << QJsonValue(168) << QJsonValue(730);
    }

    void poolFieldsChanged()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, field);
        QFETCH(QJsonValue, before);
        QFETCH(QJsonValue, after);
        Folder folder;
        const QString a = folder.write(QStringLiteral("a.yaml"), example());
        const QString b = folder.write(QStringLiteral("b.yaml"), edited(from, to));
        const QJsonObject json = diffJson(folder, a, b, 1);
        const QJsonArray changed = array(object(json, "pools"), "changed");
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed[0].toObject().value(QStringLiteral("name")).toString(), QStringLiteral("train-4x4"));
        const QJsonArray fields = changed[0].toObject().value(QStringLiteral("fields")).toArray();
        QCOMPARE(fields.size(), 1);
        const QJsonObject change = fields[0].toObject();
        QCOMPARE(change.value(QStringLiteral("field")).toString(), field);
        QCOMPARE(change.value(QStringLiteral("path")).toString(), QStringLiteral("pools[2].") + field);
        QCOMPARE(change.value(QStringLiteral("from")), before);
        QCOMPARE(change.value(QStringLiteral("to")), after);
        QVERIFY(bundleFiles(json).contains(QStringLiteral("plan.tpuplan.yaml")));
        QVERIFY(array(json, "fields").isEmpty());
    }

    void clusterFieldChanged()
    {
        Folder folder;
        const QString a = folder.write(QStringLiteral("a.yaml"), example());
        const QString b = folder.write(QStringLiteral("b.yaml"), edited("version: 1.35.0-gke.3047000", "version: 1.35.1-gke.1000000"));
        const QJsonObject json = diffJson(folder, a, b, 1);
        QVERIFY(array(object(json, "pools"), "changed").isEmpty());
        const QJsonArray fields = array(json, "fields");
        QCOMPARE(fields.size(), 1);
        QCOMPARE(fields[0].toObject().value(QStringLiteral("field")).toString(), QStringLiteral("cluster.version"));
        QCOMPARE(fields[0].toObject().value(QStringLiteral("from")).toString(), QStringLiteral("1.35.0-gke.3047000"));
        QCOMPARE(fields[0].toObject().value(QStringLiteral("to")).toString(), QStringLiteral("1.35.1-gke.1000000"));
        const QString gcloud = bundleDiff(json, QStringLiteral("gcloud.sh"));
        QVERIFY2(gcloud.contains(QStringLiteral("\n+")) && gcloud.contains(QStringLiteral("1.35.1-gke.1000000")), qPrintable(gcloud));
    }

    void findingsIntroducedAndResolved()
    {
        Folder folder;
        const QString good = folder.write(QStringLiteral("good.yaml"), example());
        const QString bad = folder.write(QStringLiteral("bad.yaml"), edited("topology: 2x4", "topology: 2x2"));
        const QJsonObject worse = diffJson(folder, good, bad, 1);
        const QJsonArray introduced = array(object(worse, "findings"), "introduced");
        QVERIFY(!introduced.isEmpty());
        QStringList rules;
        for (const QJsonValue &finding : introduced) {
            const QJsonObject f = finding.toObject();
            rules.append(f.value(QStringLiteral("rule")).toString());
            QCOMPARE(f.value(QStringLiteral("pool")).toString(), QStringLiteral("batch-8t"));
            QCOMPARE(f.value(QStringLiteral("field")).toString(), QStringLiteral("pools[1].topology"));
        }
        QVERIFY(rules.contains(QStringLiteral("topology-unsupported")));
        QVERIFY(array(object(worse, "findings"), "resolved").isEmpty());
        // The manifest's topology line changes, in a hunk that starts at its first line.
        const QString manifest = bundleDiff(worse, QStringLiteral("manifests/batch-8t.yaml"));
        QVERIFY2(manifest.startsWith(QStringLiteral("--- a/manifests/batch-8t.yaml\n+++ b/manifests/batch-8t.yaml\n@@ -1,")), qPrintable(manifest));
        QVERIFY(manifest.contains(QStringLiteral("\n-        cloud.google.com/gke-tpu-topology: \"2x4\"\n+        cloud.google.com/gke-tpu-topology: \"2x2\"\n")));

        const QJsonObject better = diffJson(folder, bad, good, 1);
        QCOMPARE(array(object(better, "findings"), "resolved").size(), introduced.size());
        QVERIFY(array(object(better, "findings"), "introduced").isEmpty());

        const CliRun text = folder.run({QStringLiteral("diff"), good, bad});
        QCOMPARE(text.exitCode, 1);
        QVERIFY(text.out.contains("Pool batch-8t changed:\n  topology: 2x4 -> 2x2\n"));
        QVERIFY(text.out.contains("Findings introduced:\n  + bad.yaml:"));
        QVERIFY(text.out.contains("[topology-unsupported] pools[1].topology:"));
        QVERIFY(text.out.contains("\n--- a/gcloud.sh\n+++ b/gcloud.sh\n@@ "));
    }

    void missingFile()
    {
        Folder folder;
        const QString a = folder.write(QStringLiteral("a.yaml"), example());
        const CliRun run = folder.run({QStringLiteral("diff"), a, QStringLiteral("nowhere.yaml"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.startsWith("nowhere.yaml: error [plan-invalid] cannot open the file"), run.err.constData());
    }

    void brokenYaml()
    {
        Folder folder;
        const QString a = folder.write(QStringLiteral("a.yaml"), example());
        const QString b = folder.write(QStringLiteral("b.yaml"), "apiVersion: tpu-planner/v1\nkind: Plan\npools: [\n  - name: x\n");
        const CliRun run = folder.run({QStringLiteral("diff"), a, b});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.startsWith("b.yaml:4:3: error [plan-invalid] not valid YAML"), run.err.constData());
    }

    void wrongFieldIsAnError()
    {
        Folder folder;
        const QString a = folder.write(QStringLiteral("a.yaml"), edited("topology: 2x4", "topology: [2, 4]"));
        const QString b = folder.write(QStringLiteral("b.yaml"), example());
        const CliRun run = folder.run({QStringLiteral("diff"), a, b});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("a.yaml:41:15: error [plan-invalid] pools[1].topology:"), run.err.constData());
    }

    void usage()
    {
        Folder folder;
        const QString a = folder.write(QStringLiteral("a.yaml"), example());
        const CliRun run = folder.run({QStringLiteral("diff"), a});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("diff needs exactly two plan files"));
    }
};

QTEST_GUILESS_MAIN(TestCliDiff)
#include "tst_cli_diff.moc"
