#!/usr/bin/env bash
# A gcloud.sh that check-gcloud-real.sh must refuse: the node pool command has a flag gcloud
# does not know (--tpu-topolgy), which shellcheck and bash -n cannot see.
set -euo pipefail
PROJECT="${PROJECT:?set PROJECT}"
gcloud container node-pools create bad \
  --project="$PROJECT" \
  --location=us-central1 \
  --cluster=c \
  --machine-type=ct6e-standard-4t \
  --tpu-topolgy=4x4
