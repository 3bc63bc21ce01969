#!/usr/bin/env bash
# Checks a built Debian package as a user would meet it (`make package` and CI run it):
#   1. it is small: under 15 MB (the programs are stripped);
#   2. its dependencies resolve on this system (apt-get's simulation, no root needed);
#   3. tpu-plan runs from the unpacked tree and prints its version.
set -euo pipefail
deb=${1:?usage: check-package.sh PACKAGE.deb}
limit_bytes=$((15 * 1024 * 1024))

size=$(stat -c %s "$deb")
echo "package: $deb, $((size / 1024)) KiB, installs $(dpkg-deb -f "$deb" Installed-Size) KiB"
if [ "$size" -ge "$limit_bytes" ]; then
  echo "the package is $((size / 1024 / 1024)) MB; it must stay under 15 MB (are the programs stripped?)" >&2
  exit 1
fi

if ! simulation=$(apt-get install --simulate --no-install-recommends "$(realpath "$deb")" 2>&1); then
  echo "$simulation" >&2
  echo "the package's dependencies do not resolve" >&2
  exit 1
fi

unpacked=$(mktemp -d)
trap 'rm -rf "$unpacked"' EXIT
dpkg-deb -x "$deb" "$unpacked"
for program in "$unpacked"/usr/bin/*; do
  if readelf -S "$program" | grep -qE '\.(symtab|debug_info)'; then
    echo "$(basename "$program") is not stripped" >&2
    exit 1
  fi
done
"$unpacked/usr/bin/tpu-plan" --version
