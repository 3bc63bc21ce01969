// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness: a workload file's bytes through everything `tpu-plan size --plan-out` does
// with it (reader, the search over the catalog priced by CostCalculator, both reports, the best
// candidate's plan written and read back). Built as fuzz_workload_reader (clang, TPUPLAN_FUZZ)
// and as fuzz_workload_reader_replay (any compiler), which replays the seeds in ctest.

#include "core/catalog/Catalog.h"
#include "core/plan/PlanReader.h"
#include "core/plan/PlanWriter.h"
#include "core/sizing/SizingReport.h"
#include "core/sizing/WorkloadReader.h"
#include "tests/fuzz/FuzzInput.h"

using namespace tpuplan;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const WorkloadLoadResult loaded = WorkloadReader::readBytes(fuzzInput(data, size));
    if (!loaded.isWorkload())
        return 0;
    const Catalog &catalog = Catalog::builtIn();
    const QString file = QStringLiteral("fuzz.workload.yaml");
    const SizingResult result = SliceSearch::run(loaded.workload, catalog);
    SizingReport::toJson(file, loaded.workload, result);
    SizingReport::toText(file, loaded.workload, result);
    if (!result.candidates.isEmpty())
        PlanReader::readBytes(PlanWriter::toYaml(SliceSearch::planFor(result.candidates.first(), loaded.workload, catalog)));
    return 0;
}
