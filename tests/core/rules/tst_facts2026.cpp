// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog errors and stale facts of the 2026 audit, each at its boundary, written from
// the public sources the catalog names for each fact (not from the output).
#include "core/catalog/Catalog.h"
#include "core/plan/PlanReader.h"
#include "core/rules/RuleEngine.h"

#include <QTest>

#include <optional>

using namespace tpuplan;

namespace {

/// A one-pool plan: `cluster` and `pool` are flow-map bodies.
Findings evaluate(const QString &cluster, const QString &pool)
{
    const QString text = QStringLiteral("apiVersion: tpu-planner/v1\nkind: Plan\nmetadata: {name: facts}\n"
                                        "cluster: {name: facts, %1}\npools:\n  - {name: p, %2}\n")
                             .arg(cluster, pool);
    const PlanLoadResult loaded = PlanReader::readBytes(text.toUtf8());
    if (!loaded.isPlan() || hasErrors(loaded.findings))
        qFatal("plan does not load: %s", qPrintable(text));
    return RuleEngine::evaluate(loaded.plan, Catalog::builtIn());
}

QStringList rules(const Findings &findings, Severity severity)
{
    QStringList ids;
    for (const Finding &f : findings) {
        if (f.severity == severity)
            ids.append(f.rule);
    }
    return ids;
}

// A copy, not a pointer: the findings are often a temporary (AddressSanitizer caught the pointer).
std::optional<Finding> find(const Findings &findings, const QString &rule)
{
    for (const Finding &f : findings) {
        if (f.rule == rule)
            return f;
    }
    return std::nullopt;
}

const QString kWorkload = QStringLiteral("workload: {cpu: \"40\", memory: 100Gi}");

} // namespace

class TestFacts2026 : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Cloud TPU zone table: v3-8 in us-central1-a/b and europe-west4-a; v3-32 and larger only
    // in europe-west4-a.
    void v3ZonesPerMachineType_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("topology");
        QTest::addColumn<QString>("zone");
        QTest::addColumn<bool>("offered");
        QTest::newRow("ct3 us-central1-a") << "standard" << "machineType: ct3-hightpu-4t" << "2x2" << "us-central1-a" << true;
        QTest::newRow("ct3 us-central1-b") << "standard" << "machineType: ct3-hightpu-4t" << "2x2" << "us-central1-b" << true;
        QTest::newRow("ct3 europe-west4-a") << "standard" << "machineType: ct3-hightpu-4t" << "2x2" << "europe-west4-a" << true;
        QTest::newRow("ct3p us-central1-a") << "standard" << "machineType: ct3p-hightpu-4t" << "4x4" << "us-central1-a" << false;
        QTest::newRow("ct3p us-central1-b") << "standard" << "machineType: ct3p-hightpu-4t" << "4x4" << "us-central1-b" << false;
        QTest::newRow("ct3p europe-west4-a") << "standard" << "machineType: ct3p-hightpu-4t" << "4x4" << "europe-west4-a" << true;
        QTest::newRow("tpu-v3-device us-central1-b") << "autopilot" << "accelerator: tpu-v3-device" << "2x2" << "us-central1-b" << true;
        QTest::newRow("tpu-v3-slice us-central1-b") << "autopilot" << "accelerator: tpu-v3-slice" << "4x4" << "us-central1-b" << false;
        QTest::newRow("tpu-v3-slice europe-west4-a") << "autopilot" << "accelerator: tpu-v3-slice" << "4x4" << "europe-west4-a" << true;
    }
    void v3ZonesPerMachineType()
    {
        QFETCH(QString, mode);
        QFETCH(QString, type);
        QFETCH(QString, topology);
        QFETCH(QString, zone);
        QFETCH(bool, offered);
        const Findings findings = evaluate(QStringLiteral("mode: %1, region: %2, version: 1.31.5-gke.1000000").arg(mode, Catalog::regionOfZone(zone)),
                                           QStringLiteral("tpu: v3, %1, topology: %2, zone: %3, %4").arg(type, topology, zone, kWorkload));
        QCOMPARE(!rules(findings, Severity::Error).contains(QStringLiteral("zone-unavailable")), offered);
    }

    void v6eAiZone()
    {
        const Findings findings = evaluate(QStringLiteral("mode: standard, region: us-central1, version: 1.31.5-gke.1000000"),
                                           QStringLiteral("tpu: v6e, machineType: ct6e-standard-4t, topology: 2x2, zone: us-central1-ai1a, %1").arg(kWorkload));
        QVERIFY2(rules(findings, Severity::Error).isEmpty(), qPrintable(rules(findings, Severity::Error).join(QLatin1Char(','))));
        const Findings elsewhere = evaluate(QStringLiteral("mode: standard, region: us-central1, version: 1.31.5-gke.1000000"),
                                            QStringLiteral("tpu: v6e, machineType: ct6e-standard-4t, topology: 2x2, zone: us-central1-ai1b, %1").arg(kWorkload));
        QVERIFY(rules(elsewhere, Severity::Error).contains(QStringLiteral("zone-unavailable")));
    }

    // The seed's single-host v5e Autopilot accelerator.
    void v5eLiteDevice()
    {
        const QString cluster = QStringLiteral("mode: autopilot, region: us-central1, version: 1.31.5-gke.1000000");
        for (const char *topology : {"1x1", "2x2", "2x4"}) {
            const Findings findings = evaluate(cluster, QStringLiteral("tpu: v5e, accelerator: tpu-v5-lite-device, topology: %1, zone: us-central1-a")
                                                            .arg(QLatin1String(topology)));
            QVERIFY2(rules(findings, Severity::Error).isEmpty(), topology);
        }
        const Findings tooLarge = evaluate(cluster, QStringLiteral("tpu: v5e, accelerator: tpu-v5-lite-device, topology: 4x4, zone: us-central1-a"));
        QVERIFY(rules(tooLarge, Severity::Error).contains(QStringLiteral("topology-unsupported")));
    }

    void legacyTpuNodeEndOfLife()
    {
        for (const char *pool : {"tpu: v3, machineType: ct3-hightpu-4t, topology: 2x2, zone: us-central1-a",
                                 "tpu: v5e, machineType: ct5lp-hightpu-4t, topology: 2x2, zone: us-central1-a"}) {
            const Findings findings = evaluate(QStringLiteral("mode: standard, region: us-central1, version: 1.31.5-gke.1000000"),
                                               QLatin1String(pool) + QStringLiteral(", architecture: tpu-node, ") + kWorkload);
            const std::optional<Finding> f = find(findings, QStringLiteral("legacy-tpu-node"));
            QVERIFY2(f && f->isError(), pool);
            QVERIFY(f->message.contains(QStringLiteral("2025-04-25")));
        }
    }

    // Multi-host pools autoscale with per-zone maxNodes; a total limit is rejected by GKE.
    void totalMaxNodesOnMultiHost()
    {
        const QString cluster = QStringLiteral("mode: standard, region: us-east5, version: 1.31.5-gke.1000000");
        const QString multi = QStringLiteral("tpu: v5p, machineType: ct5p-hightpu-4t, topology: 2x2x2, zone: us-east5-a, %1, autoscaling: %2");
        const std::optional<Finding> f = find(evaluate(cluster, multi.arg(kWorkload, QStringLiteral("{enabled: true, minNodes: 0, totalMaxNodes: 2}"))),
                                QStringLiteral("autoscaling-total"));
        QVERIFY(f && f->isError());
        QVERIFY(f->message.contains(QStringLiteral("maxNodes: 2")));
        QVERIFY(!find(evaluate(cluster, multi.arg(kWorkload, QStringLiteral("{enabled: true, minNodes: 0, maxNodes: 2}"))),
                      QStringLiteral("autoscaling-total")));
        // Single-host pools may use a total limit.
        const QString single = QStringLiteral("tpu: v5e, machineType: ct5lp-hightpu-8t, topology: 2x4, zone: us-central1-a, %1, "
                                              "autoscaling: {enabled: true, minNodes: 0, totalMaxNodes: 6}").arg(kWorkload);
        QVERIFY(!find(evaluate(QStringLiteral("mode: standard, region: us-central1, version: 1.31.5-gke.1000000"), single),
                      QStringLiteral("autoscaling-total")));
    }

    // Both sources are cited; below GKE 1.34 the tutorial's minimum is named too.
    void flexStartQueuedProvisioning()
    {
        const QString pool = QStringLiteral("tpu: v6e, machineType: ct6e-standard-4t, topology: 4x4, zone: us-east5-a, capacity: flex-start, "
                                            "workload: {cpu: \"40\", memory: 100Gi%1}");
        const QString cluster = QStringLiteral("mode: standard, region: us-east5, version: %1");
        const std::optional<Finding> f = find(evaluate(cluster.arg(QStringLiteral("1.34.0-gke.100")), pool.arg(QStringLiteral(", queue: team"))),
                                QStringLiteral("flex-start-queued"));
        QVERIFY(f && f->severity == Severity::Warning);
        QVERIFY(f->message.contains(QStringLiteral("Optimize AI training on TPUs with DWS and Kueue")));
        QVERIFY(f->message.contains(QStringLiteral("xpk pull request 900")));
        QVERIFY(!f->message.contains(QStringLiteral("the cluster runs")));
        const std::optional<Finding> old = find(evaluate(cluster.arg(QStringLiteral("1.33.9-gke.100")), pool.arg(QStringLiteral(", queue: team"))),
                                  QStringLiteral("flex-start-queued"));
        QVERIFY(old && old->message.contains(QStringLiteral("1.34")));
        QVERIFY(!find(evaluate(cluster.arg(QStringLiteral("1.34.0-gke.100")), pool.arg(QString())), QStringLiteral("flex-start-queued")));
    }
};

QTEST_GUILESS_MAIN(TestFacts2026)
#include "tst_facts2026.moc"
