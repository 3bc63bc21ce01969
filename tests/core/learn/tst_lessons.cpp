// SPDX-License-Identifier: GPL-3.0-or-later
// Training lessons: the nine built-in lessons load, speak the four languages, start from a plan
// that misses their goals and are solved by a plan a trainee can make (tests/data/lessons); each
// kind of goal is evaluated over the core's facts; a broken lesson is refused with its line.
#include "core/catalog/Catalog.h"
#include "core/learn/Glossary.h"
#include "core/learn/Lesson.h"
#include "core/plan/PlanReader.h"

#include <QFile>
#include <QStandardPaths>
#include <QRegularExpression>
#include <QTest>

using namespace tpuplan;

namespace {

const QString kSolutions = QStringLiteral(TPUPLAN_TEST_DATA "/lessons");

QList<GoalResult> check(const Lesson &lesson, const QString &planFile)
{
    const PlanLoadResult loaded = PlanReader::readFile(planFile);
    if (loaded.status != PlanLoadResult::Status::Loaded)
        qFatal("a lesson plan does not load");
    return Lessons::check(lesson, loaded.plan, loaded.findings, Catalog::builtIn(), QStringLiteral("en"));
}

QStringList unmet(const QList<GoalResult> &results)
{
    QStringList ids;
    for (const GoalResult &r : results) {
        if (!r.met)
            ids.append(r.id + QStringLiteral(" (") + r.detail + QLatin1Char(')'));
    }
    return ids;
}

void requireLanguages(const LessonText &text, const QString &where)
{
    for (const QString &language : Glossary::languages()) {
        QVERIFY2(!text.byLanguage.value(language).isEmpty(), qPrintable(where + QLatin1Char(' ') + language));
        if (language != QLatin1String("en"))
            QVERIFY2(text.byLanguage.value(language) != text.byLanguage.value(QStringLiteral("en")) || text.byLanguage.value(language).size() < 12,
                     qPrintable(where + QLatin1Char(' ') + language));
    }
}

} // namespace

class TestLessons : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void nineBuiltInLessonsInFourLanguages()
    {
        const QList<Lesson> &lessons = Lessons::builtIn();
        QStringList ids;
        for (const Lesson &lesson : lessons)
            ids.append(lesson.id);
        QCOMPARE(ids, (QStringList{QStringLiteral("zones"), QStringLiteral("versions"), QStringLiteral("atomic-autoscaling"),
                                   QStringLiteral("v5e-split"), QStringLiteral("multislice"), QStringLiteral("reservations-vs-spot"),
                                   QStringLiteral("torus"), QStringLiteral("ironwood"), QStringLiteral("serve-70b")}));
        for (const Lesson &lesson : lessons) {
            requireLanguages(lesson.title, lesson.id + QStringLiteral(" title"));
            requireLanguages(lesson.story, lesson.id + QStringLiteral(" story"));
            QVERIFY(lesson.goals.size() >= 3);
            for (const LessonGoal &goal : lesson.goals) {
                requireLanguages(goal.text, lesson.id + QLatin1Char(' ') + goal.id + QStringLiteral(" text"));
                requireLanguages(goal.hint, lesson.id + QLatin1Char(' ') + goal.id + QStringLiteral(" hint"));
            }
        }
    }

    void startPlanMissesAndSolutionMeetsEveryGoal_data()
    {
        QTest::addColumn<QString>("id");
        for (const Lesson &lesson : Lessons::builtIn())
            QTest::newRow(qPrintable(lesson.id)) << lesson.id;
    }

    void startPlanMissesAndSolutionMeetsEveryGoal()
    {
        QFETCH(QString, id);
        const std::optional<Lesson> lesson = Lessons::find(id, nullptr);
        QVERIFY(lesson);
        QVERIFY(!unmet(check(*lesson, lesson->startPlan)).isEmpty());
        const QStringList missed = unmet(check(*lesson, kSolutions + QLatin1Char('/') + id + QStringLiteral(".solution.tpuplan.yaml")));
        QVERIFY2(missed.isEmpty(), qPrintable(missed.join(QStringLiteral(", "))));
    }

    void costGoalHasTwoWaysOut()
    {
        // Spot or a reservation with a 3-year commitment: both are under the budget.
        const std::optional<Lesson> lesson = Lessons::find(QStringLiteral("reservations-vs-spot"), nullptr);
        QVERIFY(lesson);
        QVERIFY(unmet(check(*lesson, kSolutions + QStringLiteral("/reservations-vs-spot.spot-solution.tpuplan.yaml"))).isEmpty());
    }

    void everyKindOfGoal()
    {
        const QByteArray text = "apiVersion: tpu-planner/v1\nkind: Lesson\nid: kinds\ntitle: Kinds\nstory: Every kind\n"
                                "startPlan: " TPUPLAN_SOURCE_DIR "/resources/examples/v5p-multislice-reservation.tpuplan.yaml\n"
                                "goals:\n"
                                "  - {id: valid, valid: true, text: t}\n"
                                "  - {id: mode, mode: autopilot, text: t}\n"
                                "  - {id: tpu, tpu: v5p, text: t}\n"
                                "  - {id: chips, chips: {atLeast: 256, atMost: 256}, text: t}\n"
                                "  - {id: torus, torus: true, text: t}\n"
                                "  - {id: hourly, hourlyCost: {below: 10}, text: t}\n"
                                "  - {id: monthly, monthlyCost: {below: 10000000}, text: t}\n"
                                "  - {id: note, finding: {rule: maintenance, present: true}, text: t}\n"
                                "  - {id: quota, finding: {rule: quota, present: false, pool: v5p-256}, text: t}\n";
        Findings problems;
        const std::optional<Lesson> lesson = Lessons::read(text, QStringLiteral("kinds.lesson.yaml"), &problems);
        QVERIFY2(lesson, problems.isEmpty() ? "" : qPrintable(problems.first().message));
        const QList<GoalResult> results = check(*lesson, lesson->startPlan);
        QStringList met;
        for (const GoalResult &r : results)
            met.append(r.id + (r.met ? QStringLiteral("+") : QStringLiteral("-")));
        // The example: Standard, two v5p 4x4x8 slices (256 chips, whole cubes: tori), about 750 USD
        // an hour, a maintenance note, no quota problem.
        QCOMPARE(met, (QStringList{QStringLiteral("valid+"), QStringLiteral("mode-"), QStringLiteral("tpu+"), QStringLiteral("chips+"),
                                   QStringLiteral("torus+"), QStringLiteral("hourly-"), QStringLiteral("monthly+"), QStringLiteral("note+"),
                                   QStringLiteral("quota+")}));
        QVERIFY(results.at(3).detail.startsWith(QStringLiteral("256 chip")));
        // Amounts as the language writes numbers: the German window says 547.500,00, not 547500.00.
        const QLocale previous;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        const QString monthly = check(*lesson, lesson->startPlan).at(6).detail;
        QLocale::setDefault(previous);
        QVERIFY2(QRegularExpression(QStringLiteral("^\\d{1,3}(\\.\\d{3})+,\\d\\d USD")).match(monthly).hasMatch(),
                 qPrintable(monthly));
    }

    void brokenLessonsAreRefusedWithTheirLine()
    {
        const QByteArray text = "kind: Lesson\ntitle: T\nstory: S\nstartPlan: nowhere.tpuplan.yaml\ngoals:\n"
                                "  - {id: a, finding: {rule: no-such-rule}, text: t}\n"
                                "  - {id: b, valid: true, tpu: v5e, text: t}\n"
                                "  - {id: c, chips: {}, text: t}\n";
        Findings problems;
        QVERIFY(!Lessons::read(text, QStringLiteral("/tmp/x.lesson.yaml"), &problems));
        QStringList found;
        for (const Finding &f : problems)
            found.append(QStringLiteral("%1:%2").arg(f.field).arg(f.line));
        QVERIFY2(found.contains(QStringLiteral("goals[0].finding.rule:6")), qPrintable(found.join(QLatin1Char(' '))));
        QVERIFY2(found.contains(QStringLiteral("goals[1]:7")), qPrintable(found.join(QLatin1Char(' '))));
        QVERIFY2(found.contains(QStringLiteral("goals[2].chips:8")), qPrintable(found.join(QLatin1Char(' '))));
        QVERIFY2(found.contains(QStringLiteral("startPlan:4")), qPrintable(found.join(QLatin1Char(' '))));
        QVERIFY(!Lessons::read("kind: Plan\n", QStringLiteral("p.yaml"), &problems));
    }

    void startPlansBecomeReadableFiles()
    {
        const Lesson &lesson = Lessons::builtIn().first();
        QVERIFY(lesson.startPlan.startsWith(QLatin1Char(':')));
        QString error;
        const QString path = Lessons::startPlanFile(lesson, &error);
        QVERIFY2(!path.isEmpty(), qPrintable(error));
        QFile copy(path);
        QVERIFY(copy.open(QIODevice::ReadOnly));
        QFile original(lesson.startPlan);
        QVERIFY(original.open(QIODevice::ReadOnly));
        QCOMPARE(copy.readAll(), original.readAll());
    }
};

QTEST_GUILESS_MAIN(TestLessons)
#include "tst_lessons.moc"
