// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMatrix4x4>
#include <QPointF>
#include <QSize>
#include <QVector3D>

namespace tpuplan {

/// An orbit camera around a target point: yaw and pitch in degrees, distance in world units.
/// World axes: X right, Y up, Z towards the viewer at yaw 0. Shared by the OpenGL view and the
/// QPainter fallback so both show the same picture and pick the same chip.
class TorusCamera
{
public:
    static constexpr float kDefaultYaw = -38.0f;
    static constexpr float kDefaultPitch = 30.0f;

    /// Looks at a bounding sphere from the default angles so all of it fits.
    void reset(const QVector3D &center, float radius);
    /// Keeps the angles; moves the target and distance so the sphere fits.
    void fit(const QVector3D &center, float radius);
    /// Keeps the angles; centres the box and moves as close as possible while all of it stays
    /// inside `viewport` (with a margin), so flat 2D slices fill the view too.
    void fitBox(const QVector3D &lo, const QVector3D &hi, const QSize &viewport);
    /// Looks straight down a world axis (0 = X, 1 = Y, 2 = Z) for the plane view.
    void lookAlong(int worldAxis);

    void rotate(float yawDegrees, float pitchDegrees);
    /// Moves the target by a mouse drag of `pixels` so the point under the cursor follows it.
    void pan(const QPointF &pixels, const QSize &viewport);
    /// Zooms by wheel steps (positive = closer).
    void zoom(float steps);

    float yaw() const { return m_yaw; }
    float pitch() const { return m_pitch; }
    float distance() const { return m_distance; }
    QVector3D target() const { return m_target; }
    void setAngles(float yaw, float pitch);

    QVector3D eye() const;
    QMatrix4x4 viewMatrix() const;
    QMatrix4x4 projectionMatrix(const QSize &viewport) const;
    QMatrix4x4 viewProjection(const QSize &viewport) const { return projectionMatrix(viewport) * viewMatrix(); }

    /// Screen position (logical pixels, top-left origin) of a world point; `depth` receives the
    /// distance along the view direction (larger = farther).
    QPointF project(const QVector3D &world, const QSize &viewport, float *depth = nullptr) const;
    /// The ray through a screen position: origin and unit direction.
    void ray(const QPointF &pos, const QSize &viewport, QVector3D *origin, QVector3D *direction) const;

private:
    float m_yaw = kDefaultYaw;
    float m_pitch = kDefaultPitch;
    float m_distance = 10.0f;
    float m_radius = 5.0f;
    float m_fovY = 35.0f;
    QVector3D m_target;
};

} // namespace tpuplan
