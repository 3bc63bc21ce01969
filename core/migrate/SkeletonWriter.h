// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/migrate/MigrationScanner.h"

#include <QCoreApplication>
#include <QString>

namespace tpuplan {

/// Writes the TF2 skeleton for a scanned script: the resolver / connect / initialize sequence and
/// tf.distribute.TPUStrategy, the model built and compiled inside strategy.scope() with
/// steps_per_execution, Model.fit/evaluate, and the same training as a custom loop with
/// strategy.run. The script's own names and values (model_fn, input_fns, batch sizes, model_dir,
/// steps, iterations_per_loop, optimizer, loss) fill it in; a value that is not a plain literal
/// is quoted in a comment beside a TODO instead of being copied into code, so whatever the script
/// holds, the skeleton is valid Python.
class SkeletonWriter
{
    Q_DECLARE_TR_FUNCTIONS(SkeletonWriter)
public:
    /// The skeleton, or an empty string when the scan found nothing to migrate.
    static QString write(const MigrationScan &scan);
};

} // namespace tpuplan
