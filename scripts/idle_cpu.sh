#!/usr/bin/env bash
# CPU used by the app while nothing moves, in percent of one core, read from
# /proc over SECONDS (default 20) under Xvfb, for the app and for the X server
# that shows it (presenting frames costs there too). RUNS (default 1) repeats
# the measurement; BIN runs a binary already built instead of building this
# tree. Extra arguments go to the app, e.g. a -script that stops at a table
# waiting for a person.
#   scripts/idle_cpu.sh 20
#   RUNS=5 scripts/idle_cpu.sh 20 -script 'new:zombionion,players:2,seed:7,start'
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-20}
shift || true
runs=${RUNS:-1}
bin=${BIN:-}
if [ -z "$bin" ]; then
  mkdir -p out
  go build -o out/zombietable-idle .
  bin=out/zombietable-idle
fi
ticks() { awk '{print $14+$15}' "/proc/$1/stat"; }
for ((run = 1; run <= runs; run++)); do
  store=$(mktemp -d)
  xvfb-run -a -s '-screen 0 1280x800x24' "$bin" -store "$store" -width 1280 -height 800 "$@" </dev/null >"$store.log" 2>&1 &
  runner=$!
  pid=""
  for _ in $(seq 100); do
    pid=$(pgrep -n -f -- "^$bin -store $store" || true)
    [ -n "$pid" ] && break
    sleep 0.1
  done
  [ -n "$pid" ] || { echo "the app did not start:"; cat "$store.log"; exit 1; }
  display=$(tr '\0' '\n' <"/proc/$pid/environ" | sed -n 's/^DISPLAY=//p')
  xpid=$(pgrep -n -f -- "^Xvfb $display " || true)
  # Let the app start, run its script and settle.
  sleep 6
  a1=$(ticks "$pid"); x1=$(ticks "$xpid")
  sleep "$secs"
  a2=$(ticks "$pid"); x2=$(ticks "$xpid")
  kill "$pid"
  wait "$runner" || true
  rm -rf "$store" "$store.log"
  python3 -c "
hz, s = $(getconf CLK_TCK), $secs
print('idle CPU over %d s: %.2f%% of a core (app), %.2f%% (X server)' % (s, 100.0 * ($a2 - $a1) / hz / s, 100.0 * ($x2 - $x1) / hz / s))"
done
