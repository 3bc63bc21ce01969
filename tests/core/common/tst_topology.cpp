// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/Topology.h"
#include "core/rules/TopologyRules.h"

#include <QTest>

using tpuplan::Topology;

class TestTopology : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<qint64>("chips");
        QTest::addColumn<int>("dims");
        QTest::newRow("2D") << "2x4" << true << qint64(8) << 2;
        QTest::newRow("3D") << "4x4x8" << true << qint64(128) << 3;
        QTest::newRow("largest v5p") << "16x16x24" << true << qint64(6144) << 3;
        QTest::newRow("single chip") << "1x1" << true << qint64(1) << 2;
        QTest::newRow("4D") << "2x2x2x2" << false << qint64(0) << 0;
        QTest::newRow("1D") << "8" << false << qint64(0) << 0;
        QTest::newRow("zero") << "0x4" << false << qint64(0) << 0;
        QTest::newRow("negative") << "-2x4" << false << qint64(0) << 0;
        QTest::newRow("capital X") << "2X4" << false << qint64(0) << 0;
        QTest::newRow("spaces inside") << "2 x 4" << false << qint64(0) << 0;
        QTest::newRow("empty part") << "2xx4" << false << qint64(0) << 0;
        QTest::newRow("empty") << "" << false << qint64(0) << 0;
        QTest::newRow("unicode digits") << QString::fromUtf8("２x4") << false << qint64(0) << 0;
        QTest::newRow("absurd") << "99999x99999x99999" << false << qint64(0) << 0;
        QTest::newRow("plus sign") << "+2x4" << false << qint64(0) << 0;
    }
    void parses()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(qint64, chips);
        QFETCH(int, dims);
        QString error;
        const auto topology = Topology::parse(text, &error);
        QCOMPARE(topology.has_value(), valid);
        if (valid) {
            QCOMPARE(topology->chips(), chips);
            QCOMPARE(topology->dimensionCount(), dims);
            QCOMPARE(topology->toString(), text);
        } else {
            QVERIFY(!error.isEmpty());
        }
    }

    void sortsDimensions()
    {
        const Topology t = *Topology::parse(QStringLiteral("16x8x12"));
        QCOMPARE(t.sortedDims(), (QList<int>{8, 12, 16}));
        QVERIFY(!t.isNondecreasing());
        QVERIFY(Topology::parse(QStringLiteral("8x12x16"))->isNondecreasing());
    }

    void customRules_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("broken");
        QTest::newRow("valid custom") << "8x12x16" << 0;
        QTest::newRow("largest") << "16x16x24" << 0;
        QTest::newRow("not multiple of 4") << "8x12x18" << 1;
        QTest::newRow("decreasing") << "16x8x8" << 1;
        QTest::newRow("too long") << "4x4x32" << 1;
        QTest::newRow("all three") << "28x6x4" << 3;
    }
    void customRules()
    {
        QFETCH(QString, text);
        QFETCH(int, broken);
        tpuplan::CustomTopologyRule rule;
        rule.minChips = 65;
        rule.multipleOf = 4;
        rule.nondecreasing = true;
        rule.largest = *Topology::parse(QStringLiteral("16x16x24"));
        const QStringList messages = tpuplan::TopologyRules::brokenCustomRules(rule, *Topology::parse(text));
        QCOMPARE(messages.size(), broken);
    }
};

QTEST_GUILESS_MAIN(TestTopology)
#include "tst_topology.moc"
