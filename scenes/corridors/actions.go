package corridors

import (
	"zombietable/game"
	"zombietable/game/offthedead"
)

// Kind is what a piece on the table is.
type Kind uint8

// The pieces of the table. A and B of a Piece say which one.
const (
	None     Kind = iota
	Pile          // rubble pile A
	Zombie        // zombie card B of the corridor at direction A
	Zone          // zone B of the corridor at direction A (the jerrycan's target)
	Survivor      // seat A's survivor card
	Item          // seat A's item in slot B
	Hands         // seat A's bare hands
	Ability       // seat A's special ability
	Quote         // quote A/3 paid with symbol A%3, in the quote picker
	Arrow         // direction A around the horde (where the top card may point)
	Button        // the button of action A
	Targets       // the zombies of the active corridor whose indices are the bits of A ("Me li faccio tutti!")
	Pick          // survivor card A (the engine's number) offered while the team is chosen
)

// Piece names one thing on the table.
type Piece struct {
	K    Kind
	A, B int32
}

// Gesture is how a player makes an action: pick up From (a drag, or a click
// that selects it), pass over Via when the action needs a second choice, and
// drop on To (or click it); when From is the zero Piece a click on To plays
// the action alone.
type Gesture struct {
	From, Via, To Piece
}

// Quote numbers of the engine whose quotes act on something the table shows.
const (
	qWhat     = 0
	qLookout  = 1
	qReroll   = 4
	qRetarget = 5
	qAll3     = 7
	qBruceLee = 9
	qStepped  = 11
)

// bare is the engine's item slot of an attack with bare hands; fill the
// jerrycan's operand offset for filling a weapon.
const (
	bare = 255
	fill = 10
)

// abilityOf is the ability of each survivor id, from the catalog.
var abilityOf = func() map[string]string {
	m := map[string]string{}
	cat, err := offthedead.Load()
	if err != nil {
		return m
	}
	for _, s := range cat.Survivors {
		m[s.ID] = s.Ability
	}
	return m
}()

// seatAt is the seat sitting at direction d in v, or -1.
func seatAt(v *offthedead.View, d int) int {
	for i, p := range v.Players {
		if p.Dir == d {
			return i
		}
	}
	return -1
}

// sideOf is survivor p's neighbour on side off (1 left, 3 right) as the
// engine seats them (with three survivors everybody is a neighbour), -1 none.
func sideOf(v *offthedead.View, p, off int) int {
	if p < 0 || p >= len(v.Players) {
		return -1
	}
	if off == 1 {
		return v.Players[p].Left
	}
	return v.Players[p].Right
}

// GestureOf maps a legal action of the seat to act in v to the gesture that
// plays it. window says a window is open (the legal actions include a pass):
// abilities are buttons then.
func GestureOf(x game.Action, v *offthedead.View, window bool) Gesture {
	op, a, b := offthedead.DecodeAction(x)
	me := v.ToAct
	if me < 0 || me >= len(v.Players) {
		return Gesture{To: Piece{K: Button, A: int32(x)}}
	}
	act := v.Active
	dir := v.Players[act].Dir
	click := func(p Piece) Gesture { return Gesture{To: p} }
	item := func(slot int) Piece { return Piece{K: Item, A: int32(act), B: int32(slot)} }
	surv := func(s int) Piece { return Piece{K: Survivor, A: int32(s)} }
	zombie := func(d, i int) Piece { return Piece{K: Zombie, A: int32(d), B: int32(i)} }
	switch op {
	case offthedead.OpSearch, offthedead.OpSecond, offthedead.OpPlace:
		return click(Piece{K: Pile, A: int32(a)})
	case offthedead.OpThrow:
		return Gesture{From: item(a), To: surv(sideOf(v, act, b))}
	case offthedead.OpAttack:
		from := Piece{K: Hands, A: int32(act)}
		if a != bare {
			from = item(a)
		}
		return Gesture{From: from, To: zombie(dir, b)}
	case offthedead.OpItem:
		if a < 0 || a >= len(v.Players[act].Items) {
			break
		}
		switch v.Players[act].Items[a].ID {
		case "magazine":
			return Gesture{From: item(a), To: item(b)}
		case "jerrycan":
			if b >= fill {
				return Gesture{From: item(a), To: item(b - fill)}
			}
			return Gesture{From: item(a), To: Piece{K: Zone, A: int32(dir), B: int32(b)}}
		case "toy":
			return Gesture{From: item(a), To: zombie(dir, b)}
		}
		return Gesture{From: item(a), To: surv(act)}
	case offthedead.OpAbility:
		if window {
			break
		}
		ab := Piece{K: Ability, A: int32(me)}
		if abilityOf[v.Players[me].Survivor] == "scavenge" {
			return Gesture{From: ab, Via: surv(b), To: Piece{K: Pile, A: int32(a)}}
		}
		return Gesture{From: ab, To: surv(b)}
	case offthedead.OpLead:
		// the re-oriented zombie goes where its new survivor's card is clicked
		return click(surv(sideOf(v, act, a)))
	case offthedead.OpJunk:
		// "Che roba!": the item clicked is thrown away
		return click(item(a))
	case offthedead.OpChoose:
		// the team is chosen: the survivor card clicked
		return click(Piece{K: Pick, A: int32(a)})
	case offthedead.OpQuote:
		q := Piece{K: Quote, A: int32(a)}
		switch a / 3 {
		case qWhat:
			return Gesture{From: q, To: zombie(b/8, b%8)}
		case qLookout:
			return Gesture{From: q, To: Piece{K: Arrow, A: int32(b)}}
		case qRetarget:
			return Gesture{From: q, To: zombie(dir, b)}
		case qStepped:
			return Gesture{From: q, To: Piece{K: Pile, A: int32(b)}}
		case qAll3:
			// the targets are chosen one by one, then struck together
			return Gesture{From: q, To: Piece{K: Targets, A: int32(b)}}
		}
		return click(q)
	}
	return click(Piece{K: Button, A: int32(x)})
}

// isWindow reports whether the legal actions are a window's (a pass among
// them).
func isWindow(legal []game.Action) bool {
	for _, a := range legal {
		if op, _, _ := offthedead.DecodeAction(a); op == offthedead.OpPass {
			return true
		}
	}
	return false
}

// plan is the legal actions of a decision as gestures, built once per
// change.
type plan struct {
	acts []game.Action
	gest []Gesture
}

// build fills the plan from the legal actions of the seat to act in v.
func (p *plan) build(legal []game.Action, v *offthedead.View) {
	p.acts = append(p.acts[:0], legal...)
	p.gest = p.gest[:0]
	w := isWindow(legal)
	for _, a := range legal {
		p.gest = append(p.gest, GestureOf(a, v, w))
	}
}

// find returns the action of a gesture, if one is legal.
func (p *plan) find(g Gesture) (game.Action, bool) {
	for i, h := range p.gest {
		if h == g {
			return p.acts[i], true
		}
	}
	return 0, false
}

// isSource reports whether some legal gesture starts from piece s.
func (p *plan) isSource(s Piece) bool {
	if s.K == None {
		return false
	}
	for _, g := range p.gest {
		if g.From == s {
			return true
		}
	}
	return false
}

// isClick reports whether clicking piece t alone plays an action.
func (p *plan) isClick(t Piece) bool {
	_, ok := p.find(Gesture{To: t})
	return ok
}

// isVia reports whether v is the second choice of some gesture from s.
func (p *plan) isVia(s, v Piece) bool {
	for _, g := range p.gest {
		if g.From == s && g.Via == v && v.K != None {
			return true
		}
	}
	return false
}

// isTarget reports whether t receives s (through via, when set).
func (p *plan) isTarget(s, via, t Piece) bool {
	_, ok := p.find(Gesture{From: s, Via: via, To: t})
	return ok
}
