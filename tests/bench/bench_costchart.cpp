// SPDX-License-Identifier: GPL-3.0-or-later
// The Cost dock after an edit of a 50-pool plan: the cost summary, both charts rebuilt and
// painted (the goal: "updates on every edit without a visible lag"). BM_CostSummary50Pools is
// the core's share of it; the README reports both. Runs offscreen (QCustomPlot draws with
// QPainter).
#include "core/catalog/Catalog.h"
#include "core/cost/CostCalculator.h"
#include "core/plan/PlanReader.h"
#include "tests/bench/FiftyPoolPlan.h"
#include "ui/cost/CostChart.h"
#include "ui/document/PlanDocument.h"

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QPixmap>

namespace {

std::shared_ptr<const tpuplan::Catalog> builtIn()
{
    return std::shared_ptr<const tpuplan::Catalog>(&tpuplan::Catalog::builtIn(), [](const tpuplan::Catalog *) {});
}

void BM_CostSummary50Pools(benchmark::State &state)
{
    const tpuplan::PlanLoadResult loaded = tpuplan::PlanReader::readBytes(fiftyPoolPlan());
    for (auto _ : state)
        benchmark::DoNotOptimize(tpuplan::CostCalculator::summarize(loaded.plan, tpuplan::Catalog::builtIn()));
}
BENCHMARK(BM_CostSummary50Pools)->Unit(benchmark::kMicrosecond);

void BM_CostChartRefreshAndPaint50Pools(benchmark::State &state)
{
    const tpuplan::PlanLoadResult loaded = tpuplan::PlanReader::readBytes(fiftyPoolPlan());
    if (loaded.plan.pools.size() != 50) {
        state.SkipWithError("the plan did not load");
        return;
    }
    tpuplan::PlanDocument document(loaded.plan, builtIn());
    tpuplan::CostChart chart;
    chart.resize(400, 480); // the dock at 1280x800
    chart.setDocument(&document);
    for (auto _ : state) {
        chart.refresh();
        benchmark::DoNotOptimize(chart.grab()); // paints what the user sees
    }
}
BENCHMARK(BM_CostChartRefreshAndPaint50Pools)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
