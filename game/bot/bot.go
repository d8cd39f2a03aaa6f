// Package bot holds the bots written only against the engine contract: a
// uniformly random player and information-set Monte Carlo tree search, and
// the parsing of bot specs such as "ismcts:2000".
package bot

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"zombietable/game"
)

// NoAction is what a bot's Action gives for a game that is over.
const NoAction game.Action = -1

// DefaultIterations is the ISMCTS budget of the spec "ismcts".
const DefaultIterations = 1000

// LeanBias is the Bias of the spec "ismcts:N:lean": strong enough that below
// the root the tree plays almost as the rollout bot does, so each action at
// the root is judged by how the game goes on when it is played well.
const LeanBias = 10

// New makes the bot a spec names: "random", "ismcts" or "ismcts:N" (N
// iterations a decision), "slip" or "slip:P" (info's normal level slipping
// on P percent of its decisions, see Slip), or one of info's own bots,
// "name" or "name:arg".
// The shared names come first. ISMCTS finishes its simulations with the bot
// info.Rollout names, when set, and scores them with info.Eval, when set;
// "ismcts:N:lean" (or "ismcts::lean") also leans the search toward that bot's
// choices (Config.Bias) and keeps its choice at the root unless another
// action is clearly better, "sd" with it judging that by the spread of the
// results (Config.Spread); a further "dK" ("ismcts:N:dK",
// "ismcts:N:lean:sd:dK") cuts each simulation after K actions
// (Config.RolloutDepth), where info.Eval scores it. info may be nil.
func New(spec string, info *game.Info, seed uint64) (game.Bot, error) {
	name, arg, _ := strings.Cut(spec, ":")
	switch name {
	case "random":
		if arg != "" {
			return nil, fmt.Errorf("bot %s: random takes no argument", game.Echo(spec))
		}
		return NewRandom(seed), nil
	case "slip":
		return newSlip(spec, arg, info, seed)
	case "ismcts":
		cfg := Config{Iterations: DefaultIterations, Seed: seed}
		if info != nil {
			cfg.Eval = info.Eval
		}
		arg, flags, _ := strings.Cut(arg, ":")
		lean, spread := false, false
		for _, flag := range strings.Split(flags, ":") {
			switch d, err := strconv.Atoi(strings.TrimPrefix(flag, "d")); {
			case flag == "":
			case flag == "lean" && !lean:
				lean = true
			case flag == "sd" && !spread:
				spread = true
			case strings.HasPrefix(flag, "d") && err == nil && d > 0 && cfg.RolloutDepth == 0:
				cfg.RolloutDepth = d
			default:
				return nil, fmt.Errorf("bot %s: ismcts takes the iterations and then only \"lean\", \"sd\" (with lean, the noise measured by the results' spread) and \"dK\" (simulations cut after K actions), each once, not %s", game.Echo(spec), game.Echo(flag))
			}
		}
		if arg != "" {
			n, err := strconv.Atoi(arg)
			if err != nil || n < 1 {
				return nil, fmt.Errorf("bot %s: the iterations must be a whole number above 0, not %s", game.Echo(spec), game.Echo(arg))
			}
			cfg.Iterations = n
		}
		if info != nil && info.Rollout != "" && info.Rollout != "random" {
			rname, rarg, _ := strings.Cut(info.Rollout, ":")
			maker := info.Bots[rname]
			if maker == nil {
				return nil, fmt.Errorf("bot %s: %s's rollout bot %q is not one of its bots (%s)", game.Echo(spec), info.ID, info.Rollout, strings.Join(Names(info), ", "))
			}
			cfg.Rollout, cfg.RolloutArg = maker, rarg
			if lean {
				cfg.Bias = LeanBias
				cfg.Spread = spread
			}
		}
		return NewISMCTS(cfg)
	}
	if info != nil {
		if maker := info.Bots[name]; maker != nil {
			b, err := maker(arg, seed)
			if err != nil {
				return nil, fmt.Errorf("bot %s: %w", game.Echo(spec), err)
			}
			return b, nil
		}
	}
	return nil, fmt.Errorf("unknown bot %s (bots: %s)", game.Echo(spec), strings.Join(Names(info), ", "))
}

// newSlip makes the bot of the spec "slip" or "slip:P": the bot of info's
// normal level, slipping on P percent of its decisions (DefaultSlipRate
// when P is left out).
func newSlip(spec, arg string, info *game.Info, seed uint64) (game.Bot, error) {
	rate := DefaultSlipRate
	if arg != "" {
		n, err := strconv.Atoi(arg)
		if err != nil || n < 0 || n > 100 {
			return nil, fmt.Errorf("bot %s: slip takes the share of slipped moves in percent, 0 to 100, not %s", game.Echo(spec), game.Echo(arg))
		}
		rate = n
	}
	if info == nil {
		return nil, fmt.Errorf("bot %s: slip plays a game's normal level, and no game is given", game.Echo(spec))
	}
	normal, err := info.LevelBot("normal")
	if err != nil {
		return nil, fmt.Errorf("bot %s: %w", game.Echo(spec), err)
	}
	if name, _, _ := strings.Cut(normal, ":"); name == "slip" {
		return nil, fmt.Errorf("bot %s: %s's normal level is itself a slipping bot", game.Echo(spec), info.ID)
	}
	base, err := New(normal, info, seed^0x5d1f)
	if err != nil {
		return nil, err
	}
	return NewSlip(base, info.Eval, rate, seed), nil
}

// Names lists the bots New knows for info: the shared ones, then the game's
// own in alphabetical order. info may be nil.
func Names(info *game.Info) []string {
	var own []string
	if info != nil {
		for name := range info.Bots {
			if name != "random" && name != "ismcts" && name != "slip" {
				own = append(own, name)
			}
		}
	}
	sort.Strings(own)
	return append([]string{"ismcts", "random", "slip"}, own...)
}

// ForLevel makes the bot of a difficulty level of info.
func ForLevel(info *game.Info, level string, seed uint64) (game.Bot, error) {
	spec, err := info.LevelBot(level)
	if err != nil {
		return nil, err
	}
	return New(spec, info, seed)
}

// Choose lets b think to completion about s and returns its action.
func Choose(b game.Bot, s game.State) game.Action {
	b.Begin(s)
	for !b.Think(math.MaxInt32) {
	}
	return b.Action()
}

// Random plays a legal action drawn uniformly by its own seeded generator.
type Random struct {
	rng    game.RNG
	legal  []game.Action
	action game.Action
}

// NewRandom returns a random bot seeded with seed.
func NewRandom(seed uint64) *Random {
	return &Random{rng: game.NewRNG(seed), action: NoAction}
}

// Begin chooses at once.
func (b *Random) Begin(s game.State) {
	b.legal = s.Legal(b.legal)
	b.action = NoAction
	if len(b.legal) > 0 {
		b.action = b.legal[b.rng.IntN(len(b.legal))]
	}
}

// Think reports that the action is ready.
func (b *Random) Think(int) bool { return true }

// Action returns the chosen action, or NoAction for a game that is over.
func (b *Random) Action() game.Action { return b.action }
