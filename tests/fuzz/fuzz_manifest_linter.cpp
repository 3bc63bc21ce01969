// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness: a manifest file's bytes through everything `tpu-plan lint` does with it
// (the multi-document reader, the workload finder, the rules in both modes and against a plan,
// both reports). Built as fuzz_manifest_linter (clang, TPUPLAN_FUZZ) and as
// fuzz_manifest_linter_replay (any compiler), which replays the lint corpus in ctest.

#include "core/catalog/Catalog.h"
#include "core/lint/LintReport.h"
#include "core/plan/PlanReader.h"
#include "tests/fuzz/FuzzInput.h"

using namespace tpuplan;

namespace {

const Plan &examplePlan()
{
    static const Plan plan = [] {
        const PlanLoadResult loaded = PlanReader::readFile(QStringLiteral(":/examples/v6e-mixed-pools-standard.tpuplan.yaml"));
        return loaded.plan;
    }();
    return plan;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = fuzzInput(data, size);
    const Catalog &catalog = Catalog::builtIn();
    const QString file = QStringLiteral("fuzz.yaml");
    for (const LintContext &context : {LintContext{catalog, std::nullopt, nullptr}, LintContext{catalog, true, nullptr},
                                       LintContext{catalog, false, &examplePlan()}}) {
        LintResult result;
        result.files.append(ManifestLinter::lintBytes(file, bytes, context));
        LintReport::toJson(result);
        LintReport::toText(result);
    }
    return 0;
}
