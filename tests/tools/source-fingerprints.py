#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Write the fingerprints of the rule sources' word runs (tests/source-fingerprints.txt).

Usage: source-fingerprints.py RULES_DIR > tests/source-fingerprints.txt

RULES_DIR holds the club's source texts (the rules/*.txt files the tables name in
their source= attribute; they are not part of this repository, see
data/tables/SOURCES.md). For every run of N consecutive words in them, one line
holds the first 12 hex digits of the SHA-256 of the run: no text, so the sources
are not redistributed, but /tables/own-words (tests/test-tables.c) can tell when a
table text repeats N words of a source in a row.

Words: the text's bytes, ASCII letters lower-cased; a word is a run of [a-z0-9],
with a "." between two digits kept inside it ("25.0" is one word). A run is its
words joined by single spaces. test-tables.c splits words the same way.
Standard library only.
"""
import hashlib
import pathlib
import re
import sys

N = 8
WORD = re.compile(rb'(?:[a-z0-9]|(?<=[0-9])\.(?=[0-9]))+')


def words(data):
    return WORD.findall(data.lower())


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    files = sorted(pathlib.Path(sys.argv[1]).glob('*.txt'))
    if not files:
        sys.exit(f'{sys.argv[1]}: no *.txt files')
    prints = set()
    print(f'# Fingerprints of every run of {N} words in the rule sources (tests/tools/source-fingerprints.py).')
    print(f'# n={N}')
    for f in files:
        data = f.read_bytes()
        print(f'# {f.name} sha256={hashlib.sha256(data).hexdigest()}')
        w = words(data)
        for i in range(len(w) - N + 1):
            prints.add(hashlib.sha256(b' '.join(w[i:i + N])).hexdigest()[:12])
    for p in sorted(prints):
        print(p)


if __name__ == '__main__':
    main()
