#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Start-up benchmark: Adjutant against a bare libadwaita window.

Each program is started RUNS times, the two taking turns; the time from
launch to its first painted frame and its peak memory (max RSS) are
measured. Needs a display (run under xvfb-run). Prints figures; it does not
pass or fail."""

import os
import statistics
import subprocess
import sys
import tempfile
import time

GOAL_RATIO = 1.05       # start-up time against the bare window
GOAL_EXTRA_MIB = 6      # peak memory more than the bare window


def measure_once(argv, env):
    start = time.monotonic_ns() // 1000
    proc = subprocess.Popen(argv, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    out = proc.stdout.read()
    _, status, usage = os.wait4(proc.pid, 0)
    frame = [int(l.split()[1]) for l in out.splitlines() if l.startswith("first-frame ")]
    if not frame:
        raise RuntimeError(f"{argv[0]} printed no first-frame line (status {status})")
    return (frame[0] - start) / 1000.0, usage.ru_maxrss / 1024.0  # ms, KiB -> MiB


def compare(build, runs, env, label):
    programs = (("bare window", [os.path.join(build, "tests", "bench", "bare-window")]),
                ("Adjutant", [os.path.join(build, "src", "adjutant")]))
    results = {name: ([], []) for name, _ in programs}
    for name, argv in programs:  # warm the caches
        measure_once(argv, env)
        measure_once(argv, env)
    # Alternate the two programs, so that a busy moment on a shared machine
    # falls on both rather than on one of them.
    for _ in range(runs):
        for name, argv in programs:
            t, m = measure_once(argv, env)
            results[name][0].append(t)
            results[name][1].append(m)
    print(f"start-up to first frame, {runs} runs each, {label} "
          f"(renderer {os.environ.get('GSK_RENDERER', 'default')}):")
    for name, (times, rss) in results.items():
        print(f"  {name:12s} median {statistics.median(times):7.1f} ms  "
              f"(min {min(times):6.1f}, max {max(times):6.1f})   peak RSS {statistics.median(rss):6.1f} MiB")
    bare_t = statistics.median(results["bare window"][0])
    adj_t = statistics.median(results["Adjutant"][0])
    bare_m = statistics.median(results["bare window"][1])
    adj_m = statistics.median(results["Adjutant"][1])
    ratio, extra = adj_t / bare_t, adj_m - bare_m
    print(f"  | start-up time, {label} | {adj_t:.0f} ms against {bare_t:.0f} ms: ratio {ratio:.2f}, "
          f"{adj_t - bare_t:+.0f} ms | <= {GOAL_RATIO} | {'ok' if ratio <= GOAL_RATIO else 'MISSES'} |")
    print(f"  | peak memory, {label} | {adj_m:.1f} MiB against {bare_m:.1f} MiB: {extra:+.1f} MiB "
          f"| <= {GOAL_EXTRA_MIB} MiB more | {'ok' if extra <= GOAL_EXTRA_MIB else 'MISSES'} |")


def main():
    build = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 15
    # both folders go away afterwards, as the other benchmarks' do
    with tempfile.TemporaryDirectory(prefix="adj-bench-") as data_home, \
            tempfile.TemporaryDirectory(prefix="adj-bench-config-") as config_home:
        env = dict(os.environ,
                   GSETTINGS_SCHEMA_DIR=os.path.join(build, "data"),
                   GSETTINGS_BACKEND="memory", GTK_A11Y="none", NO_AT_BRIDGE="1",
                   ADW_DISABLE_PORTAL="1", XDG_DATA_HOME=data_home,
                   ADJUTANT_BENCH_FIRST_FRAME="1")
        compare(build, runs, env, "Xvfb's defaults (font Sans, here DejaVu Sans)")

        # Xvfb has no settings daemon; a GNOME session (and the Flatpak runtime)
        # give GTK Cantarell with slight hinting. DejaVu's TrueType hinting
        # programs are far costlier to run for each new glyph, so both figures
        # are printed, and the README states both against the goal.
        os.makedirs(os.path.join(config_home, "gtk-4.0"))
        with open(os.path.join(config_home, "gtk-4.0", "settings.ini"), "w") as f:
            f.write("[Settings]\ngtk-font-name=Cantarell 11\ngtk-xft-antialias=1\n"
                    "gtk-xft-hinting=1\ngtk-xft-hintstyle=hintslight\n")
        compare(build, runs, dict(env, XDG_CONFIG_HOME=config_home), "GNOME's default font settings (Cantarell 11)")


if __name__ == "__main__":
    main()
