# Low-level TF1 TPU code without an Estimator: a session, tpu.rewrite and the Colab TPU address.
# Written for Python 2 as well, as many TF 1.x notebooks were.
import os
import numpy as np
import tensorflow.compat.v1 as tf
from tensorflow.compat.v1 import *

tf.disable_v2_behavior()
TPU_ADDRESS = 'grpc://' + os.environ['COLAB_TPU_ADDR']

x = tf.placeholder(tf.float32, shape=[8, 4])
w = tf.get_variable("w", [4, 1])


def computation(x):
  return tf.matmul(x, w)

tpu_ops = tf.tpu.rewrite(computation, [x])

with Session(TPU_ADDRESS) as session:
  session.run(tf.tpu.initialize_system())
  session.run(tf.global_variables_initializer())
  print session.run(tpu_ops, {x: np.ones([8, 4])})
  session.run(tf.tpu.shutdown_system())
