#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks a Flatpak manifest of Adjutant.

    check-flatpak-manifest.py release|devel MANIFEST APP_ID [FLATPAK_BUILDER]

With flatpak-builder, G_DEBUG=fatal-warnings --show-manifest fails on keys it
does not know. Then the policy, for both manifests: the GNOME runtime, tests
run at build time, no network while building, and only the permissions
Adjutant uses (files come and go through the portals). The release manifest
builds the `meson dist` tarball (an archive with its sha256, never the
checkout); the development one builds the checkout with -Dprofile=development.
"""

import json
import os
import re
import subprocess
import sys
import tempfile

# Every permission the program uses, and why. Anything else fails.
ALLOWED_FINISH_ARGS = {
    "--socket=wayland": "the window",
    "--socket=fallback-x11": "the window where there is no Wayland",
    "--share=ipc": "X11 shared memory, with fallback-x11",
    "--device=dri": "GTK's GL renderer",
    "--share=network": "the page phones follow the table with (Share with the Table), served only while it is on",
}

failures = []


def fail(message):
    failures.append(message)


def main():
    kind, path, app_id = sys.argv[1:4]
    builder = sys.argv[4] if len(sys.argv) > 4 else None

    if builder:
        # It writes .flatpak-builder/ where it runs: run it in a scratch folder.
        with tempfile.TemporaryDirectory() as scratch:
            env = dict(os.environ, G_DEBUG="fatal-warnings")
            shown = subprocess.run([builder, "--show-manifest", os.path.abspath(path)],
                                   cwd=scratch, env=env, capture_output=True, text=True)
        if shown.returncode != 0:
            print(shown.stderr)
            sys.exit(f"flatpak-builder refuses {path}")

    with open(path, encoding="utf-8") as f:
        manifest = json.load(f)

    expected_id = app_id if kind == "release" else app_id + ".Devel"
    if manifest.get("id", manifest.get("app-id")) != expected_id:
        fail(f"the id is not {expected_id}")
    if manifest.get("runtime") != "org.gnome.Platform" or manifest.get("sdk") != "org.gnome.Sdk":
        fail("not on the GNOME runtime and SDK")
    if manifest.get("command") != "adjutant":
        fail("the command is not adjutant")

    for arg in manifest.get("finish-args", []):
        if arg not in ALLOWED_FINISH_ARGS:
            fail(f"finish-args asks for {arg}, which Adjutant does not use")

    def build_args(item):
        return item.get("build-options", {}).get("build-args", [])

    modules = manifest.get("modules", [])
    for item in [manifest] + modules:
        for arg in build_args(item):
            if arg.startswith("--share=network"):
                fail(f"network access while building ({item.get('name', 'manifest')})")

    adjutant = [m for m in modules if isinstance(m, dict) and m.get("name") == "adjutant"]
    if len(adjutant) != 1:
        fail("no single module named adjutant")
        return
    module = adjutant[0]
    if module.get("buildsystem") != "meson":
        fail("adjutant is not built with meson")
    for m in modules:
        if isinstance(m, dict) and not m.get("run-tests", False):
            fail(f"module {m.get('name')} does not run its tests")

    sources = module.get("sources", [])
    opts = module.get("config-opts", [])
    if kind == "release":
        if any(s.get("type") == "dir" for m in modules if isinstance(m, dict)
               for s in m.get("sources", [])):
            fail("the release manifest builds a folder, not the release tarball")
        archives = [s for s in sources if s.get("type") == "archive"]
        if len(sources) != 1 or len(archives) != 1:
            fail("adjutant's source is not exactly one archive")
        else:
            archive = archives[0]
            if not re.fullmatch(r"[0-9a-f]{64}", archive.get("sha256", "")):
                fail("the archive has no sha256")
            if not re.search(r"/adjutant-[^/]+\.tar\.xz$", archive.get("url", "")):
                fail("the archive is not a meson dist tarball (adjutant-VERSION.tar.xz)")
        if any("profile=development" in o for o in opts):
            fail("the release is built with the development profile")
    else:
        if "-Dprofile=development" not in opts:
            fail("the development manifest does not set -Dprofile=development")
        if not any(s.get("type") == "dir" for s in sources):
            fail("the development manifest does not build the checkout")


main()
for message in failures:
    print("FAIL:", message)
sys.exit(1 if failures else 0)
