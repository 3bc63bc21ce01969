// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/GkeVersion.h"

#include <QTest>

using tpuplan::GkeVersion;

class TestGkeVersion : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("normalised");
        QTest::newRow("full") << "1.31.2-gke.1115000" << true << "1.31.2-gke.1115000";
        QTest::newRow("short build") << "1.27.2-gke.2100" << true << "1.27.2-gke.2100";
        QTest::newRow("bare line") << "1.31" << true << "1.31";
        QTest::newRow("bare patch") << "1.31.2" << true << "1.31.2";
        QTest::newRow("spaces trimmed") << " 1.30.1 " << true << "1.30.1";
        QTest::newRow("trailing newline") << "1.31.2-gke.1115000\n" << false << "";
        QTest::newRow("newline inside") << "1.31\n.2" << false << "";
        QTest::newRow("tab") << "\t1.31.2" << false << "";
        QTest::newRow("letters") << "1.x.3" << false << "";
        QTest::newRow("empty") << "" << false << "";
        QTest::newRow("v prefix") << "v1.31.2" << false << "";
        QTest::newRow("other suffix") << "1.31.2-eks.1" << false << "";
        QTest::newRow("four numbers") << "1.31.2.4" << false << "";
        QTest::newRow("build without patch") << "1.31-gke.1" << false << "";
        QTest::newRow("huge") << "1.31.2-gke.99999999999999999999" << false << "";
    }
    void parses()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(QString, normalised);
        QString error;
        const auto version = GkeVersion::parse(text, &error);
        QCOMPARE(version.has_value(), valid);
        if (valid) {
            QCOMPARE(version->toString(), normalised);
            QVERIFY(error.isEmpty());
        } else {
            QVERIFY2(error.contains(text), qPrintable(error));
        }
    }

    void compares_data()
    {
        QTest::addColumn<QString>("lower");
        QTest::addColumn<QString>("higher");
        QTest::newRow("patch numerically") << "1.31.9" << "1.31.10";
        QTest::newRow("build numerically") << "1.31.1-gke.1115000" << "1.31.1-gke.1846000";
        QTest::newRow("build beats shorter build") << "1.27.2-gke.2100" << "1.27.2-gke.10000";
        QTest::newRow("minor before build") << "1.30.9-gke.9999999" << "1.31.0-gke.1";
        QTest::newRow("bare line is the lowest build") << "1.31" << "1.31.0-gke.1";
        QTest::newRow("bare patch is the lowest build") << "1.31.2" << "1.31.2-gke.1";
        QTest::newRow("major") << "1.99.99" << "2.0";
    }
    void compares()
    {
        QFETCH(QString, lower);
        QFETCH(QString, higher);
        const GkeVersion a = *GkeVersion::parse(lower);
        const GkeVersion b = *GkeVersion::parse(higher);
        QVERIFY(a < b);
        QVERIFY(b > a);
        QVERIFY(a != b);
    }

    void equalIgnoresSpelling()
    {
        QVERIFY(*GkeVersion::parse(QStringLiteral("1.31")) == *GkeVersion::parse(QStringLiteral("1.31.0")));
        QVERIFY(GkeVersion::parse(QStringLiteral("1.31"))->sameMinorLine(*GkeVersion::parse(QStringLiteral("1.31.5-gke.3"))));
        QVERIFY(!GkeVersion::parse(QStringLiteral("1.30"))->sameMinorLine(*GkeVersion::parse(QStringLiteral("1.31"))));
    }
};

QTEST_GUILESS_MAIN(TestGkeVersion)
#include "tst_gkeversion.moc"
