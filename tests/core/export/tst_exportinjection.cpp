// SPDX-License-Identifier: GPL-3.0-or-later
// No plan can make gcloud.sh or a manifest do something other than what it shows
// (docs/cli.md). The fixture tests/data/export/injection.tpuplan.yaml carries quotes, $(...),
// backticks, newlines, ';', '|', '${' and '%{' in every free-text field. Its exported gcloud.sh
// runs with PATH holding only a fake gcloud (which records its argv) and fakes of the commands
// the fixture tries to inject (which record that they ran): only gcloud may run, with exactly
// the plan's values. The manifests must carry the image and command literally, and main.tf must
// hold no interpolation.
#include "core/catalog/Catalog.h"
#include "core/export/BundleWriter.h"
#include "core/export/ExportBundle.h"
#include "core/export/HclWriter.h"
#include "core/plan/PlanReader.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace tpuplan;

namespace {

const char *kFixture = TPUPLAN_TEST_DATA "/export/injection.tpuplan.yaml";

bool writeExecutable(const QString &path, const QByteArray &text)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        return false;
    file.close();
    return file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

QStringList strings(const YAML::Node &sequence)
{
    QStringList list;
    for (const YAML::Node &item : sequence)
        list.append(QString::fromStdString(item.as<std::string>()));
    return list;
}

/// The first container of the workload in a manifest file (the last document).
YAML::Node workloadContainer(const QString &path)
{
    // The workload is the one document with a pod template (a serving Deployment is followed
    // by its Service and autoscaler).
    for (const YAML::Node &doc : YAML::LoadAllFromFile(path.toStdString())) {
        if (!doc.IsMap())
            continue;
        const std::string kind = doc["kind"].as<std::string>();
        if (kind == "JobSet")
            return doc["spec"]["replicatedJobs"][0]["template"]["spec"]["template"]["spec"]["containers"][0];
        if (kind == "Job" || kind == "Deployment")
            return doc["spec"]["template"]["spec"]["containers"][0];
    }
    return YAML::Node();
}

} // namespace

class TestExportInjection : public QObject
{
    Q_OBJECT
private:
    PlanLoadResult m_loaded;
    QTemporaryDir m_work;
    QString m_bundle;

private Q_SLOTS:
    void initTestCase()
    {
        m_loaded = PlanReader::readFile(QString::fromUtf8(kFixture));
        // The reader refuses the control characters in the names, zone and image (plan-invalid),
        // so no plan file brings them to an exporter; the exporters must stay safe all the same,
        // and are run on the plan as read.
        QCOMPARE(m_loaded.status, PlanLoadResult::Status::Loaded);
        for (const Finding &f : std::as_const(m_loaded.findings)) {
            if (f.isError()) {
                QCOMPARE(f.rule, QStringLiteral("plan-invalid"));
                QVERIFY2(f.message.contains(QLatin1String("control character")), qPrintable(f.message));
            }
        }
        QVERIFY(m_work.isValid());
        m_bundle = m_work.filePath(QStringLiteral("bundle"));
        QString error;
        QVERIFY2(BundleWriter::write(ExportBundle::build(m_loaded.plan, QStringLiteral("injection.tpuplan.yaml"), {}, Catalog::builtIn()),
                                     m_bundle, &error),
                 qPrintable(error));
        // The fixture must really carry the dangerous characters.
        QVERIFY(m_loaded.plan.metadata.name.contains(QLatin1String("$(")));
        QVERIFY(m_loaded.plan.cluster.region.contains(QLatin1Char('\'')));
        QVERIFY(m_loaded.plan.pools[0].zone.contains(QLatin1Char('\n')));
        QVERIFY(m_loaded.plan.pools[0].workload->image.contains(QLatin1Char('`')));
    }

    void gcloudScriptRunsOnlyGcloudWithTheExactValues()
    {
        const QString bin = m_work.filePath(QStringLiteral("bin"));
        QVERIFY(QDir().mkpath(bin));
        const QString log = m_work.filePath(QStringLiteral("calls.log"));
        // Only bash builtins inside the fakes: PATH holds nothing else.
        QVERIFY(writeExecutable(bin + QStringLiteral("/gcloud"),
                                "#!/bin/bash\n{ printf 'CALL\\0'; for a in \"$@\"; do printf '%s\\0' \"$a\"; done; } >> \"$FAKE_LOG\"\n"));
        for (const char *name : {"touch", "id", "date", "sh", "rm", "cat", "echo", "whoami", "curl", "env", "bash", "printf"}) {
            QVERIFY(writeExecutable(bin + QLatin1Char('/') + QLatin1String(name),
                                    QByteArray("#!/bin/bash\nprintf 'UNEXPECTED\\0%s\\0' ") + name + " >> \"$FAKE_LOG\"\n"));
        }
        const QString project = QStringLiteral("proj'$(touch INJECTED)`id`\"");
        QProcess bash;
        QProcessEnvironment env;
        env.insert(QStringLiteral("PATH"), bin);
        env.insert(QStringLiteral("PROJECT"), project);
        env.insert(QStringLiteral("FAKE_LOG"), log);
        env.insert(QStringLiteral("HOME"), m_work.path());
        bash.setProcessEnvironment(env);
        bash.setWorkingDirectory(m_work.path());
        bash.start(QStringLiteral("/bin/bash"), {m_bundle + QStringLiteral("/gcloud.sh")});
        QVERIFY(bash.waitForFinished(60000));
        QVERIFY2(bash.exitCode() == 0, bash.readAllStandardError().constData());

        QFile file(log);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QList<QStringList> calls;
        for (const QByteArray &field : file.readAll().split('\0')) {
            const QString text = QString::fromUtf8(field);
            QVERIFY2(text != QLatin1String("UNEXPECTED"), "gcloud.sh ran something other than gcloud");
            if (text == QLatin1String("CALL"))
                calls.append(QStringList());
            else if (!calls.isEmpty())
                calls.last().append(text);
        }
        for (QStringList &call : calls) {
            if (!call.isEmpty() && call.last().isEmpty())
                call.removeLast(); // the split leaves an empty tail
        }
        if (!calls.isEmpty() && calls.last().isEmpty())
            calls.removeLast();

        const Plan &plan = m_loaded.plan;
        const QString region = plan.cluster.region;
        const QString zone = plan.pools[0].zone;
        const QString p = QStringLiteral("--project=") + project;
        const QString l = QStringLiteral("--location=") + region;
        const QList<QStringList> expected = {
            {QStringLiteral("container"), QStringLiteral("clusters"), QStringLiteral("create"), QStringLiteral("evil-cluster"), p, l,
             QStringLiteral("--cluster-version=1.32.2-gke.1297002"), QStringLiteral("--release-channel=regular"),
             QStringLiteral("--node-locations=") + zone + QStringLiteral(",us-east5-a"),
             QStringLiteral("--num-nodes=1"), QStringLiteral("--machine-type=e2-standard-4"), QStringLiteral("--image-type=COS_CONTAINERD"),
             QStringLiteral("--enable-autoprovisioning"),
             QStringLiteral("--autoprovisioning-config-file=") + m_bundle + QStringLiteral("/autoprovisioning.yaml")},
            {QStringLiteral("container"), QStringLiteral("node-pools"), QStringLiteral("create"), QStringLiteral("train"), p, l,
             QStringLiteral("--cluster=evil-cluster"), QStringLiteral("--node-locations=") + zone,
             QStringLiteral("--machine-type=ct5p-hightpu-4t"), QStringLiteral("--num-nodes=2"), QStringLiteral("--disk-type=pd-balanced"),
             QStringLiteral("--disk-size=100"), QStringLiteral("--tpu-topology=2x2x2"),
             QStringLiteral("--placement-type=COMPACT"), QStringLiteral("--reservation-affinity=specific"),
             QStringLiteral("--reservation=projects/shared-project/reservations/my-res"), QStringLiteral("--image-type=COS_CONTAINERD")},
            {QStringLiteral("container"), QStringLiteral("node-pools"), QStringLiteral("create"), QStringLiteral("serve"), p, l,
             QStringLiteral("--cluster=evil-cluster"), QStringLiteral("--node-locations=us-east5-a"),
             QStringLiteral("--machine-type=ct5p-hightpu-4t"), QStringLiteral("--num-nodes=0"), QStringLiteral("--disk-type=pd-balanced"),
             QStringLiteral("--disk-size=100"), QStringLiteral("--spot"),
             QStringLiteral("--enable-autoscaling"), QStringLiteral("--min-nodes=0"), QStringLiteral("--max-nodes=2"),
             QStringLiteral("--image-type=COS_CONTAINERD")},
            {QStringLiteral("container"), QStringLiteral("clusters"), QStringLiteral("get-credentials"), QStringLiteral("evil-cluster"), p, l},
        };
        QCOMPARE(calls.size(), expected.size());
        for (qsizetype i = 0; i < calls.size(); ++i)
            QCOMPARE(calls.at(i), expected.at(i));
        QVERIFY(!QFile::exists(m_work.filePath(QStringLiteral("INJECTED"))));
        QVERIFY(!QFile::exists(m_bundle + QStringLiteral("/INJECTED")));
    }

    void gcloudScriptParsesAndPassesShellcheck()
    {
        QProcess check;
        check.start(QStringLiteral("/bin/bash"), {QStringLiteral("-n"), m_bundle + QStringLiteral("/gcloud.sh")});
        QVERIFY(check.waitForFinished());
        QCOMPARE(check.exitCode(), 0);
        QProcess shellcheck;
        shellcheck.start(QStringLiteral("shellcheck"), {m_bundle + QStringLiteral("/gcloud.sh")});
        QVERIFY2(shellcheck.waitForStarted(), "shellcheck is required (packaging/install-deps.sh installs it)");
        QVERIFY(shellcheck.waitForFinished());
        QVERIFY2(shellcheck.exitCode() == 0, shellcheck.readAllStandardOutput().constData());
    }

    void manifestsKeepImageAndCommandLiterally()
    {
        for (const Pool &pool : m_loaded.plan.pools) {
            const YAML::Node container = workloadContainer(m_bundle + QStringLiteral("/manifests/%1.yaml").arg(pool.name));
            QCOMPARE(QString::fromStdString(container["image"].as<std::string>()), pool.workload->image);
            QCOMPARE(strings(container["command"]), *pool.workload->command);
        }
    }

    void autoprovisioningConfigKeepsTheZone()
    {
        const YAML::Node config = YAML::LoadFile((m_bundle + QStringLiteral("/autoprovisioning.yaml")).toStdString());
        QCOMPARE(strings(config["autoprovisioningLocations"]),
                 (QStringList{m_loaded.plan.pools[0].zone, QStringLiteral("us-east5-a")}));
    }

    void terraformHasNoInterpolation()
    {
        QFile file(m_bundle + QStringLiteral("/main.tf"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString tf = QString::fromUtf8(file.readAll());
        QVERIFY(tf.contains(HclWriter::string(m_loaded.plan.cluster.region)));
        QVERIFY(tf.contains(HclWriter::stringList({m_loaded.plan.pools[0].zone})));
        static const QRegularExpression introducer(QStringLiteral("(?<![$%])[$%]\\{"));
        for (const QString &line : tf.split(QLatin1Char('\n'))) {
            if (line.trimmed().startsWith(QLatin1Char('#')))
                continue;
            QVERIFY2(!line.contains(introducer), qPrintable(line));
        }
    }
};

QTEST_GUILESS_MAIN(TestExportInjection)
#include "tst_exportinjection.moc"
