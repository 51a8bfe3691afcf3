#!/bin/sh
# meson compile -C build bench: every benchmark, figures only.
set -eu
build=$1
src=$2
echo "== rule tables"
"$build/tests/bench/bench-tables" 50
for b in "$build"/tests/bench/bench-*; do
  case "$b" in */bench-tables) continue ;; esac
  [ -f "$b" ] && [ -x "$b" ] || continue
  echo "== $(basename "$b")"
  "$b"
done
echo "== start-up"
if [ -n "${DISPLAY:-}" ]; then
  python3 "$src/tests/bench/startup.py" "$build" 15
else
  xvfb-run -a -s '-screen 0 1600x1000x24' python3 "$src/tests/bench/startup.py" "$build" 15
fi
