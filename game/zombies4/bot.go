package zombies4

import (
	"fmt"

	"zombietable/game"
	"zombietable/game/bot"
)

// BotHeuristic names the game's own bot: it lays cards near itself and the
// Cabin far from the others, fights with ammunition when the roll is close
// or its life low, heads for the Cabin once the spell is likely and for
// counters and dogs before, sets the dogs on the players closest to winning,
// and plays its cards against them.
const BotHeuristic = "heuristic"

func botMakers() map[string]game.BotMaker {
	return map[string]game.BotMaker{
		BotHeuristic: func(arg string, seed uint64) (game.Bot, error) {
			if arg != "" {
				return nil, fmt.Errorf("heuristic takes no argument, not %q", arg)
			}
			return bot.NewInstantAlone(func(s game.State) (game.Action, bool) {
				g, ok := s.(*State)
				if !ok {
					return bot.NoAction, false
				}
				return Choose(g), true
			}), nil
		},
	}
}

// dists holds the walking distance from one square to every square, -1
// where unreachable, with the square each is reached from.
type dists struct {
	d    [nSq]int16
	from [nSq]int16
}

func (g *State) bfs(start int16, out *dists) { g.walk(start, out, false) }

// walk is bfs; with around, paths do not go on through squares with dogs
// (they may end on one).
func (g *State) walk(start int16, out *dists, around bool) {
	n := int(g.NLaid) * 9
	for i := 0; i < n; i++ {
		out.d[i] = -1
	}
	if start < 0 {
		return
	}
	var queue [nSq]int16
	head, tail := 0, 0
	queue[tail] = start
	tail++
	out.d[start] = 0
	out.from[start] = start
	for head < tail {
		q := queue[head]
		head++
		if around && q != start && g.Dogs[q] > 0 {
			continue
		}
		for dir := 0; dir < 4; dir++ {
			n := g.Nbr[q][dir]
			if n >= 0 && out.d[n] < 0 {
				out.d[n] = out.d[q] + 1
				out.from[n] = q
				queue[tail] = n
				tail++
			}
		}
	}
}

// threat is how close seat s looks to winning, for the others to act on.
func (g *State) threat(s int) float64 {
	p := &g.P[s]
	t := float64(p.Kills) / float64(tab.cat.KillsToWin) * 4
	t += float64(7-g.SpellNeed(s)) * 0.8
	if p.Sq >= 0 && g.cabinSq(p.Sq) {
		t += 2
	}
	return t
}

// Choose returns the heuristic's action for the seat to act.
func Choose(g *State) game.Action {
	var buf [256]game.Action
	legal := g.Legal(buf[:0])
	if len(legal) == 1 {
		return legal[0]
	}
	me := int(g.ToAct())
	switch g.Phase {
	case phPlace:
		return g.choosePlace(legal, me)
	case phFight:
		return g.chooseFight(legal)
	case phWindow:
		return g.chooseWindow(legal, me)
	case phMove:
		return g.chooseMove(legal)
	case phZombie:
		return g.chooseDog(legal)
	case phDiscard:
		return g.chooseDiscard(legal)
	case phDogs:
		return g.choosePut(legal, me)
	}
	return legal[0]
}

func has(legal []game.Action, a game.Action) bool {
	for _, b := range legal {
		if a == b {
			return true
		}
	}
	return false
}

func cellDist(a, b int) int {
	dx := a%gridW - b%gridW
	dy := a/gridW - b/gridW
	return abs(dx) + abs(dy)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// cellOf is the table cell of seat s's pawn (the Bridge when off the map).
func (g *State) cellOf(s int) int {
	q := g.P[s].Sq
	if q < 0 {
		return bridgeRow*gridW + bridgeCol
	}
	return int(g.Laid[q/9].Cell)
}

func (g *State) choosePlace(legal []game.Action, me int) game.Action {
	cabin := uint8(g.Drawn) == tab.cabin
	kind := tab.defs[tab.mapInst[g.Drawn]].kind
	best, bestV := legal[0], -1e9
	mine := g.cellOf(me)
	for _, a := range legal {
		_, x := decode(a)
		c := x / 4
		dm := float64(cellDist(c, mine))
		do := 99.0
		for s := 0; s < int(g.N); s++ {
			if s != me {
				do = min(do, float64(cellDist(c, g.cellOf(s)))+float64(3-g.threat(s))*0.1)
			}
		}
		var v float64
		switch {
		case cabin:
			v = -2*dm + do
		case kind == mkPlain:
			// Dogs: near me when I am strong, near the others when weak.
			if g.P[me].Half >= 6 {
				v = -dm + 0.3*do
			} else {
				v = dm - do
			}
		default:
			v = -dm + 0.3*do
		}
		if v > bestV {
			best, bestV = a, v
		}
	}
	return best
}

func (g *State) chooseFight(legal []game.Action) game.Action {
	s := int(g.Cur)
	p := &g.P[s]
	spend := act(aSpend, 0)
	low := p.Half <= 2
	if has(legal, spend) && (g.Need <= 2 || p.Half <= 3 || int(p.Kills) >= tab.cat.KillsToWin-2) {
		return spend
	}
	if low {
		for _, a := range []game.Action{act(aUse, evMachete), act(aUse, evFirstAid), act(aPlay, evBandage), act(aUse, evAmmoBelt), spend, act(aPlay, evRun)} {
			if has(legal, a) {
				return a
			}
		}
	}
	return act(aBite, 0)
}

func (g *State) chooseWindow(legal []game.Action, me int) game.Action {
	cur := int(g.Cur)
	t := g.threat(cur)
	if t < 2.5 || t < g.threat(me) {
		return act(aPass, 0)
	}
	for _, a := range []game.Action{act(aPlay, evBurnPage), act(aPlay, evLost), act(aPlay, evPack)} {
		if has(legal, a) {
			return a
		}
	}
	return act(aPass, 0)
}

// playOrder is the order the heuristic plays its own cards in its turn.
var playOrder = []int{
	evPage1, evPage2, evPage3, evPage4, evPage5, evPage6, evPage7, evPage8,
	evStolenPage, evShotgun, evAmulet, evLantern, evMachete, evFirstAid, evAmmoBelt,
}

func (g *State) chooseMove(legal []game.Action) game.Action {
	s := int(g.Cur)
	p := &g.P[s]
	if has(legal, act(aCast, 0)) {
		return act(aCast, 0)
	}
	if !p.Played {
		for _, ty := range playOrder {
			if has(legal, act(aPlay, ty)) {
				return act(aPlay, ty)
			}
		}
		if p.Half <= 5 && has(legal, act(aPlay, evBandage)) {
			return act(aPlay, evBandage)
		}
		if p.Ammo <= 2 && has(legal, act(aPlay, evScavenge)) {
			return act(aPlay, evScavenge)
		}
	}
	if p.Half <= 4 && has(legal, act(aUse, evFirstAid)) {
		return act(aUse, evFirstAid)
	}
	if p.Ammo <= 1 && has(legal, act(aUse, evAmmoBelt)) {
		return act(aUse, evAmmoBelt)
	}
	var d dists
	g.walk(p.Sq, &d, p.Half <= 4)
	target, goal := g.target(s, &d)
	if target < 0 || target == p.Sq {
		return act(aStop, 0)
	}
	if goal && !p.Played && d.d[target] > int16(g.MoveLeft) && has(legal, act(aPlay, evAdrenaline)) {
		return act(aPlay, evAdrenaline)
	}
	step := target
	for d.from[step] != p.Sq {
		step = d.from[step]
	}
	for dir := 0; dir < 4; dir++ {
		if g.Nbr[p.Sq][dir] == step && has(legal, act(aStep, dir)) {
			return act(aStep, dir)
		}
	}
	return act(aStop, 0)
}

// target picks where seat s heads: the Cabin when the spell is near, else
// the best of counters and dogs by value and distance. goal reports a head
// for the Cabin.
//
// The spell is cast only once the Cabin is free of dogs, so a player who
// waits in it while others keep sending dogs in waits forever: with dogs in
// the Cabin the bot goes for them when it has the life to clear them, and
// otherwise leaves the Cabin's squares little worth, to gather lives and
// ammunition first. Once the night runs long (boldRounds rounds), a bot
// stops waiting: it fights whenever it has a life and a half, as waiting
// for counters that are gone would only bring the dawn.
func (g *State) target(s int, d *dists) (int16, bool) {
	p := &g.P[s]
	n := int(g.NLaid) * 9
	need := g.SpellNeed(s)
	best, bestV := int16(-1), 0.0
	cabinOn := false
	bold := int(g.Total) >= boldRounds*int(g.N) && p.Half >= 3
	cabinV := float64(7-need) * 1.6
	if cd := g.cabinDogs(); cd > 0 && !bold {
		// A dog costs two half lives on average (a kill on 5–6), less
		// the ammunition that raises the rolls.
		if int(p.Half) <= 2*cd-int(p.Ammo)/2 {
			cabinV *= 0.25
		}
	}
	for q := 0; q < n; q++ {
		if d.d[q] < 0 {
			continue
		}
		dist := float64(d.d[q])
		var v float64
		if g.cabinSq(int16(q)) {
			cabinOn = true
			v += cabinV
			if g.Dogs[q] > 0 && cabinV >= 1 {
				// The dogs that keep the spell away.
				v += 1 + float64(g.Dogs[q])
			} else if g.cabinDogs() > 0 {
				v -= 1
			}
		}
		if g.Tok[q]&tokLife != 0 && p.Half < 8 {
			v += float64(10-p.Half) * 0.5
		}
		if g.Tok[q]&tokAmmo != 0 {
			v += 1.5
		}
		if dg := g.Dogs[q]; dg > 0 {
			// Four ammunition kill a dog whatever the die says but a 0.
			strong := (p.Half >= 5 && (p.Ammo >= 2 || g.has(s, evShotgun))) || p.Ammo >= 4 || bold
			switch {
			case strong:
				v += float64(dg) * (1 + float64(p.Kills)/10)
			case p.Half <= 3:
				v -= float64(dg) * 3
			}
		}
		if v <= 0 {
			continue
		}
		v -= dist * 0.45
		if best < 0 || v > bestV {
			best, bestV = int16(q), v
		}
	}
	if bold && (best < 0 || best == p.Sq) {
		// Nothing worth going for: the nearest dog.
		for q := 0; q < n; q++ {
			if d.d[q] > 0 && g.Dogs[q] > 0 && (best < 0 || best == p.Sq || d.d[q] < d.d[best]) {
				best = int16(q)
			}
		}
	}
	if best < 0 {
		return -1, false
	}
	return best, cabinOn && g.cabinSq(best)
}

// boldRounds is the round after which a bot stops waiting for a better
// moment: twice the usual length of a game, well before the dawn.
const boldRounds = 20

// choosePut places a dog of the new plain woods where it hurts the others
// most and the placer least, as the zombie phase moves dogs.
func (g *State) choosePut(legal []game.Action, me int) game.Action {
	value := g.dogValue(me)
	best, bestV := legal[0], -1e9
	for _, a := range legal {
		if kind, x := decode(a); kind == aDogAt {
			// A second dog on a square is worth a little less than a
			// first one elsewhere: spread them over the paths.
			if v := value(x) - 0.3*float64(g.Dogs[x]); v > bestV {
				best, bestV = a, v
			}
		}
	}
	return best
}

func (g *State) chooseDog(legal []game.Action) game.Action {
	value := g.dogValue(int(g.Cur))
	// Choose the best move of any dog, then play its first half (the dog)
	// or its second (the square).
	var buf [16]int16
	best, bestV := legal[0], -1e9
	for _, a := range legal {
		kind, x := decode(a)
		if kind == aDogTo {
			if v := value(x) - value(int(g.DogFrom)); v > bestV {
				best, bestV = a, v
			}
			continue
		}
		for _, t := range g.dogTargets(x, buf[:0]) {
			if v := value(int(t)) - value(x); v > bestV {
				best, bestV = a, v
			}
		}
	}
	return best
}

// dogValue returns how much a dog on a square is worth to seat me: near the
// weak and those far from 25 kills, away from me and from a healthy kills
// leader, and in the Cabin when another player nears the spell.
func (g *State) dogValue(me int) func(q int) float64 {
	var ds [maxSeats]dists
	var w [maxSeats]float64
	var spellBlock float64
	cabin := g.cabinSquare()
	for s := 0; s < int(g.N); s++ {
		g.bfs(g.P[s].Sq, &ds[s])
		if s != me {
			// Dogs hurt a weak player (a death halves the kills) but feed
			// a strong one kills: send them at the weak and at those far
			// from 25 kills, away from a healthy kills leader.
			p := &g.P[s]
			w[s] = 1 + g.threat(s)*0.3
			if p.Half <= 3 {
				w[s] += 1.5 + float64(p.Kills)/8
			} else if int(p.Kills) >= tab.cat.KillsToWin-8 {
				w[s] = -0.5
			}
			if cabin >= 0 && ds[s].d[cabin] >= 0 {
				near := max(0, 10-float64(ds[s].d[cabin]))
				spellBlock = max(spellBlock, near*float64(7-g.SpellNeed(s))/3)
			}
		}
	}
	return func(q int) float64 {
		v := 0.0
		for s := 0; s < int(g.N); s++ {
			dd := ds[s].d[q]
			if dd < 0 {
				continue
			}
			c := max(0, 5-float64(dd))
			if s == me {
				v -= 2.5 * c
			} else {
				v += w[s] * c
			}
		}
		if g.cabinSq(int16(q)) {
			v += spellBlock * 2
		}
		return v
	}
}

// cabinSquare is a square inside the Cabin, -1 if it is not laid.
func (g *State) cabinSquare() int16 {
	for k := 0; k < int(g.NLaid); k++ {
		if g.Laid[k].Inst == tab.cabin {
			for i := 0; i < 9; i++ {
				if g.Terr[k*9+i] == tBuild {
					return int16(k*9 + i)
				}
			}
		}
	}
	return -1
}

func (g *State) chooseDiscard(legal []game.Action) game.Action {
	p := &g.P[g.Cur]
	if p.HandN < 3 {
		return act(aKeep, 0)
	}
	for _, ty := range []int{evScavenge, evBandage, evAdrenaline, evRun} {
		if has(legal, act(aDiscard, ty)) && (ty != evBandage || p.Half >= 8) && (ty != evScavenge || p.Ammo >= 4) {
			return act(aDiscard, ty)
		}
	}
	return act(aKeep, 0)
}
