#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the build into a DESTDIR and checks what a desktop needs from it: the programs, and
# (GUI build) one application id for the desktop file, the AppStream metainfo, the icon and the
# MIME type XML, whose type the desktop file's MimeType= and the metainfo's mediatype name and
# whose glob update-mime-database takes up.
# Usage: check-install.sh BUILD_DIR CMAKE GUI(ON|OFF)
set -eu
build=$1
cmake=$2
gui=$3
dest=$PWD/destdir
fail() { echo "FAIL: $*" >&2; exit 1; }

rm -rf "$dest"
DESTDIR="$dest" "$cmake" --install "$build" --prefix /usr >/dev/null
test -x "$dest/usr/bin/tpu-plan" || fail "tpu-plan not installed"
case $gui in ON|on|1|TRUE|true) ;; *) echo "CLI-only build: tpu-plan installed"; exit 0 ;; esac

share=$dest/usr/share
test -x "$dest/usr/bin/tpu-planner" || fail "tpu-planner not installed"
set -- "$share"/applications/*.desktop
[ $# -eq 1 ] && [ -f "$1" ] || fail "expected one desktop file in share/applications, found: $*"
id=$(basename "$1" .desktop)
desktop=$1
metainfo=$share/metainfo/$id.metainfo.xml
mime=$share/mime/packages/$id.xml
for f in "$metainfo" "$mime" "$share/icons/hicolor/scalable/apps/$id.svg"; do
  test -f "$f" || fail "not installed: ${f#"$dest"}"
done
grep -q "^Icon=$id\$" "$desktop" || fail "the desktop file's Icon= is not $id"
grep -q "<id>$id</id>" "$metainfo" || fail "the metainfo's id is not $id"
grep -q "<launchable type=\"desktop-id\">$id.desktop</launchable>" "$metainfo" || fail "the metainfo launches another desktop file"

type=$(sed -n 's/.*<mime-type type="\([^"]*\)".*/\1/p' "$mime")
[ -n "$type" ] || fail "no mime-type in ${mime#"$dest"}"
grep -q "^MimeType=$type;\$" "$desktop" || fail "the desktop file's MimeType= is not $type;"
grep -q "<mediatype>$type</mediatype>" "$metainfo" || fail "the metainfo does not provide $type"
if command -v update-mime-database >/dev/null; then
  update-mime-database "$share/mime"
  grep -q ":$type:\*\.tpuplan\.yaml\$" "$share/mime/globs2" || fail "update-mime-database has no *.tpuplan.yaml glob for $type"
else
  echo "update-mime-database not installed (shared-mime-info): the MIME glob is not checked"
fi
echo "installed: tpu-plan, tpu-planner, $id (.desktop, .metainfo.xml, .svg, MIME $type)"
