// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness: a catalog file's bytes (`--catalog FILE`) through the loader and, when it
// is accepted, the catalog reports and the rules of a real plan against it, since a catalog a
// team edits by hand must not crash the rules either.

#include "core/catalog/CatalogLoader.h"
#include "core/plan/PlanReader.h"
#include "core/report/CatalogReport.h"
#include "core/rules/RuleEngine.h"
#include "tests/fuzz/FuzzInput.h"

using namespace tpuplan;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const CatalogLoadResult loaded = CatalogLoader::loadBytes(fuzzInput(data, size), QStringLiteral("fuzz-catalog.yaml"));
    for (const Finding &problem : loaded.problems)
        CatalogLoader::describe(QStringLiteral("fuzz-catalog.yaml"), problem);
    if (!loaded.catalog)
        return 0;
    CatalogReport::catalogJson(*loaded.catalog);
    CatalogReport::catalogText(*loaded.catalog);
    for (const Plan &plan : fuzzExamplePlans())
        RuleEngine::evaluate(plan, *loaded.catalog);
    return 0;
}
