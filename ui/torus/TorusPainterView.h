// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/torus/TorusController.h"

#include <QWidget>

namespace tpuplan {

/// The torus drawn with QPainter, for when OpenGL is unavailable (and on the offscreen
/// platform, where a QOpenGLWidget cannot be shown). Same scene, camera and interaction as
/// TorusView; chips and links are depth-sorted and painted back to front.
class TorusPainterView : public QWidget
{
    Q_OBJECT
public:
    explicit TorusPainterView(TorusController *controller, QWidget *parent = nullptr);

    TorusController *controller() const { return m_controller; }
    void setTitle(const QString &title);
    /// The current picture as an image (for PNG export and tests).
    QImage renderToImage();

    QSize sizeHint() const override { return QSize(640, 480); }

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void paintScene(QPainter &painter, const QSize &size) const;

    TorusController *m_controller;
    QString m_title;
};

} // namespace tpuplan
