// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness: an input file's bytes through everything `tpu-plan import` does with it
// (the trailing-text split, the YAML/JSON reader, the gcloud, kubectl and Terraform readers,
// the plan builder against the built-in catalog, the plan writer and both reports). Built as
// fuzz_cluster_import (clang, TPUPLAN_FUZZ) and as fuzz_cluster_import_replay (any compiler),
// which replays the import corpus in ctest.

#include "core/catalog/Catalog.h"
#include "core/import/ImportPlanBuilder.h"
#include "core/import/ImportSourceReader.h"
#include "core/plan/PlanWriter.h"
#include "tests/fuzz/FuzzInput.h"

using namespace tpuplan;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = fuzzInput(data, size);
    ClusterObservation observation;
    ImportProblem problem;
    if (!ImportSourceReader::readBytes(bytes, QStringLiteral("fuzz.json"), &observation, &problem)) {
        problem.toString();
        return 0;
    }
    ImportResult result = ImportPlanBuilder(observation, Catalog::builtIn()).build();
    PlanWriter::toYaml(result.plan);
    result.report.toJson();
    result.report.toText();
    return 0;
}
