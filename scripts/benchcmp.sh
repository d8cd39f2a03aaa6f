#!/usr/bin/env bash
# Compares the engines' speed at two commits in one run: each commit's
# benchmarks are built beside the working tree (a git worktree per commit,
# under a temporary folder), then run in turn, OLD then NEW, COUNT times, so a
# load that comes and goes weighs on both alike; benchstat prints the
# difference. Every benchmark reports its CPU time (cpu-ns/op) beside the
# wall time, and runs on one core (-cpu 1).
#
#   scripts/benchcmp.sh OLD NEW [PATTERN] [COUNT]
#   scripts/benchcmp.sh HEAD~1 HEAD 'BenchmarkEngine/zombies4' 8
#
# PATTERN is a -bench pattern (default: the engines' set, Zombionion's BMU
# mirror and the server's table rebuild), COUNT the runs of each (default 6).
# On a machine shared with others, run it under the heavy lock:
#   flock /work/brief/heavy.lock nice -n 10 scripts/benchcmp.sh OLD NEW
set -euo pipefail
cd "$(dirname "$0")/.."

old=${1:?usage: scripts/benchcmp.sh OLD NEW [PATTERN] [COUNT]}
new=${2:?usage: scripts/benchcmp.sh OLD NEW [PATTERN] [COUNT]}
pattern=${3:-'BenchmarkEngine|BenchmarkBMUvsBMU|BenchmarkRebuild'}
count=${4:-6}
benchtime=${BENCHTIME:-1s}
packages=(./game/all ./game/zombionion ./server)

work=$(mktemp -d)
trees=()
cleanup() {
  for t in "${trees[@]}"; do git worktree remove --force "$t" >/dev/null 2>&1 || true; done
  rm -rf "$work"
}
trap cleanup EXIT

bin() { echo "$work/$1/$(echo "${2#./}" | tr / _).test"; }

build() { # build NAME COMMIT: one test binary per package into $work/NAME/
  local name=$1 commit=$2 tree="$work/tree-$1"
  git worktree add --quiet --detach "$tree" "$commit"
  trees+=("$tree")
  mkdir -p "$work/$name"
  for p in "${packages[@]}"; do
    [ -d "$tree/$p" ] || continue
    (cd "$tree" && go test -c -o "$(bin "$name" "$p")" "$p")
  done
}
build old "$old"
build new "$new"

for ((i = 1; i <= count; i++)); do
  for name in old new; do
    for p in "${packages[@]}"; do
      b=$(bin "$name" "$p")
      [ -e "$b" ] || continue
      # run in the package's folder: tests read their testdata
      (cd "$work/tree-$name/${p#./}" && "$b" -test.run '^$' -test.bench "$pattern" -test.benchmem \
        -test.benchtime "$benchtime" -test.cpu 1) | grep -E '^(Benchmark|goos|goarch|pkg|cpu)' >>"$work/$name.txt" || true
    done
  done
done

if command -v benchstat >/dev/null 2>&1; then
  bs=(benchstat)
else
  bs=(go run golang.org/x/perf/cmd/benchstat@latest)
fi
# BENCHCMP_OUT=DIR keeps the raw results there (old.txt, new.txt)
if [ -n "${BENCHCMP_OUT:-}" ]; then
  mkdir -p "$BENCHCMP_OUT" && cp "$work/old.txt" "$work/new.txt" "$BENCHCMP_OUT/"
fi
"${bs[@]}" old="$work/old.txt" new="$work/new.txt"
