// Package headless holds the app's commands that need no window: the bot
// arena (sim), the JSON-lines engine protocol (engine) and the replay of a
// saved game (replay). They drive the engines only through the contract in
// package game, as the app does.
package headless

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Commands lists the subcommands Main understands.
var Commands = []string{"sim", "engine", "replay"}

// IsCommand reports whether name is a headless subcommand.
func IsCommand(name string) bool {
	for _, c := range Commands {
		if c == name {
			return true
		}
	}
	return false
}

// Main runs the subcommand args[0] with the rest of args and returns the
// process exit code: 0 on success, 1 on failure, 2 on bad usage.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintf(stderr, "usage: zombietable %s …\n", strings.Join(Commands, "|"))
		return 2
	}
	switch args[0] {
	case "sim":
		return Sim(args[1:], stdout, stderr)
	case "engine":
		return Engine(stdin, stdout, stderr)
	case "replay":
		return ReplayCmd(args[1:], stdout, stderr)
	}
	fmt.Fprintf(stderr, "zombietable: unknown command %q (commands: %s)\n", args[0], strings.Join(Commands, ", "))
	return 2
}

// parseOptions reads "k=v,k=v". A part without "=" continues the previous
// value, so a list may be written plainly: "kingdom=Esca,Maverick,…,level=x".
func parseOptions(s string) (map[string]string, error) {
	opts := map[string]string{}
	if s == "" {
		return opts, nil
	}
	last := ""
	for _, part := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(part, "=")
		if !ok {
			if last == "" {
				return nil, fmt.Errorf("option %q: write key=value", part)
			}
			opts[last] += "," + strings.TrimSpace(part)
			continue
		}
		k = strings.TrimSpace(k)
		if k == "" {
			return nil, fmt.Errorf("option %q: write key=value", part)
		}
		if _, dup := opts[k]; dup {
			return nil, fmt.Errorf("option %q given twice", k)
		}
		opts[k] = strings.TrimSpace(v)
		last = k
	}
	return opts, nil
}

// parseSeed accepts decimal or 0x-prefixed hexadecimal.
func parseSeed(s string) (uint64, error) {
	v, err := strconv.ParseUint(s, 0, 64)
	if err != nil {
		return 0, fmt.Errorf("seed %q: a whole number, decimal or 0x-hex", s)
	}
	return v, nil
}
