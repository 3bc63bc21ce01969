// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/torus/TorusController.h"

#include <QElapsedTimer>
#include <QStringList>

#include <algorithm>

namespace tpuplan {
namespace {

/// World axis index (0 X, 1 Y, 2 Z) that a topology axis maps to.
int worldAxisIndex(int topologyAxis)
{
    return topologyAxis == 0 ? 0 : topologyAxis == 1 ? 2 : 1;
}

QString axisName(int axis)
{
    return QString(QLatin1Char(char('x' + axis)));
}

} // namespace

TorusController::TorusController(QObject *parent) : QObject(parent) {}

void TorusController::emitChanged(Changes changes)
{
    Q_EMIT changed(changes);
}

bool TorusController::drawsTheSame(const TorusSpec &a, const TorusSpec &b)
{
    // Every field but poolName and tpuName, which only label the picture.
    return a.tpuId == b.tpuId && a.machineType == b.machineType && a.topology == b.topology && a.familyDims == b.familyDims
        && a.chipsPerVm == b.chipsPerVm && a.slices == b.slices && a.opticalLinks == b.opticalLinks
        && a.twistable == b.twistable && a.twisted == b.twisted && a.sliceWorkloads == b.sliceWorkloads
        && a.kueueSubSlices == b.kueueSubSlices;
}

void TorusController::setGraph(std::shared_ptr<const TorusGraph> graph)
{
    const TorusGraph *old = m_scene.graph();
    if (old && graph && drawsTheSame(old->spec(), graph->spec())) {
        m_scene.replaceGraph(std::move(graph));
        Q_EMIT graphChanged();
        return;
    }
    const bool sameShape = old && graph && old->dims() == graph->dims() && old->sliceCount() == graph->sliceCount()
        && old->dimensionCount() == graph->dimensionCount();
    if (graph && m_options.planeAxis >= 0) {
        if (m_options.planeAxis >= graph->dimensionCount())
            m_options.planeAxis = -1;
        else
            m_options.planeIndex = std::clamp(m_options.planeIndex, 0, graph->dims()[std::size_t(m_options.planeAxis)] - 1);
    }
    m_hover = -1;
    const int oldSelected = m_selected;
    m_selected = -1;
    QElapsedTimer timer;
    timer.start();
    m_scene.setGraph(std::move(graph), m_options);
    m_sceneBuildMs = double(timer.nsecsElapsed()) / 1e6;
    if (m_scene.graph())
        ++m_sceneBuilds;
    if (!sameShape)
        resetCamera();
    Q_EMIT graphChanged();
    if (oldSelected >= 0)
        Q_EMIT selectionChanged(-1);
    emitChanged(Everything);
}

void TorusController::setOptions(const TorusDisplayOptions &options)
{
    const TorusDisplayOptions old = m_options;
    m_options = options;
    rebuildForOptions(old);
}

void TorusController::rebuildForOptions(const TorusDisplayOptions &old)
{
    if (!m_scene.graph())
        return;
    const bool planeChanged = old.planeAxis != m_options.planeAxis || old.planeIndex != m_options.planeIndex;
    if (planeChanged) {
        m_scene.rebuild(m_options, m_hover, m_selected);
        if (old.planeAxis != m_options.planeAxis)
            resetCamera();
        emitChanged(Everything);
        return;
    }
    Changes changes;
    if (old.colouring != m_options.colouring) {
        m_scene.rebuildColours(m_options, m_hover, m_selected);
        changes |= Colours;
    }
    if (old.axisLinks != m_options.axisLinks || old.wrapLinks != m_options.wrapLinks
        || old.opticalLinks != m_options.opticalLinks || old.ragged != m_options.ragged
        || old.nodeBoundaries != m_options.nodeBoundaries) {
        m_scene.rebuildLinks(m_options);
        m_scene.rebuildOverlay(m_options, m_hover, m_selected);
        changes |= Links | Overlay;
    }
    if (changes)
        emitChanged(changes);
}

void TorusController::setColouring(TorusColouring colouring)
{
    TorusDisplayOptions o = m_options;
    o.colouring = colouring;
    setOptions(o);
}

void TorusController::setAxisLinksVisible(int axis, bool visible)
{
    if (axis < 0 || axis > 2)
        return;
    TorusDisplayOptions o = m_options;
    o.axisLinks[std::size_t(axis)] = visible;
    setOptions(o);
}

void TorusController::setWrapLinksVisible(bool visible)
{
    TorusDisplayOptions o = m_options;
    o.wrapLinks = visible;
    setOptions(o);
}

void TorusController::setOpticalLinksVisible(bool visible)
{
    TorusDisplayOptions o = m_options;
    o.opticalLinks = visible;
    setOptions(o);
}

void TorusController::setRagged(bool ragged)
{
    TorusDisplayOptions o = m_options;
    o.ragged = ragged;
    setOptions(o);
}

void TorusController::setNodeBoundariesVisible(bool visible)
{
    TorusDisplayOptions o = m_options;
    o.nodeBoundaries = visible;
    setOptions(o);
}

void TorusController::setPlane(int axis, int index)
{
    TorusDisplayOptions o = m_options;
    const TorusGraph *g = m_scene.graph();
    if (axis < 0 || !g || axis >= g->dimensionCount()) {
        o.planeAxis = -1;
        o.planeIndex = 0;
    } else {
        o.planeAxis = axis;
        o.planeIndex = std::clamp(index, 0, g->dims()[std::size_t(axis)] - 1);
    }
    // A hidden chip cannot stay hovered or selected.
    auto visible = [&](int chip) {
        return chip < 0 || o.planeAxis < 0 || g->chips()[std::size_t(chip)].coord[std::size_t(o.planeAxis)] == o.planeIndex;
    };
    if (!visible(m_hover)) {
        m_hover = -1;
        Q_EMIT hoverChanged(-1);
    }
    if (!visible(m_selected)) {
        m_selected = -1;
        Q_EMIT selectionChanged(-1);
    }
    setOptions(o);
}

void TorusController::setMergeLinkRuns(bool merge)
{
    if (merge == m_scene.mergesRuns())
        return;
    m_scene.setMergeRuns(merge, m_options);
    if (m_scene.graph())
        emitChanged(Links);
}

void TorusController::setViewportSize(const QSize &size)
{
    if (size.isEmpty() || size == m_viewport)
        return;
    const bool first = !m_viewportKnown;
    m_viewport = size;
    m_viewportKnown = true;
    // Frame the slice for the real viewport the first time one is known.
    if (first && m_scene.graph())
        resetCamera();
}

void TorusController::resetCamera()
{
    QVector3D lo;
    QVector3D hi;
    m_scene.drawnBounds(&lo, &hi);
    if (m_options.planeAxis >= 0)
        m_camera.lookAlong(worldAxisIndex(m_options.planeAxis));
    else
        m_camera.setAngles(TorusCamera::kDefaultYaw, TorusCamera::kDefaultPitch);
    m_camera.fitBox(lo, hi, m_viewport);
    emitChanged(Camera);
}

void TorusController::setCameraAngles(float yaw, float pitch)
{
    m_camera.setAngles(yaw, pitch);
    emitChanged(Camera);
}

void TorusController::rotateCamera(float yawDegrees, float pitchDegrees)
{
    if (m_options.planeAxis >= 0)
        return; // the plane view always looks straight down its axis
    m_camera.rotate(yawDegrees, pitchDegrees);
    emitChanged(Camera);
}

void TorusController::zoomCamera(float steps)
{
    m_camera.zoom(steps);
    emitChanged(Camera);
}

void TorusController::setHoverChip(int chip)
{
    if (chip == m_hover)
        return;
    m_hover = chip;
    m_scene.rebuildColours(m_options, m_hover, m_selected);
    m_scene.rebuildOverlay(m_options, m_hover, m_selected);
    Q_EMIT hoverChanged(chip);
    emitChanged(Colours | Overlay);
}

void TorusController::setSelectedChip(int chip)
{
    if (chip == m_selected)
        return;
    m_selected = chip;
    m_scene.rebuildColours(m_options, m_hover, m_selected);
    m_scene.rebuildOverlay(m_options, m_hover, m_selected);
    Q_EMIT selectionChanged(chip);
    emitChanged(Colours | Overlay);
}

int TorusController::chipAt(const QPointF &pos, const QSize &viewport) const
{
    QVector3D origin;
    QVector3D direction;
    m_camera.ray(pos, viewport, &origin, &direction);
    return m_scene.pick(origin, direction);
}

void TorusController::mousePress(const QPointF &pos, Qt::MouseButton button)
{
    m_pressPos = m_lastPos = pos;
    m_dragButton = button;
    m_dragging = false;
}

void TorusController::mouseMove(const QPointF &pos, Qt::MouseButtons buttons, const QSize &viewport)
{
    if (buttons == Qt::NoButton || m_dragButton == Qt::NoButton) {
        setHoverChip(chipAt(pos, viewport));
        return;
    }
    if (!m_dragging && (pos - m_pressPos).manhattanLength() < 4)
        return;
    if (!m_dragging && m_hover >= 0)
        setHoverChip(-1);
    m_dragging = true;
    const QPointF delta = pos - m_lastPos;
    m_lastPos = pos;
    const bool pan = m_dragButton == Qt::RightButton || m_dragButton == Qt::MiddleButton || m_options.planeAxis >= 0;
    if (pan) {
        m_camera.pan(delta, viewport);
        emitChanged(Camera);
    } else {
        rotateCamera(float(-delta.x()) * 0.4f, float(delta.y()) * 0.4f);
    }
}

void TorusController::mouseRelease(const QPointF &pos, Qt::MouseButton button, const QSize &viewport)
{
    if (button != m_dragButton)
        return;
    const bool click = !m_dragging && button == Qt::LeftButton;
    m_dragging = false;
    m_dragButton = Qt::NoButton;
    if (click) {
        const int chip = chipAt(pos, viewport);
        setSelectedChip(chip == m_selected ? -1 : chip);
    }
}

void TorusController::wheel(const QPoint &angleDelta)
{
    if (angleDelta.y() == 0)
        return;
    zoomCamera(float(angleDelta.y()) / 120.0f);
}

void TorusController::leave()
{
    setHoverChip(-1);
}

QString TorusController::coordText(int chip) const
{
    const TorusGraph *g = m_scene.graph();
    const auto &c = g->chips()[std::size_t(chip)].coord;
    if (g->dimensionCount() == 2)
        return QStringLiteral("(%1, %2)").arg(c[0]).arg(c[1]);
    return QStringLiteral("(%1, %2, %3)").arg(c[0]).arg(c[1]).arg(c[2]);
}

QString TorusController::chipDescription(int chip) const
{
    const TorusGraph *g = m_scene.graph();
    if (!g || chip < 0 || std::size_t(chip) >= g->chips().size())
        return QString();
    const TorusChip &c = g->chips()[std::size_t(chip)];
    int wraps = 0;
    int optical = 0;
    const std::vector<int> links = g->linksOfChip(chip);
    for (int l : links) {
        wraps += g->links()[std::size_t(l)].wrap ? 1 : 0;
        optical += g->links()[std::size_t(l)].optical ? 1 : 0;
    }
    QStringList lines;
    QString head = tr("<b>Chip %1</b>").arg(coordText(chip));
    if (g->sliceCount() > 1)
        head += QStringLiteral(" · ") + tr("slice %1 of %2").arg(c.slice).arg(g->sliceCount());
    lines << head;
    lines << tr("GKE node %1 of %2: <tt>%3</tt> (TPU_WORKER_ID %4, %n chip(s))", nullptr, g->spec().chipsPerVm)
                 .arg(c.node)
                 .arg(g->nodeCount())
                 .arg(g->nodeLabel(c.node).toHtmlEscaped())
                 .arg(g->workerOf(c.node));
    const auto &tray = g->hostBlock();
    lines << tr("Host tray %1 (%2 chips)")
                 .arg(c.host)
                 .arg(g->dimensionCount() == 3 ? QStringLiteral("%1x%2x%3").arg(tray[0]).arg(tray[1]).arg(tray[2])
                                               : QStringLiteral("%1x%2").arg(tray[0]).arg(tray[1]));
    lines << tr("%1 ICI links: %2 wraparound, %3 optical").arg(links.size()).arg(wraps).arg(optical);
    return lines.join(QLatin1String("<br>"));
}

QString TorusController::chipLinksDescription(int chip) const
{
    const TorusGraph *g = m_scene.graph();
    if (!g || chip < 0 || std::size_t(chip) >= g->chips().size())
        return QString();
    QStringList rows;
    for (int l : g->linksOfChip(chip)) {
        const TorusLink &link = g->links()[std::size_t(l)];
        const bool outgoing = link.a == chip;
        const int other = outgoing ? link.b : link.a;
        QStringList kinds;
        kinds << (link.optical ? tr("optical") : tr("copper"));
        if (link.wrap)
            kinds << tr("wraparound");
        if (link.twisted)
            kinds << tr("twisted");
        rows << QStringLiteral("<tr><td>%1%2</td><td>&rarr; %3</td><td>%4</td></tr>")
                    .arg(outgoing ? QLatin1Char('+') : QChar(0x2212))
                    .arg(axisName(link.axis), coordText(other), kinds.join(QLatin1String(", ")));
    }
    return QStringLiteral("<table cellspacing=\"2\">%1</table>").arg(rows.join(QString()));
}

} // namespace tpuplan
