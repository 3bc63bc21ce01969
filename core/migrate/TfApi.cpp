// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/migrate/TfApi.h"

#include "core/migrate/TfApiTables.h"

#include <iterator>
#include <string_view>

namespace tpuplan {

namespace {

/// The construct the first `k` parts of `parts` name: an entry of the tables (a family keeps one
/// more part in its name, `tf.layers.Dense`), or a TF1 optimizer, metric, loss or summary by rule.
std::optional<TfApi::Match> matchPrefix(const QStringList &parts, int k, bool compat, const TfApiTables &tables)
{
    const QString path = parts.mid(0, k).join(QLatin1Char('.'));
    const auto it = tables.constructs.constFind(path);
    if (it != tables.constructs.cend()) {
        QString construct = it->name;
        int covered = k;
        if (tables.families.contains(it->kind) && k < parts.size()) {
            construct = parts.mid(0, k + 1).join(QLatin1Char('.'));
            covered = k + 1;
        }
        return TfApi::Match{it->kind, construct, covered};
    }
    if (k == 3 && parts.at(0) == QLatin1String("tf")) {
        const QString &module = parts.at(1);
        const QString &name = parts.at(2);
        if (module == QLatin1String("train") && name.endsWith(QLatin1String("Optimizer")) && name != QLatin1String("Optimizer"))
            return TfApi::Match{MigrationKind::Tf1Optimizer, path, k};
        if (module == QLatin1String("metrics") && !name.isEmpty() && name.at(0).isLower() && (compat || tables.tf1OnlyMetrics.contains(name)))
            return TfApi::Match{MigrationKind::Tf1Metrics, path, k};
        if (module == QLatin1String("losses") && !name.isEmpty() && name.at(0).isLower() && (compat || tables.tf1OnlyLosses.contains(name)))
            return TfApi::Match{MigrationKind::Tf1Losses, path, k};
        if (module == QLatin1String("summary") && compat)
            return TfApi::Match{MigrationKind::Summary, path, k};
    }
    return std::nullopt;
}

/// What each kind was for and its TF2 equivalent: one row per MigrationKind, in the enum's order.
/// The texts are marked for translation in TfApi's context and translated where they are read;
/// a purpose holding %1 gets the detail from the script. Kinds with the same TF2 equivalent
/// repeat its text (lupdate keeps it as one message).
struct TfApiKindTexts
{
    MigrationKind kind;
    const char *purpose;
    const char *tf2;
};

constexpr TfApiKindTexts kTfApiKindTexts[] = {
    {
        MigrationKind::TPUEstimator,
        QT_TRANSLATE_NOOP("TfApi",
                          "TPUEstimator ran the model_fn's training, evaluation and prediction on TPU; tf.estimator was removed "
                          "in TF 2.16 (TF 2.15 is the last release with it, a bridge while porting)"),
        QT_TRANSLATE_NOOP("TfApi",
                          "tf.distribute.TPUStrategy + Keras Model.fit: build, compile and create metrics and optimizer inside "
                          "strategy.scope(); or a custom loop with strategy.run"),
    },
    {
        MigrationKind::Estimator,
        QT_TRANSLATE_NOOP("TfApi",
                          "Estimator drove training and evaluation through a model_fn; tf.estimator was removed in TF 2.16 "
                          "(TF 2.15 is the last release with it)"),
        QT_TRANSLATE_NOOP("TfApi",
                          "a Keras model with Model.fit/evaluate/predict under a tf.distribute strategy (TPUStrategy on TPU)"),
    },
    {
        MigrationKind::EstimatorApi,
        QT_TRANSLATE_NOOP("TfApi", "%1 is part of tf.estimator, which TF 2.16 removed (TF 2.15 is the last release with it)"),
        QT_TRANSLATE_NOOP("TfApi",
                          "a Keras model with Model.fit/evaluate/predict under a tf.distribute strategy (TPUStrategy on TPU)"),
    },
    {
        MigrationKind::EstimatorImport,
        QT_TRANSLATE_NOOP("TfApi",
                          "imports %1: tf.estimator was removed in TF 2.16, so this import fails there (TF 2.15 is the last "
                          "release with it)"),
        QT_TRANSLATE_NOOP("TfApi", "import tensorflow as tf; Keras with tf.distribute.TPUStrategy"),
    },
    {
        MigrationKind::RunConfig,
        QT_TRANSLATE_NOOP("TfApi", "RunConfig held the TPU cluster, model_dir, checkpoint frequency and the TPUConfig"),
        QT_TRANSLATE_NOOP("TfApi",
                          "the resolver and TPUStrategy replace cluster; tf.keras.callbacks.ModelCheckpoint or "
                          "tf.train.CheckpointManager save checkpoints; tf.keras.callbacks.BackupAndRestore for fault tolerance"),
    },
    {
        MigrationKind::TPUConfig,
        QT_TRANSLATE_NOOP("TfApi",
                          "TPUConfig set how TPUEstimator looped on the TPU (iterations_per_loop, num_shards, input pipeline)"),
        QT_TRANSLATE_NOOP("TfApi",
                          "Model.compile(..., steps_per_execution=N); in a custom loop, several steps inside one tf.function"),
    },
    {
        MigrationKind::IterationsPerLoop,
        QT_TRANSLATE_NOOP("TfApi",
                          "iterations_per_loop=%1: TPUEstimator ran that many steps on the TPU per round trip to the host"),
        QT_TRANSLATE_NOOP("TfApi",
                          "Model.compile(..., steps_per_execution=N); in a custom loop, several steps inside one tf.function"),
    },
    {
        MigrationKind::NumShards,
        QT_TRANSLATE_NOOP("TfApi", "num_shards=%1 fixed how many TPU cores (replicas) TPUEstimator used"),
        QT_TRANSLATE_NOOP("TfApi",
                          "read strategy.num_replicas_in_sync (TPUStrategy uses every core of the slice); do not set it"),
    },
    {
        MigrationKind::ModelParallelism,
        QT_TRANSLATE_NOOP("TfApi", "%1 split one replica over several TPU cores (model or spatial parallelism)"),
        QT_TRANSLATE_NOOP("TfApi",
                          "tf.tpu.experimental.DeviceAssignment with TPUStrategy(resolver, experimental_device_assignment=...), "
                          "or DTensor: a manual port with no 1:1 mapping"),
    },
    {
        MigrationKind::PerHostInput,
        QT_TRANSLATE_NOOP("TfApi", "%1 chose how TPUEstimator fed each host's input pipeline"),
        QT_TRANSLATE_NOOP("TfApi", "strategy.distribute_datasets_from_function(fn), fn batching with "
                                   "input_context.get_per_replica_batch_size(global_batch)"),
    },
    {
        MigrationKind::ClusterResolver,
        QT_TRANSLATE_NOOP("TfApi", "TPUClusterResolver found the TPU; TPUEstimator took it through RunConfig(cluster=...)"),
        QT_TRANSLATE_NOOP(
            "TfApi", "tf.distribute.cluster_resolver.TPUClusterResolver(tpu='') ('local' on a TPU VM), then "
                     "tf.config.experimental_connect_to_cluster(resolver), tf.tpu.experimental.initialize_tpu_system(resolver) "
                     "and tf.distribute.TPUStrategy(resolver); v6e or older: TPU7x (Ironwood) does not support TensorFlow"),
    },
    {
        MigrationKind::ColabTpuAddress,
        QT_TRANSLATE_NOOP("TfApi", "COLAB_TPU_ADDR held the gRPC address of a Colab TPU Node"),
        QT_TRANSLATE_NOOP("TfApi", "TPUClusterResolver(tpu='local') on Colab's TPU VMs, which have no COLAB_TPU_ADDR"),
    },
    {
        MigrationKind::TpuSystemInit,
        QT_TRANSLATE_NOOP("TfApi", "%1 initialised or shut down the TPU system from a TF1 session"),
        QT_TRANSLATE_NOOP(
            "TfApi",
            "tf.config.experimental_connect_to_cluster(resolver) and tf.tpu.experimental.initialize_tpu_system(resolver)"),
    },
    {
        MigrationKind::TpuRewrite,
        QT_TRANSLATE_NOOP("TfApi", "%1 compiled a TF1 graph computation for the TPU cores"),
        QT_TRANSLATE_NOOP("TfApi", "strategy.run(step_fn, args=...) inside a @tf.function"),
    },
    {
        MigrationKind::ModelFn,
        QT_TRANSLATE_NOOP("TfApi",
                          "%1(features, labels, mode, params) is a model_fn: it built the graph once per mode (TRAIN, EVAL, "
                          "PREDICT) for the Estimator"),
        QT_TRANSLATE_NOOP("TfApi",
                          "a Keras Model: the layers go into the model and TRAIN/EVAL/PREDICT become fit/evaluate/predict (or "
                          "train_step/test_step overrides); or a custom loop with strategy.run(step_fn) inside @tf.function"),
    },
    {
        MigrationKind::EstimatorSpec,
        QT_TRANSLATE_NOOP("TfApi", "%1 returned the loss, train_op, metrics and predictions of one mode"),
        QT_TRANSLATE_NOOP("TfApi",
                          "Model.compile(optimizer, loss, metrics, steps_per_execution=N); predictions come from Model.predict"),
    },
    {
        MigrationKind::ModeKeys,
        QT_TRANSLATE_NOOP("TfApi", "%1 selected a mode branch of the model_fn"),
        QT_TRANSLATE_NOOP("TfApi",
                          "no modes: fit trains, evaluate evaluates, predict predicts (or train_step/test_step/predict_step)"),
    },
    {
        MigrationKind::InputFnBatchSize,
        QT_TRANSLATE_NOOP("TfApi",
                          "params['batch_size'] in %1 is the batch TPUEstimator gave the input_fn: per core (or per host), "
                          "train_batch_size divided by the shards"),
        QT_TRANSLATE_NOOP("TfApi",
                          "a tf.data.Dataset batched with the global batch and .batch(B, drop_remainder=True), passed to fit; or "
                          "strategy.distribute_datasets_from_function with input_context.get_per_replica_batch_size(B)"),
    },
    {
        MigrationKind::InputFn,
        QT_TRANSLATE_NOOP("TfApi", "%1 is an input_fn: the Estimator called it with params and used the dataset it returned"),
        QT_TRANSLATE_NOOP("TfApi",
                          "a tf.data.Dataset batched with the global batch and .batch(B, drop_remainder=True), passed to fit; or "
                          "strategy.distribute_datasets_from_function with input_context.get_per_replica_batch_size(B)"),
    },
    {
        MigrationKind::DropRemainder,
        QT_TRANSLATE_NOOP("TfApi",
                          "Dataset.batch without drop_remainder=True leaves a smaller last batch, a dynamic shape the TPU "
                          "compiles again or pads"),
        QT_TRANSLATE_NOOP("TfApi", ".batch(batch_size, drop_remainder=True): static shapes on TPU"),
    },
    {
        MigrationKind::TrainBatchSize,
        QT_TRANSLATE_NOOP("TfApi", "train_batch_size=%1 is the global batch over all TPU cores"),
        QT_TRANSLATE_NOOP("TfApi",
                          "batch the dataset with the global batch; per replica it is global / strategy.num_replicas_in_sync"),
    },
    {
        MigrationKind::CrossShardOptimizer,
        QT_TRANSLATE_NOOP("TfApi", "CrossShardOptimizer summed the gradients across the TPU cores"),
        QT_TRANSLATE_NOOP("TfApi",
                          "remove it: Keras optimizers under TPUStrategy aggregate across replicas; in a custom loop scale the "
                          "loss with tf.nn.compute_average_loss(..., global_batch_size=B)"),
    },
    {
        MigrationKind::HostCall,
        QT_TRANSLATE_NOOP("TfApi", "%1 ran summary ops on the host CPU beside the TPU steps"),
        QT_TRANSLATE_NOOP(
            "TfApi", "tf.keras.callbacks.TensorBoard, or tf.summary.create_file_writer with tf.summary.scalar inside the step"),
    },
    {
        MigrationKind::Summary,
        QT_TRANSLATE_NOOP("TfApi", "%1 is a TF1 summary op, written by a session or a host_call"),
        QT_TRANSLATE_NOOP(
            "TfApi", "tf.keras.callbacks.TensorBoard, or tf.summary.create_file_writer with tf.summary.scalar inside the step"),
    },
    {
        MigrationKind::EvalMetrics,
        QT_TRANSLATE_NOOP("TfApi", "%1 computed the evaluation metrics with TF1 metric ops (on the CPU for TPUEstimator)"),
        QT_TRANSLATE_NOOP("TfApi",
                          "tf.keras.metrics objects in compile(metrics=[...]), or updated with update_state in test_step"),
    },
    {
        MigrationKind::Tf1Metrics,
        QT_TRANSLATE_NOOP("TfApi", "%1 is a TF1 streaming metric (a value and an update_op)"),
        QT_TRANSLATE_NOOP("TfApi",
                          "tf.keras.metrics objects in compile(metrics=[...]), or updated with update_state in test_step"),
    },
    {
        MigrationKind::ScaffoldFn,
        QT_TRANSLATE_NOOP("TfApi", "%1 restored or initialised variables (e.g. from an init checkpoint) before training"),
        QT_TRANSLATE_NOOP("TfApi",
                          "tf.train.Checkpoint(model=model).restore(path) or model.load_weights(path) inside strategy.scope() "
                          "before fit"),
    },
    {
        MigrationKind::WarmStart,
        QT_TRANSLATE_NOOP("TfApi", "%1 warm-started variables from a checkpoint"),
        QT_TRANSLATE_NOOP("TfApi",
                          "tf.train.Checkpoint(model=model).restore(path) or model.load_weights(path) inside strategy.scope() "
                          "before fit"),
    },
    {
        MigrationKind::Hooks,
        QT_TRANSLATE_NOOP("TfApi", "%1: SessionRunHooks ran around the session steps (logging, stopping, checkpoints)"),
        QT_TRANSLATE_NOOP(
            "TfApi", "Keras callbacks (tf.keras.callbacks.Callback, ModelCheckpoint, TensorBoard) or code in the custom loop"),
    },
    {
        MigrationKind::EstimatorTrain,
        QT_TRANSLATE_NOOP("TfApi", "%1 trained from an input_fn for steps or max_steps"),
        QT_TRANSLATE_NOOP("TfApi", "model.fit(dataset, epochs=..., steps_per_epoch=...)"),
    },
    {
        MigrationKind::EstimatorEvaluate,
        QT_TRANSLATE_NOOP("TfApi", "%1 evaluated from an input_fn"),
        QT_TRANSLATE_NOOP("TfApi", "model.evaluate(dataset, steps=..., return_dict=True)"),
    },
    {
        MigrationKind::EstimatorPredict,
        QT_TRANSLATE_NOOP("TfApi", "%1 predicted from an input_fn"),
        QT_TRANSLATE_NOOP("TfApi", "model.predict(dataset)"),
    },
    {
        MigrationKind::TrainAndEvaluate,
        QT_TRANSLATE_NOOP("TfApi", "%1 alternated training and evaluation"),
        QT_TRANSLATE_NOOP("TfApi", "model.fit(train_dataset, validation_data=eval_dataset, ...)"),
    },
    {
        MigrationKind::ExportSavedModel,
        QT_TRANSLATE_NOOP("TfApi", "%1 exported a SavedModel for serving through a serving_input_receiver_fn"),
        QT_TRANSLATE_NOOP("TfApi",
                          "model.save(path) or tf.saved_model.save(model, path, signatures=...) with a tf.function input "
                          "signature (Keras 3: model.export(path))"),
    },
    {
        MigrationKind::ServingInput,
        QT_TRANSLATE_NOOP("TfApi", "%1 described the serving inputs or outputs of an Estimator export"),
        QT_TRANSLATE_NOOP("TfApi",
                          "model.save(path) or tf.saved_model.save(model, path, signatures=...) with a tf.function input "
                          "signature (Keras 3: model.export(path))"),
    },
    {
        MigrationKind::UseTpu,
        QT_TRANSLATE_NOOP("TfApi", "use_tpu=%1 switched the Estimator between TPU and CPU/GPU"),
        QT_TRANSLATE_NOOP("TfApi",
                          "choose the strategy: TPUStrategy on TPU, tf.distribute.get_strategy() or MirroredStrategy elsewhere; "
                          "the model code stays the same"),
    },
    {
        MigrationKind::EvalOnTpu,
        QT_TRANSLATE_NOOP("TfApi", "eval_on_tpu=%1 chose where TPUEstimator evaluated"),
        QT_TRANSLATE_NOOP("TfApi",
                          "model.evaluate under the strategy; to evaluate on CPU, build the model outside strategy.scope() and "
                          "load the checkpoint"),
    },
    {
        MigrationKind::Embedding,
        QT_TRANSLATE_NOOP("TfApi", "%1 set up TPU embedding tables"),
        QT_TRANSLATE_NOOP("TfApi", "tf.tpu.experimental.embedding.TPUEmbedding (see the tpu_embedding migration guide)"),
    },
    {
        MigrationKind::CompatV1Import,
        QT_TRANSLATE_NOOP("TfApi", "imports %1, TensorFlow's TF1 API"),
        QT_TRANSLATE_NOOP("TfApi", "import tensorflow as tf and the TF2 API: eager by default, Keras and tf.function"),
    },
    {
        MigrationKind::CompatV1,
        QT_TRANSLATE_NOOP("TfApi", "%1 goes through tf.compat.v1, the TF1 API"),
        QT_TRANSLATE_NOOP("TfApi", "import tensorflow as tf and the TF2 API: eager by default, Keras and tf.function"),
    },
    {
        MigrationKind::DisableV2,
        QT_TRANSLATE_NOOP("TfApi", "%1 turned TF2 behaviour (eager execution) off"),
        QT_TRANSLATE_NOOP("TfApi", "remove it: TF2 runs eagerly and tf.function compiles the steps"),
    },
    {
        MigrationKind::Contrib,
        QT_TRANSLATE_NOOP("TfApi", "%1 is in tf.contrib, which TF2 does not have"),
        QT_TRANSLATE_NOOP("TfApi", "the core TF2 API, Keras or an add-on library"),
    },
    {
        MigrationKind::Session,
        QT_TRANSLATE_NOOP("TfApi", "%1 ran a TF1 graph in a session"),
        QT_TRANSLATE_NOOP("TfApi", "eager execution and tf.function; no sessions"),
    },
    {
        MigrationKind::GraphMode,
        QT_TRANSLATE_NOOP("TfApi",
                          "%1 is TF1 graph-mode API (placeholders, collections, variable scopes, initializers, Saver, queues)"),
        QT_TRANSLATE_NOOP(
            "TfApi", "eager code: tf.Variable and Keras layers, tf.data, tf.train.Checkpoint; no placeholders or initializers"),
    },
    {
        MigrationKind::Tf1Optimizer,
        QT_TRANSLATE_NOOP("TfApi", "%1 is a TF1 optimizer"),
        QT_TRANSLATE_NOOP("TfApi",
                          "the tf.keras.optimizers counterpart (AdagradOptimizer -> tf.keras.optimizers.Adagrad), created inside "
                          "strategy.scope()"),
    },
    {
        MigrationKind::Tf1Layers,
        QT_TRANSLATE_NOOP("TfApi", "%1 is a TF1 layer"),
        QT_TRANSLATE_NOOP("TfApi", "tf.keras.layers (e.g. tf.keras.layers.Dense)"),
    },
    {
        MigrationKind::Tf1Losses,
        QT_TRANSLATE_NOOP("TfApi", "%1 is a TF1 loss function"),
        QT_TRANSLATE_NOOP("TfApi",
                          "a tf.keras.losses loss (or its name, e.g. \"mse\") in compile; in a custom loop per-example losses "
                          "averaged with tf.nn.compute_average_loss"),
    },
    {
        MigrationKind::GlobalStep,
        QT_TRANSLATE_NOOP("TfApi", "%1 counted the steps in the TF1 graph"),
        QT_TRANSLATE_NOOP("TfApi", "optimizer.iterations"),
    },
    {
        MigrationKind::Tf1App,
        QT_TRANSLATE_NOOP("TfApi", "%1 is TF1's application and flags wrapper"),
        QT_TRANSLATE_NOOP("TfApi", "absl.app.run and absl.flags"),
    },
    {
        MigrationKind::Tf1Logging,
        QT_TRANSLATE_NOOP("TfApi", "%1 is TF1's logging module"),
        QT_TRANSLATE_NOOP("TfApi", "absl.logging or tf.get_logger()"),
    },
};

constexpr bool tfApiKindTextsInEnumOrder()
{
    for (std::size_t i = 0; i < std::size(kTfApiKindTexts); ++i) {
        if (std::size_t(kTfApiKindTexts[i].kind) != i)
            return false;
    }
    return true;
}

// What the switch over every kind guaranteed before: no kind without its texts. Tf1Logging is
// the enum's last kind.
static_assert(std::size(kTfApiKindTexts) == std::size_t(MigrationKind::Tf1Logging) + 1, "a row for every MigrationKind");
static_assert(tfApiKindTextsInEnumOrder(), "the rows follow MigrationKind's order, so a kind is its row's index");

const TfApiKindTexts &tfApiKindTexts(MigrationKind kind)
{
    return kTfApiKindTexts[std::size_t(kind)];
}

} // namespace

const TfApiTables &TfApi::builtInTables()
{
    return TfApiTables::builtIn();
}

TfApi::Canonical TfApi::canonical(const QString &modulePath, const TfApiTables &tables)
{
    for (const TfApiTables::Prefix &prefix : tables.prefixes) {
        const QString &from = prefix.from;
        if (modulePath == from || (modulePath.startsWith(from) && modulePath.at(from.size()) == QLatin1Char('.'))) {
            Canonical c;
            c.path = prefix.to + modulePath.mid(from.size());
            c.tensorflow = true;
            c.compatV1 = prefix.compatV1;
            return c;
        }
    }
    return Canonical{modulePath, false, false};
}

std::optional<TfApi::Match> TfApi::match(const Canonical &name, bool writtenCompat, const TfApiTables &tables)
{
    if (!name.tensorflow)
        return std::nullopt;
    const QStringList parts = name.path.split(QLatin1Char('.'));
    for (int k = int(parts.size()); k >= 2; --k) {
        if (auto m = matchPrefix(parts, k, name.compatV1, tables))
            return m;
    }
    if (writtenCompat && parts.size() >= 2)
        return Match{MigrationKind::CompatV1, QStringLiteral("tf.compat.v1.") + parts.at(1), 2};
    return std::nullopt;
}

std::optional<TfApi::Match> TfApi::matchImport(const QString &modulePath, const TfApiTables &tables)
{
    const Canonical c = canonical(modulePath, tables);
    if (!c.tensorflow)
        return std::nullopt;
    const QStringList parts = c.path.split(QLatin1Char('.'));
    const bool estimator = modulePath.startsWith(QLatin1String("tensorflow_estimator"))
        || (parts.size() >= 2 && parts.at(1) == QLatin1String("estimator"))
        || modulePath.contains(QLatin1String("tpu_estimator"));
    if (estimator)
        return Match{MigrationKind::EstimatorImport, QStringLiteral("tf.estimator"), 0};
    if (parts.size() >= 2 && parts.at(1) == QLatin1String("contrib"))
        return Match{MigrationKind::Contrib, QStringLiteral("tf.contrib"), 0};
    if (c.compatV1)
        return Match{MigrationKind::CompatV1Import, QStringLiteral("tf.compat.v1"), 0};
    return std::nullopt;
}

QString TfApi::purpose(MigrationKind kind, const QString &detail)
{
    // Without the input_fn's name the sentence leaves out "in %1".
    if (kind == MigrationKind::InputFnBatchSize && detail.isEmpty())
        return tr("params['batch_size'] is the batch TPUEstimator gave the input_fn: per core (or per host), "
                  "train_batch_size divided by the shards");
    const char *text = tfApiKindTexts(kind).purpose;
    // QString::arg warns about a text with no place marker, so only those with one get the detail.
    return std::string_view(text).find("%1") != std::string_view::npos ? tr(text).arg(detail) : tr(text);
}

QString TfApi::tf2(MigrationKind kind)
{
    return tr(tfApiKindTexts(kind).tf2);
}

QStringList TfApi::notes()
{
    return {
        tr("tf.estimator was removed in TF 2.16: the script runs unchanged only on TF 2.15 or earlier, a bridge while "
           "porting; TF 2.16 also makes Keras 3 the default (for Keras 2: pip install tf-keras~=2.16 and "
           "TF_USE_LEGACY_KERAS=1)"),
        tr("TPU7x (Ironwood) does not support TensorFlow: the TF2 port runs on v6e or older TPUs; on TPU7x use JAX or "
           "PyTorch"),
    };
}

QStringList TfApi::signature(MigrationKind kind, const QString &construct, const TfApiTables &tables)
{
    // The entry for this very construct, else the kind's general one.
    const TfApiTables::Signature *general = nullptr;
    for (const TfApiTables::Signature &entry : tables.signatures) {
        if (entry.kind != kind)
            continue;
        if (entry.construct == construct)
            return entry.parameters;
        if (entry.construct.isEmpty() && !general)
            general = &entry;
    }
    return general ? general->parameters : QStringList();
}

} // namespace tpuplan
