#!/usr/bin/env bash
# The browser build: built as WebAssembly (size within budget), served on
# 127.0.0.1, driven in headless Chromium through the menu into a game and
# screenshotted; any console error fails it.
set -euo pipefail
cd "$(dirname "$0")/.."
out=out/test
make -s web-build
raw=$(stat -c %s build/web/zombietable.wasm)
gz=$(gzip -9 -c build/web/zombietable.wasm | wc -c)
echo "wasm: $raw bytes raw, $gz bytes gzipped"
[ "$gz" -le $((6 * 1024 * 1024)) ] || { echo "over the 6 MB gzipped budget"; exit 1; }

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
(cd build/web && exec python3 -m http.server "$port" --bind 127.0.0.1) >"$out/web-server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null' EXIT
python3 - "$port" <<'PY'
import sys, time, urllib.request
for _ in range(100):
    try:
        urllib.request.urlopen("http://127.0.0.1:%s/" % sys.argv[1], timeout=1)
        break
    except OSError:
        time.sleep(0.1)
PY

games=$(echo '{"cmd":"games"}' | ./zombietable engine | python3 -c '
import json, sys
print(" ".join("%s:%d" % (g["id"], g["players"][0]) for g in json.load(sys.stdin)["games"]))')
shots=()
first=1
for g in $games; do
  id=${g%:*}; players=${g#*:}
  marks=("$id=zombietable: script done")
  script="new:$id,players:$players,seed:7,bots,start,wait:30,act:0,wait:20"
  if [ "$first" = 1 ]; then
    # The first run also shows the title screen before the script moves on.
    marks=("title=zombietable: scene title" "${marks[@]}")
    script="wait:200,$script"
    shots+=("$out/browser-title.png")
    first=0
  fi
  timeout 400 node build/smoke/web.mjs "http://127.0.0.1:$port/?script=$script" "$out" "${marks[@]}"
  shots+=("$out/browser-$id.png")
done
go run ./build/pngcheck "${shots[@]}"
