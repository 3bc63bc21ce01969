// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>
#include <QWidget>
#include <QWindow>

#include <cstdio>

/// Prints "shown" and quits once `widget`'s window is first exposed and the event loop has
/// come round once more (so the first frame is drawn): the moment a user sees the window.
class FirstExpose : public QObject
{
public:
    explicit FirstExpose(QWidget *widget) : QObject(widget)
    {
        widget->winId(); // creates the QWindow so that its expose events can be watched
        widget->windowHandle()->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Expose && static_cast<QWindow *>(watched)->isExposed() && !m_done) {
            m_done = true;
            QTimer::singleShot(0, [] {
                std::printf("shown\n");
                std::fflush(stdout);
                QCoreApplication::quit();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_done = false;
};
