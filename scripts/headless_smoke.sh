#!/usr/bin/env bash
# The headless commands end to end, through the built binary: the arena's
# JSON, a game played over the engine protocol and replayed from its save,
# and bad input refused with a message and a non-zero exit.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=./zombietable
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

games=$(echo '{"cmd":"games"}' | $bin engine | python3 -c '
import json, sys
print(" ".join("%s:%d" % (g["id"], g["players"][0]) for g in json.load(sys.stdin)["games"]))')
echo "games: ${games:-none}"
[ -n "$games" ] || { echo "no game registered"; exit 1; }

for g in $games; do
  id=${g%:*}; players=${g#*:}
  $bin sim -game "$id" -players "$players" -bots random -games 20 -seed 3 -json -quiet >"$tmp/sim.json"
  python3 - "$tmp/sim.json" "$id" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
for k in ("game", "players", "games", "seed", "bots", "ties", "tie_rate", "no_winner", "length", "seconds", "games_per_sec"):
    assert k in r, "sim -json lacks %s" % k
assert r["game"] == sys.argv[2] and r["games"] == 20, r
for b in r["bots"]:
    for k in ("bot", "wins", "win_rate", "win_ci95", "stats"):
        assert k in b, "bot row lacks %s" % k
print("sim %s: %.0f games/s, mean length %.1f %s" % (r["game"], r["games_per_sec"], r["length"]["mean"], r["length"]["unit"]))
PY
  # A game over the protocol: bot moves to the end, then replay of the save.
  python3 - "$bin" "$id" "$players" "$tmp/$id.json" <<'PY'
import json, subprocess, sys
bin, gid, players, path = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
p = subprocess.Popen([bin, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
def ask(obj):
    p.stdin.write(json.dumps(obj) + "\n"); p.stdin.flush()
    return json.loads(p.stdout.readline())
assert "error" in ask({"cmd": "apply", "action": "nonsense"})
assert ask({"cmd": "new", "game": gid, "players": players, "seed": 5}).get("ok")
for i in range(100000):
    if ask({"cmd": "result"})["over"]:
        break
    move = ask({"cmd": "bot", "level": "easy"})
    a = ask({"cmd": "apply", "action": move["action"]})
    assert a.get("ok"), a
else:
    raise SystemExit("no end")
h = ask({"cmd": "hash"})["hash"]
json.dump(ask({"cmd": "save"})["log"], open(path, "w"))
ask({"cmd": "quit"}); p.wait(10)
out = subprocess.run([bin, "replay", path], capture_output=True, text=True, check=True).stdout
assert "hash: " + h in out, (out, h)
print("engine %s: played to the end, replay hash %s" % (gid, h))
PY
done

expect_fail() { # expect_fail CODE TEXT CMD…
  local want=$1 text=$2; shift 2
  set +e; "$@" >"$tmp/out" 2>"$tmp/err" </dev/null; local code=$?; set -e
  if [ "$code" -ne "$want" ] || ! grep -qF -- "$text" "$tmp/err"; then
    echo "'$*' exited $code (want $want), stderr: $(cat "$tmp/err")"; exit 1
  fi
  echo "refused as it should: $* -> $(head -1 "$tmp/err")"
}
expect_fail 2 "flag provided but not defined" $bin sim -nonsense
expect_fail 2 'unknown game "chess"' $bin sim -game chess
id=${games%%:*}
expect_fail 1 "players" $bin sim -game "$id" -players 99 -quiet
printf '{"format": 1, "game": \n' >"$tmp/corrupt.json"
sum=$(sha256sum <"$tmp/corrupt.json")
expect_fail 1 "not a zombietable save" $bin replay "$tmp/corrupt.json"
[ "$(sha256sum <"$tmp/corrupt.json")" = "$sum" ] || { echo "replay changed the corrupt save"; exit 1; }
echo '{"cmd":"new"' | $bin engine | grep -q '"error"' || { echo "garbage on the protocol not answered with an error"; exit 1; }
echo "headless commands ok"
