package pints

import "zombietable/game"

// heuristic is the game's own bot.
type heuristic struct {
	rng    game.RNG
	action game.Action
	buf    []game.Action
}

func newHeuristic(arg string, seed uint64) (game.Bot, error) {
	return &heuristic{rng: game.NewRNG(seed)}, nil
}

func (h *heuristic) Begin(s game.State) {
	h.buf = s.Legal(h.buf)
	h.action = h.buf[h.rng.IntN(len(h.buf))]
}

func (h *heuristic) Think(int) bool { return true }

func (h *heuristic) Action() game.Action { return h.action }
