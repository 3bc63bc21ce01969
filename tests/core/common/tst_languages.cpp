// SPDX-License-Identifier: GPL-3.0-or-later
// One list of languages for the window and tpu-plan: English plus every translation shipped.
#include "core/common/Languages.h"

#include <QCoreApplication>
#include <QDir>
#include <QTest>
#include <QTranslator>

using namespace tpuplan;

class TestLanguages : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void englishAndEveryTranslation()
    {
        // The .ts files in translations/ are what gets compiled and embedded.
        QStringList expected{QStringLiteral("en")};
        const QStringList files = QDir(QStringLiteral(TPUPLAN_SOURCE_DIR "/translations"))
                                      .entryList({QStringLiteral("tpu-planner_*.ts")}, QDir::Files, QDir::Name);
        for (const QString &file : files) {
            const QString language = file.section(u'_', 1).chopped(3);
            if (language != QLatin1String("en")) // English's file holds its plural forms only
                expected.append(language);
        }
        QVERIFY(expected.size() > 1);
        QCOMPARE(Languages::available(), expected);
    }

    void loadsEachTranslation()
    {
        for (const QString &language : Languages::available().mid(1)) {
            QTranslator translator;
            QVERIFY2(Languages::load(translator, language), qPrintable(language));
            QCOMPARE(translator.language(), language);
            QVERIFY(!translator.isEmpty());
        }
    }

    // English loads its plural forms: "1 chip", not "1 chips".
    void englishHasPluralForms()
    {
        QTranslator translator;
        QVERIFY(Languages::load(translator, QStringLiteral("en")));
        QCOMPARE(translator.translate("tpuplan::MainWindow", "%Ln chips", nullptr, 1), QStringLiteral("%Ln chip"));
        QCOMPARE(translator.translate("tpuplan::MainWindow", "%Ln chips", nullptr, 2), QStringLiteral("%Ln chips"));
    }

    void nothingToLoadForUnknown()
    {
        QTranslator translator;
        QVERIFY(!Languages::load(translator, QStringLiteral("xx")));
        QVERIFY(!Languages::load(translator, QStringLiteral("../i18n/tpu-planner_de")));
        QVERIFY(translator.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestLanguages)
#include "tst_languages.moc"
