#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Takes dice-fairness.png for the README: the Dice Fairness window (roll log
# window, Dice Fairness) over a club night's roll log: 380 dice of the
# program's, and real dice typed in, one of them a little worn. On the
# current GNOME stack, light, at 1366x768:
#
#   build-aux/dev test-current        (builds build-current)
#   build-aux/dev current data/screenshots/take-dice-fairness.sh build-current
#
# Other sizes, styles (dark, high-contrast, high-contrast-dark), languages and die kinds for a look (not for the README):
#   SIZE=1024x600 STYLE=dark KIND=d10 LANG=de_DE.UTF-8 data/screenshots/take-dice-fairness.sh build /tmp/out.png
# Needs xvfb, xdotool, ImageMagick's import and python3.
set -eu
build=${1:-build-current}
here=$(dirname "$0")
top=$here/../..
out=${2:-$here/dice-fairness.png}
size=${SIZE:-1366x768}
w=${size%x*}; h=${size#*x}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

mkdir -p "$tmp/data/adjutant" "$tmp/config/gtk-4.0" "$tmp/config/glib-2.0/settings"
# a game in progress with a roll log of known, seeded rolls
python3 - "$top/tests/fuzz/corpus-game/wif-impulses.adjutant" "$tmp/data/adjutant/game.adjutant" <<'PY'
import random, sys
rng = random.Random(1943)
rolls = []
def roll(dice, n, sides, physical, weights=None):
    faces = [rng.choices(range(1, sides + 1), weights)[0] if weights else rng.randint(1, sides) for _ in range(n)]
    t = "2026-11-20T20:%02d:%02d+01:00" % (len(rolls) // 60 % 60, len(rolls) % 60)
    rolls.append('    <roll time="%s" topic="dice.quick" dice="%s" faces="%s" modifier="0" result="%d" physical="%s"/>'
                 % (t, dice, " ".join(map(str, faces)), sum(faces), "yes" if physical else "no"))
for _ in range(150):
    roll("2d6", 2, 6, False)
for _ in range(80):
    roll("1d10", 1, 10, False)
worn = [1.0, 1.0, 1.0, 1.1, 1.1, 0.8]   # a real die that shows a 6 a little less often
for _ in range(45):
    roll("2d6", 2, 6, True, worn)
for _ in range(30):
    roll("1d10", 1, 10, True)
text = open(sys.argv[1], encoding="utf-8").read()
text = text.replace("<roll-log/>", "<roll-log>\n" + "\n".join(rolls) + "\n  </roll-log>")
open(sys.argv[2], "w", encoding="utf-8").write(text)
PY
printf '[Settings]\ngtk-font-name=Adwaita Sans 11\ngtk-xft-antialias=1\ngtk-xft-hinting=1\ngtk-xft-hintstyle=hintslight\ngtk-decoration-layout=appmenu:close\n' \
  > "$tmp/config/gtk-4.0/settings.ini"
scheme=light
case "${STYLE:-}" in dark|high-contrast-dark) scheme=dark ;; esac
printf "[io/github/adjutant/Adjutant]\nwindow-width=%s\nwindow-height=%s\ncolor-scheme='%s'\n" "$w" "$h" "$scheme" \
  > "$tmp/config/glib-2.0/settings/keyfile"
case "${STYLE:-}" in
  high-contrast*) printf '[org/gnome/desktop/a11y/interface]\nhigh-contrast=true\n' >> "$tmp/config/glib-2.0/settings/keyfile" ;;
esac

export XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config" XDG_CACHE_HOME="$tmp/cache" \
       GSETTINGS_BACKEND=keyfile GSETTINGS_SCHEMA_DIR="$build/data" GSK_RENDERER=cairo \
       GTK_A11Y=none NO_AT_BRIDGE=1 ADW_DISABLE_PORTAL=1 LANG="${LANG:-C.UTF-8}" \
       ADJUTANT_LOCALEDIR="$build/po"
xvfb-run -a -s "-screen 0 ${w}x${h}x24" sh -c '
  "$1/src/adjutant" & pid=$!
  wait_for () {
    i=0
    until id=$(xdotool search --onlyvisible --name "$1" 2>/dev/null | head -1) && [ -n "$id" ]; do
      i=$((i + 1)); [ $i -le 100 ] || { echo "no window $1" >&2; kill $pid; exit 1; }; sleep 0.1
    done
  }
  wait_for "^Adjutant\$"
  sleep 1.5
  # no window manager: keys go to the window under the pointer (XTEST)
  xdotool mousemove 200 200; xdotool key --clearmodifiers ctrl+l
  wait_for "Roll Log|Wurf|Journal"
  xdotool windowmove "$id" 0 0; sleep 0.5
  xdotool mousemove 200 200; xdotool key --clearmodifiers ctrl+d
  wait_for "Fairness|Fair|quit"
  xdotool windowmove "$id" 0 0 windowsize "$id" "$3" "$4"; sleep 1.5
  if [ "$5" = d10 ]; then xdotool mousemove 300 300; xdotool key --clearmodifiers alt+2; sleep 1; fi
  import -window root "$2"
  kill $pid
' sh "$build" "$out" "$w" "$h" "${KIND:-d6}"
echo "$out"
