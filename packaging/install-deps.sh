#!/usr/bin/env bash
# Installs the Debian 12 packages TPU Planner needs to build, run and test.
# Only packages that are missing are installed, so a second run is quick and quiet.
# `--fuzz` adds clang and its sanitizer runtimes (libFuzzer) for `make fuzz` and CI.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config
  qt6-base-dev libqt6opengl6-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-qpa-plugins
  libyaml-cpp-dev libqcustomplot-dev libbenchmark-dev libfontconfig-dev
  libgl-dev libgl1-mesa-dri libglx-mesa0 libegl-mesa0 libxkbcommon-dev
  xvfb xauth fonts-dejavu-core shellcheck
)
if [ "${1:-}" = --fuzz ]; then
  packages+=(clang libclang-rt-14-dev)
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing missing Debian packages: ${missing[*]}"
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  sudo_cmd=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -q
"${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
