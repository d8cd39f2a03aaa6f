// Package street is Zombie Tsunami's table: the street board at the top of
// the middle with the round's six card spaces, its +1 spaces and the shop
// space, the street deck and the reserve of dice; the other hordes along
// the top, each a pile of zombie dice with its civilians, coins, face-down
// bonus card and zombird cards; the horde, the secret bonus card and the
// zombird cards of the seat in front at the bottom. The middle shows what
// the street asks: the shop's market row, a push's secret vote (the seat's
// own, private screen: the shell hands the screen over between people),
// the reveal that groups the teams with their totals against the
// threshold, the choice of Coin / Zombie or Civilian / Bomb, and the end.
//
// Every legal action has one piece or control: a vote token, a shop card,
// a horde to bomb or choose, the coins, the reserve or the civilians, the
// bonus card to reveal, a zombird card to play, or a button next to the
// one-line prompt (keep the card hidden, leave the shop, the Mega Bomb, the
// event). Jumps roll every horde at once and the fallen dice drop away.
//
// The engine's actions are read by their names (ActionString), the only
// way the engine tells them apart to a table. The table draws only the
// view of the seat in front of the screen. The layout, the pieces and
// their tooltips are computed in a model when the view, the language or the
// window change (build), so drawing allocates nothing; the model is pure
// and tested without a window.
package street

import (
	"time"

	"zombietable/game"
	"zombietable/game/tsunami"
	"zombietable/scenes"
)

func init() {
	scenes.RegisterTable("tsunami", func(tc *scenes.TableContext) scenes.Table { return &Table{} })
	scenes.RegisterView("tsunami", tsunami.View{})
}

// Table is Zombie Tsunami's table scene.
type Table struct {
	m     model
	hover hoverRef
	view  tsunami.View
	last  []int

	rec      revealRec
	recOn    bool // rec is a push revealed this game
	holdEnd  time.Duration
	showing  bool // the reveal is shown
	falls    [maxFalls]fall
	heapOld  [tsunami.MaxPlayers][maxHeap]scenes.Rect
	heapOldN [tsunami.MaxPlayers]int
	heapOldD [tsunami.MaxPlayers]float32
	// logLit is what the hovered line of the log speaks of.
	logLit logLight
}

// fall is a die dropping away from a horde.
type fall struct {
	active bool
	x, y   float32
	size   float32
	start  time.Duration
}

const maxFalls = 48

// Animation ids.
const (
	idHold   = 7000
	idStreet = 7100
	idDie    = 7200 // + seat*maxHeap + die
	idNew    = 7700 // + seat*maxHeap + die
	idFall   = 8100 // + fall
)

// hoverRef names the piece under the pointer.
type hoverRef struct {
	list int
	idx  int
}

const (
	hNone = iota
	hSeat
	hCard
	hSpace
	hDeck
	hEvent
	hReserve
	hShop
	hToken
	hChoice
	hBonus
	hBird
	hPast
	hCur
)

func (t *Table) input(tc *scenes.TableContext) input {
	r := tc.Rect()
	v, _ := tc.View().(tsunami.View)
	t.view = v
	t.last = t.last[:0]
	for _, c := range v.LastVotes {
		t.last = append(t.last, int(colourOf(c)))
	}
	var rv *revealRec
	if t.showing {
		rv = &t.rec
	}
	return input{
		view:     &t.view,
		me:       int(tc.Seat()),
		legal:    tc.Legal(),
		name:     tc.ActionString,
		canAct:   tc.CanAct(),
		lang:     tc.Lang(),
		rect:     scenes.Rect{X: float32(r.Min.X), Y: float32(r.Min.Y), W: float32(r.Dx()), H: float32(r.Dy())},
		seatName: func(s int) string { return tc.SeatName(game.Seat(s)) },
		last:     t.last,
		reveal:   rv,
		public:   tc.Public(),
	}
}

// rebuild lays the table out again and asks for it to be drawn, so what is
// drawn and what takes clicks and tooltips never differ.
func (t *Table) rebuild(tc *scenes.TableContext) {
	t.m.build(t.input(tc))
	tc.Redraw()
}

// Layout lays the table out for the rectangle.
func (t *Table) Layout(tc *scenes.TableContext) { t.rebuild(tc) }

// Reset drops the motions and rebuilds everything from the view.
func (t *Table) Reset(tc *scenes.TableContext) {
	for i := range t.falls {
		t.falls[i].active = false
	}
	v, _ := tc.View().(tsunami.View)
	t.showing = false
	if v.Open && v.Current != "" {
		// Votes revealed, windows pending: show them.
		t.rec = revealRec{street: len(v.Street) - 1, name: v.Current}
		for i := range v.Votes {
			t.rec.votes[i] = colourOf(v.Votes[i])
			t.rec.dice[i] = v.Zombies[i]
		}
		t.recOn, t.showing = true, true
	}
	t.rebuild(tc)
}

func colourOf(s string) int8 {
	for c, id := range colourIDs {
		if s == id {
			return int8(c)
		}
	}
	return -1
}

// lastResolved is the place in the street of the last push resolved, or -1:
// the last push unless it is still being voted or revealed.
func lastResolved(v *tsunami.View) int {
	p := lastPush(v)
	if p >= 0 && p == len(v.Street)-1 && v.Current != "" {
		p = pushBefore(v, p)
	}
	return p
}

// pushBefore is the place in the street of the last push before place p,
// or -1.
func pushBefore(v *tsunami.View, p int) int {
	x := index()
	for i := p - 1; i >= 0; i-- {
		if x.street[v.Street[i]].isPush() {
			return i
		}
	}
	return -1
}

// lastPush is the place in the street of the last push revealed, or -1.
func lastPush(v *tsunami.View) int {
	x := index()
	for i := len(v.Street) - 1; i >= 0; i-- {
		if x.street[v.Street[i]].isPush() {
			return i
		}
	}
	return -1
}

// revealAfter is the push whose votes an action just revealed, read from
// the views before and after it: its votes, public from that moment, and
// each horde as it was then. ok is false when the action revealed none; had
// is the street place of the push last shown, -1 for none.
func revealAfter(before, v *tsunami.View, had int) (rec revealRec, ok bool) {
	p := lastPush(v)
	if p >= 0 && !v.Open && p == len(v.Street)-1 && v.Current != "" {
		// Still voting: the push before it may have been revealed by the
		// same action.
		p = pushBefore(v, p)
	}
	if p < 0 || p == had || p < len(before.Street)-1 {
		return rec, false
	}
	rec = revealRec{street: p, name: v.Street[p]}
	for i := range rec.votes {
		rec.votes[i] = -1
		if i < len(v.LastVotes) {
			rec.votes[i] = colourOf(v.LastVotes[i])
		}
		if i < len(before.Zombies) {
			rec.dice[i] = before.Zombies[i]
		}
	}
	return rec, true
}

// Applied shows what the action did: street cards slide from the deck,
// hordes roll at a jump and their fallen dice drop away, new dice drop in,
// and a push's votes are revealed together.
func (t *Table) Applied(tc *scenes.TableContext, mv scenes.Move) {
	before, _ := mv.Before.(tsunami.View)
	an := tc.Anim()
	// Where the dice were.
	for i := range t.m.seats {
		b := &t.m.seats[i]
		t.heapOldN[i] = copy(t.heapOld[i][:], b.at)
		t.heapOldD[i] = b.die
	}
	deckR := t.m.deck.r
	v, _ := tc.View().(tsunami.View)

	// A push revealed: its votes and the hordes at that moment.
	had := -1
	if t.recOn {
		had = t.rec.street
	}
	rec, newReveal := revealAfter(&before, &v, had)
	if newReveal {
		t.rec, t.recOn = rec, true
	} else if t.recOn && t.rec.street == len(v.Street)-1 && v.Open && before.Open {
		// Windows after the reveal may move zombies (the Tsunami).
		copy(t.rec.dice[:], before.Zombies)
	}
	now := an.Now()
	if newReveal {
		t.holdEnd = now + an.Duration(2600*time.Millisecond)
		an.Move(idHold, 0, 0, 1, 1, 2600*time.Millisecond)
		tc.Sound(scenes.SoundCard)
	}
	t.showing = t.recOn && (now < t.holdEnd || v.Open && t.rec.street == len(v.Street)-1 && v.Current != "")
	t.rebuild(tc)

	// New street cards slide from the deck.
	jump := false
	x := index()
	base := (min(max(v.Round, 1), 3) - 1) * 6
	for i := len(before.Street); i < len(v.Street); i++ {
		if x.street[v.Street[i]].isJump() {
			jump = true
		}
		if j := i - base; j >= 0 && j < 6 {
			r := t.m.cards[j].r
			an.Move(idStreet+j, deckR.X, deckR.Y, r.X, r.Y, 300*time.Millisecond)
		}
	}
	if len(v.Street) > len(before.Street) {
		tc.Sound(scenes.SoundCard)
	}
	rollD := 650 * time.Millisecond
	if jump {
		for i := range t.m.seats {
			b := &t.m.seats[i]
			for j := range b.at {
				an.Roll(idDie+i*maxHeap+j, runFace(i, j), rollD)
			}
		}
		tc.Sound(scenes.SoundDice)
	}
	// Fallen dice drop away; new ones drop in.
	lost, gained := false, false
	for i := range t.m.seats {
		if i >= len(before.Zombies) {
			break
		}
		b := &t.m.seats[i]
		d := v.Zombies[i] - before.Zombies[i]
		if d < 0 {
			lost = true
			for j := max(t.heapOldN[i]+d, 0); j < t.heapOldN[i]; j++ {
				r := t.heapOld[i][j]
				delay := time.Duration(0)
				if jump {
					delay = an.Duration(rollD)
				}
				if f := t.drop(r.X, r.Y, t.heapOldD[i], now+delay); f >= 0 && jump {
					an.Roll(idFall+f, 1, rollD)
				}
			}
		}
		if d > 0 {
			gained = true
			for j := max(len(b.at)-d, 0); j < len(b.at); j++ {
				r := b.at[j]
				an.Move(idNew+i*maxHeap+j, r.X, r.Y-50*t.m.k, r.X, r.Y, 280*time.Millisecond)
			}
		}
	}
	if lost {
		hold := rollD + 500*time.Millisecond
		if !jump {
			hold = 500 * time.Millisecond
		}
		if now+an.Duration(hold) > t.holdEnd {
			an.Move(idHold+1, 0, 0, 1, 1, hold)
		}
		tc.Sound(scenes.SoundHit)
	} else if gained && !jump {
		tc.Sound(scenes.SoundClick)
	}
	if before.Coins != nil && !lost && !gained && coinsUp(before.Coins, v.Coins) {
		tc.Sound(scenes.SoundCoin)
	}
}

func coinsUp(a, b []int) bool {
	for i := range a {
		if i < len(b) && b[i] > a[i] {
			return true
		}
	}
	return false
}

// runFace is the running face a die of a horde shows at rest: the die's own,
// so that a heap looks thrown rather than printed.
func runFace(seat, die int) int {
	h := uint32(seat*97+die*31) * 2654435761
	return 2 + int(h>>28)%5
}

// drop starts a fallen die dropping from (x, y) at start and returns its
// place among the falls, -1 when they are all in use.
func (t *Table) drop(x, y, size float32, start time.Duration) int {
	for i := range t.falls {
		f := &t.falls[i]
		if !f.active {
			*f = fall{active: true, x: x, y: y, size: size, start: start}
			return i
		}
	}
	return -1
}

// Update handles hover and clicks.
func (t *Table) Update(tc *scenes.TableContext) bool {
	in := tc.Input()
	redraw := false
	for i := range t.m.buttons {
		b := &t.m.buttons[i]
		clicked, changed := b.Hit(in)
		redraw = redraw || changed
		if clicked && tc.Submit(t.m.btnAct[i]) == nil {
			in.Consume()
			return true
		}
	}
	h := t.hit(in.X, in.Y)
	if h != t.hover {
		t.hover = h
		redraw = true
	}
	if in.Clicked && tc.CanAct() {
		if a, ok := t.actionAt(h); ok && tc.Submit(a) == nil {
			in.Consume()
			return true
		}
	}
	an := tc.Anim()
	// The reveal ends when its time is up, unless windows keep it open.
	if t.showing && an.Now() >= t.holdEnd {
		if _, _, moving := an.At(idHold, 0, 0); !moving && !(t.view.Open && t.view.Current != "") {
			t.showing = false
			t.rebuild(tc)
			redraw = true
		}
	}
	if _, _, moving := an.At(idHold+1, 0, 0); moving {
		redraw = true
	} else {
		for i := range t.falls {
			t.falls[i].active = false
		}
	}
	return redraw
}

// hit finds the piece under (x, y).
func (t *Table) hit(x, y float32) hoverRef {
	m := &t.m
	for i := range m.tokens {
		if m.tokens[i].r.W > 0 && m.tokens[i].r.Contains(x, y) {
			return hoverRef{hToken, i}
		}
	}
	for i := range m.choices {
		if m.choices[i].r.Contains(x, y) {
			return hoverRef{hChoice, i}
		}
	}
	for i := range m.shop {
		if m.shop[i].r.Contains(x, y) {
			return hoverRef{hShop, i}
		}
	}
	if m.bonus.r.Contains(x, y) {
		return hoverRef{hBonus, 0}
	}
	for i := range m.birds {
		if m.birdHit(i).Contains(x, y) {
			return hoverRef{hBird, i}
		}
	}
	for i := range m.seats {
		if m.seats[i].r.Contains(x, y) {
			return hoverRef{hSeat, i}
		}
	}
	for i := range m.cards {
		if m.cards[i].r.Contains(x, y) {
			return hoverRef{hCard, i}
		}
	}
	for i := range m.spaces {
		if m.spaces[i].r.Contains(x, y) {
			return hoverRef{hSpace, i}
		}
	}
	for i := 0; i < m.pastN; i++ {
		if m.pastR[i].Contains(x, y) {
			return hoverRef{hPast, i}
		}
	}
	switch {
	case m.deck.r.Contains(x, y):
		return hoverRef{hDeck, 0}
	case m.event.meta != nil && m.event.r.Contains(x, y):
		return hoverRef{hEvent, 0}
	case m.rsv.Contains(x, y):
		return hoverRef{hReserve, 0}
	case (m.mode == midVote || m.mode == midReveal) && m.curCard.r.Contains(x, y):
		return hoverRef{hCur, 0}
	}
	return hoverRef{}
}

// actionAt is the legal action of the piece h, if it has one.
func (t *Table) actionAt(h hoverRef) (game.Action, bool) {
	m := &t.m
	var p *piece
	switch h.list {
	case hSeat:
		b := &m.seats[h.idx]
		return b.act, b.legal
	case hToken:
		p = &m.tokens[h.idx]
	case hChoice:
		p = &m.choices[h.idx]
	case hShop:
		p = &m.shop[h.idx]
	case hBonus:
		p = &m.bonus
	case hBird:
		p = &m.birds[h.idx]
	default:
		return 0, false
	}
	return p.act, p.legal
}

// Tooltip gives a piece's rules, and why it cannot be used when it cannot.
func (t *Table) Tooltip(tc *scenes.TableContext, x, y float32) string {
	m := &t.m
	h := t.hit(x, y)
	switch h.list {
	case hSeat:
		return m.seats[h.idx].tip
	case hToken:
		return m.tokens[h.idx].tip
	case hChoice:
		return m.choices[h.idx].tip
	case hShop:
		return m.shop[h.idx].tip
	case hBonus:
		return m.bonus.tip
	case hBird:
		return m.birds[h.idx].tip
	case hCard:
		return m.cards[h.idx].tip
	case hSpace:
		return m.spaces[h.idx].tip
	case hPast:
		return m.pastT[h.idx]
	case hDeck:
		return m.deck.tip
	case hEvent:
		return m.event.tip
	case hReserve:
		return m.rsvTip
	case hCur:
		return m.curCard.tip
	}
	return ""
}

// Rules is the summary of the rules.
func (t *Table) Rules(l scenes.Lang) string { return rulesText[li(l)] }
