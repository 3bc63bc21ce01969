// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/PlanReader.h"
#include "core/plan/PlanWriter.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <csignal>
#include <sys/resource.h>
#include <yaml-cpp/yaml.h>

using namespace tpuplan;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

const char *kPlanWithExtras = R"(apiVersion: tpu-planner/v1
kind: Plan
owner: platform-team          # unknown top-level key
metadata:
  name: "Weird: name # not a comment"
  labels: {team: a}
cluster:
  name: tpu-train
  mode: standard
  region: us-east5
  version: 1.31.2
  releaseChannel: stable
  futureFlag: true
pools:
  - name: train
    tpu: v5p
    machineType: ct5p-hightpu-4t
    topology: 4x4x4
    zone: us-east5-a
    slices: 2
    autoscaling:
      enabled: true
      minNodes: 0
      maxNodes: 16
      surge: 3
    workload:
      image: "us-docker.pkg.dev/p/r/i:1.0"
      command: ["sh", "-c", "echo 'hi' && $(true) `x`; done"]
      cpu: "200"
      memory: 400Gi
      sidecars: [a, b]
    placement: {policy: compact}
)";

} // namespace

class TestPlanIo : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsEveryField()
    {
        const PlanLoadResult result = PlanReader::readBytes(kPlanWithExtras);
        QCOMPARE(result.status, PlanLoadResult::Status::Loaded);
        QVERIFY(result.isPlan());
        const Plan &plan = result.plan;
        QCOMPARE(plan.metadata.name, QStringLiteral("Weird: name # not a comment"));
        QCOMPARE(plan.cluster.version, QStringLiteral("1.31.2"));
        QCOMPARE(plan.cluster.releaseChannel, QStringLiteral("stable"));
        QVERIFY(PlanWriter::toYaml(plan).contains("releaseChannel: stable"));
        // Not given: GKE's default, Regular.
        QCOMPARE(Cluster{}.effectiveReleaseChannel(), QStringLiteral("regular"));
        QCOMPARE(plan.pools.size(), 1);
        const Pool &pool = plan.pools.first();
        QCOMPARE(pool.sliceCount(), 2);
        QCOMPARE(*pool.autoscaling->maxNodes, 16);
        QCOMPARE(pool.workload->command->at(2), QStringLiteral("echo 'hi' && $(true) `x`; done"));
        QCOMPARE(pool.workload->cpu, QStringLiteral("200"));
        QCOMPARE(pool.effectiveCapacity(), QStringLiteral("on-demand"));
    }

    void unknownKeysWarnedAndKept()
    {
        const PlanLoadResult first = PlanReader::readBytes(kPlanWithExtras);
        QStringList unknownFields;
        for (const Finding &f : first.findings) {
            QCOMPARE(f.rule, QStringLiteral("unknown-field"));
            QCOMPARE(f.severity, Severity::Warning);
            QVERIFY(f.line > 0);
            unknownFields.append(f.field);
        }
        unknownFields.sort();
        QCOMPARE(unknownFields, (QStringList{QStringLiteral("cluster.futureFlag"), QStringLiteral("metadata.labels"),
                                             QStringLiteral("owner"), QStringLiteral("pools[0].autoscaling.surge"),
                                             QStringLiteral("pools[0].placement"), QStringLiteral("pools[0].workload.sidecars")}));
        const QByteArray saved = PlanWriter::toYaml(first.plan);
        const PlanLoadResult second = PlanReader::readBytes(saved);
        QVERIFY2(second.isPlan(), saved.constData());
        QCOMPARE(second.findings.size(), first.findings.size());
        QVERIFY(saved.contains("owner: platform-team"));
        QVERIFY(saved.contains("futureFlag: true"));
        QVERIFY(saved.contains("surge: 3"));
        QCOMPARE(PlanWriter::toYaml(second.plan), saved);
    }

    /// A dynamic-slicing block pool and the workloads that name their slices survive a save,
    /// unknown keys of a slice included.
    void blockPoolRoundTrips()
    {
        const QByteArray text = "apiVersion: tpu-planner/v1\nkind: Plan\nmetadata: {name: blocks}\n"
                                "cluster: {name: c, mode: standard, region: us-central1, version: 1.36.0-gke.3712000, releaseChannel: rapid}\n"
                                "pools:\n  - name: blocks\n    tpu: tpu7x\n    machineType: tpu7x-standard-4t\n    topology: 4x4x4\n"
                                "    zone: us-central1-c\n    slices: 2\n    dynamicSlicing: true\n    sliceWorkloads:\n"
                                "      - {name: pretrain, topology: 4x4x4}\n      - {name: eval, topology: 2x2x2, count: 4, owner: qa}\n";
        const PlanLoadResult first = PlanReader::readBytes(text);
        QVERIFY(first.isPlan());
        const Pool &pool = first.plan.pools.first();
        QVERIFY(pool.isBlockPool());
        QCOMPARE(pool.sliceWorkloads.size(), 2);
        QCOMPARE(pool.sliceWorkloads[1].topology, QStringLiteral("2x2x2"));
        QCOMPARE(pool.sliceWorkloads[1].sliceCount(), 4);
        QCOMPARE(pool.sliceWorkloads[0].sliceCount(), 1);
        QCOMPARE(first.findings.size(), 1); // the unknown key, kept
        QCOMPARE(first.findings.first().field, QStringLiteral("pools[0].sliceWorkloads[1].owner"));
        const QByteArray saved = PlanWriter::toYaml(first.plan);
        QVERIFY(saved.contains("dynamicSlicing: true"));
        QVERIFY(saved.contains("owner: qa"));
        const PlanLoadResult second = PlanReader::readBytes(saved);
        QCOMPARE(PlanWriter::toYaml(second.plan), saved);
        // A slice without its shape is not a plan.
        QVERIFY(!PlanReader::readBytes(QByteArray(text).replace("topology: 2x2x2, ", "")).isPlan());
    }

    // A list or mapping as the key of an unknown field (`? [a, b]`) was saved as "": kept whole.
    void complexKeysOfUnknownFieldsAreKept()
    {
        QByteArray text = kPlanWithExtras;
        text += "? [zone-a, zone-b]\n: {weight: 2}\n";
        const PlanLoadResult first = PlanReader::readBytes(text);
        QVERIFY(first.isPlan());
        QVERIFY(std::any_of(first.findings.cbegin(), first.findings.cend(), [](const Finding &f) {
            return f.rule == QLatin1String("unknown-field") && f.message.contains(QLatin1String("list or mapping as its key"));
        }));
        const QByteArray saved = PlanWriter::toYaml(first.plan);
        QVERIFY2(!saved.contains("\"\":") && !saved.contains("\n:"), saved.constData());
        const YAML::Node reread = YAML::Load(saved.toStdString());
        bool found = false;
        for (const auto &entry : reread) {
            if (entry.first.IsSequence()) {
                found = entry.first.size() == 2 && entry.first[1].as<std::string>() == "zone-b" && entry.second["weight"].as<int>() == 2;
            }
        }
        QVERIFY2(found, saved.constData());
        QCOMPARE(PlanWriter::toYaml(PlanReader::readBytes(saved).plan), saved);
    }

    // A Latin-1 plan validated as valid and a save replaced its letters with U+FFFD: refused, with
    // the line and column of the first byte that is not UTF-8.
    void aFileThatIsNotUtf8IsRefusedWhereItStops()
    {
        QByteArray text = kPlanWithExtras;
        text.replace("owner: platform-team", "owner: \xc9quipe plate-forme");
        const PlanLoadResult result = PlanReader::readBytes(text);
        QVERIFY(!result.isPlan());
        QCOMPARE(result.findings.size(), 1);
        const Finding &f = result.findings.first();
        QVERIFY2(f.message.contains(QLatin1String("not UTF-8")), qPrintable(f.message));
        QCOMPARE(f.line, int(text.left(text.indexOf("\xc9")).count('\n')) + 1);
        QCOMPARE(f.column, 8);
    }

    void exampleRoundTrips_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(QStringLiteral(":/examples"));
        for (const QString &name : dir.entryList({QStringLiteral("*.tpuplan.yaml")}))
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
        QVERIFY(dir.entryList().size() >= 8);
    }
    void exampleRoundTrips()
    {
        QFETCH(QString, path);
        const PlanLoadResult first = PlanReader::readFile(path);
        QVERIFY(first.isPlan());
        const QByteArray saved = PlanWriter::toYaml(first.plan);
        const PlanLoadResult second = PlanReader::readBytes(saved);
        QVERIFY2(second.isPlan(), saved.constData());
        QCOMPARE(PlanWriter::toYaml(second.plan), saved);
        QCOMPARE(second.plan.pools.size(), first.plan.pools.size());
        for (int i = 0; i < first.plan.pools.size(); ++i) {
            QCOMPARE(second.plan.pools[i].topology, first.plan.pools[i].topology);
            QCOMPARE(second.plan.pools[i].slices, first.plan.pools[i].slices);
            QCOMPARE(second.plan.pools[i].capacity, first.plan.pools[i].capacity);
        }
    }

    void quotesValuesYamlWouldMisread()
    {
        Plan plan;
        plan.metadata.name = QStringLiteral("yes");
        plan.metadata.description = QStringLiteral("123");
        plan.cluster.name = QStringLiteral("c");
        plan.cluster.mode = QStringLiteral("standard");
        plan.cluster.region = QStringLiteral("us-east5");
        plan.cluster.version = QStringLiteral("1.31");
        Pool pool;
        pool.name = QStringLiteral("p");
        pool.tpu = QStringLiteral("v5p");
        pool.topology = QStringLiteral("2x2x1");
        pool.zone = QStringLiteral("us-east5-a");
        Workload workload;
        workload.cpu = QStringLiteral("8");
        workload.command = QStringList{QStringLiteral("null"), QStringLiteral("a\nb"), QStringLiteral("#x")};
        pool.workload = workload;
        plan.pools.append(pool);
        const PlanLoadResult back = PlanReader::readBytes(PlanWriter::toYaml(plan));
        QVERIFY(back.isPlan());
        QCOMPARE(back.plan.metadata.name, QStringLiteral("yes"));
        QCOMPARE(back.plan.metadata.description, QStringLiteral("123"));
        QCOMPARE(back.plan.cluster.version, QStringLiteral("1.31"));
        QCOMPARE(*back.plan.pools.first().workload->command, *workload.command);
    }

    void saveReplacesAtomically()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.tpuplan.yaml"));
        const PlanLoadResult loaded = PlanReader::readBytes(kPlanWithExtras);
        QString error;
        QVERIFY(PlanWriter::save(loaded.plan, path, &error));
        QCOMPARE(readAll(path), PlanWriter::toYaml(loaded.plan));
        // A failed save (the target's folder is gone) reports why and leaves nothing half-written.
        const QString missing = dir.filePath(QStringLiteral("gone/plan.tpuplan.yaml"));
        QVERIFY(!PlanWriter::save(loaded.plan, missing, &error));
        QVERIFY(error.contains(missing));
        QVERIFY(!QFile::exists(missing));
        // A read-only target keeps its old content.
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner);
        Plan changed = loaded.plan;
        changed.metadata.name = QStringLiteral("changed");
        const bool saved = PlanWriter::save(changed, path, &error);
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        if (!saved)
            QCOMPARE(readAll(path), PlanWriter::toYaml(loaded.plan));
    }

    void saveOnAFullDiskKeepsTheOldFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.tpuplan.yaml"));
        const PlanLoadResult loaded = PlanReader::readBytes(kPlanWithExtras);
        QString error;
        QVERIFY(PlanWriter::save(loaded.plan, path, &error));
        Plan changed = loaded.plan;
        changed.metadata.name = QStringLiteral("changed");
        // RLIMIT_FSIZE (SIGXFSZ ignored) fails the write with EFBIG as a full disk does with
        // ENOSPC; a small plan is the case QSaveFile::commit() alone reported as saved.
        rlimit old{};
        getrlimit(RLIMIT_FSIZE, &old);
        std::signal(SIGXFSZ, SIG_IGN);
        rlimit limit = old;
        limit.rlim_cur = 100;
        QVERIFY(setrlimit(RLIMIT_FSIZE, &limit) == 0);
        const bool saved = PlanWriter::save(changed, path, &error);
        setrlimit(RLIMIT_FSIZE, &old);
        QVERIFY(!saved);
        QVERIFY2(error.contains(path), qPrintable(error));
        QCOMPARE(readAll(path), PlanWriter::toYaml(loaded.plan));
    }

    void positionsRecorded()
    {
        const PlanLoadResult result = PlanReader::readBytes(kPlanWithExtras);
        const SourcePosition topology = result.plan.positions.find(QStringLiteral("pools[0].topology"));
        QCOMPARE(topology.line, 18); // line 18 of kPlanWithExtras
        QCOMPARE(topology.column, 15);
        // A missing field points at its nearest parent.
        const SourcePosition missing = result.plan.positions.find(QStringLiteral("pools[0].reservation.name"));
        QCOMPARE(missing.line, 15); // "- name: train"
    }

    void unreadableFile()
    {
        const PlanLoadResult result = PlanReader::readFile(QStringLiteral("/nonexistent/plan.yaml"));
        QCOMPARE(result.status, PlanLoadResult::Status::NotReadable);
        QCOMPARE(result.findings.size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestPlanIo)
#include "tst_planio.moc"
