// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness: a `--prices FILE` through the loader and, when it is accepted, applied to
// the built-in catalog and used to price the example plans.

#include "core/cost/CostCalculator.h"
#include "core/cost/CostReport.h"
#include "core/cost/PriceOverrides.h"
#include "tests/fuzz/FuzzInput.h"

using namespace tpuplan;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const PriceOverridesLoadResult loaded =
        PriceOverridesLoader::loadBytes(fuzzInput(data, size), QStringLiteral("fuzz-prices.yaml"), Catalog::builtIn());
    if (!loaded.overrides)
        return 0;
    Catalog catalog = Catalog::builtIn();
    loaded.overrides->applyTo(catalog);
    for (const Plan &plan : fuzzExamplePlans()) {
        const CostSummary summary = CostCalculator::summarize(plan, catalog);
        CostReport::toCsv(summary);
        CostReport::toText(summary);
    }
    return 0;
}
