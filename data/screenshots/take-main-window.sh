#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Takes main-window.png, the metainfo's default screenshot, again: the main
# window on the current GNOME stack (what the Flatpak runs) at 1366x768, in
# the light style with GNOME's UI font, no popover open, on the World in
# Flames page of a game in progress (a saved game from the fuzzing seeds).
#
#   build-aux/dev test-current        (builds build-current)
#   build-aux/dev current data/screenshots/take-main-window.sh build-current
#
# Needs xvfb, xdotool, ImageMagick's import and fonts-adwaita in the root.
set -eu
build=${1:-build-current}
here=$(dirname "$0")
top=$here/../..
out=$here/main-window.png
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

mkdir -p "$tmp/data/adjutant" "$tmp/config/gtk-4.0" "$tmp/config/glib-2.0/settings"
cp "$top/tests/fuzz/corpus-game/wif-impulses.adjutant" "$tmp/data/adjutant/game.adjutant"
cat > "$tmp/config/gtk-4.0/settings.ini" <<EOF
[Settings]
gtk-font-name=Adwaita Sans 11
gtk-xft-antialias=1
gtk-xft-hinting=1
gtk-xft-hintstyle=hintslight
EOF
cat > "$tmp/config/glib-2.0/settings/keyfile" <<EOF
[io/github/adjutant/Adjutant]
window-width=1366
window-height=768
color-scheme='light'
EOF

export XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config" XDG_CACHE_HOME="$tmp/cache" \
       GSETTINGS_BACKEND=keyfile GSETTINGS_SCHEMA_DIR="$build/data" GSK_RENDERER=cairo \
       GTK_A11Y=none NO_AT_BRIDGE=1 ADW_DISABLE_PORTAL=1 LANG=C.UTF-8 LC_ALL=C.UTF-8
xvfb-run -a -s '-screen 0 1366x768x24' sh -c '
  "$1/src/adjutant" & pid=$!
  i=0
  until xdotool search --onlyvisible --name "^Adjutant\$" >/dev/null 2>&1; do
    i=$((i + 1)); [ $i -le 100 ] || { kill $pid; exit 1; }; sleep 0.1
  done
  sleep 2     # the first frames: pages, fonts, the odds chart
  import -window root "$2"
  kill $pid
' sh "$build" "$out"
echo "$out"
