#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Text contrast of Adjutant's own stylesheet, in light, dark and high contrast.

usage: check-contrast.py STYLE.CSS STYLE-HC.CSS

Every rule of ui/style.css that sets a text colour or dims text with opacity
is a foreground; it is drawn on its own background-color when it sets one,
else on the window and on a card (the worse of the two counts). The named
colours are libadwaita's (the same in 1.2 and 1.10 for these); style-hc.css
is applied on top for high contrast. WCAG 2 contrast ratio, at least 4.5:1
for every text, large or not. Known failures in rules another branch owns
are listed below and printed as skipped.
"""

import re
import sys

MIN_RATIO = 4.5

# the GNOME palette, the same in every style
GNOME = {
    "blue_3": "#3584e4", "green_3": "#33d17a", "yellow_3": "#f6d32d", "orange_3": "#ff7800",
    "red_3": "#e01b24", "purple_3": "#9141ac", "brown_3": "#986a44",
    "light_1": "#ffffff", "light_3": "#deddda", "dark_1": "#77767b", "dark_3": "#3d3846",
    "dark_4": "#241f31", "dark_5": "#000000",
}
# libadwaita's named colours (defaults of libadwaita 1.2 to 1.10)
PALETTES = {
    "light": {
        "window_bg_color": "#fafafa", "window_fg_color": "rgba(0,0,0,0.8)",
        "view_bg_color": "#ffffff", "view_fg_color": "rgba(0,0,0,0.8)",
        "card_bg_color": "#ffffff",
        "accent_color": "#1c71d8", "accent_bg_color": "#3584e4", "accent_fg_color": "#ffffff",
        "error_color": "#c01c28", "error_bg_color": "#e01b24", "error_fg_color": "#ffffff",
        "success_color": "#1b8553", "warning_color": "#9c6e03",
    },
    "dark": {
        "window_bg_color": "#242424", "window_fg_color": "#ffffff",
        "view_bg_color": "#1e1e1e", "view_fg_color": "#ffffff",
        "card_bg_color": "rgba(255,255,255,0.08)",
        "accent_color": "#78aeed", "accent_bg_color": "#3584e4", "accent_fg_color": "#ffffff",
        "error_color": "#ff7b63", "error_bg_color": "#c01c28", "error_fg_color": "#ffffff",
        "success_color": "#8ff0a4", "warning_color": "#f8e45c",
    },
}
# libadwaita's high contrast keeps these colours and strengthens outlines;
# what changes is ours (style-hc.css)
VARIANTS = [("light", "light", False), ("dark", "dark", False),
            ("high contrast", "light", True), ("high contrast dark", "dark", True)]

# Rules that fail today and that another branch is changing: emptied by the
# lead once merged. (selector, variant or "*", branch)
KNOWN = [
    # known: fixed by the <aid> branch
]

# Colour probes for drawn widgets (adj_compat_add_color_probes): map and
# chart colours, not text.
PROBE = re.compile(r"^\.[a-z_]+_color$")


def parse(text):
    """[(selectors, {prop: value})] and {name: expr} of @define-color."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    defines = dict(re.findall(r"@define-color\s+([\w-]+)\s+([^;]+);", text))
    text = re.sub(r"@define-color[^;]+;", "", text)
    rules = []
    for sel, body in re.findall(r"([^{}]+)\{([^{}]*)\}", text):
        decls = {}
        for d in body.split(";"):
            if ":" in d:
                k, v = d.split(":", 1)
                decls[k.strip()] = v.strip()
        rules.append(([s.strip() for s in sel.split(",")], decls))
    return rules, defines


def split_args(s):
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
            continue
        depth += ch == "("
        depth -= ch == ")"
        cur += ch
    out.append(cur.strip())
    return out


def blend(fg, bg):
    a = fg[3]
    return (fg[0] * a + bg[0] * (1 - a), fg[1] * a + bg[1] * (1 - a), fg[2] * a + bg[2] * (1 - a), 1.0)


def colour(expr, names, current):
    """(r, g, b, a) in 0..1 of a GTK CSS colour expression."""
    e = expr.strip()
    if e.startswith("@"):
        return colour(names[e[1:]], names, current)
    if e == "currentColor":
        return current
    if e.startswith("#"):
        h = e[1:]
        if len(h) == 3:
            h = "".join(c * 2 for c in h)
        return (int(h[0:2], 16) / 255, int(h[2:4], 16) / 255, int(h[4:6], 16) / 255, 1.0)
    m = re.match(r"(\w+)\((.*)\)$", e, re.S)
    if not m:
        raise ValueError("cannot read colour " + expr)
    fn, args = m.group(1), split_args(m.group(2))
    if fn in ("rgb", "rgba"):
        v = [float(x) for x in args]
        return (v[0] / 255, v[1] / 255, v[2] / 255, v[3] if len(v) > 3 else 1.0)
    if fn == "alpha":
        c = colour(args[0], names, current)
        return (c[0], c[1], c[2], c[3] * float(args[1]))
    if fn == "mix":
        a, b, t = colour(args[0], names, current), colour(args[1], names, current), float(args[2])
        return tuple(a[i] * (1 - t) + b[i] * t for i in range(4))
    if fn in ("shade", "lighter", "darker"):
        return colour(args[0], names, current)
    raise ValueError("cannot read colour " + expr)


def luminance(c):
    def lin(v):
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])


def ratio(fg, bg):
    la, lb = luminance(fg), luminance(bg)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def text_rules(rules):
    """Rules that colour or dim text, by selector (later rules win)."""
    out = {}
    for sels, decls in rules:
        for s in sels:
            if PROBE.match(s):
                continue
            keep = {k: v for k, v in decls.items() if k in ("color", "opacity", "background-color")}
            if "color" in keep or "opacity" in keep:
                out.setdefault(s, {}).update(keep)
            elif s in out and "background-color" in keep:
                out[s].update(keep)
    return out


def main():
    style, style_hc = sys.argv[1], sys.argv[2]
    rules, defines = parse(open(style, encoding="utf-8").read())
    hc_rules, hc_defines = parse(open(style_hc, encoding="utf-8").read())
    base = text_rules(rules)
    # libadwaita dims .dim-label to 0.55 unless style.css says otherwise
    base.setdefault(".dim-label", {"opacity": "0.55"})
    failures = skipped = checked = 0
    for variant, palette, hc in VARIANTS:
        names = dict(GNOME)
        names.update(PALETTES[palette])
        names.update(defines)
        sheet = {k: dict(v) for k, v in base.items()}
        if hc:
            names.update(hc_defines)
            for s, d in text_rules(hc_rules).items():
                sheet.setdefault(s, {}).update(d)
        window = colour("@window_bg_color", names, None)
        fg_default = colour("@window_fg_color", names, None)
        card = blend(colour("@card_bg_color", names, None), window)
        for sel, decls in sheet.items():
            # projector content sits on the projector window's black
            projector = sel.startswith("window.projector") or "projector" in sel.split()[0]
            grounds = [(0, 0, 0, 1.0)] if projector else [window, card]
            current = (1, 1, 1, 1.0) if projector else fg_default
            worst = None
            for ground in grounds:
                bg = ground
                if "background-color" in decls:
                    bg = blend(colour(decls["background-color"], names, current), ground)
                fg = colour(decls.get("color", "currentColor"), names, current)
                fg = (fg[0], fg[1], fg[2], fg[3] * float(decls.get("opacity", "1")))
                r = ratio(blend(fg, bg), bg)
                worst = r if worst is None else min(worst, r)
            checked += 1
            if worst >= MIN_RATIO:
                continue
            known = [k for k in KNOWN if k[0] == sel and k[1] in ("*", variant)]
            line = f"{sel} in {variant}: {worst:.2f}:1, below {MIN_RATIO}:1"
            if known:
                print(f"# known, skipped (fixed by the {known[0][2]} branch): {line}")
                skipped += 1
            else:
                print(f"not ok: {line}")
                failures += 1
    print(f"# {checked} text colours checked, {skipped} known failures skipped")
    print(f"{checked - failures - skipped} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
