// SPDX-License-Identifier: GPL-3.0-or-later
// The rule table: for every rule id, a plan that fires it and a near twin that does not.
// Plans are a base document plus edits `path: yaml-value` (`~delete` removes the key).
#include "tests/FixtureCatalog.h"

#include "core/catalog/Catalog.h"
#include "core/plan/PlanReader.h"
#include "core/rules/RuleEngine.h"

#include "core/plan/PoolShape.h"

#include <QDir>

#include <algorithm>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <limits>

#include <yaml-cpp/yaml.h>

using namespace tpuplan;

namespace {

// Standard, v5p 4x4x4 multi-host on a reservation: valid, no warnings.
const char *kStandard = R"(apiVersion: tpu-planner/v1
kind: Plan
metadata: {name: base}
cluster: {name: base, mode: standard, region: us-east5, version: 1.35.0-gke.3047000}
pools:
  - name: train
    tpu: v5p
    machineType: ct5p-hightpu-4t
    topology: 4x4x4
    zone: us-east5-a
    capacity: reservation
    reservation: {name: res-a, affinity: specific}
    workload: {kind: JobSet, image: img, command: [python3, train.py], cpu: "200", memory: 400Gi}
)";

// Standard, v5e single-host ct5lp-hightpu-8t 2x4: valid.
const char *kSingleHost = R"(apiVersion: tpu-planner/v1
kind: Plan
metadata: {name: base}
cluster: {name: base, mode: standard, region: us-central1, version: 1.35.0-gke.3047000}
pools:
  - name: serve
    tpu: v5e
    machineType: ct5lp-hightpu-8t
    topology: 2x4
    zone: us-central1-a
    workload: {kind: Deployment, image: img, cpu: "100", memory: 200Gi}
)";

// Autopilot, v5e 2x4 with 8 chips per pod (single-host serving): valid.
const char *kAutopilot = R"(apiVersion: tpu-planner/v1
kind: Plan
metadata: {name: base}
cluster: {name: base, mode: autopilot, region: us-central1, version: 1.35.0-gke.3047000}
pools:
  - name: serve
    tpu: v5e
    topology: 2x4
    zone: us-central1-a
    workload: {kind: Deployment, image: img, tpuChipsPerPod: 8}
)";

YAML::Node navigate(YAML::Node node, const QStringList &parts, int upTo)
{
    static const QRegularExpression indexed(QRegularExpression::anchoredPattern(QStringLiteral("(\\w+)\\[(\\d+)\\]")));
    for (int i = 0; i < upTo; ++i) {
        const QRegularExpressionMatch m = indexed.match(parts[i]);
        // yaml-cpp's operator= writes through to the referenced node; reset() rebinds.
        YAML::Node next = m.hasMatch() ? node[m.captured(1).toStdString()][m.captured(2).toInt()]
                                       : node[parts[i].toStdString()];
        node.reset(next);
    }
    return node;
}

QByteArray applyEdits(const QByteArray &base, const QStringList &edits)
{
    YAML::Node root = YAML::Load(base.toStdString());
    for (const QString &edit : edits) {
        const qsizetype colon = edit.indexOf(QStringLiteral(": "));
        const QStringList parts = edit.left(colon).split(QLatin1Char('.'));
        const QString value = edit.mid(colon + 2);
        YAML::Node parent = navigate(root, parts, int(parts.size()) - 1);
        const std::string key = parts.last().toStdString();
        if (value == QLatin1String("~delete"))
            parent.remove(key);
        else
            parent[key] = YAML::Load(value.toStdString());
    }
    YAML::Emitter out;
    out << root;
    return QByteArray(out.c_str());
}

Findings evaluate(const QByteArray &yaml)
{
    const PlanLoadResult loaded = PlanReader::readBytes(yaml);
    if (loaded.status != PlanLoadResult::Status::Loaded || hasErrors(loaded.findings))
        return loaded.findings;
    return loaded.findings + RuleEngine::evaluate(loaded.plan, Catalog::builtIn());
}

QStringList rulesOf(const Findings &findings)
{
    QStringList ids;
    for (const Finding &f : findings)
        ids.append(f.rule);
    return ids;
}

struct RuleRow
{
    QString rule;
    const char *fireBase;
    QStringList fireEdits;
    const char *twinBase;
    QStringList twinEdits;
};

} // namespace


class TestRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void basesAreClean()
    {
        for (const char *base : {kStandard, kSingleHost, kAutopilot}) {
            const Findings findings = evaluate(base);
            for (const Finding &f : findings)
                QVERIFY2(f.severity == Severity::Info, qPrintable(f.rule + QStringLiteral(": ") + f.message));
        }
    }

    void table_data()
    {
        QTest::addColumn<QString>("rule");
        QTest::addColumn<QByteArray>("fireBase");
        QTest::addColumn<QStringList>("fireEdits");
        QTest::addColumn<QByteArray>("twinBase");
        QTest::addColumn<QStringList>("twinEdits");
        for (const RuleRow &r : rows())
            QTest::newRow(qPrintable(r.rule)) << r.rule.section(QLatin1Char(' '), 0, 0) << QByteArray(r.fireBase) << r.fireEdits << QByteArray(r.twinBase) << r.twinEdits;
    }

    void table()
    {
        QFETCH(QString, rule);
        QFETCH(QByteArray, fireBase);
        QFETCH(QStringList, fireEdits);
        QFETCH(QByteArray, twinBase);
        QFETCH(QStringList, twinEdits);
        const QByteArray firing = applyEdits(fireBase, fireEdits);
        const QByteArray twin = applyEdits(twinBase, twinEdits);
        const Findings fired = evaluate(firing);
        const Findings quiet = evaluate(twin);
        QVERIFY2(rulesOf(fired).contains(rule), qPrintable(rulesOf(fired).join(QLatin1Char(',')) + QLatin1Char('\n') + QString::fromUtf8(firing)));
        QVERIFY2(!rulesOf(quiet).contains(rule), qPrintable(rulesOf(quiet).join(QLatin1Char(',')) + QLatin1Char('\n') + QString::fromUtf8(twin)));
        for (const Finding &f : fired) {
            if (f.rule != rule)
                continue;
            QVERIFY(!f.message.isEmpty());
            // Every finding points at a field, except the one plan-wide note.
            QVERIFY2(!f.field.isEmpty(), qPrintable(f.message));
        }
    }

    // Every rule id the engine knows has a row above; a new rule without a row fails here.
    void tableCoversEveryRule()
    {
        QSet<QString> covered;
        for (const RuleRow &r : rows())
            covered.insert(r.rule.section(QLatin1Char(' '), 0, 0));
        for (const QString &id : RuleEngine::ruleIds())
            QVERIFY2(covered.contains(id), qPrintable(id));
    }

    void messagesComeFromTheCatalog()
    {
        // Change a catalog number and the message follows: nothing is hard-coded in the rules.
        Catalog catalog = fixture::catalog();
        catalog.limits.maxPodsPerVm.value = 100;
        Plan plan = fixture::plan("v5p-reservation-1y");
        plan.pools[0].podsPerNode = 150;
        const Findings findings = RuleEngine::evaluate(plan, catalog);
        QVERIFY(rulesOf(findings).contains(QStringLiteral("pods-per-vm")));
        for (const Finding &f : findings) {
            if (f.rule == QLatin1String("pods-per-vm"))
                QVERIFY2(f.message.contains(QStringLiteral("100")), qPrintable(f.message));
        }
        QVERIFY(!rulesOf(RuleEngine::evaluate(plan, fixture::catalog())).contains(QStringLiteral("pods-per-vm")));
    }

    void findingsNameLineAndPool()
    {
        const QByteArray yaml = applyEdits(kStandard, {QStringLiteral("pools[0].zone: us-east5-b")});
        const Findings findings = evaluate(yaml);
        bool seen = false;
        for (const Finding &f : findings) {
            if (f.rule != QLatin1String("zone-unavailable"))
                continue;
            seen = true;
            QCOMPARE(f.pool, QStringLiteral("train"));
            QCOMPARE(f.field, QStringLiteral("pools[0].zone"));
            QVERIFY(f.line > 0);
            QVERIFY2(f.message.contains(QStringLiteral("us-east5-a")), qPrintable(f.message));
        }
        QVERIFY(seen);
    }

    void seedPlans_data()
    {
        QTest::addColumn<QString>("path");
        QDir dir(QStringLiteral(TPUPLAN_TEST_DATA "/seed-plans"));
        const QStringList plans = dir.entryList({QStringLiteral("*.tpuplan.yaml")});
        QVERIFY(plans.size() >= 10);
        for (const QString &name : plans)
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }
    // Plans written from the seed guide's own examples, with expectations written beside them.
    void seedPlans()
    {
        QFETCH(QString, path);
        QFile expectFile(QString(path).replace(QStringLiteral(".tpuplan.yaml"), QStringLiteral(".expect")));
        QVERIFY(expectFile.open(QIODevice::ReadOnly));
        bool valid = true;
        QStringList expectedRules;
        for (const QByteArray &raw : expectFile.readAll().split('\n')) {
            const QString line = QString::fromUtf8(raw).trimmed();
            if (line.startsWith(QLatin1String("valid:")))
                valid = line.endsWith(QLatin1String("true"));
            else if (line.startsWith(QLatin1String("rule:")))
                expectedRules.append(line.mid(5).trimmed());
        }
        const PlanLoadResult loaded = PlanReader::readFile(path);
        QVERIFY(loaded.isPlan());
        const Findings findings = RuleEngine::evaluate(loaded.plan, Catalog::builtIn());
        QCOMPARE(!hasErrors(findings), valid);
        QStringList actual;
        for (const Finding &f : findings) {
            // The seed's examples predate the catalog's date, so most name a GKE minor past its
            // end of standard support; that rule has its own tests (versionSupport).
            if (f.severity != Severity::Info && f.rule != QLatin1String("gke-version-support"))
                actual.append(f.rule);
        }
        actual.removeDuplicates();
        actual.sort();
        expectedRules.sort();
        QCOMPARE(actual, expectedRules);
    }

    // The end of standard support at its boundary, against the fixture catalog's schedule (1.35,
    // 1.34 ending on 2026-10-01 and 1.33 on 2026-08-03), so a refreshed release schedule leaves
    // these rows alone: on the last day a minor is still supported.
    void versionSupport_data()
    {
        QTest::addColumn<QString>("asOf");
        QTest::addColumn<QString>("version");
        QTest::addColumn<bool>("warns");
        QTest::addColumn<QString>("advice");
        QTest::newRow("last day") << "2026-10-01" << "1.34.1-gke.3084001" << false << QString();
        QTest::newRow("day after") << "2026-10-02" << "1.34.1-gke.3084001" << true << "1.35";
        QTest::newRow("1.33 on 2026-08-03") << "2026-08-03" << "1.33.2-gke.1240000" << false << QString();
        QTest::newRow("1.33 on 2026-08-04") << "2026-08-04" << "1.33.2-gke.1240000" << true << "1.34";
        QTest::newRow("1.31 in 2026-11") << "2026-11-01" << "1.31.5-gke.1233000" << true << "1.35";
        QTest::newRow("older than listed") << "2026-11-01" << "1.20.1-gke.100" << true << "1.35";
        QTest::newRow("newer than listed") << "2026-11-01" << "1.36.0-gke.100" << false << QString();
    }
    void versionSupport()
    {
        QFETCH(QString, asOf);
        QFETCH(QString, version);
        QFETCH(bool, warns);
        QFETCH(QString, advice);
        Catalog catalog = fixture::catalog();
        catalog.asOf = asOf;
        Plan plan = fixture::plan("v5p-reservation-1y");
        plan.cluster.version = version;
        plan.cluster.releaseChannel.clear();
        const Findings findings = RuleEngine::evaluate(plan, catalog);
        const auto it = std::find_if(findings.begin(), findings.end(),
                                     [](const Finding &f) { return f.rule == QLatin1String("gke-version-support"); });
        QCOMPARE(it != findings.end(), warns);
        if (!warns)
            return;
        QCOMPARE(it->severity, Severity::Warning);
        QCOMPARE(it->field, QStringLiteral("cluster.version"));
        QVERIFY2(it->message.contains(advice + QStringLiteral(" or newer")), qPrintable(it->message));
    }

    // In the Extended channel a minor past standard support is still supported (for a fee): the
    // finding becomes a note that names the upgrade; a minor older than every listed line stays
    // a warning, and the other channels keep the warning.
    void extendedChannelMakesVersionSupportANote_data()
    {
        QTest::addColumn<QString>("channel");
        QTest::addColumn<QString>("version");
        QTest::addColumn<int>("severity");
        QTest::newRow("extended") << "extended" << "1.34.9-gke.100" << int(Severity::Info);
        QTest::newRow("stable") << "stable" << "1.34.9-gke.100" << int(Severity::Warning);
        QTest::newRow("default") << "" << "1.34.9-gke.100" << int(Severity::Warning);
        QTest::newRow("extended, long gone") << "extended" << "1.20.1-gke.100" << int(Severity::Warning);
    }
    void extendedChannelMakesVersionSupportANote()
    {
        QFETCH(QString, channel);
        QFETCH(QString, version);
        QFETCH(int, severity);
        Catalog catalog = fixture::catalog();
        catalog.asOf = QStringLiteral("2026-11-01");
        Plan plan = fixture::plan("v5p-reservation-1y");
        plan.cluster.version = version;
        plan.cluster.releaseChannel = channel;
        const Findings findings = RuleEngine::evaluate(plan, catalog);
        const auto it = std::find_if(findings.begin(), findings.end(),
                                     [](const Finding &f) { return f.rule == QLatin1String("gke-version-support"); });
        QVERIFY(it != findings.end());
        QCOMPARE(int(it->severity), severity);
        if (it->severity == Severity::Info)
            QVERIFY2(it->message.contains(QLatin1String("Extended")) && it->message.contains(QLatin1String("1.35")),
                     qPrintable(it->message));
    }

    // In 2026 the Extended channel covers 1.30 to 1.36 (Google's release schedule): 1.28 is out
    // of extended support too, a warning on every channel whose advice is never a channel;
    // its twin 1.30 in the Extended channel is only a note.
    void belowExtendedSupportNoChannelHelps_data()
    {
        QTest::addColumn<QString>("channel");
        QTest::newRow("extended") << "extended";
        QTest::newRow("regular") << "regular";
        QTest::newRow("stable") << "stable";
        QTest::newRow("default") << "";
    }
    void belowExtendedSupportNoChannelHelps()
    {
        QFETCH(QString, channel);
        const auto finding = [&channel](const char *version) {
            QStringList edits{QStringLiteral("cluster.version: ") + QString::fromLatin1(version)};
            if (!channel.isEmpty())
                edits.append(QStringLiteral("cluster.releaseChannel: ") + channel);
            const PlanLoadResult loaded = PlanReader::readBytes(applyEdits(kStandard, edits));
            Catalog catalog = Catalog::builtIn();
            catalog.asOf = QStringLiteral("2026-11-01");
            for (const Finding &f : RuleEngine::evaluate(loaded.plan, catalog)) {
                if (f.rule == QLatin1String("gke-version-support"))
                    return std::optional<Finding>(f);
            }
            return std::optional<Finding>();
        };
        const std::optional<Finding> old = finding("1.28.15-gke.3290000");
        QVERIFY(old);
        QCOMPARE(int(old->severity), int(Severity::Warning));
        QVERIFY2(old->message.contains(QLatin1String("covers 1.30 to 1.36")), qPrintable(old->message));
        QVERIFY2(old->message.contains(QLatin1String("can no longer create a cluster")), qPrintable(old->message));
        QVERIFY2(!old->message.contains(QLatin1String("enrol")), qPrintable(old->message));
        const std::optional<Finding> twin = finding("1.30.14-gke.2071000");
        QVERIFY(twin);
        QCOMPARE(int(twin->severity), int(channel == QLatin1String("extended") ? Severity::Info : Severity::Warning));
        QVERIFY2(!twin->message.contains(QLatin1String("out of extended support")), qPrintable(twin->message));
    }

    // Names that collide once exported: the finding names both and says why.
    void nameCollisions_data()
    {
        QTest::addColumn<QByteArray>("pools");
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("pool"); ///< the pool the finding is on
        QTest::addColumn<QStringList>("expected"); ///< words the message must hold; empty: no finding
        const QByteArray pool = "    tpu: v5e\n    machineType: ct5lp-hightpu-4t\n    topology: 2x4\n    zone: us-central1-a\n"
                                "    workload: {kind: Deployment, image: img, cpu: \"100\", memory: 200Gi}\n";
        const auto two = [&pool](const char *a, const char *b, const char *sliceLine = "") {
            return QByteArray("  - name: ") + a + "\n" + sliceLine + pool + "  - name: " + b + "\n" + pool;
        };
        QTest::newRow("terraform identifier") << two("1a", "pool-1a") << "standard" << 1
                                              << QStringList{QStringLiteral("'1a'"), QStringLiteral("'pool-1a'"), QStringLiteral("google_container_node_pool.pool_1a")};
        QTest::newRow("terraform twin") << two("1a", "pool-1b") << "standard" << 1 << QStringList{};
        QTest::newRow("main.tf system pool") << two("system", "serve") << "standard" << 0 << QStringList{QStringLiteral("'system'"), QStringLiteral("main.tf")};
        QTest::newRow("gcloud default pool") << two("serve", "default-pool") << "standard" << 1 << QStringList{QStringLiteral("'default-pool'"), QStringLiteral("gcloud")};
        QTest::newRow("slice node pool") << two("a", "a-1", "    slices: 2\n") << "standard" << 1
                                         << QStringList{QStringLiteral("slice 1 of pool 'a'"), QStringLiteral("pool 'a-1'"), QStringLiteral("node pool 'a-1'")};
        QTest::newRow("slice twin") << two("a", "a-2", "    slices: 2\n") << "standard" << 1 << QStringList{};
        QTest::newRow("autopilot has no node pools") << two("system", "default-pool") << "autopilot" << 0 << QStringList{};
    }
    void nameCollisions()
    {
        QFETCH(QByteArray, pools);
        QFETCH(QString, mode);
        QFETCH(int, pool);
        QFETCH(QStringList, expected);
        QByteArray yaml = "apiVersion: tpu-planner/v1\nkind: Plan\nmetadata: {name: base}\n"
                          "cluster: {name: base, mode: " + mode.toUtf8() + ", region: us-central1, version: 1.31.5-gke.1000000}\npools:\n" + pools;
        if (mode == QLatin1String("autopilot"))
            yaml.replace("    machineType: ct5lp-hightpu-4t\n", "");
        const Findings findings = evaluate(yaml);
        QStringList messages;
        for (const Finding &f : findings) {
            if (f.rule == QLatin1String("name-collision")) {
                messages.append(f.message);
                QCOMPARE(f.field, QStringLiteral("pools[%1].name").arg(pool));
            }
        }
        QCOMPARE(messages.size(), expected.isEmpty() ? 0 : 1);
        for (const QString &word : expected)
            QVERIFY2(messages.first().contains(word), qPrintable(messages.first()));
        QVERIFY2(!hasErrors(findings) || !expected.isEmpty(), qPrintable(rulesOf(findings).join(QLatin1Char(','))));
    }

    // A slice count no reader lets in (an edit made in memory) is the range check's error; the
    // name rule does not try to name each of two billion node pools (it ran out of memory).
    void nameCollisionsSkipSliceCountsPastTheRange()
    {
        PlanLoadResult loaded = PlanReader::readBytes(kStandard);
        QVERIFY(!loaded.plan.pools.isEmpty());
        loaded.plan.pools[0].slices = std::numeric_limits<int>::max();
        const Findings findings = RuleEngine::evaluate(loaded.plan, Catalog::builtIn());
        QVERIFY(!rulesOf(findings).contains(QStringLiteral("name-collision")));
    }

    void autopilotChipsPerPodDecidesHostType()
    {
        for (const auto &[chips, nodes] : {std::pair{4, 2}, std::pair{8, 1}}) {
            const PlanLoadResult loaded = PlanReader::readBytes(
                applyEdits(kAutopilot, {QStringLiteral("pools[0].workload.tpuChipsPerPod: %1").arg(chips)}));
            const PoolShape shape = PoolShape::derive(loaded.plan.pools.first(), true, Catalog::builtIn());
            QCOMPARE(shape.nodes(), qint64(nodes));
            QCOMPARE(shape.isMultiHost(), nodes > 1);
        }
    }
private:
    static QList<RuleRow> rows()
    {
        QList<RuleRow> list;
        // Edits are written as plain literals (QT_NO_CAST_FROM_ASCII): converted here, once.
        const auto strings = [](std::initializer_list<const char *> texts) {
            QStringList converted;
            for (const char *text : texts)
                converted.append(QString::fromUtf8(text));
            return converted;
        };
        const auto row = [&list, &strings](const char *rule, const char *fb, std::initializer_list<const char *> fe,
                                           const char *tb, std::initializer_list<const char *> te) {
            list.append({QString::fromLatin1(rule), fb, strings(fe), tb, strings(te)});
        };
        // Rows whose edits are built from a shared list.
        const auto listRow = [&list](const char *rule, const char *fb, const QStringList &fe, const char *tb, const QStringList &te) {
            list.append({QString::fromLatin1(rule), fb, fe, tb, te});
        };
        const char *S = kStandard;
        const char *H = kSingleHost;
        const char *A = kAutopilot;
        row("plan-invalid", S, {"cluster.name: Bad_Name"}, S, {"cluster.name: good-name"});
        row("plan-invalid", S, {"cluster.releaseChannel: fast"}, S, {"cluster.releaseChannel: rapid"});
        row("name-collision", S, {"pools[0].name: system"}, S, {"pools[0].name: systems"});
        row("unknown-tpu", S, {"pools[0].tpu: v9"}, S, {"pools[0].tpu: v5p"});
        row("machine-type-mode", S, {"pools[0].machineType: ~delete"}, S, {"pools[0].machineType: ct5p-hightpu-4t"});
        row("machine-type-version", S, {"pools[0].machineType: ct5lp-hightpu-4t"}, S, {"pools[0].machineType: ct5p-hightpu-4t"});
        row("zone-region", S, {"pools[0].zone: us-central1-a"}, S, {"pools[0].zone: us-east5-a"});
        row("zone-unavailable", S, {"pools[0].zone: us-east5-b"}, S, {"pools[0].zone: us-east5-a"});
        row("single-host-zone", H,
            {"cluster.region: us-west4", "pools[0].zone: us-west4-b", "pools[0].machineType: ct5lp-hightpu-4t", "pools[0].topology: 2x2"},
            H, {"cluster.region: us-west4", "pools[0].zone: us-west4-a", "pools[0].machineType: ct5lp-hightpu-4t", "pools[0].topology: 2x2"});
        row("gke-version-support", S, {"cluster.version: 1.34.9-gke.100"}, S, {"cluster.version: 1.35.0-gke.3047000"});
        row("gke-version", S, {"cluster.version: 1.28.1-gke.100"}, S, {"cluster.version: 1.28.3-gke.1024000"});
        row("topology-syntax", S, {"pools[0].topology: 4x4x4x4"}, S, {"pools[0].topology: 4x4x4"});
        row("topology-dims", S, {"pools[0].topology: 4x4"}, S, {"pools[0].topology: 4x4x4"});
        row("topology-unsupported", S, {"pools[0].topology: 2x2x3"}, S, {"pools[0].topology: 2x2x4"});
        row("custom-topology", S, {"pools[0].topology: 8x12x18"}, S, {"pools[0].topology: 8x12x16"});
        row("host-shape", A, {"pools[0].workload.tpuChipsPerPod: 2"}, A, {"pools[0].workload.tpuChipsPerPod: 4"});
        row("multislice", H, {"pools[0].slices: 2"}, H, {"pools[0].slices: 2", "pools[0].machineType: ct5lp-hightpu-4t"});
        row("autoscaling-atomic", S, {"pools[0].autoscaling: {enabled: true, minNodes: 0, maxNodes: 8}"},
            S, {"pools[0].autoscaling: {enabled: true, minNodes: 0, maxNodes: 16}"});
        row("autoscaling-version", S, {"cluster.version: 1.29.1-gke.100", "pools[0].autoscaling: {enabled: true, minNodes: 0, maxNodes: 16}"},
            S, {"cluster.version: 1.29.2-gke.1035000", "pools[0].autoscaling: {enabled: true, minNodes: 0, maxNodes: 16}"});
        row("autoscaling-bounds", H, {"pools[0].autoscaling: {enabled: true, minNodes: 3, maxNodes: 2}"},
            H, {"pools[0].autoscaling: {enabled: true, minNodes: 2, maxNodes: 3}"});
        row("reservation-affinity", S, {"pools[0].reservation.affinity: any"}, S, {"pools[0].reservation.affinity: specific"});
        row("reservation-fields", S, {"pools[0].capacity: on-demand"}, S, {"pools[0].capacity: reservation"});
        row("node-image", S, {"cluster.nodeImage: ubuntu_containerd"}, S, {"cluster.nodeImage: cos_containerd"});
        row("smt", H, {"pools[0].tpu: v6e", "pools[0].machineType: ct6e-standard-8t", "pools[0].zone: us-central1-b", "pools[0].smt: 2"},
            H, {"pools[0].tpu: v6e", "pools[0].machineType: ct6e-standard-8t", "pools[0].zone: us-central1-b", "pools[0].smt: 1"});
        row("pods-per-vm", S, {"pools[0].podsPerNode: 257"}, S, {"pools[0].podsPerNode: 256"});
        row("legacy-tpu-node", S, {"pools[0].architecture: tpu-node"}, S, {"pools[0].architecture: tpu-vm"});
        row("extended-run-time", S, {"pools[0].workload.extendedRunTime: true"}, A, {"pools[0].workload.extendedRunTime: true"});
        row("collection-scheduling", A, {"pools[0].workload.collectionScheduling: true"},
            A, {"pools[0].workload.collectionScheduling: true", "pools[0].tpu: v6e", "pools[0].zone: us-central1-b"});
        row("quota", S, {"quota: {v5p: 32}"}, S, {"quota: {v5p: 64}"});
        row("flex-start", S, {"pools[0].capacity: flex-start", "pools[0].reservation: ~delete", "pools[0].tpu: v4",
                              "pools[0].machineType: ct4p-hightpu-4t", "cluster.region: us-central2", "pools[0].zone: us-central2-b"},
            S, {"pools[0].capacity: flex-start", "pools[0].reservation: ~delete", "cluster.version: 1.33.0-gke.1712000"});
        row("flex-start zone", S, {"pools[0].capacity: flex-start", "pools[0].reservation: ~delete", "cluster.version: 1.33.0-gke.1712000",
                                   "pools[0].zone: us-central1-a", "cluster.region: us-central1"},
            S, {"pools[0].capacity: flex-start", "pools[0].reservation: ~delete", "cluster.version: 1.33.0-gke.1712000"});
        row("flex-start version", S, {"pools[0].capacity: flex-start", "pools[0].reservation: ~delete", "cluster.version: 1.32.2-gke.1297002"},
            S, {"pools[0].capacity: flex-start", "pools[0].reservation: ~delete", "cluster.version: 1.33.0-gke.1712000"});
        // Calendar mode: v5p in us-east5-a for 14 days is offered; v4 is not, nor 91 days.
        const QStringList calendar = strings({"pools[0].capacity: calendar",
                                              "pools[0].reservation: {name: res-a, affinity: specific, startTime: 2027-01-04T00:00:00Z, durationDays: 14}"});
        listRow("calendar-mode", S, calendar + strings({"pools[0].tpu: v4", "pools[0].machineType: ct4p-hightpu-4t", "cluster.region: us-central2",
                                                    "pools[0].zone: us-central2-b"}),
            S, calendar);
        listRow("calendar-mode zone", S, calendar + strings({"pools[0].tpu: v6e", "pools[0].machineType: ct6e-standard-4t", "pools[0].topology: 4x4",
                                                         "pools[0].zone: us-east1-d", "cluster.region: us-east1"}),
            S, calendar + strings({"pools[0].tpu: v6e", "pools[0].machineType: ct6e-standard-4t", "pools[0].topology: 4x4"}));
        listRow("calendar-duration", S, calendar + strings({"pools[0].reservation.durationDays: 91"}),
            S, calendar + strings({"pools[0].reservation.durationDays: 90"}));
        listRow("calendar-duration start", S, calendar + strings({"pools[0].reservation.startTime: ~delete"}), S, calendar);
        listRow("calendar-preview", S, calendar, S, QStringList());
        listRow("calendar-no-quota", S, calendar, S, QStringList());
        row("pending-scale-up", S, {"pools[0].capacity: on-demand", "pools[0].reservation: ~delete"}, S, {});
        row("best-effort-pod", S, {"pools[0].workload.cpu: ~delete"}, S, {});
        row("data-bucket-location", S, {"dataBucket: {location: eu}"}, S, {"dataBucket: {location: us}"});
        row("spot-checkpoint", S, {"pools[0].capacity: spot", "pools[0].reservation: ~delete"}, S, {});
        // A server on Spot gets serving advice, never "checkpoint and resume".
        row("spot-checkpoint", H, {"pools[0].capacity: spot", "pools[0].workload.kind: Job"}, H, {"pools[0].capacity: spot"});
        row("spot-serving", H, {"pools[0].capacity: spot"}, H, {"pools[0].capacity: spot", "pools[0].slices: 2"});
        row("mode-field", A, {"cluster.nodeImage: cos_containerd"}, S, {"cluster.nodeImage: cos_containerd"});
        row("unknown-field", S, {"pools[0].colour: blue"}, S, {});
        row("autoprovisioning-limits", S, {"cluster.autoprovisioning: true"}, S, {"cluster.autoprovisioning: false"});
        row("usage-metering", S, {"cluster.costAllocation: true"}, S, {"cluster.costAllocation: false"});
        row("maintenance", S, {}, S, {"pools[0].workload.kind: Deployment"});
        row("autoscaling-total", S, {"pools[0].autoscaling: {enabled: true, minNodes: 0, maxNodes: 16, totalMaxNodes: 16}"},
            S, {"pools[0].autoscaling: {enabled: true, minNodes: 0, maxNodes: 16}"});
        row("flex-start-queued", S, {"pools[0].capacity: flex-start", "pools[0].reservation: ~delete", "cluster.version: 1.34.0-gke.100",
                                     "pools[0].workload.queue: team-a"},
            S, {"pools[0].capacity: flex-start", "pools[0].reservation: ~delete", "cluster.version: 1.34.0-gke.100"});
        const QStringList ironwood = strings({"cluster.region: us-central1", "cluster.version: 1.34.0-gke.2201000", "pools[0].tpu: tpu7x",
                                              "pools[0].machineType: tpu7x-standard-4t", "pools[0].zone: us-central1-c"});
        listRow("framework", S, ironwood + strings({"pools[0].workload.framework: tensorflow"}),
                S, ironwood + strings({"pools[0].workload.framework: jax"}));
        // TPU7x nodes boot from Hyperdisk Balanced, v5p nodes from Balanced Persistent Disk.
        listRow("boot-disk-type", S, ironwood + strings({"pools[0].bootDiskType: pd-balanced"}),
                S, ironwood + strings({"pools[0].bootDiskType: hyperdisk-balanced"}));
        row("boot-disk-type v5p", S, {"pools[0].bootDiskType: hyperdisk-balanced"}, S, {"pools[0].bootDiskType: pd-balanced"});
        row("mode-field boot disk", A, {"pools[0].bootDiskType: pd-balanced"}, S, {"pools[0].bootDiskType: pd-balanced"});
        listRow("workload-policy", S, ironwood + strings({"pools[0].topology: 2x2x2"}), S, ironwood + strings({"pools[0].topology: 2x2x1"}));
        // A tpu7x-standard-4t VM has two NUMA nodes: two containers fit, three do not.
        listRow("numa-containers", S, ironwood + strings({"pools[0].topology: 2x2x1", "pools[0].workload.containersPerPod: 3"}),
                S, ironwood + strings({"pools[0].topology: 2x2x1", "pools[0].workload.containersPerPod: 2"}));
        // Multi-host TPU7x with one container: the page recommends one per NUMA node.
        listRow("numa-containers advice", S, ironwood + strings({"pools[0].topology: 2x2x2"}),
                S, ironwood + strings({"pools[0].topology: 2x2x2", "pools[0].workload.containersPerPod: 2"}));
        // A dynamic-slicing block pool: 3 blocks of 4x4x4 from a reservation, a 4x4x8 super-slice
        // (2 blocks) and sub-slices that fill the third block (32 + 16 + 2 x 8 = 64 chips).
        const QStringList blocks = strings({"cluster.region: us-central1", "cluster.version: 1.36.0-gke.3712000",
                                            "cluster.releaseChannel: rapid", "pools[0].tpu: tpu7x",
                                            "pools[0].machineType: tpu7x-standard-4t", "pools[0].zone: us-central1-c",
                                            "pools[0].slices: 3", "pools[0].dynamicSlicing: true",
                                            "pools[0].sliceWorkloads: [{name: pretrain, topology: 4x4x8}, {name: tune, topology: 2x4x4}, "
                                            "{name: eval, topology: 2x2x4}, {name: probe, topology: 2x2x2, count: 2}]"});
        listRow("dynamic-slicing version", S, blocks + strings({"cluster.version: 1.35.2-gke.1842000"}),
                S, blocks + strings({"pools[0].sliceWorkloads: [{name: pretrain, topology: 4x4x8}]", "cluster.version: 1.35.2-gke.1842000"}));
        listRow("dynamic-slicing channel", S, blocks + strings({"cluster.releaseChannel: regular"}), S, blocks);
        listRow("dynamic-slicing image", S, blocks + strings({"cluster.nodeImage: ubuntu_containerd"}),
                S, blocks + strings({"cluster.nodeImage: cos_containerd"}));
        listRow("dynamic-slicing block", S, blocks + strings({"pools[0].topology: 4x4x8"}), S, blocks + strings({"pools[0].topology: 4x4x4"}));
        listRow("dynamic-slicing shape", S, blocks + strings({"pools[0].sliceWorkloads: [{name: odd, topology: 4x12x15}]", "pools[0].slices: 12"}),
                S, blocks + strings({"pools[0].sliceWorkloads: [{name: even, topology: 4x12x16}]", "pools[0].slices: 12"}));
        listRow("dynamic-slicing sub-slice", S, blocks + strings({"pools[0].sliceWorkloads: [{name: flat, topology: 4x4x1}]"}),
                S, blocks + strings({"pools[0].sliceWorkloads: [{name: flat, topology: 2x2x1}]"}));
        listRow("dynamic-slicing fit", S, blocks + strings({"pools[0].sliceWorkloads[3].count: 3"}), S, blocks);
        listRow("dynamic-slicing tpu", S, blocks + strings({"pools[0].tpu: v5p", "pools[0].machineType: ct5p-hightpu-4t",
                                                                "cluster.region: us-east5", "pools[0].zone: us-east5-a"}),
                S, blocks + strings({"pools[0].tpu: v5p", "pools[0].machineType: ct5p-hightpu-4t", "cluster.region: us-east5",
                                     "pools[0].zone: us-east5-a", "pools[0].dynamicSlicing: false", "pools[0].sliceWorkloads: ~delete"}));
        listRow("dynamic-slicing no block pool", S, blocks + strings({"pools[0].dynamicSlicing: false"}),
                S, blocks + strings({"pools[0].dynamicSlicing: false", "pools[0].sliceWorkloads: ~delete"}));
        // A v6e pool Kueue sub-slices: 2 slices of 4x4 (8 VMs of ct6e-standard-4t), a 4x4 sub-slice
        // (4 VMs) and two 2x4 sub-slices (2 VMs each) fill it.
        const QStringList subSliced = strings({"pools[0].tpu: v6e", "pools[0].machineType: ct6e-standard-4t", "pools[0].topology: 4x4",
                                               "pools[0].slices: 2", "pools[0].dynamicSlicing: true",
                                               "pools[0].sliceWorkloads: [{name: tune, topology: 4x4}, {name: eval, topology: 2x4, count: 2}]"});
        listRow("dynamic-slicing v6e fit", S, subSliced + strings({"pools[0].sliceWorkloads[1].count: 3"}), S, subSliced);
        listRow("dynamic-slicing v6e shape", S, subSliced + strings({"pools[0].sliceWorkloads[1].topology: 2x2"}), S, subSliced);
        listRow("dynamic-slicing v6e divides", S, subSliced + strings({"pools[0].sliceWorkloads: [{name: big, topology: 4x8}]"}),
                S, subSliced + strings({"pools[0].sliceWorkloads: [{name: big, topology: 4x8}]", "pools[0].topology: 4x8"}));
        listRow("dynamic-slicing v6e pool shape", S, subSliced + strings({"pools[0].topology: 2x2", "pools[0].sliceWorkloads: []"}),
                S, subSliced + strings({"pools[0].topology: 2x4", "pools[0].sliceWorkloads: [{name: one, topology: 2x4}]"}));
        // Autopilot has no node pools to split: xpk sub-slices Standard ct6e-standard-4t pools only.
        const QStringList autopilotV6e = strings({"pools[0].tpu: v6e", "pools[0].topology: 2x4", "pools[0].zone: us-central1-b",
                                                  "pools[0].workload.tpuChipsPerPod: 4", "pools[0].workload.kind: JobSet"});
        listRow("dynamic-slicing v6e autopilot", A,
                autopilotV6e + strings({"pools[0].dynamicSlicing: true", "pools[0].sliceWorkloads: [{name: one, topology: 2x4}]"}), A,
                autopilotV6e);
        listRow("dynamic-slicing v6e machine type", S,
                subSliced + strings({"pools[0].machineType: ct6e-standard-8t", "pools[0].topology: 2x4", "pools[0].sliceWorkloads: [{name: one, topology: 2x4}]"}),
                S, subSliced + strings({"pools[0].topology: 2x4", "pools[0].sliceWorkloads: [{name: one, topology: 2x4}]"}));
            return list;
    }

};

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"
