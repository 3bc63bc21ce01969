# MNIST on Cloud TPU, TensorFlow 1.x with tf.contrib (the style of the old tensorflow/tpu models).
from __future__ import absolute_import
from __future__ import division
from __future__ import print_function

import tensorflow as tf

flags = tf.flags
FLAGS = flags.FLAGS
flags.DEFINE_string("tpu", default=None, help="The Cloud TPU to use for training.")
flags.DEFINE_string("model_dir", None, "Estimator model_dir")
flags.DEFINE_integer("batch_size", 1024, "Mini-batch size for the training.")
flags.DEFINE_integer("train_steps", 1000, "Total number of training steps.")
flags.DEFINE_integer("iterations", 50, "Number of iterations per TPU training loop.")
flags.DEFINE_integer("num_shards", 8, "Number of shards (TPU chips).")
flags.DEFINE_bool("use_tpu", True, "Use TPUs rather than plain CPUs")


def metric_fn(labels, logits):
  accuracy = tf.metrics.accuracy(
      labels=labels, predictions=tf.argmax(logits, axis=1))
  return {"accuracy": accuracy}


def model_fn(features, labels, mode, params):
  """model_fn constructs the ML model used to predict handwritten digits."""
  del params
  image = features
  if isinstance(image, dict):
    image = features["image"]
  logits = tf.layers.dense(tf.layers.flatten(image), 10)
  if mode == tf.estimator.ModeKeys.PREDICT:
    predictions = {"class_ids": tf.argmax(logits, axis=1)}
    return tf.contrib.tpu.TPUEstimatorSpec(mode, predictions=predictions)

  loss = tf.losses.sparse_softmax_cross_entropy(labels=labels, logits=logits)
  if mode == tf.estimator.ModeKeys.EVAL:
    return tf.contrib.tpu.TPUEstimatorSpec(
        mode=mode, loss=loss, eval_metrics=(metric_fn, [labels, logits]))

  learning_rate = tf.train.exponential_decay(
      0.05, tf.train.get_global_step(), 100000, 0.96)
  optimizer = tf.train.GradientDescentOptimizer(learning_rate=learning_rate)
  if FLAGS.use_tpu:
    optimizer = tf.contrib.tpu.CrossShardOptimizer(optimizer)
  return tf.contrib.tpu.TPUEstimatorSpec(
      mode=mode,
      loss=loss,
      train_op=optimizer.minimize(loss, tf.train.get_global_step()))


def train_input_fn(params):
  """train_input_fn defines the input pipeline used for training."""
  batch_size = params["batch_size"]
  ds = tf.data.TFRecordDataset(FLAGS.data_dir).map(parse).cache().repeat()
  return ds.batch(batch_size, drop_remainder=True)


def eval_input_fn(params):
  batch_size = params["batch_size"]
  ds = tf.data.TFRecordDataset(FLAGS.data_dir).map(parse)
  return ds.batch(batch_size)


def predict_input_fn(params):
  batch_size = params["batch_size"]
  return tf.data.Dataset.from_tensor_slices(images).batch(batch_size, True)


def main(argv):
  del argv
  tf.logging.set_verbosity(tf.logging.INFO)
  tpu_cluster_resolver = tf.contrib.cluster_resolver.TPUClusterResolver(
      FLAGS.tpu, zone=FLAGS.tpu_zone, project=FLAGS.gcp_project)
  run_config = tf.contrib.tpu.RunConfig(
      cluster=tpu_cluster_resolver,
      model_dir=FLAGS.model_dir,
      session_config=tf.ConfigProto(
          allow_soft_placement=True, log_device_placement=True),
      tpu_config=tf.contrib.tpu.TPUConfig(FLAGS.iterations, FLAGS.num_shards),
  )
  estimator = tf.contrib.tpu.TPUEstimator(
      model_fn=model_fn,
      use_tpu=FLAGS.use_tpu,
      train_batch_size=FLAGS.batch_size,
      eval_batch_size=FLAGS.batch_size,
      predict_batch_size=FLAGS.batch_size,
      params={"data_dir": FLAGS.data_dir},
      config=run_config)
  estimator.train(input_fn=train_input_fn, max_steps=FLAGS.train_steps)
  estimator.evaluate(input_fn=eval_input_fn, steps=FLAGS.eval_steps)
  for prediction in estimator.predict(input_fn=predict_input_fn):
    print(prediction["class_ids"])


if __name__ == "__main__":
  tf.app.run()
