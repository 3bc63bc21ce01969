// SPDX-License-Identifier: GPL-3.0-or-later
// PlanDiff on an example plan and edited copies of it: the same plan (also reformatted and
// commented) compares as the same; pools added and removed; pool and cluster fields changed
// field by field with the plan's paths; totals from the cost calculator; findings introduced
// and resolved, and not when only a pool's index moves; the review bundle's unified diffs with
// their @@ headers; DiffReport's JSON shape.
#include "core/diff/DiffReport.h"
#include "core/diff/PlanDiff.h"
#include "core/cost/CostCalculator.h"
#include "core/plan/PlanReader.h"
#include "core/plan/PlanWriter.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace tpuplan;

namespace {

const QString kExample = QStringLiteral(TPUPLAN_SOURCE_DIR "/resources/examples/v6e-mixed-pools-standard.tpuplan.yaml");

PlanSide side(const QString &name, const PlanLoadResult &loaded)
{
    return {name, loaded.plan, loaded.findings};
}

PlanLoadResult example()
{
    return PlanReader::readFile(kExample);
}

PlanDiffResult compare(const PlanLoadResult &a, const PlanLoadResult &b)
{
    return PlanDiff::compare(side(QStringLiteral("a.yaml"), a), side(QStringLiteral("b.yaml"), b), Catalog::builtIn());
}

const BundleFileDiff *bundleFile(const PlanDiffResult &diff, const QString &file)
{
    for (const BundleFileDiff &entry : diff.bundle) {
        if (entry.file == file)
            return &entry;
    }
    return nullptr;
}

QStringList rules(const Findings &findings)
{
    QStringList out;
    for (const Finding &finding : findings)
        out.append(finding.rule + QLatin1Char(' ') + finding.pool);
    return out;
}

} // namespace

class TestPlanDiff : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        const PlanLoadResult loaded = example();
        QVERIFY(loaded.isPlan());
        QCOMPARE(loaded.plan.pools.size(), 3);
        QCOMPARE(loaded.plan.pools[1].name, QStringLiteral("batch-8t"));
    }

    void samePlanIsSame()
    {
        const PlanDiffResult diff = compare(example(), example());
        QVERIFY(diff.same());
        QVERIFY(diff.poolsAdded.isEmpty() && diff.poolsRemoved.isEmpty() && diff.poolsChanged.isEmpty());
        QVERIFY(diff.planFields.isEmpty() && diff.introduced.isEmpty() && diff.resolved.isEmpty() && diff.bundle.isEmpty());
        QCOMPARE(diff.totals.chipsFrom, diff.totals.chipsTo);
        QCOMPARE(diff.totals.chipsFrom, 25);
    }

    void reformattedPlanIsSame()
    {
        // Comments and the layout move every finding's line; the plan is the same.
        QFile file(kExample);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray reformatted = "# reviewed\n\n\n" + file.readAll().replace("pools:\n", "# the pools\npools:\n\n");
        const PlanLoadResult b = PlanReader::readBytes(reformatted);
        QVERIFY(b.isPlan());
        const PlanDiffResult diff = compare(example(), b);
        QVERIFY2(diff.same(), qPrintable(DiffReport::toText(diff)));
    }

    void poolAdded()
    {
        const PlanLoadResult a = example();
        PlanLoadResult b = example();
        Pool extra = b.plan.pools[0];
        extra.name = QStringLiteral("dev-2");
        b.plan.pools.append(extra);
        const PlanDiffResult diff = compare(a, b);
        QVERIFY(!diff.same());
        QCOMPARE(diff.poolsAdded, QStringList{QStringLiteral("dev-2")});
        QVERIFY(diff.poolsRemoved.isEmpty());
        QVERIFY(diff.poolsChanged.isEmpty());
        QCOMPARE(diff.totals.chipsTo, diff.totals.chipsFrom + 1);
        QCOMPARE(*diff.totals.nodesTo, *diff.totals.nodesFrom + 1);
        const BundleFileDiff *manifest = bundleFile(diff, QStringLiteral("manifests/dev-2.yaml"));
        QVERIFY(manifest);
        QVERIFY(manifest->diff.startsWith(QStringLiteral("--- /dev/null\n+++ b/manifests/dev-2.yaml\n@@ -0,0 +1,")));
    }

    void poolRemoved()
    {
        const PlanLoadResult a = example();
        PlanLoadResult b = example();
        b.plan.pools.removeAt(1);
        const PlanDiffResult diff = compare(a, b);
        QCOMPARE(diff.poolsRemoved, QStringList{QStringLiteral("batch-8t")});
        QVERIFY(diff.poolsAdded.isEmpty());
        QVERIFY(diff.poolsChanged.isEmpty()); // train-4x4 moved from pools[2] to pools[1]: not a change
        QCOMPARE(diff.totals.chipsTo, diff.totals.chipsFrom - 8);
        const BundleFileDiff *manifest = bundleFile(diff, QStringLiteral("manifests/batch-8t.yaml"));
        QVERIFY(manifest);
        QVERIFY(manifest->diff.startsWith(QStringLiteral("--- a/manifests/batch-8t.yaml\n+++ /dev/null\n@@ -1,")));
        // The flex-start queue warning of train-4x4 moved index with its pool; it is neither new nor gone.
        QVERIFY2(diff.introduced.isEmpty(), qPrintable(rules(diff.introduced).join(QLatin1Char(','))));
        QVERIFY2(diff.resolved.isEmpty(), qPrintable(rules(diff.resolved).join(QLatin1Char(','))));
    }

    void duplicateNamesMatchInOrder()
    {
        // Not a valid plan (pool-name-duplicate), but it must still compare sensibly.
        PlanLoadResult a = example();
        a.plan.pools.append(a.plan.pools[0]);
        PlanLoadResult b = a;
        b.plan.pools[3].usage->hoursPerMonth = 10;
        const PlanDiffResult diff = compare(a, b);
        QVERIFY(diff.poolsAdded.isEmpty() && diff.poolsRemoved.isEmpty());
        QCOMPARE(diff.poolsChanged.size(), 1);
        QCOMPARE(diff.poolsChanged[0].fields.size(), 1);
        QCOMPARE(diff.poolsChanged[0].fields[0].path, QStringLiteral("pools[3].usage.hoursPerMonth"));
        for (const BundleFileDiff &file : diff.bundle)
            QVERIFY2(!file.diff.contains(QStringLiteral("/dev/null")), qPrintable(file.diff));

        PlanLoadResult fewer = a;
        fewer.plan.pools.removeAt(3);
        const PlanDiffResult removed = compare(a, fewer);
        QCOMPARE(removed.poolsRemoved, QStringList{QStringLiteral("dev-1t")});
        QVERIFY(removed.poolsChanged.isEmpty());
    }

    void poolFieldsChanged()
    {
        const PlanLoadResult a = example();
        PlanLoadResult b = example();
        Pool &pool = b.plan.pools[1];
        pool.topology = QStringLiteral("2x2");
        pool.zone = QStringLiteral("us-east5-b");
        pool.capacity = QStringLiteral("spot");
        pool.smt.reset();
        pool.podsPerNode = 2;
        const PlanDiffResult diff = compare(a, b);
        QCOMPARE(diff.poolsChanged.size(), 1);
        QCOMPARE(diff.poolsChanged[0].name, QStringLiteral("batch-8t"));
        QStringList seen;
        for (const FieldChange &c : diff.poolsChanged[0].fields)
            seen.append(QStringLiteral("%1|%2|%3|%4").arg(c.field, c.path, DiffReport::valueText(c.from), DiffReport::valueText(c.to)));
        const QStringList expected{
            QStringLiteral("topology|pools[1].topology|2x4|2x2"),
            QStringLiteral("zone|pools[1].zone|us-east5-a|us-east5-b"),
            QStringLiteral("capacity|pools[1].capacity|on-demand|spot"),
            QStringLiteral("smt|pools[1].smt|1|(not set)"),
            QStringLiteral("podsPerNode|pools[1].podsPerNode|(not set)|2"),
        };
        QCOMPARE(seen, expected);
        QCOMPARE(diff.poolsChanged[0].fields[3].from, QJsonValue(1)); // numbers stay numbers
        QVERIFY(diff.poolsChanged[0].fields[3].to.isNull());
        QVERIFY(diff.planFields.isEmpty());
        QCOMPARE(diff.totals.chipsTo, diff.totals.chipsFrom - 4);
    }

    void workloadAndUsageFields()
    {
        const PlanLoadResult a = example();
        PlanLoadResult b = example();
        b.plan.pools[2].usage->hoursPerMonth = 200;
        b.plan.pools[2].workload->command = QStringList{QStringLiteral("python3"), QStringLiteral("train2.py")};
        const PlanDiffResult diff = compare(a, b);
        QCOMPARE(diff.poolsChanged.size(), 1);
        const QList<FieldChange> &fields = diff.poolsChanged[0].fields;
        QCOMPARE(fields.size(), 2);
        QCOMPARE(fields[0].field, QStringLiteral("workload.command"));
        QCOMPARE(fields[0].to, QJsonValue(QJsonArray{QStringLiteral("python3"), QStringLiteral("train2.py")}));
        QCOMPARE(fields[1].field, QStringLiteral("usage.hoursPerMonth"));
        QCOMPARE(fields[1].from, QJsonValue(168));
        QCOMPARE(fields[1].to, QJsonValue(200));
    }

    void clusterFieldChanged()
    {
        const PlanLoadResult a = example();
        PlanLoadResult b = example();
        b.plan.cluster.name = QStringLiteral("trillium-two");
        b.plan.metadata.description.clear();
        const PlanDiffResult diff = compare(a, b);
        QVERIFY(diff.poolsChanged.isEmpty());
        QCOMPARE(diff.planFields.size(), 2);
        QCOMPARE(diff.planFields[0].field, QStringLiteral("metadata.description"));
        QVERIFY(diff.planFields[0].to.isNull());
        QCOMPARE(diff.planFields[1].field, QStringLiteral("cluster.name"));
        QCOMPARE(diff.planFields[1].path, QStringLiteral("cluster.name"));
        QCOMPARE(diff.planFields[1].from, QJsonValue(QStringLiteral("trillium-team")));
        QCOMPARE(diff.planFields[1].to, QJsonValue(QStringLiteral("trillium-two")));
        QVERIFY(diff.totals.same());
        const BundleFileDiff *gcloud = bundleFile(diff, QStringLiteral("gcloud.sh"));
        QVERIFY(gcloud);
        QVERIFY(gcloud->diff.contains(QStringLiteral("\n+")) && gcloud->diff.contains(QStringLiteral("trillium-two")));
    }

    void findingsIntroducedAndResolved()
    {
        const PlanLoadResult good = example();
        PlanLoadResult bad = example();
        bad.plan.pools[1].topology = QStringLiteral("2x2");
        const PlanDiffResult worse = compare(good, bad);
        QVERIFY(rules(worse.introduced).contains(QStringLiteral("topology-unsupported batch-8t")));
        QVERIFY(worse.resolved.isEmpty());
        for (const Finding &finding : worse.introduced)
            QCOMPARE(finding.field, QStringLiteral("pools[1].topology"));

        const PlanDiffResult better = compare(bad, good);
        QVERIFY(better.introduced.isEmpty());
        QCOMPARE(rules(better.resolved), rules(worse.introduced));
        const BundleFileDiff *findings = bundleFile(better, QStringLiteral("findings.json"));
        QVERIFY(findings);
        QVERIFY(findings->diff.contains(QStringLiteral("-                    \"rule\": \"topology-unsupported\",\n")));
    }

    void bundleHunkHeader()
    {
        const PlanLoadResult a = example();
        PlanLoadResult b = example();
        b.plan.pools[0].usage->hoursPerMonth = 100;
        // Where the changed line stands in the saved plan: the hunk starts 3 lines above it.
        const QList<QByteArray> lines = PlanWriter::toYaml(a.plan).split('\n');
        const qsizetype line = lines.indexOf(QByteArray("      hoursPerMonth: 220")) + 1;
        QVERIFY(line > 3);
        const PlanDiffResult diff = compare(a, b);
        const BundleFileDiff *plan = bundleFile(diff, QStringLiteral("plan.tpuplan.yaml"));
        QVERIFY(plan);
        const QString header = QStringLiteral("@@ -%1,7 +%1,7 @@\n").arg(line - 3);
        QVERIFY2(plan->diff.startsWith(QStringLiteral("--- a/plan.tpuplan.yaml\n+++ b/plan.tpuplan.yaml\n") + header),
                 qPrintable(plan->diff));
        QVERIFY(plan->diff.contains(QStringLiteral("\n-      hoursPerMonth: 220\n+      hoursPerMonth: 100\n")));
        // Cost follows: the monthly total changes, the hourly one does not.
        QCOMPARE(diff.totals.hourlyFrom, diff.totals.hourlyTo);
        QVERIFY(bundleFile(diff, QStringLiteral("cost.json")));
    }

    void totalsAreTheCalculatorsSelectedTotals()
    {
        // A plan whose every price is known, so the money totals are numbers.
        const PlanLoadResult a = PlanReader::readFile(QStringLiteral(TPUPLAN_SOURCE_DIR "/resources/examples/v5e-inference-standard.tpuplan.yaml"));
        QVERIFY(a.isPlan());
        PlanLoadResult b = a;
        b.plan.pools[0].usage = Usage{};
        b.plan.pools[0].usage->hoursPerMonth = 100;
        const PlanDiffResult diff = compare(a, b);
        const CostSummary before = CostCalculator::summarize(a.plan, Catalog::builtIn());
        const CostSummary after = CostCalculator::summarize(b.plan, Catalog::builtIn());
        QVERIFY(before.totalMonthly.selected && after.totalMonthly.selected);
        QCOMPARE(*diff.totals.hourlyFrom, CostCalculator::roundHourly(*before.totalHourly.selected));
        QCOMPARE(*diff.totals.monthlyFrom, CostCalculator::roundMonthly(*before.totalMonthly.selected));
        QCOMPARE(*diff.totals.monthlyTo, CostCalculator::roundMonthly(*after.totalMonthly.selected));
        QVERIFY(*diff.totals.monthlyTo != *diff.totals.monthlyFrom);
        QCOMPARE(diff.totals.currency, QStringLiteral("USD"));
    }

    void jsonShape()
    {
        const PlanLoadResult a = example();
        PlanLoadResult b = example();
        b.plan.pools[1].topology = QStringLiteral("2x2");
        b.plan.pools.removeAt(0);
        const QJsonObject json = DiffReport::toJson(compare(a, b));
        QCOMPARE(json.value(QStringLiteral("a")).toString(), QStringLiteral("a.yaml"));
        QCOMPARE(json.value(QStringLiteral("b")).toString(), QStringLiteral("b.yaml"));
        QCOMPARE(json.value(QStringLiteral("same")), QJsonValue(false));
        const QJsonObject pools = json.value(QStringLiteral("pools")).toObject();
        QCOMPARE(pools.value(QStringLiteral("added")).toArray(), QJsonArray());
        QCOMPARE(pools.value(QStringLiteral("removed")).toArray(), QJsonArray{QStringLiteral("dev-1t")});
        const QJsonObject changed = pools.value(QStringLiteral("changed")).toArray().first().toObject();
        QCOMPARE(changed.value(QStringLiteral("name")).toString(), QStringLiteral("batch-8t"));
        const QJsonObject field = changed.value(QStringLiteral("fields")).toArray().first().toObject();
        QCOMPARE(field.value(QStringLiteral("field")).toString(), QStringLiteral("topology"));
        QCOMPARE(field.value(QStringLiteral("path")).toString(), QStringLiteral("pools[0].topology"));
        QCOMPARE(field.value(QStringLiteral("from")).toString(), QStringLiteral("2x4"));
        QCOMPARE(field.value(QStringLiteral("to")).toString(), QStringLiteral("2x2"));
        const QJsonObject totals = json.value(QStringLiteral("totals")).toObject();
        for (const char *key : {"chips", "nodes", "hourly", "monthly"}) {
            const QJsonObject t = totals.value(QLatin1String(key)).toObject();
            QVERIFY2(t.contains(QStringLiteral("from")) && t.contains(QStringLiteral("to")), key);
        }
        QCOMPARE(totals.value(QStringLiteral("chips")).toObject().value(QStringLiteral("to")).toInt(), 20);
        QVERIFY(totals.value(QStringLiteral("hourly")).toObject().value(QStringLiteral("to")).isNull()); // flex-start: unknown
        const QJsonObject findings = json.value(QStringLiteral("findings")).toObject();
        const QJsonObject introduced = findings.value(QStringLiteral("introduced")).toArray().first().toObject();
        for (const char *key : {"rule", "pool", "field"})
            QVERIFY2(introduced.contains(QLatin1String(key)), key);
        QCOMPARE(findings.value(QStringLiteral("resolved")).toArray(), QJsonArray());
        const QJsonArray bundle = json.value(QStringLiteral("bundle")).toArray();
        QVERIFY(!bundle.isEmpty());
        for (const QJsonValue &entry : bundle) {
            const QString file = entry.toObject().value(QStringLiteral("file")).toString();
            const QString text = entry.toObject().value(QStringLiteral("diff")).toString();
            QVERIFY2(text.contains(QStringLiteral("+++ ")) && text.contains(QStringLiteral("\n@@ -")), qPrintable(file));
        }
    }
};

QTEST_GUILESS_MAIN(TestPlanDiff)
#include "tst_plandiff.moc"
