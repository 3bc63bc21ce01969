// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/torus/TorusCamera.h"

#include <QtMath>

#include <algorithm>
#include <cmath>

namespace tpuplan {

void TorusCamera::reset(const QVector3D &center, float radius)
{
    m_yaw = kDefaultYaw;
    m_pitch = kDefaultPitch;
    fit(center, radius);
}

void TorusCamera::fit(const QVector3D &center, float radius)
{
    m_target = center;
    m_radius = std::max(radius, 0.5f);
    // Distance at which the sphere fills the vertical field of view, with a small margin.
    m_distance = m_radius / std::sin(qDegreesToRadians(m_fovY * 0.5f)) * 1.05f;
}

void TorusCamera::fitBox(const QVector3D &lo, const QVector3D &hi, const QSize &viewport)
{
    fit((lo + hi) * 0.5f, (hi - lo).length() * 0.5f);
    if (viewport.width() <= 0 || viewport.height() <= 0)
        return;
    const QVector3D corners[8] = {
        {lo.x(), lo.y(), lo.z()}, {hi.x(), lo.y(), lo.z()}, {lo.x(), hi.y(), lo.z()}, {hi.x(), hi.y(), lo.z()},
        {lo.x(), lo.y(), hi.z()}, {hi.x(), lo.y(), hi.z()}, {lo.x(), hi.y(), hi.z()}, {hi.x(), hi.y(), hi.z()},
    };
    const double margin = 0.05 * std::min(viewport.width(), viewport.height());
    const QRectF allowed = QRectF(QPointF(0, 0), QSizeF(viewport)).adjusted(margin, margin, -margin, -margin);
    auto projectedBounds = [&](bool *inFront) {
        double left = 1e30;
        double top = 1e30;
        double right = -1e30;
        double bottom = -1e30;
        *inFront = true;
        for (const QVector3D &corner : corners) {
            float depth = 0;
            const QPointF p = project(corner, viewport, &depth);
            *inFront = *inFront && depth > 0.05f;
            left = std::min(left, p.x());
            right = std::max(right, p.x());
            top = std::min(top, p.y());
            bottom = std::max(bottom, p.y());
        }
        return QRectF(QPointF(left, top), QPointF(right, bottom));
    };
    const float sphereDistance = m_distance;
    for (int pass = 0; pass < 3; ++pass) {
        float nearest = sphereDistance * 0.05f;
        float farthest = sphereDistance * 1.5f;
        for (int step = 0; step < 28; ++step) {
            m_distance = (nearest + farthest) * 0.5f;
            bool inFront = false;
            const QRectF box = projectedBounds(&inFront);
            if (inFront && box.width() <= allowed.width() && box.height() <= allowed.height())
                farthest = m_distance;
            else
                nearest = m_distance;
        }
        m_distance = farthest;
        bool inFront = false;
        const QRectF box = projectedBounds(&inFront);
        pan(allowed.center() - box.center(), viewport);
    }
}

void TorusCamera::lookAlong(int worldAxis)
{
    switch (worldAxis) {
    case 0:
        setAngles(90.0f, 0.0f);
        break;
    case 1:
        setAngles(0.0f, 90.0f);
        break;
    default:
        setAngles(0.0f, 0.0f);
        break;
    }
}

void TorusCamera::setAngles(float yaw, float pitch)
{
    m_yaw = yaw;
    m_pitch = std::clamp(pitch, -90.0f, 90.0f);
}

void TorusCamera::rotate(float yawDegrees, float pitchDegrees)
{
    m_yaw = std::fmod(m_yaw + yawDegrees, 360.0f);
    m_pitch = std::clamp(m_pitch + pitchDegrees, -89.0f, 89.0f);
}

void TorusCamera::pan(const QPointF &pixels, const QSize &viewport)
{
    if (viewport.height() <= 0)
        return;
    const float worldPerPixel = 2.0f * m_distance * std::tan(qDegreesToRadians(m_fovY * 0.5f)) / float(viewport.height());
    const QMatrix4x4 view = viewMatrix();
    const QVector3D right(view(0, 0), view(0, 1), view(0, 2));
    const QVector3D up(view(1, 0), view(1, 1), view(1, 2));
    m_target += (-right * float(pixels.x()) + up * float(pixels.y())) * worldPerPixel;
}

void TorusCamera::zoom(float steps)
{
    m_distance = std::clamp(m_distance * std::pow(0.87f, steps), m_radius * 0.05f, m_radius * 12.0f);
}

QVector3D TorusCamera::eye() const
{
    const float yaw = qDegreesToRadians(m_yaw);
    const float pitch = qDegreesToRadians(m_pitch);
    const QVector3D dir(std::cos(pitch) * std::sin(yaw), std::sin(pitch), std::cos(pitch) * std::cos(yaw));
    return m_target + dir * m_distance;
}

QMatrix4x4 TorusCamera::viewMatrix() const
{
    QMatrix4x4 view;
    // Straight down (or up) the Y axis the usual up vector is degenerate; use -Z so +Z of the
    // topology's y axis points up the screen.
    const float yaw = qDegreesToRadians(m_yaw);
    const QVector3D up = std::abs(m_pitch) > 89.5f ? QVector3D(-std::sin(yaw), 0.0f, -std::cos(yaw)) * (m_pitch > 0 ? 1.0f : -1.0f)
                                                   : QVector3D(0.0f, 1.0f, 0.0f);
    view.lookAt(eye(), m_target, up);
    return view;
}

QMatrix4x4 TorusCamera::projectionMatrix(const QSize &viewport) const
{
    QMatrix4x4 projection;
    const float aspect = viewport.height() > 0 ? float(viewport.width()) / float(viewport.height()) : 1.0f;
    const float nearPlane = std::max(0.05f, m_distance - m_radius * 2.5f);
    const float farPlane = m_distance + m_radius * 2.5f;
    float fov = m_fovY;
    if (aspect < 1.0f) // keep the whole scene in a portrait viewport
        fov = qRadiansToDegrees(2.0f * std::atan(std::tan(qDegreesToRadians(m_fovY * 0.5f)) / aspect));
    projection.perspective(fov, aspect, nearPlane, farPlane);
    return projection;
}

QPointF TorusCamera::project(const QVector3D &world, const QSize &viewport, float *depth) const
{
    const QMatrix4x4 view = viewMatrix();
    const QVector4D clip = projectionMatrix(viewport) * (view * QVector4D(world, 1.0f));
    if (depth)
        *depth = clip.w();
    const float w = std::abs(clip.w()) < 1e-6f ? 1e-6f : clip.w();
    return QPointF((clip.x() / w * 0.5f + 0.5f) * float(viewport.width()),
                   (0.5f - clip.y() / w * 0.5f) * float(viewport.height()));
}

void TorusCamera::ray(const QPointF &pos, const QSize &viewport, QVector3D *origin, QVector3D *direction) const
{
    const QMatrix4x4 inverse = viewProjection(viewport).inverted();
    const float x = float(pos.x()) / float(std::max(1, viewport.width())) * 2.0f - 1.0f;
    const float y = 1.0f - float(pos.y()) / float(std::max(1, viewport.height())) * 2.0f;
    const QVector3D nearPoint = inverse.map(QVector3D(x, y, -1.0f));
    const QVector3D farPoint = inverse.map(QVector3D(x, y, 1.0f));
    *origin = nearPoint;
    *direction = (farPoint - nearPoint).normalized();
}

} // namespace tpuplan
