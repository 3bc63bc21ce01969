// SPDX-License-Identifier: GPL-3.0-or-later
// Load + validate a 50-pool plan: what the GUI does on every edit and a pipeline on every plan.
#include "core/advice/PlanCheck.h"
#include "core/catalog/Catalog.h"
#include "core/plan/PlanReader.h"
#include "core/rules/RuleEngine.h"

#include <benchmark/benchmark.h>
#include <yaml-cpp/yaml.h>

#include <QCoreApplication>

namespace {

QByteArray fiftyPoolPlan()
{
    struct Shape
    {
        const char *tpu, *machineType, *topology, *zone;
    };
    // Zones of one region (us-central1) offer v6e, v5p, v5e and v3; a mix of single- and multi-host.
    const Shape shapes[] = {
        {"v5e", "ct5lp-hightpu-4t", "16x16", "us-central1-a"}, {"v5e", "ct5lp-hightpu-8t", "2x4", "us-central1-a"},
        {"v5p", "ct5p-hightpu-4t", "8x12x16", "us-central1-a"}, {"v5p", "ct5p-hightpu-4t", "2x2x1", "us-central1-a"},
        {"v6e", "ct6e-standard-4t", "8x8", "us-central1-b"},    {"v3", "ct3p-hightpu-4t", "8x8", "us-central1-b"},
    };
    QByteArray yaml = "apiVersion: tpu-planner/v1\nkind: Plan\nmetadata: {name: fifty}\n"
                      "cluster: {name: big, mode: standard, region: us-central1, version: 1.31.5-gke.1000000}\n"
                      "quota: {v5e: 100000, v5p: 100000, v6e: 100000, v3: 100000}\n"
                      "dataBucket: {location: us}\npools:\n";
    for (int i = 0; i < 50; ++i) {
        const Shape &s = shapes[i % 6];
        yaml += QStringLiteral("  - name: pool-%1\n    tpu: %2\n    machineType: %3\n    topology: %4\n    zone: %5\n"
                               "    capacity: reservation\n    reservation:\n      name: res-%1\n      affinity: specific\n"
                               "    autoscaling:\n      enabled: true\n      minNodes: 0\n      maxNodes: 1\n"
                               "    workload:\n      image: us-docker.pkg.dev/my-project/train/trainer:1.0\n"
                               "      command: [\"python3\", \"train.py\"]\n      cpu: \"8\"\n      memory: 16Gi\n")
                    .arg(i)
                    .arg(QLatin1String(s.tpu), QLatin1String(s.machineType), QLatin1String(s.topology), QLatin1String(s.zone))
                    .toUtf8();
    }
    return yaml;
}

void BM_LoadAndValidate50Pools(benchmark::State &state)
{
    const QByteArray yaml = fiftyPoolPlan();
    const tpuplan::Catalog &catalog = tpuplan::Catalog::builtIn();
    for (auto _ : state) {
        const tpuplan::PlanLoadResult loaded = tpuplan::PlanReader::readBytes(yaml);
        tpuplan::Findings findings = tpuplan::RuleEngine::evaluate(loaded.plan, catalog);
        benchmark::DoNotOptimize(findings);
        if (loaded.plan.pools.size() != 50) {
            state.SkipWithError("the plan did not load");
            return;
        }
    }
}
BENCHMARK(BM_LoadAndValidate50Pools)->Unit(benchmark::kMicrosecond);

// The floor under BM_LoadAndValidate50Pools: yaml-cpp parsing the same text and nothing else.
void BM_YamlCppParseOnly(benchmark::State &state)
{
    const std::string yaml = fiftyPoolPlan().toStdString();
    for (auto _ : state)
        benchmark::DoNotOptimize(YAML::Load(yaml));
}
BENCHMARK(BM_YamlCppParseOnly)->Unit(benchmark::kMicrosecond);

void BM_Validate50Pools(benchmark::State &state)
{
    const tpuplan::PlanLoadResult loaded = tpuplan::PlanReader::readBytes(fiftyPoolPlan());
    const tpuplan::Catalog &catalog = tpuplan::Catalog::builtIn();
    for (auto _ : state)
        benchmark::DoNotOptimize(tpuplan::RuleEngine::evaluate(loaded.plan, catalog));
}
BENCHMARK(BM_Validate50Pools)->Unit(benchmark::kMicrosecond);

// The window's check after every edit: the plan in memory, value checks and rules, no YAML.
void BM_PlanCheck50Pools(benchmark::State &state)
{
    const tpuplan::Catalog &catalog = tpuplan::Catalog::builtIn();
    const tpuplan::PlanLoadResult loaded = tpuplan::PlanReader::readBytes(fiftyPoolPlan());
    if (loaded.plan.pools.size() != 50) {
        state.SkipWithError("the plan did not load");
        return;
    }
    for (auto _ : state)
        benchmark::DoNotOptimize(tpuplan::PlanCheck::check(loaded.plan, catalog));
}
BENCHMARK(BM_PlanCheck50Pools)->Unit(benchmark::kMicrosecond);

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
