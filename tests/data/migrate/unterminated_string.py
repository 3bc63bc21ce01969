import tensorflow.compat.v1 as tf1

estimator = tf1.estimator.tpu.TPUEstimator(
    model_fn=model_fn,
    model_dir="gs://bucket/model,
    train_batch_size=8)
