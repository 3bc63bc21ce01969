// SPDX-License-Identifier: GPL-3.0-or-later
// The window's saved layout: whatever a window saved, the next window restores; a state it
// cannot apply (another version, corrupt or truncated bytes) is ignored, never fatal.
#include "tests/AddressSanitizer.h"
#include "tests/ui/UiTestHelpers.h"

#include "ui/app/MainWindow.h"
#include "ui/torus/TorusPanel.h"
#include "ui/app/WindowLayout.h"
#include "ui/docks/FindingsDock.h"

#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QScreen>
#include <QTest>
#include <QToolBar>

#include <memory>

using namespace tpuplan;
using namespace tpuplan::test;

// Every round opens a window; under AddressSanitizer (CI's second build) each costs several times
// as much, so that build runs a quarter of the rounds (still every kind of dock move); the plain
// build, in CI's first stage, runs them all.
constexpr int kRandomLayoutRounds = TPUPLAN_UNDER_ASAN ? 55 : 220;
constexpr int kTruncatedStates = TPUPLAN_UNDER_ASAN ? 10 : 40;
constexpr int kFlippedStates = TPUPLAN_UNDER_ASAN ? 20 : 80;

class TestWindowLayout : public QObject
{
    Q_OBJECT

private:
    /// What a user sees of a dock, and what a restored window must show again.
    struct DockLook
    {
        QString name;
        bool hidden;
        bool floating;
        Qt::DockWidgetArea area;
        QStringList tabbedWith;
        bool operator==(const DockLook &) const = default;
    };

    static QList<QDockWidget *> docks(MainWindow &window)
    {
        QList<QDockWidget *> all = window.findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly);
        std::sort(all.begin(), all.end(), [](QDockWidget *a, QDockWidget *b) { return a->objectName() < b->objectName(); });
        return all;
    }

    static QList<DockLook> look(MainWindow &window)
    {
        QList<DockLook> looks;
        for (QDockWidget *dock : docks(window)) {
            QStringList tabs;
            for (QDockWidget *other : window.tabifiedDockWidgets(dock))
                tabs.append(other->objectName());
            tabs.sort();
            looks.append({dock->objectName(), dock->isHidden(), dock->isFloating(),
                          dock->isFloating() ? Qt::NoDockWidgetArea : window.dockWidgetArea(dock), tabs});
        }
        return looks;
    }

    static QString describe(const QList<DockLook> &looks)
    {
        QStringList lines;
        for (const DockLook &l : looks)
            lines.append(QStringLiteral("%1 hidden=%2 floating=%3 area=%4 tabs=%5")
                             .arg(l.name).arg(l.hidden).arg(l.floating).arg(int(l.area)).arg(l.tabbedWith.join(QLatin1Char(','))));
        return lines.join(QLatin1Char('\n'));
    }

    /// Moves, tabs, floats, hides, raises and sizes the docks at random, as a user might.
    static void shuffle(MainWindow &window, QRandomGenerator &random)
    {
        static const Qt::DockWidgetArea areas[] = {Qt::LeftDockWidgetArea, Qt::RightDockWidgetArea,
                                                   Qt::TopDockWidgetArea, Qt::BottomDockWidgetArea};
        const QList<QDockWidget *> all = docks(window);
        for (QDockWidget *dock : all) {
            if (random.bounded(3) == 0)
                window.addDockWidget(areas[random.bounded(4)], dock);
        }
        for (QDockWidget *dock : all) {
            QDockWidget *other = all.at(random.bounded(int(all.size())));
            if (other != dock && random.bounded(3) == 0)
                window.tabifyDockWidget(other, dock);
        }
        for (QDockWidget *dock : all) {
            if (random.bounded(6) == 0)
                dock->setFloating(true);
            if (random.bounded(5) == 0)
                dock->hide();
        }
        all.at(random.bounded(int(all.size())))->raise();
        for (QDockWidget *dock : all) {
            if (!dock->isFloating() && !dock->isHidden())
                window.resizeDocks({dock}, {random.bounded(40, 1100)}, random.bounded(2) ? Qt::Horizontal : Qt::Vertical);
        }
        if (random.bounded(4) == 0)
            window.findChild<QToolBar *>(QStringLiteral("MainToolBar"))->hide();
    }

private Q_SLOTS:
    void initTestCase() { isolateSettings(); }
    void init()
    {
        Settings::windowLayout.set(QByteArray());
    }

    // The layout that once crashed Qt 6.4: maximised, "Slice in 3D" raised, a wide right dock and a tall
    // bottom dock. Restoring it crashed every later start inside QLayout.
    void theReportedLayoutRestores()
    {
        int torusWidth = 0;
        int findingsHeight = 0;
        {
            MainWindow window(Catalog::builtIn());
            window.resize(900, 600); // the size it returns to when no longer maximised
            window.showMaximized();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.findChild<QDockWidget *>(QStringLiteral("TorusDock"))->raise();
            QTRY_VERIFY(window.findChild<TorusPanel *>());
            window.resizeDocks({window.findChild<QDockWidget *>(QStringLiteral("TorusDock"))}, QList<int>{950}, Qt::Horizontal);
            window.resizeDocks({window.findChild<FindingsDock *>()}, QList<int>{420}, Qt::Vertical);
            QApplication::processEvents();
            torusWidth = window.findChild<QDockWidget *>(QStringLiteral("TorusDock"))->width();
            findingsHeight = window.findChild<FindingsDock *>()->height();
            QVERIFY(window.close());
        }
        MainWindow restored(Catalog::builtIn());
        restored.show();
        QVERIFY(QTest::qWaitForWindowExposed(&restored));
        QVERIFY(restored.isMaximized());
        QTRY_VERIFY(restored.findChild<TorusPanel *>());
        QVERIFY(!restored.findChild<QDockWidget *>(QStringLiteral("TorusDock"))->visibleRegion().isEmpty());
        QVERIFY2(qAbs(restored.findChild<QDockWidget *>(QStringLiteral("TorusDock"))->width() - torusWidth) <= 8,
                 qPrintable(QStringLiteral("%1 instead of %2").arg(restored.findChild<QDockWidget *>(QStringLiteral("TorusDock"))->width()).arg(torusWidth)));
        QVERIFY2(qAbs(restored.findChild<FindingsDock *>()->height() - findingsHeight) <= 8,
                 qPrintable(QStringLiteral("%1 instead of %2").arg(restored.findChild<FindingsDock *>()->height()).arg(findingsHeight)));
    }

    // Any layout a window saved, the next window shows again.
    void randomLayoutsRestore()
    {
        const quint32 seed = 20261123;
        const int rounds = kRandomLayoutRounds;
        qInfo("random layouts: seed %u, %d rounds", seed, rounds);
        QRandomGenerator random(seed);
        QElapsedTimer clock;
        clock.start();
        // One window is rearranged again and again; each layout it saves opens a fresh window.
        MainWindow window(Catalog::builtIn());
        for (int round = 0; round < rounds; ++round) {
            const bool maximized = random.bounded(2) == 1;
            maximized ? window.showMaximized() : window.showNormal();
            shuffle(window, random);
            QApplication::processEvents();
            const QList<DockLook> saved = look(window);
            QVERIFY(window.close());
            MainWindow restored(Catalog::builtIn());
            restored.show();
            QApplication::processEvents();
            const QList<DockLook> now = look(restored);
            QVERIFY2(now == saved, qPrintable(QStringLiteral("round %1 (seed %2):\nsaved\n%3\nrestored\n%4")
                                                  .arg(round).arg(seed).arg(describe(saved), describe(now))));
            QCOMPARE(restored.isMaximized(), maximized);
            // A dock on screen shows its panel, also one built on first show.
            if (!restored.findChild<QDockWidget *>(QStringLiteral("TorusDock"))->visibleRegion().isEmpty())
                QVERIFY2(restored.findChild<TorusPanel *>(), qPrintable(QStringLiteral("round %1: the 3D dock is empty\n%2").arg(round).arg(describe(now))));
        }
        qInfo("%d layouts saved and restored in %lld ms", rounds, clock.elapsed());
    }

    // Settings from another version, or damaged on disk: the window opens with its own layout.
    void unusableStatesAreIgnored()
    {
        QList<DockLook> defaults;
        QByteArray otherDocks;
        {
            MainWindow window(Catalog::builtIn());
            window.show();
            defaults = look(window);
            // A layout far from the default: findings on the left, the 3D view floating.
            window.addDockWidget(Qt::LeftDockWidgetArea, window.findChild<FindingsDock *>());
            window.findChild<QDockWidget *>(QStringLiteral("TorusDock"))->setFloating(true);
            QApplication::processEvents();
            otherDocks = window.saveState(WindowLayout::kVersion + 1);
            QVERIFY(window.close());
        }
        const QByteArray good = Settings::windowLayout.get();
        const std::optional<WindowLayout> parsed = WindowLayout::fromBytes(good);
        QVERIFY(parsed);
        // Whole and well-formed, but from another version of the planner.
        WindowLayout newer = *parsed;
        newer.version = WindowLayout::kVersion + 1;
        WindowLayout otherQtState = *parsed;
        otherQtState.docks = otherDocks;
        QList<QByteArray> foreign{newer.toBytes(), otherQtState.toBytes(), parsed->docks};
        const quint32 seed = 4242;
        qInfo("damaged states: seed %u", seed);
        QRandomGenerator random(seed);
        QList<QByteArray> damaged = foreign;
        damaged << QByteArray("not a window state") << QByteArray(1, '\0') << QByteArray(400, '\xff');
        for (int i = 0; i < kTruncatedStates; ++i)
            damaged.append(good.left(random.bounded(int(good.size()))));
        for (int i = 0; i < kFlippedStates; ++i) {
            QByteArray bytes = good;
            for (int flips = random.bounded(1, 4); flips > 0; --flips)
                bytes[random.bounded(int(bytes.size()))] = char(random.bounded(256));
            if (bytes != good)
                damaged.append(bytes);
        }
        for (const QByteArray &state : std::as_const(damaged)) {
            Settings::windowLayout.set(state);
            MainWindow window(Catalog::builtIn());
            window.show();
            QApplication::processEvents();
            const QList<DockLook> now = look(window);
            QVERIFY2(now == defaults, qPrintable(QStringLiteral("state %1:\n%2").arg(QString::fromLatin1(state.toHex()), describe(now))));
        }
    }
};

QTEST_MAIN(TestWindowLayout)
#include "tst_windowlayout.moc"
