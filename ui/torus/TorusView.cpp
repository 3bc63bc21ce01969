// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/torus/TorusView.h"

#include "ui/torus/TorusOverlay.h"
#include "ui/torus/TorusViewInput.h"

#include <QElapsedTimer>
#include <QOpenGLBuffer>
#include <QOpenGLContext>
#include <QOpenGLShaderProgram>
#include <QOpenGLVertexArrayObject>
#include <QPainter>
#include <QSurfaceFormat>
#include <QVector2D>

#include <algorithm>
#include <array>
#include <limits>

namespace tpuplan {
namespace {

// Only the three faces of a chip box that can face the camera are stored (+x, +y, +z); the vertex
// shader mirrors each one to the side the eye is on. Half the vertices of a full cube and no
// back faces to cull. Per vertex: position, normal, face uv (for the outline).
constexpr float kMesh[] = {
    // +x
    0.5f, -0.5f, -0.5f, 1, 0, 0, 0, 0, 0.5f, 0.5f, -0.5f, 1, 0, 0, 1, 0, 0.5f, 0.5f, 0.5f, 1, 0, 0, 1, 1,
    0.5f, -0.5f, 0.5f, 1, 0, 0, 0, 1,
    // +y
    -0.5f, 0.5f, -0.5f, 0, 1, 0, 0, 0, 0.5f, 0.5f, -0.5f, 0, 1, 0, 1, 0, 0.5f, 0.5f, 0.5f, 0, 1, 0, 1, 1,
    -0.5f, 0.5f, 0.5f, 0, 1, 0, 0, 1,
    // +z
    -0.5f, -0.5f, 0.5f, 0, 0, 1, 0, 0, 0.5f, -0.5f, 0.5f, 0, 0, 1, 1, 0, 0.5f, 0.5f, 0.5f, 0, 0, 1, 1, 1,
    -0.5f, 0.5f, 0.5f, 0, 0, 1, 0, 1,
};
constexpr GLushort kIndices[] = {0, 1, 2, 0, 2, 3, 4, 5, 6, 4, 6, 7, 8, 9, 10, 8, 10, 11};

const char *kChipVertex = R"(
layout(location = 0) in vec3 aPos;
layout(location = 1) in vec3 aNormal;
layout(location = 2) in vec2 aUv;
layout(location = 3) in vec3 iOffset;
layout(location = 4) in vec4 iColour;
uniform mat4 uMvp;
uniform vec3 uEye;
uniform vec3 uSize;
out vec3 vColour;
out vec2 vUv;
void main()
{
    vec3 side = vec3(greaterThanEqual(uEye, iOffset)) * 2.0 - 1.0;
    vec3 n = aNormal * side;
    float light = n.y > 0.5 ? 1.0 : (n.y < -0.5 ? 0.5 : (abs(n.x) > 0.5 ? 0.80 : 0.66));
    vColour = iColour.rgb * light;
    vUv = aUv;
    gl_Position = uMvp * vec4(iOffset + aPos * side * uSize, 1.0);
}
)";

const char *kChipFragment = R"(
in vec3 vColour;
in vec2 vUv;
out vec4 fragColour;
void main()
{
    vec2 e = min(vUv, 1.0 - vUv);
    float edge = min(e.x, e.y);
    float w = max(fwidth(edge), 1e-4);
    float outline = smoothstep(0.4 * w, 1.6 * w, edge);
    fragColour = vec4(vColour * (0.45 + 0.55 * outline), 1.0);
}
)";

// Large slices (level of detail): each chip is one point sprite, a flat-shaded square: a darker
// rim, the upper half in the chip's colour (like a box's lit top), the lower half darker (its
// side); no derivatives, no lighting. llvmpipe sets up primitives on one thread, so one vertex
// and one primitive per chip instead of twelve vertices and six triangles is what saves.
const char *kPointVertex = R"(
layout(location = 3) in vec3 iOffset;
layout(location = 4) in vec4 iColour;
uniform mat4 uMvp;
uniform float uPointScale;
out vec3 vColour;
void main()
{
    vColour = iColour.rgb;
    gl_Position = uMvp * vec4(iOffset, 1.0);
    gl_PointSize = uPointScale / gl_Position.w;
}
)";

const char *kPointFragment = R"(
in vec3 vColour;
out vec4 fragColour;
void main()
{
    vec2 uv = vec2(gl_PointCoord.x, 1.0 - gl_PointCoord.y);
    vec2 e = min(uv, 1.0 - uv);
    float shade = min(e.x, e.y) < 0.1 ? 0.5 : (uv.y > 0.5 ? 1.0 : 0.8);
    fragColour = vec4(vColour * shade, 1.0);
}
)";

// Thin lines (links, outlines): plain GL_LINES, the cheapest primitive on software renderers.
const char *kThinLineVertex = R"(
layout(location = 0) in vec3 aPos;
layout(location = 1) in vec4 aColour;
layout(location = 2) in float aDash;
uniform mat4 uMvp;
out vec4 vColour;
out float vDash;
void main()
{
    vColour = aColour;
    vDash = aDash;
    gl_Position = uMvp * vec4(aPos, 1.0);
}
)";

// Thick lines (the selection highlight) as screen-space quads, one instance per segment (core
// profiles have no wide lines): the vertex shader places the four corners from gl_VertexID.
const char *kLineVertex = R"(
layout(location = 0) in vec3 aPos0;
layout(location = 1) in vec4 aColour;
layout(location = 2) in float aDash0;
layout(location = 3) in vec3 aPos1;
layout(location = 4) in float aDash1;
uniform mat4 uMvp;
uniform vec2 uViewport;
uniform float uHalfWidth;
out vec4 vColour;
out float vDash;
void main()
{
    vec4 c0 = uMvp * vec4(aPos0, 1.0);
    vec4 c1 = uMvp * vec4(aPos1, 1.0);
    // Clip against the near side so a segment half behind the eye still has a direction.
    const float nearW = 1e-3;
    if (c0.w < nearW)
        c0 = mix(c0, c1, (nearW - c0.w) / (c1.w - c0.w));
    else if (c1.w < nearW)
        c1 = mix(c1, c0, (nearW - c1.w) / (c0.w - c1.w));
    vec2 s0 = c0.xy / c0.w * uViewport;
    vec2 s1 = c1.xy / c1.w * uViewport;
    vec2 d = s1 - s0;
    float len = length(d);
    vec2 dir = len > 1e-4 ? d / len : vec2(1.0, 0.0);
    vec2 normal = vec2(-dir.y, dir.x);
    float t = float(gl_VertexID >> 1);
    float side = (gl_VertexID & 1) == 0 ? -1.0 : 1.0;
    vec4 c = mix(c0, c1, t);
    c.xy += normal * side * uHalfWidth / uViewport * c.w;
    gl_Position = c;
    vColour = aColour;
    vDash = mix(aDash0, aDash1, t);
}
)";

const char *kLineFragment = R"(
in vec4 vColour;
in float vDash;
out vec4 fragColour;
void main()
{
    if (vDash >= 0.0 && fract(vDash * 1.1) > 0.7)
        discard;
    fragColour = vec4(vColour.rgb, 1.0);
}
)";

enum LineBuffer { Links = 0, Boundaries = 1, Overlay = 2 };
constexpr float kLinkWidth = 1.7f;      ///< pixels
constexpr float kHighlightWidth = 2.6f;
constexpr int kThickLinkVertices = 12000;
constexpr int kSpriteChips = 1000;     ///< from this many chips on, chips are point sprites

} // namespace

struct TorusView::Resources
{
    std::unique_ptr<QOpenGLShaderProgram> chipProgram;
    std::unique_ptr<QOpenGLShaderProgram> lineProgram;     ///< thick: quads
    std::unique_ptr<QOpenGLShaderProgram> thinProgram;     ///< GL_LINES
    std::unique_ptr<QOpenGLShaderProgram> pointProgram;
    std::unique_ptr<QOpenGLVertexArrayObject> chipVao;
    std::unique_ptr<QOpenGLVertexArrayObject> pointVao; ///< the instance buffer as plain vertices
    std::unique_ptr<QOpenGLBuffer> meshVbo;
    std::unique_ptr<QOpenGLBuffer> meshIbo;
    std::unique_ptr<QOpenGLBuffer> instanceVbo;
    std::array<std::unique_ptr<QOpenGLVertexArrayObject>, 3> lineVao;  ///< GL_LINES layout
    std::array<std::unique_ptr<QOpenGLVertexArrayObject>, 3> quadVao;  ///< one instance per segment
    std::array<std::unique_ptr<QOpenGLBuffer>, 3> lineVbo;
    std::array<int, 3> lineCount{};
    int instanceCount = 0;
    int chipMvp = -1;
    int chipEye = -1;
    int chipSize = -1;
    int pointMvp = -1;
    int pointScale = -1;
    float maxPointSize = 0;
    int lineMvp = -1;
    int thinMvp = -1;
    int lineViewport = -1;
    int lineHalfWidth = -1;
};

void TorusView::requestSurfaceFormat()
{
    QSurfaceFormat format;
    format.setVersion(3, 3);
    format.setProfile(QSurfaceFormat::CoreProfile);
    format.setDepthBufferSize(24);
    QSurfaceFormat::setDefaultFormat(format);
}

TorusView::TorusView(TorusController *controller, QWidget *parent) : QOpenGLWidget(parent), m_controller(controller)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(240, 180);
    setAccessibleName(tr("Torus view"));
    m_controller->setMergeLinkRuns(true); // the depth test hides the parts inside chips
    connect(m_controller, &TorusController::changed, this, [this](TorusController::Changes changes) {
        m_dirty |= changes;
        update();
    });
}

TorusView::~TorusView()
{
    cleanupGL();
}

void TorusView::setTitle(const QString &title)
{
    if (title == m_title)
        return;
    m_title = title;
    update();
}

void TorusView::fail(const QString &reason)
{
    m_glError = reason;
    qWarning("TorusView: %s", qPrintable(reason));
    QMetaObject::invokeMethod(this, [this, reason] { Q_EMIT glFailed(reason); }, Qt::QueuedConnection);
}

void TorusView::cleanupGL()
{
    if (!m_gl)
        return;
    const bool current = context() && context()->isValid();
    if (current)
        makeCurrent();
    m_gl.reset();
    if (current)
        doneCurrent();
    if (m_cleanupConnection)
        disconnect(m_cleanupConnection);
    m_cleanupConnection = {};
}

void TorusView::initializeGL()
{
    // Can run again (e.g. after reparenting into a full-screen window): start from scratch.
    m_gl.reset();
    if (m_cleanupConnection)
        disconnect(m_cleanupConnection);
    m_cleanupConnection = connect(context(), &QOpenGLContext::aboutToBeDestroyed, this, &TorusView::cleanupGL);
    initializeOpenGLFunctions();
    const QSurfaceFormat format = context()->format();
    const bool es = context()->isOpenGLES();
    const bool recent = es ? format.majorVersion() >= 3 : format.version() >= qMakePair(3, 3);
    if (!recent) {
        fail(tr("OpenGL %1.%2 is too old for the 3D view (it needs OpenGL 3.3 or OpenGL ES 3.0).")
                 .arg(format.majorVersion())
                 .arg(format.minorVersion()));
        return;
    }
    QString error;
    if (!createResources(&error)) {
        m_gl.reset();
        fail(error);
        return;
    }
    m_glError.clear();
    m_dirty = TorusController::Everything;
}

bool TorusView::createResources(QString *error)
{
    auto gl = std::make_unique<Resources>();
    if (!createPrograms(*gl, error) || !createChipBuffers(*gl, error))
        return false;
    createLineBuffers(*gl);
    m_gl = std::move(gl);
    return true;
}

bool TorusView::createPrograms(Resources &gl, QString *error)
{
    const QByteArray header = context()->isOpenGLES() ? QByteArrayLiteral("#version 300 es\nprecision highp float;\n")
                                                      : QByteArrayLiteral("#version 330 core\n");
    auto build = [&](const char *vertex, const char *fragment) -> std::unique_ptr<QOpenGLShaderProgram> {
        auto program = std::make_unique<QOpenGLShaderProgram>();
        if (!program->addShaderFromSourceCode(QOpenGLShader::Vertex, header + vertex)
            || !program->addShaderFromSourceCode(QOpenGLShader::Fragment, header + fragment) || !program->link()) {
            *error = tr("The 3D view's shaders do not compile here: %1").arg(program->log());
            return nullptr;
        }
        return program;
    };
    gl.chipProgram = build(kChipVertex, kChipFragment);
    if (!gl.chipProgram)
        return false;
    gl.lineProgram = build(kLineVertex, kLineFragment);
    if (!gl.lineProgram)
        return false;
    gl.thinProgram = build(kThinLineVertex, kLineFragment);
    if (!gl.thinProgram)
        return false;
    gl.pointProgram = build(kPointVertex, kPointFragment);
    if (!gl.pointProgram)
        return false;
    gl.pointMvp = gl.pointProgram->uniformLocation("uMvp");
    gl.pointScale = gl.pointProgram->uniformLocation("uPointScale");
    GLfloat range[2] = {0, 0};
    glGetFloatv(GL_ALIASED_POINT_SIZE_RANGE, range);
    gl.maxPointSize = range[1];
    gl.thinMvp = gl.thinProgram->uniformLocation("uMvp");
    gl.chipMvp = gl.chipProgram->uniformLocation("uMvp");
    gl.chipEye = gl.chipProgram->uniformLocation("uEye");
    gl.chipSize = gl.chipProgram->uniformLocation("uSize");
    gl.lineMvp = gl.lineProgram->uniformLocation("uMvp");
    gl.lineViewport = gl.lineProgram->uniformLocation("uViewport");
    gl.lineHalfWidth = gl.lineProgram->uniformLocation("uHalfWidth");
    return true;
}

bool TorusView::createChipBuffers(Resources &gl, QString *error)
{
    gl.chipVao = std::make_unique<QOpenGLVertexArrayObject>();
    if (!gl.chipVao->create()) {
        *error = tr("The OpenGL context has no vertex array objects.");
        return false;
    }
    gl.chipVao->bind();
    gl.meshVbo = std::make_unique<QOpenGLBuffer>(QOpenGLBuffer::VertexBuffer);
    gl.meshVbo->create();
    gl.meshVbo->bind();
    gl.meshVbo->allocate(kMesh, int(sizeof kMesh));
    constexpr int meshStride = 8 * sizeof(float);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, meshStride, nullptr);
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 3, GL_FLOAT, GL_FALSE, meshStride, reinterpret_cast<const void *>(3 * sizeof(float)));
    glEnableVertexAttribArray(2);
    glVertexAttribPointer(2, 2, GL_FLOAT, GL_FALSE, meshStride, reinterpret_cast<const void *>(6 * sizeof(float)));
    gl.meshIbo = std::make_unique<QOpenGLBuffer>(QOpenGLBuffer::IndexBuffer);
    gl.meshIbo->create();
    gl.meshIbo->bind();
    gl.meshIbo->allocate(kIndices, int(sizeof kIndices));
    gl.instanceVbo = std::make_unique<QOpenGLBuffer>(QOpenGLBuffer::VertexBuffer);
    gl.instanceVbo->setUsagePattern(QOpenGLBuffer::DynamicDraw);
    gl.instanceVbo->create();
    gl.instanceVbo->bind();
    constexpr int instanceStride = sizeof(TorusInstance);
    glEnableVertexAttribArray(3);
    glVertexAttribPointer(3, 3, GL_FLOAT, GL_FALSE, instanceStride, nullptr);
    glVertexAttribDivisor(3, 1);
    glEnableVertexAttribArray(4);
    glVertexAttribPointer(4, 4, GL_UNSIGNED_BYTE, GL_TRUE, instanceStride, reinterpret_cast<const void *>(offsetof(TorusInstance, rgba)));
    glVertexAttribDivisor(4, 1);
    gl.chipVao->release();

    gl.pointVao = std::make_unique<QOpenGLVertexArrayObject>();
    gl.pointVao->create();
    gl.pointVao->bind();
    gl.instanceVbo->bind();
    glEnableVertexAttribArray(3);
    glVertexAttribPointer(3, 3, GL_FLOAT, GL_FALSE, instanceStride, nullptr);
    glEnableVertexAttribArray(4);
    glVertexAttribPointer(4, 4, GL_UNSIGNED_BYTE, GL_TRUE, instanceStride, reinterpret_cast<const void *>(offsetof(TorusInstance, rgba)));
    gl.pointVao->release();
    return true;
}

void TorusView::createLineBuffers(Resources &gl)
{
    for (std::size_t i = 0; i < 3; ++i) {
        gl.lineVbo[i] = std::make_unique<QOpenGLBuffer>(QOpenGLBuffer::VertexBuffer);
        gl.lineVbo[i]->setUsagePattern(QOpenGLBuffer::DynamicDraw);
        gl.lineVbo[i]->create();

        gl.lineVao[i] = std::make_unique<QOpenGLVertexArrayObject>();
        gl.lineVao[i]->create();
        gl.lineVao[i]->bind();
        gl.lineVbo[i]->bind();
        constexpr int stride = sizeof(TorusLineVertex);
        glEnableVertexAttribArray(0);
        glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, stride, nullptr);
        glEnableVertexAttribArray(1);
        glVertexAttribPointer(1, 4, GL_UNSIGNED_BYTE, GL_TRUE, stride, reinterpret_cast<const void *>(offsetof(TorusLineVertex, rgba)));
        glEnableVertexAttribArray(2);
        glVertexAttribPointer(2, 1, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<const void *>(offsetof(TorusLineVertex, dash)));
        gl.lineVao[i]->release();

        // One instance per segment: its two vertices are consecutive in the buffer.
        gl.quadVao[i] = std::make_unique<QOpenGLVertexArrayObject>();
        gl.quadVao[i]->create();
        gl.quadVao[i]->bind();
        gl.lineVbo[i]->bind();
        constexpr int pair = 2 * sizeof(TorusLineVertex);
        constexpr std::size_t second = sizeof(TorusLineVertex);
        glEnableVertexAttribArray(0);
        glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, pair, nullptr);
        glEnableVertexAttribArray(1);
        glVertexAttribPointer(1, 4, GL_UNSIGNED_BYTE, GL_TRUE, pair, reinterpret_cast<const void *>(offsetof(TorusLineVertex, rgba)));
        glEnableVertexAttribArray(2);
        glVertexAttribPointer(2, 1, GL_FLOAT, GL_FALSE, pair, reinterpret_cast<const void *>(offsetof(TorusLineVertex, dash)));
        glEnableVertexAttribArray(3);
        glVertexAttribPointer(3, 3, GL_FLOAT, GL_FALSE, pair, reinterpret_cast<const void *>(second));
        glEnableVertexAttribArray(4);
        glVertexAttribPointer(4, 1, GL_FLOAT, GL_FALSE, pair, reinterpret_cast<const void *>(second + offsetof(TorusLineVertex, dash)));
        for (GLuint attribute = 0; attribute < 5; ++attribute)
            glVertexAttribDivisor(attribute, 1);
        gl.quadVao[i]->release();
    }
}

void TorusView::upload()
{
    if (!m_gl || !(m_dirty & ~TorusController::Changes(TorusController::Camera)))
        return;
    QElapsedTimer timer;
    timer.start();
    const TorusScene &scene = m_controller->scene();
    if (m_dirty & (TorusController::Geometry | TorusController::Colours))
        uploadInstances();
    auto uploadLines = [&](std::size_t which, const std::vector<TorusLineVertex> &vertices) {
        m_gl->lineVbo[which]->bind();
        m_gl->lineVbo[which]->allocate(vertices.data(), int(vertices.size() * sizeof(TorusLineVertex)));
        m_gl->lineCount[which] = int(vertices.size());
    };
    if (m_dirty & (TorusController::Geometry | TorusController::Links)) {
        uploadLines(Links, scene.linkVertices());
        uploadLines(Boundaries, scene.boundaryVertices());
    }
    if (m_dirty & (TorusController::Geometry | TorusController::Overlay))
        uploadLines(Overlay, scene.overlayVertices());
    m_lastUploadMs = double(timer.nsecsElapsed()) / 1e6;
}

void TorusView::uploadInstances()
{
    // Nearest chips first, so the depth test rejects most hidden fragments before shading.
    const auto &instances = m_controller->scene().instances();
    const TorusCamera &camera = m_controller->camera();
    const QVector3D forward = (camera.target() - camera.eye()).normalized();
    m_order.resize(instances.size());
    m_keys.resize(instances.size());
    for (std::size_t i = 0; i < instances.size(); ++i) {
        m_order[i] = int(i);
        m_keys[i] = instances[i].x * forward.x() + instances[i].y * forward.y() + instances[i].z * forward.z();
    }
    std::sort(m_order.begin(), m_order.end(), [this](int l, int r) { return m_keys[std::size_t(l)] < m_keys[std::size_t(r)]; });
    m_sorted.resize(instances.size());
    for (std::size_t i = 0; i < instances.size(); ++i)
        m_sorted[i] = instances[std::size_t(m_order[i])];
    m_gl->instanceVbo->bind();
    m_gl->instanceVbo->allocate(m_sorted.data(), int(m_sorted.size() * sizeof(TorusInstance)));
    m_gl->instanceCount = int(m_sorted.size());
    m_sortedForward = forward;
}

void TorusView::drawLines(int which, float width)
{
    const std::size_t i = std::size_t(which);
    if (m_gl->lineCount[i] < 2)
        return;
    if (width <= 1.0f) {
        m_gl->thinProgram->bind();
        m_gl->lineVao[i]->bind();
        glDrawArrays(GL_LINES, 0, m_gl->lineCount[i]);
        m_gl->lineVao[i]->release();
        return;
    }
    m_gl->lineProgram->bind();
    m_gl->lineProgram->setUniformValue(m_gl->lineHalfWidth, width * 0.5f * float(devicePixelRatioF()));
    m_gl->quadVao[i]->bind();
    glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, m_gl->lineCount[i] / 2);
    m_gl->quadVao[i]->release();
}

void TorusView::drawChips(const QMatrix4x4 &mvp)
{
    // Level of detail: from kSpriteChips chips on, each chip is a point sprite (one vertex, a
    // flat-shaded square as wide as the box) while the nearest chip stays well under
    // the largest point size; zoomed in closer than that, the boxes are drawn again.
    const TorusCamera &camera = m_controller->camera();
    bool sprites = false;
    float pointScale = 0;
    if (m_gl->instanceCount >= kSpriteChips) {
        const QVector3D chip = m_controller->scene().chipSize();
        const float half = 0.5f * std::max({chip.x(), chip.y(), chip.z()});
        const QVector3D eye = camera.eye();
        const QVector3D forward = (camera.target() - eye).normalized();
        float nearest = std::numeric_limits<float>::max();
        for (const TorusInstance &c : m_sorted)
            nearest = std::min(nearest, QVector3D::dotProduct(QVector3D(c.x, c.y, c.z) - eye, forward));
        // Side in pixels = 2 half * P[1][1] * (height / 2) / w.
        pointScale = half * camera.projectionMatrix(size())(1, 1) * float(height() * devicePixelRatioF());
        sprites = nearest > 0.1f && pointScale / nearest < 0.8f * m_gl->maxPointSize;
    }
    if (sprites) {
        if (!context()->isOpenGLES())
            glEnable(0x8642); // GL_PROGRAM_POINT_SIZE (always on in GLES)
        m_gl->pointProgram->bind();
        m_gl->pointProgram->setUniformValue(m_gl->pointMvp, mvp);
        m_gl->pointProgram->setUniformValue(m_gl->pointScale, pointScale);
        m_gl->pointVao->bind();
        glDrawArrays(GL_POINTS, 0, m_gl->instanceCount);
        m_gl->pointVao->release();
    } else if (m_gl->instanceCount > 0) {
        m_gl->chipProgram->bind();
        m_gl->chipProgram->setUniformValue(m_gl->chipMvp, mvp);
        m_gl->chipProgram->setUniformValue(m_gl->chipEye, camera.eye());
        m_gl->chipProgram->setUniformValue(m_gl->chipSize, m_controller->scene().chipSize());
        m_gl->chipVao->bind();
        glDrawElementsInstanced(GL_TRIANGLES, GLsizei(std::size(kIndices)), GL_UNSIGNED_SHORT, nullptr, m_gl->instanceCount);
        m_gl->chipVao->release();
        m_gl->chipProgram->release();
    }
}

void TorusView::paintGL()
{
    QElapsedTimer timer;
    timer.start();
    const QColor background = TorusScene::backgroundColour();
    glClearColor(background.redF(), background.greenF(), background.blueF(), 1.0f);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    if (!m_gl || !m_controller->graph())
        return;
    upload();
    m_dirty = {};
    // Re-sort the chips front to back once the view direction has turned noticeably.
    if (m_gl->instanceCount > 256) {
        const TorusCamera &cam = m_controller->camera();
        const QVector3D forward = (cam.target() - cam.eye()).normalized();
        if (QVector3D::dotProduct(forward, m_sortedForward) < 0.99f)
            uploadInstances();
    }

    m_controller->setViewportSize(size());
    const TorusCamera &camera = m_controller->camera();
    const QMatrix4x4 mvp = camera.viewProjection(size());
    glEnable(GL_DEPTH_TEST);
    glDepthFunc(GL_LESS);
    glDisable(GL_CULL_FACE); // every generated face faces the camera already
    glDisable(GL_BLEND);

    drawChips(mvp);

    m_gl->thinProgram->bind();
    m_gl->thinProgram->setUniformValue(m_gl->thinMvp, mvp);
    m_gl->lineProgram->bind();
    m_gl->lineProgram->setUniformValue(m_gl->lineMvp, mvp);
    const QSize pixels = size() * devicePixelRatioF();
    m_gl->lineProgram->setUniformValue(m_gl->lineViewport, QVector2D(float(pixels.width()) * 0.5f, float(pixels.height()) * 0.5f));
    // Wide lines read better; a software renderer affords them for small slices only (each
    // segment becomes two triangles with a heavier vertex shader).
    const bool thick = m_gl->lineCount[Links] <= kThickLinkVertices && m_gl->instanceCount < kSpriteChips;
    glDepthMask(GL_FALSE); // nothing drawn later needs the lines' depth; saves llvmpipe the writes
    drawLines(Links, thick ? kLinkWidth : 1.0f);
    drawLines(Boundaries, 1.0f);
    glDepthMask(GL_TRUE);
    glDisable(GL_DEPTH_TEST); // the highlight shows through the chips in front of it
    drawLines(Overlay, kHighlightWidth);
    m_gl->lineProgram->release();

    {
        QPainter painter(this);
        torusoverlay::paint(painter, size(), *m_controller, m_title);
    }
    if (m_frameTiming) {
        glFinish();
        m_lastFrameMs = double(timer.nsecsElapsed()) / 1e6;
    }
}

QImage TorusView::renderToImage()
{
    return grabFramebuffer();
}

void TorusView::mousePressEvent(QMouseEvent *event)
{
    torusinput::press(m_controller, event);
}

void TorusView::mouseMoveEvent(QMouseEvent *event)
{
    torusinput::move(this, m_controller, event);
}

void TorusView::mouseReleaseEvent(QMouseEvent *event)
{
    torusinput::release(this, m_controller, event);
}

void TorusView::wheelEvent(QWheelEvent *event)
{
    torusinput::wheel(m_controller, event);
}

void TorusView::leaveEvent(QEvent *event)
{
    torusinput::leave(m_controller);
    QOpenGLWidget::leaveEvent(event);
}

void TorusView::keyPressEvent(QKeyEvent *event)
{
    if (!torusinput::key(m_controller, event))
        QOpenGLWidget::keyPressEvent(event);
}

} // namespace tpuplan
