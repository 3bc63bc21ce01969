// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/migrate/PythonTokenizer.h"
#include "core/migrate/TfApi.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace tpuplan {

/// One TPUEstimator-era construct in a script: where it starts (1-based line and column of the
/// expression, as a compiler reports it), what it is, what it was for and its TF2 equivalent.
struct MigrationFinding
{
    int line = 0;
    int column = 0;
    MigrationKind kind = MigrationKind::TPUEstimator;
    QString construct; ///< e.g. `TPUEstimator`, `iterations_per_loop`, `tf.train.AdagradOptimizer`
    QString message;   ///< what it was for (translated)
    QString tf2;       ///< its TF2 equivalent (translated)
};

/// A value the script passes somewhere the skeleton needs it (a batch size, a step count).
struct ScriptValue
{
    QString text;         ///< the expression on one line, as written (empty: not found)
    bool literal = false; ///< a number, a one-line string, True, False or None: safe to copy
    int line = 0;
    int column = 0;

    bool found() const { return !text.isEmpty(); }
};

/// What the scanner learnt about the script for the TF2 skeleton.
struct MigrationFacts
{
    QString modelFn;        ///< name of the model_fn
    int modelFnLine = 0;
    QString trainInputFn;
    QString evalInputFn;
    QString predictInputFn;
    QString metricFn;       ///< first element of eval_metrics=(metric_fn, ...)
    QString hostCallFn;     ///< first element of host_call=(fn, ...)
    QString optimizer;      ///< TF1 optimizer class, e.g. AdagradOptimizer
    QString loss;           ///< TF1 loss function, e.g. mean_squared_error
    ScriptValue learningRate;
    ScriptValue trainBatchSize;
    ScriptValue evalBatchSize;
    ScriptValue predictBatchSize;
    ScriptValue modelDir;
    ScriptValue trainSteps;
    ScriptValue evalSteps;
    ScriptValue iterationsPerLoop;
    ScriptValue tpu;
    ScriptValue saveCheckpointsSteps;
    ScriptValue exportDir;
    bool usesEstimator = false;
    bool usesTpu = false;
    bool crossShard = false;
    bool hostCall = false;
    bool evalMetrics = false;
    bool warmStart = false;
    bool hooks = false;
    bool exportsSavedModel = false;
    bool predicts = false;
    bool evalOnCpu = false; ///< eval_on_tpu=False
    bool modelParallelism = false;
};

/// The whole answer for one script.
struct MigrationScan
{
    enum class Status { Read, NotReadable, NotPython };
    Status status = Status::Read;
    QString file;
    std::optional<PySyntaxError> error; ///< why it is not Python, or why it could not be read (line 0)
    QList<MigrationFinding> findings;   ///< in file order
    MigrationFacts facts;
};

/// Finds every TPUEstimator-era construct in a Python script
/// (https://www.tensorflow.org/guide/migrate/tpu_estimator). It reads tokens, never raw lines:
/// names are resolved through `import ... as`,
/// `from ... import ... as` and module aliases assigned in the script (`tpu = tf.estimator.tpu`),
/// so what strings, comments and docstrings say is never reported, and a call spread over lines
/// is one call.
class MigrationScanner
{
    Q_DECLARE_TR_FUNCTIONS(MigrationScanner)
public:
    /// How much of a non-literal expression a ScriptValue quotes (its start, then " …"): the
    /// skeleton only quotes it in a comment, and rendering a nested call whole made 10k nested
    /// calls quadratic.
    static constexpr qsizetype kMaxQuotedChars = 200;

    static MigrationScan scanFile(const QString &path);
    /// Taken by value: bytes moved in are freed once decoded (a 16 MiB script need not be held
    /// three times).
    static MigrationScan scanBytes(QByteArray bytes, const QString &file);
    /// A script read by PythonSource::read (NotPython when it failed).
    static MigrationScan scanTokens(PythonTokenizer::Result tokens, const QString &file);
};

} // namespace tpuplan
