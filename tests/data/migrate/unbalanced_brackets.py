import tensorflow.compat.v1 as tf1

config = tf1.estimator.tpu.RunConfig(
    tpu_config=tf1.estimator.tpu.TPUConfig(iterations_per_loop=10),
    model_dir="gs://bucket/model"]
