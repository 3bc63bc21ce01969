"""Training with TPUEstimator reached through aliases: nothing here names tf.estimator.tpu directly."""
try:
    import tensorflow.compat.v1 as tf
except ImportError:  # a TF 1.x without compat.v1
    import tensorflow as tf
from tensorflow.compat.v1 import estimator as est
from tensorflow.compat.v1.estimator import tpu
from tensorflow.compat.v1.tpu import (
    CrossShardOptimizer as ShardedOptimizer,
)
import tensorflow_estimator as tfe

tpu_lib = tf.compat.v1.estimator.tpu
Config = tpu_lib.TPUConfig


def make_model_fn(learning_rate):
    def my_model(features, labels, mode, params):
        logits = tf.keras.layers.Dense(2)(features["x"])
        loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(
            labels=labels, logits=logits))
        opt = ShardedOptimizer(
            tf.train.AdamOptimizer(learning_rate))
        train_op = opt.minimize(loss, global_step=tf.train.get_or_create_global_step())
        return tpu.TPUEstimatorSpec(mode=mode, loss=loss,
                                    train_op=train_op)
    return my_model


def records(params): return make_dataset(params["batch_size"])


class Trainer(object):
    def __init__(self, model_dir):
        self.run_config = tpu_lib.RunConfig(
            model_dir=model_dir,  # checkpoints go here
            tpu_config=Config(
                iterations_per_loop=100,
                # num_shards=8,
            ))
        self.estimator = est.tpu.TPUEstimator(model_fn=make_model_fn(1e-3),
                                              config=self.run_config,
                                              train_batch_size=1024,
                                              use_tpu=True,
                                              eval_on_tpu=False)

    def train(self):
        self.estimator.train(input_fn=records,
                             max_steps=20000)
        tf_estimator_spec = tfe.estimator.EstimatorSpec
        return self.estimator.export_saved_model(
            "gs://bucket/export", serving_input_fn)


resolver = \
    tf.distribute.cluster_resolver.TPUClusterResolver(tpu="local")
