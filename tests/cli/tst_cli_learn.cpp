// SPDX-License-Identifier: GPL-3.0-or-later
// `tpu-plan glossary` and `tpu-plan lesson` as an instructor uses them: the glossary's JSON in
// each language, a term by name, an unknown term; `lesson list` with readable start plans;
// `lesson check` on ten trainees' plans in one command (exit 1 until every plan meets every goal,
// 0 then), a lesson file of the instructor's own, and exit 2 for what cannot be read.
#include "tests/cli/CliRun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kLessons = QStringLiteral(TPUPLAN_SOURCE_DIR "/resources/lessons");
const QString kSolutions = QStringLiteral(TPUPLAN_TEST_DATA "/lessons");

QJsonObject json(const CliRun &run)
{
    return QJsonDocument::fromJson(run.out).object();
}

QByteArray read(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestCliLearn : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void glossaryInEachLanguage()
    {
        QTemporaryDir home;
        QStringList seen;
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("it"), QStringLiteral("vi")}) {
            const CliRun run = CliRun::run(home.path(), {QStringLiteral("glossary"), QStringLiteral("--lang"), language,
                                                         QStringLiteral("--format"), QStringLiteral("json")});
            QCOMPARE(run.exitCode, 0);
            const QJsonObject object = json(run);
            QCOMPARE(object.value(QStringLiteral("lang")).toString(), language);
            const QJsonArray terms = object.value(QStringLiteral("terms")).toArray();
            QVERIFY(terms.size() >= 40);
            for (const QJsonValue &term : terms) {
                QVERIFY(!term[QStringLiteral("term")].toString().isEmpty());
                QVERIFY(!term[QStringLiteral("definition")].toString().isEmpty());
                QVERIFY(term[QStringLiteral("related")].isArray());
            }
            QJsonValue nodePool;
            for (const QJsonValue &term : terms) {
                if (term[QStringLiteral("id")].toString() == QLatin1String("node-pool"))
                    nodePool = term;
            }
            seen.append(nodePool[QStringLiteral("definition")].toString());
            // The plan fields a term explains (F1 in the window opens it), the same in every language.
            QCOMPARE(nodePool[QStringLiteral("fields")].toArray(), QJsonArray{QStringLiteral("podsPerNode")});
        }
        seen.removeDuplicates();
        QCOMPARE(seen.size(), 4); // four languages, four texts
    }

    void oneTermByName()
    {
        QTemporaryDir home;
        CliRun run = CliRun::run(home.path(), {QStringLiteral("glossary"), QStringLiteral("Torus")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith("Torus\n"));
        QVERIFY(run.out.contains("Why it matters"));
        run = CliRun::run(home.path(), {QStringLiteral("glossary"), QStringLiteral("no-such-term-at-all")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains("no glossary entry"));
        run = CliRun::run(home.path(), {QStringLiteral("glossary"), QStringLiteral("a"), QStringLiteral("b")});
        QCOMPARE(run.exitCode, 2);
    }

    void lessonListGivesReadableStartPlans()
    {
        QTemporaryDir home;
        const CliRun run = CliRun::run(home.path(), {QStringLiteral("lesson"), QStringLiteral("list"), QStringLiteral("--format"),
                                                     QStringLiteral("json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray lessons = json(run).value(QStringLiteral("lessons")).toArray();
        QCOMPARE(lessons.size(), 9);
        for (const QJsonValue &lesson : lessons) {
            QVERIFY(!lesson[QStringLiteral("id")].toString().isEmpty());
            QVERIFY(!lesson[QStringLiteral("title")].toString().isEmpty());
            const QString start = lesson[QStringLiteral("startPlan")].toString();
            QVERIFY2(read(start).startsWith("apiVersion: tpu-planner/v1"), qPrintable(start));
        }
    }

    void tenPlansInOneCommand()
    {
        // A room of ten: seven solved the torus lesson, three did not yet.
        QTemporaryDir room;
        const QByteArray solved = read(kSolutions + QStringLiteral("/torus.solution.tpuplan.yaml"));
        const QByteArray started = read(kLessons + QStringLiteral("/torus.start.tpuplan.yaml"));
        QStringList plans;
        for (int i = 0; i < 10; ++i) {
            const QString name = QStringLiteral("trainee-%1.tpuplan.yaml").arg(i);
            QFile file(room.filePath(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(i < 7 ? solved : started);
            plans.append(name);
        }
        CliRun run = CliRun::run(room.path(), QStringList{QStringLiteral("lesson"), QStringLiteral("check"), QStringLiteral("torus")} + plans
                                                  + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(run.exitCode, 1);
        const QJsonObject object = json(run);
        QCOMPARE(object.value(QStringLiteral("lesson")).toString(), QStringLiteral("torus"));
        const QJsonArray results = object.value(QStringLiteral("results")).toArray();
        QCOMPARE(results.size(), 10);
        int passed = 0;
        for (const QJsonValue &result : results) {
            passed += result[QStringLiteral("passed")].toBool() ? 1 : 0;
            for (const QJsonValue &goal : result[QStringLiteral("goals")].toArray()) {
                QVERIFY(!goal[QStringLiteral("id")].toString().isEmpty());
                if (!goal[QStringLiteral("met")].toBool())
                    QVERIFY(!goal[QStringLiteral("hint")].toString().isEmpty());
            }
        }
        QCOMPARE(passed, 7);
        QCOMPARE(results.at(9)[QStringLiteral("plan")].toString(), QStringLiteral("trainee-9.tpuplan.yaml"));
        // Once everyone is done: exit 0.
        run = CliRun::run(room.path(), {QStringLiteral("lesson"), QStringLiteral("check"), QStringLiteral("torus"), plans.first(), plans.at(1)});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("every goal met"));
    }

    void instructorsOwnLessonAndErrors()
    {
        QTemporaryDir room;
        QFile::copy(kLessons + QStringLiteral("/torus.start.tpuplan.yaml"), room.filePath(QStringLiteral("start.tpuplan.yaml")));
        QFile lesson(room.filePath(QStringLiteral("mine.lesson.yaml")));
        QVERIFY(lesson.open(QIODevice::WriteOnly));
        lesson.write("kind: Lesson\nid: mine\ntitle: Stay small\nstory: Keep the plan under 40 chips.\n"
                     "startPlan: start.tpuplan.yaml\ngoals:\n  - {id: small, chips: {atMost: 40}, text: At most 40 chips, hint: Use 2x4x4}\n");
        lesson.close();
        CliRun run = CliRun::run(room.path(), {QStringLiteral("lesson"), QStringLiteral("check"), QStringLiteral("mine.lesson.yaml"),
                                               QStringLiteral("start.tpuplan.yaml")});
        QCOMPARE(run.exitCode, 0);
        run = CliRun::run(room.path(), {QStringLiteral("lesson"), QStringLiteral("check"), QStringLiteral("nope"), QStringLiteral("start.tpuplan.yaml")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("neither a built-in lesson"));
        run = CliRun::run(room.path(), {QStringLiteral("lesson"), QStringLiteral("check"), QStringLiteral("torus"), QStringLiteral("missing.tpuplan.yaml")});
        QCOMPARE(run.exitCode, 2);
        run = CliRun::run(room.path(), {QStringLiteral("lesson"), QStringLiteral("check"), QStringLiteral("torus")});
        QCOMPARE(run.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliLearn)
#include "tst_cli_learn.moc"
