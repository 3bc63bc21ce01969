#!/usr/bin/env bash
# bash -n and shellcheck on every gcloud.sh under the bundle folders given (golden bundles).
set -euo pipefail
if ! command -v shellcheck >/dev/null; then
  echo "shellcheck is required (packaging/install-deps.sh installs it)" >&2
  exit 1
fi
count=0
while IFS= read -r -d '' script; do
  bash -n "$script"
  shellcheck "$script"
  count=$((count + 1))
done < <(find "$@" -name gcloud.sh -print0)
if [ "$count" -eq 0 ]; then
  echo "no gcloud.sh found under: $*" >&2
  exit 1
fi
echo "$count gcloud.sh scripts pass bash -n and shellcheck"
