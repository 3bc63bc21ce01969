// SPDX-License-Identifier: GPL-3.0-or-later
// Recovering a crashed session's work: Recover / Discard / Later, and a recovered copy that
// survives a second crash (it stays, rewritten at once, until the plan is saved or discarded).
#include "tests/ui/UiTestHelpers.h"
#include "tests/ui/app/DialogAnswers.h"

#include "ui/app/LanguageManager.h"
#include "ui/app/MainWindow.h"
#include "ui/app/DocumentController.h"
#include "ui/document/Autosaver.h"
#include "ui/document/PlanDocument.h"

#include "core/plan/PlanReader.h"
#include "core/plan/PlanWriter.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace tpuplan;
using namespace tpuplan::test;

namespace {

const QDateTime kCrashTime(QDate(2025, 1, 1), QTime(10, 0), Qt::UTC);

/// What a crashed session leaves behind: the plan (an example renamed `cluster`), its info,
/// and no live lock. Returns the plan file.
QString leaveOrphan(const QString &id, const QString &cluster, const QString &original)
{
    const QString dir = Autosaver::recoveryDirectory();
    QDir().mkpath(dir);
    Plan plan = PlanReader::readFile(example("v5e-16x16-standard.tpuplan.yaml")).plan;
    plan.cluster.name = cluster;
    const QString path = dir + QLatin1Char('/') + id + QStringLiteral(".tpuplan.yaml");
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(PlanWriter::toYaml(plan)) < 0)
        return QString();
    QFile info(dir + QLatin1Char('/') + id + QStringLiteral(".json"));
    if (!info.open(QIODevice::WriteOnly))
        return QString();
    info.write(QJsonDocument(QJsonObject{{QStringLiteral("original"), original},
                                         {QStringLiteral("savedAt"), kCrashTime.toString(Qt::ISODate)}})
                   .toJson());
    return path;
}

/// What a crashed session of this version leaves: the copy's size and checksum beside it. Then
/// the copy is cut just before its last pool, as a disk or a careless hand may leave it.
QString leaveCutOrphan(const QString &id, const QString &original)
{
    const QString dir = Autosaver::recoveryDirectory();
    QDir().mkpath(dir);
    const QByteArray text = PlanWriter::toYaml(PlanReader::readFile(original).plan);
    const QString path = dir + QLatin1Char('/') + id + QStringLiteral(".tpuplan.yaml");
    QFile file(path);
    const QByteArray cut = text.left(text.lastIndexOf("\n  - name:") + 1);
    if (!file.open(QIODevice::WriteOnly) || file.write(cut) != cut.size())
        return QString();
    QFile info(dir + QLatin1Char('/') + id + QStringLiteral(".json"));
    if (!info.open(QIODevice::WriteOnly))
        return QString();
    const QString sum = QString::fromLatin1(QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex());
    info.write(QJsonDocument(QJsonObject{{QStringLiteral("original"), original},
                                         {QStringLiteral("savedAt"), kCrashTime.toString(Qt::ISODate)},
                                         {QStringLiteral("bytes"), double(text.size())},
                                         {QStringLiteral("sha256"), sum}})
                   .toJson());
    return path;
}

QStringList orphanPaths()
{
    QStringList paths;
    for (const Autosaver::Recovery &recovery : Autosaver::orphans())
        paths.append(recovery.recoveryPath);
    return paths;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestRecovery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { isolateSettings(); }
    void init() { QDir(Autosaver::recoveryDirectory()).removeRecursively(); }

    void recoveredWorkIsKeptUntilSaved()
    {
        QTemporaryDir dir;
        const QString original = dir.filePath(QStringLiteral("work.tpuplan.yaml"));
        QVERIFY(QFile::copy(example("v5e-16x16-standard.tpuplan.yaml"), original));
        const QString copy = leaveOrphan(QStringLiteral("crashed"), QStringLiteral("recovered-work"), original);
        MainWindow window(Catalog::builtIn());
        DialogAnswers answers({QStringLiteral("Recover")});
        window.documents()->offerRecovery();
        QCOMPARE(answers.offered().size(), 1);
        QStringList offered = answers.offered().constFirst();
        offered.sort(); // the style orders the buttons
        QCOMPARE(offered, (QStringList{QStringLiteral("Discard"), QStringLiteral("Later"), QStringLiteral("Recover")}));
        QCOMPARE(window.document()->plan().cluster.name, QStringLiteral("recovered-work"));
        QCOMPARE(window.document()->filePath(), original);
        QVERIFY(window.document()->isModified());

        // The copy is this session's now, written again at once: a second crash finds it.
        QVERIFY(QFile::exists(copy));
        QCOMPARE(readAll(copy), PlanWriter::toYaml(window.document()->plan()));
        const QList<Autosaver::Recovery> none = Autosaver::orphans();
        QVERIFY(none.isEmpty()); // locked by this live session
        const QJsonObject info = QJsonDocument::fromJson(readAll(QString(copy).replace(QLatin1String(".tpuplan.yaml"), QLatin1String(".json")))).object();
        QVERIFY(QDateTime::fromString(info.value(QStringLiteral("savedAt")).toString(), Qt::ISODate) > kCrashTime);

        // Saved: the copy has done its work.
        QVERIFY(window.documents()->save());
        QVERIFY(!QFile::exists(copy));
        QCOMPARE(PlanReader::readFile(original).plan.cluster.name, QStringLiteral("recovered-work"));
    }

    void discardDeletesAndLaterKeeps()
    {
        const QString discarded = leaveOrphan(QStringLiteral("discard-me"), QStringLiteral("a"), QString());
        {
            MainWindow window(Catalog::builtIn());
            DialogAnswers answers({QStringLiteral("Discard")});
            window.documents()->offerRecovery();
            QCOMPARE(answers.titles().size(), 1);
        }
        QVERIFY(!QFile::exists(discarded));
        const QString kept = leaveOrphan(QStringLiteral("keep-me"), QStringLiteral("b"), QString());
        {
            MainWindow window(Catalog::builtIn());
            DialogAnswers answers({QStringLiteral("Later")});
            window.documents()->offerRecovery();
            QVERIFY(!window.document()->isModified());
        }
        QCOMPARE(orphanPaths(), QStringList{kept});
    }

    // The prompt names the application and says the date in the chosen language: neither
    // "TPU Planner" nor an English date in a Vietnamese or German window.
    void thePromptSpeaksTheChosenLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("vi") << QStringLiteral("vi");
        QTest::newRow("de") << QStringLiteral("de");
    }

    void thePromptSpeaksTheChosenLanguage()
    {
        QFETCH(QString, language);
        LanguageManager languages;
        QVERIFY(languages.setLanguage(language, false));
        const QString appName = QGuiApplication::applicationDisplayName();
        QVERIFY(appName != QLatin1String("TPU Planner"));
        leaveOrphan(QStringLiteral("speak"), QStringLiteral("a"), QString());
        QStringList texts;
        {
            MainWindow window(Catalog::builtIn(), &languages);
            DialogAnswers answers({}); // Escape: Later
            window.documents()->offerRecovery();
            texts = answers.texts();
        }
        QVERIFY(languages.setLanguage(QStringLiteral("en"), false));
        QCOMPARE(texts.size(), 1);
        QVERIFY2(!texts.constFirst().contains(QLatin1String("TPU Planner")), qPrintable(texts.constFirst()));
        QVERIFY2(texts.constFirst().contains(appName), qPrintable(texts.constFirst()));
        QLocale chosen(language);
        const QString date = chosen.toString(kCrashTime.toLocalTime().date(), QLocale::ShortFormat);
        QVERIFY2(texts.constFirst().contains(date), qPrintable(texts.constFirst() + QStringLiteral(" / ") + date));
    }

    void cancelKeepsTheSecondCopy()
    {
        const QString first = leaveOrphan(QStringLiteral("first"), QStringLiteral("first-work"), QString());
        const QString second = leaveOrphan(QStringLiteral("second"), QStringLiteral("second-work"), QString());
        MainWindow window(Catalog::builtIn());
        // Recover one, then the other: the unsaved-changes prompt for the first says Cancel.
        DialogAnswers answers({QStringLiteral("Recover"), QStringLiteral("Recover"), QStringLiteral("Cancel")});
        window.documents()->offerRecovery();
        QVERIFY(answers.allUsed());
        QCOMPARE(answers.titles().last(), QStringLiteral("Unsaved changes"));
        const QString shown = window.document()->plan().cluster.name;
        QVERIFY2(shown == QLatin1String("first-work") || shown == QLatin1String("second-work"), qPrintable(shown));
        const QString other = shown == QLatin1String("first-work") ? second : first;
        QVERIFY(QFile::exists(first));
        QVERIFY(QFile::exists(second));
        QCOMPARE(orphanPaths(), QStringList{other}); // offered again at the next start
    }

    // A copy cut short still reads as a (smaller) plan: it must never be opened under the
    // original's name, where Ctrl+S would replace the original with it.
    void aCutCopyIsOfferedAsDamagedNeverAsTheOriginal()
    {
        QTemporaryDir dir;
        const QString original = dir.filePath(QStringLiteral("work.tpuplan.yaml"));
        QVERIFY(QFile::copy(example("v6e-mixed-pools-standard.tpuplan.yaml"), original));
        const QByteArray before = readAll(original);
        const QString copy = leaveCutOrphan(QStringLiteral("cut"), original);
        QVERIFY(!copy.isEmpty());
        // The trap: it reads as a correct plan, one pool short.
        QVERIFY(PlanReader::readFile(copy).isPlan());
        QCOMPARE(PlanReader::readFile(copy).plan.pools.size() + 1, PlanReader::readFile(original).plan.pools.size());

        MainWindow window(Catalog::builtIn());
        DialogAnswers answers({QStringLiteral("Open as Untitled")});
        window.documents()->offerRecovery();
        QCOMPARE(answers.titles(), QStringList{QStringLiteral("Damaged recovery copy")});
        QVERIFY2(answers.texts().constFirst().contains(QLatin1String("that were written")), qPrintable(answers.texts().constFirst()));
        QStringList offered = answers.offered().constFirst();
        offered.sort();
        QCOMPARE(offered, (QStringList{QStringLiteral("Discard"), QStringLiteral("Later"), QStringLiteral("Open as Untitled")}));
        QVERIFY(window.document()->filePath().isEmpty()); // Untitled: saving asks for a name
        QVERIFY(window.document()->isModified());
        QCOMPARE(readAll(original), before);
        QVERIFY(QFile::exists(copy)); // kept until the user discards it
    }

    void aCopyThatIsNotAPlanCanOnlyBeKeptOrDiscarded()
    {
        const QString copy = leaveOrphan(QStringLiteral("garbled"), QStringLiteral("x"), QString());
        QFile file(copy);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("cluster: {name: [unclosed\n");
        file.close();
        {
            MainWindow window(Catalog::builtIn());
            DialogAnswers answers({QStringLiteral("Later")});
            window.documents()->offerRecovery();
            QCOMPARE(answers.titles(), QStringList{QStringLiteral("Damaged recovery copy")});
            QStringList offered = answers.offered().constFirst();
            offered.sort();
            QCOMPARE(offered, (QStringList{QStringLiteral("Discard"), QStringLiteral("Later")}));
            QVERIFY(!window.document()->isModified());
        }
        QCOMPARE(orphanPaths(), QStringList{copy});
    }

    void aDamagedInfoFileForgetsTheOriginal()
    {
        QTemporaryDir dir;
        const QString original = dir.filePath(QStringLiteral("work.tpuplan.yaml"));
        QVERIFY(QFile::copy(example("v5e-16x16-standard.tpuplan.yaml"), original));
        const QString copy = leaveOrphan(QStringLiteral("lost-info"), QStringLiteral("y"), original);
        QFile info(QString(copy).replace(QLatin1String(".tpuplan.yaml"), QLatin1String(".json")));
        QVERIFY(info.open(QIODevice::WriteOnly | QIODevice::Truncate));
        info.write("{\"original\": \"");
        info.close();
        const QList<Autosaver::Recovery> found = Autosaver::orphans();
        QCOMPARE(found.size(), 1);
        QVERIFY(!found.constFirst().damage.isEmpty());
        QVERIFY(found.constFirst().originalPath.isEmpty());
    }
};

QTEST_MAIN(TestRecovery)
#include "tst_recovery.moc"
