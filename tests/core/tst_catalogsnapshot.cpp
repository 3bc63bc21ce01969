// SPDX-License-Identifier: GPL-3.0-or-later
// The build's binary snapshot of the built-in catalog: the same facts as the YAML, refused when
// it does not belong to the YAML next to it, and harmless when damaged.
#include "catalog/Catalog.h"
#include "catalog/CatalogLoader.h"
#include "catalog/CatalogSnapshot.h"

#include <QFile>
#include <QTest>

using namespace tpuplan;

class TestCatalogSnapshot : public QObject
{
    Q_OBJECT

private:
    static QByteArray resource(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }
    static Catalog parsedYaml()
    {
        const CatalogLoadResult loaded = CatalogLoader::loadBytes(resource(Catalog::builtInPath()), Catalog::builtInPath());
        return *loaded.catalog;
    }

private Q_SLOTS:
    void embeddedSnapshotHoldsTheYamlsFacts()
    {
        const QByteArray yaml = resource(Catalog::builtInPath());
        const QByteArray snapshot = resource(CatalogSnapshot::builtInPath());
        QVERIFY2(!snapshot.isEmpty(), "this test embeds the build's snapshot");
        const std::optional<Catalog> fromSnapshot = CatalogSnapshot::read(snapshot, yaml);
        QVERIFY(fromSnapshot);
        const Catalog fromYaml = parsedYaml();
        QCOMPARE(fromSnapshot->tpuIds(), fromYaml.tpuIds());
        QVERIFY(*fromSnapshot == fromYaml); // every field of every type (defaulted operator==)
        // GKE versions keep their written form (1.31 vs 1.31.0), which == does not compare.
        for (int i = 0; i < fromYaml.tpus.size(); ++i) {
            for (int m = 0; m < fromYaml.tpus[i].machineTypes.size(); ++m)
                QCOMPARE(fromSnapshot->tpus[i].machineTypes[m].minGkeVersion.toString(),
                         fromYaml.tpus[i].machineTypes[m].minGkeVersion.toString());
        }
        QVERIFY(Catalog::builtIn() == fromYaml);
    }

    void roundTripOfAnyCatalogIsExact()
    {
        const Catalog catalog = parsedYaml();
        const QByteArray yaml("any: text\n");
        const std::optional<Catalog> back = CatalogSnapshot::read(CatalogSnapshot::write(catalog, yaml), yaml);
        QVERIFY(back);
        QVERIFY(*back == catalog);
        // A changed fact changes the comparison: the test above could not pass by accident.
        Catalog changed = catalog;
        changed.tpus[0].zones.append(QStringLiteral("nowhere-1-a"));
        QVERIFY(!(changed == catalog));
    }

    void snapshotOfOtherYamlIsRefused()
    {
        const Catalog catalog = parsedYaml();
        const QByteArray snapshot = CatalogSnapshot::write(catalog, QByteArray("version: 1\n"));
        QVERIFY(!CatalogSnapshot::read(snapshot, QByteArray("version: 2\n")));
    }

    void damagedSnapshotIsRefusedWithoutHarm()
    {
        const Catalog catalog = parsedYaml();
        const QByteArray yaml("y");
        const QByteArray snapshot = CatalogSnapshot::write(catalog, yaml);
        QVERIFY(!CatalogSnapshot::read(QByteArray(), yaml));
        QVERIFY(!CatalogSnapshot::read(snapshot.left(snapshot.size() / 2), yaml)); // truncated
        QVERIFY(!CatalogSnapshot::read(snapshot + QByteArray("trailing"), yaml));
        QByteArray wrongFormat = snapshot;
        wrongFormat[7] = char(wrongFormat[7] + 1); // the format number
        QVERIFY(!CatalogSnapshot::read(wrongFormat, yaml));
        // Any flipped byte, header or payload, is refused (the payload carries a checksum).
        for (int i = 0; i < snapshot.size(); i += 7) {
            QByteArray bytes = snapshot;
            bytes[i] = char(~bytes[i]);
            QVERIFY2(!CatalogSnapshot::read(bytes, yaml), qPrintable(QString::number(i)));
        }
    }
};

QTEST_GUILESS_MAIN(TestCatalogSnapshot)
#include "tst_catalogsnapshot.moc"
