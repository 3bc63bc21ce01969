// SPDX-License-Identifier: GPL-3.0-or-later
// The TF1 API tables are data (resources/migrate/tf-apis.yaml): the built-in file loads cleanly,
// what the scanner matches follows the file, and a broken file is refused with line, column and
// field. tst_migrationscanner and tst_cli_migrate pin the findings the built-in tables give.
#include "core/migrate/TfApi.h"
#include "core/migrate/TfApiTables.h"

#include <QFile>
#include <QTest>

using namespace tpuplan;

namespace {

QByteArray builtInBytes()
{
    QFile file(TfApiTables::builtInPath());
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// The built-in file with the first `from` replaced by `to`.
QByteArray edited(const QByteArray &from, const QByteArray &to)
{
    QByteArray bytes = builtInBytes();
    const qsizetype at = bytes.indexOf(from);
    if (at < 0)
        qFatal("tf-apis.yaml no longer holds %s", from.constData());
    return bytes.replace(at, from.size(), to);
}

} // namespace

class TestTfApiTables : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void builtInLoads()
    {
        Findings problems;
        const auto tables = TfApiTables::read(builtInBytes(), &problems);
        QVERIFY(tables);
        QVERIFY(problems.isEmpty());
        QCOMPARE(tables->prefixes.size(), 21);
        QCOMPARE(tables->constructs.size(), 88);
        QCOMPARE(tables->prefixes.last().from, QStringLiteral("tensorflow"));
        QCOMPARE(tables->constructs.value(QStringLiteral("tf.contrib.tpu.TPUEstimator")).kind, MigrationKind::TPUEstimator);
        QVERIFY(tables->families.contains(MigrationKind::Tf1Layers));
        QVERIFY(tables->tf1OnlyMetrics.contains(QStringLiteral("mean_iou")));
        QCOMPARE(TfApiTables::builtIn().constructs.size(), 88);
    }

    void kindNamesRoundTrip()
    {
        for (int k = int(MigrationKind::TPUEstimator); k <= int(MigrationKind::Tf1Logging); ++k) {
            const auto kind = MigrationKind(k);
            QVERIFY2(!TfApiTables::kindName(kind).isEmpty(), qPrintable(QString::number(k)));
            QCOMPARE(TfApiTables::kindNamed(TfApiTables::kindName(kind)), std::optional<MigrationKind>(kind));
        }
        QVERIFY(!TfApiTables::kindNamed(QStringLiteral("Nonsense")));
    }

    /// The texts are a table by kind (TfApi.cpp): none is missing, none keeps its place marker.
    void everyKindHasItsTexts()
    {
        for (int k = int(MigrationKind::TPUEstimator); k <= int(MigrationKind::Tf1Logging); ++k) {
            const auto kind = MigrationKind(k);
            const QString purpose = TfApi::purpose(kind, QStringLiteral("name"));
            QVERIFY2(!purpose.isEmpty() && !purpose.contains(QLatin1String("%1")), qPrintable(TfApiTables::kindName(kind)));
            QVERIFY2(!TfApi::purpose(kind).isEmpty(), qPrintable(TfApiTables::kindName(kind)));
            QVERIFY2(!TfApi::tf2(kind).isEmpty(), qPrintable(TfApiTables::kindName(kind)));
        }
        QVERIFY(!TfApi::purpose(MigrationKind::InputFnBatchSize).contains(QLatin1String(" in ")));
    }

    void aChangedFileChangesWhatIsMatched()
    {
        Findings problems;
        // A construct renamed in the file is reported under its new name...
        auto tables = TfApiTables::read(edited("{path: tf.tpu.CrossShardOptimizer, kind: CrossShardOptimizer, name: CrossShardOptimizer}",
                                               "{path: tf.tpu.CrossShardOptimizer, kind: CrossShardOptimizer, name: ShardedOptimizer}"),
                                        &problems);
        QVERIFY(tables);
        const auto match = TfApi::match(TfApi::canonical(QStringLiteral("tensorflow.tpu.CrossShardOptimizer"), *tables), false, *tables);
        QVERIFY(match);
        QCOMPARE(match->construct, QStringLiteral("ShardedOptimizer"));
        QCOMPARE(TfApi::match(TfApi::canonical(QStringLiteral("tensorflow.tpu.CrossShardOptimizer")), false)->construct,
                 QStringLiteral("CrossShardOptimizer"));
        // ...a module prefix the file maps elsewhere changes the canonical path...
        tables = TfApiTables::read(edited("{from: tensorflow.python.tpu, to: tf.tpu}", "{from: tensorflow.python.tpu, to: tf.contrib.tpu}"),
                                   &problems);
        QVERIFY(tables);
        QCOMPARE(TfApi::canonical(QStringLiteral("tensorflow.python.tpu.rewrite"), *tables).path, QStringLiteral("tf.contrib.tpu.rewrite"));
        QCOMPARE(TfApi::canonical(QStringLiteral("tensorflow.python.tpu.rewrite")).path, QStringLiteral("tf.tpu.rewrite"));
        // ...and a signature the file changes changes which argument is read by position.
        tables = TfApiTables::read(edited("{kind: ClusterResolver, parameters: [tpu, zone, project]}",
                                          "{kind: ClusterResolver, parameters: [zone, tpu, project]}"),
                                   &problems);
        QVERIFY(tables);
        QCOMPARE(TfApi::signature(MigrationKind::ClusterResolver, QStringLiteral("TPUClusterResolver"), *tables).first(), QStringLiteral("zone"));
        QCOMPARE(TfApi::signature(MigrationKind::ClusterResolver, QStringLiteral("TPUClusterResolver")).first(), QStringLiteral("tpu"));
        QVERIFY(problems.isEmpty());
        // The entry for one construct wins over its kind's general entry.
        QCOMPARE(TfApi::signature(MigrationKind::TrainAndEvaluate, QStringLiteral("EvalSpec")), (QStringList{QStringLiteral("input_fn"), QStringLiteral("steps")}));
        QCOMPARE(TfApi::signature(MigrationKind::TrainAndEvaluate, QStringLiteral("train_and_evaluate")).first(), QStringLiteral("estimator"));
    }

    void aBrokenFileIsRefusedWithItsPlace_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("field");
        QTest::newRow("unknown kind") << QByteArray("kind: TPUEstimator, name: TPUEstimator}") << QByteArray("kind: TpuEstimator, name: TPUEstimator}")
                                      << "constructs.values[0].kind";
        QTest::newRow("undeclared source") << QByteArray("  source: tpuEstimator\n") << QByteArray("  source: tpuEstimatr\n")
                                           << "signatures.source";
        QTest::newRow("prefix without its target") << QByteArray("{from: tensorflow_estimator, to: tf}") << QByteArray("{from: tensorflow_estimator}")
                                                   << "prefixes.values[8].to";
    }
    void aBrokenFileIsRefusedWithItsPlace()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, field);
        Findings problems;
        QVERIFY(!TfApiTables::read(edited(from, to), &problems));
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.first().field, field);
        QCOMPARE(problems.first().rule, QStringLiteral("tf-apis-invalid"));
        QVERIFY(problems.first().line > 0 && problems.first().column > 0);
    }
};

QTEST_GUILESS_MAIN(TestTfApiTables)
#include "tst_tfapitables.moc"
