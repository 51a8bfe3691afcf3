#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The include graph has no circles, between files or between layers.

Layers: src/engine (rules and models, no GTK) <- src/views (widgets)
<- src (application, window). A layer includes only itself and the layers
below it; and no header reaches itself through other headers.
Usage: check-includes.py SOURCE_ROOT"""
import os
import re
import sys

LAYERS = {'engine': 0, 'views': 1, 'src': 2}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def layer_of(rel):
    parts = rel.split(os.sep)
    return parts[1] if len(parts) > 2 else 'src'


def unit_of(rel):
    # adj-thing.c, adj-thing.h and adj-thing-private.h are one unit
    return re.sub(r'-private$', '', rel[:-2])


def main():
    root = os.path.abspath(sys.argv[1])
    src = os.path.join(root, 'src')
    files = {}
    for dirpath, _, names in os.walk(src):
        for name in names:
            if name.endswith(('.c', '.h')):
                rel = os.path.relpath(os.path.join(dirpath, name), root)
                files[rel] = open(os.path.join(root, rel), encoding='utf-8').read()
    by_name = {}
    for rel in files:
        by_name.setdefault(os.path.basename(rel), []).append(rel)
    problems = []
    graph = {}
    for rel, text in sorted(files.items()):
        edges = []
        for inc in INCLUDE.findall(text):
            targets = by_name.get(os.path.basename(inc), [])
            if not targets:
                continue   # config.h, generated headers
            if len(targets) > 1:
                problems.append(f'{rel}: "{inc}" is ambiguous: {targets}')
                continue
            target = targets[0]
            edges.append(target)
            if LAYERS[layer_of(target)] > LAYERS[layer_of(rel)]:
                problems.append(f'{rel} includes {target}: '
                                f'{layer_of(rel)} may not use {layer_of(target)}')
        graph[rel] = edges
    # circles between headers (a .c file is never included)
    state = {}
    stack = []

    def visit(node):
        state[node] = 1
        stack.append(node)
        for nxt in graph.get(node, []):
            if state.get(nxt) == 1:
                cycle = stack[stack.index(nxt):] + [nxt]
                problems.append('include circle: ' + ' -> '.join(cycle))
            elif nxt not in state:
                visit(nxt)
        stack.pop()
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node)
    # pairs of .c/.h units that use each other (adj-a.c includes adj-b.h and
    # adj-b.c includes adj-a.h): a circle between types
    unit_deps = {}
    for rel, edges in graph.items():
        unit = unit_of(rel)
        for e in edges:
            if unit_of(e) != unit:
                unit_deps.setdefault(unit, set()).add(unit_of(e))
    for a, deps in sorted(unit_deps.items()):
        for b in sorted(deps):
            if a < b and a in unit_deps.get(b, set()):
                problems.append(f'units use each other: {a} <-> {b}')
    for p in problems:
        print(p)
    print(f'{len(files)} files, {sum(len(e) for e in graph.values())} includes, '
          f'{len(problems)} problems')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
