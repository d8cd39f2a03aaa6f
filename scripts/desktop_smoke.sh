#!/usr/bin/env bash
# The desktop app under Xvfb: the menu, then through the menu into a game,
# each screenshotted by the app itself and checked not blank.
set -euo pipefail
cd "$(dirname "$0")/.."
out=out/test
game=$(echo '{"cmd":"games"}' | ./zombietable engine | python3 -c '
import json, sys
g = json.load(sys.stdin)["games"][0]
print("%s %d" % (g["id"], g["players"][0]))')
read -r id players <<<"$game"
export ZOMBIETABLE_HOME=$(mktemp -d)
trap 'rm -rf "$ZOMBIETABLE_HOME"' EXIT
run() { timeout 180 xvfb-run -a -s '-screen 0 1280x800x24' ./zombietable -width 1280 -height 800 "$@" </dev/null; }
run -screenshot "$out/desktop-menu.png" -frames 30
run -screenshot "$out/desktop-table.png" -script "new:$id,players:$players,seed:7,bots,start,wait:30,act:0,wait:30"
go run ./build/pngcheck "$out"/desktop-menu.png "$out"/desktop-table.png
