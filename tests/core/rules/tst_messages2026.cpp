// SPDX-License-Identifier: GPL-3.0-or-later
// Messages that once misled: the ids stay, the texts now say what is true. Each case is
// a message that misled, with its near twin where one exists.
#include "core/catalog/Catalog.h"
#include "core/common/Languages.h"
#include "core/plan/PlanReader.h"
#include "core/rules/RuleEngine.h"

#include <QTest>
#include <QTranslator>

using namespace tpuplan;

namespace {

const Finding *evaluate(const QString &cluster, const QString &pool, const QString &rule, Findings *keep)
{
    const QString text = QStringLiteral("apiVersion: tpu-planner/v1\nkind: Plan\nmetadata: {name: m}\n"
                                        "cluster: {name: m, %1}\npools:\n  - {name: p, %2}\n")
                             .arg(cluster, pool);
    const PlanLoadResult loaded = PlanReader::readBytes(text.toUtf8());
    if (!loaded.isPlan() || hasErrors(loaded.findings))
        qFatal("plan does not load: %s", qPrintable(text));
    *keep = RuleEngine::evaluate(loaded.plan, Catalog::builtIn());
    for (const Finding &f : std::as_const(*keep)) {
        if (f.rule == rule)
            return &f;
    }
    return nullptr;
}

} // namespace

class TestMessages2026 : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // On 1.29 the minimum is 1.29.2-gke.1035000, although 1.29.1 is above 1.28.7.
    void autoscalingVersionNamesTheLine()
    {
        Findings keep;
        const QString pool = QStringLiteral("tpu: v5p, machineType: ct5p-hightpu-4t, topology: 2x2x2, zone: us-east5-a, "
                                            "autoscaling: {enabled: true, minNodes: 0, maxNodes: 2}");
        const Finding *f = evaluate(QStringLiteral("mode: standard, region: us-east5, version: 1.29.1-gke.100"), pool,
                                    QStringLiteral("autoscaling-version"), &keep);
        QVERIFY(f);
        QVERIFY2(f->message.contains(QStringLiteral("1.29.2-gke.1035000")), qPrintable(f->message));
        QVERIFY2(!f->message.contains(QStringLiteral("1.28.7")), qPrintable(f->message));
        // On a line without its own entry the oldest minimum is named.
        f = evaluate(QStringLiteral("mode: standard, region: us-east5, version: 1.28.3-gke.1024000"), pool,
                     QStringLiteral("autoscaling-version"), &keep);
        QVERIFY(f && f->message.contains(QStringLiteral("1.28.7-gke.1020000")));
        QVERIFY(!evaluate(QStringLiteral("mode: standard, region: us-east5, version: 1.29.2-gke.1035000"), pool,
                          QStringLiteral("autoscaling-version"), &keep));
    }

    // A v5p 2x2x1 slice runs on 4-chip VMs: 8 chips per pod does not fit although 8 is the
    // largest TPU VM.
    void hostShapeNamesTheRealLimit()
    {
        Findings keep;
        const QString cluster = QStringLiteral("mode: autopilot, region: us-east5, version: 1.31.5-gke.1000000");
        const Finding *f = evaluate(cluster,
                                    QStringLiteral("tpu: v5p, topology: 2x2x1, zone: us-east5-a, workload: {tpuChipsPerPod: 8}"),
                                    QStringLiteral("host-shape"), &keep);
        QVERIFY(f);
        QVERIFY2(!f->message.contains(QStringLiteral("at most 8")), qPrintable(f->message));
        QVERIFY2(f->message.contains(QStringLiteral(": 4;")), qPrintable(f->message));
        f = evaluate(cluster, QStringLiteral("tpu: v5p, topology: 4x4x4, zone: us-east5-a, workload: {tpuChipsPerPod: 16}"),
                     QStringLiteral("host-shape"), &keep);
        QVERIFY(f && f->message.contains(QStringLiteral("no TPU VM holds more than 8")));
    }

    // ct5lp-hightpu-4t at 2x4 is two VMs: the advice is another machine type, not a larger topology.
    void singleHostZonePointsToOtherMachineTypes()
    {
        Findings keep;
        const Finding *f = evaluate(QStringLiteral("mode: standard, region: europe-west4, version: 1.31.5-gke.1000000"),
                                    QStringLiteral("tpu: v5e, machineType: ct5lp-hightpu-4t, topology: 2x2, zone: europe-west4-a"),
                                    QStringLiteral("single-host-zone"), &keep);
        QVERIFY(f);
        QVERIFY2(f->message.contains(QStringLiteral("ct5lp-hightpu-1t or ct5lp-hightpu-8t")), qPrintable(f->message));
        QVERIFY2(!f->message.contains(QStringLiteral("larger topology")), qPrintable(f->message));
    }

    void zoneRegionNamesRegions()
    {
        Findings keep;
        const Finding *f = evaluate(QStringLiteral("mode: standard, region: us-east5, version: 1.31.5-gke.1000000"),
                                    QStringLiteral("tpu: v4, machineType: ct4p-hightpu-4t, topology: 2x2x1, zone: us-central2-b"),
                                    QStringLiteral("zone-region"), &keep);
        QVERIFY(f);
        QVERIFY2(f->message.endsWith(QStringLiteral("region of: us-central2")), qPrintable(f->message));
    }

    void customTopologySaysWhoseLimit()
    {
        Findings keep;
        const Finding *f = evaluate(QStringLiteral("mode: standard, region: us-east5, version: 1.31.5-gke.1000000"),
                                    QStringLiteral("tpu: v5p, machineType: ct5p-hightpu-4t, topology: 4x4x32, zone: us-east5-a"),
                                    QStringLiteral("custom-topology"), &keep);
        QVERIFY(f);
        QVERIFY2(f->message.contains(QStringLiteral("the catalog accepts")), qPrintable(f->message));
        QVERIFY2(f->message.contains(Catalog::builtIn().sourceTitle(Catalog::builtIn().tpu(QStringLiteral("v5p"))->customTopology->source)),
                 qPrintable(f->message));
    }

    // On-demand VMs are not preempted, whatever the machine type's preemption likelihood.
    void spotCheckpointOnlyForSpot()
    {
        Findings keep;
        const QString cluster = QStringLiteral("mode: standard, region: us-central1, version: 1.31.5-gke.1000000");
        const QString pool = QStringLiteral("tpu: v6e, machineType: ct6e-standard-1t, topology: 1x1, zone: us-central1-b, capacity: %1");
        QVERIFY(!evaluate(cluster, pool.arg(QStringLiteral("on-demand")), QStringLiteral("spot-checkpoint"), &keep));
        const Finding *f = evaluate(cluster, pool.arg(QStringLiteral("spot")), QStringLiteral("spot-checkpoint"), &keep);
        QVERIFY(f && f->message.contains(QStringLiteral("ct6e-standard-1t has a higher likelihood")));
    }

    // Counts go through %n: with the English plural forms a one-chip VM reads "1 TPU chip".
    void countedNounsReadInEnglish()
    {
        QTranslator english;
        QVERIFY(Languages::load(english, QStringLiteral("en")));
        QCoreApplication::installTranslator(&english);
        Findings keep;
        const QString cluster = QStringLiteral("mode: standard, region: us-central1, version: 1.31.5-gke.1000000");
        const Finding *f = evaluate(cluster,
                                    QStringLiteral("tpu: v6e, machineType: ct6e-standard-1t, topology: 1x1, zone: us-central1-b, "
                                                   "workload: {tpuChipsPerPod: 2}"),
                                    QStringLiteral("host-shape"), &keep);
        QVERIFY(f);
        QVERIFY2(f->message.contains(QStringLiteral("request the 1 TPU chip of their node")), qPrintable(f->message));
        f = evaluate(cluster,
                     QStringLiteral("tpu: v6e, machineType: ct6e-standard-4t, topology: 4x4, zone: us-central1-b, "
                                    "workload: {tpuChipsPerPod: 2}"),
                     QStringLiteral("host-shape"), &keep);
        QVERIFY(f);
        QVERIFY2(f->message.contains(QStringLiteral("all 4 TPU chips of their node")), qPrintable(f->message));
        QCoreApplication::removeTranslator(&english);
    }
};

QTEST_GUILESS_MAIN(TestMessages2026)
#include "tst_messages2026.moc"
