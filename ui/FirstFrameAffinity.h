// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

#include <memory>

class QWindow;

namespace tpuplan {

/// Keeps the GUI thread on the CPU it runs on until a window's first frame is drawn (Linux;
/// elsewhere it does nothing).
///
/// Why: Qt 6.4's raster engine hands every fill of 96 or more spans (a long translucent line, a
/// tall gradient, a frame drawn from a pixmap) to QThreadPool::globalInstance() and waits for it.
/// The planner's first frame makes about forty such hand-offs, and each wakes a pool thread on
/// another CPU: on a virtual machine that is the wake-up of an idle virtual CPU, far dearer than
/// the fill. Pool threads inherit the affinity of the thread that starts them, so while the GUI
/// thread is pinned a hand-off is a switch on one CPU. bench_startup (2-vCPU VM): the first frame
/// is drawn ~5 ms sooner. Afterwards the GUI thread gets its CPUs back and the pool's threads,
/// pinned with it, are ended, so later fills run as Qt intends.
class FirstFrameAffinity : public QObject
{
public:
    /// Pins the calling thread, which must be the GUI thread.
    explicit FirstFrameAffinity(QObject *parent = nullptr);
    /// Restores the affinity if no first frame did.
    ~FirstFrameAffinity() override;

    /// The longest the thread stays pinned after restoreAfterFirstFrameOf(), frame or not.
    static constexpr int kLongestPin = 2000; // ms

    /// Restores the affinity once `window` has been exposed and its first frame drawn.
    void restoreAfterFirstFrameOf(QWindow *window);
    /// Gives the GUI thread its CPUs back now (and ends the pool threads pinned with it).
    void restore();
    bool isPinned() const { return m_pinned; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Saved;
    std::unique_ptr<Saved> m_saved; ///< the affinity to restore
    QPointer<QWindow> m_window;
    bool m_pinned = false;
};

} // namespace tpuplan
