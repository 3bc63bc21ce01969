// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sizing/SliceSearch.h"

#include <QWidget>

class QCustomPlot;

namespace tpuplan {

/// The Size dialog's two charts, drawn with QCustomPlot: time to train (or tokens/s) against
/// monthly cost, one point per candidate with the Pareto front marked; and memory per chip of
/// the best candidates as stacked bars against each one's usable HBM.
class SizingCharts : public QWidget
{
    Q_OBJECT
public:
    explicit SizingCharts(QWidget *parent = nullptr);

    void show(const SizingResult &result, int selected);
    QCustomPlot *tradeoffPlot() const { return m_tradeoff; }
    QCustomPlot *memoryPlot() const { return m_memory; }
    /// Candidates shown as bars: the first ones, and the selected one if it is further down.
    static constexpr int kBars = 10;

private:
    void showTradeoff(const SizingResult &result, int selected);
    void showMemory(const SizingResult &result, int selected);

    QCustomPlot *m_tradeoff;
    QCustomPlot *m_memory;
};

} // namespace tpuplan
