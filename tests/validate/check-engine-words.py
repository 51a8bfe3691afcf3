#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The engine returns facts; the views say them. The only translated words in
src/engine are error messages (a GError, or the message of a problem a player
has to read, about a file, a table or typed input). Undo labels are msgids
marked N_() and translated where they are shown. Fails on any other
_(), C_(), NC_() or ngettext in the engine.
Usage: check-engine-words.py SOURCE_ROOT"""
import os
import re
import sys

CALL = re.compile(r'(?<![A-Za-z0-9_])(_|C_|NC_|g_dgettext|g_dngettext|ngettext|g_dpgettext2)\s*\(')
# a statement that builds an error or a problem report
ERROR = re.compile(r'g_set_error|g_error_new|g_prefix_error|g_propagate_prefixed_error'
                   r'|\berror\b|\bmsg\b|\bwhat\b|&local\b|problem|_error\s*\(')


def main():
    root = os.path.abspath(sys.argv[1])
    engine = os.path.join(root, 'src', 'engine')
    bad = []
    for name in sorted(os.listdir(engine)):
        if not name.endswith('.c'):
            continue
        text = open(os.path.join(engine, name), encoding='utf-8').read()
        for m in CALL.finditer(text):
            start = max(text.rfind(c, 0, m.start()) for c in ';{}') + 1
            end = text.find(';', m.end())
            statement = ' '.join(text[start:end].split())
            if not ERROR.search(statement):
                line = text.count('\n', 0, m.start()) + 1
                bad.append(f'src/engine/{name}:{line}: {statement[:160]}')
    for b in bad:
        print(b)
    print(f'{len(bad)} translated strings in the engine that are not error messages')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
