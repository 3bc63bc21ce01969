// SPDX-License-Identifier: GPL-3.0-or-later
// A team's catalog that holds only its changes (`extends: built-in`), merged onto the built-in
// catalog: additions keep their sources, replaced values are reported, unsourced changes refused.
#include "core/catalog/Catalog.h"
#include "core/catalog/CatalogLoader.h"

#include <QTest>

using namespace tpuplan;

namespace {

const MachineType *machineType(const Catalog &catalog, const QString &name)
{
    const Catalog::MachineTypeRef ref = catalog.findMachineType(name);
    return ref.machineType;
}

QStringList rulesOf(const Findings &findings)
{
    QStringList rules;
    for (const Finding &f : findings)
        rules.append(f.rule + QLatin1Char(' ') + f.field);
    return rules;
}

} // namespace

class TestCatalogOverlay : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void contractPriceForIronwood()
    {
        // TPU7x has no public price; a team adds its contract price with its own source.
        const QByteArray team = "extends: built-in\n"
                                "asOf: \"2026-11-20\"\n"
                                "sources:\n"
                                "  contract: {title: \"Our TPU7x contract, 2026\", trust: A, date: \"2026-11-15\"}\n"
                                "tpus:\n"
                                "  - id: tpu7x\n"
                                "    prices:\n"
                                "      regions:\n"
                                "        - {region: us-central1, onDemand: 9.5, spot: null, commit1y: 7.0, commit3y: null, source: contract}\n";
        const CatalogLoadResult result = CatalogLoader::loadBytes(team, QStringLiteral("team.yaml"));
        QVERIFY2(result.catalog, qPrintable(rulesOf(result.problems).join(QLatin1Char('\n'))));
        QVERIFY(result.mergedOntoBuiltIn);
        QVERIFY2(result.conflicts.isEmpty(), qPrintable(rulesOf(result.conflicts).join(QLatin1Char('\n'))));
        const RegionPrice *price = result.catalog->price(QStringLiteral("tpu7x"), QStringLiteral("us-central1"));
        QVERIFY(price);
        QCOMPARE(price->onDemand.value_or(0), 9.5);
        QVERIFY(!price->spot);
        QCOMPARE(price->source, QStringLiteral("contract"));
        QCOMPARE(result.catalog->asOf, QStringLiteral("2026-11-20"));
        // Everything else is the built-in catalog, sources included.
        QCOMPARE(result.catalog->tpuIds(), Catalog::builtIn().tpuIds());
        QCOMPARE(*result.catalog->price(QStringLiteral("v6e"), QStringLiteral("us-east5")),
                 *Catalog::builtIn().price(QStringLiteral("v6e"), QStringLiteral("us-east5")));
        QVERIFY(result.catalog->sources.contains(QStringLiteral("gpuhunt")));
        QVERIFY(result.catalog->sources.contains(QStringLiteral("contract")));
    }

    // Thousands of team sources and prices merge as a few do (the merge indexes the built-in
    // entries once instead of searching them for each team entry).
    void manyEntriesMergeLikeFew()
    {
        QByteArray team = "extends: built-in\nsources:\n";
        for (int i = 0; i < 3000; ++i)
            team += "  team-" + QByteArray::number(i) + ": {title: \"Contract " + QByteArray::number(i) + "\", trust: A}\n";
        team += "  gpuhunt: {title: \"Renamed by the team\"}\n";
        team += "tpus:\n  - id: tpu7x\n    prices:\n      regions:\n"
                "        - {region: us-central1, onDemand: 9.5, spot: null, commit1y: null, commit3y: null, source: team-1}\n"
                "        - {region: us-east5, onDemand: 9.75, spot: null, commit1y: null, commit3y: null, source: team-2999}\n";
        const CatalogLoadResult result = CatalogLoader::loadBytes(team, QStringLiteral("team.yaml"));
        QVERIFY2(result.catalog, qPrintable(rulesOf(result.problems).join(QLatin1Char('\n'))));
        for (int i = 0; i < 3000; ++i)
            QVERIFY(result.catalog->sources.contains(QStringLiteral("team-%1").arg(i)));
        QCOMPARE(result.catalog->sources.size(), Catalog::builtIn().sources.size() + 3000);
        QCOMPARE(rulesOf(result.conflicts), QStringList{QStringLiteral("catalog-conflict sources.gpuhunt.title")});
        QCOMPARE(result.conflicts.constFirst().line, 3003);
        QCOMPARE(result.catalog->price(QStringLiteral("tpu7x"), QStringLiteral("us-east5"))->onDemand.value_or(0), 9.75);
        QCOMPARE(result.catalog->price(QStringLiteral("tpu7x"), QStringLiteral("us-central1"))->source, QStringLiteral("team-1"));
    }

    void newZoneIsAdded()
    {
        const QByteArray team = "extends: built-in\n"
                                "sources:\n"
                                "  ourTam: {title: \"Account team e-mail, 2026-11-18\", trust: B}\n"
                                "tpus:\n"
                                "  - id: v6e\n"
                                "    zones:\n"
                                "      values: [us-west1-c]\n"
                                "      source: ourTam\n";
        const CatalogLoadResult result = CatalogLoader::loadBytes(team, QStringLiteral("team.yaml"));
        QVERIFY2(result.catalog, qPrintable(rulesOf(result.problems).join(QLatin1Char('\n'))));
        const TpuVersion *v6e = result.catalog->tpu(QStringLiteral("v6e"));
        QVERIFY(v6e->zones.contains(QStringLiteral("us-west1-c")));
        for (const QString &zone : Catalog::builtIn().tpu(QStringLiteral("v6e"))->zones)
            QVERIFY2(v6e->zones.contains(zone), qPrintable(zone));
        QCOMPARE(v6e->zonesSource, QStringLiteral("ourTam"));
        // The source changed with the list; that is a replacement worth telling.
        QVERIFY(result.conflicts.isEmpty());
    }

    void replacedValueIsReported()
    {
        const QByteArray team = "extends: built-in\n"
                                "sources:\n"
                                "  release: {title: \"GKE release notes 2026-11\", trust: A}\n"
                                "tpus:\n"
                                "  - id: v6e\n"
                                "    standard:\n"
                                "      - machineType: ct6e-standard-4t\n"
                                "        minGkeVersion: 1.32.0-gke.100\n"
                                "        source: release\n";
        const CatalogLoadResult result = CatalogLoader::loadBytes(team, QStringLiteral("team.yaml"));
        QVERIFY2(result.catalog, qPrintable(rulesOf(result.problems).join(QLatin1Char('\n'))));
        QCOMPARE(machineType(*result.catalog, QStringLiteral("ct6e-standard-4t"))->minGkeVersion.toString(),
                 QStringLiteral("1.32.0-gke.100"));
        QCOMPARE(machineType(*result.catalog, QStringLiteral("ct6e-standard-4t"))->source, QStringLiteral("release"));
        QCOMPARE(result.conflicts.size(), 1);
        const Finding &conflict = result.conflicts.constFirst();
        QCOMPARE(conflict.rule, QStringLiteral("catalog-conflict"));
        QCOMPARE(conflict.severity, Severity::Warning);
        QCOMPARE(conflict.field, QStringLiteral("tpus[v6e].standard[ct6e-standard-4t].minGkeVersion"));
        QCOMPARE(conflict.line, 8); // in the team's file
        const QString builtInVersion =
            machineType(Catalog::builtIn(), QStringLiteral("ct6e-standard-4t"))->minGkeVersion.toString();
        QVERIFY2(conflict.message.contains(builtInVersion), qPrintable(conflict.message));
        QVERIFY2(conflict.message.contains(QStringLiteral("release")), qPrintable(conflict.message));
    }

    void changeWithoutSourceIsRefused()
    {
        const QByteArray team = "extends: built-in\n"
                                "tpus:\n"
                                "  - id: v6e\n"
                                "    standard:\n"
                                "      - machineType: ct6e-standard-4t\n"
                                "        chipsPerVm: 8\n";
        const CatalogLoadResult result = CatalogLoader::loadBytes(team, QStringLiteral("team.yaml"));
        QVERIFY(!result.catalog);
        QVERIFY2(rulesOf(result.problems).contains(QStringLiteral("catalog-invalid tpus[v6e].standard[ct6e-standard-4t]")),
                 qPrintable(rulesOf(result.problems).join(QLatin1Char('\n'))));
    }

    void newPriceWithoutSourceIsRefused()
    {
        const QByteArray team = "extends: built-in\n"
                                "tpus:\n"
                                "  - id: tpu7x\n"
                                "    prices:\n"
                                "      regions:\n"
                                "        - {region: us-central1, onDemand: 9.5, spot: null, commit1y: null, commit3y: null}\n";
        const CatalogLoadResult result = CatalogLoader::loadBytes(team, QStringLiteral("team.yaml"));
        QVERIFY(!result.catalog);
        QVERIFY2(rulesOf(result.problems).contains(QStringLiteral("catalog-invalid tpus[tpu7x].prices.regions[us-central1]")),
                 qPrintable(rulesOf(result.problems).join(QLatin1Char('\n'))));
    }

    void brokenTeamValueIsCheckedLikeAnyCatalog()
    {
        // The merged catalog goes through the schema: a bad topology in the team file is refused.
        const QByteArray team = "extends: built-in\n"
                                "sources:\n"
                                "  x: {title: \"x\", trust: C}\n"
                                "tpus:\n"
                                "  - id: v5e\n"
                                "    standard:\n"
                                "      - machineType: ct5lp-hightpu-4t\n"
                                "        topologies: [9by9]\n"
                                "        source: x\n";
        const CatalogLoadResult result = CatalogLoader::loadBytes(team, QStringLiteral("team.yaml"));
        QVERIFY(!result.catalog);
        QVERIFY(!result.problems.isEmpty());
    }

    void fileWithoutExtendsIsAWholeCatalog()
    {
        const CatalogLoadResult result = CatalogLoader::loadBytes("sources: {}\n", QStringLiteral("team.yaml"));
        QVERIFY(!result.catalog);
        QVERIFY(!result.mergedOntoBuiltIn);
    }
};

QTEST_GUILESS_MAIN(TestCatalogOverlay)
#include "tst_catalogoverlay.moc"
