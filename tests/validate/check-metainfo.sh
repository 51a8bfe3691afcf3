#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The metainfo as software centres read it:
# - `appstreamcli validate --no-net --pedantic` finds nothing but the upper-case
#   letter in the id (reverse DNS with the project's name, as GNOME's ids are:
#   pedantic only, and an id never changes). AppStream before 1.0 does not know
#   <developer id>, which 1.0 asks for instead of <developer_name>: with it the
#   old validator's "unknown-tag developer" is expected.
# - What the validator does not check: the summary fits in 35 characters, the
#   newest release is this version, every image in data/screenshots/ is listed
#   once with a caption, and the default screenshot is first and light.
set -eu
metainfo=$1
app_id=$2
version=$3
shots=$4
status=0
fail () { echo "FAIL: $*"; status=1; }

out=$(appstreamcli validate --no-net --pedantic "$metainfo" 2>&1) || { echo "$out"; exit 1; }
echo "$out"
as_version=$(appstreamcli --version | sed -n 's/^AppStream version: //p')
left=$(printf '%s\n' "$out" | grep -E '^[EWIP]: ' \
  | grep -v -E "^P: $app_id:[0-9~]+: cid-contains-uppercase-letter( |$)" || true)
case "$as_version" in
  0.*) left=$(printf '%s\n' "$left" | grep -v -E "^I: $app_id:[0-9~]+: unknown-tag developer$" || true) ;;
esac
[ -z "$left" ] || fail "appstreamcli $as_version reports:
$left"

xpath () { xmllint --xpath "$1" "$metainfo"; }

[ "$(xpath 'string(/component/id)')" = "$app_id" ] || fail "the id is not $app_id"
[ "$(xpath 'string(/component/launchable[@type="desktop-id"])')" = "$app_id.desktop" ] \
  || fail "the launchable is not $app_id.desktop"

summary=$(xpath 'string(/component/summary[not(@xml:lang)])')
n=$(printf '%s' "$summary" | wc -m)
[ "$n" -le 35 ] || fail "the summary has $n characters (at most 35): $summary"

newest=$(xpath 'string(/component/releases/release[1]/@version)')
[ "$newest" = "$version" ] || fail "the newest release is $newest; the project is $version"
[ "$(xpath 'count(/component/releases/release[1]/description/p)')" -gt 0 ] \
  || fail "release $newest has no notes"

n=$(xpath 'count(/component/screenshots/screenshot)')
[ "$n" -gt 0 ] || fail "no screenshots"
[ "$(xpath 'string(/component/screenshots/screenshot[1]/@type)')" = default ] \
  || fail "the first screenshot is not the default one"
[ "$(xpath 'count(/component/screenshots/screenshot[@type="default"])')" = 1 ] \
  || fail "not exactly one default screenshot"
listed=""
i=1
while [ "$i" -le "$n" ]; do
  image=$(xpath "string(/component/screenshots/screenshot[$i]/image)")
  name=${image##*/}
  [ -f "$shots/$name" ] || fail "screenshot $i, $name, is not in $shots"
  [ -n "$(xpath "string(/component/screenshots/screenshot[$i]/caption[not(@xml:lang)])")" ] \
    || fail "screenshot $name has no caption"
  case " $listed " in *" $name "*) fail "$name is listed twice" ;; esac
  listed="$listed $name"
  i=$((i + 1))
done
for f in "$shots"/*.png; do
  case " $listed " in *" ${f##*/} "*) ;; *) fail "${f##*/} is not listed in the metainfo" ;; esac
done

# Light style: the default screenshot is mostly light (ImageMagick, where installed).
default=$(xpath 'string(/component/screenshots/screenshot[1]/image)')
if command -v identify >/dev/null 2>&1; then
  mean=$(identify -format '%[fx:mean]' "$shots/${default##*/}")
  awk -v m="$mean" 'BEGIN { exit !(m > 0.6) }' \
    || fail "the default screenshot looks dark (mean brightness $mean): show the light style"
fi
exit $status
