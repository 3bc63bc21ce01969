// SPDX-License-Identifier: GPL-3.0-or-later
// The bad-input corpus: every broken plan gives a clear message naming the line or the field,
// never a crash or a hang. Expectations sit beside each file (`NN-name.expect`).
#include "core/catalog/Catalog.h"
#include "core/common/YamlDocument.h"
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

    // Deep nesting is refused with the limit, the line and the field, before yaml-cpp recurses
    // (its own guard said only "bad file"); 100,000 levels must not crash it.
    void deepNestingRefused_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<int>("line");
        const QByteArray head = "apiVersion: tpu-planner/v1\nkind: Plan\nmetadata:\n  name: x\n  lol: ";
        for (const int levels : {YamlDocument::kMaxDepth + 1, 300, 5000, 100000}) {
            QTest::newRow(qPrintable(QStringLiteral("flow %1").arg(levels)))
                << head + QByteArray(levels, '[') + QByteArray(levels, ']') + "\n" << 5;
            QByteArray block = head + "\n    ";
            for (int i = 0; i < levels; ++i)
                block += "- ";
            QTest::newRow(qPrintable(QStringLiteral("block %1").arg(levels))) << block + "x\n" << 6;
        }
        QByteArray alias = head + "&a " + QByteArray(60, '[') + QByteArray(60, ']') + "\n  more: " + QByteArray(60, '[') + "*a"
                           + QByteArray(60, ']') + "\n";
        QTest::newRow("through an alias") << alias << 6;
    }
    void deepNestingRefused()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(int, line);
        const PlanLoadResult result = PlanReader::readBytes(yaml);
        QCOMPARE(result.status, PlanLoadResult::Status::NotYaml);
        QCOMPARE(result.findings.size(), 1);
        const Finding &f = result.findings.first();
        QVERIFY2(f.message.contains(QStringLiteral("more than %1 levels").arg(YamlDocument::kMaxDepth)), qPrintable(f.message));
        QCOMPARE(f.line, line);
        QVERIFY2(f.field.startsWith(QLatin1String("metadata.")), qPrintable(f.field));
    }

    void nestingBelowTheLimitLoads()
    {
        const int levels = YamlDocument::kMaxDepth - 2; // the document and metadata are levels too
        const QByteArray yaml = "apiVersion: tpu-planner/v1\nkind: Plan\nmetadata:\n  name: x\n  lol: " + QByteArray(levels, '[')
                                + QByteArray(levels, ']') + "\n";
        const YamlDocument doc = YamlDocument::parse(yaml, QStringLiteral("plan-invalid"));
        QVERIFY2(!doc.isSyntaxError(), qPrintable(doc.problems().value(0).message));
    }

    // Aliases are counted, not values: a long plan written out is no alias bomb.
    void manyPoolsWithoutAliasesLoad()
    {
        QByteArray yaml = "apiVersion: tpu-planner/v1\nkind: Plan\nmetadata: {name: big}\n"
                          "cluster: {name: big, mode: standard, region: us-central1, version: 1.31.5-gke.1000000}\npools:\n";
        for (int i = 0; i < 4000; ++i) {
            yaml += QStringLiteral("  - name: pool-%1\n    tpu: v5e\n    machineType: ct5lp-hightpu-4t\n    topology: 2x4\n"
                                   "    zone: us-central1-a\n    autoscaling: {enabled: true, minNodes: 0, maxNodes: 2}\n"
                                   "    workload: {image: img, command: [python3, train.py], cpu: \"8\", memory: 16Gi}\n")
                        .arg(i)
                        .toUtf8();
        }
        const PlanLoadResult result = PlanReader::readBytes(yaml);
        QVERIFY2(result.isPlan(), qPrintable(result.findings.value(0).message));
        QCOMPARE(result.plan.pools.size(), 4000);
    }

    // A repeated key is found however large the mapping (a set of keys, not a list searched
    // for each), with its path and place, and only the repeat is reported.
    void repeatedKeysInLargeMappings()
    {
        QByteArray yaml;
        for (int i = 0; i < 20000; ++i)
            yaml += "price-" + QByteArray::number(i) + ": " + QByteArray::number(i) + "\n";
        yaml += "price-7: 8\nnested:\n  a: 1\n  b: [{c: 1, d: 2, c: 3}]\n";
        const YamlDocument doc = YamlDocument::parse(yaml, QStringLiteral("prices-invalid"));
        QVERIFY(!doc.isSyntaxError());
        QCOMPARE(doc.problems().size(), 2);
        const Finding &top = doc.problems().at(0);
        QCOMPARE(top.rule, QStringLiteral("prices-invalid"));
        QCOMPARE(top.field, QStringLiteral("price-7"));
        QCOMPARE(top.line, 20001);
        QCOMPARE(top.column, 1);
        QVERIFY2(top.message.contains(QLatin1String("'price-7' appears twice")), qPrintable(top.message));
        const Finding &inner = doc.problems().at(1);
        QCOMPARE(inner.field, QStringLiteral("nested.b[0].c"));
        QCOMPARE(inner.line, 20004);
        QCOMPARE(inner.column, 20);
    }

    // An alias bomb says which limit it hit.
    void aliasBombNamesTheLimit()
    {
        const PlanLoadResult result = PlanReader::readFile(QStringLiteral(TPUPLAN_TEST_DATA "/bad/26-alias-bomb.tpuplan.yaml"));
        QCOMPARE(result.findings.size(), 1);
        QVERIFY2(result.findings.first().message.contains(QString::number(YamlDocument::kMaxAliasValues)), qPrintable(result.findings.first().message));
        QVERIFY(result.findings.first().message.contains(QLatin1String("alias")));
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
