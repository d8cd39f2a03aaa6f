#!/usr/bin/env bash
# Off the Dead's team win rates: a team of easy, normal or hard bots at 1–4
# survivors, the 2-player game with four survivors, basic and advanced rules,
# 2,000 games each, in chunks of 200 (seeds 1, 201, …, 1801). A chunk's
# result is kept in scripts/balance/offthedead-vVERSION/LEVEL-TABLE/SEED.json,
# so a long run (a hard team's 2,000 games take some 3 core-hours at four
# survivors) can stop and go on where it left off; the table printed at the
# end counts the chunks done.
#   scripts/balance.sh [LEVEL…]      levels: easy normal hard (default all)
#   WORKERS=N  games played at once (default 2)
#   TABLES=RE  only the tables whose name matches RE (say '^(1p|4p)-basic')
set -euo pipefail
cd "$(dirname "$0")/.."
go build -o zombietable .
version=$(sed -n 's/^[[:space:]]*Version:[[:space:]]*"\([0-9]*\)".*/\1/p' game/offthedead/offthedead.go)
dir=scripts/balance/offthedead-v$version
levels=("$@")
((${#levels[@]})) || levels=(easy normal hard)
tables=("1p-basic 1" "1p-advanced 1 advanced=true" "2p-basic 2" "2p-advanced 2 advanced=true"
  "2p-four-basic 2 rules=four" "2p-four-advanced 2 rules=four,advanced=true"
  "3p-basic 3" "3p-advanced 3 advanced=true" "4p-basic 4" "4p-advanced 4 advanced=true")
bots=()
for level in "${levels[@]}"; do
  bots+=("$(echo '{"cmd":"games"}' | ./zombietable engine | python3 -c '
import json, sys
g = next(g for g in json.load(sys.stdin)["games"] if g["id"] == "offthedead")
print(next(l["bot"] for l in g["levels"] if l["name"] == sys.argv[1]))' "$level")")
done
# Chunk by chunk across every table, so that a run stopped early has measured
# each table as far as the others.
for seed in $(seq 1 200 1801); do
  for i in "${!levels[@]}"; do
    level=${levels[$i]} bot=${bots[$i]}
    for t in "${tables[@]}"; do
      read -r name players opts <<<"$t"
      [[ $name =~ ${TABLES:-.} ]] || continue
      f="$dir/$level-$name/$seed.json"
      [ -s "$f" ] && continue
      mkdir -p "$dir/$level-$name"
      echo "== $level ($bot), $name, 200 games from seed $seed"
      ./zombietable sim -game offthedead -players "$players" ${opts:+-options "$opts"} -bots "$bot" \
        -games 200 -seed "$seed" -workers "${WORKERS:-2}" -quiet -json >"$f.tmp"
      mv "$f.tmp" "$f"
    done
  done
done
python3 scripts/balance_table.py "$dir"
