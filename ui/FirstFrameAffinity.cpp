// SPDX-License-Identifier: GPL-3.0-or-later
#include "FirstFrameAffinity.h"

#include <QEvent>
#include <QThreadPool>
#include <QTimer>
#include <QWindow>

#ifdef Q_OS_LINUX
#include <pthread.h>
#include <sched.h>
#endif

namespace tpuplan {

struct FirstFrameAffinity::Saved
{
#ifdef Q_OS_LINUX
    cpu_set_t cpus;
#endif
};

FirstFrameAffinity::FirstFrameAffinity(QObject *parent) : QObject(parent), m_saved(std::make_unique<Saved>())
{
#ifdef Q_OS_LINUX
    if (pthread_getaffinity_np(pthread_self(), sizeof m_saved->cpus, &m_saved->cpus) != 0)
        return;
    const int cpu = sched_getcpu();
    // One CPU allowed already, or the current one not among them: nothing to gain.
    if (cpu < 0 || CPU_COUNT(&m_saved->cpus) < 2 || !CPU_ISSET(cpu, &m_saved->cpus))
        return;
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(cpu, &one);
    m_pinned = pthread_setaffinity_np(pthread_self(), sizeof one, &one) == 0;
#endif
}

FirstFrameAffinity::~FirstFrameAffinity()
{
    restore();
}

void FirstFrameAffinity::restoreAfterFirstFrameOf(QWindow *window)
{
    if (!m_pinned || !window)
        return;
    m_window = window;
    window->installEventFilter(this);
    if (window->isExposed()) // already drawn
        QTimer::singleShot(0, this, &FirstFrameAffinity::restore);
    // A window that is not exposed soon (started on another workspace, say) does not keep the
    // GUI thread on one CPU.
    QTimer::singleShot(kLongestPin, this, &FirstFrameAffinity::restore);
}

bool FirstFrameAffinity::eventFilter(QObject *watched, QEvent *event)
{
    // The frame is drawn while the expose event is handled: restore on the next turn.
    if (watched == m_window && event->type() == QEvent::Expose && m_window->isExposed())
        QTimer::singleShot(0, this, &FirstFrameAffinity::restore);
    return QObject::eventFilter(watched, event);
}

void FirstFrameAffinity::restore()
{
    if (!m_pinned)
        return;
    m_pinned = false;
    if (m_window)
        m_window->removeEventFilter(this);
#ifdef Q_OS_LINUX
    pthread_setaffinity_np(pthread_self(), sizeof m_saved->cpus, &m_saved->cpus);
#endif
    // Idle pool threads end here (Qt 6 deletes them once the pool is done); the next fill
    // starts new ones with the restored affinity.
    QThreadPool::globalInstance()->waitForDone();
}

} // namespace tpuplan
