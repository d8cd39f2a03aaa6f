#!/usr/bin/env bash
# The desktop app under Xvfb: the title screen, then through the menu into a
# game of every registered game, each screenshotted by the app itself and
# checked not blank.
set -euo pipefail
cd "$(dirname "$0")/.."
out=out/test
games=$(echo '{"cmd":"games"}' | ./zombietable engine | python3 -c '
import json, sys
print(" ".join("%s:%d" % (g["id"], g["players"][0]) for g in json.load(sys.stdin)["games"]))')
export ZOMBIETABLE_HOME=$(mktemp -d)
trap 'rm -rf "$ZOMBIETABLE_HOME"' EXIT
run() { timeout 300 xvfb-run -a -s '-screen 0 1280x800x24' ./zombietable -width 1280 -height 800 "$@" </dev/null; }
run -screenshot "$out/desktop-title.png" -frames 30
# A script that quits still writes the screenshot asked for.
rm -f "$out/desktop-quit.png"
run -screenshot "$out/desktop-quit.png" -script 'resume,quit'
shots=("$out/desktop-title.png" "$out/desktop-quit.png")
for g in $games; do
  id=${g%:*}; players=${g#*:}
  run -screenshot "$out/desktop-$id.png" -script "new:$id,players:$players,seed:7,bots,start,wait:30,act:0,wait:30"
  shots+=("$out/desktop-$id.png")
done
go run ./build/pngcheck "${shots[@]}"
