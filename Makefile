# zombietable — `make run` opens the app, `make test` runs every test.
# Both install what they need first (scripts/setup.sh, idempotent).

GO       ?= go
BIN      := zombietable
WEB      := build/web
PORT     ?= 8765

.PHONY: run build test web web-build web-weights serve soak bench pgo setup clean print-web-gcflags

setup:
	@scripts/setup.sh

build:
	$(GO) build -o $(BIN) .

run: setup build
	./$(BIN)

test:
	@scripts/test.sh

# The page fetches the table and the Go runtime's glue (wasm_exec.js) gzipped
# and inflates them itself (build/web/index.html).
# The wasm is compressed with zopfli: a gzip stream the page inflates as usual,
# some 4% smaller than gzip -9, which any static server can ship.
# A brotli copy (.br) is made beside each .gz, a quarter smaller again:
# zombietable serve sends it, marked Content-Encoding: br, to a browser that
# accepts it (the page then sees the table already inflated).
# build.js names the build by its files' hash: the service worker (sw.js)
# keeps one build for starts with no network and fetches a new one when it
# changes.
# Code that is not where the time goes is built without inlining, its
# inlined copies weighing on the download: the tables' code (scenes, some
# 190 KB), what runs once or per message (catalogs, data, TOML, JSON, saves,
# replays, the network's client, QR codes, fonts, sprites, PNG), and what
# Ebitengine links but a browser never runs (go/build and all it brings:
# go/..., text/template, math/big, os/exec). Together some 200 KB of gzip.
# The engines and bots, where the time goes, keep it.
# scripts/test.sh runs the allocation tests built the same way.
# default.pgo is left out: what it inlines would weigh on the download.
WEB_NOINLINE := zombietable/scenes/... zombietable/i18n zombietable/data zombietable/game/save \
  zombietable/game/replay zombietable/netplay/... zombietable/qr zombietable/sprites zombietable/fonts \
  github.com/BurntSushi/toml encoding/json image/png compress/... \
  go/... text/template/... math/big os/exec
WEB_GCFLAGS := $(foreach p,$(WEB_NOINLINE),-gcflags=$(p)=-l)
WEB_FILES   := index.html manifest.webmanifest icon-192.png icon-512.png wasm_exec.js.gz zombietable.wasm.gz
web-build: setup
	GOOS=js GOARCH=wasm $(GO) build -trimpath -pgo=off $(WEB_GCFLAGS) -ldflags='-s -w' -o $(WEB)/zombietable.wasm .
	zopfli --i5 $(WEB)/zombietable.wasm
	brotli -f -q 11 -o $(WEB)/zombietable.wasm.br $(WEB)/zombietable.wasm && rm $(WEB)/zombietable.wasm
	zopfli --i15 -c "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" >$(WEB)/wasm_exec.js.gz
	brotli -f -q 11 -o $(WEB)/wasm_exec.js.br "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js"
	cd $(WEB) && echo "self.BUILD = '$$(cat $(WEB_FILES) | sha256sum | cut -c1-16)';" >build.js

# What each part of the browser build weighs, by Go package: the module is
# built again with its symbol names, which the shipped one leaves out.
web-weights:
	GOOS=js GOARCH=wasm $(GO) build -trimpath -pgo=off $(WEB_GCFLAGS) -o $(WEB)/named.wasm .
	python3 scripts/wasm_weights.py $(WEB)/named.wasm; rm -f $(WEB)/named.wasm

# zombietable serve with what it needs: the app and the browser build it
# hands to people's browsers (a fresh clone has the page, not the game).
# SERVE_FLAGS passes flags: make serve SERVE_FLAGS='-addr :8766'.
serve: setup build web-build
	./$(BIN) serve $(SERVE_FLAGS)

web: web-build
	@echo "serving the browser build on http://127.0.0.1:$(PORT)/"
	cd $(WEB) && python3 -m http.server $(PORT) --bind 127.0.0.1

# The engines' benchmarks run on one core and report their CPU time
# (cpu-ns/op) beside the wall time: BenchmarkEngine is every engine's set
# (a random game, a replay, its log lines, the seats' views), with
# Zombionion's BMU mirror and the server's rebuild of each game's longest
# table. scripts/benchcmp.sh OLD NEW compares two commits with benchstat.
# Last, 1,000 tables of people at their pace on a server it starts, for a
# minute: CPU per action, act->update latency, memory per table (README).
bench:
	$(GO) test -run '^$$' -bench . -benchmem -cpu 1 ./game/...
	$(GO) test -run '^$$' -bench BenchmarkRebuild -benchmem -cpu 1 ./server/
	$(GO) test -run '^$$' -bench BenchmarkTables -benchtime 20000x ./server/  # 1,000 tables, and 10
	$(GO) test -run '^$$' -bench BenchmarkIdleTable -benchtime 50x ./server/
	$(GO) run ./cmd/loadgen -tables 1000 -duration 60s  # people's pace: 3,000 sockets, a move every 2-10 s

# default.pgo is the CPU profile `go build .` optimizes the app by: the hard
# level's decisions in Off the Dead, where the balance measurements spend
# their hours, under the basic rules and the advanced ones (one profile of
# each, merged). Take it again when the engines or the bots change much.
pgo:
	$(GO) test -run '^$$' -bench 'BenchmarkHardDecision$$' -benchtime 400x -cpuprofile basic.pgo -o offthedead.test ./game/offthedead/
	$(GO) test -run '^$$' -bench 'BenchmarkHardDecisionAdvanced$$' -benchtime 400x -cpuprofile advanced.pgo -o offthedead.test ./game/offthedead/
	$(GO) tool pprof -proto basic.pgo advanced.pgo > default.pgo
	rm -f offthedead.test basic.pgo advanced.pgo

soak:
	@scripts/soak.sh

clean:
	rm -rf $(BIN) $(WEB)/zombietable.wasm $(WEB)/*.gz $(WEB)/*.br $(WEB)/build.js $(WEB)/wasm_exec.js out .tools

print-web-gcflags:
	@echo '$(WEB_GCFLAGS)'
