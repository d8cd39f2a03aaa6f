#!/usr/bin/env bash
# Long runs kept out of make test: 100,000 random games per engine through the
# arena (every one must end, and no bot may be refused a move), and each fuzz
# target for a while, and the server's whole games, crashes and cluster
# failover twenty times over (each failover's stall reported), a table of
# people beside 30 tables of busy bots, and the server under slow readers
# (its RSS reported and held under 256 MB) and a second process on its
# store. FUZZTIME sets the fuzzing's time (default 60s each).
set -euo pipefail
cd "$(dirname "$0")/.."
go build -o zombietable .
games=$(echo '{"cmd":"games"}' | ./zombietable engine | python3 -c '
import json, sys
print(" ".join("%s:%d:%d" % (g["id"], g["players"][0], g["players"][1]) for g in json.load(sys.stdin)["games"]))')
for g in $games; do
  IFS=: read -r id lo hi <<<"$g"
  for players in $(seq "$lo" "$hi"); do
    echo "== $id, $players players: 100000 random games"
    ./zombietable sim -game "$id" -players "$players" -bots random -games 100000 -seed 1
  done
done
echo "== server: 20 rounds of whole games of each game, SIGKILLed processes and a lost cluster leader"
go test -count=20 -timeout 60m -v -run 'TestPlayEveryGame|TestRestartAfterKill|TestClusterLosesItsLeader' ./server/ |
  grep -E '^(--- |ok|FAIL|panic)|stall after'
echo "== server: a table of people beside 30 tables of six expensive bots (act to update, p50/p99)"
go test -run '^$' -bench BenchmarkNeighbourUnderBots -benchtime 300x -timeout 30m ./server/
echo "== server: 256 slow readers from one address against a real process (RSS), two processes on one store"
go test -tags soak -count=1 -v -timeout 30m -run 'TestSoak' ./server/ | grep -v '^=== '
for pkg in $(go list ./...); do
  for target in $(go test -list '^Fuzz' "$pkg" 2>/dev/null | grep '^Fuzz' || true); do
    echo "== fuzz $pkg $target"
    go test -run '^$' -fuzz "^$target\$" -fuzztime "${FUZZTIME:-60s}" "$pkg"
  done
done
