// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/migrate/SkeletonWriter.h"

#include "core/common/ControlText.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QStringList>

namespace tpuplan {

namespace {

/// Names the skeleton defines itself; a script name equal to one of them gets a suffix.
const QStringList &reservedNames()
{
    static const QStringList names = {
        QStringLiteral("tf"), QStringLiteral("os"), QStringLiteral("connect_to_tpu"), QStringLiteral("build_model"),
        QStringLiteral("make_optimizer"), QStringLiteral("make_loss"), QStringLiteral("train_with_fit"),
        QStringLiteral("train_with_custom_loop"), QStringLiteral("main"), QStringLiteral("TPU"),
        QStringLiteral("GLOBAL_BATCH_SIZE"), QStringLiteral("EVAL_BATCH_SIZE"), QStringLiteral("PREDICT_BATCH_SIZE"),
        QStringLiteral("STEPS_PER_EXECUTION"), QStringLiteral("TRAIN_STEPS"), QStringLiteral("EVAL_STEPS"),
        QStringLiteral("MODEL_DIR"), QStringLiteral("EXPORT_DIR"), QStringLiteral("LEARNING_RATE"),
        QStringLiteral("print"), QStringLiteral("iter"), QStringLiteral("next"), QStringLiteral("min"),
        QStringLiteral("float"), QStringLiteral("zip"),
    };
    return names;
}

bool isAsciiIdentifier(const QString &name)
{
    if (name.isEmpty() || name.at(0).isDigit())
        return false;
    for (const QChar c : name) {
        if (!(c.isLetterOrNumber() && c.unicode() < 0x80) && c != QLatin1Char('_'))
            return false;
    }
    return !PythonTokenizer::isKeyword(name);
}

/// A script name safe to define in the skeleton, or `fallback`.
QString pythonName(const QString &name, const QString &fallback)
{
    if (!isAsciiIdentifier(name))
        return fallback;
    return reservedNames().contains(name) ? name + QStringLiteral("_tf2") : name;
}

/// Text for a `#` comment: one line, control characters escaped.
QString commentText(const QString &text)
{
    return ControlText::escaped(text);
}

/// A literal the script wrote in Python 2 (`1024L`, `0100`, `ur'...'`), written as Python 3
/// says it (`1024`, `0o100`, `r'...'`), so that the skeleton compiles; others as they are.
QString python3Literal(const QString &text)
{
    static const QRegularExpression longInteger(QStringLiteral("^([-+]?\\s*[0-9]+)[lL]$"));
    static const QRegularExpression oldOctal(QStringLiteral("^([-+]?\\s*)0([0-7]*[1-7][0-7]*)[lL]?$"));
    static const QRegularExpression unicodeRaw(QStringLiteral("^[uU]([rR]['\"].*)$"));
    if (const QRegularExpressionMatch m = oldOctal.match(text); m.hasMatch())
        return m.captured(1) + QStringLiteral("0o") + m.captured(2);
    if (const QRegularExpressionMatch m = longInteger.match(text); m.hasMatch())
        return m.captured(1);
    if (const QRegularExpressionMatch m = unicodeRaw.match(text); m.hasMatch())
        return m.captured(1);
    return text;
}

struct Keras
{
    QString optimizer; ///< tf.keras.optimizers class
    QString loss;      ///< tf.keras.losses class with its arguments, without reduction
};

QString kerasOptimizer(const QString &tf1)
{
    static const QList<std::pair<QString, QString>> map = {
        {QStringLiteral("GradientDescentOptimizer"), QStringLiteral("SGD")},
        {QStringLiteral("MomentumOptimizer"), QStringLiteral("SGD")},
        {QStringLiteral("AdamOptimizer"), QStringLiteral("Adam")},
        {QStringLiteral("AdagradOptimizer"), QStringLiteral("Adagrad")},
        {QStringLiteral("RMSPropOptimizer"), QStringLiteral("RMSprop")},
        {QStringLiteral("AdadeltaOptimizer"), QStringLiteral("Adadelta")},
        {QStringLiteral("FtrlOptimizer"), QStringLiteral("Ftrl")},
        {QStringLiteral("AdamWOptimizer"), QStringLiteral("AdamW")},
    };
    for (const auto &[from, to] : map) {
        if (from == tf1)
            return to;
    }
    return {};
}

/// The Keras loss class for a TF1 loss function, with the arguments that keep its meaning.
QString kerasLoss(const QString &tf1)
{
    static const QList<std::pair<QString, QString>> map = {
        {QStringLiteral("mean_squared_error"), QStringLiteral("MeanSquaredError(")},
        {QStringLiteral("absolute_difference"), QStringLiteral("MeanAbsoluteError(")},
        {QStringLiteral("sparse_softmax_cross_entropy"), QStringLiteral("SparseCategoricalCrossentropy(from_logits=True, ")},
        {QStringLiteral("softmax_cross_entropy"), QStringLiteral("CategoricalCrossentropy(from_logits=True, ")},
        {QStringLiteral("sigmoid_cross_entropy"), QStringLiteral("BinaryCrossentropy(from_logits=True, ")},
        {QStringLiteral("log_loss"), QStringLiteral("BinaryCrossentropy(")},
        {QStringLiteral("huber_loss"), QStringLiteral("Huber(")},
        {QStringLiteral("hinge_loss"), QStringLiteral("Hinge(")},
        {QStringLiteral("cosine_distance"), QStringLiteral("CosineSimilarity(")},
    };
    for (const auto &[from, to] : map) {
        if (from == tf1)
            return to;
    }
    return {};
}

class Writer
{
public:
    explicit Writer(const MigrationScan &scan)
        : m_facts(scan.facts), m_file(QFileInfo(scan.file).fileName())
    {
    }
    QString write();

private:
    void line(const QString &text = {}) { m_out += text + QLatin1Char('\n'); }
    void comment(const QString &indent, const QString &text) { line(indent + QStringLiteral("# ") + commentText(text)); }
    QString where(const ScriptValue &v) const { return QStringLiteral("%1:%2:%3").arg(m_file).arg(v.line).arg(v.column); }
    /// `NAME = value  # why`: the script's value when it is a literal, otherwise `fallback` and a
    /// TODO quoting what the script wrote.
    void constant(const QString &name, const ScriptValue &v, const QString &fallback, const QString &what);
    void inputFunctions();
    void model();
    void fit();
    void customLoop();
    void mainFunction();

    const MigrationFacts &m_facts;
    QString m_file;
    QString m_out;
    QString m_trainInput;
    QString m_evalInput;
    QString m_predictInput;
};

void Writer::constant(const QString &name, const ScriptValue &v, const QString &fallback, const QString &what)
{
    if (v.found() && v.literal) {
        const QString value = python3Literal(v.text);
        const QString note = value == v.text
            ? SkeletonWriter::tr("%1 (%2)").arg(what, where(v))
            : SkeletonWriter::tr("%1 (%2, written %3 in Python 2)").arg(what, where(v), v.text);
        line(QStringLiteral("%1 = %2  # %3").arg(name, value, commentText(note)));
    } else if (v.found()) {
        line(QStringLiteral("%1 = %2  # %3")
                 .arg(name, fallback,
                      commentText(SkeletonWriter::tr("TODO: %1; the script computes it as %2 (%3)").arg(what, v.text, where(v)))));
    } else {
        line(QStringLiteral("%1 = %2  # %3")
                 .arg(name, fallback, commentText(SkeletonWriter::tr("TODO: %1; not found in the script").arg(what))));
    }
}

void Writer::inputFunctions()
{
    QStringList defined;
    const auto define = [this, &defined](const QString &name, const QString &original) {
        if (defined.contains(name))
            return;
        defined.append(name);
        line();
        line();
        line(QStringLiteral("def %1(batch_size):").arg(name));
        if (original.isEmpty())
            comment(QStringLiteral("    "), SkeletonWriter::tr("TODO: the script's input_fn was not found; return a tf.data.Dataset of (features, labels)."));
        else
            comment(QStringLiteral("    "), SkeletonWriter::tr("Was the input_fn %1(params): TPUEstimator passed params['batch_size'].").arg(original));
        comment(QStringLiteral("    "), SkeletonWriter::tr("TODO: port its tf.data pipeline; batch with batch_size and drop_remainder=True (static shapes on TPU)."));
        line(QStringLiteral("    raise NotImplementedError(\"TODO: %1\")").arg(name));
    };
    m_trainInput = pythonName(m_facts.trainInputFn, QStringLiteral("train_input_fn"));
    m_evalInput = m_facts.evalInputFn.isEmpty() ? m_trainInput : pythonName(m_facts.evalInputFn, QStringLiteral("eval_input_fn"));
    define(m_trainInput, m_facts.trainInputFn);
    define(m_evalInput, m_facts.evalInputFn.isEmpty() ? m_facts.trainInputFn : m_facts.evalInputFn);
    if (m_facts.predicts) {
        m_predictInput = m_facts.predictInputFn.isEmpty() ? m_evalInput : pythonName(m_facts.predictInputFn, QStringLiteral("predict_input_fn"));
        define(m_predictInput, m_facts.predictInputFn);
    }
}

void Writer::model()
{
    const QString in = QStringLiteral("    ");
    line();
    line();
    line(QStringLiteral("def build_model():"));
    if (m_facts.modelFn.isEmpty()) {
        comment(in, SkeletonWriter::tr("TODO: no model_fn was found; build the Keras model here."));
    } else {
        const QString where = m_facts.modelFnLine > 0 ? QStringLiteral(" (%1:%2)").arg(m_file).arg(m_facts.modelFnLine) : QString();
        comment(in, SkeletonWriter::tr("Replaces the model_fn %1%2: its layers become a Keras model, its "
                                       "TRAIN/EVAL/PREDICT branches become fit/evaluate/predict.")
                        .arg(m_facts.modelFn, where));
        comment(in, SkeletonWriter::tr("TODO: rebuild the layers of %1 with tf.keras.layers (e.g. tf.keras.layers.Dense for tf.layers.Dense).")
                        .arg(m_facts.modelFn));
    }
    if (m_facts.modelParallelism)
        comment(in, SkeletonWriter::tr("TODO: the script split replicas over cores (num_cores_per_replica / input_partition_dims); "
                                       "that needs a DeviceAssignment or DTensor, by hand."));
    line(in + QStringLiteral("raise NotImplementedError(\"TODO: build_model\")"));

    line();
    line();
    line(QStringLiteral("def make_optimizer():"));
    const QString keras = kerasOptimizer(m_facts.optimizer);
    if (m_facts.crossShard)
        comment(in, SkeletonWriter::tr("No CrossShardOptimizer: Keras optimizers under TPUStrategy aggregate gradients across replicas."));
    if (!keras.isEmpty()) {
        comment(in, SkeletonWriter::tr("Was tf.train.%1.").arg(m_facts.optimizer));
        if (m_facts.optimizer == QLatin1String("MomentumOptimizer"))
            comment(in, SkeletonWriter::tr("TODO: pass the script's momentum to SGD(momentum=...)."));
        line(in + QStringLiteral("return tf.keras.optimizers.%1(learning_rate=LEARNING_RATE)").arg(keras));
    } else {
        if (m_facts.optimizer.isEmpty())
            comment(in, SkeletonWriter::tr("TODO: the script's optimizer was not found; Adam is a placeholder."));
        else
            comment(in, SkeletonWriter::tr("TODO: tf.train.%1 has no direct Keras counterpart; Adam is a placeholder.").arg(m_facts.optimizer));
        line(in + QStringLiteral("return tf.keras.optimizers.Adam(learning_rate=LEARNING_RATE)"));
    }

    line();
    line();
    line(QStringLiteral("def make_loss(reduction=\"sum_over_batch_size\"):"));
    const QString loss = kerasLoss(m_facts.loss);
    if (!loss.isEmpty()) {
        comment(in, SkeletonWriter::tr("Was tf.losses.%1.").arg(m_facts.loss));
        line(in + QStringLiteral("return tf.keras.losses.%1reduction=reduction)").arg(loss));
    } else {
        if (m_facts.loss.isEmpty())
            comment(in, SkeletonWriter::tr("TODO: the script's loss was not found; pick a tf.keras.losses class."));
        else
            comment(in, SkeletonWriter::tr("TODO: tf.losses.%1 has no direct Keras counterpart here; pick a tf.keras.losses class.")
                            .arg(m_facts.loss));
        line(in + QStringLiteral("raise NotImplementedError(\"TODO: make_loss\")"));
    }
}

void Writer::fit()
{
    const QString in = QStringLiteral("    ");
    const QString in2 = in + in;
    line();
    line();
    line(QStringLiteral("def train_with_fit(strategy):"));
    comment(in, SkeletonWriter::tr("Keras Model.fit: model, optimizer and metrics are created inside strategy.scope()."));
    line(in + QStringLiteral("with strategy.scope():"));
    line(in2 + QStringLiteral("model = build_model()"));
    if (m_facts.warmStart)
        comment(in2, SkeletonWriter::tr("TODO: warm start (scaffold_fn / warm_start_from): model.load_weights(path) or "
                                        "tf.train.Checkpoint(model=model).restore(path)."));
    line(in2 + QStringLiteral("model.compile("));
    line(in2 + QStringLiteral("    optimizer=make_optimizer(),"));
    line(in2 + QStringLiteral("    loss=make_loss(),"));
    if (m_facts.evalMetrics) {
        const QString metricFn = m_facts.metricFn.isEmpty() ? QStringLiteral("metric_fn") : m_facts.metricFn;
        line(in2 + QStringLiteral("    metrics=[],  # ")
             + commentText(SkeletonWriter::tr("TODO: the metrics of %1 (eval_metrics) as tf.keras.metrics objects").arg(metricFn)));
    } else {
        line(in2 + QStringLiteral("    metrics=[],"));
    }
    line(in2 + QStringLiteral("    steps_per_execution=STEPS_PER_EXECUTION,"));
    line(in2 + QStringLiteral(")"));
    line(in + QStringLiteral("callbacks = []"));
    line(in + QStringLiteral("if MODEL_DIR:"));
    comment(in2, SkeletonWriter::tr("Checkpoints, as RunConfig wrote them, and TensorBoard summaries (host_call)."));
    line(in2 + QStringLiteral("callbacks.append(tf.keras.callbacks.ModelCheckpoint("));
    line(in2 + QStringLiteral("    os.path.join(MODEL_DIR, \"ckpt-{epoch}.weights.h5\"), save_weights_only=True))"));
    line(in2 + QStringLiteral("callbacks.append(tf.keras.callbacks.TensorBoard(log_dir=MODEL_DIR))"));
    if (m_facts.hooks)
        comment(in, SkeletonWriter::tr("TODO: the script's SessionRunHooks become Keras callbacks here."));
    comment(in, SkeletonWriter::tr("One epoch of TRAIN_STEPS steps, as train(steps=...) ran."));
    line(in + QStringLiteral("model.fit(%1(GLOBAL_BATCH_SIZE), epochs=1, steps_per_epoch=TRAIN_STEPS, callbacks=callbacks)").arg(m_trainInput));
    if (m_facts.evalOnCpu)
        comment(in, SkeletonWriter::tr("TODO: the script evaluated on CPU (eval_on_tpu=False); evaluate a model built outside "
                                       "strategy.scope() with the trained weights to keep that."));
    line(in + QStringLiteral("print(model.evaluate(%1(EVAL_BATCH_SIZE), steps=EVAL_STEPS, return_dict=True))").arg(m_evalInput));
    if (m_facts.predicts)
        line(in + QStringLiteral("predictions = model.predict(%1(PREDICT_BATCH_SIZE))").arg(m_predictInput));
    if (m_facts.exportsSavedModel) {
        comment(in, SkeletonWriter::tr("Was export_saved_model. TODO: give serving signatures (a tf.function with an input_signature)."));
        line(in + QStringLiteral("tf.saved_model.save(model, EXPORT_DIR)"));
    }
    line(in + QStringLiteral("return model"));
}

void Writer::customLoop()
{
    const QString in = QStringLiteral("    ");
    const QString in2 = in + in;
    const QString in3 = in2 + in;
    const QString in4 = in3 + in;
    line();
    line();
    line(QStringLiteral("def train_with_custom_loop(strategy):"));
    comment(in, SkeletonWriter::tr("A custom loop: strategy.run runs step_fn on every replica."));
    line(in + QStringLiteral("with strategy.scope():"));
    line(in2 + QStringLiteral("model = build_model()"));
    line(in2 + QStringLiteral("optimizer = make_optimizer()"));
    line(in2 + QStringLiteral("loss_object = make_loss(reduction=\"none\")"));
    line(in2 + QStringLiteral("training_loss = tf.keras.metrics.Mean(\"training_loss\")"));
    comment(in, SkeletonWriter::tr("The input function gets the per-replica batch, as params['batch_size'] gave it under TPUEstimator."));
    line(in + QStringLiteral("dataset = strategy.distribute_datasets_from_function("));
    line(in2 + QStringLiteral("lambda context: %1(context.get_per_replica_batch_size(GLOBAL_BATCH_SIZE)))").arg(m_trainInput));
    line(in + QStringLiteral("iterator = iter(dataset)"));
    line();
    line(in + QStringLiteral("@tf.function"));
    line(in + QStringLiteral("def train_steps(iterator, steps):"));
    line(in2 + QStringLiteral("def step_fn(inputs):"));
    line(in3 + QStringLiteral("features, labels = inputs  # ")
         + commentText(SkeletonWriter::tr("TODO: match what the input function yields")));
    line(in3 + QStringLiteral("with tf.GradientTape() as tape:"));
    line(in4 + QStringLiteral("predictions = model(features, training=True)"));
    line(in4 + QStringLiteral("per_example_loss = loss_object(labels, predictions)"));
    line(in4 + QStringLiteral("loss = tf.nn.compute_average_loss(per_example_loss, global_batch_size=GLOBAL_BATCH_SIZE)"));
    line(in3 + QStringLiteral("gradients = tape.gradient(loss, model.trainable_variables)"));
    line(in3 + QStringLiteral("optimizer.apply_gradients(zip(gradients, model.trainable_variables))"));
    line(in3 + QStringLiteral("training_loss.update_state(loss * strategy.num_replicas_in_sync)"));
    line();
    comment(in2, SkeletonWriter::tr("Several steps per call, as iterations_per_loop ran them."));
    line(in2 + QStringLiteral("for _ in tf.range(steps):"));
    line(in3 + QStringLiteral("strategy.run(step_fn, args=(next(iterator),))"));
    line();
    line(in + QStringLiteral("checkpoint = tf.train.Checkpoint(model=model, optimizer=optimizer)"));
    line(in + QStringLiteral("manager = None"));
    line(in + QStringLiteral("if MODEL_DIR:"));
    line(in2 + QStringLiteral("manager = tf.train.CheckpointManager(checkpoint, MODEL_DIR, max_to_keep=5)"));
    if (m_facts.warmStart)
        comment(in, SkeletonWriter::tr("TODO: warm start (scaffold_fn / warm_start_from): checkpoint.restore(path)."));
    line(in + QStringLiteral("steps_done = 0"));
    line(in + QStringLiteral("while steps_done < TRAIN_STEPS:"));
    line(in2 + QStringLiteral("steps = min(STEPS_PER_EXECUTION, TRAIN_STEPS - steps_done)"));
    line(in2 + QStringLiteral("train_steps(iterator, tf.constant(steps))"));
    line(in2 + QStringLiteral("steps_done += steps"));
    line(in2 + QStringLiteral("print(\"step\", steps_done, \"loss\", float(training_loss.result()))"));
    line(in2 + QStringLiteral("training_loss.reset_state()"));
    if (m_facts.hostCall)
        comment(in2, SkeletonWriter::tr("TODO: host_call summaries: tf.summary.scalar under tf.summary.create_file_writer(MODEL_DIR)."));
    line(in2 + QStringLiteral("if manager:"));
    line(in3 + QStringLiteral("manager.save()"));
    line(in + QStringLiteral("return model"));
}

void Writer::mainFunction()
{
    const QString in = QStringLiteral("    ");
    line();
    line();
    line(QStringLiteral("def main():"));
    line(in + QStringLiteral("strategy = connect_to_tpu()"));
    comment(in, SkeletonWriter::tr("use_tpu=False ran on CPU/GPU: there, use tf.distribute.get_strategy() (or MirroredStrategy) instead."));
    line(in + QStringLiteral("print(\"Replicas:\", strategy.num_replicas_in_sync)"));
    comment(in, SkeletonWriter::tr("TODO: keep one of the two ways to train and delete the other."));
    line(in + QStringLiteral("train_with_fit(strategy)"));
    line();
    line();
    line(QStringLiteral("if __name__ == \"__main__\":"));
    line(in + QStringLiteral("main()"));
}

QString Writer::write()
{
    comment({}, SkeletonWriter::tr("TF2 skeleton for %1, written by tpu-plan migrate.").arg(m_file));
    comment({}, SkeletonWriter::tr("tf.distribute.TPUStrategy replaces TPUEstimator: train_with_fit() uses Keras Model.fit, "
                                   "train_with_custom_loop() a custom loop with strategy.run."));
    comment({}, SkeletonWriter::tr("Each TODO marks a decision the script does not answer."));
    for (const QString &note : TfApi::notes())
        comment({}, note);
    line(QStringLiteral("import os"));
    line();
    line(QStringLiteral("import tensorflow as tf"));
    line();
    comment({}, SkeletonWriter::tr("Values from the script."));
    constant(QStringLiteral("TPU"), m_facts.tpu, QStringLiteral("\"\""),
             SkeletonWriter::tr("TPUClusterResolver(tpu=...): '' finds the TPU, 'local' on a TPU VM"));
    constant(QStringLiteral("GLOBAL_BATCH_SIZE"), m_facts.trainBatchSize, QStringLiteral("None"),
             SkeletonWriter::tr("train_batch_size, the global batch over all replicas"));
    constant(QStringLiteral("EVAL_BATCH_SIZE"), m_facts.evalBatchSize.found() ? m_facts.evalBatchSize : m_facts.trainBatchSize,
             QStringLiteral("None"), SkeletonWriter::tr("eval_batch_size"));
    if (m_facts.predicts)
        constant(QStringLiteral("PREDICT_BATCH_SIZE"), m_facts.predictBatchSize, QStringLiteral("None"),
                 SkeletonWriter::tr("predict_batch_size"));
    constant(QStringLiteral("STEPS_PER_EXECUTION"), m_facts.iterationsPerLoop, QStringLiteral("1"),
             SkeletonWriter::tr("iterations_per_loop, now Model.compile(steps_per_execution=...)"));
    constant(QStringLiteral("TRAIN_STEPS"), m_facts.trainSteps, QStringLiteral("None"), SkeletonWriter::tr("training steps"));
    constant(QStringLiteral("EVAL_STEPS"), m_facts.evalSteps, QStringLiteral("None"), SkeletonWriter::tr("evaluation steps"));
    constant(QStringLiteral("MODEL_DIR"), m_facts.modelDir, QStringLiteral("None"),
             SkeletonWriter::tr("model_dir, where checkpoints and summaries go"));
    if (m_facts.exportsSavedModel)
        constant(QStringLiteral("EXPORT_DIR"), m_facts.exportDir, QStringLiteral("None"),
                 SkeletonWriter::tr("export_saved_model's export_dir_base"));
    constant(QStringLiteral("LEARNING_RATE"), m_facts.learningRate, QStringLiteral("0.001"),
             SkeletonWriter::tr("the optimizer's learning rate"));
    line();
    line();
    line(QStringLiteral("def connect_to_tpu():"));
    comment(QStringLiteral("    "), SkeletonWriter::tr("The resolver, connect and initialize sequence; it replaces RunConfig(cluster=...)."));
    line(QStringLiteral("    resolver = tf.distribute.cluster_resolver.TPUClusterResolver(tpu=TPU)"));
    line(QStringLiteral("    tf.config.experimental_connect_to_cluster(resolver)"));
    line(QStringLiteral("    tf.tpu.experimental.initialize_tpu_system(resolver)"));
    line(QStringLiteral("    return tf.distribute.TPUStrategy(resolver)"));
    inputFunctions();
    model();
    fit();
    customLoop();
    mainFunction();
    return m_out;
}

} // namespace

QString SkeletonWriter::write(const MigrationScan &scan)
{
    if (scan.status != MigrationScan::Status::Read || scan.findings.isEmpty())
        return {};
    return Writer(scan).write();
}

} // namespace tpuplan
