// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness: any bytes as a Python script through `tpu-plan migrate`'s path: the
// tokenizer and scanner, then, when the script is read, the TF2 skeleton and both reports.

#include "core/migrate/MigrationReport.h"
#include "core/migrate/MigrationScanner.h"
#include "core/migrate/SkeletonWriter.h"
#include "tests/fuzz/FuzzInput.h"

using namespace tpuplan;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const MigrationScan scan = MigrationScanner::scanBytes(fuzzInput(data, size), QStringLiteral("fuzz.py"));
    if (scan.status != MigrationScan::Status::Read) {
        MigrationReport::errorLine(scan);
        return 0;
    }
    const QString skeleton = scan.findings.isEmpty() ? QString() : SkeletonWriter::write(scan);
    MigrationReport::toText(scan);
    MigrationReport::toJson(scan, skeleton);
    return 0;
}
