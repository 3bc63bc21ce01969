// SPDX-License-Identifier: GPL-3.0-or-later
// PlanReader accepts exactly the ranges PlanFieldRules states (the editors offer the same ones).
#include "core/common/Finding.h"
#include "core/plan/PlanFieldRules.h"
#include "core/plan/PlanReader.h"

#include <QTest>

using namespace tpuplan;

namespace {

/// A minimal plan with `key: value` in its only pool (`usage.hoursPerMonth` and
/// `workload.tpuChipsPerPod` nest as in a plan file).
QByteArray planWith(const QByteArray &key, qint64 value)
{
    QByteArray field = key + ": " + QByteArray::number(value);
    if (key == "hoursPerMonth")
        field = "usage:\n      hoursPerMonth: " + QByteArray::number(value);
    else if (key == "tpuChipsPerPod")
        field = "workload:\n      tpuChipsPerPod: " + QByteArray::number(value);
    else if (key == "minNodes")
        field = "autoscaling:\n      minNodes: " + QByteArray::number(value);
    return "apiVersion: tpu-planner/v1\nkind: Plan\nmetadata:\n  name: limits\ncluster:\n  name: c\n  mode: standard\n"
           "  region: us-central1\n  version: 1.31.5-gke.1233000\npools:\n  - name: p\n    tpu: v5e\n"
           "    machineType: ct5lp-hightpu-4t\n    topology: 2x4\n    zone: us-central1-a\n    "
        + field + "\n";
}

bool rangeError(const QByteArray &yaml, const QString &field)
{
    const PlanLoadResult loaded = PlanReader::readBytes(yaml);
    for (const Finding &finding : loaded.findings) {
        if (finding.isError() && finding.field.endsWith(field))
            return true;
    }
    return false;
}

} // namespace

class TestPlanRanges : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readerAcceptsTheStatedRange_data()
    {
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<qint64>("min");
        QTest::addColumn<qint64>("max");
        QTest::newRow("slices") << QByteArray("slices") << PlanFieldRules::kSlices.min << PlanFieldRules::kSlices.max;
        QTest::newRow("podsPerNode") << QByteArray("podsPerNode") << PlanFieldRules::kPodsPerNode.min << PlanFieldRules::kPodsPerNode.max;
        QTest::newRow("smt") << QByteArray("smt") << PlanFieldRules::kSmt.min << PlanFieldRules::kSmt.max;
        QTest::newRow("hoursPerMonth") << QByteArray("hoursPerMonth") << PlanFieldRules::kHoursPerMonth.min
                                       << PlanFieldRules::kHoursPerMonth.max;
        QTest::newRow("tpuChipsPerPod") << QByteArray("tpuChipsPerPod") << PlanFieldRules::kTpuChipsPerPod.min
                                        << PlanFieldRules::kTpuChipsPerPod.max;
        QTest::newRow("minNodes") << QByteArray("minNodes") << PlanFieldRules::kAutoscalingNodes.min << PlanFieldRules::kAutoscalingNodes.max;
    }

    void readerAcceptsTheStatedRange()
    {
        QFETCH(QByteArray, key);
        QFETCH(qint64, min);
        QFETCH(qint64, max);
        const QString field = QString::fromLatin1(key);
        QVERIFY(!rangeError(planWith(key, min), field));
        QVERIFY(!rangeError(planWith(key, max), field));
        QVERIFY(rangeError(planWith(key, min - 1), field));
        QVERIFY(rangeError(planWith(key, max + 1), field));
    }
};

QTEST_MAIN(TestPlanRanges)
#include "tst_planranges.moc"
