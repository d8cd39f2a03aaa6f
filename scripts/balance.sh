#!/usr/bin/env bash
# The arenas that measure the bots and the tables, resumable: each chunk of
# games is kept as the arena's JSON under scripts/balance/, so a long run can
# stop (Ctrl-C, a lost machine) and go on where it left off; the tables
# printed at the end count the chunks done. Arenas are CPU-heavy: on a shared
# machine run them as `flock /work/brief/heavy.lock nice -n 10 scripts/balance.sh …`.
#
#   scripts/balance.sh [LEVEL…]    Off the Dead's team win rates: a team of
#       easy, normal or hard bots (default all) at 1–4 survivors, the 2-player
#       game with four survivors, basic and advanced rules, 2,000 games each in
#       chunks of 200 (seeds 1, 201, …, 1801), kept in
#       scripts/balance/offthedead-vVERSION/LEVEL-TABLE/SEED.json.
#   scripts/balance.sh difficulty  Off the Dead's difficulty steps: a team of
#       normal bots at each step and 1–4 survivors, basic rules, 2,000 games
#       each in chunks of 200, kept in
#       scripts/balance/offthedead-vVERSION-difficulty/STEP-Np/SEED.json.
#   scripts/balance.sh arena [GAME…]  The competitive games' levels, each
#       against the one below (hard–normal, normal–easy, easy–random) at every
#       player count: one seat of the stronger level and the others of the
#       weaker, the seats rotating game by game, in chunks of CHUNK games
#       (default 100) up to GAMES (default 1000) a pairing, kept in
#       scripts/balance/arena/GAME-vVERSION/PAIR-Np/SEED.json.
#
#   WORKERS=N  games played at once (default 2)
#   TABLES=RE  only the tables (or arena pairings, say 'hard-normal-2p')
#              whose name matches RE
set -euo pipefail
cd "$(dirname "$0")/.."
go build -o zombietable .
games_json=$(echo '{"cmd":"games"}' | ./zombietable engine)
# level_bot GAME LEVEL: the bot spec of a game's level ("random" is itself).
level_bot() {
  [ "$2" = random ] && { echo random; return; }
  python3 -c '
import json, sys
g = next(g for g in json.loads(sys.argv[1])["games"] if g["id"] == sys.argv[2])
print(next(l["bot"] for l in g["levels"] if l["name"] == sys.argv[3]))' "$games_json" "$1" "$2"
}
version() { sed -n 's/^[[:space:]]*Version:[[:space:]]*"\([0-9]*\)".*/\1/p' "$@" | head -1; }
# chunk FILE ARGS…: one chunk of the arena into FILE, unless it is there.
chunk() {
  local f=$1
  shift
  [ -s "$f" ] && return 0
  mkdir -p "$(dirname "$f")"
  echo "== $f: $*"
  ./zombietable sim "$@" -workers "${WORKERS:-2}" -quiet -json >"$f.tmp"
  mv "$f.tmp" "$f"
}

odd_version=$(version game/offthedead/offthedead.go)
case "${1:-}" in
difficulty)
  dir=scripts/balance/offthedead-v$odd_version-difficulty
  bot=$(level_bot offthedead normal)
  for seed in $(seq 1 200 1801); do
    for step in gentle box grim desperate; do
      for players in 1 2 3 4; do
        [[ $step-${players}p =~ ${TABLES:-.} ]] || continue
        chunk "$dir/$step-${players}p/$seed.json" -game offthedead -players "$players" -options "difficulty=$step" \
          -bots "$bot" -games 200 -seed "$seed"
      done
    done
  done
  python3 scripts/balance_table.py "$dir"
  ;;
arena)
  shift
  ids=("$@")
  ((${#ids[@]})) || ids=(zombionion zombies4 tsunami pints)
  chunk_n=${CHUNK:-100} total=${GAMES:-1000}
  for seed in $(seq 1 "$chunk_n" $((total - chunk_n + 1))); do
    for id in "${ids[@]}"; do
      read -r lo hi < <(python3 -c '
import json, sys
g = next(g for g in json.loads(sys.argv[1])["games"] if g["id"] == sys.argv[2])
print(*g["players"])' "$games_json" "$id")
      v=$(grep -l "ID:[[:space:]]*\"$id\"" game/*/*.go | xargs -r sed -n 's/^[[:space:]]*Version:[[:space:]]*"\([0-9]*\)".*/\1/p' | head -1)
      for pair in hard-normal normal-easy easy-random; do
        strong=$(level_bot "$id" "${pair%-*}") weak=$(level_bot "$id" "${pair#*-}")
        for players in $(seq "$lo" "$hi"); do
          [[ $pair-${players}p =~ ${TABLES:-.} ]] || continue
          bots=$strong
          for _ in $(seq 2 "$players"); do bots+=",$weak"; done
          chunk "scripts/balance/arena/$id-v$v/$pair-${players}p/$seed.json" -game "$id" -players "$players" \
            -bots "$bots" -games "$chunk_n" -seed "$seed"
        done
      done
    done
  done
  python3 scripts/arena_table.py scripts/balance/arena
  ;;
*)
  dir=scripts/balance/offthedead-v$odd_version
  levels=("$@")
  ((${#levels[@]})) || levels=(easy normal hard)
  tables=("1p-basic 1" "1p-advanced 1 advanced=true" "2p-basic 2" "2p-advanced 2 advanced=true"
    "2p-four-basic 2 rules=four" "2p-four-advanced 2 rules=four,advanced=true"
    "3p-basic 3" "3p-advanced 3 advanced=true" "4p-basic 4" "4p-advanced 4 advanced=true")
  # Chunk by chunk across every table, so that a run stopped early has
  # measured each table as far as the others.
  for seed in $(seq 1 200 1801); do
    for level in "${levels[@]}"; do
      bot=$(level_bot offthedead "$level")
      for t in "${tables[@]}"; do
        read -r name players opts <<<"$t"
        [[ $name =~ ${TABLES:-.} ]] || continue
        chunk "$dir/$level-$name/$seed.json" -game offthedead -players "$players" ${opts:+-options "$opts"} \
          -bots "$bot" -games 200 -seed "$seed"
      done
    done
  done
  python3 scripts/balance_table.py "$dir"
  ;;
esac
