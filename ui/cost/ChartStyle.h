// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QCustomPlot;
class QPalette;

namespace tpuplan {

/// The look every money chart shares: plain amounts with the locale's group separators on the
/// value axis (1,250,000, never 1.25·10^6), and the widget's palette (light or dark) for the
/// background, axes, grid and legend.
namespace ChartStyle {

void apply(QCustomPlot *plot, const QPalette &palette);

} // namespace ChartStyle
} // namespace tpuplan
