#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# meson compile -C build bench: every benchmark, figures only.
set -eu
build=$1
src=$2
echo "== rule tables"
"$build/tests/bench/bench-tables" 50
echo "== World in Flames odds"
"$build/tests/bench/bench-wif-odds"
echo "== the largest game (src/engine/adj-limits.h)"
"$build/tests/bench/bench-largest-game"
echo "== drawing at 3840x2160"
GSK_RENDERER=cairo GSETTINGS_SCHEMA_DIR="$build/data" GSETTINGS_BACKEND=memory GTK_A11Y=none NO_AT_BRIDGE=1 \
  xvfb-run -a -s '-screen 0 3840x2160x24' "$build/tests/bench/bench-draw"
echo "== autosave: one action on disk, by game length (journal vs the whole game)"
"$build/tests/bench/bench-autosave" "$build"
# -- latency a player feels (the cairo renderer, as for drawing above: Mesa's
# software GL would add its rasterising threads' work to every frame)
echo "== latency: every action on every aid, first visits"
GSETTINGS_SCHEMA_DIR="$build/data" GSETTINGS_BACKEND=memory GTK_A11Y=none NO_AT_BRIDGE=1 ADW_DISABLE_PORTAL=1 \
  GSK_RENDERER=cairo xvfb-run -a -s '-screen 0 1600x1000x24' "$build/tests/bench/bench-latency" || echo "bench-latency stopped: $?"
echo "== kill test: 100 SIGKILLs of the playing program"
if [ -n "${DISPLAY:-}" ]; then
  python3 "$src/tests/kill/kill-program.py" "$build" 100 | grep -v "^ok"
else
  xvfb-run -a -s '-screen 0 1600x1000x24' python3 "$src/tests/kill/kill-program.py" "$build" 100 | grep -v "^ok"
fi
echo "== start-up"
if [ -n "${DISPLAY:-}" ]; then
  python3 "$src/tests/bench/startup.py" "$build" 15
else
  xvfb-run -a -s '-screen 0 1600x1000x24' python3 "$src/tests/bench/startup.py" "$build" 15
fi
echo "== sharing with the table: 64 phones"
GSK_RENDERER=cairo GSETTINGS_SCHEMA_DIR="$build/data" GSETTINGS_BACKEND=memory GTK_A11Y=none NO_AT_BRIDGE=1 \
  xvfb-run -a -s '-screen 0 1600x1000x24' "$build/tests/bench/bench-share"
