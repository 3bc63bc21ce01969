// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness: a listing file's bytes through everything `tpu-plan catalog refresh` does
// with it (the gcloud listing reader, the comparison with the built-in catalog, the overlay
// emitter and both reports). Built as fuzz_catalog_refresh (clang, TPUPLAN_FUZZ) and as
// fuzz_catalog_refresh_replay (any compiler), which replays the refresh corpus in ctest.

#include "core/catalog/Catalog.h"
#include "core/refresh/CatalogRefresh.h"
#include "tests/fuzz/FuzzInput.h"

using namespace tpuplan;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = fuzzInput(data, size);
    GcloudListing listing;
    ImportProblem problem;
    if (!GcloudListingReader::readBytes(bytes, QStringLiteral("fuzz.json"), &listing, &problem)) {
        problem.toString();
        return 0;
    }
    const CatalogRefreshResult result = CatalogRefresh::compare(listing, Catalog::builtIn(), QDate(2026, 11, 26));
    result.overlayYaml();
    result.toJson();
    result.toText();
    return 0;
}
