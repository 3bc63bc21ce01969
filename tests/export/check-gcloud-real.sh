#!/usr/bin/env bash
# Runs every gcloud command of every gcloud.sh under the bundle folders given through the real
# gcloud CLI, offline: an empty configuration has no account, so gcloud parses each command in
# full (command group, flags, values, mutually exclusive flags) and then stops at "You do not
# currently have an active account selected" before sending anything. An argument error exits 2
# with gcloud's own message, which fails this check.
#
# The scripts run as a user would run them (PROJECT=... bash gcloud.sh) with `gcloud` on PATH
# replaced by a shim that asks the real gcloud and records its verdict; a `describe` answers
# "not found" so the create that follows it is checked too.
#
# Exit 77 (ctest: skipped) when gcloud is not installed, except in CI (CI=true), where it must be.
set -euo pipefail

real_gcloud=$(command -v gcloud || true)
if [ -z "$real_gcloud" ]; then
  if [ "${CI:-}" = true ]; then
    echo "gcloud is required in CI (google-cloud-cli); it is not on PATH" >&2
    exit 1
  fi
  echo "SKIP: gcloud (google-cloud-cli) is not installed, so exported commands are not checked by it"
  exit 77
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/bin" "$work/config"
export TPUPLAN_REAL_GCLOUD=$real_gcloud TPUPLAN_GCLOUD_LOG=$work/log
export CLOUDSDK_CONFIG=$work/config CLOUDSDK_CORE_DISABLE_PROMPTS=1
: >"$TPUPLAN_GCLOUD_LOG"

# Flags newer than the gcloud installed here (gcloud-newer-flags.txt, each with its source): when
# gcloud refuses one of them as unrecognized, the command is asked again without it, so the rest
# of it is still checked, and the log says which flag went unchecked.
TPUPLAN_GCLOUD_NEWER=$(sed -e 's/#.*//' "$(dirname "$0")/gcloud-newer-flags.txt" | awk 'NF { print $1 }' | tr '\n' ' ')
export TPUPLAN_GCLOUD_NEWER

cat >"$work/bin/gcloud" <<'SHIM'
#!/usr/bin/env bash
out=$("$TPUPLAN_REAL_GCLOUD" "$@" 2>&1)
status=$?
unchecked=()
if [ "$status" -eq 2 ] && grep -q 'unrecognized arguments' <<<"$out"; then
  args=()
  for arg in "$@"; do
    flag=${arg%%=*}
    if [[ " $TPUPLAN_GCLOUD_NEWER " == *" $flag "* ]] && grep -q -- "$flag" <<<"$out"; then
      unchecked+=("$flag")
    else
      args+=("$arg")
    fi
  done
  if [ "${#unchecked[@]}" -gt 0 ]; then
    out=$("$TPUPLAN_REAL_GCLOUD" "${args[@]}" 2>&1)
    status=$?
  fi
fi
if [ "$status" -eq 1 ] && grep -q 'do not currently have an active account' <<<"$out"; then
  echo "ok   gcloud $*${unchecked[*]:+ (newer than this gcloud, unchecked: ${unchecked[*]})}" >>"$TPUPLAN_GCLOUD_LOG"
else
  { echo "FAIL gcloud $* (exit $status)"; sed 's/^/     /' <<<"$out"; } >>"$TPUPLAN_GCLOUD_LOG"
fi
# `projects describe`: a project number for the script to use; any other describe: "not found",
# so the script goes on to create; everything else: done.
if [ "${1:-}" = projects ] && [ "${2:-}" = describe ]; then
  echo 123456789012
  exit 0
fi
for arg in "$@"; do
  [ "$arg" = describe ] && exit 1
done
exit 0
SHIM
chmod +x "$work/bin/gcloud"

scripts=0
while IFS= read -r -d '' script; do
  echo "== $script" >>"$TPUPLAN_GCLOUD_LOG"
  if ! PATH="$work/bin:$PATH" PROJECT=tpu-plan-check bash "$script" >/dev/null 2>>"$TPUPLAN_GCLOUD_LOG"; then
    echo "FAIL $script stopped early" >>"$TPUPLAN_GCLOUD_LOG"
  fi
  scripts=$((scripts + 1))
done < <(find "$@" -name gcloud.sh -print0 | sort -z)

commands=$(grep -c '^ok   \|^FAIL gcloud' "$TPUPLAN_GCLOUD_LOG" || true)
failures=$(grep -c '^FAIL' "$TPUPLAN_GCLOUD_LOG" || true)
if [ "$scripts" -eq 0 ] || [ "$commands" -eq 0 ] || [ "$failures" -ne 0 ]; then
  cat "$TPUPLAN_GCLOUD_LOG" >&2
  echo "$scripts scripts, $commands gcloud commands, $failures failures ($("$real_gcloud" --version 2>/dev/null | head -n 1))" >&2
  exit 1
fi
echo "$scripts gcloud.sh scripts: all $commands gcloud commands parsed by $("$real_gcloud" --version 2>/dev/null | head -n 1)"
grep 'unchecked:' "$TPUPLAN_GCLOUD_LOG" | sed 's/.*unchecked: \(.*\))$/  flag newer than this gcloud, left unchecked: \1/' | sort | uniq -c || true
