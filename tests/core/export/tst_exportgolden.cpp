// SPDX-License-Identifier: GPL-3.0-or-later
// Golden bundles: every example plan (and the injection fixture) exports to exactly the files
// under tests/data/golden/export/<name>/. A change in output is a reviewed diff; regenerate with
//   TPUPLAN_UPDATE_GOLDEN=1 ctest -R tst_exportgolden
#include "core/catalog/Catalog.h"
#include "core/export/BundleWriter.h"
#include "core/export/ExportBundle.h"
#include "core/plan/PlanReader.h"
#include "core/rules/RuleEngine.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTest>

using namespace tpuplan;

namespace {

QString goldenRoot()
{
    return QStringLiteral(TPUPLAN_TEST_DATA "/golden/export");
}

bool updating()
{
    return qEnvironmentVariableIntValue("TPUPLAN_UPDATE_GOLDEN") == 1;
}

QStringList filesUnder(const QString &dir)
{
    QStringList files;
    QDirIterator it(dir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(QDir(dir).relativeFilePath(it.next()));
    files.sort();
    return files;
}

/// The first differing line, for a readable failure.
QString firstDifference(const QByteArray &expected, const QByteArray &actual)
{
    const QList<QByteArray> a = expected.split('\n');
    const QList<QByteArray> b = actual.split('\n');
    for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i) {
        const QByteArray x = i < a.size() ? a.at(i) : QByteArray("<end of file>");
        const QByteArray y = i < b.size() ? b.at(i) : QByteArray("<end of file>");
        if (x != y)
            return QStringLiteral("line %1\n  golden: %2\n  actual: %3").arg(i + 1).arg(QString::fromUtf8(x), QString::fromUtf8(y));
    }
    return QString();
}

} // namespace

class TestExportGolden : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void bundle_data()
    {
        QTest::addColumn<QString>("planPath");
        const QDir examples(QStringLiteral(":/examples"));
        for (const QString &name : examples.entryList({QStringLiteral("*.tpuplan.yaml")}))
            QTest::newRow(qPrintable(name.chopped(int(qstrlen(".tpuplan.yaml"))))) << examples.filePath(name);
        QTest::newRow("injection") << QStringLiteral(TPUPLAN_TEST_DATA "/export/injection.tpuplan.yaml");
    }

    void bundle()
    {
        QFETCH(QString, planPath);
        const QString name = QString::fromLatin1(QTest::currentDataTag());
        const PlanLoadResult loaded = PlanReader::readFile(planPath);
        // The injection fixture's control characters are refused by the reader (plan-invalid);
        // its bundle shows that the exporters stay safe even so.
        QVERIFY2(loaded.isPlan() || (name == QLatin1String("injection") && loaded.status == PlanLoadResult::Status::Loaded),
                 qPrintable(planPath));
        Findings findings = loaded.findings;
        findings += RuleEngine::evaluate(loaded.plan, Catalog::builtIn());
        const QList<BundleFile> bundle =
            ExportBundle::build(loaded.plan, QFileInfo(planPath).fileName(), findings, Catalog::builtIn());
        const QString dir = goldenRoot() + QLatin1Char('/') + name;

        if (updating()) {
            QDir(dir).removeRecursively();
            QString error;
            QVERIFY2(BundleWriter::write(bundle, dir, &error), qPrintable(error));
            // BundleWriter's list of what it wrote is not part of the bundle's contents.
            QVERIFY(QFile::remove(dir + QLatin1Char('/') + BundleWriter::recordFileName()));
            qInfo("updated %s", qPrintable(dir));
            return;
        }
        QStringList expectedFiles = filesUnder(dir);
        QVERIFY2(!expectedFiles.isEmpty(), qPrintable(QStringLiteral("no golden bundle in %1; run with TPUPLAN_UPDATE_GOLDEN=1").arg(dir)));
        QStringList actualFiles;
        for (const BundleFile &file : bundle)
            actualFiles.append(file.path);
        actualFiles.sort();
        QCOMPARE(actualFiles, expectedFiles);
        for (const BundleFile &file : bundle) {
            QFile golden(dir + QLatin1Char('/') + file.path);
            QVERIFY(golden.open(QIODevice::ReadOnly));
            const QByteArray expected = golden.readAll();
            QVERIFY2(expected == file.contents,
                     qPrintable(QStringLiteral("%1/%2 differs from the golden file at %3 (TPUPLAN_UPDATE_GOLDEN=1 regenerates)")
                                    .arg(name, file.path, firstDifference(expected, file.contents))));
        }
    }
};

QTEST_GUILESS_MAIN(TestExportGolden)
#include "tst_exportgolden.moc"
