#!/usr/bin/env bash
# Installs the Debian 12 packages TPU Planner needs to build, run and test.
# Only packages that are missing are installed, so a second run is quick and quiet.
# `--fuzz` adds clang and its sanitizer runtimes (libFuzzer) for `make fuzz` and CI.
set -euo pipefail

# Build: compilers and tools (lld links faster than GNU ld), Qt (Core, Gui, Widgets, OpenGL, SVG, Linguist tools), yaml-cpp, dtl
# (header-only line diff), Google Benchmark, QCustomPlot (its Qt 6 build draws the Cost dock's charts). Run: the xcb platform plugin and libqt6svg6, whose SVG icon engine draws the icons
# (a plugin, not linked), and Qt's own translations (standard buttons, file dialogs in German and Italian). Tests: Xvfb and Mesa for the OpenGL view, a font, shellcheck and yamllint for
# the exported scripts and manifests, the freedesktop validators of the desktop file, metainfo and MIME type, and
# universal-ctags, with which tst_docs measures every function against the house rule of about 80 lines.
packages=(
  build-essential cmake ninja-build pkg-config lld
  qt6-base-dev libqt6opengl6-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-qpa-plugins libqt6svg6 qt6-translations-l10n
  libyaml-cpp-dev libdtl-dev libbenchmark-dev libqcustomplot-dev libqcustomplot2.1-qt6
  libgl-dev libgl1-mesa-dri libglx-mesa0 libegl-mesa0 libxkbcommon-dev
  xvfb xauth fonts-dejavu-core shellcheck yamllint
  desktop-file-utils appstream shared-mime-info universal-ctags
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
