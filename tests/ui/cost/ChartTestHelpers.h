// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reads what a QCustomPlot chart shows through QCustomPlot's own classes, as the charts build it
// (the including test compiles with Qt's keywords on, like the charts).
#include <qcustomplot.h>

#include <QMap>
#include <QStringList>

namespace tpuplan::test {

/// key -> value of a bar chart's data.
inline QMap<double, double> barValues(QCPBars *bars)
{
    QMap<double, double> values;
    for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
        values.insert(it->key, it->value);
    return values;
}

/// The tick labels of `axis` as last drawn (call replot() first).
inline QStringList tickLabels(QCPAxis *axis)
{
    QStringList labels;
    for (const QString &label : axis->tickVectorLabels())
        labels.append(label);
    return labels;
}

} // namespace tpuplan::test
