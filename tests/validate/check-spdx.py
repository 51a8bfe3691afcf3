#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every file of the source tree names its licence: an SPDX line in its first
lines, or a path pattern in REUSE.toml for files that cannot carry one (images,
JSON, translations). Usage: check-spdx.py SOURCE_ROOT"""
import fnmatch
import os
import re
import sys

SKIP_DIRS = {'.git', '.flatpak-builder', 'flatpak-build', 'subprojects', '__pycache__'}


def main():
    root = os.path.abspath(sys.argv[1])
    with open(os.path.join(root, 'REUSE.toml')) as f:
        patterns = re.findall(r'"([^"]+)"', ''.join(
            block for block in re.findall(r'path\s*=\s*\[(.*?)\]', f.read(), re.S)))
    missing = []
    for dirpath, dirnames, filenames in os.walk(root):
        rel_dir = os.path.relpath(dirpath, root)
        dirnames[:] = [d for d in dirnames
                       if d not in SKIP_DIRS and not d.startswith(('build', '_build', 'shots'))
                       and not (rel_dir == '.' and d.startswith('.') and d != '.ci')]
        for name in filenames:
            if name == '.git':
                continue   # a worktree's pointer to its repository
            rel = os.path.normpath(os.path.join(rel_dir, name))
            if name.endswith(('.pyc', '.orig', '.rej', '~')):
                continue
            if any(fnmatch.fnmatch(rel, p) for p in patterns):
                continue
            with open(os.path.join(dirpath, name), 'rb') as f:
                head = f.read(600)
            if b'SPDX-License-Identifier:' not in head:
                missing.append(rel)
    for rel in sorted(missing):
        print('no SPDX licence line:', rel)
    print('%d files without a licence' % len(missing))
    return 1 if missing else 0


if __name__ == '__main__':
    sys.exit(main())
