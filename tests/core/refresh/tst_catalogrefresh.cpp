// SPDX-License-Identifier: GPL-3.0-or-later
// A team overlay from gcloud's listings: zones the listing adds go into the overlay (also the
// version's list when a machine type has its own), zones it lacks and unknown machine types are
// reported, versions per channel are read, gcloud's trailing hints are set aside; the overlay
// loads onto the built-in catalog without conflicts, and a plan in a newly listed zone then
// validates.
#include "core/catalog/CatalogLoader.h"
#include "core/plan/PlanReader.h"
#include "core/refresh/CatalogRefresh.h"
#include "core/rules/RuleEngine.h"

#include <QTest>

using namespace tpuplan;

namespace {

const QString kData = QStringLiteral(TPUPLAN_TEST_DATA "/refresh");
const QDate kToday(2026, 11, 26);

CatalogRefreshResult refreshSample()
{
    return CatalogRefresh::refreshFiles({kData + QStringLiteral("/machine-types.json"), kData + QStringLiteral("/server-config.json")},
                                        Catalog::builtIn(), kToday);
}

QStringList describe(const QList<ZoneChange> &changes)
{
    QStringList out;
    for (const ZoneChange &c : changes)
        out.append(QStringLiteral("%1/%2/%3").arg(c.tpu, c.machineType, c.zone));
    return out;
}

QStringList rulesOf(const Findings &findings)
{
    QStringList rules;
    for (const Finding &f : findings)
        rules.append(f.rule);
    return rules;
}

} // namespace

class TestCatalogRefresh : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void differencesAreFound()
    {
        const CatalogRefreshResult result = refreshSample();
        QVERIFY2(result.problems.isEmpty(), qPrintable(result.problems.value(0).toString()));
        QCOMPARE(describe(result.zonesAdded),
                 (QStringList{QStringLiteral("v6e//us-west1-c"), QStringLiteral("v3/ct3-hightpu-4t/us-central1-f")}));
        QCOMPARE(result.unknownMachineTypes.size(), 1);
        QCOMPARE(result.unknownMachineTypes.first().name, QStringLiteral("tpu9x-standard-4t"));
        // The listing shows v6e in us-east5-a/b and us-west1-c only: the catalog's other v6e
        // zones are reported for a person to look at.
        QVERIFY(describe(result.zonesMissing).contains(QStringLiteral("v6e//europe-west4-a")));
        QVERIFY(!describe(result.zonesMissing).contains(QStringLiteral("v6e//us-east5-a")));
        QVERIFY(result.needsReview());
        QCOMPARE(result.channels.size(), 3);
        QCOMPARE(result.channels.at(1).channel, QStringLiteral("REGULAR"));
        QCOMPARE(result.channels.at(1).defaultVersion, QStringLiteral("1.34.4-gke.1047000"));
        QCOMPARE(result.defaultVersion, QStringLiteral("1.34.4-gke.1047000"));
        QCOMPARE(result.unknownMinors, QStringList{QStringLiteral("1.36")});
    }

    void overlayLoadsAndANewZoneValidates()
    {
        const CatalogRefreshResult result = refreshSample();
        const QByteArray overlay = result.overlayYaml();
        QVERIFY(overlay.contains("extends: built-in"));
        QVERIFY(overlay.contains("asOf: \"2026-11-26\""));
        QVERIFY(!overlay.contains("tpu9x")); // unknown machine types stay out
        const CatalogLoadResult loaded = CatalogLoader::loadBytes(overlay, QStringLiteral("team.yaml"));
        QVERIFY(loaded.catalog);
        QVERIFY(loaded.problems.isEmpty());
        QVERIFY(loaded.conflicts.isEmpty());
        const Catalog &merged = *loaded.catalog;
        QVERIFY(merged.tpu(QStringLiteral("v6e"))->zones.contains(QStringLiteral("us-west1-c")));
        QCOMPARE(merged.tpu(QStringLiteral("v6e"))->zonesSource, QStringLiteral("gcloudListing"));
        QCOMPARE(merged.sourceTitle(QStringLiteral("gcloudListing")).left(28), QStringLiteral("gcloud listing, 2026-11-26 ("));
        QCOMPARE(merged.asOf, QStringLiteral("2026-11-26"));

        const PlanLoadResult plan = PlanReader::readFile(kData + QStringLiteral("/west-newly-listed.tpuplan.yaml"));
        QVERIFY(plan.isPlan());
        QVERIFY(rulesOf(RuleEngine::evaluate(plan.plan, Catalog::builtIn())).contains(QStringLiteral("zone-unavailable")));
        QVERIFY(!hasErrors(RuleEngine::evaluate(plan.plan, merged)));
    }

    void aListingOfEveryCatalogZoneChangesNothing()
    {
        GcloudListing listing;
        listing.hasMachineTypes = true;
        for (const TpuVersion &tpu : Catalog::builtIn().tpus) {
            for (const MachineType &machineType : tpu.machineTypes)
                listing.zonesOfMachineType[machineType.name] = machineType.zonesOr(tpu.zones);
        }
        const CatalogRefreshResult result = CatalogRefresh::compare(listing, Catalog::builtIn(), kToday);
        QVERIFY(result.zonesAdded.isEmpty());
        QVERIFY(result.zonesMissing.isEmpty());
        QVERIFY(result.unknownMachineTypes.isEmpty());
        QVERIFY(!result.needsReview());
        QVERIFY(CatalogLoader::loadBytes(result.overlayYaml(), QStringLiteral("team.yaml")).catalog);
    }

    void otherFilesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::newRow("a cluster") << QByteArray("\n{\"name\": \"c\", \"nodePools\": []}\n") << 2;
        QTest::newRow("broken") << QByteArray("[\n  {\"name\": \"ct6e-standard-4t\",\n") << 3;
        QTest::newRow("machine types without zones") << QByteArray("[{\"name\": \"ct6e-standard-4t\"}]") << 1;
    }

    void otherFilesAreRefused()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        GcloudListing listing;
        ImportProblem problem;
        QVERIFY(!GcloudListingReader::readBytes(text, QStringLiteral("x.json"), &listing, &problem));
        QCOMPARE(problem.line, line);
        QVERIFY(problem.column > 0);
    }
};

QTEST_GUILESS_MAIN(TestCatalogRefresh)
#include "tst_catalogrefresh.moc"
