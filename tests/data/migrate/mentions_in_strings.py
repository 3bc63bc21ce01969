#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Notes on the port. This docstring mentions tf.compat.v1.estimator.tpu.TPUEstimator(
model_fn=model_fn, train_batch_size=8) and TPUConfig(iterations_per_loop=10), and
estimator.train(input_fn, steps=1) -- none of which is code.
"""
import tensorflow as tf

# estimator = tf.estimator.tpu.TPUEstimator(model_fn=model_fn)  (the old code)
# tf.compat.v1.disable_v2_behavior()
OLD_CALL = "tf.estimator.tpu.RunConfig(cluster=resolver)"
RAW = r'tf.tpu.CrossShardOptimizer(opt)\' still in the string'
BYTES = b"tf.Session() params['batch_size']"
TEMPLATE = f"{OLD_CALL!r:>10} uses {'tf.train.AdagradOptimizer'} and {{tf.layers.Dense}}"
NESTED = f"{'params'}['batch_size'] {{'tf.estimator.Estimator'}} {OLD_CALL[0:2]:{'>'}{10}}"
HELP = {'use_tpu': "whether to use_tpu=True", 'eval_on_tpu': 'eval_on_tpu=False'}
MULTI = '''
  host_call=(host_call_fn, [loss])
  eval_metrics=(metric_fn, [labels, logits])'''
CONTINUED = "tf.contrib.tpu.TPUEstimatorSpec(\
scaffold_fn=scaffold_fn)"


def describe():
    """Return how tf.estimator.ModeKeys.TRAIN mapped to model.fit."""
    return ("tf.train.get_global_step() became optimizer.iterations; "  # tf.train.Saver
            'tf.estimator.export.ServingInputReceiver became signatures')


resolver = tf.distribute.cluster_resolver.TPUClusterResolver(tpu="local")
tf.config.experimental_connect_to_cluster(resolver)
tf.tpu.experimental.initialize_tpu_system(resolver)
strategy = tf.distribute.TPUStrategy(resolver)
config = tf.compat.v1.estimator.tpu.RunConfig(model_dir="gs://bucket/model")  # the one real construct
print(describe(), OLD_CALL, RAW, BYTES, TEMPLATE, NESTED, HELP, MULTI, CONTINUED, config)
