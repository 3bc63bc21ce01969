// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/migrate/TfApi.h"

#include "core/migrate/TfApiTables.h"

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
    using K = MigrationKind;
    switch (kind) {
    case K::TPUEstimator:
        return tr("TPUEstimator ran the model_fn's training, evaluation and prediction on TPU; tf.estimator was removed "
                  "in TF 2.16 (TF 2.15 is the last release with it, a bridge while porting)");
    case K::Estimator:
        return tr("Estimator drove training and evaluation through a model_fn; tf.estimator was removed in TF 2.16 "
                  "(TF 2.15 is the last release with it)");
    case K::EstimatorApi:
        return tr("%1 is part of tf.estimator, which TF 2.16 removed (TF 2.15 is the last release with it)").arg(detail);
    case K::EstimatorImport:
        return tr("imports %1: tf.estimator was removed in TF 2.16, so this import fails there (TF 2.15 is the last "
                  "release with it)").arg(detail);
    case K::RunConfig:
        return tr("RunConfig held the TPU cluster, model_dir, checkpoint frequency and the TPUConfig");
    case K::TPUConfig:
        return tr("TPUConfig set how TPUEstimator looped on the TPU (iterations_per_loop, num_shards, input pipeline)");
    case K::IterationsPerLoop:
        return tr("iterations_per_loop=%1: TPUEstimator ran that many steps on the TPU per round trip to the host").arg(detail);
    case K::NumShards:
        return tr("num_shards=%1 fixed how many TPU cores (replicas) TPUEstimator used").arg(detail);
    case K::ModelParallelism:
        return tr("%1 split one replica over several TPU cores (model or spatial parallelism)").arg(detail);
    case K::PerHostInput:
        return tr("%1 chose how TPUEstimator fed each host's input pipeline").arg(detail);
    case K::ClusterResolver:
        return tr("TPUClusterResolver found the TPU; TPUEstimator took it through RunConfig(cluster=...)");
    case K::ColabTpuAddress:
        return tr("COLAB_TPU_ADDR held the gRPC address of a Colab TPU Node");
    case K::TpuSystemInit:
        return tr("%1 initialised or shut down the TPU system from a TF1 session").arg(detail);
    case K::TpuRewrite:
        return tr("%1 compiled a TF1 graph computation for the TPU cores").arg(detail);
    case K::ModelFn:
        return tr("%1(features, labels, mode, params) is a model_fn: it built the graph once per mode (TRAIN, EVAL, "
                  "PREDICT) for the Estimator").arg(detail);
    case K::EstimatorSpec:
        return tr("%1 returned the loss, train_op, metrics and predictions of one mode").arg(detail);
    case K::ModeKeys:
        return tr("%1 selected a mode branch of the model_fn").arg(detail);
    case K::InputFnBatchSize:
        if (detail.isEmpty())
            return tr("params['batch_size'] is the batch TPUEstimator gave the input_fn: per core (or per host), "
                      "train_batch_size divided by the shards");
        return tr("params['batch_size'] in %1 is the batch TPUEstimator gave the input_fn: per core (or per host), "
                  "train_batch_size divided by the shards").arg(detail);
    case K::InputFn:
        return tr("%1 is an input_fn: the Estimator called it with params and used the dataset it returned").arg(detail);
    case K::DropRemainder:
        return tr("Dataset.batch without drop_remainder=True leaves a smaller last batch, a dynamic shape the TPU "
                  "compiles again or pads");
    case K::TrainBatchSize:
        return tr("train_batch_size=%1 is the global batch over all TPU cores").arg(detail);
    case K::CrossShardOptimizer:
        return tr("CrossShardOptimizer summed the gradients across the TPU cores");
    case K::HostCall:
        return tr("%1 ran summary ops on the host CPU beside the TPU steps").arg(detail);
    case K::Summary:
        return tr("%1 is a TF1 summary op, written by a session or a host_call").arg(detail);
    case K::EvalMetrics:
        return tr("%1 computed the evaluation metrics with TF1 metric ops (on the CPU for TPUEstimator)").arg(detail);
    case K::Tf1Metrics:
        return tr("%1 is a TF1 streaming metric (a value and an update_op)").arg(detail);
    case K::ScaffoldFn:
        return tr("%1 restored or initialised variables (e.g. from an init checkpoint) before training").arg(detail);
    case K::WarmStart:
        return tr("%1 warm-started variables from a checkpoint").arg(detail);
    case K::Hooks:
        return tr("%1: SessionRunHooks ran around the session steps (logging, stopping, checkpoints)").arg(detail);
    case K::EstimatorTrain:
        return tr("%1 trained from an input_fn for steps or max_steps").arg(detail);
    case K::EstimatorEvaluate:
        return tr("%1 evaluated from an input_fn").arg(detail);
    case K::EstimatorPredict:
        return tr("%1 predicted from an input_fn").arg(detail);
    case K::TrainAndEvaluate:
        return tr("%1 alternated training and evaluation").arg(detail);
    case K::ExportSavedModel:
        return tr("%1 exported a SavedModel for serving through a serving_input_receiver_fn").arg(detail);
    case K::ServingInput:
        return tr("%1 described the serving inputs or outputs of an Estimator export").arg(detail);
    case K::UseTpu:
        return tr("use_tpu=%1 switched the Estimator between TPU and CPU/GPU").arg(detail);
    case K::EvalOnTpu:
        return tr("eval_on_tpu=%1 chose where TPUEstimator evaluated").arg(detail);
    case K::Embedding:
        return tr("%1 set up TPU embedding tables").arg(detail);
    case K::CompatV1Import:
        return tr("imports %1, TensorFlow's TF1 API").arg(detail);
    case K::CompatV1:
        return tr("%1 goes through tf.compat.v1, the TF1 API").arg(detail);
    case K::DisableV2:
        return tr("%1 turned TF2 behaviour (eager execution) off").arg(detail);
    case K::Contrib:
        return tr("%1 is in tf.contrib, which TF2 does not have").arg(detail);
    case K::Session:
        return tr("%1 ran a TF1 graph in a session").arg(detail);
    case K::GraphMode:
        return tr("%1 is TF1 graph-mode API (placeholders, collections, variable scopes, initializers, Saver, queues)").arg(detail);
    case K::Tf1Optimizer:
        return tr("%1 is a TF1 optimizer").arg(detail);
    case K::Tf1Layers:
        return tr("%1 is a TF1 layer").arg(detail);
    case K::Tf1Losses:
        return tr("%1 is a TF1 loss function").arg(detail);
    case K::GlobalStep:
        return tr("%1 counted the steps in the TF1 graph").arg(detail);
    case K::Tf1App:
        return tr("%1 is TF1's application and flags wrapper").arg(detail);
    case K::Tf1Logging:
        return tr("%1 is TF1's logging module").arg(detail);
    }
    return {};
}

QString TfApi::tf2(MigrationKind kind)
{
    using K = MigrationKind;
    switch (kind) {
    case K::TPUEstimator:
        return tr("tf.distribute.TPUStrategy + Keras Model.fit: build, compile and create metrics and optimizer inside "
                  "strategy.scope(); or a custom loop with strategy.run");
    case K::Estimator:
    case K::EstimatorApi:
        return tr("a Keras model with Model.fit/evaluate/predict under a tf.distribute strategy (TPUStrategy on TPU)");
    case K::EstimatorImport:
        return tr("import tensorflow as tf; Keras with tf.distribute.TPUStrategy");
    case K::RunConfig:
        return tr("the resolver and TPUStrategy replace cluster; tf.keras.callbacks.ModelCheckpoint or "
                  "tf.train.CheckpointManager save checkpoints; tf.keras.callbacks.BackupAndRestore for fault tolerance");
    case K::TPUConfig:
    case K::IterationsPerLoop:
        return tr("Model.compile(..., steps_per_execution=N); in a custom loop, several steps inside one tf.function");
    case K::NumShards:
        return tr("read strategy.num_replicas_in_sync (TPUStrategy uses every core of the slice); do not set it");
    case K::ModelParallelism:
        return tr("tf.tpu.experimental.DeviceAssignment with TPUStrategy(resolver, experimental_device_assignment=...), "
                  "or DTensor: a manual port with no 1:1 mapping");
    case K::PerHostInput:
        return tr("strategy.distribute_datasets_from_function(fn), fn batching with "
                  "input_context.get_per_replica_batch_size(global_batch)");
    case K::ClusterResolver:
        return tr("tf.distribute.cluster_resolver.TPUClusterResolver(tpu='') ('local' on a TPU VM), then "
                  "tf.config.experimental_connect_to_cluster(resolver), tf.tpu.experimental.initialize_tpu_system(resolver) "
                  "and tf.distribute.TPUStrategy(resolver); v6e or older: TPU7x (Ironwood) does not support TensorFlow");
    case K::ColabTpuAddress:
        return tr("TPUClusterResolver(tpu='local') on Colab's TPU VMs, which have no COLAB_TPU_ADDR");
    case K::TpuSystemInit:
        return tr("tf.config.experimental_connect_to_cluster(resolver) and tf.tpu.experimental.initialize_tpu_system(resolver)");
    case K::TpuRewrite:
        return tr("strategy.run(step_fn, args=...) inside a @tf.function");
    case K::ModelFn:
        return tr("a Keras Model: the layers go into the model and TRAIN/EVAL/PREDICT become fit/evaluate/predict (or "
                  "train_step/test_step overrides); or a custom loop with strategy.run(step_fn) inside @tf.function");
    case K::EstimatorSpec:
        return tr("Model.compile(optimizer, loss, metrics, steps_per_execution=N); predictions come from Model.predict");
    case K::ModeKeys:
        return tr("no modes: fit trains, evaluate evaluates, predict predicts (or train_step/test_step/predict_step)");
    case K::InputFnBatchSize:
    case K::InputFn:
        return tr("a tf.data.Dataset batched with the global batch and .batch(B, drop_remainder=True), passed to fit; or "
                  "strategy.distribute_datasets_from_function with input_context.get_per_replica_batch_size(B)");
    case K::DropRemainder:
        return tr(".batch(batch_size, drop_remainder=True): static shapes on TPU");
    case K::TrainBatchSize:
        return tr("batch the dataset with the global batch; per replica it is global / strategy.num_replicas_in_sync");
    case K::CrossShardOptimizer:
        return tr("remove it: Keras optimizers under TPUStrategy aggregate across replicas; in a custom loop scale the "
                  "loss with tf.nn.compute_average_loss(..., global_batch_size=B)");
    case K::HostCall:
    case K::Summary:
        return tr("tf.keras.callbacks.TensorBoard, or tf.summary.create_file_writer with tf.summary.scalar inside the step");
    case K::EvalMetrics:
    case K::Tf1Metrics:
        return tr("tf.keras.metrics objects in compile(metrics=[...]), or updated with update_state in test_step");
    case K::ScaffoldFn:
    case K::WarmStart:
        return tr("tf.train.Checkpoint(model=model).restore(path) or model.load_weights(path) inside strategy.scope() "
                  "before fit");
    case K::Hooks:
        return tr("Keras callbacks (tf.keras.callbacks.Callback, ModelCheckpoint, TensorBoard) or code in the custom loop");
    case K::EstimatorTrain:
        return tr("model.fit(dataset, epochs=..., steps_per_epoch=...)");
    case K::EstimatorEvaluate:
        return tr("model.evaluate(dataset, steps=..., return_dict=True)");
    case K::EstimatorPredict:
        return tr("model.predict(dataset)");
    case K::TrainAndEvaluate:
        return tr("model.fit(train_dataset, validation_data=eval_dataset, ...)");
    case K::ExportSavedModel:
    case K::ServingInput:
        return tr("model.save(path) or tf.saved_model.save(model, path, signatures=...) with a tf.function input "
                  "signature (Keras 3: model.export(path))");
    case K::UseTpu:
        return tr("choose the strategy: TPUStrategy on TPU, tf.distribute.get_strategy() or MirroredStrategy elsewhere; "
                  "the model code stays the same");
    case K::EvalOnTpu:
        return tr("model.evaluate under the strategy; to evaluate on CPU, build the model outside strategy.scope() and "
                  "load the checkpoint");
    case K::Embedding:
        return tr("tf.tpu.experimental.embedding.TPUEmbedding (see the tpu_embedding migration guide)");
    case K::CompatV1Import:
    case K::CompatV1:
        return tr("import tensorflow as tf and the TF2 API: eager by default, Keras and tf.function");
    case K::DisableV2:
        return tr("remove it: TF2 runs eagerly and tf.function compiles the steps");
    case K::Contrib:
        return tr("the core TF2 API, Keras or an add-on library");
    case K::Session:
        return tr("eager execution and tf.function; no sessions");
    case K::GraphMode:
        return tr("eager code: tf.Variable and Keras layers, tf.data, tf.train.Checkpoint; no placeholders or initializers");
    case K::Tf1Optimizer:
        return tr("the tf.keras.optimizers counterpart (AdagradOptimizer -> tf.keras.optimizers.Adagrad), created inside "
                  "strategy.scope()");
    case K::Tf1Layers:
        return tr("tf.keras.layers (e.g. tf.keras.layers.Dense)");
    case K::Tf1Losses:
        return tr("a tf.keras.losses loss (or its name, e.g. \"mse\") in compile; in a custom loop per-example losses "
                  "averaged with tf.nn.compute_average_loss");
    case K::GlobalStep:
        return tr("optimizer.iterations");
    case K::Tf1App:
        return tr("absl.app.run and absl.flags");
    case K::Tf1Logging:
        return tr("absl.logging or tf.get_logger()");
    }
    return {};
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
