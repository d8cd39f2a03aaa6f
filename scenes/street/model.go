package street

import (
	"fmt"
	"image/color"
	"strings"

	"zombietable/game"
	"zombietable/game/tsunami"
	"zombietable/scenes"
)

// input is what the model is built from: the view of the seat in front of
// the screen, its legal actions and the table's rectangle.
type input struct {
	view     *tsunami.View
	seat     int
	legal    []game.Action
	canAct   bool
	lang     scenes.Lang
	rect     scenes.Rect
	seatName func(s int) string
	describe func(a game.Action) string // the log line of the seat's own action
	prompt   string                     // the decision's line, or what the table waits for
}

// piece is something on the table that may carry one legal action.
type piece struct {
	r     scenes.Rect
	act   game.Action
	legal bool
	tip   string
}

// streetCard is a street card as the table draws it.
type streetCard struct {
	r       scenes.Rect
	name    string
	value   string // the jump's limit or the push's threshold
	icon    string
	band    color.RGBA
	current bool
	short   string // the name as it fits the card
	tip     string
}

// seatBox is one horde with its tokens and cards.
type seatBox struct {
	piece
	name          string
	colour        color.RGBA
	icon          string
	dice          int
	civ, coins    string
	diceText      string
	bonus         string // the card's name when known, "" face down, "-" none
	bonusUp       bool
	vote          int // -1 none, 0–2 a colour, 3 voted in secret
	zombird       string
	saves         string
	toAct, me     bool
	winner        bool
	diceR, bonusR scenes.Rect
	seat          int
	label         string   // the name as it fits
	extra         string   // zombird cards and saves
	bonusLines    []string // the known bonus card's name, wrapped
}

// shopCard is a card of the shop's row or a permanent card.
type shopCard struct {
	piece
	name, cost, text string
	nameEN           string
	permanent        bool
	lines, textLines []string
}

// team is a revealed vote's team with its total against the threshold.
type team struct {
	colour  int
	members string
	total   int
	ok      bool
	label   string
}

// model is the laid-out table: every rectangle, label and action, computed
// when the view, the language or the window change.
type model struct {
	k          float32
	rect       scenes.Rect
	road       scenes.Rect
	deck       scenes.Rect
	deckN      int
	slots      [6]scenes.Rect
	cards      []streetCard
	marks      []piece // +1 spaces (act -1) and the shop space
	markShop   []bool
	event      string
	eventLines []string
	eventR     scenes.Rect
	status     string
	seats      []seatBox
	shop       []shopCard
	teams      []team
	teamsR     scenes.Rect
	teamsLive  bool
	teamsTitle string
	need       int
	prompt     string
	buttons    []scenes.Button
	btnAct     []game.Action
}

// The colours of the votes, Okabe–Ito, each with its symbol.
var (
	voteColours = [3]color.RGBA{{213, 94, 0, 255}, {0, 158, 115, 255}, {0, 114, 178, 255}}
	voteIcons   = [3]string{"fire", "pine-tree", "waves"}
)

func (m *model) build(in input) {
	*m = model{buttons: m.buttons[:0], btnAct: m.btnAct[:0], cards: m.cards[:0], seats: m.seats[:0], shop: m.shop[:0], marks: m.marks[:0], markShop: m.markShop[:0], teams: m.teams[:0]}
	v := in.view
	r := in.rect
	m.rect = r
	m.prompt = in.prompt
	k := min(r.W/1000, r.H/740)
	if k <= 0 {
		k = 1
	}
	m.k = k
	it := in.lang == scenes.Italian
	n := len(v.Zombies)

	// The street of this round: the deck, six card spaces with the +1 and
	// shop spaces between them, the event.
	top := r.Y + 54*k
	cw, ch := 100*k, 136*k
	gap := 26 * k
	m.road = scenes.Rect{X: r.X + 10*k, Y: top - 8*k, W: r.W - 20*k, H: ch + 16*k}
	x := r.X + 24*k
	m.deck = scenes.Rect{X: x, Y: top, W: cw * 0.8, H: ch}
	m.deckN = v.Left
	x += cw*0.8 + gap
	plus, shopAfter := plusSpaces()
	first := (v.Round - 1) * 6
	for i := 0; i < 6; i++ {
		m.slots[i] = scenes.Rect{X: x, Y: top, W: cw, H: ch}
		if j := first + i; j >= 0 && j < len(v.Street) {
			m.cards = append(m.cards, m.streetCard(v.Street[j], m.slots[i], it, j == len(v.Street)-1 && v.Current != ""))
		}
		if i < 5 {
			mr := scenes.Rect{X: x + cw + 3*k, Y: top + ch/2 - 10*k, W: gap - 6*k, H: 20 * k}
			switch {
			case i+1 == shopAfter:
				m.marks = append(m.marks, piece{r: mr, act: -1, tip: say(it, "the shop: everyone gains coins and may buy", "il Negozio: tutti ottengono monete e possono comprare")})
				m.markShop = append(m.markShop, true)
			case plus&(1<<i) != 0:
				m.marks = append(m.marks, piece{r: mr, act: -1, tip: say(it, "+1 zombie to every horde", "+1 zombie a ogni orda")})
				m.markShop = append(m.markShop, false)
			}
		}
		x += cw + gap
	}
	if v.Event != "" {
		m.eventR = scenes.Rect{X: x, Y: top, W: min(cw, r.X+r.W-x-14*k), H: ch}
		m.event = eventName(v.Event, it)
		m.eventLines = scenes.Wrap(m.event, scenes.FontStrong(13*k), m.eventR.W-8*k)
	}
	m.status = fmt.Sprintf(say(it, "Round %d of 3 · card %d of 6 · reserve %d dice", "Round %d di 3 · carta %d di 6 · riserva %d dadi"), v.Round, min(v.Pos, 6), v.Reserve)

	// The votes revealed: the teams against the threshold, live while the
	// push resolves, then as the last push counted them until the next.
	y := top + ch + 30*k
	live := false
	if v.Open && v.Current != "" {
		if c := streetByName[v.Current]; c != nil && (c.Kind == "push" || c.Kind == "bus") {
			live = true
			m.need = c.Threshold
			if c.Kind == "bus" {
				m.need = busThreshold()
			}
		}
	}
	votes := v.LastVotes
	if live {
		votes = v.Votes
	} else {
		m.need = v.LastNeed
	}
	for col := 0; col < 3 && m.need > 0; col++ {
		var names []string
		tot := 0
		for s := 0; s < n; s++ {
			if votes[s] == colourID(col) {
				names = append(names, in.seatName(s))
				tot += v.Zombies[s]
			}
		}
		if !live {
			tot = v.LastTeams[col]
		}
		if len(names) > 0 {
			tm := team{colour: col, members: strings.Join(names, ", "), total: tot, ok: tot >= m.need}
			tm.label = fmt.Sprintf("%s: %d/%d", tm.members, tot, m.need)
			m.teams = append(m.teams, tm)
		}
	}
	if len(m.teams) > 0 {
		m.teamsR = scenes.Rect{X: r.X + 14*k, Y: y, W: r.W - 28*k, H: 34 * k}
		m.teamsLive = live
		m.teamsTitle = say(it, "Last push", "Ultima spinta")
		if live {
			m.teamsTitle = say(it, "The votes", "I voti")
		}
	}
	y += 42 * k

	// The hordes, the seat in front of the screen first.
	sw := (r.W - 20*k - float32(n-1)*10*k) / float32(n)
	sh := 214 * k
	for i := 0; i < n; i++ {
		s := (in.seat + i) % n
		if in.seat < 0 {
			s = i
		}
		b := seatBox{seat: s, name: in.seatName(s), colour: scenes.SeatColor(s), icon: scenes.SeatIcon(s), dice: v.Zombies[s], me: s == in.seat,
			toAct: v.ToAct == s, winner: v.Winners[s], vote: -1}
		b.piece = piece{r: scenes.Rect{X: r.X + 10*k + float32(i)*(sw+10*k), Y: y, W: sw, H: sh}, act: -1}
		b.diceText = fmt.Sprint(v.Zombies[s])
		b.civ = fmt.Sprint(v.Civilians[s])
		b.coins = fmt.Sprint(v.Coins[s])
		switch bn := v.Bonus[s]; bn {
		case "":
			b.bonus = "-"
		case "face down":
			b.bonus = ""
		default:
			b.bonus = bonusName(bn, it)
		}
		b.bonusUp = v.BonusUp[s]
		switch vt := v.Votes[s]; vt {
		case "":
		case "voted":
			b.vote = 3
		default:
			b.vote = colourIndex(vt)
		}
		if len(v.Zombird[s]) > 0 && b.me {
			names := make([]string, len(v.Zombird[s]))
			for j, z := range v.Zombird[s] {
				names[j] = zombirdName(z, it)
			}
			b.zombird = strings.Join(names, ", ")
		} else if len(v.Zombird[s]) > 0 || len(v.Ready[s]) > 0 {
			b.zombird = fmt.Sprintf(say(it, "zombird: %d in hand", "zombuccelli: %d in mano"), len(v.Zombird[s]))
			if len(v.Ready[s]) > 0 {
				b.zombird += fmt.Sprintf(say(it, ", %d face up", ", %d scoperti"), len(v.Ready[s]))
			}
		}
		if sv := v.Saves[s]; sv[0]+sv[1] > 0 {
			b.saves = fmt.Sprintf(say(it, "saves: %d", "salvataggi: %d"), sv[0]+2*sv[1])
		}
		b.diceR = scenes.Rect{X: b.r.X + 10*k, Y: b.r.Y + 34*k, W: b.r.W - 72*k, H: 92 * k}
		b.bonusR = scenes.Rect{X: b.r.X + b.r.W - 56*k, Y: b.r.Y + 70*k, W: 48 * k, H: 64 * k}
		b.label = scenes.Ellipsize(b.name, scenes.FontStrong(15*k), b.r.W-80*k)
		full := strings.TrimPrefix(b.zombird+" "+b.saves, " ")
		b.extra = scenes.Ellipsize(full, scenes.FontBody(12*k), b.r.W-46*k)
		if b.bonus != "" && b.bonus != "-" {
			for _, l := range clip(scenes.Wrap(b.bonus, scenes.FontStrong(11*k), b.bonusR.W-4*k), 2) {
				b.bonusLines = append(b.bonusLines, scenes.Ellipsize(l, scenes.FontStrong(11*k), b.bonusR.W-4*k))
			}
		}
		b.tip = fmt.Sprintf(say(it, "%s: %d zombies, %s civilians, %s coins", "%s: %d zombie, %s civili, %s monete"), b.name, b.dice, b.civ, b.coins)
		if c := bonusByName[v.Bonus[s]]; c != nil {
			b.tip += " — " + pick(it, c.Name, c.NameIT) + ": " + pick(it, c.Text, c.TextIT)
		}
		if full != "" {
			b.tip += " — " + full
		}
		m.seats = append(m.seats, b)
	}
	y += sh + 14*k

	// The shop: the row shown and the two permanent cards.
	nShop := len(v.Shop) + 2
	scw := min(118*k, (r.W-20*k-float32(nShop-1)*8*k)/float32(nShop))
	sch := 116 * k
	sx := r.X + 10*k
	for i := 0; i < nShop; i++ {
		sc := shopCard{piece: piece{r: scenes.Rect{X: sx + float32(i)*(scw+8*k), Y: y, W: scw, H: sch}, act: -1}}
		var name string
		if i < len(v.Shop) {
			name = v.Shop[i]
		} else {
			name = permanentName(i - len(v.Shop))
			sc.permanent = true
		}
		sc.nameEN = name
		if c := shopByName[name]; c != nil {
			sc.name, sc.text = pick(it, c.Name, c.NameIT), pick(it, c.Text, c.TextIT)
			sc.cost = fmt.Sprint(c.Cost)
			sc.tip = sc.name + " — " + sc.text
			sc.lines = clip(scenes.Wrap(sc.name, scenes.FontStrong(13*k), scw-36*k), 2)
			sc.textLines = clip(scenes.Wrap(sc.text, scenes.FontBody(12*k), scw-12*k), 4)
		}
		m.shop = append(m.shop, sc)
	}
	y += sch + 12*k

	// Every legal action: a seat, a shop card, or a button.
	var btns []game.Action
	for _, a := range in.legal {
		verb, arg := tsunami.DecodeAction(a)
		switch verb {
		case tsunami.VerbBomb, tsunami.VerbSeat:
			for i := range m.seats {
				if seatOf(in.seat, i, n) == arg {
					m.seats[i].act, m.seats[i].legal = a, true
					m.seats[i].tip = in.describe(a)
				}
			}
		case tsunami.VerbBuy:
			if arg < len(v.Shop) {
				m.shop[arg].act, m.shop[arg].legal = a, true
			}
		case tsunami.VerbBuyPerm:
			if j := len(v.Shop) + arg; j < len(m.shop) {
				m.shop[j].act, m.shop[j].legal = a, true
			}
		default:
			btns = append(btns, a)
		}
	}
	// Say why the pieces that cannot be used now cannot.
	targeting, done := false, false
	for _, a := range in.legal {
		switch verb, _ := tsunami.DecodeAction(a); verb {
		case tsunami.VerbBomb, tsunami.VerbSeat:
			targeting = true
		case tsunami.VerbDone:
			done = true
		}
	}
	shopping := done && !targeting // the shop visit; the Mega Bomb's done comes with seats
	for i := range m.seats {
		if b := &m.seats[i]; targeting && !b.legal {
			b.tip = say(it, "Not a choice now", "Ora non si può scegliere") + " — " + b.tip
		}
	}
	for i := range m.shop {
		sc := &m.shop[i]
		if !shopping || sc.legal || sc.name == "" || in.seat < 0 {
			continue
		}
		why := say(it, "no one for it to act on", "non avrebbe nessuno su cui agire")
		switch c := shopByName[sc.nameEN]; {
		case v.Bought[in.seat] >= 2:
			why = say(it, "you have bought 2 cards", "hai già comprato 2 carte")
		case c != nil && c.Cost > v.Coins[in.seat]:
			why = say(it, "not enough coins", "non hai abbastanza monete")
		}
		sc.tip = why + " — " + sc.tip
	}

	bh := 46 * k
	bw := min(190*k, (r.W-20*k-float32(len(btns)-1)*10*k)/float32(max(1, len(btns))))
	bx := r.X + (r.W-float32(len(btns))*(bw+10*k)+10*k)/2
	by := min(y+6*k, r.Y+r.H-bh-10*k)
	for i, a := range btns {
		label, icon, col := m.buttonLabel(a, v, in.seat, it)
		m.buttons = append(m.buttons, scenes.Button{R: scenes.Rect{X: bx + float32(i)*(bw+10*k), Y: by, W: bw, H: bh}, Label: label, Icon: icon,
			Color: col, Glow: in.canAct, Tip: in.describe(a), Size: 15})
		m.btnAct = append(m.btnAct, a)
	}
}

// seatOf is the seat shown in place i, the seat in front first.
func seatOf(me, i, n int) int {
	if me < 0 {
		return i
	}
	return (me + i) % n
}

func (m *model) buttonLabel(a game.Action, v *tsunami.View, me int, it bool) (string, string, color.RGBA) {
	verb, arg := tsunami.DecodeAction(a)
	switch verb {
	case tsunami.VerbVote:
		return colourName(arg, it), voteIcons[arg], voteColours[arg]
	case tsunami.VerbCoins:
		return say(it, "Take coins", "Prendi monete"), "two-coins", scenes.ColorButton
	case tsunami.VerbZombie:
		return say(it, "Take a zombie", "Prendi uno zombie"), "shambling-zombie", scenes.ColorButton
	case tsunami.VerbCivilian:
		return say(it, "Take a civilian", "Prendi un civile"), "person", scenes.ColorButton
	case tsunami.VerbPass:
		return say(it, "Keep it hidden", "Tienila coperta"), "padlock", scenes.ColorButtonAlt
	case tsunami.VerbReveal:
		return say(it, "Reveal bonus", "Rivela il Bonus"), "eyeball", scenes.ColorButton
	case tsunami.VerbPlay:
		name := "?"
		if me >= 0 && arg < len(v.Zombird[me]) {
			name = zombirdName(v.Zombird[me][arg], it)
		}
		return say(it, "Play ", "Gioca ") + name, "card-play", scenes.ColorButton
	case tsunami.VerbEvent:
		return eventName(v.Event, it), "card-pickup", scenes.ColorButton
	case tsunami.VerbDone:
		return say(it, "Done", "Fatto"), "check-mark", scenes.ColorButtonAlt
	}
	return "?", "", scenes.ColorButton
}

// streetCard lays out a revealed street card.
func (m *model) streetCard(name string, r scenes.Rect, it, current bool) streetCard {
	sc := streetCard{r: r, current: current, name: name, icon: "road", band: color.RGBA{90, 90, 96, 255}}
	c := streetByName[name]
	if c == nil {
		return sc
	}
	sc.name = pick(it, c.Name, c.NameIT)
	sc.tip = sc.name + " — " + pick(it, c.Text, c.TextIT)
	switch c.Kind {
	case "jump", "aeroplane":
		sc.icon, sc.band = "run", color.RGBA{86, 120, 170, 255}
		sc.value = "∞"
		if c.Limit > 0 {
			sc.value = "≤" + fmt.Sprint(c.Limit)
		}
		if c.Kind == "aeroplane" {
			sc.icon = "helicopter"
		}
		sc.name = pick(it, "Jump", "Salto")
		if c.Kind == "aeroplane" {
			sc.name = pick(it, c.Name, c.NameIT)
		}
	case "push", "bus":
		sc.icon, sc.band = "fist", color.RGBA{150, 70, 50, 255}
		need := c.Threshold
		if c.Kind == "bus" {
			sc.icon, need = "bus", busThreshold()
		} else {
			sc.name = pick(it, "Push", "Spinta")
		}
		sc.value = fmt.Sprint(need)
	case "coin_zombie":
		sc.icon, sc.band = "two-coins", color.RGBA{170, 130, 40, 255}
	case "gold_jump":
		sc.icon, sc.band = "coins", color.RGBA{190, 150, 30, 255}
	case "civ_bomb":
		sc.icon, sc.band = "grenade", color.RGBA{120, 60, 110, 255}
	case "parachute":
		sc.icon, sc.band = "raise-zombie", color.RGBA{60, 130, 110, 255}
	}
	sc.short = scenes.Ellipsize(sc.name, scenes.FontStrong(13*m.k), r.W-6*m.k)
	return sc
}

func say(it bool, en, itf string) string {
	if it {
		return itf
	}
	return en
}

func pick(it bool, en, itf string) string { return say(it, en, itf) }

func colourID(c int) string { return [3]string{"red", "green", "blue"}[c] }

func colourIndex(s string) int {
	for c := 0; c < 3; c++ {
		if colourID(c) == s {
			return c
		}
	}
	return 3
}

func colourName(c int, it bool) string {
	if it {
		return [3]string{"Rosso", "Verde", "Blu"}[c]
	}
	return [3]string{"Red", "Green", "Blue"}[c]
}

// clip keeps the first n lines.
func clip(lines []string, n int) []string {
	if len(lines) > n {
		return lines[:n]
	}
	return lines
}
