#!/usr/bin/env bash
# Remote play in the browser: zombietable serve (an embedded store in a
# temporary folder) serves the browser build; a table of Zombie Tsunami is
# made for two people and a bot; two headless Chromium tabs open the seats'
# links and play the table to its end (build/smoke/remote.mjs), each
# screenshotted at the same moment mid-game and at the end.
# Needs build/web/zombietable.wasm.gz (make web-build) and ./zombietable.
set -euo pipefail
cd "$(dirname "$0")/.."
out=out/test
mkdir -p "$out"
data=$(mktemp -d)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
./zombietable serve -addr "127.0.0.1:$port" -data "$data" -web build/web >"$out/remote-server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$data"' EXIT
for _ in $(seq 100); do
  curl -sf "http://127.0.0.1:$port/api/tables/222222" >/dev/null 2>&1 && break
  curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/api/tables/222222" 2>/dev/null | grep -q 404 && break
  sleep 0.1
done
links=$(curl -sf -X POST -H 'Content-Type: application/json' \
  -d '{"game":"tsunami","seats":[{"name":"Ann"},{"name":"Bob"},{"name":"Rick","bot":"easy"}],"lang":"en"}' \
  "http://127.0.0.1:$port/api/tables" |
  python3 -c 'import json, sys; print(" ".join(s["link"] for s in json.load(sys.stdin)["seats"] if s.get("link")))')
timeout 700 node build/smoke/remote.mjs "$out" $links
# A phone joins by scanning: a third tab hosts a table through the menu,
# and the links screen's QR code, read from a screenshot by jsQR, is the
# link of the seat it names (the title's and the host page's buttons are
# clicked where they are drawn at 1280 × 800).
timeout 300 node build/smoke/qr.mjs \
  "http://127.0.0.1:$port/?script=click:430:676,wait:15,click:640:376,wait:15,players:3,name:0:Ann,seat:1:human,name:1:Bob,seat:2:bot:easy,start,wait:90" \
  "$out" links
