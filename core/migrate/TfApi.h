// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace tpuplan {

struct TfApiTables;

/// What a TPUEstimator-era construct is, for the migration checklist
/// (https://www.tensorflow.org/guide/migrate/tpu_estimator). Each kind has one text for what it was for and one for
/// its TF2 equivalent.
enum class MigrationKind {
    TPUEstimator,
    Estimator,
    EstimatorApi,       ///< any other tf.estimator name (inputs, heads, canned estimators)
    EstimatorImport,    ///< an import of tf.estimator (gone in TF 2.16)
    RunConfig,
    TPUConfig,
    IterationsPerLoop,
    NumShards,
    ModelParallelism,   ///< num_cores_per_replica, input_partition_dims
    PerHostInput,       ///< per_host_input_for_training, InputPipelineConfig
    ClusterResolver,
    ColabTpuAddress,    ///< os.environ['COLAB_TPU_ADDR']
    TpuSystemInit,      ///< tf.tpu.initialize_system / shutdown_system (session ops)
    TpuRewrite,         ///< tf.tpu.rewrite / shard / replicate / batch_parallel
    ModelFn,
    EstimatorSpec,      ///< TPUEstimatorSpec and EstimatorSpec
    ModeKeys,
    InputFnBatchSize,   ///< params['batch_size'] in an input_fn
    InputFn,            ///< an input_fn handed to train/evaluate/predict
    DropRemainder,      ///< Dataset.batch(...) without drop_remainder=True
    TrainBatchSize,
    CrossShardOptimizer,
    HostCall,
    Summary,
    EvalMetrics,
    Tf1Metrics,
    ScaffoldFn,
    WarmStart,
    Hooks,
    EstimatorTrain,
    EstimatorEvaluate,
    EstimatorPredict,
    TrainAndEvaluate,
    ExportSavedModel,
    ServingInput,
    UseTpu,
    EvalOnTpu,
    Embedding,
    CompatV1Import,
    CompatV1,
    DisableV2,
    Contrib,
    Session,
    GraphMode,
    Tf1Optimizer,
    Tf1Layers,
    Tf1Losses,
    GlobalStep,
    Tf1App,
    Tf1Logging,         ///< keep it last: TfApi.cpp and the tests count the kinds up to it
};

/// The TensorFlow 1 API as the migration scanner sees it: module paths reduced to one spelling
/// (`tensorflow.compat.v1.estimator.tpu` and `tf.contrib.tpu`'s own modules to `tf.estimator.tpu`
/// and `tf.contrib.tpu`), the constructs found under them, and what to say about each. The
/// tables are data (TfApiTables, resources/migrate/tf-apis.yaml); the texts are translated here.
class TfApi
{
    Q_DECLARE_TR_FUNCTIONS(TfApi)
public:
    struct Canonical
    {
        QString path;          ///< e.g. `tf.estimator.tpu.TPUEstimator`; other modules unchanged
        bool tensorflow = false;
        bool compatV1 = false; ///< reached through tensorflow.compat.v1
    };
    static Canonical canonical(const QString &modulePath, const TfApiTables &tables = builtInTables());

    struct Match
    {
        MigrationKind kind;
        QString construct; ///< the name reported, e.g. `TPUEstimator` or `tf.train.AdagradOptimizer`
        int parts = 0;     ///< how many parts of the path the construct covers
    };
    /// The construct a dotted name (already canonical) refers to, the longest match first.
    /// `writtenCompat`: the script spelled `compat.v1` in this very name.
    static std::optional<Match> match(const Canonical &name, bool writtenCompat, const TfApiTables &tables = builtInTables());
    /// The construct an import of `modulePath` brings in (tf.estimator, tf.contrib, tf.compat.v1).
    static std::optional<Match> matchImport(const QString &modulePath, const TfApiTables &tables = builtInTables());

    /// What the construct was for. `detail` (a value from the script, may be empty) is woven in.
    static QString purpose(MigrationKind kind, const QString &detail = {});
    /// Its TF2 equivalent.
    static QString tf2(MigrationKind kind);
    /// Notes that hold for every script with findings: the TF versions and TPU7x.
    static QStringList notes();

    /// Parameters by position, for the calls whose arguments the scanner reads.
    static QStringList signature(MigrationKind kind, const QString &construct, const TfApiTables &tables = builtInTables());

    /// TfApiTables::builtIn(), named here so the defaults above need no second header.
    static const TfApiTables &builtInTables();
};

} // namespace tpuplan
