// SPDX-License-Identifier: GPL-3.0-or-later
// A pool on a future reservation in calendar mode (capacity: calendar), with the fixture
// catalog: the plan keeps its window, the rules judge zone and length, gcloud.sh requests the
// reservation and creates the node pool that consumes it, the quota summary counts no chips for
// it, and the README explains it. Figures are worked by hand in the comments.
#include "tests/FixtureCatalog.h"
#include "core/catalog/Catalog.h"
#include "core/export/CalendarReservation.h"
#include "core/export/ExportBundle.h"
#include "core/export/ExportPool.h"
#include "core/export/GcloudScriptExporter.h"
#include "core/export/QuotaSummary.h"
#include "core/plan/PlanReader.h"
#include "core/plan/PlanWriter.h"
#include "core/rules/RuleEngine.h"

#include <QTest>

using namespace tpuplan;

namespace {

// train: v6e 4x4 on ct6e-standard-4t = 4 VMs x 4 chips = 16 chips, in zz-north1-a (the
// fixture's calendar-mode zone for batch work), 14 days from 2027-01-04.
const char *kPlan = R"(apiVersion: tpu-planner/v1
kind: Plan
metadata: {name: cal}
cluster: {name: cal, mode: standard, region: zz-north1, version: 1.35.0-gke.3047000}
pools:
  - name: train
    tpu: v6e
    machineType: ct6e-standard-4t
    topology: 4x4
    zone: %1
    capacity: calendar
    reservation: {name: cal-a, affinity: specific, startTime: "%2", durationDays: %3}
    workload: {kind: %4, image: img, command: [python3, train.py], cpu: "100", memory: 100Gi}
)";

PlanLoadResult load(const QString &zone = QStringLiteral("zz-north1-a"), const QString &start = QStringLiteral("2027-01-04T00:00:00Z"),
                    int days = 14, const QString &kind = QStringLiteral("JobSet"))
{
    return PlanReader::readBytes(QString::fromUtf8(kPlan).arg(zone, start).arg(days).arg(kind).toUtf8());
}

Plan plan()
{
    const PlanLoadResult loaded = load();
    if (!loaded.isPlan())
        qFatal("plan does not load");
    return loaded.plan;
}

QStringList rulesOf(const Plan &p)
{
    QStringList ids;
    for (const Finding &f : RuleEngine::evaluate(p, fixture::catalog()))
        ids << f.rule;
    return ids;
}

} // namespace

class TestCalendarReservation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void planKeepsItsWindow()
    {
        const Plan p = plan();
        QCOMPARE(p.pools[0].reservation->startTime, QStringLiteral("2027-01-04T00:00:00Z"));
        QCOMPARE(p.pools[0].reservation->durationDays, std::optional<int>(14));
        const QByteArray saved = PlanWriter::toYaml(p);
        QVERIFY2(saved.contains("startTime: 2027-01-04T00:00:00Z") || saved.contains("startTime: \"2027-01-04T00:00:00Z\""), saved.constData());
        QVERIFY(saved.contains("durationDays: 14"));
        QVERIFY(PlanReader::readBytes(saved).plan.pools[0].reservation == p.pools[0].reservation);
        QCOMPARE(CalendarReservation::endTime(p.pools[0]).toUTC().toString(Qt::ISODate), QStringLiteral("2027-01-18T00:00:00Z"));
    }

    void startTimeMustBeUtc()
    {
        const PlanLoadResult loaded = load(QStringLiteral("zz-north1-a"), QStringLiteral("2027-01-04 09:00"));
        bool named = false;
        for (const Finding &f : loaded.findings)
            named = named || (f.severity == Severity::Error && f.field == QStringLiteral("pools[0].reservation.startTime"));
        QVERIFY(named);
    }

    void rulesJudgeZoneLengthAndSay()
    {
        const QStringList valid = rulesOf(plan());
        QVERIFY2(!valid.contains(QStringLiteral("calendar-mode")) && !valid.contains(QStringLiteral("calendar-duration")),
                 qPrintable(valid.join(QLatin1Char(','))));
        QVERIFY(valid.contains(QStringLiteral("calendar-preview")));
        QVERIFY(valid.contains(QStringLiteral("calendar-no-quota")));
        // Serving has its own zone in the fixture (zz-north1-b): a Deployment in zz-north1-a is refused.
        QVERIFY(rulesOf(load(QStringLiteral("zz-north1-a"), QStringLiteral("2027-01-04T00:00:00Z"), 14, QStringLiteral("Deployment")).plan)
                    .contains(QStringLiteral("calendar-mode")));
        QVERIFY(!rulesOf(load(QStringLiteral("zz-north1-b"), QStringLiteral("2027-01-04T00:00:00Z"), 14, QStringLiteral("Deployment")).plan)
                     .contains(QStringLiteral("calendar-mode")));
        QVERIFY(rulesOf(load(QStringLiteral("zz-north1-a"), QStringLiteral("2027-01-04T00:00:00Z"), 0).plan).contains(QStringLiteral("calendar-duration")));
    }

    void gcloudRequestsThenConsumes()
    {
        const Plan p = plan();
        const Catalog &catalog = fixture::catalog();
        const QString script = QString::fromUtf8(GcloudScriptExporter::script(p, ExportPool::derive(p, catalog), catalog));
        const qsizetype request = script.indexOf(QStringLiteral("gcloud beta compute future-reservations create cal-a"));
        QVERIFY2(request > 0, qPrintable(script));
        for (const char *flag : {"--zone=zz-north1-a", "--tpu-version=V6E", "--chip-count=16", "--workload-type=BATCH",
                                 "--start-time=2027-01-04T00:00:00Z", "--end-time=2027-01-18T00:00:00Z", "--reservation-mode=CALENDAR",
                                 "--auto-delete-auto-created-reservations", "--require-specific-reservation"})
            QVERIFY2(script.indexOf(QString::fromLatin1(flag), request) > request, flag);
        const qsizetype guard = script.indexOf(QStringLiteral("if gcloud compute reservations describe cal-a"));
        const qsizetype pool = script.indexOf(QStringLiteral("gcloud container node-pools create train"));
        QVERIFY(request < guard && guard < pool);
        QVERIFY(script.indexOf(QStringLiteral("--reservation-affinity=specific"), pool) > pool);
        QVERIFY(script.indexOf(QStringLiteral("--reservation=cal-a"), pool) > pool);
        QVERIFY(script.indexOf(QStringLiteral("\nfi\n"), pool) > pool);
    }

    // gcloud knows no TPU7x value for --tpu-version (gcloud 528): the script says where to ask
    // instead of writing a command gcloud would refuse.
    void tpu7xRequestIsLeftToTheConsole()
    {
        const char *ironwood = R"(apiVersion: tpu-planner/v1
kind: Plan
metadata: {name: cal}
cluster: {name: cal, mode: standard, region: us-central1, version: 1.35.0-gke.3047000}
pools:
  - {name: train, tpu: tpu7x, machineType: tpu7x-standard-4t, topology: 2x2x1, zone: us-central1-c, capacity: calendar,
     reservation: {name: cal-i, affinity: specific, startTime: "2027-01-04T00:00:00Z", durationDays: 7}}
)";
        const PlanLoadResult loaded = PlanReader::readBytes(ironwood);
        QVERIFY(loaded.isPlan());
        const Catalog &catalog = Catalog::builtIn();
        QVERIFY(!RuleEngine::evaluate(loaded.plan, catalog).isEmpty());
        for (const Finding &f : RuleEngine::evaluate(loaded.plan, catalog))
            QVERIFY2(f.rule != QLatin1String("calendar-mode"), qPrintable(f.message));
        const QString script = QString::fromUtf8(GcloudScriptExporter::script(loaded.plan, ExportPool::derive(loaded.plan, catalog), catalog));
        QVERIFY2(script.contains(QStringLiteral("gcloud lists no --tpu-version value for tpu7x")), qPrintable(script));
        QVERIFY(!script.contains(QStringLiteral("future-reservations create")));
        QVERIFY(script.contains(QStringLiteral("--reservation=cal-i")));
    }

    void quotaAndReadme()
    {
        const Plan p = plan();
        const Catalog &catalog = fixture::catalog();
        for (const QuotaNeed &n : QuotaSummary::needs(p, ExportPool::derive(p, catalog), catalog))
            QVERIFY2(n.kind != QuotaNeed::Kind::TpuChips, qPrintable(n.name));
        const QString readme = QString::fromUtf8(BundleReadme::build(p, QStringLiteral("cal.tpuplan.yaml"), {}, {}, catalog));
        QVERIFY2(readme.contains(QStringLiteral("Pools on a calendar-mode reservation (`train`) need no TPU quota")), qPrintable(readme));
        QVERIFY(readme.contains(QStringLiteral("## Calendar-mode reservations")));
        QVERIFY2(readme.contains(QStringLiteral("| `train` | `cal-a` | zz-north1-a | 16 | BATCH | 2027-01-04T00:00:00Z to "
                                                "2027-01-18T00:00:00Z (14 day(s)) |")), // untranslated: English plurals come from the .ts
                 qPrintable(readme));
    }
};

QTEST_GUILESS_MAIN(TestCalendarReservation)
#include "tst_calendarreservation.moc"
