// SPDX-License-Identifier: GPL-3.0-or-later
// qcustomplot.h is written with Qt's keywords; this file alone is compiled with them on
// (ui/sizing/CMakeLists.txt). Our own code below uses Q_EMIT and range-for.
#include <qcustomplot.h>

#include "ui/sizing/SizingCharts.h"

#include "core/sizing/SizingMath.h"
#include "core/sizing/SizingReport.h"
#include "ui/cost/ChartStyle.h"

#include <QVBoxLayout>

namespace tpuplan {
namespace {

QString sliceName(const SizingCandidate &c)
{
    QString name = c.slice.tpu + QLatin1Char(' ') + c.slice.topology.toString();
    if (c.slice.slices > 1)
        name += QStringLiteral(" x%1").arg(c.slice.slices);
    return name;
}

/// Speed on the chart's vertical axis: days to train, or tokens/s for serving.
std::optional<double> speedOf(const SizingCandidate &c)
{
    if (c.training)
        return c.training->days;
    return c.serving ? c.serving->tokensPerSecond : std::nullopt;
}

} // namespace

SizingCharts::SizingCharts(QWidget *parent)
    : QWidget(parent),
      m_tradeoff(new QCustomPlot(this)),
      m_memory(new QCustomPlot(this))
{
    m_tradeoff->setObjectName(QStringLiteral("SizingTradeoffPlot"));
    m_memory->setObjectName(QStringLiteral("SizingMemoryPlot"));
    for (QCustomPlot *plot : {m_tradeoff, m_memory}) {
        plot->setMinimumSize(320, 220);
        ChartStyle::placeLegendBelow(plot, 3);
    }
    // Costs and times span orders of magnitude (a v5e-1 to a pod): both axes are logarithmic,
    // labelled as the language writes numbers (1.000.000, 0,5; never 1e+06).
    for (QCPAxis *axis : {m_tradeoff->xAxis, m_tradeoff->yAxis})
        ChartStyle::useLogScale(axis);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tradeoff, 1);
    layout->addWidget(m_memory, 1);
}

void SizingCharts::show(const SizingResult &result, int selected)
{
    showTradeoff(result, selected);
    showMemory(result, selected);
}

void SizingCharts::showTradeoff(const SizingResult &result, int selected)
{
    QCustomPlot *plot = m_tradeoff;
    plot->clearGraphs();
    ChartStyle::apply(plot, palette());
    const bool training = !result.candidates.isEmpty() && result.candidates.first().training.has_value();
    QVector<double> xs, ys, frontX, frontY, pickX, pickY;
    for (int i = 0; i < result.candidates.size(); ++i) {
        const SizingCandidate &c = result.candidates[i];
        const std::optional<double> speed = speedOf(c);
        if (!speed || !c.monthly.onDemand || c.fit == Fit::DoesNotFit)
            continue;
        xs.append(*c.monthly.onDemand);
        ys.append(*speed);
        if (i == selected)
            pickX.append(*c.monthly.onDemand), pickY.append(*speed);
    }
    for (int i : SliceSearch::paretoFront(result.candidates)) {
        frontX.append(*result.candidates[i].monthly.onDemand);
        frontY.append(*speedOf(result.candidates[i]));
    }
    const QColor text = palette().color(QPalette::WindowText);
    QCPGraph *points = plot->addGraph();
    points->setName(tr("Slices that fit"));
    points->setLineStyle(QCPGraph::lsNone);
    points->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QColor(70, 120, 200), 6));
    points->setData(xs, ys);
    QCPGraph *front = plot->addGraph();
    front->setName(tr("Pareto front"));
    front->setPen(QPen(QColor(220, 110, 30), 2));
    front->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, QColor(220, 110, 30), 9));
    front->setData(frontX, frontY, true);
    QCPGraph *pick = plot->addGraph();
    pick->setName(tr("Selected"));
    pick->setLineStyle(QCPGraph::lsNone);
    pick->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(text, 2), Qt::NoBrush, 14));
    pick->setData(pickX, pickY);
    plot->xAxis->setLabel(tr("Monthly cost, on-demand"));
    plot->yAxis->setLabel(training ? tr("Days to train") : tr("Tokens per second"));
    plot->rescaleAxes();
    for (QCPAxis *axis : {plot->xAxis, plot->yAxis})
        axis->setRange(axis->range().lower / 1.5, axis->range().upper * 1.5);
    plot->replot();
}

void SizingCharts::showMemory(const SizingResult &result, int selected)
{
    QCustomPlot *plot = m_memory;
    plot->clearPlottables();
    ChartStyle::apply(plot, palette());
    QList<int> shown;
    for (int i = 0; i < result.candidates.size() && shown.size() < kBars; ++i)
        shown.append(i);
    if (selected >= kBars && selected < result.candidates.size())
        shown.append(selected);
    const struct
    {
        const char *name;
        double MemoryParts::*part;
        QColor color;
    } parts[] = {{QT_TR_NOOP("Weights"), &MemoryParts::weights, QColor(70, 120, 200)},
                 {QT_TR_NOOP("Gradients"), &MemoryParts::gradients, QColor(120, 170, 90)},
                 {QT_TR_NOOP("Optimizer"), &MemoryParts::optimizer, QColor(230, 170, 50)},
                 {QT_TR_NOOP("Activations"), &MemoryParts::activations, QColor(200, 90, 90)},
                 {QT_TR_NOOP("KV cache"), &MemoryParts::kvCache, QColor(150, 100, 190)}};
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    QVector<double> keys;
    for (int k = 0; k < shown.size(); ++k) {
        keys.append(k + 1);
        ticker->addTick(k + 1, sliceName(result.candidates[shown[k]]));
    }
    QCPBars *below = nullptr;
    for (const auto &part : parts) {
        QVector<double> values;
        for (int index : std::as_const(shown))
            values.append(result.candidates[index].memory.*part.part / SizingMath::kBytesPerGiB);
        auto *bars = new QCPBars(plot->xAxis, plot->yAxis);
        bars->setName(tr(part.name));
        bars->setPen(Qt::NoPen);
        bars->setBrush(part.color);
        bars->setWidth(0.6);
        bars->setData(keys, values, true);
        if (below)
            bars->moveAbove(below);
        below = bars;
    }
    // Each candidate's usable HBM as a short line across its bar.
    QVector<double> lineX, lineY;
    for (int k = 0; k < shown.size(); ++k) {
        const double usable = result.candidates[shown[k]].usableBytes / SizingMath::kBytesPerGiB;
        lineX << k + 0.6 << k + 1.4;
        lineY << usable << usable;
        lineX << k + 1.45;
        lineY << qQNaN(); // a gap between bars
    }
    QCPGraph *usable = plot->addGraph();
    usable->setName(tr("Usable HBM"));
    usable->setPen(QPen(palette().color(QPalette::WindowText), 2, Qt::DashLine));
    usable->setData(lineX, lineY, true);
    plot->xAxis->setTicker(ticker);
    plot->xAxis->setTickLabelRotation(90);
    plot->xAxis->setRange(0.3, shown.size() + 0.7);
    plot->yAxis->setLabel(tr("GiB per chip"));
    plot->yAxis->rescale(true);
    plot->yAxis->setRangeLower(0);
    plot->yAxis->scaleRange(1.1, plot->yAxis->range().upper / 2);
    plot->yAxis->setRangeLower(0);
    plot->replot();
}

} // namespace tpuplan

// The moc output compiles with this file (see ui/cost/CMakeLists.txt).
#include "moc_SizingCharts.cpp"
