#!/usr/bin/env bash
# Runs every libFuzzer harness of a TPUPLAN_FUZZ build for FUZZ_SECONDS (default 300) each,
# FUZZ_JOBS (default: the number of CPUs) at a time, and prints one summary line per harness:
# executions, corpus size, result. Exits non-zero when any harness found a crash, a leak, a
# timeout or undefined behaviour; the input is in <build>/tests/fuzz/artifacts/<harness>/ and
# belongs in tests/data/fuzz/<name>/ (crash-*.yaml) once fixed, so ctest replays it forever.
#
# Usage: run-fuzzers.sh FUZZ_BUILD_DIR   (FUZZ_BUILD_DIR = <build>/tests/fuzz)
set -euo pipefail

dir=$(cd "$1" && pwd)
seconds=${FUZZ_SECONDS:-300}
jobs=${FUZZ_JOBS:-$(nproc)}
export dir seconds

fuzz_one() {
  local harness=$1 regressions=$2
  shift 2
  local corpus=$dir/corpus/$harness artifacts=$dir/artifacts/$harness log=$dir/logs/$harness.log
  mkdir -p "$corpus" "$artifacts" "$(dirname "$log")"
  local status=0 inputs=()
  for folder in "$regressions" "$@"; do
    [ -d "$folder" ] && inputs+=("$folder") # no regression folder until fuzzing finds a crash
  done
  # The first folder receives what the fuzzer finds; the seeds and regressions are only read.
  # -timeout: one input taking 10 s is a hang worth a report; -rss_limit_mb: so is 2 GiB.
  "$dir/$harness" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$artifacts/" "$corpus" "${inputs[@]}" >"$log" 2>&1 || status=$?
  local execs units
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  units=$(find "$corpus" -type f | wc -l)
  local result=ok
  if [ "$status" -ne 0 ]; then
    result="FAILED (exit $status; see $log and $artifacts)"
  fi
  printf '%-22s %4ss  %10s executions  %6s corpus inputs  %s\n' "$harness" "$seconds" "${execs:-?}" "$units" "$result"
  [ "$status" -eq 0 ]
}
export -f fuzz_one

echo "Fuzzing each harness for $seconds s, $jobs at a time (logs in $dir/logs)"
# fuzzers.txt: "harness regression-folder seed-folder..." per line (written by CMake).
xargs -P "$jobs" -L 1 bash -c 'fuzz_one "$@"' _ <"$dir/fuzzers.txt"
