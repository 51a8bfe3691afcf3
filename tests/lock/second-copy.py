#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""One writer per game, with real processes: two Adjutants that cannot reach
a session bus (so single-instance activation cannot join them) start with the
same XDG folders. The second must never write the game: it says so and, when
asked, plays a copy. After a SIGKILL of the first, the next start is not
blocked by a stale lock.

usage: second-copy.py BUILD_DIR   (needs a display and xdotool)
"""

import glob
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

MESSAGE = "open in another Adjutant window"


class Adjutant:
    def __init__(self, build, env):
        self.proc = subprocess.Popen([os.path.join(build, "src", "adjutant")], env=env,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     text=True, bufsize=1)
        self.out = []
        self.err = []
        for stream, into in ((self.proc.stdout, self.out), (self.proc.stderr, self.err)):
            threading.Thread(target=self._read, args=(stream, into), daemon=True).start()

    @staticmethod
    def _read(stream, into):
        for line in stream:
            into.append(line.rstrip("\n"))

    def count(self, kind):
        return sum(1 for line in self.out if line.split()[:1] == [kind])

    def said(self, text):
        return any(text in line for line in self.err)

    def kill(self):
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()


# the asan and valgrind test setups slow every step down (adj_test_time_scale)
SCALE = max(1.0, float(os.environ.get("ADJ_TEST_TIME_SCALE", "1")))


def wait_until(cond, timeout=20):
    end = time.monotonic() + timeout * SCALE
    while time.monotonic() < end:
        if cond():
            return True
        time.sleep(0.05)
    return cond()


def key(env, *keys):
    for k in keys:
        subprocess.run(["xdotool", "key", k], env=env, check=False)
        time.sleep(0.1)


def state(path):
    """the state on disk: the save and its journal, bytes and times"""
    result = []
    for p in (path, path + ".journal"):
        try:
            st = os.stat(p)
            with open(p, "rb") as f:
                result.append((f.read(), st.st_mtime_ns))
        except FileNotFoundError:
            result.append(None)
    return result


def main():
    build = sys.argv[1]
    if shutil.which("xdotool") is None or not os.environ.get("DISPLAY"):
        print("1..0 # SKIP needs a display and xdotool")
        return 0
    home = tempfile.mkdtemp(prefix="adj-lock-")
    runtime = os.path.join(home, "run")
    os.mkdir(runtime, 0o700)
    env = dict(os.environ, XDG_DATA_HOME=os.path.join(home, "data"), XDG_RUNTIME_DIR=runtime,
               DBUS_SESSION_BUS_ADDRESS="unix:path=/nonexistent", ADJUTANT_TRACE_STATE="1",
               GSETTINGS_SCHEMA_DIR=os.path.join(build, "data"), GSETTINGS_BACKEND="memory",
               GTK_A11Y="none", NO_AT_BRIDGE="1", ADW_DISABLE_PORTAL="1")
    save = os.path.join(home, "data", "adjutant", "game.adjutant")
    failures = []
    started = []

    def check(n, ok, what):
        print(f"{'ok' if ok else 'not ok'} {n} - {what}")
        if not ok:
            failures.append(n)

    print("1..6")
    try:
        first = Adjutant(build, env)
        started.append(first)
        ok = wait_until(lambda: first.count("painted") >= 1)
        key(env, "alt+2", "Page_Down", "Page_Down")
        ok = ok and wait_until(lambda: first.count("saved") >= 1) and os.path.exists(save)
        check(1, ok and not first.said(MESSAGE), "the first Adjutant plays and saves the game")
        time.sleep(0.5)
        before = state(save)

        second = Adjutant(build, env)
        started.append(second)
        ok = wait_until(lambda: second.count("painted") >= 1) and wait_until(lambda: second.said(MESSAGE))
        # and asks what to do (ADJUTANT_TRACE_STATE prints "asked" as the question is shown)
        ok = ok and wait_until(lambda: second.count("asked") >= 1)
        check(2, ok, "the second Adjutant says the game is open in another window")

        # keys reach the second one (its window or its question): nothing is written
        time.sleep(1.0 * SCALE)
        key(env, "alt+2", "Page_Down", "Page_Down")
        time.sleep(1.0 * SCALE)
        check(3, state(save) == before and first.proc.poll() is None,
              "the second Adjutant wrote nothing of the game")

        # Return takes the suggested answer: a copy of its own
        key(env, "Return")
        copies = lambda: glob.glob(os.path.join(home, "data", "adjutant", "game-copy-*.adjutant"))
        ok = wait_until(lambda: len(copies()) == 1)
        if ok:
            with open(copies()[0], encoding="utf-8") as f:
                text = f.read()
            ok = "<adjutant" in text and state(save) == before
        else:
            # what the second one said, for a failure's log
            print(f"# copies: {copies()}; the second Adjutant said: {second.err[-5:]} {second.out[-5:]}")
        check(4, ok, "the second Adjutant plays a copy, saved apart; the game is untouched")

        first.kill()
        second.kill()
        third = Adjutant(build, env)
        started.append(third)
        ok = wait_until(lambda: third.count("painted") >= 1)
        time.sleep(0.5)
        check(5, ok and not third.said(MESSAGE), "after a SIGKILL the next start is not blocked")
        key(env, "alt+2", "Page_Down")
        ok = wait_until(lambda: third.count("saved") >= 1) and wait_until(lambda: state(save) != before)
        check(6, ok, "and it writes the game again")
    finally:
        for a in started:
            a.kill()
        shutil.rmtree(home, ignore_errors=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
