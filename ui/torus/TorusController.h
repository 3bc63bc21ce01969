// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/torus/TorusCamera.h"
#include "ui/torus/TorusScene.h"

#include <QObject>
#include <QPointF>
#include <QSize>

#include <memory>

namespace tpuplan {

/// The state behind every torus view: the graph, its drawable scene, the display options, the
/// camera, the hovered and selected chip, and the mouse handling (drag rotates, right-drag pans,
/// wheel zooms, click selects). Renderers (TorusView, TorusPainterView) only draw it and repaint
/// on `changed()`, so a full-screen copy of the view shares everything with the panel's.
class TorusController : public QObject
{
    Q_OBJECT
public:
    enum Change {
        Geometry = 0x1, ///< the chips drawn (their number or positions) changed
        Colours = 0x2,
        Links = 0x4,    ///< link lines or node outlines
        Overlay = 0x8,  ///< hover and selection highlights
        Camera = 0x10,
        Everything = 0x1f,
    };
    Q_DECLARE_FLAGS(Changes, Change)

    explicit TorusController(QObject *parent = nullptr);

    /// Shows a new graph. The camera is reset when the shape differs from the one shown. A graph
    /// that draws like the one shown (drawsTheSame: only the pool's or version's name differs)
    /// replaces it without rebuilding the scene, and the hovered and selected chip stay.
    void setGraph(std::shared_ptr<const TorusGraph> graph);
    /// True when two specs give the same picture: same chips, links, nodes, hosts and colours.
    static bool drawsTheSame(const TorusSpec &a, const TorusSpec &b);
    /// How many scenes setGraph() has built for a graph (display option changes not counted).
    int sceneBuildCount() const { return m_sceneBuilds; }
    const TorusGraph *graph() const { return m_scene.graph(); }
    const TorusScene &scene() const { return m_scene; }
    const TorusCamera &camera() const { return m_camera; }
    /// Milliseconds the last setGraph() spent building the scene.
    double lastSceneBuildMs() const { return m_sceneBuildMs; }

    const TorusDisplayOptions &options() const { return m_options; }
    void setOptions(const TorusDisplayOptions &options);
    void setColouring(TorusColouring colouring);
    void setAxisLinksVisible(int axis, bool visible);
    void setWrapLinksVisible(bool visible);
    void setOpticalLinksVisible(bool visible);
    void setRagged(bool ragged);
    void setNodeBoundariesVisible(bool visible);
    /// Shows one plane across `axis` (0..2) at `index`, looking down the axis; axis -1 = 3D.
    void setPlane(int axis, int index);

    /// Set by renderers with a depth test (TorusView): rows of alike links become single lines.
    void setMergeLinkRuns(bool merge);

    /// The renderers report their size so resetCamera() can frame the slice exactly.
    void setViewportSize(const QSize &size);
    void resetCamera();
    void setCameraAngles(float yaw, float pitch);
    void rotateCamera(float yawDegrees, float pitchDegrees);
    void zoomCamera(float steps);

    int hoverChip() const { return m_hover; }
    int selectedChip() const { return m_selected; }
    void setHoverChip(int chip);
    void setSelectedChip(int chip);
    /// The visible chip under a screen position, or -1.
    int chipAt(const QPointF &pos, const QSize &viewport) const;

    // Mouse handling shared by the renderers (logical pixels, widget coordinates).
    void mousePress(const QPointF &pos, Qt::MouseButton button);
    void mouseMove(const QPointF &pos, Qt::MouseButtons buttons, const QSize &viewport);
    void mouseRelease(const QPointF &pos, Qt::MouseButton button, const QSize &viewport);
    void wheel(const QPoint &angleDelta);
    void leave();
    bool isDragging() const { return m_dragging; }

    /// Rich text describing a chip: coordinates, node (index and name), host, link summary.
    QString chipDescription(int chip) const;
    /// Rich text listing every link of a chip.
    QString chipLinksDescription(int chip) const;

Q_SIGNALS:
    void changed(tpuplan::TorusController::Changes changes);
    void graphChanged();
    void hoverChanged(int chip);
    void selectionChanged(int chip);

private:
    void emitChanged(Changes changes);
    void rebuildForOptions(const TorusDisplayOptions &old);
    QString coordText(int chip) const;

    TorusScene m_scene;
    TorusCamera m_camera;
    TorusDisplayOptions m_options;
    int m_hover = -1;
    int m_selected = -1;
    double m_sceneBuildMs = 0;
    int m_sceneBuilds = 0;
    QSize m_viewport{800, 600};
    bool m_viewportKnown = false;
    bool m_dragging = false;
    Qt::MouseButton m_dragButton = Qt::NoButton;
    QPointF m_pressPos;
    QPointF m_lastPos;
};

} // namespace tpuplan

Q_DECLARE_OPERATORS_FOR_FLAGS(tpuplan::TorusController::Changes)
