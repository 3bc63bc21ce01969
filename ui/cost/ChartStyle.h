// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QCPAxis;
class QCustomPlot;
class QPalette;

namespace tpuplan {

/// The look every money chart shares: plain amounts with the locale's group separators on the
/// value axis (1,250,000, never 1.25·10^6), and the widget's palette (light or dark) for the
/// background, axes, grid and legend.
namespace ChartStyle {

void apply(QCustomPlot *plot, const QPalette &palette);

/// Puts `plot`'s legend under its axes in rows of as many entries as fit its width, at most
/// `maxColumns`, at every replot: in a narrow dock or dialog the entries wrap onto more rows
/// instead of being cut off.
void placeLegendBelow(QCustomPlot *plot, int maxColumns);

/// Keeps the value axis's tick labels apart at any height of `plot`: fewer ticks as its axis
/// rect gets lower (in a short dock, 150.000 and 125.000 would otherwise overlap).
void spaceValueTicks(QCustomPlot *plot);

/// Makes `axis` logarithmic with labels read at a glance: 1, 2 and 5 times each power of ten
/// where the axis is long enough for them, else 1 and 3, else each power of ten (or every
/// second, third...), at most eight and never so close that neighbours touch; written as the
/// plot's locale writes numbers (1.000.000, 0,5; never 1e+06) with the decimals a label needs,
/// whatever the axis's number format. The other multiples of the powers are sub-ticks.
void useLogScale(QCPAxis *axis);

} // namespace ChartStyle
} // namespace tpuplan
