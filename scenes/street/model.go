package street

import (
	"strings"

	"zombietable/game"
	"zombietable/game/tsunami"
	"zombietable/scenes"
)

// piece is a card, pile or token on the table: where it is drawn, where it
// takes clicks, the action it stands for (if any) and its tooltip.
type piece struct {
	zone  zone
	arg   int
	r     scenes.Rect
	act   game.Action
	legal bool
	tip   string
	meta  *cardMeta
	title []string // the name, wrapped to the tile
	lines []string // the rules text, wrapped (the seat's own bonus card)
	ts    float32  // the title's size
	bs    float32  // the rules text's size
	badge string   // a number on the tile: a limit, a threshold, a cost
	note  string   // a word under the name: "always", "kept", "sold"
	up    bool     // drawn face up
	empty bool     // a space with no card yet, or a sold slot
	cur   bool     // the card being resolved
	dud   bool     // legal but useless now: a zombird card that cannot act at this offer
	cut   bool     // its rules text does not fit whole: the enlarged card on hover shows it
	tcut  bool     // its name does not fit whole: it ends in an ellipsis
	// broken counts the words of its rules text broken with a hyphen.
	broken int
	// Where the rules text lies, from the tile's top-left: the icon's size
	// above it (0 for none), its first line, and from which line on the
	// lines run beside the badge, moved right by indent.
	icon   float32
	bodyY  float32
	narrow int
	indent float32
	spent  bool // a bonus card already revealed
	n      int  // a count drawn on a pile
}

// maxHeap is the most dice a heap draws; a larger horde shows its count.
const maxHeap = 48

// seatBox is one seat's horde: its dice, civilians, coins and cards.
type seatBox struct {
	seat      int
	r         scenes.Rect // the whole box, its hit target
	heap      scenes.Rect // where the dice pile up
	die       float32     // a die's side
	at        []scenes.Rect
	name      string
	tip       string
	dice      int
	more      int // dice of the horde not drawn in the heap, shown as "+N"
	moreLabel string
	civ       int
	coins     int
	bonus     int // 0 none, 1 face down, 2 face up (or known)
	bmeta     *cardMeta
	birds     int
	ready     string // the face-up zombird cards, named
	saves     int
	vote      int // -1 none, -2 voted in secret, else the colour
	voteTip   string
	marked    bool // chosen for the Mega Bomb
	toAct     bool
	me        bool
	winner    bool
	act       game.Action
	legal     bool
}

// space is a place on the street board between the card spaces: a +1 or
// the shop.
type space struct {
	r    scenes.Rect
	shop bool
	done bool // already passed this round
	live bool // happening now
	tip  string
}

// midMode is what the middle of the table shows.
type midMode uint8

const (
	midShop       midMode = iota // the market row
	midVote                      // the secret vote of a push
	midReveal                    // the votes revealed, teams and totals
	midCoinZombie                // coins or a zombie
	midCivBomb                   // a civilian or a bomb
	midOver                      // the final hordes
)

// team is one colour of a revealed push.
type team struct {
	members []string
	total   int
	need    int
	ok      bool
	line    string
}

// revealRec is a push whose votes were revealed, as the table saw it then:
// every vote is public from that moment.
type revealRec struct {
	street int // the push's place in the street
	name   string
	votes  [tsunami.MaxPlayers]int8
	dice   [tsunami.MaxPlayers]int
}

// model is everything the table draws, computed when the view, the legal
// actions, the rectangle or the language change, never per frame.
type model struct {
	k       float32
	regions []scenes.Rect // the seats, the street, the middle, the prompt, the seat's own (build)
	rect    scenes.Rect
	lang    scenes.Lang
	view    *tsunami.View
	me      int
	canAct  bool
	dec     decision
	mode    midMode

	colours [3]string // the vote colours' names

	targets []target

	seats  []seatBox
	board  scenes.Rect
	cards  [6]piece // this round's card spaces
	spaces []space
	deck   piece
	event  piece
	round  string
	past   [2][6]*cardMeta // earlier rounds' cards
	pastN  int
	pastR  [2]scenes.Rect
	pastT  [2]string
	rsv    scenes.Rect
	rsvTip string
	// the reserve's dice (their side and the centre of their row), its
	// count's and its label's centres
	rsvDie, rsvDiceY, rsvNumY, rsvLabY float32

	mid      scenes.Rect
	midTitle string
	midSub   string
	shop     []piece
	zooms    []piece  // each shop card enlarged, shown over the street on hover
	tokens   [3]piece // the vote tokens of a private vote
	choices  []piece  // coins, the reserve, civilians
	voters   []string // "Anna — voted"
	voterOK  []bool
	teams    [3]team
	curCard  piece // the push being voted or revealed

	mine   scenes.Rect
	bonus  piece
	birds  []piece
	bzooms []piece // each zombird card enlarged, shown on hover
	labels [2]string

	row        scenes.Rect
	prompt     string
	promptSize float32
	promptR    scenes.Rect
	buttons    []scenes.Button
	btnAct     []game.Action

	over []string // the final ranking, one line a seat
}

// input is what build needs from the shell.
type input struct {
	view     *tsunami.View
	me       int // the seat in front of the screen
	legal    []game.Action
	name     func(game.Action) string
	canAct   bool
	lang     scenes.Lang
	rect     scenes.Rect
	seatName func(int) string
	last     []int      // each seat's vote in the last push revealed, -1 for none
	reveal   *revealRec // the push revealed to show, or nil
	public   bool       // others look at the screen: show no secret
}

// publicView is v with every secret hidden, the viewer's own included: the
// bonus cards not face up are face down, the zombird cards in hand unknown
// and the votes not yet revealed only cast. It is what anyone at the table
// may see.
func publicView(v *tsunami.View) *tsunami.View {
	p := *v
	p.Bonus = make([]string, len(v.Bonus))
	for i, b := range v.Bonus {
		if b != "" && (i >= len(v.BonusUp) || !v.BonusUp[i]) {
			b = "face down"
		}
		p.Bonus[i] = b
	}
	p.Zombird = make([][]string, len(v.Zombird))
	for i, h := range v.Zombird {
		p.Zombird[i] = make([]string, len(h))
		for k := range h {
			p.Zombird[i][k] = "?"
		}
	}
	if !v.Open {
		p.Votes = make([]string, len(v.Votes))
		for i, c := range v.Votes {
			if c != "" {
				p.Votes[i] = "voted"
			}
		}
	}
	return &p
}

// minHit is the smallest side of a hit target, in pixels.
const minHit = 32

// unit is the table's scale for a table rectangle of w × h pixels.
func unit(w, h float32) float32 {
	k := w / 940
	if h/740 < k {
		k = h / 740
	}
	return scenes.Clamp(k, 0.55, 2.4)
}

// build lays out the table for a view.
func (m *model) build(in input) {
	if in.public {
		in.view = publicView(in.view)
	}
	v := in.view
	x := index()
	m.view = v
	m.lang = in.lang
	for c := range m.colours {
		m.colours[c] = w(in.lang, "colour_"+num(c))
	}
	m.rect = in.rect
	m.canAct = in.canAct
	m.me = in.me
	r := in.rect
	k := unit(r.W, r.H)
	m.k = k
	pad := 8 * k
	legal := in.legal
	if !in.canAct {
		legal = nil
	}
	m.targets, m.dec = classify(legal, in.name, x.perm, v.Prompt, m.targets)

	n := len(v.Zombies)
	oppH := 104 * k
	boardH := boardHeight(r.W-2*pad, k)
	mineH := 172 * k
	promptH := max(44*k, minHit+8)
	// The table's regions, top to bottom: the other seats, the street, the
	// middle (the shop, a vote, a reveal) taking what the others leave, the
	// prompt's row and the seat's own.
	m.regions = scenes.Flow(m.regions[:0], r.Inset(pad), false, pad,
		scenes.Part{Size: oppH}, scenes.Part{Size: boardH}, scenes.Part{}, scenes.Part{Size: promptH}, scenes.Part{Size: mineH})
	m.layoutSeats(in, m.regions[0], n)
	m.board = m.regions[1]
	m.layoutBoard(in)
	m.mid, m.row, m.mine = m.regions[2], m.regions[3], m.regions[4]
	m.mid.H += pad / 2 // the prompt's row stands close under it
	m.layoutMine(in)
	for i := range m.seats {
		b := &m.seats[i]
		b.name = scenes.Ellipsize(b.name, scenes.FontStrong(14*k), b.r.W-64*k)
	}
	m.layoutMid(in)
	m.layoutPrompt(in)
}

// targetFor returns the legal action a piece stands for.
func (m *model) targetFor(z zone, arg int) (game.Action, bool) {
	for _, t := range m.targets {
		if t.Zone == z && (t.Arg == arg || z == zoneBonus || z == zoneCoins || z == zoneReserve || z == zoneCivilian) {
			return t.Action, true
		}
	}
	return 0, false
}

func (m *model) colour(c int) string { return m.colours[c] }

// layoutSeats places the other seats along the top and the seat in front at
// the bottom left.
func (m *model) layoutSeats(in input, area scenes.Rect, n int) {
	v := in.view
	l := in.lang
	k := m.k
	if cap(m.seats) < n {
		m.seats = make([]seatBox, n)
	}
	m.seats = m.seats[:n]
	nOpp := n - 1
	if m.me < 0 || m.me >= n {
		nOpp = n
	}
	gap := 8 * k
	bw := min((area.W-float32(nOpp-1)*gap)/float32(max(nOpp, 1)), 330*k)
	x0 := area.X + (area.W-(bw*float32(nOpp)+gap*float32(nOpp-1)))/2
	o := 0
	for i := 0; i < n; i++ {
		b := &m.seats[i]
		at := b.at[:0]
		*b = seatBox{seat: i, at: at}
		b.me = i == m.me
		if b.me {
			// Laid out with the rest of the seat's area.
		} else {
			b.r = scenes.Rect{X: x0 + float32(o)*(bw+gap), Y: area.Y, W: bw, H: area.H}
			o++
		}
		b.name = in.seatName(i)
		if b.me {
			b.name += " (" + w(l, "you") + ")"
		}
		b.dice, b.civ, b.coins = v.Zombies[i], v.Civilians[i], v.Coins[i]
		b.toAct = v.ToAct == i && !v.Over
		b.winner = i < len(v.Winners) && v.Winners[i]
		switch {
		case v.Bonus[i] == "":
		case v.Bonus[i] == "face down":
			b.bonus = 1
		default:
			b.bonus = 2
			b.bmeta = index().bonus[v.Bonus[i]]
		}
		b.birds = len(v.Zombird[i])
		if len(v.Ready[i]) > 0 {
			names := make([]string, len(v.Ready[i]))
			for j, z := range v.Ready[i] {
				names[j] = index().bird[z].nameIn(l, z)
			}
			b.ready = strings.Join(names, ", ")
		}
		b.saves = v.Saves[i][0] + v.Saves[i][1]
		b.vote = -1
		switch vt := v.Votes[i]; {
		case vt == "voted":
			b.vote = -2
		case vt != "":
			for c, id := range colourIDs {
				if vt == id {
					b.vote = c
				}
			}
		}
		pushing := m.votingNow()
		if !pushing && !v.Open && i < len(in.last) {
			// Between pushes, the colours of the last one: all saw them.
			b.vote = max(in.last[i], -1)
		}
		if b.vote >= 0 {
			b.voteTip = wf(l, "t_vote", m.colour(b.vote))
			if !pushing || v.Open {
				b.voteTip = wf(l, "t_lastv", m.colour(b.vote))
			}
		}
		b.act, b.legal = m.targetFor(zoneSeat, i)
		b.marked = m.dec == decMega && !b.me && !b.legal
		b.tip = m.seatTip(in, b)
	}
	for i := range m.seats {
		if !m.seats[i].me {
			m.layoutHeap(&m.seats[i])
		}
	}
}

// votingNow reports whether a push's vote is under way.
func (m *model) votingNow() bool {
	v := m.view
	return v.Current != "" && index().street[v.Current].isPush() && !v.Open
}

func (m *model) seatTip(in input, b *seatBox) string {
	l := in.lang
	v := in.view
	s := wf(l, "t_seat", in.seatName(b.seat), b.dice, b.civ, b.coins)
	switch b.bonus {
	case 1:
		s += "\n" + wf(l, "t_bonus", w(l, "face_down"))
	case 2:
		s += "\n" + wf(l, "t_bonus", b.bmeta.nameIn(l, v.Bonus[b.seat]))
		if v.BonusUp[b.seat] {
			s += " ✓"
		}
	}
	if b.birds > 0 {
		s += "\n" + wf(l, "t_birds", b.birds)
	}
	if b.ready != "" {
		s += "\n" + wf(l, "t_ready", b.ready)
	}
	if b.saves > 0 {
		s += "\n" + wf(l, "t_saves", v.Saves[b.seat][0], v.Saves[b.seat][1])
	}
	if b.voteTip != "" {
		s += "\n" + b.voteTip
	}
	return s
}

// layoutHeap piles a horde's dice in a pyramid at the left of its box. A
// horde too big for the heap at a die's smallest readable size shows the
// dice that fit and a "+N" count of the others ("Non c'è limite al numero
// di zombie": a horde may outgrow the box's dice and any table).
func (m *model) layoutHeap(b *seatBox) {
	k := m.k
	r := b.r
	head := 26 * k
	hw := r.W * 0.56
	b.heap = scenes.Rect{X: r.X + 8*k, Y: r.Y + head, W: hw - 8*k, H: r.H - head - 8*k}
	n := min(b.dice, maxHeap)
	b.at = b.at[:0]
	b.more = 0
	if n == 0 {
		return
	}
	s := min(30*k, b.heap.H)
	if b.me {
		s = min(36*k, b.heap.H)
	}
	fits := func(n int, s float32) bool {
		return heapRows(n, int(b.heap.W/s)) <= int((b.heap.H-s)/(s*0.82))+1
	}
	least := max(12*k, 9)
	for ; s > least && !fits(n, s); s -= 0.5 {
	}
	s = max(s, min(least, b.heap.H))
	for n > 1 && !fits(n, s) {
		n--
	}
	b.more = b.dice - n
	if b.more > 0 {
		b.moreLabel = "+" + num(b.more)
	}
	b.die = s * 0.92
	per := max(int(b.heap.W/s), 1)
	row, left := 0, n
	for left > 0 {
		c := min(per-row, left)
		if c < 1 {
			c = 1
		}
		y := b.heap.Y + b.heap.H - s - float32(row)*s*0.82
		x := b.heap.X + (b.heap.W-float32(c)*s)/2
		for j := 0; j < c; j++ {
			b.at = append(b.at, scenes.Rect{X: x + float32(j)*s, Y: y, W: b.die, H: b.die})
		}
		left -= c
		row++
	}
}

// heapRows is how many rows a pyramid of n dice takes with per in the
// bottom row.
func heapRows(n, per int) int {
	if per < 1 {
		return 1 << 20
	}
	rows := 0
	for n > 0 {
		n -= max(per-rows, 1)
		rows++
	}
	return rows
}

// layoutBoard lays out the street: the round's six card spaces with the +1
// and shop spaces between them, the street deck, the event and the reserve.
func (m *model) layoutBoard(in input) {
	v := in.view
	l := in.lang
	x := index()
	k := m.k
	b := m.board
	round := min(max(v.Round, 1), 3)
	m.round = wf(l, "round", round)
	labelW := 104 * k
	plusW, shopW := 34*k, 52*k
	extra := 1
	if v.Event != "" {
		extra = 2
	}
	gap := 6 * k
	// The cards leave room above them for the deck's count, which stands
	// out over the pile's corner.
	cw := min(streetRoom(b.W, k, extra)/float32(6+extra), (b.H-14*k)*0.72)
	ch := cw / 0.72
	y := b.Y + max((b.H-ch)/2, 12*k)
	// Earlier rounds, small, under the round's label.
	m.pastN = 0
	base := (round - 1) * 6
	for r := 0; r < round-1 && r < 2; r++ {
		var names []string
		for i := 0; i < 6 && r*6+i < len(v.Street); i++ {
			c := x.street[v.Street[r*6+i]]
			m.past[r][i] = c
			names = append(names, c.nameIn(l, v.Street[r*6+i]))
		}
		m.pastR[r] = scenes.Rect{X: b.X, Y: b.Y + 34*k + float32(r)*26*k, W: labelW - 8*k, H: 22 * k}
		m.pastT[r] = wf(l, "t_past", r+1, strings.Join(names, " · "))
		m.pastN++
	}
	cx := b.X + labelW
	m.spaces = m.spaces[:0]
	pos := v.Pos // 1-based card of the round
	shopLive := v.Current == "" && pos == x.shopAfter && !v.Over && v.ToAct >= 0 && m.roundCards(v) == pos
	for i := 0; i < 6; i++ {
		p := &m.cards[i]
		*p = piece{title: p.title[:0]}
		p.r = scenes.Rect{X: cx, Y: y, W: cw, H: ch}
		p.tip = wf(l, "t_space", i+1)
		if base+i < len(v.Street) {
			name := v.Street[base+i]
			p.meta = x.street[name]
			p.up = true
			p.cur = v.Current != "" && base+i == len(v.Street)-1
			p.tip = p.meta.tip(l)
			p.badge = streetBadge(p.meta)
			p.setTitle(shortName(p.meta, l, name), cw-8*k, 2, 4, 14*k, 11*k)
		} else {
			p.empty = true
			p.badge = num(i + 1)
		}
		cx += cw + gap
		if x.plusAfter&(1<<i) != 0 {
			done := base+i < len(v.Street) && (base+i < len(v.Street)-1 || v.Current == "")
			m.spaces = append(m.spaces, space{r: scenes.Rect{X: cx, Y: y + ch*0.3, W: plusW, H: ch * 0.4}, done: done, tip: w(l, "t_plus")})
			cx += plusW + gap
		}
		if i+1 == x.shopAfter {
			done := m.roundCards(v) > i+1 || (m.roundCards(v) == i+1 && v.Current == "" && !shopLive)
			m.spaces = append(m.spaces, space{r: scenes.Rect{X: cx, Y: y + ch*0.2, W: shopW, H: ch * 0.6}, shop: true,
				done: done, live: shopLive, tip: wf(l, "t_shopsp", x.shopCoins, x.cap)})
			cx += shopW + gap
		}
	}
	cx += 8 * k
	m.deck = piece{r: scenes.Rect{X: cx, Y: y, W: cw, H: ch}, n: v.Left, tip: wf(l, "t_deck", v.Left)}
	cx += cw + gap
	m.event = piece{}
	if v.Event != "" {
		e := x.event[v.Event]
		m.event = piece{r: scenes.Rect{X: cx, Y: y, W: cw, H: ch}, meta: e, up: true,
			tip: w(l, "event") + ": " + e.tip(l)}
		m.event.setTitle(e.nameIn(l, v.Event), cw-8*k, 2, 4, 14*k, 11*k)
		cx += cw + gap
	}
	m.rsv = scenes.Rect{X: cx + 4*k, Y: y, W: b.X + b.W - cx - 4*k, H: ch}
	// The reserve stacks its label at the cards' foot (above the street's
	// centre line), its count above it and a few dice above that, all
	// within the cards' height.
	lab, big := scenes.LineHeight(scenes.FontBody(12*k)), scenes.LineHeight(scenes.FontTitle(20*k))
	m.rsvLabY = min(y+ch, b.Y+b.H-9*k) - lab/2
	m.rsvNumY = m.rsvLabY - lab/2 - big/2 + 2*k
	m.rsvDie = max(min(22*k, m.rsv.W/3, (m.rsvNumY-big/2-y)/1.6), 0)
	m.rsvDiceY = y + 0.7*m.rsvDie + (m.rsvNumY-big/2-y-1.5*m.rsvDie)/2
	m.rsvTip = wf(l, "t_reserve", v.Reserve)
}

// streetRoom is the width a board w wide leaves for its cards: the round's
// six and, beside the deck, extra more (the deck, the event).
func streetRoom(w, k float32, extra int) float32 {
	nPlus := 0
	for i := 0; i < 6; i++ {
		if index().plusAfter&(1<<i) != 0 {
			nPlus++
		}
	}
	labelW, plusW, shopW, rsvW, gap := 104*k, 34*k, 52*k, 90*k, 6*k
	return w - labelW - float32(nPlus)*plusW - shopW - rsvW - float32(6+extra+nPlus+1)*gap
}

// boardHeight is the height of a street board w wide: as high as its cards
// when the street is at its fullest (an event beside the deck), so that a
// narrow table gives the middle what tall cards would not use, with room
// for the round's label and the earlier rounds under it.
func boardHeight(w, k float32) float32 {
	ch := streetRoom(w, k, 2) / 8 / 0.72
	return scenes.Clamp(ch+20*k, 92*k, 136*k)
}

// roundCards is how many street cards of the current round are revealed.
func (m *model) roundCards(v *tsunami.View) int {
	round := min(max(v.Round, 1), 3)
	return min(max(len(v.Street)-(round-1)*6, 0), 6)
}

// shortName is a street card's name without its bracket: "Jump", "Push".
func shortName(c *cardMeta, l scenes.Lang, fallback string) string {
	s := c.nameIn(l, fallback)
	if i := strings.Index(s, " ("); i > 0 {
		s = s[:i]
	}
	return s
}

// streetBadge is the number a street card shows: a jump's limit, a push's
// threshold.
func streetBadge(c *cardMeta) string {
	if c == nil {
		return ""
	}
	switch c.kind {
	case "jump":
		if c.num == 0 {
			return "∞"
		}
		return "≤" + num(c.num)
	case "aeroplane":
		return "∞"
	case "push", "bus":
		return num(c.num)
	}
	return ""
}

// zoomOf is tile p enlarged to be read whole, as a card picked up from the
// table: above the tile (below it when there is no room), inside the table.
func (m *model) zoomOf(p *piece, text string) piece {
	k := m.k
	z := *p
	z.title, z.lines = nil, nil
	wd := max(p.r.W*1.6, 150*k)
	ht := max(p.r.H*1.3, wd*1.15)
	y := p.r.Y - ht - 6*k
	if y < m.rect.Y+4*k {
		y = min(p.r.Y+p.r.H+6*k, m.rect.Y+m.rect.H-ht-4*k)
	}
	x := scenes.Clamp(p.r.CX()-wd/2, m.rect.X+4*k, m.rect.X+m.rect.W-wd-4*k)
	z.r = scenes.Rect{X: x, Y: y, W: wd, H: ht}
	if p.meta != nil {
		z.setTitle(p.meta.nameIn(m.lang, ""), wd-10*k, 2, 3, 17*k, 12*k)
		fitBody(&z, text, k, m.lang)
	}
	return z
}

// layoutMine lays out the seat in front: its horde, its bonus card and its
// zombird cards.
func (m *model) layoutMine(in input) {
	v := in.view
	l := in.lang
	x := index()
	k := m.k
	a := m.mine
	if m.me < 0 {
		// A watcher has no seat in front: nothing is laid out as its own.
		m.bonus = piece{zone: zoneBonus}
		m.birds, m.bzooms = m.birds[:0], m.bzooms[:0]
		return
	}
	m.labels = [2]string{w(l, "your_bonus"), w(l, "your_birds")}
	if in.public {
		m.labels = [2]string{w(l, "bonus_pub"), w(l, "birds_pub")}
	}
	cw := (a.H - 20*k) * 0.9
	boxW := min(a.W*0.42, 460*k)
	if m.me >= 0 && m.me < len(m.seats) {
		b := &m.seats[m.me]
		b.r = scenes.Rect{X: a.X, Y: a.Y, W: boxW, H: a.H}
		m.layoutHeap(b)
	}
	m.bonus = piece{zone: zoneBonus}
	bx := a.X + boxW + 16*k
	m.bonus.r = scenes.Rect{X: bx, Y: a.Y + 20*k, W: cw, H: a.H - 20*k}
	me := m.me
	if me >= 0 && me < len(v.Bonus) && v.Bonus[me] != "" {
		c := x.bonus[v.Bonus[me]]
		m.bonus.meta = c
		m.bonus.up = true
		m.bonus.tip = c.tip(l)
		if c != nil {
			// the card widens until its text reads whole at a good size
			// with no word broken, leaving the zombird cards their room;
			// where no width keeps every word whole, the narrowest that
			// breaks the fewest
			room := a.X + a.W - bx - 16*k
			if nb := len(v.Zombird[me]); nb > 0 {
				room -= cw*0.8 + float32(nb-1)*minHit + 16*k
			}
			most := max(min(cw*1.9, room), cw)
			best, fewest := cw, -1
			lay := func(wd float32) bool {
				m.bonus.r.W = wd
				m.bonus.setTitle(c.nameIn(l, v.Bonus[me]), wd-10*k, 2, 3, 16*k, 12*k)
				return fitBody(&m.bonus, c.text[li(l)], k, l) && m.bonus.bs >= 11*k
			}
			for wd := cw; ; wd += 8 * k {
				if lay(wd) && (fewest < 0 || m.bonus.broken < fewest) {
					best, fewest = wd, m.bonus.broken
				}
				if fewest == 0 || wd+8*k > most {
					break
				}
			}
			if fewest >= 0 && m.bonus.r.W != best {
				lay(best)
			}
			cw = m.bonus.r.W
		} else {
			m.bonus.setTitle(c.nameIn(l, v.Bonus[me]), cw-10*k, 2, 3, 16*k, 12*k)
		}
		m.bonus.act, m.bonus.legal = m.targetFor(zoneBonus, 0)
		if c == nil {
			m.bonus.up = false
			m.bonus.title = nil
			m.bonus.tip = w(l, "public")
		}
		if v.BonusUp[me] {
			m.bonus.spent = true
			m.bonus.tip += "\n→ " + w(l, "r_spent")
		} else if !m.bonus.legal {
			m.bonus.tip += "\n→ " + w(l, "r_bonus")
		}
	} else {
		m.bonus.empty = true
		m.bonus.tip = w(l, "no_bonus")
	}
	// Zombird cards in hand, then those face up.
	m.birds = m.birds[:0]
	m.bzooms = m.bzooms[:0]
	if me < 0 || me >= len(v.Zombird) {
		return
	}
	hand := v.Zombird[me]
	zx := bx + max(cw, scenes.TextWidth(m.labels[0], scenes.FontStrong(13*k))) + 16*k
	zw := a.X + a.W - zx
	bw := (a.H - 20*k) * 0.9 * 0.8
	bh := a.H - 20*k
	nb := len(hand)
	if nb == 0 {
		return
	}
	step := bw + 6*k
	if float32(nb)*step-6*k > zw && nb > 1 {
		step = (zw - bw) / float32(nb-1)
	}
	step = max(step, minHit)
	for i, name := range hand {
		c := x.bird[name]
		p := piece{zone: zoneZombird, arg: i, meta: c, up: c != nil}
		p.r = scenes.Rect{X: zx + float32(i)*step, Y: a.Y + 20*k, W: bw, H: bh}
		p.setTitle(c.nameIn(l, name), bw-8*k, 2, 3, 14*k, 11*k)
		p.tip = c.tip(l)
		if c != nil {
			fitBody(&p, c.text[li(l)], k, l)
		} else {
			p.title, p.tip = nil, w(l, "public")
		}
		p.act, p.legal = m.targetFor(zoneZombird, i)
		if !p.legal {
			p.tip += "\n→ " + w(l, "r_zombird")
		}
		if p.legal && m.dec == decOffer && c != nil && !actsAt(c.kind, v) {
			p.dud = true
			p.tip += "\n→ " + w(l, "r_dud")
		}
		m.birds = append(m.birds, p)
		text := ""
		if c != nil {
			text = c.text[li(l)]
		}
		m.bzooms = append(m.bzooms, m.zoomOf(&p, text))
	}
}

// actsAt reports whether the zombird card of id kind can act at the offer of
// view v: a Fairy at a loss of zombies, a Robot at a bombing, a Punk or a
// Super Bird at a short push.
func actsAt(kind string, v *tsunami.View) bool {
	switch kind {
	case "fairy", "super_fairy":
		return v.Offer != "push" && v.Stake > 0
	case "robot":
		return v.Offer == "bomb"
	case "punk", "super_bird":
		return v.Offer == "push"
	}
	return false
}

// hitRect is the part of a zombird card that takes clicks: a card covered by
// the next one only by its visible strip.
func (m *model) birdHit(i int) scenes.Rect {
	r := m.birds[i].r
	if i+1 < len(m.birds) {
		if nx := m.birds[i+1].r.X; nx < r.X+r.W {
			r.W = nx - r.X
		}
	}
	return r
}

// layoutMid fills the middle of the table: the market row, a vote, a
// reveal, the choice of Coin / Zombie or Civilian / Bomb, or the end.
func (m *model) layoutMid(in input) {
	v := in.view
	// The seat's own choices that need the middle come first; a reveal
	// stays up for the others (a bonus card to reveal, a teammate to rob).
	switch {
	case v.Over:
		m.mode = midOver
	case m.dec == decVote:
		m.mode = midVote
	case m.dec == decCoinZombie:
		m.mode = midCoinZombie
	case m.dec == decCivBomb:
		m.mode = midCivBomb
	case m.dec == decShop:
		m.mode = midShop
	case in.reveal != nil:
		m.mode = midReveal
	case m.votingNow():
		m.mode = midVote
	default:
		m.mode = midShop
	}
	m.shop = m.shop[:0]
	m.choices = m.choices[:0]
	m.voters = m.voters[:0]
	m.voterOK = m.voterOK[:0]
	m.tokens = [3]piece{}
	m.midSub = ""
	switch m.mode {
	case midVote:
		m.layoutVote(in)
	case midReveal:
		m.layoutReveal(in)
	case midCoinZombie, midCivBomb:
		m.layoutChoice(in)
	case midOver:
		m.layoutOver(in)
	default:
		m.layoutShop(in)
	}
}

func (m *model) layoutShop(in input) {
	v := in.view
	l := in.lang
	x := index()
	k := m.k
	a := m.mid
	shopping := m.dec == decShop
	m.midTitle = w(l, "shop")
	switch {
	case m.dec == decShop || m.spacesLive():
		m.midSub = w(l, "shop_open")
	default:
		m.midSub = wf(l, "shop_next", x.shopAfter)
	}
	m.midSub += " · " + wf(l, "shop_deck", v.ShopLeft)
	n := 2 + len(v.Shop)
	gap := 6 * k
	sep := 14 * k
	th := a.H - 26*k
	// On a screen held upright the row is narrow and the middle tall: the
	// shop takes two rows, the two cards always there and half the rest
	// above, the others below, each card twice as wide.
	split := n
	if one := (a.W - sep - float32(n-1)*gap) / float32(n); a.H > a.W && one < th*0.37 {
		split = 2 + (len(v.Shop)+1)/2
		th = (a.H - 26*k - gap) / 2
	}
	perRow := max(split, n-split)
	if (a.W-sep-float32(perRow-1)*gap)/float32(perRow) < th*0.74 {
		// a row too narrow for the cards' shape: closer together, wider
		gap, sep = 1.5*k, 5*k
	}
	tw := min(th*0.74, (a.W-sep-float32(perRow-1)*gap)/float32(perRow))
	if split < n {
		// Two rows keep the cards near their shape: the rest of the middle
		// stays empty below them rather than stretching them.
		th = min(th, tw*2)
	}
	rowX := func(count int, sepped bool) float32 {
		total := float32(count)*tw + float32(count-1)*gap
		if sepped {
			total += sep
		}
		return a.X + (a.W-total)/2
	}
	cx := rowX(split, split > 2)
	cy := a.Y + 24*k
	me := m.me
	coins := 0
	if me >= 0 && me < len(v.Coins) {
		coins = v.Coins[me]
	}
	names := append([]string{x.perm[0], x.perm[1]}, v.Shop...)
	widths := shopWidths(names, tw, th, k, l)
	if split < n {
		widths = shopWidths(names[:split], tw, th, k, l)
		widths = append(widths, shopWidths(names[split:], tw, th, k, l)...)
	}
	add := func(z zone, arg int, name string) {
		c := x.shop[name]
		p := piece{zone: z, arg: arg, meta: c, up: c != nil, empty: name == ""}
		if len(m.shop) == split {
			cx, cy = rowX(n-split, false), cy+th+gap
		}
		wd := widths[len(m.shop)]
		p.r = scenes.Rect{X: cx, Y: cy, W: wd, H: th}
		cx += wd + gap
		if p.empty {
			p.note = w(l, "sold")
			m.shop = append(m.shop, p)
			return
		}
		dressShop(&p, name, k, l)
		p.tip = c.tip(l) + "\n" + wf(l, "t_cost", c.num)
		p.act, p.legal = m.targetFor(z, arg)
		if !p.legal {
			var why string
			switch {
			case !shopping && !in.canAct:
				why = w(l, "r_notyours")
			case !shopping && m.spacesLive():
				why = wf(l, "r_notnow", m.promptText(in))
			case !shopping:
				why = w(l, "r_closed")
			case me >= 0 && me < len(v.Bought) && v.Bought[me] >= 2:
				why = w(l, "r_two")
			case coins < c.num:
				why = wf(l, "r_dear", c.num, coins)
			default:
				why = w(l, "r_noone")
			}
			p.tip += "\n→ " + why
		}
		m.shop = append(m.shop, p)
	}
	add(zonePerm, 0, x.perm[0])
	add(zonePerm, 1, x.perm[1])
	cx += sep
	for i, name := range v.Shop {
		add(zoneShop, i, name)
	}
	m.zooms = m.zooms[:0]
	for i := range m.shop {
		p := &m.shop[i]
		text := ""
		if p.meta != nil {
			text = p.meta.text[li(l)]
		}
		m.zooms = append(m.zooms, m.zoomOf(p, text))
	}
}

// dressShop sets shop card p (its meta and rectangle set) as it shows name:
// its cost, its note, its name and its rules text fitted to its width. It
// reports whether the text shows whole.
func dressShop(p *piece, name string, k float32, l scenes.Lang) bool {
	c := p.meta
	p.badge = num(c.num)
	switch {
	case c.perm:
		p.note = w(l, "perm")
	case c.keep:
		p.note = w(l, "keep")
	}
	title := c.nameIn(l, name)
	if c.perm {
		// the note says "always": the name's bracket says it again
		title = shortName(c, l, name)
	}
	// two lines of title when they fit, to leave the text its room
	p.setTitle(title, p.r.W-8*k, 2, 3, 14*k, 10*k)
	return fitBody(p, c.text[li(l)], k, l) && !p.tcut
}

// shopWidths are the widths of the shop's cards of height th, the two
// always there first, in a row that gives each tw. A card holding a word too
// wide for its lines even at the smallest size ("Zombuccello." on an Italian
// zombird card in the narrow row beside the log) widens to hold it whole,
// taking the room from the cards that have some to spare: each of those
// narrows, no narrower than the others nor than 85% of tw, as far as its
// name and text still read whole in as many lines, no word broken. Where
// the row has not that room, every card is tw wide.
func shopWidths(names []string, tw, th, k float32, l scenes.Lang) []float32 {
	x := index()
	body, title := scenes.FontBody(floorPx()), scenes.FontStrong(max(10*k, floorPx()))
	out := make([]float32, len(names))
	need := make([]float32, len(names))
	for i, name := range names {
		out[i] = tw
		c := x.shop[name]
		if c == nil {
			continue
		}
		t := c.nameIn(l, name)
		if c.perm {
			t = shortName(c, l, name)
		}
		for _, w := range strings.Fields(t) {
			need[i] = max(need[i], scenes.TextWidth(w, title)+8*k)
		}
		for _, w := range strings.Fields(c.text[li(l)]) {
			need[i] = max(need[i], scenes.TextWidth(w, body)+2*bodyInset(k))
		}
	}
	room := float32(len(names)) * tw
	wide := 0
	for i := range names {
		if need[i] > tw {
			room -= need[i]
			wide++
		}
	}
	if wide == 0 || wide == len(names) {
		return out
	}
	// least is the narrowest each other card may be: never under 85% of
	// the row's width, so the row still reads as a row of cards
	least := make([]float32, len(names))
	floor := max(room-float32(len(names)-wide-1)*tw, tw*0.85)
	var p piece
	for i, name := range names {
		if need[i] > tw {
			continue
		}
		least[i] = tw
		c := x.shop[name]
		if c == nil {
			least[i] = floor
			continue
		}
		p = piece{zone: zoneShop, meta: c, r: scenes.Rect{W: tw, H: th}, title: p.title, lines: p.lines}
		if !dressShop(&p, name, k, l) || p.broken > 0 {
			continue
		}
		lines, titled := len(p.lines), len(p.title)
		for wd := tw - 0.5; wd >= max(need[i], floor); wd -= 0.5 {
			p = piece{zone: zoneShop, meta: c, r: scenes.Rect{W: wd, H: th}, title: p.title, lines: p.lines}
			if !dressShop(&p, name, k, l) || p.broken > 0 || len(p.lines) > lines || len(p.title) > titled {
				break
			}
			least[i] = wd
		}
	}
	// the others take the width level, each no narrower than its least
	sum := func(level float32) (s float32) {
		for i := range names {
			if need[i] <= tw {
				s += max(least[i], level)
			}
		}
		return s
	}
	if sum(0) > room {
		return out
	}
	lo, hi := float32(0), tw
	for range 30 {
		if mid := (lo + hi) / 2; sum(mid) > room {
			hi = mid
		} else {
			lo = mid
		}
	}
	for i := range names {
		out[i] = need[i]
		if need[i] <= tw {
			out[i] = max(least[i], lo)
		}
	}
	return out
}

func (m *model) spacesLive() bool {
	for _, s := range m.spaces {
		if s.live {
			return true
		}
	}
	return false
}

// pushCard is the push being voted or revealed, drawn big at the left of the
// middle.
func (m *model) pushCard(name string) {
	k := m.k
	a := m.mid
	c := index().street[name]
	h := a.H - 8*k
	wd := h * 0.72
	m.curCard = piece{meta: c, up: c != nil, r: scenes.Rect{X: a.X + 8*k, Y: a.Y + 4*k, W: wd, H: h}, badge: streetBadge(c), tip: c.tip(m.lang)}
	m.curCard.setTitle(shortName(c, m.lang, name), wd-10*k, 2, 3, 18*k, 13*k)
}

func (m *model) layoutVote(in input) {
	v := in.view
	l := in.lang
	k := m.k
	a := m.mid
	c := index().street[v.Current]
	m.pushCard(v.Current)
	m.midTitle = wf(l, "voting", c.nameIn(l, v.Current))
	m.midSub = wf(l, "vote_need", c.num, index().pushFail)
	left := m.curCard.r.X + m.curCard.r.W + 20*k
	if m.dec == decVote {
		m.midSub += "\n" + w(l, "vote_you")
		tr := min(46*k, (a.H-90*k)/2)
		tr = max(tr, minHit/2+2)
		span := (a.X + a.W - left) / 3
		for c := 0; c < 3; c++ {
			p := &m.tokens[c]
			*p = piece{zone: zoneVote, arg: c}
			cx := left + span*(float32(c)+0.5)
			cy := a.Y + a.H - tr - 28*k
			p.r = scenes.Rect{X: cx - tr, Y: cy - tr, W: 2 * tr, H: 2 * tr}
			p.act, p.legal = m.targetFor(zoneVote, c)
			p.title = []string{m.colour(c)}
			p.tip = wf(l, "t_vote", m.colour(c))
		}
		return
	}
	for i := range v.Votes {
		state := w(l, "not_voted")
		ok := v.Votes[i] != ""
		if ok {
			state = w(l, "voted")
		}
		if i == m.me && m.seats[i].vote >= 0 {
			state = w(l, "your_vote") + ": " + m.colour(m.seats[i].vote)
		}
		m.voters = append(m.voters, in.seatName(i)+" — "+state)
		m.voterOK = append(m.voterOK, ok)
	}
	if v.ToAct >= 0 && v.ToAct < len(v.Votes) {
		m.midSub += "\n" + wf(l, "vote_wait", in.seatName(v.ToAct))
	}
}

func (m *model) layoutReveal(in input) {
	l := in.lang
	rv := in.reveal
	c := index().street[rv.name]
	m.pushCard(rv.name)
	m.midTitle = wf(l, "reveal", c.nameIn(l, rv.name))
	m.midSub = wf(l, "vote_need", c.num, index().pushFail)
	v := in.view
	n := len(v.Zombies)
	// Once the push is resolved the engine gives each team's count, the
	// zombird cards that joined in included.
	exact := v.LastNeed > 0 && len(v.LastTeams) == 3 && lastResolved(v) == rv.street
	for t := 0; t < 3; t++ {
		tm := &m.teams[t]
		tm.members = tm.members[:0]
		tm.total = 0
		tm.need = c.num
		for i := 0; i < n; i++ {
			if int(rv.votes[i]) == t {
				tm.members = append(tm.members, in.seatName(i)+" · "+num(rv.dice[i]))
				tm.total += rv.dice[i]
			}
		}
		if exact {
			tm.total, tm.need = v.LastTeams[t], v.LastNeed
		}
		tm.ok = tm.total >= tm.need
		switch {
		case len(tm.members) == 0:
			tm.line = w(l, "team_none")
		case tm.ok:
			tm.line = wf(l, "team_ok", tm.total, tm.need)
		default:
			tm.line = wf(l, "team_short", tm.total, tm.need, index().pushFail)
		}
	}
}

func (m *model) layoutChoice(in input) {
	l := in.lang
	x := index()
	k := m.k
	a := m.mid
	s := min(a.H-70*k, 120*k)
	s = max(s, minHit)
	var zs []zone
	if m.mode == midCoinZombie {
		m.midTitle = wf(l, "p_cz", x.coinOrZombie)
		zs = []zone{zoneCoins, zoneReserve}
	} else {
		m.midTitle = w(l, "p_cb")
		m.midSub = w(l, "or_bomb")
		zs = []zone{zoneCivilian}
	}
	gap := 60 * k
	total := float32(len(zs))*s + float32(len(zs)-1)*gap
	cx := a.X + (a.W-total)/2
	for _, z := range zs {
		p := piece{zone: z, r: scenes.Rect{X: cx, Y: a.Y + 40*k, W: s, H: s}}
		p.act, p.legal = m.targetFor(z, 0)
		switch z {
		case zoneCoins:
			p.title = []string{wf(l, "take_coins", x.coinOrZombie)}
			p.tip = wf(l, "t_coins", x.coinOrZombie, x.cap)
		case zoneReserve:
			p.title = []string{w(l, "take_zomb")}
			p.tip = w(l, "t_zomb") + "\n" + m.rsvTip
			p.n = in.view.Reserve
		case zoneCivilian:
			p.title = []string{w(l, "take_civ")}
			p.tip = w(l, "t_civ")
		}
		m.choices = append(m.choices, p)
		cx += s + gap
	}
}

func (m *model) layoutOver(in input) {
	v := in.view
	l := in.lang
	m.midTitle = w(l, "over")
	n := len(v.Zombies)
	// the hordes as counted, the winner of a roll-off first among the tied:
	// a roll-off settles a tie, it does not rank
	counted := v.Counted
	if len(counted) != n {
		counted = v.Zombies
	}
	rank := func(i int) int {
		if v.Winners[i] {
			return 2*counted[i] + 1
		}
		return 2 * counted[i]
	}
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	for i := 1; i < n; i++ {
		for j := i; j > 0 && rank(order[j]) > rank(order[j-1]); j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	m.over = m.over[:0]
	for _, i := range order {
		s := num(counted[i]) + " — " + in.seatName(i)
		if v.Winners[i] {
			s += " — " + w(l, "winner")
		}
		m.over = append(m.over, s)
	}
}

// promptText is the one line that says what the decision asks.
func (m *model) promptText(in input) string {
	v := in.view
	l := in.lang
	x := index()
	if v.Over {
		var names []string
		for i, wn := range v.Winners {
			if wn {
				names = append(names, in.seatName(i))
			}
		}
		if len(names) == 1 {
			return wf(l, "p_over", wf(l, "end_wins", names[0]))
		}
		return wf(l, "p_over", wf(l, "end_tie", strings.Join(names, ", ")))
	}
	if !in.canAct {
		who := "—"
		if v.ToAct >= 0 {
			who = in.seatName(v.ToAct)
		}
		return wf(l, "p_wait", who)
	}
	me := m.me
	switch m.dec {
	case decVote:
		return wf(l, "p_vote", x.street[v.Current].nameIn(l, v.Current))
	case decCoinZombie:
		return wf(l, "p_cz", x.coinOrZombie)
	case decCivBomb:
		return w(l, "p_cb")
	case decWindow:
		return w(l, "p_window")
	case decShop:
		if v.Bought[me] >= 2 {
			return w(l, "p_shop2")
		}
		return wf(l, "p_shop", v.Coins[me], 2-v.Bought[me])
	case decMega:
		return w(l, "p_mega")
	case decOffer:
		it := l == scenes.Italian
		zombies := game.Count(v.Stake, it, "zombie", "zombies", "zombie", "zombie")
		switch {
		case v.Offer == "push":
			return wf(l, "p_off_push", zombies)
		case v.Offer == "bomb" && me >= 0 && me < len(v.Civilians) && v.Civilians[me] > 0:
			return wf(l, "p_off_bomb", game.Count(v.Civilians[me], it, "civilian", "civilians", "civile", "civili"))
		case v.Offer == "bomb":
			return wf(l, "p_off_bomb", zombies)
		}
		return wf(l, "p_off_loss", zombies)
	case decTarget:
		for en, key := range targetPrompts {
			if strings.EqualFold(v.Prompt, en) {
				return w(l, key)
			}
		}
		return w(l, "p_choose")
	}
	return v.Prompt
}

// targetPrompts are the engine's prompts for a choice of seat, by the
// table's words for them.
var targetPrompts = map[string]string{
	"choose whom to bomb":                        "p_t_bomb",
	"choose whom to steal from":                  "p_t_steal",
	"name the holder of the other Dragon":        "p_t_dragon",
	"choose whose bonus card to swap with yours": "p_t_swap",
	"choose whose bonus card to turn":            "p_t_turn",
	"choose whom to give a zombie":               "p_t_gift",
}

// buttonLabel names the control of an action no piece stands for.
func (m *model) buttonLabel(in input, t target) (label, icon, tip string) {
	l := in.lang
	switch t.Button {
	case btnKeep:
		return w(l, "b_keep"), "cross-mark", w(l, "tip_keep")
	case btnDone:
		if m.dec == decMega {
			marked := false
			for _, b := range m.seats {
				marked = marked || b.marked
			}
			if !marked {
				return w(l, "b_mega0"), "cross-mark", w(l, "tip_mega")
			}
			return w(l, "b_mega"), "fire", w(l, "tip_mega")
		}
		return w(l, "b_leave"), "exit-door", w(l, "tip_done")
	case btnEvent:
		e := index().event[in.view.Event]
		return wf(l, "b_event", e.nameIn(l, in.view.Event)), "thought-bubble", e.tip(l)
	case btnKeepCards:
		return w(l, "b_keepc"), "cross-mark", w(l, "tip_keepc")
	case btnUse:
		x := index()
		c := x.shop[t.Name]
		if c == nil {
			c = x.bird[t.Name]
		}
		return wf(l, "b_use", c.nameIn(l, t.Name)), "shield", c.tip(l)
	}
	return t.Name, "", t.Name
}

// layoutPrompt places the prompt and, right after it, the buttons.
func (m *model) layoutPrompt(in input) {
	k := m.k
	m.prompt = m.promptText(in)
	m.buttons = m.buttons[:0]
	m.btnAct = m.btnAct[:0]
	bh := max(36*k, minHit+2)
	bsize := float32(16)
	bface := scenes.FontStrong(bsize * k)
	var bw float32
	for _, t := range m.targets {
		if t.Zone != zoneButton {
			continue
		}
		label, icon, tip := m.buttonLabel(in, t)
		wd := scenes.TextWidth(label, bface) + 2*bsize*k + 30*k
		wd = max(wd, 96*k)
		b := scenes.Button{R: scenes.Rect{W: wd, H: bh}, Label: label, Icon: icon, Tip: tip, Glow: true, Size: bsize, Color: scenes.ColorButton}
		if t.Button == btnKeep || t.Button == btnKeepCards || t.Button == btnDone && m.dec == decShop {
			b.Color = scenes.ColorButtonAlt
		}
		m.buttons = append(m.buttons, b)
		m.btnAct = append(m.btnAct, t.Action)
		bw += wd + 8*k
	}
	m.promptR, m.promptSize, m.prompt = scenes.PromptRow(m.row, m.prompt, m.buttons, bw, bh, k)
}
