#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The real program as a desktop and a shell start it.
#
#   command-line.sh options BUILD APP_ID VERSION
#     --version and --help work without a display or a session bus and say
#     what they should; an unknown option is an error.
#   command-line.sh dbus BUILD APP_ID VERSION    (needs a display)
#     On a private session bus whose only service is the built D-Bus service
#     file and desktop file: `gapplication` starts Adjutant by D-Bus activation, without a
#     window; `adjutant --new-game` reaches that running Adjutant, which shows
#     its window and starts a new game (and saves it); `gapplication action
#     ... open` shows the file chooser; `gapplication action ... quit` ends it.
set -eu
mode=$1
build=$2
app_id=$3
version=$4
exe=$build/src/adjutant
fail () { echo "FAIL: $*"; exit 1; }

# Polls for a condition (a command) up to 20 s.
wait_for () {
  i=0
  while ! "$@" >/dev/null 2>&1; do
    i=$((i + 1))
    [ $i -le 200 ] || return 1
    sleep 0.1
  done
}

case $mode in
options)
  out=$(env -u DISPLAY -u WAYLAND_DISPLAY DBUS_SESSION_BUS_ADDRESS=disabled: "$exe" --version) \
    || fail "--version exits with $?"
  [ "$out" = "Adjutant $version" ] || fail "--version prints '$out', not 'Adjutant $version'"

  help=$(env -u DISPLAY -u WAYLAND_DISPLAY DBUS_SESSION_BUS_ADDRESS=disabled: "$exe" --help) \
    || fail "--help exits with $?"
  for want in "[FILE…]" "--version" "Show the version and quit" "--new-game" "Start a new game" \
              "--open" "Choose a saved game to open" "Adjutant keeps the bookkeeping" \
              "Adjutant holds one game at a time" "gapplication action $app_id ACTION"; do
    case $help in *"$want"*) ;; *) echo "$help"; fail "--help does not say '$want'" ;; esac
  done

  if err=$("$exe" --no-such-option 2>&1 >/dev/null); then fail "an unknown option is accepted"; fi
  case $err in *--no-such-option*) ;; *) fail "an unknown option gives: $err" ;; esac
  echo "--version, --help and a wrong option: as they should be"
  ;;

dbus)
  for tool in dbus-run-session dbus-daemon gapplication gdbus xdotool; do
    command -v $tool >/dev/null 2>&1 || { echo "no $tool: skipping"; exit 77; }
  done
  [ -n "${DISPLAY:-}" ] || { echo "no display: skipping"; exit 77; }

  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  service=$build/data/$app_id.service
  [ "$(sed -n 's/^Name=//p' "$service")" = "$app_id" ] || fail "$service does not name $app_id"
  grep -q '^Exec=.*/adjutant --gapplication-service$' "$service" || fail "$service does not start adjutant as a service"
  # The built service file, starting the program in the build tree.
  mkdir "$tmp/services"
  sed "s|^Exec=.*/adjutant |Exec=$exe |" "$service" > "$tmp/services/$app_id.service"
  cat > "$tmp/session.conf" <<EOF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-BUS Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=$tmp</listen>
  <servicedir>$tmp/services</servicedir>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
EOF
  # gapplication finds the application through its desktop file (the built
  # one), which must say DBusActivatable=true and whose program must be on PATH.
  mkdir -p "$tmp/share/applications"
  cp "$build/data/$app_id.desktop" "$tmp/share/applications/"
  for d in data config cache state; do mkdir "$tmp/$d"; done
  export XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config" XDG_CACHE_HOME="$tmp/cache" \
         XDG_STATE_HOME="$tmp/state" GIO_USE_VFS=local \
         XDG_DATA_DIRS="$tmp/share:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}" \
         PATH="$build/src:$PATH"
  # Under the asan test setup: GTK 4.8's file chooser (Debian 12), shown by the open action,
  # drops a GFileInfo that a GIO worker thread queried (40 bytes and its attributes, every
  # run; none without the open action). No frame of that stack has a symbol but GObject's and
  # GIO's own, so only this program, which D-Bus starts here and nothing else, gets GIO's
  # library named in its leak suppressions (tests/lsan.supp stays as it is for every other).
  case ${LSAN_OPTIONS:-} in
  *suppressions=*)
    supp=${LSAN_OPTIONS#*suppressions=}
    supp=${supp%%:*}
    if dpkg-query -W -f='${Version}' libgtk-4-1 2>/dev/null | grep -q '^4\.8\.'; then
      { cat "$supp"; echo "leak:libgio-2.0.so"; } > "$tmp/lsan.supp"
      export LSAN_OPTIONS="suppressions=$tmp/lsan.supp${LSAN_OPTIONS#*suppressions=$supp}"
    fi
    ;;
  esac
  # not exec: the shell stays to remove $tmp when the session ends
  status=0
  dbus-run-session --config-file="$tmp/session.conf" -- "$0" dbus-session "$build" "$app_id" "$version" || status=$?
  exit $status
  ;;

dbus-session)
  saved=$XDG_DATA_HOME/adjutant/game.adjutant
  running () { gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
                 --method org.freedesktop.DBus.NameHasOwner "$app_id" | grep -q true; }
  window () { xdotool search --onlyvisible --name "^$1\$"; }

  # the desktop file's actions, as gapplication and desktops read them
  actions=$(gapplication list-actions "$app_id") || fail "gapplication does not find $app_id"
  for a in new-game open; do
    printf '%s\n' "$actions" | grep -qx "$a" || fail "the desktop file has no action $a (has: $actions)"
  done
  # the running program's: asking for them starts it through the D-Bus service file
  path=/$(printf '%s' "$app_id" | tr . /)
  actions=$(gdbus call --session --dest "$app_id" --object-path "$path" --method org.gtk.Actions.List) \
    || fail "D-Bus activation did not start $app_id"
  for a in new-game open quit; do
    case $actions in *"'$a'"*) ;; *) fail "no application action $a (has: $actions)" ;; esac
  done
  running || fail "D-Bus activation did not start Adjutant"
  ! window Adjutant || fail "started as a D-Bus service, Adjutant showed a window"
  [ ! -e "$saved" ] || fail "a game was saved before anything happened"

  "$exe" --new-game || fail "adjutant --new-game exits with $?"
  wait_for window Adjutant || fail "adjutant --new-game did not show the running Adjutant's window"
  wait_for test -f "$saved" || fail "adjutant --new-game did not start (and save) a new game"

  gapplication action "$app_id" open || fail "gapplication action open failed"
  wait_for window "Open Game" || fail "gapplication action open did not show the file chooser"
  # closed as a player closes it (Escape) before the quit (this does not stop GTK 4.8's
  # chooser leak above: that comes with showing the chooser at all)
  xdotool key Escape >/dev/null 2>&1 || true
  wait_for sh -c "! xdotool search --onlyvisible --name '^Open Game\$'" \
    || fail "Escape did not close the file chooser"

  gapplication action "$app_id" quit || fail "gapplication action quit failed"
  wait_for sh -c "! gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
                    --method org.freedesktop.DBus.NameHasOwner $app_id | grep -q true" \
    || fail "gapplication action quit did not end Adjutant"
  echo "D-Bus activation, --new-game, the open and quit actions: as they should be"
  ;;
esac
