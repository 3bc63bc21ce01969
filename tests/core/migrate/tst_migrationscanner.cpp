// SPDX-License-Identifier: GPL-3.0-or-later
// The migration scanner on the scripts of tests/data/migrate (the guide's TF1 code, MNIST with
// tf.contrib and flags, BERT-style builders, aliases and multi-line calls, a session with
// tpu.rewrite, API names only in strings and comments, a TF2 script, files that are not Python):
// every finding with its exact line and column, nothing reported from strings or comments, the
// TF2 skeleton filled with the script's names and compiled by python3, and the JSON and text shapes.
#include "core/migrate/MigrationReport.h"
#include "core/migrate/MigrationScanner.h"
#include "core/migrate/SkeletonWriter.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using tpuplan::MigrationFinding;
using tpuplan::MigrationKind;
using tpuplan::MigrationReport;
using tpuplan::MigrationScan;
using tpuplan::MigrationScanner;
using tpuplan::SkeletonWriter;

namespace {

QString dataPath(const QString &name)
{
    return QStringLiteral(TPUPLAN_TEST_DATA "/migrate/") + name;
}

/// "line:column construct" for each finding, in file order.
QStringList positions(const MigrationScan &scan)
{
    QStringList out;
    for (const MigrationFinding &f : scan.findings)
        out.append(QStringLiteral("%1:%2 %3").arg(f.line).arg(f.column).arg(f.construct));
    return out;
}

QStringList split(const char *list)
{
    return QString::fromUtf8(list).split(QStringLiteral(", "), Qt::SkipEmptyParts);
}

MigrationScan scanText(const QByteArray &source)
{
    return MigrationScanner::scanBytes(source, QStringLiteral("inline.py"));
}

/// Runs `python3 -m py_compile` on `skeleton`; empty when it compiles, else Python's message.
/// Skips the test when python3 is not installed.
QString compileError(const QString &skeleton, bool *skipped)
{
    *skipped = false;
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    if (python.isEmpty()) {
        *skipped = true;
        return {};
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("skeleton.py"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(skeleton.toUtf8()) < 0)
        return QStringLiteral("cannot write %1").arg(path);
    file.close();
    QProcess process;
    process.start(python, {QStringLiteral("-m"), QStringLiteral("py_compile"), path});
    if (!process.waitForFinished(60000))
        return QStringLiteral("python3 did not finish");
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return QString::fromUtf8(process.readAllStandardError());
    return {};
}

} // namespace

class TestMigrationScanner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void findings_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("the guide's TF1 code") << "guide_tpu_estimator.py"
            << split("3:8 tf.compat.v1, 14:24 input_fn, 20:24 input_fn, 23:5 model_fn, 24:12 tf.layers.Dense, "
                     "25:10 tf.losses.mean_squared_error, 26:15 tf.train.AdagradOptimizer, 27:51 tf.train.get_global_step, "
                     "28:10 TPUEstimatorSpec, 31:20 TPUClusterResolver, 34:14 TPUConfig, 34:42 iterations_per_loop, "
                     "35:10 RunConfig, 39:13 TPUEstimator, 42:5 train_batch_size, 45:1 TPUEstimator.train, "
                     "46:1 TPUEstimator.evaluate");
        QTest::newRow("MNIST with tf.contrib and flags") << "mnist_contrib_flags.py"
            << split("8:9 tf.flags, 20:14 tf.metrics.accuracy, 25:5 model_fn, 31:12 tf.layers.dense, 31:28 tf.layers.flatten, "
                     "32:14 ModeKeys, 34:12 TPUEstimatorSpec, 36:10 tf.losses.sparse_softmax_cross_entropy, 37:14 ModeKeys, "
                     "38:12 TPUEstimatorSpec, 39:31 eval_metrics, 42:13 tf.train.get_global_step, "
                     "43:15 tf.train.GradientDescentOptimizer, 45:17 CrossShardOptimizer, 46:10 TPUEstimatorSpec, "
                     "49:41 tf.train.get_global_step, 54:16 input_fn, 60:16 input_fn, 62:13 batch, 66:16 input_fn, "
                     "72:3 tf.logging.set_verbosity, 72:28 tf.logging.INFO, 73:26 TPUClusterResolver, 75:16 RunConfig, "
                     "78:22 tf.ConfigProto, 80:18 TPUConfig, 80:43 iterations_per_loop, 80:61 num_shards, 82:15 TPUEstimator, "
                     "84:7 use_tpu, 85:7 train_batch_size, 90:3 TPUEstimator.train, 91:3 TPUEstimator.evaluate, "
                     "92:21 TPUEstimator.predict, 97:3 tf.app.run");
        QTest::newRow("aliases and multi-line calls") << "aliases_and_multiline.py"
            << split("3:12 tf.compat.v1, 6:6 tf.estimator, 7:6 tf.estimator, 8:6 tf.compat.v1, 11:8 tf.estimator, "
                     "13:11 tf.estimator.tpu, 14:10 TPUConfig, 18:9 model_fn, 22:15 CrossShardOptimizer, "
                     "23:13 tf.train.AdamOptimizer, 24:51 tf.train.get_or_create_global_step, 25:16 TPUEstimatorSpec, "
                     "30:42 input_fn, 35:27 RunConfig, 38:17 iterations_per_loop, 41:26 TPUEstimator, "
                     "43:47 train_batch_size, 44:47 use_tpu, 45:47 eval_on_tpu, 48:9 TPUEstimator.train, "
                     "50:29 EstimatorSpec, 51:16 TPUEstimator.export_saved_model, 56:5 TPUClusterResolver");
        QTest::newRow("BERT-style builders") << "bert_style_builders.py"
            << split("8:9 tf.flags, 20:18 input_fn, 26:9 tf.contrib.data, 36:7 model_fn, 38:28 ModeKeys, "
                     "41:13 tf.trainable_variables, 46:11 tf.train.init_from_checkpoint, 47:18 tf.train.Scaffold, "
                     "50:16 ModeKeys, 52:22 LoggingTensorHook, 53:21 TPUEstimatorSpec, 57:11 training_hooks, "
                     "58:11 host_call, 59:11 scaffold_fn, 61:21 TPUEstimatorSpec, 62:61 scaffold_fn, "
                     "69:8 tf.contrib.summary.create_file_writer, 70:10 tf.contrib.summary.always_record_summaries, "
                     "71:7 tf.contrib.summary.scalar, 72:14 tf.contrib.summary.all_summary_ops, 76:15 tf.placeholder, "
                     "77:10 tf.estimator.export.ServingInputReceiver, 81:17 InputPipelineConfig, 82:16 RunConfig, "
                     "83:15 TPUClusterResolver, 87:18 TPUConfig, 88:11 iterations_per_loop, 89:11 num_shards, "
                     "90:11 per_host_input_for_training, 94:15 TPUEstimator, 95:7 use_tpu, 98:7 train_batch_size, "
                     "101:7 warm_start_from, 101:23 WarmStartSettings, 106:3 TPUEstimator.train, "
                     "107:3 TPUEstimator.export_saved_model, 112:3 tf.app.run");
        QTest::newRow("session, tpu.rewrite, star import, Python 2") << "session_tpu_rewrite.py"
            << split("5:8 tf.compat.v1, 6:6 tf.compat.v1, 8:1 disable_v2_behavior, 9:27 COLAB_TPU_ADDR, 11:5 tf.placeholder, "
                     "12:5 tf.get_variable, 18:11 tf.tpu.rewrite, 20:6 tf.Session, 21:15 tf.tpu.initialize_system, "
                     "22:15 tf.global_variables_initializer, 24:15 tf.tpu.shutdown_system");
        // Every API name in its docstring, comments, strings, f-strings, bytes and a
        // backslash-continued string stays unreported; only the one real RunConfig is.
        QTest::newRow("API names in strings and comments") << "mentions_in_strings.py" << split("34:10 RunConfig");
        QTest::newRow("a TF2 script: nothing to migrate") << "tf2_keras_nothing.py" << QStringList();
    }
    void findings()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, expected);
        const MigrationScan scan = MigrationScanner::scanFile(dataPath(file));
        QCOMPARE(scan.status, MigrationScan::Status::Read);
        QCOMPARE(positions(scan), expected);
        for (const MigrationFinding &f : scan.findings) {
            QVERIFY2(!f.message.isEmpty() && !f.tf2.isEmpty(), qPrintable(f.construct));
            QVERIFY2(!f.message.contains(QLatin1String("%1")), qPrintable(f.message));
        }
    }

    void whatEachFindingSays()
    {
        const MigrationScan scan = MigrationScanner::scanFile(dataPath(QStringLiteral("guide_tpu_estimator.py")));
        const auto find = [&scan](const QString &construct) {
            for (const MigrationFinding &f : scan.findings) {
                if (f.construct == construct)
                    return f;
            }
            return MigrationFinding{};
        };
        QCOMPARE(find(QStringLiteral("iterations_per_loop")).kind, MigrationKind::IterationsPerLoop);
        QVERIFY(find(QStringLiteral("iterations_per_loop")).message.contains(QLatin1String("iterations_per_loop=10")));
        QVERIFY(find(QStringLiteral("iterations_per_loop")).tf2.contains(QLatin1String("steps_per_execution")));
        QVERIFY(find(QStringLiteral("TPUEstimator")).message.contains(QLatin1String("TF 2.15")));
        QVERIFY(find(QStringLiteral("TPUEstimator")).tf2.contains(QLatin1String("tf.distribute.TPUStrategy")));
        QVERIFY(find(QStringLiteral("TPUEstimator")).tf2.contains(QLatin1String("strategy.scope()")));
        QVERIFY(find(QStringLiteral("TPUClusterResolver")).tf2.contains(QLatin1String("initialize_tpu_system")));
        QVERIFY(find(QStringLiteral("TPUClusterResolver")).tf2.contains(QLatin1String("TPU7x")));
        QVERIFY(find(QStringLiteral("input_fn")).message.contains(QLatin1String("_input_fn")));
        QVERIFY(find(QStringLiteral("input_fn")).tf2.contains(QLatin1String("drop_remainder=True")));
        QVERIFY(find(QStringLiteral("train_batch_size")).message.contains(QLatin1String("global")));
        QVERIFY(find(QStringLiteral("model_fn")).tf2.contains(QLatin1String("strategy.run")));
        const QStringList notes = tpuplan::TfApi::notes();
        QCOMPARE(notes.size(), 2);
        QVERIFY(notes.at(0).contains(QLatin1String("2.15")));
        QVERIFY(notes.at(1).contains(QLatin1String("TPU7x")) && notes.at(1).contains(QLatin1String("JAX")));
    }

    void notPython_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");
        QTest::newRow("a plan (YAML) named .py") << "plan_not_python.py" << QByteArray() << 11 << 5 << "unexpected indent";
        QTest::newRow("unterminated string") << "unterminated_string.py" << QByteArray() << 5 << 15 << "unterminated string";
        QTest::newRow("unbalanced brackets") << "unbalanced_brackets.py" << QByteArray() << 5 << 34 << "does not match";
        QTest::newRow("binary") << "" << QByteArray("\x7f" "ELF\x02\x01\x01\0\0\0", 10) << 1 << 8 << "NUL byte";
        QTest::newRow("not UTF-8") << "" << QByteArray("import tensorflow as tf\nx = '\xff'\n") << 2 << 6 << "UTF-8";
        QTest::newRow("prose") << "" << QByteArray("Migrate the TPUEstimator code to TPUStrategy.\n") << 1 << 9 << "follows";
    }
    void notPython()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, bytes);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, message);
        const MigrationScan scan = file.isEmpty() ? scanText(bytes) : MigrationScanner::scanFile(dataPath(file));
        QCOMPARE(scan.status, MigrationScan::Status::NotPython);
        QVERIFY(scan.error.has_value());
        QCOMPARE(scan.error->line, line);
        QCOMPARE(scan.error->column, column);
        QVERIFY2(scan.error->message.contains(message), qPrintable(scan.error->message));
        QVERIFY(scan.findings.isEmpty());
        QVERIFY(SkeletonWriter::write(scan).isEmpty());
        const QString error = MigrationReport::errorLine(scan);
        QVERIFY2(error.startsWith(QStringLiteral("%1:%2:%3: error: not Python: ").arg(scan.file).arg(line).arg(column)),
                 qPrintable(error));
    }

    void unreadable()
    {
        const MigrationScan missing = MigrationScanner::scanFile(dataPath(QStringLiteral("no-such-script.py")));
        QCOMPARE(missing.status, MigrationScan::Status::NotReadable);
        QVERIFY(MigrationReport::errorLine(missing).contains(QLatin1String("no-such-script.py: error: ")));
        const MigrationScan folder = MigrationScanner::scanFile(QStringLiteral(TPUPLAN_TEST_DATA "/migrate"));
        QCOMPARE(folder.status, MigrationScan::Status::NotReadable);
    }

    void resolution_data()
    {
        QTest::addColumn<QByteArray>("source");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("module alias assigned")
            << QByteArray("import tensorflow as tf\ntpu = tf.compat.v1.estimator.tpu\nc = tpu.TPUConfig(num_shards=8)\n")
            << split("2:7 tf.estimator.tpu, 3:5 TPUConfig, 3:19 num_shards");
        QTest::newRow("a name rebound to something else is not TensorFlow")
            << QByteArray("import tensorflow as tf\ntf = load_plugin()\ne = tf.estimator.Estimator(model_fn=f)\n") << QStringList();
        QTest::newRow("from-import of the class, called later")
            << QByteArray("from tensorflow.compat.v1.estimator.tpu import TPUEstimator as Est\n\nx = Est(model_fn=f,\n  use_tpu=False)\n")
            << split("1:6 tf.estimator, 3:5 TPUEstimator, 4:3 use_tpu");
        QTest::newRow("star import")
            << QByteArray("from tensorflow.compat.v1.estimator.tpu import *\nest = TPUEstimator(model_fn=f)\n")
            << split("1:6 tf.estimator, 2:7 TPUEstimator");
        QTest::newRow("relative import is a local module")
            << QByteArray("from .tpu import TPUEstimator\nest = TPUEstimator(model_fn=f)\n") << QStringList();
        QTest::newRow("another library's estimator")
            << QByteArray("import mylib as tf\nest = tf.estimator.tpu.TPUEstimator(model_fn=f)\n") << QStringList();
        QTest::newRow("batch without drop_remainder needs TensorFlow")
            << QByteArray("import numpy as np\nrows = loader.batch(32)\n") << QStringList();
        QTest::newRow("batch with drop_remainder=False")
            << QByteArray("import tensorflow as tf\nds = ds.batch(32, drop_remainder=False)\nok = ds.batch(32, True)\n")
            << split("2:9 batch");
        QTest::newRow("params['batch_size'] of something that is not a parameter")
            << QByteArray("import tensorflow as tf\ndef f(p):\n    return params['batch_size']\n") << QStringList();
        QTest::newRow("params.get('batch_size') in a nested input_fn")
            << QByteArray("def builder():\n    def fn(params):\n        return params.get('batch_size')\n    return fn\n")
            << split("3:16 input_fn");
        QTest::newRow("keyword arguments of other calls")
            << QByteArray("import tensorflow as tf\nrun(use_tpu=True, iterations_per_loop=5, host_call=None)\n") << QStringList();
        QTest::newRow("an input_fn named in train without params['batch_size']")
            << QByteArray("import tensorflow.compat.v1 as tf\ndef my_input(params):\n    return make()\n"
                          "e = tf.estimator.Estimator(model_fn=mf)\ne.train(my_input, max_steps=10)\n")
            << split("1:8 tf.compat.v1, 2:5 input_fn, 4:5 Estimator, 5:1 Estimator.train");
        QTest::newRow("Colab TPU address")
            << QByteArray("import os\naddr = os.environ.get('COLAB_TPU_ADDR')\nb = os.environ['HOME']\n")
            << split("2:8 COLAB_TPU_ADDR");
        QTest::newRow("columns count characters after non-ASCII text")
            << QByteArray("import tensorflow as tf\nnaïve = 'é'; e = tf.estimator.Estimator(model_fn=f)\n")
            << split("2:18 Estimator");
        QTest::newRow("Latin-1 script")
            << QByteArray("# -*- coding: latin-1 -*-\nimport tensorflow as tf\nna\xefve = '\xe9'; e = tf.estimator.Estimator(model_fn=f)\n")
            << split("3:18 Estimator");
        QTest::newRow("TF2 resolver sequence is not reported")
            << QByteArray("import tensorflow as tf\nr = tf.distribute.cluster_resolver.TPUClusterResolver('')\n"
                          "tf.tpu.experimental.initialize_tpu_system(r)\n") << QStringList();
    }
    void resolution()
    {
        QFETCH(QByteArray, source);
        QFETCH(QStringList, expected);
        const MigrationScan scan = scanText(source);
        QVERIFY2(scan.status == MigrationScan::Status::Read, scan.error ? qPrintable(scan.error->message) : "");
        QCOMPARE(positions(scan), expected);
    }

    void skeleton_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("fragments");
        QTest::newRow("guide") << "guide_tpu_estimator.py"
            << QStringList{QStringLiteral("GLOBAL_BATCH_SIZE = 8  #"), QStringLiteral("EVAL_BATCH_SIZE = 8  #"),
                           QStringLiteral("STEPS_PER_EXECUTION = 10  #"), QStringLiteral("TRAIN_STEPS = 1  #"),
                           QStringLiteral("EVAL_STEPS = 1  #"), QStringLiteral("TPU = ''  #"),
                           QStringLiteral("LEARNING_RATE = 0.05  #"), QStringLiteral("MODEL_DIR = None  # TODO"),
                           QStringLiteral("def _input_fn(batch_size):"), QStringLiteral("def _eval_input_fn(batch_size):"),
                           QStringLiteral("the model_fn _model_fn (guide_tpu_estimator.py:23)"),
                           QStringLiteral("tf.keras.optimizers.Adagrad(learning_rate=LEARNING_RATE)"),
                           QStringLiteral("tf.keras.losses.MeanSquaredError(reduction=reduction)"),
                           QStringLiteral("tf.config.experimental_connect_to_cluster(resolver)"),
                           QStringLiteral("tf.tpu.experimental.initialize_tpu_system(resolver)"),
                           QStringLiteral("return tf.distribute.TPUStrategy(resolver)"), QStringLiteral("with strategy.scope():"),
                           QStringLiteral("steps_per_execution=STEPS_PER_EXECUTION,"),
                           QStringLiteral("model.fit(_input_fn(GLOBAL_BATCH_SIZE), epochs=1, steps_per_epoch=TRAIN_STEPS"),
                           QStringLiteral("model.evaluate(_eval_input_fn(EVAL_BATCH_SIZE)"),
                           QStringLiteral("strategy.run(step_fn, args=(next(iterator),))"),
                           QStringLiteral("context.get_per_replica_batch_size(GLOBAL_BATCH_SIZE)"),
                           QStringLiteral("TPU7x (Ironwood) does not support TensorFlow"), QStringLiteral("TF 2.15")};
        QTest::newRow("MNIST: values from flags stay TODOs") << "mnist_contrib_flags.py"
            << QStringList{QStringLiteral("GLOBAL_BATCH_SIZE = None  # TODO"), QStringLiteral("FLAGS.batch_size (mnist_contrib_flags.py:85:24)"),
                           QStringLiteral("STEPS_PER_EXECUTION = 1  # TODO"), QStringLiteral("FLAGS.iterations"),
                           QStringLiteral("def train_input_fn(batch_size):"), QStringLiteral("def eval_input_fn(batch_size):"),
                           QStringLiteral("def predict_input_fn(batch_size):"), QStringLiteral("PREDICT_BATCH_SIZE = None"),
                           QStringLiteral("tf.keras.optimizers.SGD("), QStringLiteral("No CrossShardOptimizer"),
                           QStringLiteral("SparseCategoricalCrossentropy(from_logits=True, reduction=reduction)"),
                           QStringLiteral("the metrics of metric_fn (eval_metrics)"),
                           QStringLiteral("predictions = model.predict(predict_input_fn(PREDICT_BATCH_SIZE))")};
        QTest::newRow("aliases") << "aliases_and_multiline.py"
            << QStringList{QStringLiteral("GLOBAL_BATCH_SIZE = 1024  #"), QStringLiteral("STEPS_PER_EXECUTION = 100  #"),
                           QStringLiteral("TPU = \"local\"  #"), QStringLiteral("EXPORT_DIR = \"gs://bucket/export\"  #"),
                           QStringLiteral("def records(batch_size):"), QStringLiteral("the model_fn my_model"),
                           QStringLiteral("tf.keras.optimizers.Adam("), QStringLiteral("eval_on_tpu=False"),
                           QStringLiteral("tf.saved_model.save(model, EXPORT_DIR)")};
        QTest::newRow("BERT") << "bert_style_builders.py"
            << QStringList{QStringLiteral("GLOBAL_BATCH_SIZE = 32  #"), QStringLiteral("STEPS_PER_EXECUTION = 1000  #"),
                           QStringLiteral("def train_input_fn(batch_size):"), QStringLiteral("the model_fn model_fn"),
                           QStringLiteral("warm start (scaffold_fn / warm_start_from)"), QStringLiteral("SessionRunHooks"),
                           QStringLiteral("host_call summaries")};
        QTest::newRow("session") << "session_tpu_rewrite.py"
            << QStringList{QStringLiteral("GLOBAL_BATCH_SIZE = None  # TODO"), QStringLiteral("no model_fn was found"),
                           QStringLiteral("def train_input_fn(batch_size):")};
        // Python 2 literals are written as Python 3 says them, so the skeleton compiles.
        QTest::newRow("Python 2 literals") << "python2_literals.py"
            << QStringList{QStringLiteral("GLOBAL_BATCH_SIZE = 1024  #"), QStringLiteral("STEPS_PER_EXECUTION = 0o100  #"),
                           QStringLiteral("MODEL_DIR = r'gs://bucket/model'  #"), QStringLiteral("written 1024L in Python 2")};
        QTest::newRow("strings") << "mentions_in_strings.py"
            << QStringList{QStringLiteral("MODEL_DIR = \"gs://bucket/model\"  #")};
    }
    void skeleton()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, fragments);
        const MigrationScan scan = MigrationScanner::scanFile(dataPath(file));
        const QString skeleton = SkeletonWriter::write(scan);
        for (const QString &fragment : fragments)
            QVERIFY2(skeleton.contains(fragment), qPrintable(fragment));
        QVERIFY(skeleton.contains(QLatin1String("TODO")));
        bool skipped = false;
        const QString error = compileError(skeleton, &skipped);
        if (skipped)
            QSKIP("python3 is not installed: the skeleton's syntax is not checked with py_compile");
        QVERIFY2(error.isEmpty(), qPrintable(error + skeleton));
    }

    void nothingToMigrateHasNoSkeleton()
    {
        const MigrationScan scan = MigrationScanner::scanFile(dataPath(QStringLiteral("tf2_keras_nothing.py")));
        QVERIFY(scan.findings.isEmpty());
        QVERIFY(SkeletonWriter::write(scan).isEmpty());
        QVERIFY(MigrationReport::toText(scan).contains(QLatin1String("nothing to migrate")));
    }

    /// Whatever the script passes, the skeleton stays valid Python: multi-line strings, f-strings,
    /// terminal escapes and names that clash with the skeleton's own are never copied into code.
    void hostileValuesKeepTheSkeletonValid()
    {
        const QByteArray source =
            "import tensorflow.compat.v1 as tf\n"
            "def main(features, labels, mode, params):\n"
            "    return tf.estimator.tpu.TPUEstimatorSpec(mode)\n"
            "def iter(params):\n"
            "    return make(params['batch_size'])\n"
            "est = tf.estimator.tpu.TPUEstimator(model_fn=main, train_batch_size=\"\"\"8\n\"\"\",\n"
            "    model_dir='\x1b[2J/tmp', eval_batch_size=-4, predict_batch_size=f'{n}',\n"
            "    config=tf.estimator.tpu.RunConfig(tpu_config=tf.estimator.tpu.TPUConfig(iterations_per_loop=n * 2)))\n"
            "est.train(input_fn=lambda params: iter(params), steps=1e3)\n"
            "est.predict(input_fn=functools.partial(iter, mode='p'))\n";
        const MigrationScan scan = scanText(source);
        QCOMPARE(scan.status, MigrationScan::Status::Read);
        const QString skeleton = SkeletonWriter::write(scan);
        QVERIFY(!skeleton.contains(QChar(0x1b)));
        QVERIFY(skeleton.contains(QLatin1String("\\x1b[2J/tmp")));     // quoted, escaped, in a comment
        QVERIFY(skeleton.contains(QLatin1String("def iter_tf2(batch_size):")));
        QVERIFY(skeleton.contains(QLatin1String("GLOBAL_BATCH_SIZE = None  # TODO")));
        QVERIFY(skeleton.contains(QLatin1String("EVAL_BATCH_SIZE = -4  #")));
        QVERIFY(skeleton.contains(QLatin1String("PREDICT_BATCH_SIZE = None  # TODO")));
        QVERIFY(skeleton.contains(QLatin1String("STEPS_PER_EXECUTION = 1  # TODO")));
        QVERIFY(skeleton.contains(QLatin1String("TRAIN_STEPS = 1e3  #")));
        QVERIFY(skeleton.contains(QLatin1String("the model_fn main ")));
        bool skipped = false;
        const QString error = compileError(skeleton, &skipped);
        if (skipped)
            QSKIP("python3 is not installed: the skeleton's syntax is not checked with py_compile");
        QVERIFY2(error.isEmpty(), qPrintable(error + skeleton));
    }

    // Calls nested deep in each other are each reported where they start, and a non-literal
    // value is quoted by its start only (rendered whole, each of n nested calls copied the rest).
    void nestedCallsAndLongValues()
    {
        const int levels = 300;
        QByteArray source = "import tensorflow as tf\nconfig = ";
        for (int i = 0; i < levels; ++i)
            source += "tf.estimator.tpu.RunConfig(model_dir=";
        source += "'gs://b/m'" + QByteArray(levels, ')') + "\n";
        const MigrationScan scan = scanText(source);
        QCOMPARE(scan.status, MigrationScan::Status::Read);
        QCOMPARE(scan.findings.size(), levels);
        const int callLength = int(qstrlen("tf.estimator.tpu.RunConfig(model_dir="));
        for (int i = 0; i < levels; ++i) {
            QCOMPARE(scan.findings.at(i).line, 2);
            QCOMPARE(scan.findings.at(i).column, 10 + i * callLength);
        }
        const QString modelDir = scan.facts.modelDir.text;
        QVERIFY(!scan.facts.modelDir.literal);
        QVERIFY2(modelDir.startsWith(QLatin1String("tf.estimator.tpu.RunConfig(model_dir=tf.estimator")), qPrintable(modelDir));
        QVERIFY2(modelDir.endsWith(QStringLiteral(" …")), qPrintable(modelDir));
        QVERIFY(modelDir.size() <= MigrationScanner::kMaxQuotedChars + 60); // one token past the limit at most
        // A literal is never cut, however long.
        const QByteArray longDir = "gs://" + QByteArray(500, 'b');
        const MigrationScan literal =
            scanText("import tensorflow as tf\nc = tf.estimator.tpu.RunConfig(model_dir='" + longDir + "')\n");
        QCOMPARE(literal.facts.modelDir.text, QString::fromLatin1("'" + longDir + "'"));
        QVERIFY(literal.facts.modelDir.literal);
    }

    void jsonShape()
    {
        const MigrationScan scan = MigrationScanner::scanFile(dataPath(QStringLiteral("guide_tpu_estimator.py")));
        const QString skeleton = SkeletonWriter::write(scan);
        const QJsonObject json = MigrationReport::toJson(scan, skeleton);
        QCOMPARE(json.value(QLatin1String("file")).toString(), dataPath(QStringLiteral("guide_tpu_estimator.py")));
        QCOMPARE(json.value(QLatin1String("skeleton")).toString(), skeleton);
        const QJsonArray findings = json.value(QLatin1String("findings")).toArray();
        QCOMPARE(findings.size(), scan.findings.size());
        const QJsonObject estimator = findings.at(13).toObject();
        QCOMPARE(estimator.keys(), (QStringList{QStringLiteral("column"), QStringLiteral("construct"), QStringLiteral("line"),
                                                QStringLiteral("message"), QStringLiteral("tf2")}));
        QCOMPARE(estimator.value(QLatin1String("construct")).toString(), QStringLiteral("TPUEstimator"));
        QCOMPARE(estimator.value(QLatin1String("line")).toInt(), 39);
        QCOMPARE(estimator.value(QLatin1String("column")).toInt(), 13);
        QCOMPARE(json.value(QLatin1String("notes")).toArray().size(), 2);

        const QString line = MigrationReport::findingLine(QStringLiteral("train.py"), scan.findings.at(13));
        QVERIFY2(line.startsWith(QLatin1String("train.py:39:13: TPUEstimator: TPUEstimator ran")), qPrintable(line));
        QVERIFY2(line.endsWith(QLatin1String(")")) && line.contains(QLatin1String(" (TF2: tf.distribute.TPUStrategy")), qPrintable(line));

        const MigrationScan nothing = MigrationScanner::scanFile(dataPath(QStringLiteral("tf2_keras_nothing.py")));
        const QJsonObject empty = MigrationReport::toJson(nothing, SkeletonWriter::write(nothing));
        QVERIFY(empty.value(QLatin1String("findings")).toArray().isEmpty());
        QCOMPARE(empty.value(QLatin1String("skeleton")).toString(), QString());
        QVERIFY(!empty.contains(QLatin1String("notes")));
    }
};

QTEST_GUILESS_MAIN(TestMigrationScanner)
#include "tst_migrationscanner.moc"
