// SPDX-License-Identifier: GPL-3.0-or-later
// QCustomPlot's header uses Qt's keywords: included first, with them on for this file only
// (ui/cost/CMakeLists.txt).
#include <qcustomplot.h>

#include "ui/cost/ChartStyle.h"

#include <QLocale>
#include <QPalette>

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

} // namespace tpuplan::ChartStyle
