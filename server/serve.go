//go:build !js

// Package server is zombietable serve: it hosts tables for friends playing
// from their own screens, the desktop app or a browser tab.
//
// # Shape
//
// Every table lives in NATS JetStream (an embedded nats-server by default,
// one node, every write synced to disk; or an existing cluster with -nats).
// A table's log is one subject of one stream: its header — the save without
// actions: game, rules version, options, seed, seats — then one message per
// action, by name. Appends expect the subject's last sequence, so two
// processes never both append: the loser reads the log again and answers
// the move as stale. The table's record (its code and its seats' tokens
// hashed with SHA-256) is a key of a key-value bucket. Any process rebuilds
// any table by replaying its log; each keeps the tables its sockets use in
// memory and drops those idle for a while.
//
// A socket's hello binds it to a table and a seat (a seat token) or to
// watching (none). An action goes to the engine queue group (any process
// may handle it), which checks whose decision it is and the sequence it
// answers, appends it and publishes it on the table's update subject; every
// process with sockets at the table follows that subject and sends each
// socket its own update: the seat's View, its legal actions when it is to
// decide, the new log lines in its language. Bots think on the process that
// played the move before theirs, within a time budget and the bot specs'
// bounds; a process with sockets at a table whose bot seems stuck asks the
// queue group to start it again.
//
// A spectator sees View(game.Nobody): every engine's view for no seat shows
// what every seat sees and no seat's own secrets (the votes only as cast,
// the bonus cards face down, no hand), which the tests check game by game
// against the seats' views.
//
// # Faults
//
// A socket's messages wait in an outbox bounded in bytes, its updates as
// one mark made into the newest position, with the next page of the log,
// when the socket can take it (outbox.go). One process holds an embedded
// store (lock.go). The embedded nats-server's warnings and errors reach the
// server's log; a full disk is waited out and JetStream started again in
// the same process (diskfull.go). At start every table's log is compared
// with the count its record keeps and read through, and a damaged table
// tells its players what it lost (audit.go); -export and -import carry
// tables as save files (backup.go). Every text a person reads comes from
// the catalogs, sections [server.*], in the operator's language (the
// locale) or the player's.
package server

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"

	"zombietable/game/bot"
	"zombietable/i18n"
	"zombietable/netplay/wire"
)

// Flags of zombietable serve.
type flags struct {
	addr, data, natsURL, cert, key, web string
	export, restore                     string
	trustProxy                          bool
	replicas                            int
	botMS                               int
	expire                              time.Duration
	lookups                             int
	maxBot                              string
}

// Main runs zombietable serve with args (the flags after "serve") until
// SIGINT or SIGTERM, and returns the exit code.
func Main(args []string, stdout, stderr io.Writer) int {
	var f flags
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&f.addr, "addr", "127.0.0.1:8766", "the address to listen on (\":8766\" opens it to the network)")
	fs.StringVar(&f.data, "data", defaultData(), "the folder of the embedded NATS store")
	fs.StringVar(&f.natsURL, "nats", "", "use this NATS cluster (nats://host:4222,…) instead of the embedded server")
	fs.IntVar(&f.replicas, "replicas", 1, "copies of the tables a NATS cluster keeps (3 in a three-node cluster)")
	fs.StringVar(&f.cert, "tls-cert", "", "TLS certificate file (with -tls-key): serve https and wss")
	fs.StringVar(&f.key, "tls-key", "", "TLS key file")
	fs.StringVar(&f.web, "web", defaultWeb(), "the folder of the browser build served at /")
	fs.BoolVar(&f.trustProxy, "trust-proxy", false, "behind a reverse proxy: take the client's address, scheme and host from X-Forwarded-*")
	fs.StringVar(&f.export, "export", "", "write every table as a save file into this folder, then stop (a backup that is just files)")
	fs.StringVar(&f.restore, "import", "", "store every save file (*.json) of this folder as a new table, say its links, then stop")
	fs.IntVar(&f.botMS, "bot-ms", int(bot.DefaultBudget.Milliseconds()), fmt.Sprintf("the most milliseconds a bot thinks for one move (at most %d)", bot.MaxBudget.Milliseconds()))
	fs.StringVar(&f.maxBot, "max-bot", "", "the highest bot level new tables may seat (easy, normal or hard); without it every level and bot spec")
	fs.IntVar(&f.lookups, "lookups", wire.LookupsPerSecond, fmt.Sprintf("the table lookups one address may make a second (a miss costs %d, %d at once)", wire.MissCost, wire.LookupBurst))
	fs.DurationVar(&f.expire, "expire-finished", 0, "delete a finished table this long after its end (720h: thirty days); 0 keeps every table")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "serve: unexpected %q (all settings are flags: zombietable serve -h)\n", fs.Arg(0))
		return 2
	}
	if (f.cert == "") != (f.key == "") {
		fmt.Fprintln(stderr, "serve: give both -tls-cert and -tls-key, or neither")
		return 2
	}
	if f.maxBot != "" && !slices.Contains(botLevels, f.maxBot) {
		fmt.Fprintf(stderr, "serve: -max-bot %q: give one of %s\n", f.maxBot, strings.Join(botLevels, ", "))
		return 2
	}
	if f.lookups < 1 {
		fmt.Fprintf(stderr, "serve: -lookups %d: give a number above 0\n", f.lookups)
		return 2
	}
	if f.expire < 0 {
		fmt.Fprintf(stderr, "serve: -expire-finished %v: give a duration above 0, or 0 to keep every table\n", f.expire)
		return 2
	}
	if f.botMS < 1 || int64(f.botMS) > bot.MaxBudget.Milliseconds() {
		fmt.Fprintf(stderr, "serve: -bot-ms %d: give 1–%d\n", f.botMS, bot.MaxBudget.Milliseconds())
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, f, stdout); err != nil {
		fmt.Fprintf(stderr, "serve: %s\n", said(err, operatorLang()))
		return 1
	}
	return 0
}

// defaultData is the store's folder: zombietable/server in the user's
// config folder, or under ZOMBIETABLE_HOME when it is set (as the app's
// saves are).
func defaultData() string {
	if home := os.Getenv("ZOMBIETABLE_HOME"); home != "" {
		return filepath.Join(home, "server")
	}
	dir, err := os.UserConfigDir()
	if err != nil {
		return filepath.Join(".", "zombietable-server")
	}
	return filepath.Join(dir, "zombietable", "server")
}

// defaultWeb is build/web beside the binary, else in the working folder.
func defaultWeb() string {
	if exe, err := os.Executable(); err == nil {
		dir := filepath.Join(filepath.Dir(exe), "build", "web")
		if _, err := os.Stat(filepath.Join(dir, "index.html")); err == nil {
			return dir
		}
	}
	return filepath.Join("build", "web")
}

// Embedded starts a one-node nats-server with JetStream that syncs every
// write to disk, storing under dir, with no network listener: clients
// connect in process (nats.InProcessServer). Its warnings and errors go to
// standard error (EmbeddedLog).
func Embedded(dir string) (*natsserver.Server, error) { return EmbeddedLog(dir, nil) }

// EmbeddedLog is Embedded with the nats-server's warnings and errors sent
// to logs (nil: standard error). A store it cannot use fails at once with
// a *StoreError naming the folder and the reason.
func EmbeddedLog(dir string, logs *log.Logger) (*natsserver.Server, error) {
	if err := usableFolder(dir); err != nil {
		return nil, &StoreError{Dir: dir, Reason: err.Error()}
	}
	opts := &natsserver.Options{
		ServerName: "zombietable",
		JetStream:  true,
		StoreDir:   dir,
		SyncAlways: true,
		DontListen: true,
		NoSigs:     true,
		NoLog:      true,
	}
	ns, err := natsserver.NewServer(opts)
	if err != nil {
		return nil, &StoreError{Dir: dir, Reason: err.Error()}
	}
	nl := newNATSLog(logs)
	ns.SetLogger(nl, false, false)
	go ns.Start()
	// Ready, or failed: JetStream that cannot use its folder says so in an
	// error and never becomes ready.
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); {
		if ns.ReadyForConnections(50*time.Millisecond) && ns.JetStreamEnabled() {
			go keepWritable(ns, dir, nl, nl.out)
			return ns, nil
		}
		if msg := nl.firstError(); msg != "" {
			ns.Shutdown()
			return nil, &StoreError{Dir: dir, Reason: msg}
		}
	}
	ns.Shutdown()
	return nil, &StoreError{Dir: dir, Reason: "no answer within 30 s"}
}

// usableFolder checks that dir is a folder this process can write in,
// making it if needed.
func usableFolder(dir string) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".probe-*")
	if err != nil {
		return err
	}
	name := f.Name()
	f.Close()
	return os.Remove(name)
}

// StoreError is a store that cannot be used: its folder and why.
type StoreError struct {
	Dir, Reason string
}

func (e *StoreError) Error() string { return e.In(i18n.English) }

// In says it in l.
func (e *StoreError) In(l i18n.Lang) string {
	return l.F("server.store.unusable", "folder", e.Dir, "reason", e.Reason)
}

func run(ctx context.Context, f flags, stdout io.Writer) error {
	start := time.Now()
	logs := log.New(os.Stderr, "serve: ", log.LstdFlags)
	var nc *nats.Conn
	var err error
	where := ""
	if f.natsURL != "" {
		nc, err = nats.Connect(f.natsURL, nats.Name("zombietable serve"), nats.MaxReconnects(-1))
		where = "NATS " + f.natsURL
	} else {
		// One process per store: a second would write over the first's
		// tables.
		lock, lerr := LockStore(f.data)
		if lerr != nil {
			return lerr
		}
		defer lock.Release()
		var ns *natsserver.Server
		ns, err = EmbeddedLog(filepath.Join(f.data, "jetstream"), logs)
		if err != nil {
			return err
		}
		defer ns.Shutdown()
		nc, err = nats.Connect("", nats.InProcessServer(ns), nats.Name("zombietable serve"))
		where = "embedded NATS, store " + f.data
	}
	if err != nil {
		return err
	}
	defer nc.Close()
	srv, err := New(ctx, nc, Config{TrustProxy: f.trustProxy, Web: f.web, Replicas: f.replicas,
		BotBudget: time.Duration(f.botMS) * time.Millisecond, ExpireFinished: f.expire, LookupsPerSecond: f.lookups, MaxBot: f.maxBot, Log: logs})
	if err != nil {
		return err
	}
	defer srv.Close()
	scheme := "http"
	if f.cert != "" {
		scheme = "https"
	}
	switch {
	case f.export != "":
		_, err := exportTables(ctx, srv.store, f.export, stdout, operatorLang())
		return err
	case f.restore != "":
		_, err := importTables(ctx, srv.store, f.restore, scheme+"://"+f.addr, stdout, operatorLang())
		return err
	}
	ln, err := srv.listen(f.addr)
	if err != nil {
		return err
	}
	hs := srv.HTTPServer()
	fmt.Fprintf(stdout, "zombietable serve: %s://%s/ (%s), ready in %d ms\n", scheme, ln.Addr(), where, time.Since(start).Milliseconds())
	if warn := sayWebMissing(f.web, operatorLang()); warn != "" {
		fmt.Fprint(os.Stderr, warn)
	}
	errc := make(chan error, 1)
	go func() {
		if f.cert != "" {
			errc <- hs.ServeTLS(ln, f.cert, f.key)
		} else {
			errc <- hs.Serve(ln)
		}
	}()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_ = hs.Shutdown(sctx)
	return nil
}
