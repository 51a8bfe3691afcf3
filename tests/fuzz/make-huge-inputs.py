#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the huge saved games of issue 17 into a folder, for
test-fuzz-regressions (too large to keep in the repository): each is
well-formed and every part before its excess is valid, and each must be
refused quickly with the limit named (src/engine/adj-limits.h).

    make-huge-inputs.py OUTDIR
"""
import os
import sys

WIF_HEAD = (
    '<model id="wif" sides="2" threshold-override="0" k="1" turn="2" ten="{ten}" '
    'ten-at-least="0" phase="impulses" two-box="2" rerolls-used="0" '
    'highest-choice="-1" tie="0" order="0 1">\n'
    '<side id="axis" box="2" last-rank="-1" roll="0" roll-bonus="0" rank="-1"/>\n'
    '<side id="allies" box="2" last-rank="-1" roll="0" roll-bonus="0" rank="-1"/>\n')
MPS = [("germany", "axis"), ("italy", "axis"), ("japan", "axis"), ("cw", "allies"),
       ("france", "allies"), ("usa", "allies"), ("ussr", "allies"),
       ("nat-china", "allies"), ("com-china", "allies")]
ROLL = ('<roll time="2026-11-22T16:00:00Z" purpose="Quick roll" dice="1d6" '
        'faces="3" modifier="0" result="3"{extra}/>\n')


def wif(body, ten=0):
    mps = "".join(f'<mp id="{m}" side="{s}" at-war="1" passes="0"/>\n' for m, s in MPS)
    return WIF_HEAD.format(ten=ten) + mps + body + "</model>\n"


def game(inner):
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<adjutant version="1">\n'
            + inner + "</adjutant>\n")


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    files = {}
    # 40,000 impulses in one World in Flames turn (about 4 MB)
    n = 40000
    imps = "".join(
        f'<impulse side="{"axis" if i % 2 == 0 else "allies"}" passes="" faces="1" '
        f'm="0" added="1" total="{i + 1}" at-least="0" ended="0"/>\n' for i in range(n))
    files["huge-wif-impulses.adjutant"] = game(wif(imps, ten=n))
    # 60,000 past World in Flames turns
    turns = "".join(f'<turn number="{1 + i % 200}" impulses="10" total="60" at-least="0"/>\n'
                    for i in range(60000))
    files["huge-wif-past-turns.adjutant"] = game(wif(turns))
    # 50,000 roll-log entries
    files["huge-roll-log.adjutant"] = game(
        "<roll-log>\n" + "".join(ROLL.format(extra="") for _ in range(50000)) + "</roll-log>\n")
    # a 7 MB attribute
    files["huge-attribute.adjutant"] = game(
        "<roll-log>\n" + ROLL.format(extra=' note="' + "x" * (7 * 1000 * 1000) + '"') + "</roll-log>\n")
    # 1943 rolls with faces 99 on a d6
    files["huge-wtj-faces-99.adjutant"] = game(
        '<model id="wtj" version="1">\n<roll key="proximity" faces="99"/>\n'
        '<roll key="lull-1" faces="99"/>\n</model>\n')
    for name, text in files.items():
        with open(os.path.join(out, name), "w", encoding="utf-8") as f:
            f.write(text)


if __name__ == "__main__":
    main()
