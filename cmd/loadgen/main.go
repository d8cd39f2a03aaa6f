//go:build !js

// Command loadgen plays tables on a zombietable server at people's pace and
// reports what the server did with them (package loadgen): actions a
// second, act→update latency, the server's CPU per action and memory per
// table and per socket.
//
//	go run ./cmd/loadgen -tables 1000 -duration 60s
//
// With no -servers it starts zombietable serve itself, as a child process
// on a fresh store, and measures it; with -servers it plays on running
// servers and measures those named by -pid.
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	_ "zombietable/game/all"
	"zombietable/loadgen"
	"zombietable/server"
)

// childEnv marks the child process that runs zombietable serve.
const childEnv = "ZOMBIETABLE_LOADGEN_SERVE"

func main() {
	if os.Getenv(childEnv) == "1" {
		os.Exit(server.Main(os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("loadgen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var (
		cfg                 loadgen.Config
		servers, pids, bots string
		options, data       string
	)
	fs.StringVar(&servers, "servers", "", "base URLs of running servers, comma-separated (http://127.0.0.1:8766,…); none: start one")
	fs.StringVar(&pids, "pid", "", "process ids of the -servers on this machine to measure, comma-separated")
	fs.StringVar(&data, "data", "", "the store of the server started here (default: a temporary folder, removed after)")
	fs.IntVar(&cfg.Tables, "tables", 100, "tables played at once")
	fs.StringVar(&cfg.Game, "game", "zombionion", "the game every table plays (its players: -people and -bots)")
	fs.StringVar(&options, "options", "", "the game's options, key=value,…")
	fs.IntVar(&cfg.People, "people", 2, "people seated at a table, each a socket")
	fs.StringVar(&bots, "bots", "", "bot seats of a table, by level, comma-separated (normal,easy)")
	fs.IntVar(&cfg.Spectators, "spectators", 1, "spectators of a table, each a socket")
	fs.DurationVar(&cfg.ThinkMin, "think-min", 2*time.Second, "a person's shortest think time")
	fs.DurationVar(&cfg.ThinkMax, "think-max", 10*time.Second, "a person's longest think time")
	fs.DurationVar(&cfg.Reconnect, "reconnect", 5*time.Minute, "mean time between a socket's drops (0: never)")
	fs.DurationVar(&cfg.Warmup, "warmup", 10*time.Second, "play before the measurement, once every table is seated")
	fs.DurationVar(&cfg.Duration, "duration", 60*time.Second, "how long the measurement lasts")
	fs.StringVar(&cfg.Sources, "sources", "auto", "where sockets come from: auto, none, or a CIDR this machine holds")
	fs.IntVar(&cfg.TablesPerSource, "per-source", 10, "tables sharing a source address")
	fs.Uint64Var(&cfg.Seed, "seed", 1, "seed of the people's choices and think times")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "loadgen: unexpected %q (all settings are flags: -h)\n", fs.Arg(0))
		return 2
	}
	cfg.Log = stderr
	cfg.Bots = split(bots)
	if options != "" {
		cfg.Options = map[string]string{}
		for _, kv := range split(options) {
			k, v, ok := strings.Cut(kv, "=")
			if !ok {
				fmt.Fprintf(stderr, "loadgen: -options %q: give key=value\n", kv)
				return 2
			}
			cfg.Options[k] = v
		}
	}
	for _, p := range split(pids) {
		pid, err := strconv.Atoi(p)
		if err != nil || pid <= 0 {
			fmt.Fprintf(stderr, "loadgen: -pid %q: give process ids\n", p)
			return 2
		}
		cfg.PIDs = append(cfg.PIDs, pid)
	}
	raiseFileLimit()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	cfg.Servers = split(servers)
	if len(cfg.Servers) == 0 {
		if len(cfg.PIDs) > 0 {
			fmt.Fprintln(stderr, "loadgen: -pid measures the -servers given; without them the server started here is measured")
			return 2
		}
		child, err := startServer(data, stderr)
		if err != nil {
			fmt.Fprintf(stderr, "loadgen: %v\n", err)
			return 1
		}
		defer child.stop()
		cfg.Servers, cfg.PIDs = []string{child.base}, []int{child.cmd.Process.Pid}
	}
	r, err := loadgen.Run(ctx, cfg)
	if err != nil {
		fmt.Fprintf(stderr, "loadgen: %v\n", err)
		return 1
	}
	r.Write(stdout)
	return 0
}

// split cuts a comma-separated list, leaving out empty items.
func split(s string) []string {
	var out []string
	for part := range strings.SplitSeq(s, ",") {
		if part = strings.TrimSpace(part); part != "" {
			out = append(out, part)
		}
	}
	return out
}

// raiseFileLimit lifts the soft limit of open files to the hard one: every
// socket is a file.
func raiseFileLimit() {
	var l syscall.Rlimit
	if syscall.Getrlimit(syscall.RLIMIT_NOFILE, &l) == nil && l.Cur < l.Max {
		l.Cur = l.Max
		_ = syscall.Setrlimit(syscall.RLIMIT_NOFILE, &l)
	}
}

// child is zombietable serve run by this program in a process of its own.
type child struct {
	cmd  *exec.Cmd
	base string
	temp string // the store's temporary folder, removed after
}

// startServer runs this executable as zombietable serve on a free port of
// 127.0.0.1 and a store in dir (a temporary folder when empty), and waits
// for it to say where it listens.
func startServer(dir string, stderr io.Writer) (*child, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	c := &child{}
	if dir == "" {
		if dir, err = os.MkdirTemp("", "zombietable-loadgen-"); err != nil {
			return nil, err
		}
		c.temp = dir
	}
	c.cmd = exec.Command(exe, "-addr", "127.0.0.1:0", "-data", dir, "-web", dir+"/no-web")
	c.cmd.Env = append(os.Environ(), childEnv+"=1")
	c.cmd.Stderr = stderr
	out, err := c.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := c.cmd.Start(); err != nil {
		return nil, err
	}
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		said := false
		for sc.Scan() {
			line := sc.Text()
			if rest, ok := strings.CutPrefix(line, "zombietable serve: "); ok && !said && strings.HasPrefix(rest, "http://") {
				said = true
				found <- strings.TrimSuffix(strings.Fields(rest)[0], "/")
			}
			if !strings.Contains(line, "no browser build") {
				fmt.Fprintf(stderr, "loadgen: %s\n", line)
			}
		}
		close(found)
	}()
	select {
	case base, ok := <-found:
		if ok {
			c.base = base
			return c, nil
		}
		c.stop()
		return nil, errors.New("the server ended before it listened")
	case <-time.After(2 * time.Minute):
		c.stop()
		return nil, errors.New("the server did not listen within 2 minutes")
	}
}

// stop ends the server as an operator would (SIGTERM), killing it if it
// takes more than 10 seconds, and removes a temporary store.
func (c *child) stop() {
	_ = c.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan struct{})
	go func() { _ = c.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		_ = c.cmd.Process.Kill()
		<-done
	}
	if c.temp != "" {
		_ = os.RemoveAll(c.temp)
	}
}
