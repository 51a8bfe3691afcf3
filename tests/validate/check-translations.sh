#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails if a language in po/LINGUAS leaves a string of the program
# untranslated or fuzzy. The strings are extracted afresh from the sources
# listed in po/POTFILES.in, so a new string without a translation fails.
set -eu
podir=$1
srcdir=$(dirname "$podir")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Every file named in POTFILES.in must exist.
grep -v '^#' "$podir/POTFILES.in" | grep . > "$tmp/files"
while read -r f; do
  [ -f "$srcdir/$f" ] || { echo "POTFILES.in names a missing file: $f"; exit 1; }
done < "$tmp/files"

# GETTEXTDATADIRS: the ITS rules of the rule tables (data/its/), as po/meson.build gives them
(cd "$srcdir" && GETTEXTDATADIRS="$srcdir/data" xgettext --package-name=adjutant --from-code=UTF-8 --add-comments \
  --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
  --keyword=g_dcgettext:2 --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3 \
  --flag=N_:1:pass-c-format --flag=C_:2:pass-c-format --flag=NC_:2:pass-c-format \
  --flag=g_dngettext:2:pass-c-format --flag=g_strdup_printf:1:c-format \
  --flag=g_string_printf:2:c-format --flag=g_string_append_printf:2:c-format \
  --flag=g_error_new:3:c-format --flag=g_set_error:4:c-format \
  --files-from="$tmp/files" -o "$tmp/adjutant.pot")

# The rule tables' shown texts are in the catalogue (the ITS rules found them): a month, a
# step's title, a 1943 result, a side; and no table id or number is.
for text in January "Weather Phase" "Short Lull" "Communists" "Nationalist China"; do
  grep -qx "msgid \"$text\"" "$tmp/adjutant.pot" || { echo "not extracted from data/tables: $text"; exit 1; }
done
# xgettext 0.21 keeps an attribute's XML escapes in the msgid ("&amp;"), later versions do not:
# a shown table text with & < > or " would have a different msgid on each; write "and", ″.
if grep -n '^msgid .*&\(amp\|quot\|lt\|gt\);' "$tmp/adjutant.pot"; then
  echo "a table text with an XML escape: its msgid depends on the gettext version"; exit 1
fi
for text in monthly each-side "jan feb mar" 1943 -; do
  if grep -qx "msgid \"$text\"" "$tmp/adjutant.pot"; then echo "a table id or number is in the catalogue: $text"; exit 1; fi
done

status=0
for lang in $(grep -v '^#' "$podir/LINGUAS"); do
  msgmerge --quiet --no-fuzzy-matching -o "$tmp/$lang.po" "$podir/$lang.po" "$tmp/adjutant.pot"
  stats=$(LC_ALL=C msgfmt --statistics -o /dev/null "$tmp/$lang.po" 2>&1)
  echo "$lang: $stats"
  case "$stats" in
    *untranslated*|*fuzzy*)
      status=1
      msgattrib --untranslated --only-fuzzy "$tmp/$lang.po" 2>/dev/null | head -20 || true
      msgattrib --untranslated "$tmp/$lang.po" | grep '^msgid' | head -20 ;;
  esac
done
exit $status
