// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in catalog's facts, as facts: what a refresh of resources/catalog/tpu-catalog.yaml
// is expected to change, and where a changed value must be checked against its source. Tests of
// code use the fixture catalog (tests/FixtureCatalog.h) and do not break when these change.
#include "core/catalog/Catalog.h"
#include "core/catalog/CatalogLoader.h"

#include <QDate>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QVersionNumber>

using namespace tpuplan;

namespace {

QByteArray builtInBytes()
{
    QFile file(Catalog::builtInPath());
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

} // namespace

class TestCatalogFacts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void builtInLoads()
    {
        const CatalogLoadResult result = CatalogLoader::loadBytes(builtInBytes(), Catalog::builtInPath());
        for (const Finding &f : result.problems)
            qWarning() << CatalogLoader::describe(Catalog::builtInPath(), f);
        QVERIFY(result.catalog.has_value());
        QVERIFY(result.problems.isEmpty());
        const Catalog &catalog = *result.catalog;
        QCOMPARE(catalog.tpuIds(), (QStringList{QStringLiteral("tpu7x"), QStringLiteral("v6e"), QStringLiteral("v5p"), QStringLiteral("v5e"),
                                                QStringLiteral("v4"), QStringLiteral("v3")}));
        QVERIFY(QRegularExpression(QRegularExpression::anchoredPattern(QStringLiteral("\\d{4}-\\d{2}-\\d{2}"))).match(catalog.asOf).hasMatch());
    }

    void everyEntryNamesADeclaredSource()
    {
        const Catalog &catalog = Catalog::builtIn();
        for (const TpuVersion &tpu : catalog.tpus) {
            QVERIFY2(catalog.sources.contains(tpu.zonesSource), qPrintable(tpu.id));
            QVERIFY2(catalog.sources.contains(tpu.chip.source), qPrintable(tpu.id));
            QVERIFY2(catalog.sources.contains(tpu.pricesSource), qPrintable(tpu.id));
            QVERIFY(!tpu.zones.isEmpty());
            QVERIFY(!tpu.machineTypes.isEmpty());
            QVERIFY(!tpu.accelerators.isEmpty());
            for (const MachineType &m : tpu.machineTypes) {
                QVERIFY2(catalog.sources.contains(m.source), qPrintable(m.name));
                QVERIFY(!m.minGkeVersion.isNull());
                QVERIFY(!m.topologies.isEmpty());
            }
            for (const Accelerator &a : tpu.accelerators) {
                QVERIFY2(catalog.sources.contains(a.source), qPrintable(a.name));
                QVERIFY(!a.minGkeVersion.isNull());
            }
            for (const RegionPrice &p : tpu.prices) {
                QVERIFY2(catalog.sources.contains(p.source), qPrintable(p.region));
                QVERIFY2(catalog.sources.contains(p.spotSource), qPrintable(p.region));
            }
        }
    }

    void factsFromTheSeed()
    {
        const Catalog &catalog = Catalog::builtIn();
        // Trillium: the stricter of the seed's two minimums.
        QCOMPARE(catalog.findMachineType(QStringLiteral("ct6e-standard-4t")).machineType->minGkeVersion.toString(),
                 QStringLiteral("1.31.2-gke.1115000"));
        QCOMPARE(catalog.findAccelerator(QStringLiteral("tpu-v6e-slice")).accelerator->minGkeVersion.toString(),
                 QStringLiteral("1.31.2-gke.1384000"));
        QCOMPARE(catalog.tpu(QStringLiteral("v4"))->zones, QStringList{QStringLiteral("us-central2-b")});
        QCOMPARE(catalog.tpu(QStringLiteral("v5p"))->customTopology->largest.toString(), QStringLiteral("16x16x24"));
        // Dynamic slicing (TPU7x) and Kueue sub-slicing (v6e) are data with their minimum versions.
        const DynamicSlicing &dynamic = *catalog.tpu(QStringLiteral("tpu7x"))->dynamicSlicing;
        QCOMPARE(dynamic.block.toString(), QStringLiteral("4x4x4"));
        QCOMPARE(dynamic.superSliceMinVersion.toString(), QStringLiteral("1.35.2-gke.1842000"));
        QCOMPARE(dynamic.subSliceMinVersion.toString(), QStringLiteral("1.36.0-gke.3712000"));
        QCOMPARE(dynamic.subSlices.size(), 4);
        // What a block pool's export writes (xpk's super-slicing templates, GKE's guide).
        QCOMPARE(dynamic.workloadPolicyMode, QStringLiteral("provision_only"));
        QCOMPARE(dynamic.kueueLevels,
                 (QStringList{QStringLiteral("cloud.google.com/gce-topology-block"), QStringLiteral("cloud.google.com/gke-tpu-partition-4x4x4-id"),
                              QStringLiteral("kubernetes.io/hostname")}));
        QCOMPARE(dynamic.admissionController, QStringLiteral("accelerator.gke.io/slice"));
        QCOMPARE(dynamic.healthyBlockLabel, QStringLiteral("cloud.google.com/gke-tpu-partition-4x4x4-state"));
        QVERIFY(catalog.tpu(QStringLiteral("v6e"))->subSlicing->topologies.contains(*Topology::parse(QStringLiteral("2x4"))));
        // v6e sub-slicing as xpk writes it: ct6e-standard-4t pools, one Topology level per shape.
        const SubSlicing &sub = *catalog.tpu(QStringLiteral("v6e"))->subSlicing;
        QCOMPARE(sub.machineType, QStringLiteral("ct6e-standard-4t"));
        QCOMPARE(sub.minKueueVersion, QStringLiteral("0.13.0"));
        QCOMPARE(sub.levelLabel(*Topology::parse(QStringLiteral("2x4"))), QStringLiteral("cloud.google.com/gke-tpu-slice-2x4-id"));
        QCOMPARE(sub.kueueLevels.first(), QStringLiteral("cloud.google.com/gke-tpu-slice-16x16-id"));
        QCOMPARE(sub.kueueLevels.last(), QStringLiteral("kubernetes.io/hostname"));
        QVERIFY(!catalog.tpu(QStringLiteral("v5p"))->dynamicSlicing && !catalog.tpu(QStringLiteral("v5p"))->subSlicing);
        QCOMPARE(catalog.limits.maxPodsPerVm.value, 256);
        QCOMPARE(catalog.limits.pendingScaleUpTimeoutHours.value, 10);
        QCOMPARE(catalog.gke.multisliceMinStandard.toString(), QStringLiteral("1.27.4-gke.900"));
        const RegionPrice *price = catalog.price(QStringLiteral("v5p"), QStringLiteral("us-east5"));
        QVERIFY(price);
        QCOMPARE(*price->onDemand, 4.20);
        QVERIFY(price->derived.isEmpty());
        QVERIFY(!catalog.tpu(QStringLiteral("v6e"))->prices.isEmpty());
        const RegionPrice *unknownSpot = catalog.price(QStringLiteral("v6e"), QStringLiteral("southamerica-west1"));
        QVERIFY(unknownSpot && !unknownSpot->spot.has_value());
    }

    void pricesOfTheExamples()
    {
        // The prices the example plans are costed with (gpuhunt, 2024-12-20; Spot from skypilot).
        const Catalog &catalog = Catalog::builtIn();
        QCOMPARE(catalog.currency, QStringLiteral("USD"));
        QCOMPARE(catalog.gke.clusterFeePerHour.value, 0.10);
        QCOMPARE(catalog.limits.defaultHoursPerMonth.value, 730);
        QCOMPARE(catalog.limits.bootDiskGiB.value, 100);
        const RegionPrice *v5p = catalog.price(QStringLiteral("v5p"), QStringLiteral("us-east5"));
        QVERIFY(v5p);
        QCOMPARE(*v5p->onDemand, 4.20);
        QCOMPARE(*v5p->spot, 1.68);
        QCOMPARE(*v5p->commit1y, 2.94);
        QCOMPARE(*v5p->commit3y, 1.89);
        QCOMPARE(catalog.sources.value(v5p->source).date, QStringLiteral("2024-12-20"));
        const RegionPrice *v6e = catalog.price(QStringLiteral("v6e"), QStringLiteral("us-east5"));
        QVERIFY(v6e);
        QCOMPARE(*v6e->onDemand, 2.70);
        QCOMPARE(*v6e->spot, 1.35);
        const RegionPrice *v4 = catalog.price(QStringLiteral("v4"), QStringLiteral("us-central2"));
        QVERIFY(v4);
        QCOMPARE(*v4->onDemand, 3.22);
        QCOMPARE(*v4->spot, 0.9215);
        const RegionPrice *v5pEurope = catalog.price(QStringLiteral("v5p"), QStringLiteral("europe-west4"));
        QVERIFY(v5pEurope && v5pEurope->derived.contains(QStringLiteral("commit1y")));
        // The TPU7x price is not public.
        QVERIFY(catalog.tpu(QStringLiteral("tpu7x"))->prices.isEmpty());
    }

    // Calendar mode (Cloud TPU calendar-mode page, 2025-12-18): versions, zones, 1 to 90 days,
    // preview; every source of it carries the date of the copy read.
    void calendarModeFacts()
    {
        const Catalog &catalog = Catalog::builtIn();
        QCOMPARE(catalog.gke.calendarMinDays, 1);
        QCOMPARE(catalog.gke.calendarMaxDays, 90);
        QVERIFY(catalog.gke.calendarPreview);
        const auto zones = [&](const char *id, bool serving = false) {
            const TpuVersion *tpu = catalog.tpu(QString::fromLatin1(id));
            return tpu && tpu->calendarMode ? tpu->calendarMode->zonesFor(serving) : QStringList();
        };
        QCOMPARE(zones("tpu7x"), QStringList{QStringLiteral("us-central1-c")});
        QCOMPARE(zones("v5p"), QStringList{QStringLiteral("us-east5-a")});
        QCOMPARE(zones("v6e"), (QStringList{QStringLiteral("asia-northeast1-b"), QStringLiteral("europe-west4-a"), QStringLiteral("us-east5-a"),
                                            QStringLiteral("us-east5-b")}));
        QCOMPARE(zones("v5e"), (QStringList{QStringLiteral("europe-west4-b"), QStringLiteral("us-west4-b")}));
        QCOMPARE(zones("v5e", true), QStringList{QStringLiteral("us-south1-a")});
        QVERIFY(zones("v4").isEmpty() && zones("v3").isEmpty());
        for (const QString &key : {catalog.gke.calendarSource, catalog.gke.calendarQuotaSource, catalog.gke.calendarPriceSource})
            QVERIFY2(!catalog.sources.value(key).date.isEmpty(), qPrintable(key));
    }

    // GKE's TPU troubleshooting page: on-demand and Spot pools draw on these Compute Engine
    // quotas (by their names on the console's Quotas page); v6e and TPU7x say "not published".
    void quotaNamesPerVersion()
    {
        const Catalog &catalog = Catalog::builtIn();
        const auto names = [&](const char *id) {
            const TpuVersion *tpu = catalog.tpu(QString::fromLatin1(id));
            return tpu && tpu->quota ? QStringList{tpu->quota->onDemand, tpu->quota->spot} : QStringList();
        };
        QCOMPARE(names("v5e"), (QStringList{QStringLiteral("TPU v5 Lite PodSlice chips"), QStringLiteral("Preemptible TPU v5 Lite Podslice chips")}));
        QCOMPARE(names("v5p"), (QStringList{QStringLiteral("TPU v5p chips"), QStringLiteral("Preemptible TPU v5p chips")}));
        QCOMPARE(names("v4"), (QStringList{QStringLiteral("TPU v4 PodSlice chips"), QStringLiteral("Preemptible TPU v4 PodSlice chips")}));
        for (const char *id : {"v6e", "tpu7x", "v3"}) {
            QCOMPARE(names(id), (QStringList{QString(), QString()}));
            QVERIFY2(catalog.tpu(QString::fromLatin1(id))->quota->notes.startsWith(QStringLiteral("Not published")), id);
        }
        for (const TpuVersion &tpu : catalog.tpus) {
            QVERIFY2(tpu.quota.has_value(), qPrintable(tpu.id));
            QVERIFY2(!catalog.sources.value(tpu.quota->source).date.isEmpty(), qPrintable(tpu.id));
        }
    }

    // Every source has its date (the page's own "last updated", else the day it was read), except
    // those written before the rule: a new undated source fails here.
    void everyNewSourceHasADate()
    {
        static const QStringList undatedBeforeTheRule{
            QStringLiteral("seed"), QStringLiteral("S5"), QStringLiteral("S6"), QStringLiteral("S7"), QStringLiteral("S8"),
            QStringLiteral("S9"), QStringLiteral("S13"), QStringLiteral("S16"), QStringLiteral("clusterToolkitTpu7x"),
            QStringLiteral("S22"), QStringLiteral("S23"), QStringLiteral("dws"), QStringLiteral("S27"), QStringLiteral("skypilot"),
            QStringLiteral("neowin"), QStringLiteral("gkePricing"), QStringLiteral("gkeApiTpuConfig"), QStringLiteral("ironwood"),
            QStringLiteral("tpu7x"), QStringLiteral("tpuZones"), QStringLiteral("typesZones"), QStringLiteral("dynamicSlicing"),
            QStringLiteral("dynamicSlicingKueue"), QStringLiteral("terraformRegistry"), QStringLiteral("v3doc"),
            QStringLiteral("xlaHbmV4"), QStringLiteral("derived")};
        const Catalog &catalog = Catalog::builtIn();
        for (auto it = catalog.sources.cbegin(); it != catalog.sources.cend(); ++it) {
            if (!undatedBeforeTheRule.contains(it.key()))
                QVERIFY2(QDate::fromString(it->date, Qt::ISODate).isValid(), qPrintable(it.key()));
        }
        for (const char *key : {"gkeReleaseSchedule", "hyperdisks", "gkeTpuQuota", "computeDiskQuotas"})
            QVERIFY2(!catalog.sources.value(QString::fromLatin1(key)).date.isEmpty(), key);
    }

    void systemPoolIsAPricedE2Standard4()
    {
        // The system pool's machine type and size, and its price entry for the same type.
        const Catalog &catalog = Catalog::builtIn();
        const SystemPoolFacts &pool = catalog.gke.systemPool;
        QCOMPARE(pool.machineType, QStringLiteral("e2-standard-4"));
        QCOMPARE(pool.vcpu, 4);
        QCOMPARE(pool.memoryGB, 16);
        QVERIFY(catalog.sources.contains(pool.source));
        QCOMPARE(catalog.otherPrices.systemNodeMachineType, pool.machineType);
        QCOMPARE(catalog.otherPrices.systemNodeBootDisk, QStringLiteral("pd-balanced"));
        const ComputeRegionPrice *price = catalog.otherPrices.systemNodePrice(QStringLiteral("us-east5"));
        QVERIFY(price);
        QCOMPARE(*price->onDemand, 0.13402284);
        QCOMPARE(*catalog.otherPrices.diskPerGiBMonth(QStringLiteral("pd-balanced"), QStringLiteral("us-east5")), 0.10);
        // Every region where a TPU VM of a priced version runs prices the system node too,
        // except us-central2 (v4), for which the Billing Catalog table has no e2 price.
        for (const TpuVersion &tpu : catalog.tpus)
            for (const RegionPrice &p : tpu.prices)
                QVERIFY2(catalog.otherPrices.systemNodePrice(p.region) || p.region == QLatin1String("us-central2"), qPrintable(p.region));
    }

    void terraformProviderFloors()
    {
        // hashicorp/google: node_config.flex_start from 6.39.0, workload_policy from 6.40.0.
        const TerraformFacts &tf = Catalog::builtIn().terraform;
        QCOMPARE(tf.base.version, QStringLiteral("6.0"));
        QCOMPARE(tf.flexStart.version, QStringLiteral("6.39.0"));
        QCOMPARE(tf.workloadPolicy.version, QStringLiteral("6.40.0"));
        QVERIFY(QVersionNumber::fromString(tf.base.version) < QVersionNumber::fromString(tf.flexStart.version));
        QVERIFY(QVersionNumber::fromString(tf.flexStart.version) < QVersionNumber::fromString(tf.workloadPolicy.version));
        for (const ProviderFloor *floor : {&tf.base, &tf.flexStart, &tf.workloadPolicy})
            QVERIFY(Catalog::builtIn().sources.contains(floor->source));
    }

    void zonesTheWindowOffers()
    {
        // The window's zone lists follow these: us-central1-b offers v6e and v3, not v5p.
        const Catalog &catalog = Catalog::builtIn();
        QVERIFY(catalog.regions().contains(QStringLiteral("us-central2")));
        QVERIFY(catalog.zonesInRegion(QStringLiteral("us-east5")).contains(QStringLiteral("us-east5-a")));
        QVERIFY(catalog.tpu(QStringLiteral("v6e"))->zones.contains(QStringLiteral("us-central1-b")));
        QVERIFY(catalog.tpu(QStringLiteral("v3"))->zones.contains(QStringLiteral("us-central1-b")));
        QVERIFY(!catalog.tpu(QStringLiteral("v5p"))->zones.contains(QStringLiteral("us-central1-b")));
    }
};

QTEST_GUILESS_MAIN(TestCatalogFacts)
#include "tst_catalogfacts.moc"
