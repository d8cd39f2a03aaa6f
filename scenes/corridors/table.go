// Package corridors is Off the Dead's table: the horde in the middle with
// its top card's arrow, the four corridors as the arms of a cross (zone 1 by
// the horde, the melee zone by the survivor), each survivor at the end of
// their corridor with infection track, items (ammunition as a number),
// ability and trophies; the rubble piles of the memory game at the top left,
// the die and the graveyard at the top right, and the buttons for what has
// no piece (equipment, abilities, quotes, pass) at the bottom right. Click a
// rubble pile to search it, click a weapon (or Hands) and then a zombie to
// attack it, drag an item onto a neighbour to throw it. Importing the
// package registers the table.
//
// The layout and what each click plays are computed in a model when the view
// or the window changes, so drawing allocates nothing; the model is pure and
// tested without a window.
package corridors

import (
	"fmt"
	"image/color"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/game"
	"zombietable/game/offthedead"
	"zombietable/scenes"
	"zombietable/sprites"
)

func init() {
	scenes.RegisterTable("offthedead", func(tc *scenes.TableContext) scenes.Table { return &Table{weapon: bare} })
}

// Animation ids.
const (
	idDie  = 9100
	idTurn = 9200
)

var itemIcons = map[string]string{
	"adrenaline": "medical-pack", "barricade": "barricade", "magazine": "ammo-box", "colt": "revolver",
	"axe": "fire-axe", "jerrycan": "gas-pump", "toy": "beach-ball", "mp5": "pistol-gun", "chainsaw": "chainsaw",
	"wave": "big-wave", "goggles": "flashlight",
}

var symbolIcons = map[string]string{"skull": "death-skull", "hand": "hand", "biohazard": "biohazard"}

var digits = [...]string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"}

var (
	colorZone   = color.RGBA{30, 20, 16, 150}
	colorMelee  = color.RGBA{90, 24, 16, 170}
	colorBack   = color.RGBA{70, 100, 60, 255}
	colorRubble = color.RGBA{120, 96, 70, 255}
	colorItem   = color.RGBA{70, 80, 96, 255}
)

// Table is Off the Dead's table scene.
type Table struct {
	m       model
	view    offthedead.View
	weapon  int
	buttons []scenes.Button
	more    scenes.Button
	hands   scenes.Button
	prompt  string
	info    [3]string
	names   [4]string
	counts  [4]string
	drag    int // the item being dragged, -1 none
	dragX   float32
	dragY   float32
	it      bool
	cat     *offthedead.Catalog
	arrow   [3]sprites.Pt
}

func (t *Table) state(tc *scenes.TableContext) *offthedead.State {
	s, _ := tc.State().(*offthedead.State)
	return s
}

// Layout lays the table out.
func (t *Table) Layout(tc *scenes.TableContext) { t.rebuild(tc) }

// Reset rebuilds after the state was replaced.
func (t *Table) Reset(tc *scenes.TableContext) {
	t.drag = -1
	t.rebuild(tc)
}

func (t *Table) rebuild(tc *scenes.TableContext) {
	if t.cat == nil {
		t.cat, _ = offthedead.Load()
	}
	v, ok := tc.View().(offthedead.View)
	if !ok {
		return
	}
	t.view = v
	t.it = tc.Lang() == scenes.Italian
	lang := "en"
	if t.it {
		lang = "it"
	}
	s := t.state(tc)
	label := func(a game.Action) string {
		if s == nil {
			return tc.ActionString(a)
		}
		return s.Label(a, lang)
	}
	seat := int(tc.Seat())
	if seat < 0 || seat >= len(v.Players) {
		seat = 0
	}
	t.m.build(input{view: &t.view, legal: tc.Legal(), seat: seat, rect: tc.Rect(), scale: tc.Scale(), label: label, weapon: t.weapon})
	t.weapon = t.m.sel
	t.buttons = t.buttons[:0]
	for _, b := range t.m.btns {
		if b.r.W == 0 {
			continue
		}
		t.buttons = append(t.buttons, scenes.Button{R: b.r, Label: b.label, Size: 13, Glow: true, Color: scenes.ColorButtonAlt})
	}
	t.more = scenes.Button{R: t.m.more, Label: t.say("More…", "Altro…"), Size: 13}
	t.hands = scenes.Button{R: t.m.hands, Label: t.say("Hands", "Mani nude"), Icon: "fist", Size: 13,
		Selected: t.weapon == bare, Disabled: !t.m.canAttackWith(bare)}
	en, itp := t.promptText(tc)
	t.prompt = en
	if t.it {
		t.prompt = itp
	}
	t.info[0] = t.say(fmt.Sprintf("Horde: %d", v.Horde), fmt.Sprintf("Orda: %d", v.Horde))
	t.info[1] = t.say(fmt.Sprintf("Graveyard: %d zombies, %d items", len(v.GraveZ), len(v.GraveR)),
		fmt.Sprintf("Cimitero: %d zombie, %d oggetti", len(v.GraveZ), len(v.GraveR)))
	t.info[2] = ""
	if v.Event != "" && t.cat != nil {
		for _, e := range t.cat.Events {
			if e.ID == v.Event {
				t.info[2] = t.say("Event: "+e.Name, "Evento: "+e.NameIT)
			}
		}
	}
	for p, pl := range v.Players {
		name := pl.Survivor
		if t.cat != nil {
			for _, sv := range t.cat.Survivors {
				if sv.ID == pl.Survivor {
					name = sv.Name
				}
			}
		}
		t.names[p] = tc.SeatName(game.Seat(p)) + " · " + name
		t.counts[p] = fmt.Sprintf("%d/%d", len(v.Corridors[p].Zombies), v.Limit)
	}
}

func (t *Table) say(en, it string) string {
	if t.it {
		return it
	}
	return en
}

func (t *Table) promptText(tc *scenes.TableContext) (string, string) {
	v := &t.view
	if v.Over {
		if v.Won {
			return "Every zombie is destroyed: the survivors win!", "Tutti gli zombie distrutti: i sopravvissuti vincono!"
		}
		return "The horde wins.", "Vince l'Orda."
	}
	if !tc.CanAct() {
		return fmt.Sprintf("%s is deciding…", tc.SeatName(tc.ToAct())), fmt.Sprintf("%s sta decidendo…", tc.SeatName(tc.ToAct()))
	}
	if len(t.m.btns) > 0 && len(t.m.btns) == len(t.m.legal) {
		return "Use an item, an ability or a quote — or pass", "Usa un oggetto, un'abilità o una citazione, o passa"
	}
	switch {
	case len(v.Turned) == 1 && v.Step != "":
		return "Turn a second rubble card: click a pile", "Gira una seconda carta: clicca un mazzo"
	case len(v.Turned) > 0:
		return "Put the card back: click a pile", "Rimetti la carta: clicca un mazzo"
	}
	return "Search (click a pile), attack (a weapon, then a zombie) or drag an item to a neighbour",
		"Cerca (clicca un mazzo), attacca (un'arma, poi uno zombie) o trascina un oggetto a un vicino"
}

// Update handles the pointer and the buttons.
func (t *Table) Update(tc *scenes.TableContext) bool {
	in := tc.Input()
	redraw := false
	for i := range t.buttons {
		clicked, changed := t.buttons[i].Hit(in)
		redraw = redraw || changed
		if clicked {
			if a, ok, _ := t.m.click(t.buttons[i].R.CX(), t.buttons[i].R.CY()); ok && tc.Submit(a) == nil {
				in.Consume()
				return true
			}
		}
	}
	if t.m.pages > 1 {
		if clicked, changed := t.more.Hit(in); clicked {
			t.m.page = (t.m.page + 1) % t.m.pages
			t.rebuild(tc)
			in.Consume()
			return true
		} else if changed {
			redraw = true
		}
	}
	if clicked, changed := t.hands.Hit(in); clicked {
		t.weapon = bare
		t.rebuild(tc)
		in.Consume()
		return true
	} else if changed {
		redraw = true
	}
	if !tc.CanAct() {
		return redraw
	}
	seat := t.m.seat
	if in.Pressed {
		t.drag = -1
		for i, r := range t.m.items[seat] {
			if r.W > 0 && r.Contains(in.X, in.Y) {
				t.drag = i
			}
		}
	}
	if t.drag >= 0 && in.Down && in.Moved {
		t.dragX, t.dragY = in.X, in.Y
		redraw = true
	}
	if in.Released && t.drag >= 0 && !in.Clicked {
		i := t.drag
		t.drag = -1
		if a, ok := t.m.drop(i, in.X, in.Y); ok && tc.Submit(a) == nil {
			in.Consume()
			return true
		}
		return true
	}
	if in.Clicked {
		t.drag = -1
		a, ok, w := t.m.click(in.X, in.Y)
		switch {
		case ok:
			if tc.Submit(a) == nil {
				tc.Sound(scenes.SoundClick)
				in.Consume()
				return true
			}
		case w >= 0:
			t.weapon = w
			t.rebuild(tc)
			in.Consume()
			return true
		}
	}
	return redraw
}

// Applied starts the motions and sounds of the last action.
func (t *Table) Applied(tc *scenes.TableContext, mv scenes.Move) {
	before, _ := mv.Before.(offthedead.View)
	t.rebuild(tc)
	v := &t.view
	an := tc.Anim()
	op, x, _ := offthedead.DecodeAction(mv.Action)
	switch op {
	case offthedead.OpSearch, offthedead.OpSecond:
		if x < len(t.m.piles) {
			p := t.m.piles[x]
			k := len(v.Turned) - 1
			if k < 0 {
				k = 0
			}
			an.Move(idTurn+k, p.X, p.Y, t.m.turned.X+float32(k)*70*t.m.u, t.m.turned.Y, 260*time.Millisecond)
		}
		tc.Sound(scenes.SoundCard)
	case offthedead.OpThrow, offthedead.OpPlace:
		tc.Sound(scenes.SoundCard)
	}
	if v.Die != before.Die || v.Attack >= 0 && before.Attack < 0 {
		an.Roll(idDie, v.Die, 300*time.Millisecond)
		tc.Sound(scenes.SoundDice)
	}
	killed, bitten := 0, false
	for p := range v.Players {
		if p < len(before.Players) {
			killed += v.Players[p].Killed - before.Players[p].Killed
			bitten = bitten || v.Players[p].Infection > before.Players[p].Infection
		}
	}
	if killed > 0 {
		tc.Sound(scenes.SoundHit)
	}
	if bitten {
		tc.Sound(scenes.SoundBite)
	}
}

// Draw draws the table.
func (t *Table) Draw(dst *ebiten.Image, tc *scenes.TableContext) {
	sprites.TableBackground(dst, tc.Rect(), scenes.ColorTable, 0.5)
	v := &t.view
	if len(v.Players) == 0 {
		return
	}
	u := t.m.u
	canAct := tc.CanAct()
	tc.Prompt(dst, t.prompt, t.m.rect.CX(), t.m.rect.Y+22*u)
	t.drawHorde(dst, u)
	for p := range v.Players {
		t.drawCorridor(dst, tc, p, u, canAct)
		t.drawPanel(dst, p, u, canAct)
	}
	t.drawRubble(dst, tc, u, canAct)
	// the die and the horde's numbers
	scenes.Panel(dst, t.m.info, 10*u)
	body := scenes.FontBody(14 * u)
	scenes.DrawText(dst, t.info[0], scenes.FontStrong(16*u), t.m.info.X+12*u, t.m.info.Y+10*u, scenes.AlignStart, scenes.ColorText)
	scenes.DrawText(dst, t.info[1], body, t.m.info.X+12*u, t.m.info.Y+34*u, scenes.AlignStart, scenes.ColorTextDim)
	if t.info[2] != "" {
		scenes.DrawText(dst, t.info[2], body, t.m.die.X+t.m.die.W+12*u, t.m.die.Y+t.m.die.H/2-8*u, scenes.AlignStart, scenes.ColorDanger)
	}
	if v.Die > 0 {
		scenes.DrawDie(dst, tc, idDie, v.Die, t.m.die.X, t.m.die.Y, t.m.die.W, scenes.ColorCard, scenes.ColorInk)
	}
	for i := range t.buttons {
		t.buttons[i].Glow = canAct
		t.buttons[i].Draw(dst, u)
	}
	if t.m.pages > 1 {
		t.more.Draw(dst, u)
	}
	if canAct && t.m.canAttackWith(bare) {
		t.hands.Draw(dst, u)
	}
	if t.drag >= 0 && t.drag < len(v.Players[t.m.seat].Items) {
		it := v.Players[t.m.seat].Items[t.drag]
		s := 40 * u
		sprites.Tile(dst, t.dragX-s/2, t.dragY-s/2, s, s, colorItem, itemIcons[it.ID], scenes.ColorText)
	}
}

func (t *Table) drawHorde(dst *ebiten.Image, u float32) {
	v := &t.view
	h := t.m.horde
	scenes.DrawStack(dst, v.Horde, h.X, h.Y, h.W, h.H, u, colorBack, "shambling-zombie")
	if v.Arrow < 0 {
		return
	}
	// the top card's arrow, pointing at the corridor it will enter
	pos := screenPos(v.Arrow, t.view.Players[t.m.seat].Dir)
	cx, cy := h.CX(), h.CY()
	l, w := 26*u, 12*u
	var tip, a, b sprites.Pt
	switch pos {
	case 0:
		tip, a, b = sprites.Pt{X: cx, Y: cy - l}, sprites.Pt{X: cx - w, Y: cy}, sprites.Pt{X: cx + w, Y: cy}
	case 2:
		tip, a, b = sprites.Pt{X: cx, Y: cy + l}, sprites.Pt{X: cx - w, Y: cy}, sprites.Pt{X: cx + w, Y: cy}
	case 1:
		tip, a, b = sprites.Pt{X: cx + l, Y: cy}, sprites.Pt{X: cx, Y: cy - w}, sprites.Pt{X: cx, Y: cy + w}
	default:
		tip, a, b = sprites.Pt{X: cx - l, Y: cy}, sprites.Pt{X: cx, Y: cy - w}, sprites.Pt{X: cx, Y: cy + w}
	}
	t.arrow[0], t.arrow[1], t.arrow[2] = tip, a, b
	sprites.FillPolygon(dst, t.arrow[:], scenes.ColorAccent)
}

func (t *Table) drawCorridor(dst *ebiten.Image, tc *scenes.TableContext, p int, u float32, canAct bool) {
	v := &t.view
	for z := range 3 {
		r := t.m.zones[p][z]
		c := colorZone
		if z == 2 {
			c = colorMelee
		}
		sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 8*u, c)
	}
	attackable := canAct && p == t.m.seat
	for i, z := range v.Corridors[p].Zombies {
		r := t.m.zomb[p][i]
		if attackable && t.m.isLegal(offthedead.Action(offthedead.OpAttack, t.weapon, i)) {
			sprites.Glow(dst, r.X, r.Y, r.W, r.H, 6*u, scenes.ColorAccent, tc.Anim().Pulse())
		}
		if !z.Up && !z.Twice {
			sprites.CardBack(dst, r.X, r.Y, r.W, r.H, colorBack, "shambling-zombie")
			continue
		}
		body := scenes.ColorCard
		if z.Twice {
			body = sprites.Mix(colorBack, scenes.ColorCard, 0.4)
		}
		sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 4*u, body)
		sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, 4*u, 1.5*u, scenes.ColorInk)
		if z.Strength < len(digits) {
			scenes.DrawTextMid(dst, digits[z.Strength], scenes.FontTitle(22*u), r.CX(), r.Y+r.H*0.36, scenes.AlignCenter, scenes.ColorDanger)
		}
		is := 13 * u
		for k, sy := range z.Symbols {
			sprites.DrawIcon(dst, symbolIcons[sy], r.X+3*u+float32(k)*(is+2*u), r.Y+r.H-is-4*u, is, scenes.ColorInk)
		}
	}
	// the corridor's count against its limit, by the first zone
	r0 := t.m.zones[p][0]
	scenes.DrawText(dst, t.counts[p], scenes.FontStrong(13*u), r0.X+r0.W-4*u, r0.Y+2*u, scenes.AlignEnd, scenes.ColorTextDim)
}

func (t *Table) drawPanel(dst *ebiten.Image, p int, u float32, canAct bool) {
	v := &t.view
	pl := &v.Players[p]
	r := t.m.panel[p]
	if p == v.Active && !v.Over {
		sprites.Glow(dst, r.X, r.Y, r.W, r.H, 10*u, scenes.SeatColor(p), 0.6)
	}
	scenes.Panel(dst, r, 10*u)
	sprites.DrawIcon(dst, scenes.SeatIcon(p), r.X+8*u, r.Y+8*u, 18*u, scenes.SeatColor(p))
	scenes.DrawText(dst, t.names[p], scenes.FontStrong(14*u), r.X+30*u, r.Y+8*u, scenes.AlignStart, scenes.ColorText)
	// symbol, strength, reach, ability
	x := r.X + 8*u
	y := r.Y + 30*u
	sprites.DrawIcon(dst, symbolIcons[pl.Symbol], x, y, 16*u, scenes.ColorTextDim)
	scenes.DrawText(dst, digits[min(pl.Strength, 12)], scenes.FontStrong(14*u), x+22*u, y, scenes.AlignStart, scenes.ColorText)
	reach := "fist"
	if pl.Corridor {
		reach = "footsteps"
	}
	sprites.DrawIcon(dst, reach, x+36*u, y, 16*u, scenes.ColorTextDim)
	ab := scenes.ColorAccent
	if pl.Used {
		ab = sprites.Alpha(scenes.ColorTextDim, 0.35)
	}
	sprites.DrawIcon(dst, "shield", x+58*u, y, 16*u, ab)
	// the infection track
	for l := 1; l <= pl.Levels; l++ {
		cx := x + 90*u + float32(l-1)*14*u
		if l <= pl.Infection {
			sprites.FillCircle(dst, cx, y+8*u, 5*u, scenes.ColorDanger)
		} else {
			sprites.StrokeCircle(dst, cx, y+8*u, 5*u, 1.5*u, scenes.ColorTextDim)
		}
	}
	if v.Advanced {
		tx := x + 90*u + float32(pl.Levels)*14*u + 6*u
		for k, sy := range [3]string{"skull", "hand", "biohazard"} {
			if pl.Trophies[k] == 0 {
				continue
			}
			sprites.DrawIcon(dst, symbolIcons[sy], tx, y, 14*u, scenes.ColorAccent)
			scenes.DrawText(dst, digits[min(pl.Trophies[k], 12)], scenes.FontBody(12*u), tx+15*u, y, scenes.AlignStart, scenes.ColorText)
			tx += 32 * u
		}
	}
	mine := p == t.m.seat && canAct
	for i, it := range pl.Items {
		ir := t.m.items[p][i]
		if mine && (t.m.canAttackWith(i) || t.m.isLegal(offthedead.Action(offthedead.OpThrow, i, 1)) || t.m.isLegal(offthedead.Action(offthedead.OpThrow, i, 3))) {
			sprites.Glow(dst, ir.X, ir.Y, ir.W, ir.H, 6*u, scenes.ColorAccent, 0.5)
		}
		sprites.Tile(dst, ir.X, ir.Y, ir.W, ir.H, colorItem, itemIcons[it.ID], scenes.ColorText)
		if mine && i == t.weapon {
			sprites.StrokeRoundRect(dst, ir.X-2*u, ir.Y-2*u, ir.W+4*u, ir.H+4*u, 5*u, 2.5*u, scenes.ColorAccent)
		}
		if it.Rounds > 0 && it.Ammo < len(digits) {
			sprites.FillCircle(dst, ir.X+ir.W-4*u, ir.Y+4*u, 8*u, scenes.ColorInk)
			scenes.DrawTextMid(dst, digits[it.Ammo], scenes.FontStrong(11*u), ir.X+ir.W-4*u, ir.Y+4*u, scenes.AlignCenter, scenes.ColorText)
		}
	}
	if !pl.Alive {
		sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 10*u, color.RGBA{10, 30, 10, 190})
		s := minf(r.H*0.6, 60*u)
		sprites.DrawIcon(dst, "raise-zombie", r.CX()-s/2, r.CY()-s/2, s, color.RGBA{120, 200, 110, 255})
	}
}

func (t *Table) drawRubble(dst *ebiten.Image, tc *scenes.TableContext, u float32, canAct bool) {
	v := &t.view
	for i, p := range v.Rubble {
		r := t.m.piles[i]
		legal := canAct && (t.m.isLegal(offthedead.Action(offthedead.OpSearch, i, 0)) ||
			t.m.isLegal(offthedead.Action(offthedead.OpSecond, i, 0)) || t.m.isLegal(offthedead.Action(offthedead.OpPlace, i, 0)))
		if legal {
			sprites.Glow(dst, r.X, r.Y, r.W, r.H, 8*u, scenes.ColorAccent, tc.Anim().Pulse())
		}
		scenes.DrawStack(dst, p.Cards, r.X, r.Y, r.W, r.H, u, colorRubble, "")
		if n := p.Cards; n > 0 && p.Known[n-1] != "" {
			// the top card everybody saw lies known: its picture shows
			s := r.W * 0.6
			sprites.DrawIcon(dst, itemIcons[p.Known[n-1]], r.CX()-s/2, r.CY()-s/2, s, scenes.ColorInk)
		}
	}
	for k, id := range v.Turned {
		x, y, _ := tc.Anim().At(idTurn+k, t.m.turned.X+float32(k)*70*u, t.m.turned.Y)
		s := 62 * u
		sprites.Tile(dst, x, y, s, s*1.1, scenes.ColorCard, itemIcons[id], scenes.ColorInk)
	}
}

// Tooltip names what lies under the pointer.
func (t *Table) Tooltip(tc *scenes.TableContext, x, y float32) string {
	v := &t.view
	if t.cat == nil || len(v.Players) == 0 {
		return ""
	}
	for p := range v.Players {
		for i, z := range v.Corridors[p].Zombies {
			if r := t.m.zomb[p][i]; r.W > 0 && r.Contains(x, y) {
				if !z.Up && !z.Twice {
					return t.say("A face-down zombie", "Uno zombie coperto")
				}
				s := t.say(fmt.Sprintf("Zombie, strength %d: %s", z.Strength, strings.Join(z.Symbols, ", ")),
					fmt.Sprintf("Zombie, forza %d: %s", z.Strength, strings.Join(z.Symbols, ", ")))
				if z.Twice {
					s += t.say(" — must be destroyed twice", " — va distrutto due volte")
				}
				return s
			}
		}
		for i, it := range v.Players[p].Items {
			if r := t.m.items[p][i]; r.W > 0 && r.Contains(x, y) {
				return t.itemText(it.ID)
			}
		}
		if t.m.panel[p].Contains(x, y) {
			for _, sv := range t.cat.Survivors {
				if sv.ID == v.Players[p].Survivor {
					return t.say(sv.AbilityName+": "+sv.AbilityText, sv.AbilityNameIT+": "+sv.AbilityTextIT)
				}
			}
		}
	}
	for i, p := range v.Rubble {
		if t.m.piles[i].Contains(x, y) {
			var known []string
			for _, k := range p.Known {
				if k != "" {
					known = append(known, k)
				}
			}
			return t.say(fmt.Sprintf("Rubble pile %d: %d cards; seen: %s", i+1, p.Cards, strings.Join(known, ", ")),
				fmt.Sprintf("Macerie %d: %d carte; viste: %s", i+1, p.Cards, strings.Join(known, ", ")))
		}
	}
	if t.m.horde.Contains(x, y) {
		return t.say("The horde: its top card's arrow names the corridor of the next wave",
			"L'Orda: la freccia della prima carta indica il corridoio della prossima ondata")
	}
	return ""
}

func (t *Table) itemText(id string) string {
	for _, it := range t.cat.Items {
		if it.ID == id {
			return t.say(it.Name+": "+it.Text, it.NameIT+": "+it.TextIT)
		}
	}
	return id
}

// Rules returns the rules summary.
func (t *Table) Rules(lang scenes.Lang) string {
	if lang == scenes.Italian {
		return rulesIT
	}
	return rulesEN
}

const rulesEN = `Off the Dead: the survivors sit back to back around the horde, each facing a corridor of three zones (first, second, melee) that holds at most 6 zombies. Everybody wins when every zombie is destroyed; everybody loses when every survivor is a zombie.

A turn: a first action, the zombies, a second action, the infection.

• Actions: search the rubble (turn two cards, a pair keeps one; the others go back where you choose, and everybody remembers them), throw an item to a neighbour (left or right, never across), or attack a zombie within reach: die + strength + the weapon's power against the zombie's strength.
• The zombies of your corridor: those in the melee zone bite (infection), the others step forward (revealed on reaching the melee zone), then the horde's top card enters the corridor its arrow names.
• Infection: once bitten you climb the track each turn; its top kills you, and you rise as a zombie under the horde.
• Equipment is used in your own turn at no cost; each survivor's ability once a game, on yourself or a neighbour.
• Advanced rules: a revealed zombie with your symbol sets off an event; kills are trophies that pay for quotes.`

const rulesIT = `Off the Dead: i sopravvissuti stanno schiena contro schiena attorno all'Orda, ognuno davanti a un corridoio di tre zone (1°, 2°, corpo a corpo) che contiene al massimo 6 zombie. Si vince tutti quando ogni zombie è distrutto; si perde tutti quando ogni sopravvissuto è uno zombie.

Un turno: prima azione, gli zombie, seconda azione, infezione.

• Azioni: cercare tra le macerie (due carte girate, una coppia ne tiene una; le altre tornano dove scegli e tutti le ricordano), lanciare un oggetto a un vicino (destra o sinistra, mai di fronte), o attaccare uno zombie a portata: dado + forza + potenza dell'arma contro la forza dello zombie.
• Gli zombie del tuo corridoio: quelli nel corpo a corpo mordono (infezione), gli altri avanzano (rivelati nel corpo a corpo), poi la prima carta dell'Orda entra nel corridoio indicato dalla freccia.
• Infezione: una volta morso sali sul livello ogni turno; in cima muori e torni zombie sotto l'Orda.
• Le attrezzature si usano nel proprio turno senza costo; l'abilità di ogni sopravvissuto una volta a partita, su di sé o su un vicino.
• Regole avanzate: uno zombie rivelato con il tuo simbolo scatena un evento; le uccisioni sono trofei che pagano le citazioni.`

func minf(a, b float32) float32 {
	if a < b {
		return a
	}
	return b
}
