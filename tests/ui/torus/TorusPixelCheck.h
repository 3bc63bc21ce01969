// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers shared by the torus view tests: where a chip's top face lands on screen and whether
// the pixels there carry the colour the chip should have.

#include "core/catalog/Catalog.h"
#include "ui/torus/TorusController.h"

#include <QImage>

#include <cstdlib>

namespace tpuplan::test {

/// Screen position (logical pixels) of the centre of a chip's top face.
inline QPointF topFaceCentre(const TorusController &controller, int chip, const QSize &viewport)
{
    const TorusScene &scene = controller.scene();
    const QVector3D top = scene.chipPosition(chip) + QVector3D(0, scene.chipSize().y() * 0.5f, 0);
    return controller.camera().project(top, viewport);
}

inline bool sameColour(const QColor &a, const QColor &b, int tolerance)
{
    return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance
        && std::abs(a.blue() - b.blue()) <= tolerance;
}

/// How many of the 3x3 pixels around `pos` (logical) are `expected` within `tolerance`.
inline int matchingPixels(const QImage &image, const QPointF &pos, const QColor &expected, int tolerance = 8)
{
    const double dpr = image.devicePixelRatio();
    const int cx = int(pos.x() * dpr);
    const int cy = int(pos.y() * dpr);
    int hits = 0;
    for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
            const int x = cx + dx;
            const int y = cy + dy;
            if (x >= 0 && y >= 0 && x < image.width() && y < image.height() && sameColour(image.pixelColor(x, y), expected, tolerance))
                ++hits;
        }
    }
    return hits;
}

/// Chips whose top face is in view from above: every chip of a 2D slice, the top layer of a 3D one.
inline std::vector<int> topChips(const TorusGraph &graph)
{
    std::vector<int> chips;
    for (std::size_t c = 0; c < graph.chips().size(); ++c) {
        if (graph.chips()[c].coord[2] == graph.dims()[2] - 1)
            chips.push_back(int(c));
    }
    return chips;
}

inline std::shared_ptr<const TorusGraph> makeGraph(const QString &tpu, const QString &topology, int chipsPerVm = 0, int slices = 1)
{
    auto spec = TorusSpec::forTopology(Catalog::builtIn(), tpu, topology, chipsPerVm);
    if (!spec)
        return nullptr;
    spec->slices = slices;
    auto graph = TorusGraph::build(*spec);
    return graph ? std::make_shared<const TorusGraph>(std::move(*graph)) : nullptr;
}

} // namespace tpuplan::test
