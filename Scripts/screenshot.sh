#!/usr/bin/env bash
# Renders the visual preview of each spec to a PNG with a locally installed Chromium, for
# pull-request reviews: SPEC.form.yaml → DIR/SPEC.form.png, the whole page, WIDTH CSS pixels wide.
#
# usage: Scripts/screenshot.sh [--width WIDTH] [--out DIR] SPEC...
#   --width WIDTH  the viewport's width (default 1024: light and dark side by side; 390: an iPhone's,
#                  one above the other)
#   --out DIR      where the PNGs go (default: the current directory)
# Needs Chromium (chromium, chromium-headless-shell, chromium-browser or google-chrome on PATH; Debian:
# apt-get install chromium or chromium-headless-shell; or CHROMIUM=PATH), Python 3 with websocket-client
# (pip install websocket-client), and formspec (FORMSPEC=PATH, else on PATH, else .build/debug).
# A spec with errors is drawn too, its diagnostics marked; the script then exits 1.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
width=1024
out=.
while (($#)); do
    case "$1" in
        --width) [[ $# -ge 2 && $2 =~ ^[1-9][0-9]*$ ]] || { echo "screenshot.sh: --width takes a number" >&2; exit 2; }; width=$2; shift 2 ;;
        --out) [[ $# -ge 2 ]] || { echo "screenshot.sh: --out takes a directory" >&2; exit 2; }; out=$2; shift 2 ;;
        -h | --help) sed -n '2,12s/^# \{0,1\}//p' "$0"; exit 0 ;;
        -*) echo "screenshot.sh: unknown option $1" >&2; exit 2 ;;
        *) break ;;
    esac
done
(($#)) || { sed -n '2,12s/^# \{0,1\}//p' "$0" >&2; exit 2; }
formspec=${FORMSPEC:-$(command -v formspec || echo "$root/.build/debug/formspec")}
[[ -x $formspec ]] || { echo "screenshot.sh: no formspec at $formspec: build it (swift build) or set FORMSPEC" >&2; exit 2; }
# The names page_renderer.py looks for (CHROMIUM_NAMES), in its order; found here, to say so first.
if [[ -z ${CHROMIUM:-} ]]; then
    for name in chromium chromium-headless-shell chromium-browser google-chrome google-chrome-stable; do
        if command -v "$name" >/dev/null; then CHROMIUM=$(command -v "$name"); break; fi
    done
fi
[[ -n ${CHROMIUM:-} ]] || { echo "screenshot.sh: no Chromium found (chromium, chromium-headless-shell, chromium-browser, google-chrome): install one (Debian: apt-get install chromium) or set CHROMIUM" >&2; exit 2; }
export CHROMIUM
mkdir -p "$out"
page=$(mktemp --suffix=.html)
trap 'rm -f "$page"' EXIT
status=0
for spec in "$@"; do
    name=$(basename "$spec"); name=${name%.yaml}; name=${name%.yml}
    # preview exits 1 on a spec with errors but still prints its page; nothing printed: not a form.
    "$formspec" preview --format html "$spec" >"$page" || status=1
    if [[ ! -s $page ]]; then echo "screenshot.sh: $spec has no page (see its diagnostics)" >&2; status=1; continue; fi
    python3 "$root/Scripts/page_renderer.py" "$page" "$out/$name.png" --width "$width"
    echo "$out/$name.png"
done
exit $status
