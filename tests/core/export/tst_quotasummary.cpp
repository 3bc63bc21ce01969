// SPDX-License-Identifier: GPL-3.0-or-later
// The quotas a plan needs beyond its chips (GKE's TPU page: a reservation needs no TPU quota,
// on-demand and Spot need Compute Engine API quota; Hyperdisk Balanced boot disks draw on the
// regional HDB_TOTAL_GB quota, Balanced Persistent Disk on SSD_TOTAL_GB), with figures worked by
// hand for one plan of three pools.
#include "tests/FixtureCatalog.h"

#include "core/catalog/Catalog.h"
#include "core/export/ExportBundle.h"
#include "core/export/ExportPool.h"
#include "core/export/QuotaSummary.h"
#include "core/plan/PlanReader.h"

#include <QTest>

using namespace tpuplan;

namespace {

// train: TPU7x 4x4x4 on a reservation, 16 nodes on hyperdisk-balanced boot disks;
// serve: v6e 2x2 on Spot, autoscaling to 3 single-host nodes of 4 chips, hyperdisk-balanced;
// lite:  v5e 2x2 on demand, 1 node of 4 chips, pd-balanced.
const char *kPlan = R"(apiVersion: tpu-planner/v1
kind: Plan
metadata: {name: q}
cluster: {name: q, mode: %1, region: us-central1, version: 1.34.1-gke.3084001}
pools:
  - {name: train, tpu: tpu7x, machineType: tpu7x-standard-4t, topology: 4x4x4, zone: us-central1-c,
     capacity: reservation, reservation: {name: r, affinity: specific}}
  - {name: serve, tpu: v6e, machineType: ct6e-standard-4t, topology: 2x2, zone: us-central1-b, capacity: spot,
     autoscaling: {enabled: true, minNodes: 0, maxNodes: 3}}
  - {name: lite, tpu: v5e, machineType: ct5lp-hightpu-4t, topology: 2x2, zone: us-central1-a}
)";

Plan plan(const char *mode)
{
    const PlanLoadResult loaded = PlanReader::readBytes(QString::fromUtf8(kPlan).arg(QString::fromLatin1(mode)).toUtf8());
    if (!loaded.isPlan())
        qFatal("plan does not load");
    return loaded.plan;
}

QStringList describe(const QList<QuotaNeed> &needs)
{
    QStringList lines;
    for (const QuotaNeed &n : needs)
        lines << QStringLiteral("%1 %2 %3 %4").arg(n.name, n.capacity).arg(n.amount).arg(n.pools.join(QLatin1Char(',')));
    return lines;
}

QStringList quotaNames(const QList<QuotaNeed> &needs)
{
    QStringList lines;
    for (const QuotaNeed &n : needs) {
        if (n.kind == QuotaNeed::Kind::TpuChips)
            lines << QStringLiteral("%1 %2: %3").arg(n.name, n.capacity, n.quotaName.isEmpty() ? QStringLiteral("-") : n.quotaName);
    }
    return lines;
}

} // namespace

class TestQuotaSummary : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void standardNeedsChipsAndBootDiskGb()
    {
        const Plan p = plan("standard");
        const Catalog &catalog = Catalog::builtIn();
        // Chips: serve 3 nodes x 4 = 12 on Spot, lite 4 on demand, train none (reservation).
        // Disks: HDB_TOTAL_GB (16 + 3) x 100 = 1900 GB; SSD_TOTAL_GB lite 100 + three system
        // nodes (one per zone) 300 = 400 GB.
        QCOMPARE(describe(QuotaSummary::needs(p, ExportPool::derive(p, catalog), catalog)),
                 (QStringList{QStringLiteral("v6e spot 12 serve"), QStringLiteral("v5e on-demand 4 lite"),
                              QStringLiteral("HDB_TOTAL_GB  1900 train,serve"), QStringLiteral("SSD_TOTAL_GB  400 lite,system")}));
        const QString readme = QString::fromUtf8(BundleReadme::build(p, QStringLiteral("q.tpuplan.yaml"), {}, {}, catalog));
        QVERIFY2(readme.contains(QStringLiteral("| `HDB_TOTAL_GB` | 1,900 GB | boot disks of `train`, `serve` (100 GB per node) |")),
                 qPrintable(readme));
        // v5e's names are in the built-in catalog; v6e's are not published.
        QVERIFY(readme.contains(QStringLiteral("| TPU v6e chips, spot: name not published | 12 | `serve` |")));
        QVERIFY(readme.contains(QStringLiteral("| TPU v5e chips, on-demand: `TPU v5 Lite PodSlice chips` | 4 | `lite` |")));
        QVERIFY(readme.contains(QStringLiteral("Pools that consume a reservation (`train`) need no TPU quota.")));
    }

    // On Autopilot the chips count the same; the boot disks are Autopilot's and are left out.
    void autopilotCountsChipsOnly()
    {
        const Plan p = plan("autopilot");
        const Catalog &catalog = Catalog::builtIn();
        const QStringList lines = describe(QuotaSummary::needs(p, ExportPool::derive(p, catalog), catalog));
        QVERIFY2(!lines.join(QLatin1Char(' ')).contains(QStringLiteral("_GB")), qPrintable(lines.join(QLatin1Char('\n'))));
        QVERIFY(lines.contains(QStringLiteral("v5e on-demand 4 lite")));
    }

    // The fixture catalog names v6e's on-demand and Spot quotas and only v5p's on-demand one; a
    // flex-start pool's quota is named by no source.
    void namesEachVersionAndCapacityFromTheCatalog()
    {
        const Catalog &catalog = fixture::catalog();
        Plan mixed = fixture::plan("v6e-mixed-pools"); // dev-1t, batch-8t on demand; train-4x4 flex-start
        mixed.pools[1].capacity = QStringLiteral("spot");
        QCOMPARE(quotaNames(QuotaSummary::needs(mixed, ExportPool::derive(mixed, catalog), catalog)),
                 (QStringList{QStringLiteral("v6e on-demand: Fixture v6e chips"), QStringLiteral("v6e spot: Preemptible fixture v6e chips"),
                              QStringLiteral("v6e flex-start: -")}));
        const QString readme = QuotaSummary::markdown(mixed, ExportPool::derive(mixed, catalog), catalog);
        QVERIFY2(readme.contains(QStringLiteral("| TPU v6e chips, spot: `Preemptible fixture v6e chips` |")), qPrintable(readme));
        QVERIFY(readme.contains(QStringLiteral("| TPU v6e chips, flex-start: name not published |")));
        QVERIFY(readme.contains(QStringLiteral("Cloud console (source: Invented for the tests")));

        Plan v5p = fixture::plan("v5p-reservation-1y");
        v5p.pools[0].capacity = QStringLiteral("spot");
        v5p.pools[0].reservation = {};
        Plan onDemand = v5p;
        onDemand.pools[0].capacity = QStringLiteral("on-demand");
        QCOMPARE(quotaNames(QuotaSummary::needs(v5p, ExportPool::derive(v5p, catalog), catalog)), QStringList{QStringLiteral("v5p spot: -")});
        QCOMPARE(quotaNames(QuotaSummary::needs(onDemand, ExportPool::derive(onDemand, catalog), catalog)),
                 QStringList{QStringLiteral("v5p on-demand: Fixture v5p chips")});
    }
};

QTEST_GUILESS_MAIN(TestQuotaSummary)
#include "tst_quotasummary.moc"
