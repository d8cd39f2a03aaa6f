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
assert len(r["seats"]) == r["players"], "sim -json: %d seat rows for %d players" % (len(r["seats"]), r["players"])
for s in r["seats"]:
    for k in ("seat", "games", "wins", "shared_wins", "win_rate", "win_ci95"):
        assert k in s, "seat row lacks %s" % k
assert sum(s["wins"] for s in r["seats"]) == sum(b["wins"] for b in r["bots"]), "seats and bots count different wins"
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
expect_fail 2 "-players 99" $bin sim -game "$id" -players 99 -quiet
expect_fail 2 "-players 1000000000" $bin sim -game "$id" -players 1000000000 -quiet
expect_fail 2 "-workers 100000000" $bin sim -game "$id" -workers 100000000 -quiet
printf '{"format": 1, "game": \n' >"$tmp/corrupt.json"
sum=$(sha256sum <"$tmp/corrupt.json")
expect_fail 1 "not a zombietable save" $bin replay "$tmp/corrupt.json"
[ "$(sha256sum <"$tmp/corrupt.json")" = "$sum" ] || { echo "replay changed the corrupt save"; exit 1; }
echo '{"cmd":"new"' | $bin engine | grep -q '"error"' || { echo "garbage on the protocol not answered with an error"; exit 1; }

# Hostile protocol lines: each is answered with an error at once and the
# session goes on to answer the last request.
python3 - "$bin" "$id" <<'PY'
import json, subprocess, sys
bin, gid = sys.argv[1], sys.argv[2]
huge = '{"cmd":"apply","action":"' + "x" * (17 << 20) + '"}'
lines = [
    ('{"cmd":"new","game":"%s","players":1000000000}' % gid, "players: 1000000000"),
    ('{"cmd":"new","game":"%s","players":-1}' % gid, "players: -1"),
    ('{"cmd":"new","game":"%s","players":2,"seed":1}' % gid, None),
    (huge, "longer than 16777216 bytes"),
    ('{"cmd":"bot","bot":"ismcts:2000000000"}', "more work than a bot may be given"),
    ('{"cmd":"hash"}{"cmd":"quit"}', "data after the JSON object"),
    ('{"cmd":"hash"} trailing', "data after the JSON object"),
    ('{"cmd":"bot","bot":"ismcts:200","ms":50}', None),
    ('{"cmd":"hash"}', None),
]
out = subprocess.run([bin, "engine"], input="\n".join(l for l, _ in lines) + "\n", capture_output=True, text=True, timeout=60)
answers = out.stdout.splitlines()
assert out.returncode == 0 and len(answers) == len(lines), (out.returncode, len(answers), out.stderr)
for (req, want), ans in zip(lines, answers):
    obj = json.loads(ans)
    if want is None:
        assert "error" not in obj, (req[:80], ans)
    else:
        assert want in obj.get("error", ""), (req[:80], ans[:200])
print("engine: hostile lines answered with errors, the session went on")
PY

# Replay takes only a regular file of bounded size, and prints names quoted.
mkfifo "$tmp/fifo"
expect_fail 1 "not a regular file" timeout 10 $bin replay "$tmp/fifo"
expect_fail 1 "not a regular file" timeout 10 $bin replay /dev/zero
head -c $((5 << 20)) /dev/zero >"$tmp/big.json"
expect_fail 1 "more than a save may be" timeout 10 $bin replay "$tmp/big.json"
python3 - "$bin" "$id" "$tmp" <<'PY'
import json, subprocess, sys
bin, gid, tmp = sys.argv[1], sys.argv[2], sys.argv[3]
p = subprocess.run([bin, "engine"], input='{"cmd":"new","game":"%s","players":2,"seed":4}\n{"cmd":"save"}\n' % gid, capture_output=True, text=True)
log = json.loads(p.stdout.splitlines()[1])["log"]
log["seats"][0]["name"] = "Anna\nhash: 0000000000000000\x1b[2J"
json.dump(log, open(tmp + "/forged.json", "w"))
r = subprocess.run([bin, "replay", tmp + "/forged.json"], capture_output=True, text=True, timeout=10)
assert r.returncode == 1 and "control character" in r.stderr and "\x1b" not in r.stderr + r.stdout and "\nhash: 0000" not in r.stdout, r
log["seats"][0]["name"] = 'Anna "the axe"'
json.dump(log, open(tmp + "/quoted.json", "w"))
r = subprocess.run([bin, "replay", tmp + "/quoted.json"], capture_output=True, text=True, timeout=10)
assert r.returncode == 0 and '"Anna \\"the axe\\""' in r.stdout, r
print("replay: forged name refused, names printed quoted")
PY
echo "headless commands ok"
