// Package street is Zombie Tsunami's table: the street of the round as a
// road of six card spaces with the +1 and shop spaces between them, the
// hordes of every seat as piles of zombie dice with their civilians, coins,
// face-down bonus card and vote token, and the shop's row. Every legal action
// has one gesture: a seat to bomb or choose, a shop card to buy, or a button
// next to the one-line prompt (a vote, a choice, reveal or keep the bonus
// card, play a zombird card, done). When the votes of a push are revealed
// the teams are shown with their totals against the threshold. Every jump
// rolls the hordes' dice at once. Importing the package registers the table.
//
// The layout is computed in a model when the view, the language or the
// window change, so drawing allocates nothing; the model is pure and tested
// without a window.
package street

import (
	"fmt"
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/game"
	"zombietable/game/tsunami"
	"zombietable/scenes"
	"zombietable/sprites"
)

func init() {
	scenes.RegisterTable("tsunami", func(tc *scenes.TableContext) scenes.Table { return &Table{} })
}

// Table is Zombie Tsunami's table scene.
type Table struct {
	m     model
	view  tsunami.View
	hover int                     // the hovered seat (0–5), shop card (100+) or -1
	fall  [tsunami.MaxPlayers]int // dice of each place that just fell, drawn while they drop
}

const (
	idDie  = 5000 // + seat*100 + die
	idCard = 9000
	idFall = 10000 // + place*100 + die
	maxDie = 30    // dice drawn per horde; more show as the count
)

func (t *Table) input(tc *scenes.TableContext) input {
	r := tc.Rect()
	v, _ := tc.View().(tsunami.View)
	t.view = v
	d, _ := tc.State().(game.Describer)
	lang := tc.Lang()
	me := tc.Seat()
	prompt := ""
	switch st, _ := tc.State().(*tsunami.State); {
	case st == nil:
	case st.Over():
		prompt = lang.T("game_over")
	case tc.CanAct():
		prompt = st.PromptIn(lang == scenes.Italian)
	default:
		prompt = fmt.Sprintf(lang.T("wait_turn"), tc.SeatName(tc.ToAct()))
	}
	return input{
		prompt:   prompt,
		view:     &t.view,
		seat:     int(me),
		legal:    tc.Legal(),
		canAct:   tc.CanAct(),
		lang:     lang,
		rect:     scenes.Rect{X: float32(r.Min.X), Y: float32(r.Min.Y), W: float32(r.Dx()), H: float32(r.Dy())},
		seatName: func(s int) string { return tc.SeatName(game.Seat(s)) },
		describe: func(a game.Action) string {
			if d == nil {
				return tc.ActionString(a)
			}
			return d.Describe(a, tc.SeatName(me), lang.Code())
		},
	}
}

// Layout lays the table out for the rectangle.
func (t *Table) Layout(tc *scenes.TableContext) { t.m.build(t.input(tc)) }

// Reset rebuilds everything from the view.
func (t *Table) Reset(tc *scenes.TableContext) {
	t.fall = [tsunami.MaxPlayers]int{}
	t.m.build(t.input(tc))
}

// Applied shows what the action did: a street card slides from the deck, the
// hordes' dice tumble at a jump, coins and bombs make their noise.
func (t *Table) Applied(tc *scenes.TableContext, mv scenes.Move) {
	before, _ := mv.Before.(tsunami.View)
	t.m.build(t.input(tc))
	v := &t.view
	an := tc.Anim()
	d := 280 * time.Millisecond
	// fallen dice drop away from the pile
	for i := range t.m.seats {
		b := &t.m.seats[i]
		t.fall[i] = 0
		if b.seat < len(before.Zombies) && before.Zombies[b.seat] > b.dice {
			t.fall[i] = min(before.Zombies[b.seat]-b.dice, maxDie-min(b.dice, maxDie))
			for j := b.dice; j < b.dice+t.fall[i]; j++ {
				x, y := t.diePos(b, j)
				an.Move(idFall+i*100+j, x, y, x, y+70*t.m.k, 420*time.Millisecond)
			}
		}
	}
	if len(v.Street) > len(before.Street) && len(t.m.cards) > 0 {
		c := t.m.cards[len(t.m.cards)-1]
		an.Move(idCard, t.m.deck.X, t.m.deck.Y, c.r.X, c.r.Y, d)
		tc.Sound(scenes.SoundCard)
		if sc := streetByName[v.Current]; sc != nil && (sc.Kind == "jump" || sc.Kind == "aeroplane" || sc.Kind == "gold_jump" || sc.Kind == "parachute") {
			for i := range t.m.seats {
				for k := 0; k < min(t.m.seats[i].dice, maxDie); k++ {
					an.Roll(idDie+i*100+k, face(k), d+time.Duration(k%5)*30*time.Millisecond)
				}
			}
			tc.Sound(scenes.SoundDice)
		}
		return
	}
	switch verb, _ := tsunami.DecodeAction(mv.Action); verb {
	case tsunami.VerbBuy, tsunami.VerbBuyPerm, tsunami.VerbCoins:
		tc.Sound(scenes.SoundCoin)
	case tsunami.VerbBomb, tsunami.VerbSeat:
		tc.Sound(scenes.SoundHit)
	default:
		tc.Sound(scenes.SoundClick)
	}
}

// face is the face a horde's k-th die shows: the dice are drawn with varied
// faces so a pile reads as dice, not as a bar.
func face(k int) int { return k*5%6 + 1 }

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
		if p := t.piece(h); p != nil && p.legal && tc.Submit(p.act) == nil {
			in.Consume()
			return true
		}
	}
	return redraw || tc.Anim().Busy()
}

func (t *Table) hit(x, y float32) int {
	for i := range t.m.seats {
		if t.m.seats[i].r.Contains(x, y) {
			return i
		}
	}
	for i := range t.m.shop {
		if t.m.shop[i].r.Contains(x, y) {
			return 100 + i
		}
	}
	return -1
}

func (t *Table) piece(h int) *piece {
	switch {
	case h >= 100 && h-100 < len(t.m.shop):
		return &t.m.shop[h-100].piece
	case h >= 0 && h < len(t.m.seats):
		return &t.m.seats[h].piece
	}
	return nil
}

var (
	asphalt   = color.RGBA{44, 46, 52, 255}
	roadColor = color.RGBA{30, 31, 35, 255}
	lineColor = color.RGBA{230, 210, 120, 200}
	dieBody   = color.RGBA{120, 170, 90, 255}
	diePip    = color.RGBA{24, 30, 20, 255}
	dieFallen = color.RGBA{150, 80, 60, 255}
)

// Draw draws the table.
func (t *Table) Draw(dst *ebiten.Image, tc *scenes.TableContext) {
	m := &t.m
	k := m.k
	u := tc.Scale()
	r := tc.Rect()
	sprites.TableBackground(dst, r, asphalt, 0.5)
	tc.Prompt(dst, m.prompt, m.rect.CX(), m.rect.Y+12*u)

	// The road with its centre line, the deck, the card spaces, the marks.
	sprites.FillRoundRect(dst, m.road.X, m.road.Y, m.road.W, m.road.H, 10*k, roadColor)
	for x := m.road.X + 8*k; x < m.road.X+m.road.W-20*k; x += 40 * k {
		sprites.FillRoundRect(dst, x, m.road.Y+m.road.H-6*k, 22*k, 3*k, 1*k, lineColor)
	}
	scenes.DrawStack(dst, m.deckN, m.deck.X, m.deck.Y, m.deck.W, m.deck.H, k, color.RGBA{70, 60, 90, 255}, "road")
	for _, s := range m.slots {
		sprites.StrokeRoundRect(dst, s.X, s.Y, s.W, s.H, 8*k, 2*k, sprites.Alpha(scenes.ColorTextDim, 0.35))
	}
	for i, mk := range m.marks {
		if m.markShop[i] {
			sprites.Token(dst, mk.r.CX(), mk.r.CY(), 11*k, scenes.ColorAccent, scenes.ColorInk, "shop", scenes.ColorInk)
		} else {
			sprites.Token(dst, mk.r.CX(), mk.r.CY(), 11*k, dieBody, scenes.ColorInk, "shambling-zombie", scenes.ColorInk)
		}
	}
	for i := range m.cards {
		c := &m.cards[i]
		x, y := c.r.X, c.r.Y
		if i == len(m.cards)-1 {
			x, y, _ = tc.Anim().At(idCard, x, y)
		}
		drawStreetCard(dst, c, x, y, k)
	}
	if m.event != "" {
		e := m.eventR
		sprites.FillRoundRect(dst, e.X, e.Y, e.W, e.H, 8*k, color.RGBA{60, 90, 120, 255})
		sprites.DrawIcon(dst, "card-pickup", e.CX()-18*k, e.Y+12*k, 36*k, scenes.ColorText)
		for j, l := range m.eventLines {
			scenes.DrawTextMid(dst, l, scenes.FontStrong(13*k), e.CX(), e.Y+66*k+float32(j)*16*k, scenes.AlignCenter, scenes.ColorText)
		}
	}
	scenes.DrawText(dst, m.status, scenes.FontBody(13*k), m.road.X+4*k, m.road.Y+m.road.H+4*k, scenes.AlignStart, scenes.ColorTextDim)

	// The teams of a revealed vote.
	if len(m.teams) > 0 {
		tr := m.teamsR
		sprites.FillRoundRect(dst, tr.X, tr.Y, tr.W, tr.H, 8*k, color.RGBA{16, 14, 14, 200})
		if m.teamsLive {
			sprites.StrokeRoundRect(dst, tr.X, tr.Y, tr.W, tr.H, 8*k, 2*k, scenes.ColorAccent)
		}
		scenes.DrawTextMid(dst, m.teamsTitle, scenes.FontStrong(13*k), tr.X+8*k, tr.CY(), scenes.AlignStart, scenes.ColorTextDim)
		tx := tr.X + 110*k
		tw := (tr.X + tr.W - tx) / float32(len(m.teams))
		for i, tm := range m.teams {
			x := tx + float32(i)*tw
			sprites.Token(dst, x+12*k, tr.CY(), 11*k, voteColours[tm.colour], scenes.ColorInk, voteIcons[tm.colour], scenes.ColorText)
			c := scenes.ColorText
			if !tm.ok {
				c = scenes.ColorDanger
			}
			scenes.DrawTextMid(dst, tm.label, scenes.FontStrong(14*k), x+30*k, tr.CY(), scenes.AlignStart, c)
		}
	}

	// The hordes.
	for i := range m.seats {
		t.drawSeat(dst, tc, i)
	}

	// The shop.
	for i := range m.shop {
		sc := &m.shop[i]
		p := sc.r
		if sc.legal && tc.CanAct() {
			sprites.Glow(dst, p.X, p.Y, p.W, p.H, 8*k, scenes.ColorAccent, tc.Anim().Pulse())
		}
		body := scenes.ColorCard
		if sc.name == "" {
			sprites.StrokeRoundRect(dst, p.X, p.Y, p.W, p.H, 8*k, 2*k, sprites.Alpha(scenes.ColorTextDim, 0.3))
			continue
		}
		if sc.permanent {
			body = color.RGBA{226, 214, 236, 255}
		}
		sprites.FillRoundRect(dst, p.X, p.Y, p.W, p.H, 8*k, body)
		if t.hover == 100+i {
			sprites.StrokeRoundRect(dst, p.X, p.Y, p.W, p.H, 8*k, 2*k, scenes.ColorAccent)
		}
		sprites.CostBadge(dst, sprites.RectF{X: p.X + 4*k, Y: p.Y + 4*k, W: 24 * k, H: 24 * k}, color.RGBA{240, 190, 60, 255}, color.RGBA{60, 40, 20, 255})
		scenes.DrawTextMid(dst, sc.cost, scenes.FontStrong(14*k), p.X+16*k, p.Y+16*k, scenes.AlignCenter, scenes.ColorInk)
		for j, l := range sc.lines {
			scenes.DrawText(dst, l, scenes.FontStrong(13*k), p.X+32*k, p.Y+6*k+float32(j)*16*k, scenes.AlignStart, scenes.ColorInk)
		}
		for j, l := range sc.textLines {
			scenes.DrawText(dst, l, scenes.FontBody(12*k), p.X+6*k, p.Y+40*k+float32(j)*14*k, scenes.AlignStart, color.RGBA{70, 56, 46, 255})
		}
	}

	for i := range m.buttons {
		b := &m.buttons[i]
		b.Glow = tc.CanAct() && tc.Anim().Pulse() >= 0
		b.Draw(dst, k)
	}
}

// diePos is where die j of a horde lies in its pile.
func (t *Table) diePos(b *seatBox, j int) (x, y float32) {
	k := t.m.k
	size := 20 * k
	per := max(1, int(b.diceR.W/(size+3*k)))
	return b.diceR.X + float32(j%per)*(size+3*k), b.diceR.Y + b.diceR.H - size - float32(j/per)*(size+3*k)
}

// drawStreetCard draws a revealed street card at (x, y).
func drawStreetCard(dst *ebiten.Image, c *streetCard, x, y, k float32) {
	w, h := c.r.W, c.r.H
	if c.current {
		sprites.Glow(dst, x, y, w, h, 8*k, scenes.ColorAccent, 0.6)
	}
	sprites.FillRoundRect(dst, x, y, w, h, 8*k, scenes.ColorCard)
	sprites.FillRoundRect(dst, x, y, w, 26*k, 8*k, c.band)
	scenes.DrawTextMid(dst, c.short, scenes.FontStrong(13*k), x+w/2, y+13*k, scenes.AlignCenter, scenes.ColorText)
	sprites.DrawIcon(dst, c.icon, x+w/2-22*k, y+34*k, 44*k, c.band)
	if c.value != "" {
		scenes.DrawTextMid(dst, c.value, scenes.FontTitle(22*k), x+w/2, y+h-22*k, scenes.AlignCenter, scenes.ColorInk)
	}
}

// drawSeat draws horde i: its name, its dice, civilians, coins, bonus card
// and vote.
func (t *Table) drawSeat(dst *ebiten.Image, tc *scenes.TableContext, i int) {
	m := &t.m
	k := m.k
	b := &m.seats[i]
	r := b.r
	if b.legal && tc.CanAct() {
		sprites.Glow(dst, r.X, r.Y, r.W, r.H, 10*k, scenes.ColorAccent, tc.Anim().Pulse())
	}
	scenes.Panel(dst, r, 10*k)
	if b.toAct {
		sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, 10*k, 3*k, b.colour)
	}
	if t.hover == i && b.legal {
		sprites.StrokeRoundRect(dst, r.X-2*k, r.Y-2*k, r.W+4*k, r.H+4*k, 11*k, 2*k, scenes.ColorAccent)
	}
	sprites.Token(dst, r.X+18*k, r.Y+18*k, 11*k, b.colour, scenes.ColorInk, b.icon, scenes.ColorInk)
	scenes.DrawTextMid(dst, b.label, scenes.FontStrong(15*k), r.X+34*k, r.Y+18*k, scenes.AlignStart, scenes.ColorText)
	if b.winner {
		sprites.DrawIcon(dst, "trophy", r.X+r.W-30*k, r.Y+6*k, 24*k, scenes.ColorAccent)
	}
	// the dice, a pile that grows; the fallen ones drop away
	size := 20 * k
	for j := 0; j < min(b.dice, maxDie); j++ {
		x, y := t.diePos(b, j)
		if y < b.diceR.Y {
			break
		}
		scenes.DrawDie(dst, tc, idDie+i*100+j, face(j), x, y, size, dieBody, diePip)
	}
	for j := b.dice; j < b.dice+t.fall[i]; j++ {
		x, y := t.diePos(b, j)
		if x, y, moving := tc.Anim().At(idFall+i*100+j, x, y); moving {
			sprites.Die(dst, x, y, size, 1, dieFallen, diePip, 0.3)
		}
	}
	scenes.DrawTextMid(dst, b.diceText, scenes.FontTitle(30*k), r.X+r.W-14*k, r.Y+56*k, scenes.AlignEnd, scenes.ColorText)
	// civilians and coins
	ty := r.Y + 146*k
	sprites.Token(dst, r.X+20*k, ty, 12*k, color.RGBA{220, 200, 170, 255}, scenes.ColorInk, "person", scenes.ColorInk)
	scenes.DrawTextMid(dst, b.civ, scenes.FontStrong(15*k), r.X+36*k, ty, scenes.AlignStart, scenes.ColorText)
	sprites.Token(dst, r.X+70*k, ty, 12*k, scenes.ColorAccent, scenes.ColorInk, "two-coins", scenes.ColorInk)
	scenes.DrawTextMid(dst, b.coins, scenes.FontStrong(15*k), r.X+86*k, ty, scenes.AlignStart, scenes.ColorText)
	// the vote token
	vy := r.Y + 180*k
	switch {
	case b.vote >= 0 && b.vote < 3:
		sprites.Token(dst, r.X+20*k, vy, 12*k, voteColours[b.vote], scenes.ColorInk, voteIcons[b.vote], scenes.ColorText)
	case b.vote == 3:
		sprites.Token(dst, r.X+20*k, vy, 12*k, color.RGBA{80, 80, 80, 255}, scenes.ColorInk, "vote", scenes.ColorText)
	}
	if b.extra != "" {
		scenes.DrawTextMid(dst, b.extra, scenes.FontBody(12*k), r.X+36*k, vy, scenes.AlignStart, scenes.ColorTextDim)
	}
	// the bonus card
	bc := b.bonusR
	switch {
	case b.bonus == "-":
	case b.bonus == "":
		sprites.CardBack(dst, bc.X, bc.Y, bc.W, bc.H, color.RGBA{110, 40, 60, 255}, "big-wave")
	default:
		col := scenes.ColorCard
		if b.bonusUp {
			col = sprites.Alpha(scenes.ColorCard, 0.6)
		}
		sprites.FillRoundRect(dst, bc.X, bc.Y, bc.W, bc.H, 5*k, col)
		sprites.DrawIcon(dst, "big-wave", bc.X+bc.W/2-10*k, bc.Y+4*k, 20*k, color.RGBA{110, 40, 60, 255})
		for j, l := range b.bonusLines {
			scenes.DrawTextMid(dst, l, scenes.FontStrong(11*k), bc.CX(), bc.Y+34*k+float32(j)*12*k, scenes.AlignCenter, scenes.ColorInk)
		}
	}
}

// Rules is the summary shown in the rules panel.
func (t *Table) Rules(l scenes.Lang) string {
	if l == scenes.Italian {
		return rulesIT
	}
	return rulesEN
}

// Tooltip says what the piece under the pointer is, or why it cannot be used.
func (t *Table) Tooltip(tc *scenes.TableContext, x, y float32) string {
	for i := range t.m.buttons {
		if t.m.buttons[i].R.Contains(x, y) {
			return t.m.buttons[i].Tip
		}
	}
	if p := t.piece(t.hit(x, y)); p != nil {
		return p.tip
	}
	for i := range t.m.cards {
		if t.m.cards[i].r.Contains(x, y) {
			return t.m.cards[i].tip
		}
	}
	for i := range t.m.marks {
		if t.m.marks[i].r.Contains(x, y) {
			return t.m.marks[i].tip
		}
	}
	return ""
}
