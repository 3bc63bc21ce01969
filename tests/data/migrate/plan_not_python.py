# A TPU plan saved with the wrong extension: YAML, not Python.
apiVersion: tpuplan/v1
kind: Plan
metadata:
  name: v5e-training
cluster:
  mode: standard
  region: us-central1
pools:
  - name: train
    tpu: v5e
    topology: 4x4
