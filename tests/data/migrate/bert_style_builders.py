# Fine-tuning in the style of BERT's run_classifier.py (TF 1.15): builders return the
# model_fn and input_fn closures that TPUEstimator calls.
import collections
import os

import tensorflow as tf

flags = tf.compat.v1.flags
FLAGS = flags.FLAGS


def file_based_input_fn_builder(input_file, seq_length, is_training, drop_remainder):
  name_to_features = {
      "input_ids": tf.io.FixedLenFeature([seq_length], tf.int64),
      "label_ids": tf.io.FixedLenFeature([], tf.int64),
  }

  def input_fn(params):
    """The actual input function."""
    batch_size = params["batch_size"]
    d = tf.data.TFRecordDataset(input_file)
    if is_training:
      d = d.repeat()
      d = d.shuffle(buffer_size=100)
    d = d.apply(
        tf.contrib.data.map_and_batch(
            lambda record: _decode_record(record, name_to_features),
            batch_size=batch_size,
            drop_remainder=drop_remainder))
    return d

  return input_fn


def model_fn_builder(num_labels, init_checkpoint, learning_rate, use_tpu):
  def model_fn(features, labels, mode, params):
    input_ids = features["input_ids"]
    is_training = (mode == tf.estimator.ModeKeys.TRAIN)
    total_loss, logits = create_model(is_training, input_ids, labels, num_labels)

    tvars = tf.trainable_variables()
    scaffold_fn = None
    if init_checkpoint:
      if use_tpu:
        def tpu_scaffold():
          tf.train.init_from_checkpoint(init_checkpoint, {"bert/": "bert/"})
          return tf.train.Scaffold()
        scaffold_fn = tpu_scaffold

    if mode == tf.estimator.ModeKeys.TRAIN:
      train_op = create_optimizer(total_loss, learning_rate, use_tpu)
      logging_hook = tf.train.LoggingTensorHook({"loss": total_loss}, every_n_iter=100)
      output_spec = tf.contrib.tpu.TPUEstimatorSpec(
          mode=mode,
          loss=total_loss,
          train_op=train_op,
          training_hooks=[logging_hook],
          host_call=(host_call_fn, [tf.reshape(total_loss, [1])]),
          scaffold_fn=scaffold_fn)
    else:
      output_spec = tf.contrib.tpu.TPUEstimatorSpec(
          mode=mode, predictions={"probabilities": logits}, scaffold_fn=scaffold_fn)
    return output_spec

  return model_fn


def host_call_fn(loss):
  with tf.contrib.summary.create_file_writer(FLAGS.output_dir).as_default():
    with tf.contrib.summary.always_record_summaries():
      tf.contrib.summary.scalar("loss", loss[0])
      return tf.contrib.summary.all_summary_ops()


def serving_input_receiver_fn():
  input_ids = tf.placeholder(tf.int32, [None, 128], name="input_ids")
  return tf.estimator.export.ServingInputReceiver({"input_ids": input_ids}, {"input_ids": input_ids})


def main(_):
  is_per_host = tf.contrib.tpu.InputPipelineConfig.PER_HOST_V2
  run_config = tf.contrib.tpu.RunConfig(
      cluster=tf.contrib.cluster_resolver.TPUClusterResolver(FLAGS.tpu_name),
      master=FLAGS.master,
      model_dir=FLAGS.output_dir,
      save_checkpoints_steps=1000,
      tpu_config=tf.contrib.tpu.TPUConfig(
          iterations_per_loop=1000,
          num_shards=8,
          per_host_input_for_training=is_per_host))

  model_fn = model_fn_builder(
      num_labels=2, init_checkpoint=FLAGS.init_checkpoint, learning_rate=5e-5, use_tpu=True)
  estimator = tf.contrib.tpu.TPUEstimator(
      use_tpu=True,
      model_fn=model_fn,
      config=run_config,
      train_batch_size=32,
      eval_batch_size=8,
      predict_batch_size=8,
      warm_start_from=tf.estimator.WarmStartSettings(FLAGS.init_checkpoint))

  train_input_fn = file_based_input_fn_builder(
      input_file=os.path.join(FLAGS.output_dir, "train.tf_record"),
      seq_length=128, is_training=True, drop_remainder=True)
  estimator.train(input_fn=train_input_fn, max_steps=3000)
  estimator.export_saved_model(FLAGS.export_dir, serving_input_receiver_fn)


if __name__ == "__main__":
  flags.mark_flag_as_required("output_dir")
  tf.compat.v1.app.run()
