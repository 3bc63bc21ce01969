// SPDX-License-Identifier: GPL-3.0-or-later
// The window at 1280x800 in every language: the 3D dock leaves the pool editor its width (no
// sideways scrolling, facts wrapped whole, the 3D tool bars without "»"), dock tabs show whole
// words, a GKE version never breaks inside, and the words a user sees are the language's own.
#include "tests/ui/UiTestHelpers.h"

#include "ui/app/DocumentController.h"
#include "ui/app/LanguageManager.h"
#include "ui/app/MainWindow.h"
#include "ui/editors/WholeTokens.h"
#include "ui/torus/TorusPanel.h"

#include <QAbstractButton>
#include <QDockWidget>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabBar>
#include <QTextLayout>
#include <QToolBar>
#include <QToolButton>

using namespace tpuplan;
using namespace tpuplan::test;

namespace {

QScrollArea *visibleEditorScroll(MainWindow &window)
{
    for (QScrollArea *scroll : window.findChildren<QScrollArea *>()) {
        if (scroll->isVisible() && scroll->widget() && scroll->widget()->findChild<ChoiceComboBox *>(QStringLiteral("CapacityChoice")))
            return scroll;
    }
    return nullptr;
}

/// Lays `text` out in `font` at `width` and says whether a line starts inside `token`.
bool breaksInside(const QString &text, const QString &token, const QFont &font, int width)
{
    const qsizetype start = text.indexOf(token);
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    layout.beginLayout();
    bool inside = false;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        if (line.textStart() > start && line.textStart() < start + token.size())
            inside = true;
    }
    layout.endLayout();
    return inside;
}

} // namespace

class TestWindowFit : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { isolateSettings(); }

    void theSliceViewLeavesTheEditorItsWidth_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *language : {"en", "de", "vi"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }

    void theSliceViewLeavesTheEditorItsWidth()
    {
        QFETCH(QString, language);
        LanguageManager languages;
        QVERIFY(languages.setLanguage(language, false));
        MainWindow window(Catalog::builtIn(), &languages);
        QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.selectPool(0);
        auto *torus = window.findChild<QDockWidget *>(QStringLiteral("TorusDock"));
        torus->show();
        torus->raise();
        QTRY_VERIFY(window.findChild<TorusPanel *>());
        QTest::qWait(100);
        QScrollArea *scroll = visibleEditorScroll(window);
        QVERIFY(scroll);
        QVERIFY2(!scroll->horizontalScrollBar()->isVisible(),
                 qPrintable(QStringLiteral("editor %1 wide, needs %2").arg(scroll->viewport()->width()).arg(scroll->widget()->minimumSizeHint().width())));
        QVERIFY(!torus->visibleRegion().isEmpty());
        // The facts line wraps whole inside the editor.
        QLabel *facts = nullptr;
        for (QLabel *label : scroll->widget()->findChildren<QLabel *>()) {
            if (label->text().contains(QStringLiteral("TFLOPS")))
                facts = label;
        }
        QVERIFY(facts);
        QVERIFY(facts->wordWrap());
        const QRect inViewport(facts->mapTo(scroll->viewport(), QPoint(0, 0)), facts->size());
        QVERIFY2(scroll->viewport()->rect().contains(QRect(inViewport.topLeft(), QSize(inViewport.width(), 1))),
                 qPrintable(QStringLiteral("facts at x %1..%2, viewport %3").arg(inViewport.left()).arg(inViewport.right()).arg(scroll->viewport()->width())));
        QVERIFY(facts->height() >= facts->heightForWidth(facts->width()));
        // The 3D tool bars keep every button in sight: no "»" overflow.
        for (QToolBar *bar : window.findChild<TorusPanel *>()->findChildren<QToolBar *>()) {
            auto *more = bar->findChild<QToolButton *>(QStringLiteral("qt_toolbar_ext_button"));
            QVERIFY2(!more || !more->isVisible(), qPrintable(bar->windowTitle()));
        }
        QVERIFY(languages.setLanguage(QStringLiteral("en"), false));
    }

    void germanDockTabsShowWholeWords()
    {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("de"), false));
        MainWindow window(Catalog::builtIn(), &languages);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto bars = window.findChildren<QTabBar *>(QString(), Qt::FindDirectChildrenOnly);
        QVERIFY(!bars.isEmpty());
        for (QTabBar *bar : bars) {
            QCOMPARE(bar->elideMode(), Qt::ElideNone);
            for (int i = 0; i < bar->count(); ++i)
                QVERIFY2(bar->tabRect(i).width() >= bar->fontMetrics().horizontalAdvance(bar->tabText(i)), qPrintable(bar->tabText(i)));
        }
        QVERIFY(languages.setLanguage(QStringLiteral("en"), false));
    }

    void aGkeVersionNeverBreaksInside()
    {
        const QString version = QStringLiteral("1.35.0-gke.3047000");
        const QString text = QStringLiteral("✓ GKE %1 führt jeden Pool dieses Plans aus.").arg(version);
        const QString whole = keepVersionsWhole(text);
        QFont font;
        bool plainBreaks = false;
        for (int width = 60; width < 400; width += 3) {
            plainBreaks = plainBreaks || breaksInside(text, version, font, width);
            QVERIFY2(!breaksInside(whole, keepVersionsWhole(version), font, width), qPrintable(QString::number(width)));
        }
        QVERIFY(plainBreaks); // the case the protection is for

        // The cluster editor's version line uses it.
        MainWindow window(Catalog::builtIn());
        QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.selectPool(-1);
        auto *status = window.findChild<QLabel *>(QStringLiteral("VersionStatus"));
        QVERIFY(status);
        QVERIFY(status->text().contains(QChar(0x2060)));
        // So does the availability table's legend.
        bool legend = false;
        for (QLabel *label : window.findChild<QDockWidget *>(QStringLiteral("AvailabilityDock"))->findChildren<QLabel *>()) {
            if (label->text().contains(QStringLiteral("GKE"))) {
                legend = true;
                QVERIFY2(label->text().contains(QChar(0x2060)), qPrintable(label->text()));
            }
        }
        QVERIFY(legend);
    }

    void vietnameseCapacityAndGermanModesSayTheirOwnWords()
    {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("vi"), false));
        MainWindow window(Catalog::builtIn(), &languages);
        QVERIFY(window.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        window.selectPool(0);
        auto *capacity = window.findChild<ChoiceComboBox *>(QStringLiteral("CapacityChoice"));
        QVERIFY(capacity);
        const int onDemand = capacity->indexOfValue(QStringLiteral("on-demand"));
        QVERIFY(onDemand >= 0);
        QVERIFY2(capacity->itemText(onDemand) != QStringLiteral("On-demand"), qPrintable(capacity->itemText(onDemand)));

        // German: the SMT default and the GKE mode are two words.
        QVERIFY(languages.setLanguage(QStringLiteral("de"), false));
        MainWindow german(Catalog::builtIn(), &languages);
        QVERIFY(german.documents()->openPlan(example("v5e-16x16-standard.tpuplan.yaml"), true));
        german.selectPool(0);
        auto *smt = german.findChild<ChoiceComboBox *>(QStringLiteral("SmtChoice"));
        QVERIFY(smt);
        const int smtDefault = smt->indexOfValue(QString());
        QVERIFY(smtDefault >= 0);
        german.selectPool(-1);
        auto *standard = german.findChild<QAbstractButton *>(QStringLiteral("StandardMode"));
        QVERIFY(standard);
        const QString mode = QString(standard->text()).remove(QLatin1Char('&'));
        QVERIFY2(smt->itemText(smtDefault) != mode, qPrintable(mode));
        QVERIFY(languages.setLanguage(QStringLiteral("en"), false));
    }
};

QTEST_MAIN(TestWindowFit)
#include "tst_windowfit.moc"
