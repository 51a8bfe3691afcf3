#!/bin/sh
# G_DEBUG=fatal-warnings makes flatpak-builder fail on unknown manifest keys.
# It creates .flatpak-builder/ in the working folder: use a temporary one.
set -eu
builder=$1
manifest=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cd "$dir"
G_DEBUG=fatal-warnings "$builder" --show-manifest "$manifest" >/dev/null
