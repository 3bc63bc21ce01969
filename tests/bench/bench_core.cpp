// SPDX-License-Identifier: GPL-3.0-or-later
// Load + validate a 50-pool plan: what the GUI does on every edit and a pipeline on every plan.
// Validate, cost and export over 250 / 1,000 / 4,000 pools with complexity reporting: each must
// grow linearly in the number of pools (the README's Performance section).
#include "core/advice/ChoiceAdvisor.h"
#include "core/advice/IncrementalCheck.h"
#include "core/advice/PlanCheck.h"
#include "core/plan/PlanFieldRules.h"
#include "core/catalog/Catalog.h"
#include "core/catalog/CatalogLoader.h"
#include "core/diff/DiffReport.h"
#include "core/diff/PlanDiff.h"
#include "core/common/YamlDocument.h"
#include "core/cost/CostCalculator.h"
#include "core/export/ExportBundle.h"
#include "core/migrate/MigrationScanner.h"
#include "core/plan/PlanReader.h"
#include "core/rules/RuleEngine.h"
#include "core/sizing/SliceSearch.h"
#include "core/sizing/WorkloadReader.h"
#include "tests/bench/FiftyPoolPlan.h"

#include <benchmark/benchmark.h>
#include <yaml-cpp/yaml.h>

#include <QCoreApplication>
#include <QFile>

#include <iterator>
#include <string>

namespace {

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

// What the window pays for its catalog at start-up: the built-in catalog read and checked, and
// under it the floor of yaml-cpp parsing the same text (the README's "Start-up").
void BM_LoadBuiltInCatalog(benchmark::State &state)
{
    QFile file(tpuplan::Catalog::builtInPath());
    const QByteArray yaml = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    for (auto _ : state) {
        const tpuplan::CatalogLoadResult result = tpuplan::CatalogLoader::loadBytes(yaml, QString());
        if (!result.catalog) {
            state.SkipWithError("the built-in catalog did not load");
            return;
        }
        benchmark::DoNotOptimize(result);
    }
}
BENCHMARK(BM_LoadBuiltInCatalog)->Unit(benchmark::kMicrosecond);

void BM_YamlCppParseBuiltInCatalog(benchmark::State &state)
{
    QFile file(tpuplan::Catalog::builtInPath());
    const std::string yaml = file.open(QIODevice::ReadOnly) ? file.readAll().toStdString() : std::string();
    for (auto _ : state)
        benchmark::DoNotOptimize(YAML::Load(yaml));
}
BENCHMARK(BM_YamlCppParseBuiltInCatalog)->Unit(benchmark::kMicrosecond);

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

/// A plan of `count` pools built in memory (no YAML: the reader's limits are not what is
/// measured here), mixing what a large organisation plans: single- and multi-host slices of
/// four TPU versions in three zones, on-demand, spot and reserved capacity,
/// Jobs, JobSets and Deployments, six Kueue queues shared by many pools, some pools without one.
tpuplan::Plan largePlan(int count)
{
    struct Shape
    {
        const char *tpu, *machineType, *topology, *zone, *kind;
        int slices;
        int nodesPerSlice;
    };
    const Shape shapes[] = {
        {"v5e", "ct5lp-hightpu-4t", "16x16", "us-central1-a", "JobSet", 2, 64},
        {"v5e", "ct5lp-hightpu-8t", "2x4", "us-central1-a", "Deployment", 1, 1},
        {"v5p", "ct5p-hightpu-4t", "4x4x4", "us-central1-a", "JobSet", 1, 16},
        {"v5p", "ct5p-hightpu-4t", "2x2x1", "us-central1-a", "Job", 1, 1},
        {"v6e", "ct6e-standard-4t", "8x8", "us-central1-b", "JobSet", 4, 16},
        {"v6e", "ct6e-standard-1t", "1x1", "us-central1-b", "Deployment", 1, 1},
        {"v3", "ct3-hightpu-4t", "2x2", "us-central1-b", "Job", 1, 1},
    };
    const char *capacities[] = {"on-demand", "spot", "reservation", "on-demand", "spot"};
    tpuplan::Plan plan;
    plan.metadata.name = QStringLiteral("large");
    plan.cluster.name = QStringLiteral("big");
    plan.cluster.mode = QStringLiteral("standard");
    plan.cluster.region = QStringLiteral("us-central1");
    plan.cluster.version = QStringLiteral("1.31.5-gke.1000000");
    plan.quota = QMap<QString, qint64>{{QStringLiteral("v5e"), 10000000}, {QStringLiteral("v5p"), 10000000},
                                       {QStringLiteral("v6e"), 10000000}, {QStringLiteral("v3"), 10000000}};
    plan.dataBucket = tpuplan::DataBucket{QString(), QStringLiteral("us"), {}};
    for (int i = 0; i < count; ++i) {
        const Shape &s = shapes[i % std::size(shapes)];
        tpuplan::Pool pool;
        pool.name = QStringLiteral("pool-%1").arg(i);
        pool.tpu = QLatin1String(s.tpu);
        pool.machineType = QLatin1String(s.machineType);
        pool.topology = QLatin1String(s.topology);
        pool.zone = QLatin1String(s.zone);
        if (s.slices > 1)
            pool.slices = s.slices;
        pool.capacity = QLatin1String(capacities[i % std::size(capacities)]);
        if (pool.capacity == QLatin1String("reservation"))
            pool.reservation = tpuplan::Reservation{QStringLiteral("res-%1").arg(i), QStringLiteral("specific"), {}, {}, std::nullopt, {}};
        if (i % 3 == 0)
            pool.autoscaling = tpuplan::Autoscaling{true, 0, s.nodesPerSlice, std::nullopt, {}};
        tpuplan::Workload workload;
        workload.kind = QLatin1String(s.kind);
        workload.image = QStringLiteral("us-docker.pkg.dev/my-project/train/trainer:1.0");
        workload.command = QStringList{QStringLiteral("python3"), QStringLiteral("train.py")};
        workload.cpu = QStringLiteral("8");
        workload.memory = QStringLiteral("16Gi");
        if (i % 7 != 6)
            workload.queue = QStringLiteral("team-%1").arg(i % 6);
        if (i % 4 == 0)
            workload.priorityClass = QStringLiteral("tpu-low");
        pool.workload = workload;
        plan.pools.append(pool);
    }
    return plan;
}

void poolCounts(benchmark::internal::Benchmark *b)
{
    for (int count : {250, 1000, 4000})
        b->Arg(count);
    b->Complexity(benchmark::oN)->Unit(benchmark::kMillisecond);
}

void BM_ValidatePools(benchmark::State &state)
{
    const tpuplan::Plan plan = largePlan(int(state.range(0)));
    const tpuplan::Catalog &catalog = tpuplan::Catalog::builtIn();
    // A realistic plan is a valid one: the rules' error paths are not what is measured.
    for (const tpuplan::Finding &finding : tpuplan::RuleEngine::evaluate(plan, catalog)) {
        if (finding.isError()) {
            // benchmark 1.7 keeps the pointer, not a copy.
            static std::string message;
            message = (finding.rule + QStringLiteral(": ") + finding.message).toStdString();
            state.SkipWithError(message.c_str());
            return;
        }
    }
    for (auto _ : state)
        benchmark::DoNotOptimize(tpuplan::RuleEngine::evaluate(plan, catalog));
    state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_ValidatePools)->Apply(poolCounts);

void BM_CostPools(benchmark::State &state)
{
    const tpuplan::Plan plan = largePlan(int(state.range(0)));
    const tpuplan::Catalog &catalog = tpuplan::Catalog::builtIn();
    for (auto _ : state)
        benchmark::DoNotOptimize(tpuplan::CostCalculator::summarize(plan, catalog));
    state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_CostPools)->Apply(poolCounts);

/// The whole bundle in memory, as `tpu-plan export` builds it before writing (the disk is not
/// what is measured).
void BM_ExportPools(benchmark::State &state)
{
    const tpuplan::Plan plan = largePlan(int(state.range(0)));
    const tpuplan::Catalog &catalog = tpuplan::Catalog::builtIn();
    const tpuplan::Findings findings = tpuplan::RuleEngine::evaluate(plan, catalog);
    for (auto _ : state)
        benchmark::DoNotOptimize(tpuplan::ExportBundle::build(plan, QStringLiteral("large.tpuplan.yaml"), findings, catalog));
    state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_ExportPools)->Apply(poolCounts);

/// `tpu-plan size`: one workload read and sized against every TPU version and slice of the
/// built-in catalog, each priced by CostCalculator (target: under 50 ms per workload).
void sizeWorkload(benchmark::State &state, const char *job)
{
    const QByteArray text = QByteArray("apiVersion: tpu-planner/v1\nkind: Workload\nmetadata: {name: bench}\n"
                                       "model: {preset: llama-3.1-70b}\n") + job;
    const tpuplan::Catalog &catalog = tpuplan::Catalog::builtIn();
    for (auto _ : state) {
        const tpuplan::WorkloadLoadResult loaded = tpuplan::WorkloadReader::readBytes(text);
        const tpuplan::SizingResult result = tpuplan::SliceSearch::run(loaded.workload, catalog);
        benchmark::DoNotOptimize(result.candidates.size());
    }
}

void BM_SizeTrainingSearch(benchmark::State &state)
{
    sizeWorkload(state, "training: {tokens: 15e12, seqLen: 8192, globalBatch: 512}\n");
}
BENCHMARK(BM_SizeTrainingSearch)->Unit(benchmark::kMillisecond);

void BM_SizeServingSearch(benchmark::State &state)
{
    sizeWorkload(state, "serving: {contextLen: 8192, concurrency: 64}\n");
}
BENCHMARK(BM_SizeServingSearch)->Unit(benchmark::kMillisecond);

/// One keystroke in the pool editor of a plan of `state.range(0)` pools: the document checks the
/// edited pool (PlanDocument::replacePool through its IncrementalCheck) and the editor judges
/// every choice its sections offer for
/// that pool (PoolEditor::refresh: TPU versions, machine types, zones, topologies, capacities,
/// SMT values and the workload switches).
void BM_KeystrokePools(benchmark::State &state)
{
    const tpuplan::Catalog &catalog = tpuplan::Catalog::builtIn();
    // The window's document, opened once: it keeps its check up to date edit by edit.
    tpuplan::IncrementalCheck check(largePlan(int(state.range(0))), catalog);
    const int k = 7 * (int(check.plan().pools.size()) / 14) + 1; // a v5e 2x4 pool in the middle, at every size
    qint64 judged = 0;
    int typed = 0;
    for (auto _ : state) {
        tpuplan::Pool pressed = check.plan().pools[k];
        pressed.workload->memory = QStringLiteral("%1Gi").arg(16 + typed++ % 8); // the key pressed
        check.replacePool(k, pressed);
        benchmark::DoNotOptimize(check.findings());
        const tpuplan::ChoiceAdvisor advisor(check);
        judged = advisor.tpus(k).size() + advisor.machineTypes(k).size() + advisor.zones(k).size()
                 + advisor.topologies(k).size() + advisor.capacities(k).size();
        tpuplan::Pool smt = check.plan().pools[k];
        for (qint64 threads = tpuplan::PlanFieldRules::kSmt.min; threads <= tpuplan::PlanFieldRules::kSmt.max; ++threads, ++judged) {
            smt.smt = int(threads);
            benchmark::DoNotOptimize(advisor.poolEdit(k, smt, {QStringLiteral("smt")}));
        }
        tpuplan::Pool switched = check.plan().pools[k];
        switched.workload->extendedRunTime = true;
        switched.workload->collectionScheduling = true;
        benchmark::DoNotOptimize(advisor.poolEdit(k, switched, {QStringLiteral("workload.extendedRunTime")}));
        judged += 1;
    }
    state.counters["choices"] = double(judged);
    state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_KeystrokePools)->Arg(1000)->Arg(2000)->Arg(5000)->Complexity(benchmark::oN)->Unit(benchmark::kMillisecond);

/// A key pressed in a cluster field of a plan of `state.range(0)` pools, as the window handles
/// it: the document's check follows the edit and the cluster editor shows what it shows without
/// being asked: the verdict on the other mode when the edit could change it (the region and node
/// image lists are judged when they open: BM_ClusterChoiceLists).
/// range(1): 0 = the cluster name, 1 = the GKE version (every pool's rules read the version).
void BM_KeystrokeCluster(benchmark::State &state)
{
    const tpuplan::Catalog &catalog = tpuplan::Catalog::builtIn();
    tpuplan::IncrementalCheck check(largePlan(int(state.range(0))), catalog);
    const bool version = state.range(1) == 1;
    int typed = 0;
    for (auto _ : state) {
        tpuplan::Plan edited = check.plan();
        if (version)
            edited.cluster.version = QStringLiteral("1.31.5-gke.100000%1").arg(typed++ % 8);
        else
            edited.cluster.name = QStringLiteral("big-%1").arg(typed++ % 8);
        check.replacePlan(edited);
        benchmark::DoNotOptimize(check.findings());
        const tpuplan::ChoiceAdvisor advisor(check);
        benchmark::DoNotOptimize(advisor.evaluator().findings());
        if (version) // the other mode's verdict reads the version; a name leaves it as it was
            benchmark::DoNotOptimize(advisor.mode(QStringLiteral("autopilot")));
    }
    state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_KeystrokeCluster)
    ->Args({1000, 0})->Args({5000, 0})->Args({1000, 1})->Args({5000, 1})
    ->Unit(benchmark::kMillisecond);

/// The choices of the cluster editor's lists, judged when a list opens (or a mode button is
/// settled): every region, every node image and the other mode, for `state.range(0)` pools.
void BM_ClusterChoiceLists(benchmark::State &state)
{
    const tpuplan::Catalog &catalog = tpuplan::Catalog::builtIn();
    const tpuplan::IncrementalCheck check(largePlan(int(state.range(0))), catalog);
    for (auto _ : state) {
        const tpuplan::ChoiceAdvisor advisor(check);
        benchmark::DoNotOptimize(advisor.modes());
        benchmark::DoNotOptimize(advisor.regions());
        benchmark::DoNotOptimize(advisor.nodeImages());
    }
    state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_ClusterChoiceLists)->Arg(1000)->Arg(5000)->Unit(benchmark::kMillisecond);

/// `tpu-plan diff` of two plans of `state.range(0)` pools: B changes every tenth pool's capacity,
/// drops every fiftieth pool and adds 2% new ones (pools matched by name, findings, totals and
/// both review bundles compared, the text report written).
void BM_DiffPools(benchmark::State &state)
{
    const int count = int(state.range(0));
    const tpuplan::Plan before = largePlan(count);
    tpuplan::Plan after = largePlan(count + count / 50);
    for (int i = 0; i < after.pools.size(); ++i) {
        if (i % 10 == 3)
            after.pools[i].capacity = QStringLiteral("flex-start");
    }
    for (int i = count - 1; i >= 0; i -= 50)
        after.pools.removeAt(i);
    const tpuplan::Catalog &catalog = tpuplan::Catalog::builtIn();
    const tpuplan::PlanSide a{QStringLiteral("a.tpuplan.yaml"), before, {}};
    const tpuplan::PlanSide b{QStringLiteral("b.tpuplan.yaml"), after, {}};
    for (auto _ : state) {
        const tpuplan::PlanDiffResult result = tpuplan::PlanDiff::compare(a, b, catalog);
        benchmark::DoNotOptimize(tpuplan::DiffReport::toText(result));
    }
    state.SetComplexityN(count);
}
BENCHMARK(BM_DiffPools)->Arg(1000)->Arg(2000)->Arg(4000)->Complexity(benchmark::oN)->Unit(benchmark::kMillisecond);

// Readers of hostile or merely large files: each grows linearly in its input.

/// The duplicate-key check of every YAML file read: one mapping of `state.range(0)` keys (a
/// price file of contract prices), the last key given twice so the check reports something.
void BM_YamlDuplicateKeys(benchmark::State &state)
{
    const int keys = int(state.range(0));
    QByteArray yaml;
    yaml.reserve(keys * 16);
    for (int i = 0; i < keys; ++i)
        yaml += "key-" + QByteArray::number(i) + ": " + QByteArray::number(i) + "\n";
    yaml += "key-0: again\n";
    for (auto _ : state) {
        const tpuplan::YamlDocument doc = tpuplan::YamlDocument::parse(yaml, QStringLiteral("plan-invalid"));
        if (doc.problems().size() != 1) {
            state.SkipWithError("the repeated key was not reported");
            return;
        }
    }
    state.SetComplexityN(keys);
}
BENCHMARK(BM_YamlDuplicateKeys)->Arg(25000)->Arg(50000)->Arg(100000)->Arg(200000)->Complexity(benchmark::oN)->Unit(benchmark::kMillisecond);

/// A team catalog (`extends: built-in`) naming `state.range(0)` sources of its own, merged onto
/// the built-in catalog and checked.
void BM_CatalogOverlaySources(benchmark::State &state)
{
    const int sources = int(state.range(0));
    QByteArray yaml = "extends: built-in\nsources:\n";
    for (int i = 0; i < sources; ++i)
        yaml += "  team-" + QByteArray::number(i) + ": {title: \"Contract " + QByteArray::number(i) + "\", trust: A, date: \"2026-11-15\"}\n";
    for (auto _ : state) {
        const tpuplan::CatalogLoadResult result = tpuplan::CatalogLoader::loadBytes(yaml, QStringLiteral("team.yaml"));
        if (!result.catalog || result.catalog->sources.size() < sources) {
            state.SkipWithError("the team catalog did not load");
            return;
        }
    }
    state.SetComplexityN(sources);
}
BENCHMARK(BM_CatalogOverlaySources)->Arg(5000)->Arg(10000)->Arg(20000)->Arg(40000)->Complexity(benchmark::oN)->Unit(benchmark::kMillisecond);

/// `migrate` on `state.range(0)` TF1 calls nested in each other on one line.
void BM_MigrateNestedCalls(benchmark::State &state)
{
    const int levels = int(state.range(0));
    QByteArray script = "import tensorflow as tf\nconfig = ";
    for (int i = 0; i < levels; ++i)
        script += "tf.estimator.tpu.RunConfig(model_dir=";
    script += "'gs://b/m'" + QByteArray(levels, ')') + "\n";
    for (auto _ : state) {
        const tpuplan::MigrationScan scan = tpuplan::MigrationScanner::scanBytes(script, QStringLiteral("nested.py"));
        if (scan.status != tpuplan::MigrationScan::Status::Read || scan.findings.isEmpty()) {
            state.SkipWithError("the script was not read");
            return;
        }
    }
    state.SetComplexityN(levels);
}
BENCHMARK(BM_MigrateNestedCalls)->Arg(2500)->Arg(5000)->Arg(10000)->Arg(20000)->Complexity(benchmark::oN)->Unit(benchmark::kMillisecond);

/// `migrate` on a script whose one line is a list of `state.range(0)` numbers.
void BM_MigrateOneLineList(benchmark::State &state)
{
    const int items = int(state.range(0));
    QByteArray script = "import tensorflow as tf\nx = [";
    script.reserve(items * 3 + 64);
    for (int i = 0; i < items; ++i)
        script += "0,";
    script += "0]\n";
    for (auto _ : state) {
        const tpuplan::MigrationScan scan = tpuplan::MigrationScanner::scanBytes(script, QStringLiteral("list.py"));
        if (scan.status != tpuplan::MigrationScan::Status::Read) {
            state.SkipWithError("the script was not read");
            return;
        }
    }
    state.SetComplexityN(items);
}
BENCHMARK(BM_MigrateOneLineList)->Arg(250000)->Arg(500000)->Arg(1000000)->Arg(2000000)->Complexity(benchmark::oN)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
