#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check die-result coverage in an Adjutant rule-table file (data/tables/*.xml).

Usage: check-cover.py FILE.xml [FILE.xml ...]

For every table with cover="row": in each row, the cells of the range columns
together must hold every result of the table's dice exactly once.
For every table whose rows have roll= attributes: every row has one, and the
rows together hold every result exactly once.
Also checked: range cells and rolls parse and lie within the dice, and each row
has one cell per column (optional columns may be left off the end).
Prints one line per problem (with table and row id); exits 1 if any.
Standard library only.
"""
import re
import sys
import xml.etree.ElementTree as ET


def dice_results(spec):
    """Lowest and highest result of a dice spec like 1d6, 2d6, 1d10, ½d6."""
    m = re.fullmatch(r'(½|1/2)?([0-9]*)[dD]([0-9]+)', spec.strip())
    if not m:
        return None
    half = bool(m.group(1))
    n = int(m.group(2)) if m.group(2) else 1
    sides = int(m.group(3))
    if n < 1 or sides < 1:
        return None
    if half:
        # one die halved, rounded up: 1d6 -> 1..3
        return (n + 1) // 2, (n * sides + 1) // 2
    return n, n * sides


def parse_range(text, lo, hi):
    """Return the list of results a range cell names (with repeats), or raise ValueError."""
    s = text.strip()
    if s == '-':
        return []
    out = []
    for part in s.split(','):
        part = part.strip()
        if not part:
            raise ValueError('empty item in %r' % text)
        m = re.fullmatch(r'(\d+)\s*\+', part)
        if m:
            a = int(m.group(1))
            if a < lo or a > hi:
                raise ValueError('%r: %d outside %d..%d' % (text, a, lo, hi))
            out.extend(range(a, hi + 1))
            continue
        m = re.fullmatch(r'(\d+)\s*-\s*(\d+)', part)
        if m:
            a, b = int(m.group(1)), int(m.group(2))
            if a > b:
                raise ValueError('%r: reversed range %d-%d' % (text, a, b))
            if a < lo or b > hi:
                raise ValueError('%r: outside %d..%d' % (text, lo, hi))
            out.extend(range(a, b + 1))
            continue
        if re.fullmatch(r'\d+', part):
            a = int(part)
            if a < lo or a > hi:
                raise ValueError('%r: %d outside %d..%d' % (text, a, lo, hi))
            out.append(a)
            continue
        raise ValueError('cannot read %r' % text)
    return out


def coverage_problems(results, lo, hi):
    """Describe missing and repeated results."""
    probs = []
    missing = [r for r in range(lo, hi + 1) if r not in results]
    repeated = sorted({r for r in results if results.count(r) > 1})
    if missing:
        probs.append('missing ' + ','.join(map(str, missing)))
    if repeated:
        probs.append('repeated ' + ','.join(map(str, repeated)))
    return probs


def check_file(path):
    problems = []

    def say(msg):
        problems.append('%s: %s' % (path, msg))

    try:
        root = ET.parse(path).getroot()
    except (ET.ParseError, OSError) as e:
        say('cannot read: %s' % e)
        return problems

    for table in root.iter('table'):
        tid = table.get('id', '?')
        columns = table.findall('column')
        rows = table.findall('row')
        dice = table.get('dice')
        cover = table.get('cover') == 'row'
        has_roll = any(r.get('roll') is not None for r in rows)
        has_range = any(c.get('type') == 'range' for c in columns)

        lim = None
        if dice is not None:
            lim = dice_results(dice)
            if lim is None:
                say('table %s: cannot read dice %r' % (tid, dice))
        elif cover or has_roll or has_range:
            say('table %s: has cover="row", roll= or range columns but no dice' % tid)

        if cover and not has_range:
            say('table %s: cover="row" but no range column' % tid)

        # cells per row
        ncols = len(columns)
        nrequired = ncols
        while nrequired > 0 and columns[nrequired - 1].get('optional') == 'true':
            nrequired -= 1
        seen_ids = set()
        for row in rows:
            rid = row.get('id', '?')
            if rid in seen_ids:
                say('table %s row %s: duplicate row id' % (tid, rid))
            seen_ids.add(rid)
            n = len(row.findall('c'))
            if n > ncols or n < nrequired:
                say('table %s row %s: %d cells for %d columns' % (tid, rid, n, ncols))

        if lim is None:
            continue
        lo, hi = lim

        # range cells: parse; cover="row": exact coverage per row
        for row in rows:
            rid = row.get('id', '?')
            cells = row.findall('c')
            results = []
            ok = True
            for col, cell in zip(columns, cells):
                if col.get('type') != 'range':
                    continue
                try:
                    results.extend(parse_range(cell.text or '', lo, hi))
                except ValueError as e:
                    say('table %s row %s column %s: %s' % (tid, rid, col.get('id'), e))
                    ok = False
            if cover and ok:
                for p in coverage_problems(results, lo, hi):
                    say('table %s row %s: %s (dice %s)' % (tid, rid, p, dice))

        # roll= rows: exact coverage over the table
        if has_roll:
            results = []
            ok = True
            for row in rows:
                rid = row.get('id', '?')
                roll = row.get('roll')
                if roll is None:
                    say('table %s row %s: no roll attribute' % (tid, rid))
                    ok = False
                    continue
                try:
                    got = parse_range(roll, lo, hi)
                except ValueError as e:
                    say('table %s row %s: roll %s' % (tid, rid, e))
                    ok = False
                    continue
                if not got:
                    say('table %s row %s: roll names no result' % (tid, rid))
                for r in got:
                    if r in results:
                        say('table %s row %s: roll %d already held by an earlier row' % (tid, rid, r))
                results.extend(got)
            if ok:
                missing = [r for r in range(lo, hi + 1) if r not in results]
                if missing:
                    say('table %s: no row holds roll %s (dice %s)'
                        % (tid, ','.join(map(str, missing)), dice))
    return problems


def main(argv):
    if len(argv) < 2:
        sys.stderr.write('usage: %s FILE.xml [FILE.xml ...]\n' % argv[0])
        return 2
    problems = []
    for path in argv[1:]:
        problems.extend(check_file(path))
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
