// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Mouse and keyboard handling shared by the OpenGL view and the QPainter fallback: both forward
// their events here so they behave the same.

#include "ui/torus/TorusController.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QToolTip>
#include <QWheelEvent>
#include <QWidget>

namespace tpuplan::torusinput {

inline void press(TorusController *controller, QMouseEvent *event)
{
    controller->mousePress(event->position(), event->button());
    event->accept();
}

inline void move(QWidget *widget, TorusController *controller, QMouseEvent *event)
{
    const int before = controller->hoverChip();
    controller->mouseMove(event->position(), event->buttons(), widget->size());
    const int now = controller->hoverChip();
    if (now != before) {
        if (now >= 0)
            QToolTip::showText(event->globalPosition().toPoint(), controller->chipDescription(now), widget);
        else
            QToolTip::hideText();
    }
    widget->setCursor(controller->isDragging() ? Qt::ClosedHandCursor : now >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
    event->accept();
}

inline void release(QWidget *widget, TorusController *controller, QMouseEvent *event)
{
    controller->mouseRelease(event->position(), event->button(), widget->size());
    widget->setCursor(Qt::ArrowCursor);
    event->accept();
}

inline void wheel(TorusController *controller, QWheelEvent *event)
{
    controller->wheel(event->angleDelta());
    event->accept();
}

inline void leave(TorusController *controller)
{
    controller->leave();
    QToolTip::hideText();
}

/// Arrow keys rotate, +/- zoom, Home resets, Escape clears the selection. True when handled.
inline bool key(TorusController *controller, QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Left:
        controller->rotateCamera(10.0f, 0.0f);
        return true;
    case Qt::Key_Right:
        controller->rotateCamera(-10.0f, 0.0f);
        return true;
    case Qt::Key_Up:
        controller->rotateCamera(0.0f, 8.0f);
        return true;
    case Qt::Key_Down:
        controller->rotateCamera(0.0f, -8.0f);
        return true;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        controller->zoomCamera(1.0f);
        return true;
    case Qt::Key_Minus:
        controller->zoomCamera(-1.0f);
        return true;
    case Qt::Key_Home:
        controller->resetCamera();
        return true;
    case Qt::Key_Escape:
        if (controller->selectedChip() < 0)
            return false;
        controller->setSelectedChip(-1);
        return true;
    default:
        return false;
    }
}

} // namespace tpuplan::torusinput
