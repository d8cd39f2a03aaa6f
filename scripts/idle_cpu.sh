#!/usr/bin/env bash
# CPU used by the app while nothing moves, in percent of one core, read from
# /proc over SECONDS (default 20) under Xvfb. Extra arguments go to the app,
# e.g. a -script that stops at a table waiting for a person.
#   scripts/idle_cpu.sh 20
#   scripts/idle_cpu.sh 20 -script 'new:zombionion,players:2,seat:1:human,start'
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-20}
shift || true
go build -o out/zombietable-idle .
store=$(mktemp -d)
xvfb-run -a -s '-screen 0 1280x800x24' out/zombietable-idle -store "$store" -width 1280 -height 800 "$@" </dev/null >/dev/null 2>&1 &
sleep 6
pid=$(pgrep -n -f "out/zombietable-idle -store $store")
t1=$(awk '{print $14+$15}' "/proc/$pid/stat")
sleep "$secs"
t2=$(awk '{print $14+$15}' "/proc/$pid/stat")
kill "$pid"
wait || true
rm -rf "$store"
python3 -c "print('idle CPU over $secs s: %.1f%% of a core' % (100.0 * ($t2 - $t1) / $(getconf CLK_TCK) / $secs))"
