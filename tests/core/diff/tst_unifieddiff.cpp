// SPDX-License-Identifier: GPL-3.0-or-later
// UnifiedDiff: exact `diff -u` output for insertions, deletions, both, empty texts, a last line
// without a line break, hunks merging within 2 x context and splitting beyond it; and on random
// texts, an edit script that rebuilds the new text with as few edits as the LCS allows.
#include "core/diff/UnifiedDiff.h"

#include <QRandomGenerator>
#include <QTest>

#include <vector>

using tpuplan::UnifiedDiff;

namespace {

QByteArray numbered(int from, int to)
{
    QByteArray text;
    for (int i = from; i <= to; ++i)
        text += QByteArray::number(i) + '\n';
    return text;
}

/// Length of the longest common subsequence, by dynamic programming (the reference).
qsizetype lcs(const QList<QByteArray> &a, const QList<QByteArray> &b)
{
    std::vector<std::vector<qsizetype>> t(std::size_t(a.size() + 1), std::vector<qsizetype>(std::size_t(b.size() + 1), 0));
    for (qsizetype i = a.size() - 1; i >= 0; --i)
        for (qsizetype j = b.size() - 1; j >= 0; --j)
            t[std::size_t(i)][std::size_t(j)] = a[i] == b[j] ? t[std::size_t(i + 1)][std::size_t(j + 1)] + 1
                                                             : std::max(t[std::size_t(i + 1)][std::size_t(j)], t[std::size_t(i)][std::size_t(j + 1)]);
    return t[0][0];
}

} // namespace

class TestUnifiedDiff : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void equalTextsHaveNoDiff()
    {
        QCOMPARE(UnifiedDiff::diff("a\nb\n", "a\nb\n", QStringLiteral("a/f"), QStringLiteral("b/f")), QString());
        QCOMPARE(UnifiedDiff::diff({}, {}, QStringLiteral("a/f"), QStringLiteral("b/f")), QString());
    }

    void unified_data()
    {
        QTest::addColumn<QByteArray>("a");
        QTest::addColumn<QByteArray>("b");
        QTest::addColumn<QString>("expected");
        // Expected texts are what GNU diff -u writes for the same inputs.
        QTest::newRow("insertion") << numbered(1, 10) << QByteArray("1\n2\n3\n4\n5\nnew\n6\n7\n8\n9\n10\n")
                                   << QStringLiteral("--- a/f\n+++ b/f\n@@ -3,6 +3,7 @@\n 3\n 4\n 5\n+new\n 6\n 7\n 8\n");
        QTest::newRow("deletion") << numbered(1, 10) << QByteArray("1\n2\n3\n4\n6\n7\n8\n9\n10\n")
                                  << QStringLiteral("--- a/f\n+++ b/f\n@@ -2,7 +2,6 @@\n 2\n 3\n 4\n-5\n 6\n 7\n 8\n");
        QTest::newRow("both") << numbered(1, 6) << QByteArray("1\n2\nthree\n4\n5\n6\n")
                              << QStringLiteral("--- a/f\n+++ b/f\n@@ -1,6 +1,6 @@\n 1\n 2\n-3\n+three\n 4\n 5\n 6\n");
        QTest::newRow("insertion at the start") << numbered(1, 5) << QByteArray("0\n1\n2\n3\n4\n5\n")
                                                << QStringLiteral("--- a/f\n+++ b/f\n@@ -1,3 +1,4 @@\n+0\n 1\n 2\n 3\n");
        QTest::newRow("deletion at the end") << numbered(1, 5) << numbered(1, 4)
                                             << QStringLiteral("--- a/f\n+++ b/f\n@@ -2,4 +2,3 @@\n 2\n 3\n 4\n-5\n");
        QTest::newRow("one-line range") << QByteArray("x\n") << QByteArray("y\n")
                                        << QStringLiteral("--- a/f\n+++ b/f\n@@ -1 +1 @@\n-x\n+y\n");
        QTest::newRow("empty old text") << QByteArray() << QByteArray("a\nb\n")
                                        << QStringLiteral("--- a/f\n+++ b/f\n@@ -0,0 +1,2 @@\n+a\n+b\n");
        QTest::newRow("empty new text") << QByteArray("a\nb\n") << QByteArray()
                                        << QStringLiteral("--- a/f\n+++ b/f\n@@ -1,2 +0,0 @@\n-a\n-b\n");
        QTest::newRow("no newline at end, old") << QByteArray("a\nb") << QByteArray("a\nb\n")
                                                << QStringLiteral("--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n");
        QTest::newRow("no newline at end, both") << QByteArray("a\nb") << QByteArray("a\nc")
                                                 << QStringLiteral("--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n");
        QTest::newRow("two hunks") << numbered(1, 20) << QByteArray("1\ntwo\n" + numbered(3, 18) + "nineteen\n20\n")
                                   << QStringLiteral("--- a/f\n+++ b/f\n@@ -1,5 +1,5 @@\n 1\n-2\n+two\n 3\n 4\n 5\n"
                                                     "@@ -16,5 +16,5 @@\n 16\n 17\n 18\n-19\n+nineteen\n 20\n");
        // Changes 6 equal lines apart (2 x context) share one hunk; 7 apart they do not.
        QTest::newRow("merged hunk") << numbered(1, 12) << QByteArray("1\n2\nC\n4\n5\n6\n7\n8\n9\nD\n11\n12\n")
                                     << QStringLiteral("--- a/f\n+++ b/f\n@@ -1,12 +1,12 @@\n 1\n 2\n-3\n+C\n 4\n 5\n 6\n 7\n 8\n 9\n-10\n+D\n 11\n 12\n");
        QTest::newRow("split hunks") << numbered(1, 13) << QByteArray("1\n2\nC\n4\n5\n6\n7\n8\n9\n10\nD\n12\n13\n")
                                     << QStringLiteral("--- a/f\n+++ b/f\n@@ -1,6 +1,6 @@\n 1\n 2\n-3\n+C\n 4\n 5\n 6\n"
                                                       "@@ -8,6 +8,6 @@\n 8\n 9\n 10\n-11\n+D\n 12\n 13\n");
    }

    void unified()
    {
        QFETCH(QByteArray, a);
        QFETCH(QByteArray, b);
        QFETCH(QString, expected);
        QCOMPARE(UnifiedDiff::diff(a, b, QStringLiteral("a/f"), QStringLiteral("b/f")), expected);
    }

    void contextZero()
    {
        QCOMPARE(UnifiedDiff::diff(numbered(1, 5), "1\n2\n4\n5\n", QStringLiteral("a"), QStringLiteral("b"), 0),
                 QStringLiteral("--- a\n+++ b\n@@ -3 +2,0 @@\n-3\n"));
    }

    void linesKeepTheirBreaks()
    {
        QCOMPARE(UnifiedDiff::lines("a\nb"), (QList<QByteArray>{"a\n", "b"}));
        QCOMPARE(UnifiedDiff::lines("a\n\n"), (QList<QByteArray>{"a\n", "\n"}));
        QCOMPARE(UnifiedDiff::lines(""), QList<QByteArray>());
    }

    void randomScriptsAreMinimal()
    {
        QRandomGenerator random(15);
        for (int round = 0; round < 300; ++round) {
            QList<QByteArray> a;
            QList<QByteArray> b;
            const int n = int(random.bounded(25));
            const int m = int(random.bounded(25));
            for (int i = 0; i < n; ++i)
                a.append(QByteArray(1, char('a' + random.bounded(4))) + '\n');
            for (int i = 0; i < m; ++i)
                b.append(QByteArray(1, char('a' + random.bounded(4))) + '\n');
            const QList<UnifiedDiff::Edit> edits = UnifiedDiff::edits(a, b);
            QList<QByteArray> rebuilt;
            qsizetype nextA = 0;
            qsizetype changes = 0;
            for (const UnifiedDiff::Edit &edit : edits) {
                if (edit.op == UnifiedDiff::Op::Insert) {
                    rebuilt.append(b[edit.lineB]);
                    ++changes;
                    continue;
                }
                QCOMPARE(edit.lineA, nextA++); // every old line once, in order
                if (edit.op == UnifiedDiff::Op::Equal) {
                    QCOMPARE(a[edit.lineA], b[edit.lineB]);
                    rebuilt.append(a[edit.lineA]);
                } else {
                    ++changes;
                }
            }
            QCOMPARE(nextA, a.size());
            QCOMPARE(rebuilt, b);
            QCOMPARE(changes, a.size() + b.size() - 2 * lcs(a, b));
        }
    }

    // A large generated file with changes all over (main.tf of two plans of thousands of pools)
    // is split at the lines found once on each side: the script stays the shortest, where dtl
    // over the whole file fills its bounded path memory and gives a longer one.
    void largeFilesAreSplitAtUniqueLines()
    {
        QByteArray a;
        QByteArray b;
        int expectedChanges = 0;
        for (int i = 0; i < 6000; ++i) {
            const QByteArray head = "resource \"google_container_node_pool\" \"pool_" + QByteArray::number(i) + "\" {\n";
            const QByteArray spot = "  spot = true\n";
            const QByteArray onDemand = "  spot = false\n";
            if (i % 100 == 99) { // removed in b
                a += head + onDemand + "}\n";
                expectedChanges += 3;
                continue;
            }
            a += head + onDemand + "}\n";
            b += head + (i % 2 == 0 ? spot : onDemand) + "}\n";
            expectedChanges += i % 2 == 0 ? 2 : 0;
        }
        b += "resource \"google_container_node_pool\" \"pool_new\" {\n  spot = true # new\n} # pool_new\n";
        expectedChanges += 3;
        QVERIFY(expectedChanges > 4000);
        const QList<QByteArray> linesA = UnifiedDiff::lines(a);
        const QList<QByteArray> linesB = UnifiedDiff::lines(b);
        const QList<UnifiedDiff::Edit> edits = UnifiedDiff::edits(linesA, linesB);
        QList<QByteArray> rebuilt;
        qsizetype nextA = 0;
        int changes = 0;
        for (const UnifiedDiff::Edit &edit : edits) {
            if (edit.op == UnifiedDiff::Op::Insert) {
                rebuilt.append(linesB[edit.lineB]);
                ++changes;
                continue;
            }
            QCOMPARE(edit.lineA, nextA++);
            if (edit.op == UnifiedDiff::Op::Equal) {
                QCOMPARE(linesA[edit.lineA], linesB[edit.lineB]);
                rebuilt.append(linesA[edit.lineA]);
            } else {
                ++changes;
            }
        }
        QCOMPARE(nextA, linesA.size());
        QCOMPARE(rebuilt, linesB);
        QCOMPARE(changes, expectedChanges);
        const QString diff = UnifiedDiff::diff(a, b, QStringLiteral("a/main.tf"), QStringLiteral("b/main.tf"));
        // Changes every six lines: one hunk over both files (6,000 x 3 lines; 5,940 x 3 + 3).
        QVERIFY2(diff.startsWith(QStringLiteral("--- a/main.tf\n+++ b/main.tf\n@@ -1,"
                                                "18000 +1,17823 @@\n resource \"google_container_node_pool\" \"pool_0\" {\n-  spot = false\n+  spot = true\n }\n")),
                 qPrintable(diff.left(300)));
    }

    void hugeDifferenceIsStillCorrect()
    {
        // Nothing in common: every old line deleted, every new one inserted, deletions first.
        QByteArray a;
        QByteArray b;
        for (int i = 0; i < 3000; ++i) {
            a += "a" + QByteArray::number(i) + '\n';
            b += "b" + QByteArray::number(i) + '\n';
        }
        const QList<UnifiedDiff::Edit> edits = UnifiedDiff::edits(UnifiedDiff::lines(a), UnifiedDiff::lines(b));
        QCOMPARE(edits.size(), 6000);
        QCOMPARE(edits[2999].op, UnifiedDiff::Op::Delete);
        QCOMPARE(edits[3000].op, UnifiedDiff::Op::Insert);
        QVERIFY(UnifiedDiff::diff(a, b, QStringLiteral("a"), QStringLiteral("b")).startsWith(QStringLiteral("--- a\n+++ b\n@@ -1,3000 +1,3000 @@\n-a0\n")));
    }
};

QTEST_APPLESS_MAIN(TestUnifiedDiff)
#include "tst_unifieddiff.moc"
