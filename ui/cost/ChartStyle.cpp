// SPDX-License-Identifier: GPL-3.0-or-later
// QCustomPlot's header uses Qt's keywords: included first, with them on for this file only
// (ui/cost/CMakeLists.txt).
#include <qcustomplot.h>

#include "ui/cost/ChartStyle.h"

#include <QFontMetrics>
#include <QLocale>
#include <QPalette>

#include <algorithm>

namespace tpuplan::ChartStyle {

void apply(QCustomPlot *plot, const QPalette &palette)
{
    // QCustomPlot formats tick labels with the plot's locale, which is C (no group separators)
    // unless set; the application's locale follows the language chosen.
    plot->setLocale(QLocale());
    plot->yAxis->setNumberFormat(QStringLiteral("f"));
    plot->yAxis->setNumberPrecision(0);
    const QColor text = palette.color(QPalette::Text);
    plot->setBackground(palette.brush(QPalette::Base));
    for (QCPAxis *axis : {plot->xAxis, plot->yAxis}) {
        axis->setBasePen(QPen(text));
        axis->setTickPen(QPen(text));
        axis->setSubTickPen(QPen(text));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
        axis->grid()->setPen(QPen(palette.color(QPalette::Mid), 0, Qt::DotLine));
    }
    plot->legend->setBrush(palette.brush(QPalette::Base));
    plot->legend->setBorderPen(QPen(palette.color(QPalette::Mid)));
    plot->legend->setTextColor(text);
}

namespace {

/// The legend entries per row that fit `width`: at least one, at most `maxColumns`.
int legendColumnsFitting(const QCustomPlot *plot, int width, int maxColumns)
{
    const QCPLegend *legend = plot->legend;
    int widest = 0;
    for (int i = 0; i < legend->itemCount(); ++i) {
        if (const QCPAbstractLegendItem *item = legend->item(i)) // null: an empty cell of the grid
            widest = std::max(widest, item->minimumOuterSizeHint().width());
    }
    const QMargins margins = legend->margins();
    const int room = width - margins.left() - margins.right() - 2; // the legend's border
    const int spacing = legend->columnSpacing();
    int columns = widest > 0 ? (room + spacing) / (widest + spacing) : maxColumns;
    return std::clamp(columns, 1, std::max(1, maxColumns));
}

} // namespace

void placeLegendBelow(QCustomPlot *plot, int maxColumns)
{
    plot->legend->setVisible(true);
    plot->plotLayout()->addElement(1, 0, plot->legend);
    plot->plotLayout()->setRowStretchFactor(1, 0.001);
    plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    plot->legend->setWrap(maxColumns);
    // Before each replot (a resize replots too), when the entries and the width are known.
    QObject::connect(plot, &QCustomPlot::beforeReplot, plot, [plot, maxColumns] {
        const int columns = legendColumnsFitting(plot, plot->viewport().width(), maxColumns);
        if (columns != plot->legend->wrap()) {
            plot->legend->setWrap(columns);
            plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true); // re-flows the entries
        }
    });
}

void spaceValueTicks(QCustomPlot *plot)
{
    // After the layout, when the axis rect's height is known: the ticks of this replot were made
    // before it, so a changed count replots once more (the height does not depend on the count).
    QObject::connect(plot, &QCustomPlot::afterLayout, plot, [plot] {
        const int labelHeight = QFontMetrics(plot->yAxis->tickLabelFont()).height();
        // Three label heights per tick asked, at least two given: the ticker rounds its step to
        // 1, 2, 2.5 or 5 times a power of ten, down by up to a third. Two at least: asked for
        // one, it may round the step past the top of the range and leave 0 alone.
        const int fitting = std::clamp(plot->yAxis->axisRect()->height() / (3 * labelHeight), 2, 5);
        if (fitting != plot->yAxis->ticker()->tickCount()) {
            plot->yAxis->ticker()->setTickCount(fitting);
            plot->replot(QCustomPlot::rpQueuedReplot);
        }
    });
}

} // namespace tpuplan::ChartStyle
