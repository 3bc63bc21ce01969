// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/Finding.h"
#include "core/sizing/Workload.h"

#include <QByteArray>

namespace tpuplan {

struct WorkloadLoadResult
{
    enum class Status {
        Loaded,      ///< a workload; `findings` may still hold errors
        NotReadable, ///< the file could not be opened
        NotYaml,     ///< the text is not YAML at all
    };
    Status status = Status::Loaded;
    ModelWorkload workload;
    Findings findings; ///< rule `workload-invalid`, each with field, line and column

    bool isWorkload() const { return status == Status::Loaded && !hasErrors(findings); }
};

/// Reads a workload file (`kind: Workload`, see the README's "Sizing from the model") with the
/// plan reader's guards: YamlDocument's limits, every problem with its line and column, a zero,
/// negative or absurd dimension refused where it stands. A preset fills the model's dimensions;
/// fields beside it override them. Mixture-of-experts models are refused with the reason.
class WorkloadReader
{
public:
    static WorkloadLoadResult readFile(const QString &path);
    static WorkloadLoadResult readBytes(const QByteArray &bytes);
};

} // namespace tpuplan
