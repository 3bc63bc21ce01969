# A Python 2 TPUEstimator script: long and old-octal integers, a ur'' string, a print statement.
import tensorflow as tf
import tensorflow.compat.v1 as tf1

features = [[1., 1.5]]
labels = [[0.3]]


def _input_fn(params):
  dataset = tf1.data.Dataset.from_tensor_slices((features, labels))
  dataset = dataset.repeat()
  return dataset.batch(params['batch_size'], drop_remainder=True)


def _model_fn(features, labels, mode, params):
  logits = tf1.layers.Dense(1)(features)
  loss = tf1.losses.mean_squared_error(labels=labels, predictions=logits)
  optimizer = tf1.train.AdagradOptimizer(0.05)
  train_op = optimizer.minimize(loss, global_step=tf1.train.get_global_step())
  return tf1.estimator.tpu.TPUEstimatorSpec(mode, loss=loss, train_op=train_op)


cluster_resolver = tf1.distribute.cluster_resolver.TPUClusterResolver(tpu=ur'grpc://10.0.0.2:8470')
print "All devices: ", tf1.config.list_logical_devices('TPU')

tpu_config = tf1.estimator.tpu.TPUConfig(iterations_per_loop=0100)
config = tf1.estimator.tpu.RunConfig(
    cluster=cluster_resolver,
    model_dir=ur'gs://bucket/model',
    tpu_config=tpu_config)
estimator = tf1.estimator.tpu.TPUEstimator(
    model_fn=_model_fn,
    config=config,
    train_batch_size=1024L)

estimator.train(_input_fn, steps=1)
