// SPDX-License-Identifier: GPL-3.0-or-later
// `tpu-plan catalog refresh` as a user runs it: exit 1 with the overlay written when the listing
// lacks catalog zones, the overlay accepted by `catalog --check` and by `validate --catalog`
// for a plan in a newly listed zone, the JSON report, --out required and never replaced
// without --force, a refused listing naming file, line and column with nothing written.
#include "tests/cli/CliRun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kData = QStringLiteral(TPUPLAN_TEST_DATA "/refresh");
const QStringList kListings{kData + QStringLiteral("/machine-types.json"), kData + QStringLiteral("/server-config.json")};

} // namespace

class TestCliRefresh : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void writesAnOverlayThatChecksAndValidates()
    {
        QTemporaryDir dir;
        const CliRun run = CliRun::run(dir.path(), QStringList{QStringLiteral("catalog"), QStringLiteral("refresh")} + kListings
                                                       + QStringList{QStringLiteral("--out"), QStringLiteral("team.yaml"),
                                                                     QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(run.exitCode, 1); // the listing lacks zones the catalog has: a person should look
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(report.value(QStringLiteral("overlay")).toString(), QStringLiteral("team.yaml"));
        QCOMPARE(report.value(QStringLiteral("zonesAdded")).toArray().size(), 2);
        QCOMPARE(report.value(QStringLiteral("unknownMachineTypes")).toArray().first().toObject().value(QStringLiteral("name")).toString(),
                 QStringLiteral("tpu9x-standard-4t"));
        QCOMPARE(report.value(QStringLiteral("channels")).toArray().size(), 3);
        const CliRun check = CliRun::run(dir.path(), {QStringLiteral("catalog"), QStringLiteral("--check"), QStringLiteral("--catalog"),
                                                      QStringLiteral("team.yaml")});
        QCOMPARE(check.exitCode, 0);
        QVERIFY2(!check.err.contains("refused"), check.err.constData());
        const CliRun validate = CliRun::run(dir.path(), {QStringLiteral("validate"), kData + QStringLiteral("/west-newly-listed.tpuplan.yaml"),
                                                         QStringLiteral("--catalog"), QStringLiteral("team.yaml")});
        QCOMPARE(validate.exitCode, 0);
        QCOMPARE(CliRun::run(dir.path(), {QStringLiteral("validate"), kData + QStringLiteral("/west-newly-listed.tpuplan.yaml")}).exitCode, 1);
    }

    void outIsRequiredAndNeverReplacedWithoutForce()
    {
        QTemporaryDir dir;
        const QStringList base = QStringList{QStringLiteral("catalog"), QStringLiteral("refresh")} + kListings;
        QCOMPARE(CliRun::run(dir.path(), base).exitCode, 2);
        QFile mine(dir.filePath(QStringLiteral("team.yaml")));
        QVERIFY(mine.open(QIODevice::WriteOnly));
        mine.write("our overlay\n");
        mine.close();
        const QStringList withOut = base + QStringList{QStringLiteral("--out"), QStringLiteral("team.yaml")};
        QCOMPARE(CliRun::run(dir.path(), withOut).exitCode, 2);
        QVERIFY(mine.open(QIODevice::ReadOnly));
        QCOMPARE(mine.readAll(), QByteArray("our overlay\n"));
        mine.close();
        QCOMPARE(CliRun::run(dir.path(), withOut + QStringList{QStringLiteral("--force")}).exitCode, 1);
    }

    void aRefusedListingWritesNothing()
    {
        QTemporaryDir dir;
        QFile bad(dir.filePath(QStringLiteral("clusters.json")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\n  \"name\": \"c\",\n  \"nodePools\": []\n}\n");
        bad.close();
        const CliRun run = CliRun::run(dir.path(), {QStringLiteral("catalog"), QStringLiteral("refresh"), QStringLiteral("clusters.json"),
                                                    QStringLiteral("--out"), QStringLiteral("team.yaml")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("clusters.json:1:1:"), run.err.constData());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("team.yaml"))));
    }
};

QTEST_GUILESS_MAIN(TestCliRefresh)
#include "tst_cli_refresh.moc"
