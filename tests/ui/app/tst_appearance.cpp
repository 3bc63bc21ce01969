// SPDX-License-Identifier: GPL-3.0-or-later
// Language switching at run time, the dark palette, and keyboard reachability.
#include "tests/ui/UiTestHelpers.h"
#include "core/common/Languages.h"

#include "ui/icons/AppIcons.h"
#include "ui/editors/ClusterEditor.h"
#include "ui/docks/FindingsDock.h"
#include "ui/app/LanguageManager.h"
#include "ui/app/MainWindow.h"
#include "ui/app/DocumentController.h"
#include "ui/editors/PoolEditor.h"

#include <QApplication>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPalette>
#include <QSpinBox>
#include <QToolBar>

using namespace tpuplan;
using namespace tpuplan::test;

class TestAppearance : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { isolateSettings(); }

    void switchesLanguageAtRunTime()
    {
        QVERIFY(Languages::available().contains(QStringLiteral("de")));
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.selectPool(0);
        QCOMPARE(window.menuBar()->actions().first()->text(), QStringLiteral("&File"));
        QVERIFY(window.findChild<LanguageManager *>()->setLanguage(QStringLiteral("de")));
        // The language change reaches the window as a posted event.
        QTRY_COMPARE(window.menuBar()->actions().first()->text(), QStringLiteral("&Datei"));
        QCOMPARE(window.findChild<PoolEditor *>()->ownerLabel()->text(), QStringLiteral("Maschinen&typ:"));
        QCOMPARE(window.findChild<FindingsDock *>()->windowTitle(), QStringLiteral("Befunde: 0 Fehler, 1 Warnung, 1 Hinweis"));
        QVERIFY(window.windowTitle().endsWith(QLatin1String("TPU-Planer")));
        QVERIFY(window.findChild<LanguageManager *>()->setLanguage(QStringLiteral("en")));
        QTRY_COMPARE(window.menuBar()->actions().first()->text(), QStringLiteral("&File"));
        QVERIFY(!window.findChild<LanguageManager *>()->setLanguage(QStringLiteral("xx")));
    }

    void followsADarkPalette()
    {
        const QPalette original = QApplication::palette();
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(37, 37, 38));
        dark.setColor(QPalette::WindowText, QColor(230, 230, 230));
        dark.setColor(QPalette::Base, QColor(30, 30, 30));
        dark.setColor(QPalette::AlternateBase, QColor(45, 45, 48));
        dark.setColor(QPalette::Text, QColor(230, 230, 230));
        dark.setColor(QPalette::Button, QColor(45, 45, 48));
        dark.setColor(QPalette::ButtonText, QColor(230, 230, 230));
        dark.setColor(QPalette::PlaceholderText, QColor(150, 150, 150));
        QApplication::setPalette(dark);
        {
            MainWindow window(Catalog::builtIn());
            QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
            window.resize(1280, 800);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            const QImage image = window.grab().toImage();
            qint64 light = 0;
            for (int y = 0; y < image.height(); y += 4) {
                for (int x = 0; x < image.width(); x += 4)
                    light += qGray(image.pixel(x, y)) > 160 ? 1 : 0;
            }
            const double share = double(light) / (double(image.width() / 4) * (image.height() / 4));
            // Text is light; any hard-coded light background would push this far up.
            QVERIFY2(share < 0.15, qPrintable(QString::number(share)));
        }
        QApplication::setPalette(original);
    }

    void toolbarAndSeverityIconsComeFromTheEmbeddedSet()
    {
        // Every toolbar action shows one of our own icons, drawn (not blank) at the toolbar size
        // and at twice that for HiDPI screens.
        MainWindow window(Catalog::builtIn());
        auto *toolBar = window.findChild<QToolBar *>(QStringLiteral("MainToolBar"));
        QVERIFY(toolBar);
        int withIcon = 0;
        for (QAction *action : toolBar->actions()) {
            if (action->isSeparator())
                continue;
            QVERIFY2(!action->icon().isNull(), qPrintable(action->text()));
            for (const int size : {24, 48}) {
                const QImage image = action->icon().pixmap(QSize(size, size)).toImage();
                QCOMPARE(image.width(), size);
                int opaque = 0;
                for (int y = 0; y < image.height(); ++y)
                    for (int x = 0; x < image.width(); ++x)
                        opaque += qAlpha(image.pixel(x, y)) > 128 ? 1 : 0;
                QVERIFY2(opaque > size * size / 20, qPrintable(action->text()));
            }
            ++withIcon;
        }
        QCOMPARE(withIcon, 8);
        // Three distinct severity marks, and no icon for a name the set does not have.
        const QImage error = AppIcons::severity(Severity::Error).pixmap(16, 16).toImage();
        const QImage warning = AppIcons::severity(Severity::Warning).pixmap(16, 16).toImage();
        const QImage info = AppIcons::severity(Severity::Info).pixmap(16, 16).toImage();
        QVERIFY(!error.isNull() && !warning.isNull() && !info.isNull());
        QVERIFY(error != warning && warning != info && error != info);
        QVERIFY(AppIcons::named(QStringLiteral("no-such-icon")).isNull());
    }

    void everyEditorFieldIsReachableByKeyboard()
    {
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.selectPool(0);
        // Every field label carries a mnemonic tied to its field (buddy), so Alt+letter reaches it.
        int withBuddy = 0;
        for (QLabel *label : window.findChild<PoolEditor *>()->findChildren<QLabel *>()) {
            if (label->buddy()) {
                ++withBuddy;
                QVERIFY2(label->text().contains(QLatin1Char('&')) || !label->buddy()->focusPolicy(),
                         qPrintable(label->text()));
            }
        }
        QVERIFY(withBuddy >= 20);
        // Tab walks the pool editor from name to hours without leaving it.
        QWidget *first = window.findChild<PoolEditor *>()->nameEdit();
        QWidget *w = first;
        int steps = 0;
        QStringList walked;
        // The chain also holds labels (the hidden problem line under each typed field, too).
        while (steps < 100) {
            w = w->nextInFocusChain();
            ++steps;
            walked.append(QString::fromLatin1(w->metaObject()->className()) + QLatin1Char(':') + w->objectName());
            QVERIFY2(window.findChild<PoolEditor *>()->isAncestorOf(w), qPrintable(walked.join(QLatin1Char(' '))));
            if (w == static_cast<QWidget *>(window.findChild<PoolEditor *>()->chipsPerPodSpin()))
                break;
        }
        QVERIFY2(steps < 100, qPrintable(walked.join(QLatin1Char(' '))));
    }
};

QTEST_MAIN(TestAppearance)
#include "tst_appearance.moc"
