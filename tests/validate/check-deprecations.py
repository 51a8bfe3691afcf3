#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Proves that the build flags turn a deprecated call into a warning.

Compiles two small files with the exact command meson uses for
src/adj-window.c (its -D version guards, include paths and warnings) plus
-Werror: one that calls only current API must compile; one that calls API
deprecated on the stack being built against (on the current stack GTK's
gtk_widget_show and libadwaita's AdwMessageDialog, which a guard fixed at
Debian 12's versions would let through; on Debian 12 GLib's g_memdup) must
fail with a deprecation message. Usage: check-deprecations.py BUILD_DIR
"""
import json
import os
import shlex
import subprocess
import sys
import tempfile

PROBE = r'''
#include <adwaita.h>
void probe (void);
void probe (void)
{
  GtkWidget *w = gtk_label_new ("x");
  g_object_ref_sink (w);
  g_object_unref (w);
%s
}
'''
DEPRECATED = r'''
#if GTK_CHECK_VERSION (4, 10, 0) && ADW_CHECK_VERSION (1, 6, 0)
  gtk_widget_show (w);                                  /* deprecated in GTK 4.10 */
  g_object_unref (adw_message_dialog_new (NULL, "", NULL)); /* in libadwaita 1.6 */
#else
  g_free (g_memdup ("x", 1));                           /* in GLib 2.68 */
#endif
'''


def main():
    build = os.path.abspath(sys.argv[1])
    with open(os.path.join(build, 'compile_commands.json')) as f:
        entries = json.load(f)
    entry = next(e for e in entries if e['file'].endswith('src/adj-window.c'))
    args = shlex.split(entry['command'])
    # drop the output, dependency and input arguments; keep flags
    keep, skip = [], 0
    for a in args:
        if skip:
            skip -= 1
            continue
        if a in ('-o', '-MF', '-MQ', '-c'):
            skip = 1
            continue
        if a in ('-MD',) or a.endswith('adj-window.c'):
            continue
        keep.append(a)
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, body, should_compile in (('current', '', True), ('deprecated', DEPRECATED, False)):
            src = os.path.join(tmp, name + '.c')
            with open(src, 'w') as f:
                f.write(PROBE % body)
            cmd = keep + ['-Werror', '-c', src, '-o', os.path.join(tmp, name + '.o')]
            r = subprocess.run(cmd, cwd=entry['directory'], capture_output=True, text=True)
            ok = (r.returncode == 0) == should_compile
            if not should_compile and 'deprecated' not in r.stderr:
                ok = False
            print(('ok' if ok else 'FAIL'), name, 'compiles' if r.returncode == 0 else 'fails')
            if not ok:
                print(r.stderr, file=sys.stderr)
                failures += 1
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
