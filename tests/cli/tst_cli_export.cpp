// SPDX-License-Identifier: GPL-3.0-or-later
// `tpu-plan export` and `tpu-plan cost` as a review pipeline calls them: exit codes, nothing
// written on refusal, --force, replacing an existing bundle, cost JSON and --prices.
#include "tests/cli/CliRun.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Run = CliRun;

Run runCli(const QStringList &arguments)
{
    return CliRun::run(QStringLiteral(TPUPLAN_SOURCE_DIR), arguments);
}

const QString kValid = QStringLiteral("resources/examples/v5p-multislice-reservation.tpuplan.yaml");
const QString kInvalid = QStringLiteral("tests/data/seed-plans/v4-zone-us-central1-a.tpuplan.yaml");

} // namespace

class TestCliExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void exportWritesTheBundle()
    {
        QTemporaryDir tmp;
        const QString out = tmp.filePath(QStringLiteral("bundle"));
        const Run run = runCli({QStringLiteral("export"), kValid, QStringLiteral("--out"), out});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        for (const char *file : {"plan.tpuplan.yaml", "findings.json", "manifests/v5p-256.yaml", "gcloud.sh", "main.tf", "cost.md",
                                 "cost.csv", "cost.json", "README.md"})
            QVERIFY2(QFile::exists(out + QLatin1Char('/') + QLatin1String(file)), file);
        QVERIFY(QFileInfo(out + QStringLiteral("/gcloud.sh")).isExecutable());
        QFile findings(out + QStringLiteral("/findings.json"));
        QVERIFY(findings.open(QIODevice::ReadOnly));
        const QJsonObject plan = QJsonDocument::fromJson(findings.readAll()).object().value(QStringLiteral("plans")).toArray().first().toObject();
        QCOMPARE(plan.value(QStringLiteral("file")).toString(), kValid);
        QVERIFY(plan.value(QStringLiteral("valid")).toBool());
    }

    void exportRefusesErrorsAndWritesNothing()
    {
        QTemporaryDir tmp;
        const QString out = tmp.filePath(QStringLiteral("bundle"));
        const Run run = runCli({QStringLiteral("export"), kInvalid, QStringLiteral("--out"), out});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains("zone-unavailable"));
        QVERIFY(run.err.contains("--force"));
        QVERIFY(!QFileInfo::exists(out));
        QCOMPARE(QDir(tmp.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());

        const Run forced = runCli({QStringLiteral("export"), kInvalid, QStringLiteral("--out"), out, QStringLiteral("--force")});
        QCOMPARE(forced.exitCode, 0);
        QFile readme(out + QStringLiteral("/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        QVERIFY(readme.readAll().contains("--force"));
    }

    void exportUsageAndIoErrors()
    {
        QTemporaryDir tmp;
        QCOMPARE(runCli({QStringLiteral("export"), kValid}).exitCode, 2); // no --out
        QCOMPARE(runCli({QStringLiteral("export"), QStringLiteral("missing.tpuplan.yaml"), QStringLiteral("--out"), tmp.filePath(QStringLiteral("b"))}).exitCode, 2);
        QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("b"))));
        QCOMPARE(runCli({QStringLiteral("export"), QStringLiteral("tests/data/bad/07-wrong-kind.tpuplan.yaml"), QStringLiteral("--out"),
                         tmp.filePath(QStringLiteral("b")), QStringLiteral("--force")}).exitCode,
                 1); // not a plan: --force cannot help
        QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("b"))));
    }

    void exportReplacesAnExistingBundle()
    {
        QTemporaryDir tmp;
        const QString out = tmp.filePath(QStringLiteral("bundle"));
        QVERIFY(QDir().mkpath(out + QStringLiteral("/manifests")));
        QFile stale(out + QStringLiteral("/manifests/old-pool.yaml"));
        QVERIFY(stale.open(QIODevice::WriteOnly));
        stale.close();
        QCOMPARE(runCli({QStringLiteral("export"), kValid, QStringLiteral("--out"), out}).exitCode, 0);
        QCOMPARE(QDir(out + QStringLiteral("/manifests")).entryList(QDir::Files), QStringList{QStringLiteral("v5p-256.yaml")});
    }

    void costJsonAndText()
    {
        const Run run = runCli({QStringLiteral("cost"), kValid, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(json.value(QStringLiteral("currency")).toString(), QStringLiteral("USD"));
        QVERIFY(!json.value(QStringLiteral("pricesAsOf")).toString().isEmpty());
        // 256 chips x 2.94 (1y CUD) x 730 h + 73.00 cluster fee (tst_costcalculator has the arithmetic).
        QCOMPARE(json.value(QStringLiteral("total")).toObject().value(QStringLiteral("monthly")).toObject().value(QStringLiteral("selected")).toDouble(),
                 549500.2);
        const Run text = runCli({QStringLiteral("cost"), kValid});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains(json.value(QStringLiteral("pricesAsOf")).toString().toUtf8()));
        QVERIFY(text.out.contains("549,500.20"));
        QCOMPARE(runCli({QStringLiteral("cost")}).exitCode, 2);
    }

    void pricesOverride()
    {
        QTemporaryDir tmp;
        const QString prices = tmp.filePath(QStringLiteral("prices.yaml"));
        QFile file(prices);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("asOf: \"2026-12-01\"\nv5p:\n  regions:\n    - {region: us-east5, commit1y: 2.00}\n");
        file.close();
        const Run run = runCli({QStringLiteral("cost"), kValid, QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--prices"), prices});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject json = QJsonDocument::fromJson(run.out).object();
        // 256 chips x 2.00 = 512.00/h; x 730 = 373,760.00 + 73.00 = 373,833.00.
        QCOMPARE(json.value(QStringLiteral("total")).toObject().value(QStringLiteral("monthly")).toObject().value(QStringLiteral("selected")).toDouble(),
                 373833.0);
        QCOMPARE(json.value(QStringLiteral("priceOverrides")).toObject().value(QStringLiteral("asOf")).toString(), QStringLiteral("2026-12-01"));

        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("v5p:\n  regions:\n    - {region: us-east5, commit1y: -2}\n");
        file.close();
        const QString out = tmp.filePath(QStringLiteral("bundle"));
        const Run bad = runCli({QStringLiteral("export"), kValid, QStringLiteral("--out"), out, QStringLiteral("--prices"), prices});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains((prices + QStringLiteral(":3:")).toUtf8()), bad.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestCliExport)
#include "tst_cli_export.moc"
