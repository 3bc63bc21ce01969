// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/torus/TorusScene.h"

#include <QtMath>

#include <algorithm>
#include <cmath>
#include <limits>

namespace tpuplan {
namespace {

constexpr float kTrayGap = 0.32f;      ///< extra space between host trays
constexpr float kSliceGap = 3.5f;      ///< space between the slices of a multislice pool
constexpr float kStub = 0.34f;         ///< length of a ragged wraparound stub
constexpr float kWrapExit = 0.18f;     ///< how far a drawn wraparound leaves its chip before it turns
/// From this many chips on (3D, whole block shown), only the links of rows on the block's surface
/// are drawn: the inner ones add only haze between the chips and cost most of the frame.
constexpr std::size_t kSurfaceLinksChips = 1000;

QColor mix(const QColor &a, const QColor &b, float t)
{
    return QColor::fromRgbF(a.redF() + (b.redF() - a.redF()) * t, a.greenF() + (b.greenF() - a.greenF()) * t,
                            a.blueF() + (b.blueF() - a.blueF()) * t);
}

} // namespace

quint32 TorusScene::pack(const QColor &c)
{
    return quint32(c.red()) | quint32(c.green()) << 8 | quint32(c.blue()) << 16 | quint32(c.alpha()) << 24;
}

QColor TorusScene::unpack(quint32 rgba)
{
    return QColor(int(rgba & 0xff), int(rgba >> 8 & 0xff), int(rgba >> 16 & 0xff), int(rgba >> 24 & 0xff));
}

QColor TorusScene::paletteColour(int index)
{
    static const QColor curated[] = {
        QColor(0x4e, 0x9b, 0xff), QColor(0xff, 0x8c, 0x42), QColor(0x3e, 0xcf, 0x8e), QColor(0xe8, 0x5d, 0x75),
        QColor(0xb4, 0x8e, 0xff), QColor(0xf5, 0xc5, 0x42), QColor(0x2e, 0xc4, 0xd6), QColor(0xff, 0x6f, 0xcf),
        QColor(0x9a, 0xcd, 0x32), QColor(0xc8, 0xa2, 0x7a), QColor(0x6a, 0x7f, 0xdb), QColor(0xd9, 0x6c, 0x2b),
    };
    constexpr int curatedCount = int(sizeof curated / sizeof curated[0]);
    if (index >= 0 && index < curatedCount)
        return curated[index];
    // Beyond the curated set: golden-ratio hues with alternating saturation and value, so
    // neighbouring numbers never share a colour.
    const double hue = std::fmod(0.11 + double(index) * 0.6180339887, 1.0);
    const double saturation = index % 2 ? 0.52 : 0.72;
    const double value = index % 3 == 0 ? 0.80 : 0.95;
    return QColor::fromHsvF(float(hue), float(saturation), float(value));
}

QColor TorusScene::axisColour(int axis)
{
    switch (axis) {
    case 0:
        return QColor(0xf0, 0x6e, 0x74);
    case 1:
        return QColor(0x7f, 0xd6, 0x7a);
    default:
        return QColor(0x5a, 0xa9, 0xf0);
    }
}

QColor TorusScene::opticalColour(int axis)
{
    return mix(axisColour(axis), QColor(0xff, 0xff, 0xff), 0.3f);
}

QColor TorusScene::dcnColour() { return QColor(0xa8, 0xb0, 0xbd); }
QColor TorusScene::highlightColour() { return QColor(0xff, 0xd5, 0x4a); }
QColor TorusScene::backgroundColour() { return QColor(0x1b, 0x1f, 0x26); }

QVector3D TorusScene::worldAxis(int axis)
{
    switch (axis) {
    case 0:
        return QVector3D(1, 0, 0);
    case 1:
        return QVector3D(0, 0, -1);
    default:
        return QVector3D(0, 1, 0);
    }
}

void TorusScene::setGraph(std::shared_ptr<const TorusGraph> graph, const TorusDisplayOptions &options)
{
    m_graph = std::move(graph);
    layout();
    rebuild(options, -1, -1);
}

void TorusScene::setMergeRuns(bool merge, const TorusDisplayOptions &options)
{
    if (merge == m_mergeRuns)
        return;
    m_mergeRuns = merge;
    rebuildLinks(options);
}

void TorusScene::layout()
{
    m_positions.clear();
    if (!m_graph)
        return;
    const TorusGraph &g = *m_graph;
    m_chipSize = g.dimensionCount() == 3 ? QVector3D(0.46f, 0.46f, 0.46f) : QVector3D(0.74f, 0.14f, 0.74f);
    std::array<std::vector<float>, 3> along;
    for (std::size_t a = 0; a < 3; ++a) {
        const int n = g.dims()[a];
        const int block = g.hostBlock()[a];
        along[a].resize(std::size_t(n));
        for (int c = 0; c < n; ++c)
            along[a][std::size_t(c)] = float(c) + float(c / block) * kTrayGap;
    }
    m_sliceStride = along[0].back() + kSliceGap;
    m_forwardLink.assign(g.chips().size() * 3, -1);
    for (std::size_t l = 0; l < g.links().size(); ++l) {
        const TorusLink &link = g.links()[l];
        if (!link.wrap)
            m_forwardLink[std::size_t(link.a) * 3 + link.axis] = int(l);
    }
    m_positions.resize(g.chips().size());
    for (std::size_t i = 0; i < g.chips().size(); ++i) {
        const TorusChip &chip = g.chips()[i];
        m_positions[i] = QVector3D(along[0][std::size_t(chip.coord[0])] + float(chip.slice) * m_sliceStride,
                                   along[2][std::size_t(chip.coord[2])], -along[1][std::size_t(chip.coord[1])]);
    }
}

QVector3D TorusScene::chipPosition(int chip) const
{
    if (chip < 0 || std::size_t(chip) >= m_positions.size())
        return QVector3D();
    return m_positions[std::size_t(chip)];
}

int TorusScene::instanceOfChip(int chip) const
{
    if (chip < 0 || std::size_t(chip) >= m_chipInstance.size())
        return -1;
    return m_chipInstance[std::size_t(chip)];
}

bool TorusScene::chipVisible(int chip, const TorusDisplayOptions &options) const
{
    if (options.planeAxis < 0 || options.planeAxis > 2)
        return true;
    return m_graph->chips()[std::size_t(chip)].coord[std::size_t(options.planeAxis)] == options.planeIndex;
}

void TorusScene::rebuild(const TorusDisplayOptions &options, int hoverChip, int selectedChip)
{
    m_instances.clear();
    m_instanceChip.clear();
    m_chipInstance.clear();
    m_links.clear();
    m_boundaries.clear();
    m_overlay.clear();
    m_min = m_max = QVector3D();
    if (!m_graph)
        return;
    const int chipCount = int(m_graph->chips().size());
    m_chipInstance.assign(std::size_t(chipCount), -1);
    m_instanceChip.reserve(std::size_t(chipCount));
    constexpr float inf = std::numeric_limits<float>::max();
    QVector3D lo(inf, inf, inf);
    QVector3D hi(-inf, -inf, -inf);
    for (int c = 0; c < chipCount; ++c) {
        if (!chipVisible(c, options))
            continue;
        m_chipInstance[std::size_t(c)] = int(m_instanceChip.size());
        m_instanceChip.push_back(c);
        const QVector3D &p = m_positions[std::size_t(c)];
        lo = QVector3D(std::min(lo.x(), p.x()), std::min(lo.y(), p.y()), std::min(lo.z(), p.z()));
        hi = QVector3D(std::max(hi.x(), p.x()), std::max(hi.y(), p.y()), std::max(hi.z(), p.z()));
    }
    if (m_instanceChip.empty())
        return;
    m_min = lo - m_chipSize * 0.5f;
    m_max = hi + m_chipSize * 0.5f;
    m_instances.resize(m_instanceChip.size());
    for (std::size_t i = 0; i < m_instanceChip.size(); ++i) {
        const QVector3D &p = m_positions[std::size_t(m_instanceChip[i])];
        m_instances[i].x = p.x();
        m_instances[i].y = p.y();
        m_instances[i].z = p.z();
    }
    rebuildColours(options, hoverChip, selectedChip);
    rebuildLinks(options);
    rebuildOverlay(options, hoverChip, selectedChip);
}

QColor TorusScene::chipColour(int chip, const TorusDisplayOptions &options) const
{
    const TorusChip &c = m_graph->chips()[std::size_t(chip)];
    switch (options.colouring) {
    case TorusColouring::Host:
        return paletteColour(c.host);
    case TorusColouring::Slice:
        return paletteColour(c.slice);
    case TorusColouring::Workload:
        return c.workload >= 0 ? paletteColour(c.workload) : idleColour();
    case TorusColouring::Node:
        break;
    }
    return paletteColour(c.node);
}

QColor TorusScene::idleColour()
{
    return QColor(0x4a, 0x4f, 0x57);
}

void TorusScene::rebuildColours(const TorusDisplayOptions &options, int hoverChip, int selectedChip)
{
    if (!m_graph)
        return;
    const int hoverNode = hoverChip >= 0 ? m_graph->chips()[std::size_t(hoverChip)].node : -1;
    // Colours repeat per node, host or slice: compute each distinct one once.
    std::vector<quint32> cache;
    for (std::size_t i = 0; i < m_instanceChip.size(); ++i) {
        const int chip = m_instanceChip[i];
        const TorusChip &c = m_graph->chips()[std::size_t(chip)];
        const int key = options.colouring == TorusColouring::Node  ? c.node
            : options.colouring == TorusColouring::Host            ? c.host
            : options.colouring == TorusColouring::Workload        ? c.workload + 1
                                                                   : c.slice;
        if (std::size_t(key) >= cache.size())
            cache.resize(std::size_t(key) + 1, 0);
        quint32 &packed = cache[std::size_t(key)];
        if (!packed)
            packed = pack(chipColour(chip, options));
        quint32 rgba = packed;
        if (chip == selectedChip)
            rgba = pack(mix(unpack(packed), QColor(Qt::white), 0.55f));
        else if (chip == hoverChip)
            rgba = pack(mix(unpack(packed), QColor(Qt::white), 0.35f));
        else if (c.node == hoverNode)
            rgba = pack(mix(unpack(packed), QColor(Qt::white), 0.15f));
        m_instances[i].rgba = rgba;
    }
}

namespace {

/// Appends one line from `from` to `to`; returns the dash offset where it ends.
float appendSegment(std::vector<TorusLineVertex> &out, const QVector3D &from, const QVector3D &to, quint32 colour, bool dashed,
                    float dashStart)
{
    out.push_back({from.x(), from.y(), from.z(), colour, dashed ? dashStart : -1.0f});
    const float end = dashStart + (to - from).length();
    out.push_back({to.x(), to.y(), to.z(), colour, dashed ? end : -1.0f});
    return end;
}

} // namespace

void TorusScene::appendLink(std::vector<TorusLineVertex> &out, const TorusLink &link, const TorusDisplayOptions &options,
                            quint32 colour, bool dashed) const
{
    // Links leave and enter chips through their faces, so no line is drawn inside a chip (the
    // QPainter view cannot hide such parts) and the GL view rasterises less.
    const QVector3D dir = worldAxis(link.axis);
    const float half = std::abs(QVector3D::dotProduct(m_chipSize, dir)) * 0.5f;
    const QVector3D pa = m_positions[std::size_t(link.a)] + dir * half;
    const QVector3D pb = m_positions[std::size_t(link.b)] - dir * half;
    if (!link.wrap) {
        appendSegment(out, pa, pb, colour, dashed, 0.0f);
        return;
    }
    const bool aVisible = chipVisible(link.a, options);
    const bool bVisible = chipVisible(link.b, options);
    if (options.ragged || !aVisible || !bVisible) {
        // Boxfish-style: a short stub leaving each end through the face it wraps around.
        if (aVisible)
            appendSegment(out, pa, pa + dir * kStub, colour, dashed, 0.0f);
        if (bVisible)
            appendSegment(out, pb, pb - dir * kStub, colour, dashed, 0.0f);
        return;
    }
    if (m_graph->dimensionCount() == 2)
        appendArch(out, pa, pb, dir, colour, dashed);
    else
        appendStaple(out, link, pa, pb, colour, dashed);
}

void TorusScene::appendArch(std::vector<TorusLineVertex> &out, const QVector3D &pa, const QVector3D &pb, const QVector3D &dir,
                            quint32 colour, bool dashed) const
{
    // An arch over the plane from one end of the row to the other: a handle that makes the
    // cylinder or torus visible.
    constexpr int segments = 16;
    const float length = std::abs(QVector3D::dotProduct(pa - pb, dir));
    const QVector3D centre = (pa + pb) * 0.5f;
    const float along = length * 0.5f + kWrapExit;
    const float height = 0.45f + 0.06f * length;
    const QVector3D up(0, 1, 0);
    QVector3D previous = pa;
    float dash = 0.0f;
    for (int i = 0; i <= segments; ++i) {
        const float angle = float(M_PI) * float(i) / segments;
        const QVector3D next = centre + dir * (along * std::cos(angle)) + up * (height * std::sin(angle));
        dash = appendSegment(out, previous, next, colour, dashed, dash);
        previous = next;
    }
    appendSegment(out, previous, pb, colour, dashed, dash);
}

void TorusScene::appendStaple(std::vector<TorusLineVertex> &out, const TorusLink &link, const QVector3D &pa, const QVector3D &pb,
                              quint32 colour, bool dashed) const
{
    // A staple out of the last chip, over to the empty channel between four rows (on the side
    // away from the middle, so outer rings loop around the outside of the block), back along it
    // and into the first chip from outside.
    const TorusGraph &g = *m_graph;
    const QVector3D dir = worldAxis(link.axis);
    QVector3D bow;
    const auto &c = g.chips()[std::size_t(link.a)].coord;
    for (int q = 0; q < 3; ++q) {
        if (q == link.axis)
            continue;
        const float sign = 2 * c[std::size_t(q)] + 1 >= g.dims()[std::size_t(q)] ? 1.0f : -1.0f;
        bow += worldAxis(q) * sign * 0.5f;
    }
    const float round = 0.5f * bow.length();
    const QVector3D points[] = {
        pa,
        pa + dir * kWrapExit,
        pa + dir * (kWrapExit + round) + bow * 0.5f,
        pa + dir * kWrapExit + bow,
        pb - dir * kWrapExit + bow,
        pb - dir * (kWrapExit + round) + bow * 0.5f,
        pb - dir * kWrapExit,
        pb,
    };
    float dash = 0.0f;
    if (g.chips().size() >= kSurfaceLinksChips) {
        // Large slices: a plain staple, three lines instead of seven (the rounding is too small to see).
        const std::size_t corners[] = {0, 3, 4, 7};
        for (std::size_t i = 1; i < std::size(corners); ++i)
            dash = appendSegment(out, points[corners[i - 1]], points[corners[i]], colour, dashed, dash);
        return;
    }
    for (std::size_t i = 1; i < std::size(points); ++i)
        dash = appendSegment(out, points[i - 1], points[i], colour, dashed, dash);
}

bool TorusScene::linkOnSurface(const TorusLink &link) const
{
    const auto &c = m_graph->chips()[std::size_t(link.a)].coord;
    for (int q = 0; q < 3; ++q) {
        const int v = c[std::size_t(q)];
        if (q != link.axis && (v == 0 || v == m_graph->dims()[std::size_t(q)] - 1))
            return true;
    }
    return false;
}

template <typename Visible, typename Colour>
void TorusScene::appendLinkRuns(const TorusDisplayOptions &options, const Visible &visible, const Colour &colourOf)
{
    // Consecutive neighbour links of one row that look alike become one line from the first
    // chip's face to the last one's: the chips in between hide it where it passes through
    // them (depth test), and the renderer sets up a fraction of the lines.
    const TorusGraph &g = *m_graph;
    const std::array<int, 3> stride{1, g.dims()[0], g.dims()[0] * g.dims()[1]};
    const auto continues = [&](int next, const TorusLink &link) {
        return next >= 0 && visible(g.links()[std::size_t(next)]) && g.links()[std::size_t(next)].optical == link.optical;
    };
    for (const TorusLink &link : g.links()) {
        if (link.wrap) {
            if (visible(link))
                appendLink(m_links, link, options, colourOf(link), link.optical);
            continue;
        }
        const std::size_t axis = link.axis;
        // Start a run only at its first link: the previous link of the row is absent,
        // hidden, or looks different.
        if (!visible(link))
            continue;
        if (g.chips()[std::size_t(link.a)].coord[axis] > 0
            && continues(m_forwardLink[std::size_t(link.a - stride[axis]) * 3 + axis], link))
            continue;
        int last = link.b;
        for (int next = m_forwardLink[std::size_t(last) * 3 + axis]; continues(next, link);
             next = m_forwardLink[std::size_t(last) * 3 + axis])
            last = g.links()[std::size_t(next)].b;
        TorusLink run = link;
        run.b = last;
        appendLink(m_links, run, options, colourOf(link), link.optical);
    }
}

void TorusScene::appendSliceNetwork()
{
    const TorusGraph &g = *m_graph;
    if (g.sliceCount() <= 1)
        return;
    const quint32 colour = pack(dcnColour());
    const float busY = m_min.y() - 1.4f;
    const float z = (m_min.z() + m_max.z()) * 0.5f;
    const float width = m_sliceStride - kSliceGap;
    auto add = [&](const QVector3D &from, const QVector3D &to) {
        m_links.push_back({from.x(), from.y(), from.z(), colour, 0.0f});
        m_links.push_back({to.x(), to.y(), to.z(), colour, (to - from).length()});
    };
    const float first = m_positions.front().x() + width * 0.5f;
    add(QVector3D(first, busY, z), QVector3D(first + float(g.sliceCount() - 1) * m_sliceStride, busY, z));
    for (int s = 0; s < g.sliceCount(); ++s) {
        const float x = first + float(s) * m_sliceStride;
        add(QVector3D(x, m_min.y() - 0.25f, z), QVector3D(x, busY, z));
    }
}

void TorusScene::rebuildLinks(const TorusDisplayOptions &options)
{
    m_links.clear();
    m_boundaries.clear();
    if (!m_graph)
        return;
    const TorusGraph &g = *m_graph;
    std::array<quint32, 3> neighbour{};
    std::array<quint32, 3> wrap{};
    std::array<quint32, 3> optical{};
    for (int a = 0; a < 3; ++a) {
        neighbour[std::size_t(a)] = pack(mix(axisColour(a), backgroundColour(), 0.15f));
        wrap[std::size_t(a)] = pack(axisColour(a).lighter(115));
        optical[std::size_t(a)] = pack(opticalColour(a));
    }
    m_links.reserve(g.links().size() * 2);
    const bool surfaceOnly = options.planeAxis < 0 && g.dimensionCount() == 3 && g.chips().size() >= kSurfaceLinksChips;
    const auto visible = [&](const TorusLink &link) {
        if (!options.axisLinks[link.axis] || (link.wrap && !options.wrapLinks) || (link.optical && !options.opticalLinks))
            return false;
        if (surfaceOnly && !linkOnSurface(link))
            return false;
        if (options.planeAxis >= 0) {
            const bool aVisible = chipVisible(link.a, options);
            const bool bVisible = chipVisible(link.b, options);
            return (aVisible && bVisible) || (link.wrap && (aVisible || bVisible));
        }
        return true;
    };
    const auto colourOf = [&](const TorusLink &link) {
        return link.optical ? optical[link.axis] : link.wrap ? wrap[link.axis] : neighbour[link.axis];
    };
    if (m_mergeRuns) {
        appendLinkRuns(options, visible, colourOf);
    } else {
        for (const TorusLink &link : g.links()) {
            if (visible(link))
                appendLink(m_links, link, options, colourOf(link), link.optical);
        }
    }
    appendSliceNetwork();
    if (options.nodeBoundaries) {
        const quint32 colour = pack(QColor(0x76, 0x80, 0x90));
        m_boundaries.reserve(std::size_t(g.nodeCount()) * 24);
        for (int node = 0; node < g.nodeCount(); ++node)
            appendNodeBox(m_boundaries, node, options, 0.08f, colour);
    }
}

void TorusScene::appendBox(std::vector<TorusLineVertex> &out, const QVector3D &lo, const QVector3D &hi, quint32 colour) const
{
    const QVector3D corners[8] = {
        {lo.x(), lo.y(), lo.z()}, {hi.x(), lo.y(), lo.z()}, {hi.x(), hi.y(), lo.z()}, {lo.x(), hi.y(), lo.z()},
        {lo.x(), lo.y(), hi.z()}, {hi.x(), lo.y(), hi.z()}, {hi.x(), hi.y(), hi.z()}, {lo.x(), hi.y(), hi.z()},
    };
    static constexpr int edges[12][2] = {{0, 1}, {1, 2}, {2, 3}, {3, 0}, {4, 5}, {5, 6},
                                         {6, 7}, {7, 4}, {0, 4}, {1, 5}, {2, 6}, {3, 7}};
    for (const auto &e : edges) {
        const QVector3D &a = corners[e[0]];
        const QVector3D &b = corners[e[1]];
        out.push_back({a.x(), a.y(), a.z(), colour, -1.0f});
        out.push_back({b.x(), b.y(), b.z(), colour, -1.0f});
    }
}

void TorusScene::appendNodeBox(std::vector<TorusLineVertex> &out, int node, const TorusDisplayOptions &options,
                               float margin, quint32 colour) const
{
    const TorusGraph &g = *m_graph;
    std::array<int, 3> first = g.nodeOrigin(node);
    std::array<int, 3> last{};
    for (std::size_t a = 0; a < 3; ++a)
        last[a] = first[a] + g.nodeBlock()[a] - 1;
    if (options.planeAxis >= 0) {
        const std::size_t a = std::size_t(options.planeAxis);
        if (options.planeIndex < first[a] || options.planeIndex > last[a])
            return;
        first[a] = last[a] = options.planeIndex;
    }
    const int slice = g.sliceOfNode(node);
    const QVector3D p = chipPosition(g.chipIndex(slice, first));
    const QVector3D q = chipPosition(g.chipIndex(slice, last));
    const QVector3D half = m_chipSize * 0.5f + QVector3D(margin, margin, margin);
    const QVector3D lo(std::min(p.x(), q.x()), std::min(p.y(), q.y()), std::min(p.z(), q.z()));
    const QVector3D hi(std::max(p.x(), q.x()), std::max(p.y(), q.y()), std::max(p.z(), q.z()));
    appendBox(out, lo - half, hi + half, colour);
}

void TorusScene::rebuildOverlay(const TorusDisplayOptions &options, int hoverChip, int selectedChip)
{
    m_overlay.clear();
    if (!m_graph)
        return;
    const TorusGraph &g = *m_graph;
    if (hoverChip >= 0 && hoverChip != selectedChip)
        appendNodeBox(m_overlay, g.chips()[std::size_t(hoverChip)].node, options, 0.13f, pack(QColor(0xf0, 0xf3, 0xf7)));
    if (selectedChip >= 0) {
        const quint32 colour = pack(highlightColour());
        appendNodeBox(m_overlay, g.chips()[std::size_t(selectedChip)].node, options, 0.13f, colour);
        const QVector3D p = chipPosition(selectedChip);
        const QVector3D half = m_chipSize * 0.5f + QVector3D(0.04f, 0.04f, 0.04f);
        appendBox(m_overlay, p - half, p + half, colour);
        // Every link of the selected chip, whatever the toggles say: that is what was asked for.
        for (int l : g.linksOfChip(selectedChip))
            appendLink(m_overlay, g.links()[std::size_t(l)], options, colour, g.links()[std::size_t(l)].optical);
    }
}

void TorusScene::drawnBounds(QVector3D *lo, QVector3D *hi) const
{
    *lo = m_min;
    *hi = m_max;
    for (const TorusLineVertex &v : m_links) {
        *lo = QVector3D(std::min(lo->x(), v.x), std::min(lo->y(), v.y), std::min(lo->z(), v.z));
        *hi = QVector3D(std::max(hi->x(), v.x), std::max(hi->y(), v.y), std::max(hi->z(), v.z));
    }
}

int TorusScene::pick(const QVector3D &origin, const QVector3D &direction) const
{
    const QVector3D half = m_chipSize * 0.5f + QVector3D(0.03f, 0.03f, 0.03f);
    const float inv[3] = {direction.x() != 0 ? 1.0f / direction.x() : std::numeric_limits<float>::max(),
                          direction.y() != 0 ? 1.0f / direction.y() : std::numeric_limits<float>::max(),
                          direction.z() != 0 ? 1.0f / direction.z() : std::numeric_limits<float>::max()};
    const float o[3] = {origin.x(), origin.y(), origin.z()};
    const float h[3] = {half.x(), half.y(), half.z()};
    float best = std::numeric_limits<float>::max();
    int bestChip = -1;
    for (std::size_t i = 0; i < m_instances.size(); ++i) {
        const float c[3] = {m_instances[i].x, m_instances[i].y, m_instances[i].z};
        float tNear = -std::numeric_limits<float>::max();
        float tFar = std::numeric_limits<float>::max();
        for (int a = 0; a < 3; ++a) {
            float t1 = (c[a] - h[a] - o[a]) * inv[a];
            float t2 = (c[a] + h[a] - o[a]) * inv[a];
            if (t1 > t2)
                std::swap(t1, t2);
            tNear = std::max(tNear, t1);
            tFar = std::min(tFar, t2);
        }
        if (tNear <= tFar && tFar >= 0 && tNear < best) {
            best = tNear;
            bestChip = m_instanceChip[i];
        }
    }
    return bestChip;
}

} // namespace tpuplan
