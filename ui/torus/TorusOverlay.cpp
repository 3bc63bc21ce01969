// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/torus/TorusOverlay.h"

#include "ui/torus/TorusController.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace tpuplan::torusoverlay {

void paint(QPainter &painter, const QSize &size, const TorusController &controller, const QString &title)
{
    const TorusGraph *graph = controller.graph();
    if (!graph)
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);

    // Axis gizmo: the topology axes as the camera sees them.
    const QMatrix4x4 view = controller.camera().viewMatrix();
    const int axes = graph->dimensionCount();
    struct Arm
    {
        int axis;
        QPointF tip;
        float depth;
    };
    std::vector<Arm> arms;
    // Smaller in small views, where a full-size gizmo would cover the slice's corner chips.
    const double radius = std::clamp(double(std::min(size.width(), size.height())) / 10.0, 22.0, 42.0);
    const float length = float(radius * 0.72);
    const QPointF origin(radius + 4.0, double(size.height()) - radius - 4.0);
    for (int a = 0; a < axes; ++a) {
        const QVector3D v = view.mapVector(TorusScene::worldAxis(a));
        arms.push_back({a, origin + QPointF(double(v.x() * length), double(-v.y() * length)), v.z()});
    }
    std::sort(arms.begin(), arms.end(), [](const Arm &l, const Arm &r) { return l.depth < r.depth; });
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 90));
    painter.drawEllipse(origin, radius, radius);
    QFont font = painter.font();
    font.setBold(true);
    painter.setFont(font);
    for (const Arm &arm : arms) {
        const QColor colour = TorusScene::axisColour(arm.axis);
        painter.setPen(QPen(colour, 2.5, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(origin, arm.tip);
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        painter.drawEllipse(arm.tip, 4.0, 4.0);
        const QPointF dir = arm.tip - origin;
        const double len = std::max(1.0, std::hypot(dir.x(), dir.y()));
        const QPointF label = arm.tip + dir / len * 10.0;
        painter.setPen(colour.lighter(130));
        painter.drawText(QRectF(label.x() - 8, label.y() - 8, 16, 16), Qt::AlignCenter,
                         QString(QLatin1Char(char('x' + arm.axis))));
    }

    if (!title.isEmpty()) {
        QFont titleFont = painter.font();
        titleFont.setPointSizeF(titleFont.pointSizeF() * 1.6);
        painter.setFont(titleFont);
        const QRectF box(18, 14, double(size.width()) - 36, 40);
        painter.setPen(QColor(0, 0, 0, 160));
        painter.drawText(box.translated(1, 1), Qt::AlignLeft | Qt::AlignTop, title);
        painter.setPen(QColor(0xee, 0xf1, 0xf5));
        painter.drawText(box, Qt::AlignLeft | Qt::AlignTop, title);
    }
    painter.restore();
}

} // namespace tpuplan::torusoverlay
