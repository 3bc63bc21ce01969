// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/torus/TorusGraph.h"

#include <QColor>
#include <QVector3D>

#include <array>
#include <memory>
#include <vector>

namespace tpuplan {

/// What the chips are coloured by.
enum class TorusColouring { Node, Host, Slice, Workload };

/// Everything the user can switch in the view that changes what is drawn.
struct TorusDisplayOptions
{
    TorusColouring colouring = TorusColouring::Node;
    std::array<bool, 3> axisLinks{true, true, true}; ///< ICI links along x, y, z
    bool wrapLinks = true;        ///< wraparound links
    bool opticalLinks = true;     ///< links through an optical circuit switch
    bool ragged = false;          ///< wraparound links as short stubs at both ends
    bool nodeBoundaries = true;   ///< an outline around every GKE node
    int planeAxis = -1;           ///< -1: the whole slice in 3D; 0..2: one plane across that axis
    int planeIndex = 0;           ///< which plane along `planeAxis`
};

/// One chip instance for drawing: world centre and colour (RGBA bytes in memory order).
struct TorusInstance
{
    float x = 0, y = 0, z = 0;
    quint32 rgba = 0;
};

/// One vertex of a line: world position, colour and the distance along a dashed line (-1 =
/// solid).
struct TorusLineVertex
{
    float x = 0, y = 0, z = 0;
    quint32 rgba = 0;
    float dash = -1.0f;
};

/// The drawable form of a TorusGraph for the current options: chip instances, link lines,
/// node outlines and the highlight overlay, in world coordinates. Renderer-neutral: the OpenGL
/// view uploads these arrays, the QPainter view projects them. Topology axes map to world as
/// x -> X, y -> -Z, z -> Y (z is up), chips of one host tray sit a little closer together, and
/// the slices of a multislice pool stand side by side along X.
class TorusScene
{
public:
    void setGraph(std::shared_ptr<const TorusGraph> graph, const TorusDisplayOptions &options);
    /// Takes a graph that draws exactly like the current one (only its names differ), keeping
    /// every vertex built for the current one.
    void replaceGraph(std::shared_ptr<const TorusGraph> graph) { m_graph = std::move(graph); }
    const TorusGraph *graph() const { return m_graph.get(); }
    std::shared_ptr<const TorusGraph> sharedGraph() const { return m_graph; }

    /// Draw each row's run of alike neighbour links as one line (valid only for a renderer with a
    /// depth test: the line passes through the chips of the run). Off by default.
    void setMergeRuns(bool merge, const TorusDisplayOptions &options);
    bool mergesRuns() const { return m_mergeRuns; }

    /// Rebuilds what depends on the options: visible chips, colours and lines.
    void rebuild(const TorusDisplayOptions &options, int hoverChip, int selectedChip);
    void rebuildColours(const TorusDisplayOptions &options, int hoverChip, int selectedChip);
    void rebuildLinks(const TorusDisplayOptions &options);
    void rebuildOverlay(const TorusDisplayOptions &options, int hoverChip, int selectedChip);

    const std::vector<TorusInstance> &instances() const { return m_instances; }
    /// Chip index of each instance, and instance of each chip (-1 when hidden).
    const std::vector<int> &instanceChips() const { return m_instanceChip; }
    int instanceOfChip(int chip) const;
    const std::vector<TorusLineVertex> &linkVertices() const { return m_links; }
    const std::vector<TorusLineVertex> &boundaryVertices() const { return m_boundaries; }
    const std::vector<TorusLineVertex> &overlayVertices() const { return m_overlay; }

    /// Edge lengths of a chip box in world units (a cube for 3D families, a flat tile for 2D).
    QVector3D chipSize() const { return m_chipSize; }
    QVector3D chipPosition(int chip) const;
    /// Bounds of what is visible (all slices, or the plane).
    QVector3D boundsMin() const { return m_min; }
    QVector3D boundsMax() const { return m_max; }
    QVector3D center() const { return (m_min + m_max) * 0.5f; }
    float radius() const { return (m_max - m_min).length() * 0.5f; }

    /// Bounds of everything drawn: chips and lines (wraparound loops reach outside the chips).
    void drawnBounds(QVector3D *lo, QVector3D *hi) const;

    /// The visible chip hit by a ray, nearest first; -1 when none.
    int pick(const QVector3D &origin, const QVector3D &direction) const;

    /// The colour of a chip under `options` (before highlighting).
    QColor chipColour(int chip, const TorusDisplayOptions &options) const;

    /// The n-th colour of the categorical palette (node, host or slice number).
    static QColor paletteColour(int index);
    static QColor axisColour(int axis);
    static QColor opticalColour(int axis);
    static QColor dcnColour();
    /// A block's chips no slice workload holds.
    static QColor idleColour();
    static QColor highlightColour();
    static QColor backgroundColour();
    static quint32 pack(const QColor &colour);
    static QColor unpack(quint32 rgba);
    /// World direction of a topology axis.
    static QVector3D worldAxis(int axis);

private:
    void layout();
    bool chipVisible(int chip, const TorusDisplayOptions &options) const;
    void appendLink(std::vector<TorusLineVertex> &out, const TorusLink &link, const TorusDisplayOptions &options,
                    quint32 colour, bool dashed) const;
    /// A wraparound link of a 2D slice, drawn as an arch over the plane.
    void appendArch(std::vector<TorusLineVertex> &out, const QVector3D &pa, const QVector3D &pb, const QVector3D &dir,
                    quint32 colour, bool dashed) const;
    /// A wraparound link of a 3D slice, drawn as a staple around the outside of the block.
    void appendStaple(std::vector<TorusLineVertex> &out, const TorusLink &link, const QVector3D &pa, const QVector3D &pb,
                      quint32 colour, bool dashed) const;
    bool linkOnSurface(const TorusLink &link) const;
    /// Neighbour links in rows of alike links, each row as one line (see setMergeRuns).
    template <typename Visible, typename Colour>
    void appendLinkRuns(const TorusDisplayOptions &options, const Visible &visible, const Colour &colourOf);
    /// The data-centre network between slices: a bus under them, one drop per slice.
    void appendSliceNetwork();
    void appendBox(std::vector<TorusLineVertex> &out, const QVector3D &lo, const QVector3D &hi, quint32 colour) const;
    void appendNodeBox(std::vector<TorusLineVertex> &out, int node, const TorusDisplayOptions &options, float margin,
                       quint32 colour) const;

    std::shared_ptr<const TorusGraph> m_graph;
    std::vector<QVector3D> m_positions;   ///< world centre of every chip
    std::vector<int> m_forwardLink;       ///< per chip and axis: its neighbour link to +1, or -1
    bool m_mergeRuns = false;
    std::vector<TorusInstance> m_instances;
    std::vector<int> m_instanceChip;
    std::vector<int> m_chipInstance;
    std::vector<TorusLineVertex> m_links;
    std::vector<TorusLineVertex> m_boundaries;
    std::vector<TorusLineVertex> m_overlay;
    QVector3D m_chipSize{0.6f, 0.6f, 0.6f};
    QVector3D m_min;
    QVector3D m_max;
    float m_sliceStride = 0.0f;
};

} // namespace tpuplan
