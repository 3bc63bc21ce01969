// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/torus/TorusPainterView.h"

#include "ui/torus/TorusOverlay.h"
#include "ui/torus/TorusViewInput.h"

#include <QPainter>

#include <algorithm>

namespace tpuplan {
namespace {

struct Projector
{
    QMatrix4x4 matrix;
    QSize size;

    /// Screen point and clip w (distance in front of the eye); false when behind the eye.
    bool operator()(const QVector3D &p, QPointF *out, float *w) const
    {
        const QVector4D clip = matrix * QVector4D(p, 1.0f);
        if (clip.w() <= 1e-3f)
            return false;
        *out = QPointF((double(clip.x() / clip.w()) * 0.5 + 0.5) * size.width(),
                       (0.5 - double(clip.y() / clip.w()) * 0.5) * size.height());
        *w = clip.w();
        return true;
    }
};

QColor scaled(const QColor &c, float f)
{
    return QColor::fromRgbF(std::min(1.0f, c.redF() * f), std::min(1.0f, c.greenF() * f), std::min(1.0f, c.blueF() * f));
}

/// The three faces of a chip that look towards the eye, each shaded by the way it faces.
void drawChip(QPainter &painter, const Projector &project, const TorusInstance &inst, const QVector3D &eye, const QVector3D &half)
{
    const QVector3D c(inst.x, inst.y, inst.z);
    const QColor base = TorusScene::unpack(inst.rgba);
    for (int a = 0; a < 3; ++a) {
        const int b = (a + 1) % 3;
        const int d = (a + 2) % 3;
        const float side = eye[a] >= c[a] ? 1.0f : -1.0f;
        QVector3D centre = c;
        centre[a] += side * half[a];
        QVector3D ub;
        ub[b] = half[b];
        QVector3D ud;
        ud[d] = half[d];
        const QVector3D corners[4] = {centre - ub - ud, centre + ub - ud, centre + ub + ud, centre - ub + ud};
        QPointF polygon[4];
        bool ok = true;
        for (int k = 0; k < 4 && ok; ++k) {
            float w = 0;
            ok = project(corners[k], &polygon[k], &w);
        }
        if (!ok)
            continue;
        const float light = a == 1 ? (side > 0 ? 1.0f : 0.5f) : a == 0 ? 0.80f : 0.66f;
        const QColor face = scaled(base, light);
        painter.setPen(QPen(scaled(face, 0.45f), 1.0));
        painter.setBrush(face);
        painter.drawPolygon(polygon, 4);
    }
}

} // namespace

TorusPainterView::TorusPainterView(TorusController *controller, QWidget *parent) : QWidget(parent), m_controller(controller)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(240, 180);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAccessibleName(tr("Torus view"));
    m_controller->setMergeLinkRuns(false); // painted back to front: a line must not cross chips
    connect(m_controller, &TorusController::changed, this, [this] { update(); });
}

void TorusPainterView::setTitle(const QString &title)
{
    if (title == m_title)
        return;
    m_title = title;
    update();
}

QImage TorusPainterView::renderToImage()
{
    QImage image(size() * devicePixelRatioF(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(devicePixelRatioF());
    QPainter painter(&image);
    paintScene(painter, size());
    torusoverlay::paint(painter, size(), *m_controller, m_title);
    return image;
}

void TorusPainterView::paintEvent(QPaintEvent *)
{
    m_controller->setViewportSize(size());
    QPainter painter(this);
    paintScene(painter, size());
    torusoverlay::paint(painter, size(), *m_controller, m_title);
}

void TorusPainterView::paintScene(QPainter &painter, const QSize &size) const
{
    painter.fillRect(QRect(QPoint(0, 0), size), TorusScene::backgroundColour());
    const TorusScene &scene = m_controller->scene();
    if (!m_controller->graph())
        return;
    const TorusCamera &camera = m_controller->camera();
    const Projector project{camera.viewProjection(size), size};
    const QVector3D eye = camera.eye();
    const QVector3D half = scene.chipSize() * 0.5f;

    // Depth-sorted items: chips and line segments, painted far to near.
    struct Item
    {
        float depth;
        int kind; // 0 chip instance, 1 link segment, 2 node outline segment
        int index;
    };
    std::vector<Item> items;
    const auto &instances = scene.instances();
    const auto &links = scene.linkVertices();
    const auto &boundaries = scene.boundaryVertices();
    const auto &overlay = scene.overlayVertices();
    items.reserve(instances.size() + links.size() / 2 + boundaries.size() / 2);
    for (std::size_t i = 0; i < instances.size(); ++i) {
        QPointF p;
        float w = 0;
        if (project(QVector3D(instances[i].x, instances[i].y, instances[i].z), &p, &w))
            items.push_back({w, 0, int(i)});
    }
    auto addSegments = [&](const std::vector<TorusLineVertex> &vertices, int kind) {
        for (std::size_t v = 0; v + 1 < vertices.size(); v += 2) {
            const QVector3D mid((vertices[v].x + vertices[v + 1].x) * 0.5f, (vertices[v].y + vertices[v + 1].y) * 0.5f,
                                (vertices[v].z + vertices[v + 1].z) * 0.5f);
            QPointF p;
            float w = 0;
            if (project(mid, &p, &w))
                items.push_back({w, kind, int(v)});
        }
    };
    addSegments(links, 1);
    addSegments(boundaries, 2);
    std::sort(items.begin(), items.end(), [](const Item &l, const Item &r) { return l.depth > r.depth; });

    painter.setRenderHint(QPainter::Antialiasing, items.size() < 6000);
    auto drawSegment = [&](const std::vector<TorusLineVertex> &vertices, std::size_t v) {
        QPointF a;
        QPointF b;
        float wa = 0;
        float wb = 0;
        if (!project(QVector3D(vertices[v].x, vertices[v].y, vertices[v].z), &a, &wa)
            || !project(QVector3D(vertices[v + 1].x, vertices[v + 1].y, vertices[v + 1].z), &b, &wb))
            return;
        QPen pen(TorusScene::unpack(vertices[v].rgba), &vertices == &overlay ? 2.6 : 1.0);
        if (vertices[v].dash >= 0)
            pen.setStyle(Qt::DashLine);
        painter.setPen(pen);
        painter.drawLine(a, b);
    };
    for (const Item &item : items) {
        if (item.kind == 1)
            drawSegment(links, std::size_t(item.index));
        else if (item.kind == 2)
            drawSegment(boundaries, std::size_t(item.index));
        else
            drawChip(painter, project, instances[std::size_t(item.index)], eye, half);
    }
    // The highlight overlay shows through everything, as in the OpenGL view.
    for (std::size_t v = 0; v + 1 < overlay.size(); v += 2)
        drawSegment(overlay, v);
}

void TorusPainterView::mousePressEvent(QMouseEvent *event)
{
    torusinput::press(m_controller, event);
}

void TorusPainterView::mouseMoveEvent(QMouseEvent *event)
{
    torusinput::move(this, m_controller, event);
}

void TorusPainterView::mouseReleaseEvent(QMouseEvent *event)
{
    torusinput::release(this, m_controller, event);
}

void TorusPainterView::wheelEvent(QWheelEvent *event)
{
    torusinput::wheel(m_controller, event);
}

void TorusPainterView::leaveEvent(QEvent *event)
{
    torusinput::leave(m_controller);
    QWidget::leaveEvent(event);
}

void TorusPainterView::keyPressEvent(QKeyEvent *event)
{
    if (!torusinput::key(m_controller, event))
        QWidget::keyPressEvent(event);
}

} // namespace tpuplan
