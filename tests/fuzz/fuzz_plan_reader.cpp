// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness: a plan file's bytes through everything `tpu-plan validate`, `cost` and
// `export --force` do with it (reader, rules, reports, cost, the bundle in memory, the writer).
// Built as fuzz_plan_reader (clang, TPUPLAN_FUZZ) and as fuzz_plan_reader_replay (any compiler),
// which replays tests/data/fuzz/plan_reader and the seeds in ctest.

#include "core/catalog/Catalog.h"
#include "core/cost/CostCalculator.h"
#include "core/cost/CostReport.h"
#include "core/export/ExportBundle.h"
#include "core/plan/PlanReader.h"
#include "core/plan/PlanWriter.h"
#include "core/report/FindingsReport.h"
#include "core/rules/RuleEngine.h"
#include "tests/fuzz/FuzzInput.h"

using namespace tpuplan;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = fuzzInput(data, size);
    PlanLoadResult loaded = PlanReader::readBytes(bytes);
    const QString file = QStringLiteral("fuzz.tpuplan.yaml");
    FindingsReport::toText({PlanFindings{file, loaded.findings}});
    if (!loaded.isPlan())
        return 0;
    const Catalog &catalog = Catalog::builtIn();
    loaded.findings += RuleEngine::evaluate(loaded.plan, catalog);
    FindingsReport::toJson({PlanFindings{file, loaded.findings}});
    const CostSummary summary = CostCalculator::summarize(loaded.plan, catalog);
    CostReport::toCsv(summary);
    CostReport::toMarkdown(summary);
    ExportBundle::build(loaded.plan, file, loaded.findings, catalog);
    PlanReader::readBytes(PlanWriter::toYaml(loaded.plan));
    return 0;
}
