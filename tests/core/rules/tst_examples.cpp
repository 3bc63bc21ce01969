// SPDX-License-Identifier: GPL-3.0-or-later
// The shipped examples are valid and together cover both modes, every TPU version, multislice,
// spot, a reservation and a Trillium serving plan.
#include "core/catalog/Catalog.h"
#include "core/plan/PlanReader.h"
#include "core/plan/PoolShape.h"
#include "core/rules/RuleEngine.h"

#include <QDir>
#include <QSet>
#include <QTest>

using namespace tpuplan;

class TestExamples : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void examplesAreValidAndCoverTheCatalog()
    {
        const QDir dir(QStringLiteral(":/examples"));
        const QStringList names = dir.entryList({QStringLiteral("*.tpuplan.yaml")});
        QVERIFY(names.size() >= 8);
        QSet<QString> modes, versions;
        bool multislice = false, spot = false, reservation = false, trilliumServing = false;
        for (const QString &name : names) {
            const PlanLoadResult loaded = PlanReader::readFile(dir.filePath(name));
            QVERIFY2(loaded.isPlan(), qPrintable(name));
            QVERIFY2(loaded.findings.isEmpty(), qPrintable(name));
            const Findings findings = RuleEngine::evaluate(loaded.plan, Catalog::builtIn());
            for (const Finding &f : findings)
                QVERIFY2(!f.isError(), qPrintable(name + QStringLiteral(": ") + f.rule + QStringLiteral(" ") + f.message));
            modes.insert(loaded.plan.cluster.mode);
            for (const Pool &pool : loaded.plan.pools) {
                versions.insert(pool.tpu);
                const PoolShape shape = PoolShape::derive(pool, loaded.plan.cluster.isAutopilot(), Catalog::builtIn());
                QVERIFY(shape.isResolved());
                multislice = multislice || (pool.sliceCount() > 1 && shape.isMultiHost());
                spot = spot || pool.effectiveCapacity() == QLatin1String("spot");
                reservation = reservation || (pool.effectiveCapacity() == QLatin1String("reservation") && pool.reservation);
                trilliumServing = trilliumServing
                    || (pool.tpu == QLatin1String("v6e") && pool.effectiveWorkloadKind() == QLatin1String("Deployment"));
            }
        }
        QCOMPARE(modes, (QSet<QString>{QStringLiteral("standard"), QStringLiteral("autopilot")}));
        for (const QString &id : Catalog::builtIn().tpuIds())
            QVERIFY2(versions.contains(id), qPrintable(id));
        QVERIFY(multislice);
        QVERIFY(spot);
        QVERIFY(reservation);
        QVERIFY(trilliumServing);
    }
};

QTEST_GUILESS_MAIN(TestExamples)
#include "tst_examples.moc"
