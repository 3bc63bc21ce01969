// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/torus/TorusController.h"

#include <QOpenGLExtraFunctions>
#include <QOpenGLWidget>

#include <memory>

namespace tpuplan {

/// The 3D torus drawn with OpenGL 3.3 core (or GLES 3): chips as instanced boxes (only the three
/// faces that face the camera are generated, shaded and outlined in the shaders), links, node
/// outlines and the selection overlay as lines. From 1000 chips on (level of detail) chips are
/// flat-shaded point sprites, unless zoomed in so close that the boxes fit on screen again. Repaints only when the controller reports a
/// change. GL resources live in owning pointers, are recreated by every initializeGL() and freed
/// when the context goes away. When no usable context can be had it emits glFailed() so the panel
/// can swap in the QPainter fallback.
class TorusView : public QOpenGLWidget, protected QOpenGLExtraFunctions
{
    Q_OBJECT
public:
    explicit TorusView(TorusController *controller, QWidget *parent = nullptr);
    ~TorusView() override;

    /// Asks for the OpenGL 3.3 core context the view draws with. Call before QApplication exists.
    static void requestSurfaceFormat();

    TorusController *controller() const { return m_controller; }
    /// Drawn top left over the scene (full-screen presenting); empty = none.
    void setTitle(const QString &title);

    /// Why the view cannot draw, or empty while it can.
    QString glError() const { return m_glError; }
    /// The current picture as an image (for PNG export and tests).
    QImage renderToImage();

    /// Benchmark support: when on, each frame ends with glFinish() and its time is recorded.
    void setFrameTiming(bool on) { m_frameTiming = on; }
    double lastFrameMs() const { return m_lastFrameMs; }
    /// Time the last frame spent uploading changed buffers.
    double lastUploadMs() const { return m_lastUploadMs; }

Q_SIGNALS:
    void glFailed(const QString &reason);

protected:
    void initializeGL() override;
    void paintGL() override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    struct Resources;
    void cleanupGL();
    bool createResources(QString *error);
    bool createPrograms(Resources &gl, QString *error);
    /// The chips as boxes, or as point sprites when the slice is large and far away.
    void drawChips(const QMatrix4x4 &mvp);
    /// The chip mesh, its per-chip instances and the point sprites used for large slices.
    bool createChipBuffers(Resources &gl, QString *error);
    /// Three line buffers (links, node outlines, highlights), drawn as lines or as quads.
    void createLineBuffers(Resources &gl);
    void upload();
    void uploadInstances();
    void drawLines(int which, float width);
    void fail(const QString &reason);

    TorusController *m_controller;
    std::unique_ptr<Resources> m_gl;
    TorusController::Changes m_dirty = TorusController::Everything;
    QMetaObject::Connection m_cleanupConnection;
    std::vector<int> m_order;
    std::vector<float> m_keys;
    std::vector<TorusInstance> m_sorted;
    QVector3D m_sortedForward;
    QString m_glError;
    QString m_title;
    bool m_frameTiming = false;
    double m_lastFrameMs = 0;
    double m_lastUploadMs = 0;
};

} // namespace tpuplan
