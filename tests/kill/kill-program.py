#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Kill test of the real program: play a scripted game through its keyboard
shortcuts, SIGKILL Adjutant at a random moment, start it again, and check that
every change that was on screen before the kill is restored, and nothing is
corrupted.

Adjutant runs with ADJUTANT_TRACE_STATE=1, which prints, per model, a digest
of its state when restored ("restored"), when a change has been saved
("saved") and when a change has been painted ("shown").

usage: kill-program.py BUILD_DIR ROUNDS [SEED]   (needs a display and xdotool)
"""

import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

# keys the script presses: page switches, steps, undo; each is an action of the
# window or of a page (see the shortcuts dialog, src/adj-window.c)
KEYS = ["Page_Down"] * 6 + ["Page_Up", "ctrl+z", "ctrl+shift+z", "ctrl+Down"]


def start(build, env):
    proc = subprocess.Popen([os.path.join(build, "src", "adjutant")], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, bufsize=1)
    lines = []

    def reader():
        for line in proc.stdout:
            lines.append((time.monotonic(), line.split()))

    t = threading.Thread(target=reader, daemon=True)
    t.start()
    return proc, lines, t


def wait_for(lines, kind, count, timeout=20):
    # the asan and valgrind test setups slow every step down (adj_test_time_scale)
    end = time.monotonic() + timeout * max(1.0, float(os.environ.get("ADJ_TEST_TIME_SCALE", "1")))
    while time.monotonic() < end:
        if sum(1 for _, l in lines if l and l[0] == kind) >= count:
            return True
        time.sleep(0.02)
    return False


def main():
    build = sys.argv[1]
    rounds = int(sys.argv[2])
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 20261122)
    if shutil.which("xdotool") is None or not os.environ.get("DISPLAY"):
        print("1..0 # SKIP needs a display and xdotool")
        return 0
    data_home = tempfile.mkdtemp(prefix="adj-kill-")
    env = dict(os.environ, XDG_DATA_HOME=data_home, ADJUTANT_TRACE_STATE="1",
               GSETTINGS_SCHEMA_DIR=os.path.join(build, "data"), GSETTINGS_BACKEND="memory",
               GTK_A11Y="none", NO_AT_BRIDGE="1", ADW_DISABLE_PORTAL="1")
    n_models = None
    events = None            # ("saved" | "shown", model, digest) of the last run, in order
    previous = {}            # the digests restored at the start of the last run
    failures = 0
    total_changes = 0
    print(f"1..{rounds}")
    for r in range(rounds):
        proc, lines, reader = start(build, env)
        if not wait_for(lines, "restored", 1) or not wait_for(lines, "painted", 1):
            print(f"not ok {r + 1} - the program did not start")
            proc.kill()
            return 1
        restored = {l[1]: l[2] for _, l in lines if l and l[0] == "restored"}
        n_models = len(restored)
        ok = True
        detail = ""
        if events is not None:
            for model, digest in restored.items():
                # the saves of this model before the kill, and the last one painted
                saves = [d for kind, m, d in events if m == model and kind == "saved"]
                shown_at = -1
                n_saves = 0
                for kind, m, d in events:
                    if m != model:
                        continue
                    if kind == "saved":
                        n_saves += 1
                    elif kind == "shown":
                        shown_at = n_saves - 1    # the state after that many saves
                # the file holds the last save, or the one before if the kill
                # came during the last write; never one older than what was shown
                candidates = [i for i in (len(saves) - 1, len(saves) - 2) if i >= shown_at]
                if any(saves[i] == digest for i in candidates if i >= 0):
                    continue
                if not saves and digest == previous.get(model):
                    continue
                if shown_at < 0 and len(saves) <= 1 and digest == previous.get(model):
                    continue
                ok = False
                detail += (f" {model}: restored {digest[:8]}; {len(saves)} saves, "
                           f"the last one shown was save {shown_at + 1}")
        # play: switch to a page and press keys, then kill at a random moment
        page = rng.choice(["alt+1", "alt+2", "alt+2", "alt+3", "alt+4"])
        subprocess.run(["xdotool", "key", page], env=env)
        deadline = time.monotonic() + rng.uniform(0.2, 1.5)
        while time.monotonic() < deadline:
            subprocess.run(["xdotool", "key", rng.choice(KEYS)], env=env)
            time.sleep(rng.uniform(0.0, 0.08))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        reader.join(timeout=2)
        # what was saved and what was on screen, in order
        previous = dict(restored)
        events = [(l[0], l[1], l[2]) for _, l in lines if len(l) == 3 and l[0] in ("saved", "shown")]
        total_changes += sum(1 for e in events if e[0] == "saved")
        print(f"{'ok' if ok else 'not ok'} {r + 1} - restart {r + 1} restored what was shown{detail}")
        if not ok:
            failures += 1
    shutil.rmtree(data_home, ignore_errors=True)
    print(f"# {rounds} kills, {total_changes} changes saved, {failures} failures, {n_models} models")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
