#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a freedesktop validator on one file; exits 77 (CTest's skip) when the validator is absent.
# Usage: validate.sh PROGRAM PACKAGE FILE [ARGS...]  (runs PROGRAM ARGS... FILE)
set -eu
program=$1
package=$2
file=$3
shift 3
if ! command -v "$program" >/dev/null; then
  echo "skipped: $program is not installed (Debian package $package; packaging/install-deps.sh installs it)"
  exit 77
fi
"$program" "$@" "$file"
