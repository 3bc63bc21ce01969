// SPDX-License-Identifier: GPL-3.0-or-later
// The bad-input corpus: every broken plan gives a clear message naming the line or the field,
// never a crash or a hang. Expectations sit beside each file (`NN-name.expect`).
#include "core/catalog/Catalog.h"
#include "core/plan/PlanReader.h"
#include "core/report/FindingsReport.h"
#include "core/rules/RuleEngine.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTest>

using namespace tpuplan;

class TestBadInput : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void corpus_data()
    {
        QTest::addColumn<QString>("path");
        QDir dir(QStringLiteral(TPUPLAN_TEST_DATA "/bad"));
        const QStringList files = dir.entryList({QStringLiteral("*.tpuplan.yaml")});
        QVERIFY(files.size() >= 20);
        for (const QString &name : files)
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }
    void corpus()
    {
        QFETCH(QString, path);
        QFile expect(QString(path).replace(QStringLiteral(".tpuplan.yaml"), QStringLiteral(".expect")));
        QVERIFY(expect.open(QIODevice::ReadOnly));
        int exitCode = 1;
        int line = 0;
        QString field;
        for (const QByteArray &raw : expect.readAll().split('\n')) {
            const QString text = QString::fromUtf8(raw).trimmed();
            const qsizetype colon = text.indexOf(QLatin1Char(':'));
            if (colon < 0)
                continue;
            const QString key = text.left(colon).trimmed();
            const QString value = text.mid(colon + 1).trimmed();
            if (key == QLatin1String("exit"))
                exitCode = value.toInt();
            else if (key == QLatin1String("line"))
                line = value.toInt();
            else if (key == QLatin1String("field"))
                field = value;
        }
        const PlanLoadResult result = PlanReader::readFile(path);
        if (exitCode == 2)
            QCOMPARE(result.status, PlanLoadResult::Status::NotYaml);
        else
            QCOMPARE(result.status, PlanLoadResult::Status::Loaded);
        QVERIFY(hasErrors(result.findings));
        bool matched = false;
        QStringList lines;
        for (const Finding &f : result.findings) {
            lines.append(FindingsReport::line(path, f));
            if (!f.isError())
                continue;
            QVERIFY(!f.message.isEmpty());
            QCOMPARE(f.rule, QStringLiteral("plan-invalid"));
            const bool lineOk = line == 0 || f.line == line;
            const bool fieldOk = field.isEmpty() || f.field.startsWith(field);
            matched = matched || (lineOk && fieldOk);
        }
        QVERIFY2(matched, qPrintable(lines.join(QLatin1Char('\n'))));
    }

    // Random damage to a valid plan never crashes and always ends in findings or a plan.
    void mutatedPlansNeverCrash()
    {
        QFile file(QStringLiteral(":/examples/v5p-multislice-reservation.tpuplan.yaml"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray original = file.readAll();
        const char noise[] = {'{', '}', '[', ']', ':', '-', '&', '*', '!', '|', '>', '\t', '\n', '"', '\'', '#', '%', '@', '`', 'x', '0', '\0'};
        quint32 seed = 12345;
        auto next = [&seed] {
            seed = seed * 1664525u + 1013904223u;
            return seed >> 8;
        };
        QElapsedTimer timer;
        timer.start();
        for (int round = 0; round < 400; ++round) {
            QByteArray damaged = original;
            const int edits = 1 + int(next() % 4);
            for (int e = 0; e < edits; ++e) {
                const int at = int(next() % quint32(damaged.size()));
                switch (next() % 3) {
                case 0:
                    damaged[at] = noise[next() % sizeof(noise)];
                    break;
                case 1:
                    damaged.remove(at, 1 + int(next() % 8));
                    break;
                default:
                    damaged.insert(at, noise[next() % sizeof(noise)]);
                    break;
                }
            }
            const PlanLoadResult result = PlanReader::readBytes(damaged);
            if (result.status == PlanLoadResult::Status::Loaded && !hasErrors(result.findings))
                RuleEngine::evaluate(result.plan, Catalog::builtIn());
            else
                QVERIFY(!result.findings.isEmpty());
        }
        QVERIFY2(timer.elapsed() < 60000, "mutated plans took suspiciously long");
    }

    void deepNestingRefused()
    {
        QByteArray deep = "apiVersion: tpu-planner/v1\nkind: Plan\nmetadata: {name: x, lol: ";
        deep += QByteArray(5000, '[');
        deep += QByteArray(5000, ']');
        deep += "}\n";
        const PlanLoadResult result = PlanReader::readBytes(deep);
        QVERIFY(hasErrors(result.findings));
    }

    void hugeFileRefused()
    {
        QByteArray big = "apiVersion: tpu-planner/v1\nkind: Plan\nmetadata:\n  description: \"";
        big += QByteArray(5 * 1024 * 1024, 'a');
        big += "\"\n";
        const PlanLoadResult result = PlanReader::readBytes(big);
        QCOMPARE(result.status, PlanLoadResult::Status::NotYaml);
    }
};

QTEST_GUILESS_MAIN(TestBadInput)
#include "tst_badinput.moc"
