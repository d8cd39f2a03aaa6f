#!/usr/bin/env bash
# The whole test suite: what `make test` and CI run. Each check prints PASS or
# FAIL; Go tests are counted one by one. The last line is "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:$(go env GOPATH)/bin"
OUT=out/test
rm -rf "$OUT" && mkdir -p "$OUT"
passed=0
failed=0
failures=()
t0=$(date +%s)

check() { # check NAME COMMAND…: runs a check, output to $OUT/NAME.log
  local name=$1; shift
  local start=$(date +%s)
  if "$@" >"$OUT/$name.log" 2>&1; then
    passed=$((passed + 1)); echo "PASS $name ($(( $(date +%s) - start )) s)"
  else
    failed=$((failed + 1)); failures+=("$name"); echo "FAIL $name ($(( $(date +%s) - start )) s)"
    tail -n 40 "$OUT/$name.log" | sed 's/^/    /'
  fi
}

gotests() { # gotests NAME GO-TEST-ARGS…: counts every Go test as a pass or a fail
  local name=$1; shift
  local start=$(date +%s)
  go test -json "$@" >"$OUT/$name.json" 2>"$OUT/$name.stderr"
  local code=$?
  local counts
  counts=$(python3 scripts/gotest_summary.py "$OUT/$name.json" "$OUT/$name.log")
  local p=${counts% *} f=${counts#* }
  if [ "$code" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; cat "$OUT/$name.stderr" >>"$OUT/$name.log"; fi
  passed=$((passed + p)); failed=$((failed + f))
  if [ "$f" -eq 0 ]; then
    echo "PASS $name: $p tests ($(( $(date +%s) - start )) s)"
  else
    failures+=("$name"); echo "FAIL $name: $p passed, $f failed ($(( $(date +%s) - start )) s)"
    tail -n 60 "$OUT/$name.log" | sed 's/^/    /'
  fi
}

check setup scripts/setup.sh
check gofmt bash -c 'files=$(gofmt -l $(git ls-files "*.go")); [ -z "$files" ] || { echo "not gofmt-ed:"; echo "$files"; exit 1; }'
check go-vet go vet ./...
check go-vet-wasm env GOOS=js GOARCH=wasm go vet ./...
check staticcheck go run honnef.co/go/tools/cmd/staticcheck@v0.8.2 ./...
check engines-free-of-ebitengine bash -c '! go list -deps ./game/... | grep -n ebiten'
check wasm-free-of-server bash -c '! GOOS=js GOARCH=wasm go list -deps . | grep -n "nats-io\|coder/websocket\|zombietable/server"'
gotests go-test -timeout 30m ./...
# The engines again as WebAssembly under Node: the golden replay hashes in
# game/all must come out the same as natively.
GOOS=js GOARCH=wasm gotests go-test-wasm -short -timeout 30m \
  -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./game/... ./data/...
# The browser's tables are built without inlining (Makefile, WEB_GCFLAGS):
# a screen waiting for a person still allocates nothing per tick so built.
check allocs-as-shipped-to-browsers bash -c 'go test -count=1 -v $(make -s --no-print-directory print-web-gcflags) \
  -run "^(TestNoAllocationPerTickWhileWaiting|TestRemoteTableAllocatesNothingWhileWaiting|TestInputSteadyAllocs)\$" ./scenes/ |
  tee /dev/stderr | [ "$(grep -c "^--- PASS")" = 3 ]'
check build go build -o zombietable .
check headless-commands scripts/headless_smoke.sh
check desktop-app scripts/desktop_smoke.sh
check browser-app scripts/web_smoke.sh
# Remote play in the browser: two tabs join one table by their links and play
# it to the end against each other and a bot (uses the build made above).
check browser-remote scripts/remote_smoke.sh

echo
echo "total $(( $(date +%s) - t0 )) s; logs and screenshots in $OUT/"
((${#failures[@]})) && echo "failed: ${failures[*]}"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
