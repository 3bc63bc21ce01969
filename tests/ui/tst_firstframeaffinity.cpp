// SPDX-License-Identifier: GPL-3.0-or-later
// FirstFrameAffinity: the GUI thread is kept on one CPU until a window's first frame, then gets
// every CPU it had back.
#include "FirstFrameAffinity.h"

#include <QTest>
#include <QWidget>
#include <QWindow>

#ifdef Q_OS_LINUX
#include <pthread.h>
#include <sched.h>
#endif

using namespace tpuplan;

namespace {

int allowedCpus()
{
#ifdef Q_OS_LINUX
    cpu_set_t cpus;
    if (pthread_getaffinity_np(pthread_self(), sizeof cpus, &cpus) == 0)
        return CPU_COUNT(&cpus);
#endif
    return -1;
}

} // namespace

class TestFirstFrameAffinity : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_before = allowedCpus();
        if (m_before < 2)
            QSKIP("needs a thread allowed on two or more CPUs (Linux)");
    }

    void pinsUntilTheFirstFrameThenRestores()
    {
        FirstFrameAffinity affinity;
        QVERIFY(affinity.isPinned());
        QCOMPARE(allowedCpus(), 1);
        QWidget window;
        window.resize(200, 100);
        window.show();
        affinity.restoreAfterFirstFrameOf(window.windowHandle());
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(!affinity.isPinned());
        QCOMPARE(allowedCpus(), m_before);
    }

    void aWindowAlreadyShownRestoresOnTheNextTurn()
    {
        QWidget window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        FirstFrameAffinity affinity;
        QCOMPARE(allowedCpus(), 1);
        affinity.restoreAfterFirstFrameOf(window.windowHandle());
        QTRY_COMPARE(allowedCpus(), m_before);
    }

    void aWindowNeverExposedDoesNotKeepThePin()
    {
        QWidget window; // never shown
        window.winId();
        FirstFrameAffinity affinity;
        affinity.restoreAfterFirstFrameOf(window.windowHandle());
        QTest::qWait(FirstFrameAffinity::kLongestPin / 2);
        QVERIFY(affinity.isPinned());
        QTRY_VERIFY_WITH_TIMEOUT(!affinity.isPinned(), FirstFrameAffinity::kLongestPin * 2);
        QCOMPARE(allowedCpus(), m_before);
    }

    void restoresWhenDestroyedWithoutAFrame()
    {
        {
            FirstFrameAffinity affinity;
            QCOMPARE(allowedCpus(), 1);
        }
        QCOMPARE(allowedCpus(), m_before);
    }

private:
    int m_before = -1; ///< the CPUs the thread may use before each test
};

QTEST_MAIN(TestFirstFrameAffinity)
#include "tst_firstframeaffinity.moc"
