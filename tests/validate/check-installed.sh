#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the build into a scratch folder and checks what a desktop finds
# there: the desktop file (valid, D-Bus activatable, its actions), the D-Bus
# service that starts the installed program, the application icon (scalable
# and symbolic, named after the application id), the metainfo and the schema.
set -eu
meson=$1
build=$2
app_id=$3
bindir=$4
datadir=$5
dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT
status=0
fail () { echo "FAIL: $*"; status=1; }
have () { command -v "$1" >/dev/null 2>&1; }

"$meson" install -C "$build" --no-rebuild --destdir "$dest" >/dev/null
share=$dest$datadir
for f in "$dest$bindir/adjutant" \
         "$share/applications/$app_id.desktop" \
         "$share/dbus-1/services/$app_id.service" \
         "$share/metainfo/$app_id.metainfo.xml" \
         "$share/glib-2.0/schemas/$app_id.gschema.xml" \
         "$share/icons/hicolor/scalable/apps/$app_id.svg" \
         "$share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg"; do
  [ -f "$f" ] || fail "not installed: ${f#"$dest"}"
done
[ $status -eq 0 ] || exit $status

# Desktop file
desktop=$share/applications/$app_id.desktop
key () { sed -n "/^\[Desktop Entry\]/,/^\[/s/^$1=//p" "$desktop"; }
if have desktop-file-validate; then desktop-file-validate "$desktop" || fail "desktop-file-validate"; fi
[ "$(key DBusActivatable)" = true ] || fail "the desktop file is not DBusActivatable"
[ "$(key Icon)" = "$app_id" ] || fail "the desktop file's icon is not $app_id"
for action in $(key Actions | tr ';' ' '); do
  sed -n "/^\[Desktop Action $action\]/,/^\[/p" "$desktop" | grep -q '^Exec=adjutant ' \
    || fail "desktop action $action has no Exec line"
done

# D-Bus service: the name the desktop file activates, the program installed
service=$share/dbus-1/services/$app_id.service
[ "$(sed -n 's/^Name=//p' "$service")" = "$app_id" ] || fail "the D-Bus service is not named $app_id"
[ "$(sed -n 's/^Exec=//p' "$service")" = "$bindir/adjutant --gapplication-service" ] \
  || fail "the D-Bus service does not start $bindir/adjutant --gapplication-service"

# Icons: SVG, square; the symbolic one 16 by 16
if have xmllint; then
  for icon in "$share/icons/hicolor/scalable/apps/$app_id.svg" \
              "$share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg"; do
    xmllint --noout "$icon" || { fail "${icon##*/} is not well-formed"; continue; }
    [ "$(xmllint --xpath 'local-name(/*)' "$icon")" = svg ] || fail "${icon##*/} is not an SVG"
    w=$(xmllint --xpath 'string(/*/@width)' "$icon")
    h=$(xmllint --xpath 'string(/*/@height)' "$icon")
    [ -n "$w" ] && [ "$w" = "$h" ] || fail "${icon##*/} is not square (${w}x$h)"
    case $icon in
      *-symbolic.svg) [ "$w" = 16 ] || fail "${icon##*/} is ${w}x$h, not 16x16" ;;
      *) [ "${w%px}" -ge 128 ] 2>/dev/null || fail "${icon##*/} is smaller than 128x128 (${w}x$h)" ;;
    esac
  done
  # Metainfo and schema name the same application
  [ "$(xmllint --xpath 'string(/component/id)' "$share/metainfo/$app_id.metainfo.xml")" = "$app_id" ] \
    || fail "the installed metainfo is not $app_id's"
  [ "$(xmllint --xpath 'string(/schemalist/schema/@id)' "$share/glib-2.0/schemas/$app_id.gschema.xml")" = "$app_id" ] \
    || fail "the installed schema is not $app_id"
fi
glib-compile-schemas --strict --dry-run "$share/glib-2.0/schemas" || fail "the installed schema does not compile"
exit $status
