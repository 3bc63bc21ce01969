// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QPainter;
class QSize;

namespace tpuplan {

class TorusController;

/// 2D decorations both renderers paint over the scene with QPainter: the axis gizmo (topology
/// axes x, y, z, bottom left) and an optional title (top left, used when presenting full screen).
namespace torusoverlay {

void paint(QPainter &painter, const QSize &size, const TorusController &controller, const QString &title);

} // namespace torusoverlay
} // namespace tpuplan
