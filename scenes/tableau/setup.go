package tableau

import (
	"image/color"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/game"
	"zombietable/game/zombionion"
	"zombietable/scenes"
	"zombietable/sprites"
)

func init() {
	scenes.RegisterSetup("zombionion", func() scenes.Setup { return &picker{hover: -1} })
}

// picker is Zombionion's strip on the new-game screen: the ten kingdom cards
// of the chosen preset or of the seed's random draw, the sixteen others, and
// a button per preset. Clicking a kingdom card bans it (a random card takes
// its place and random draws skip it from then on); clicking another card
// picks it, in place of the last kingdom card the player did not pick. Every
// edit writes the ten cards into the kingdom option, so the game starts with
// exactly what the strip shows.
type picker struct {
	lang scenes.Lang
	u    float32
	r    scenes.Rect
	cfg  game.Config

	kingdom [10]zombionion.Card // by cost, as on the table
	pinned  uint64              // cards the player picked, by bit
	banned  uint64              // cards the player banned, by bit
	err     string              // why the kingdom option makes no game

	presets []scenes.Button
	tiles   []pickTile // the ten, then the others
	hover   int        // index in tiles, or -1
	title   string
}

// pickTile is a kingdom card on the strip.
type pickTile struct {
	card   zombionion.Card
	in     bool // one of the ten
	r      scenes.Rect
	title  []string
	size   float32
	tip    string
	target int // for a card outside: the tile it would replace, or -1
}

// presetIDs are the kingdom option's named values, in the strip's order.
var presetIDs = []string{"first-game", "sparatutto", "scontro", "vita-o-morte", "citta-infestata", "random"}

func (p *picker) Owns(key string) bool { return key == "kingdom" || key == "need" }

// Its rows: the presets, the ten in two rows, the others in two rows; each
// at least minHit pixels tall.
func (p *picker) Height(u float32) float32 {
	return 2*8*u + 5*rowHeight(u) + 3*5*u + 2*8*u
}

// rowHeight is the height of a row of the strip.
func rowHeight(u float32) float32 { return max(minHit, 30*u) }

// Layout reads the kingdom the options give (drawing a random one from the
// seed as the game would) and places the tiles.
func (p *picker) Layout(r scenes.Rect, c game.Config, lang scenes.Lang, u float32) {
	p.r, p.lang, p.u, p.cfg = r, lang, u, c
	l := lang
	spec := c.Option("kingdom", "random")
	players := c.Players
	if players < 2 {
		players = 2
	}
	g, err := zombionion.New(game.Config{Players: players, Seed: c.Seed, Options: map[string]string{"kingdom": spec, "need": c.Option("need", "")}})
	p.err = ""
	if err != nil {
		p.err = err.Error()
	} else {
		p.kingdom = g.Kingdom
	}
	p.title = w(l, "k_title")

	// The presets, in a row after the title.
	pad := 8 * u
	x := r.X + pad + 4*u + scenes.TextWidth(p.title, scenes.FontStrong(18*u)) + 16*u
	bh := rowHeight(u)
	p.presets = p.presets[:0]
	for i, id := range presetIDs {
		label := w(l, "k_random")
		for _, k := range zombionion.Presets() {
			if k.ID == id {
				label = k.Name
				if l == scenes.Italian {
					label = k.NameIT
				}
			}
		}
		bw := scenes.TextWidth(label, scenes.FontStrong(14*u)) + 26*u
		b := scenes.Button{R: scenes.Rect{X: x, Y: r.Y + pad, W: bw, H: bh}, Label: label, Size: 14, ID: i,
			Color: scenes.ColorButtonAlt, Selected: strings.EqualFold(spec, id), Tip: w(l, "k_preset_tip")}
		if id == "random" {
			b.Icon = "rolling-dices"
			b.R.W += 18 * u
			b.Tip = w(l, "k_random_tip")
		}
		p.presets = append(p.presets, b)
		x += b.R.W + 6*u
	}

	// The ten in two rows of five; the others in two rows of eight.
	p.tiles = p.tiles[:0]
	gap := 5 * u
	y := r.Y + pad + bh + 8*u
	th := rowHeight(u)
	kw := (r.W - 2*pad - 4*gap) / 5
	for i, c := range p.kingdom {
		if err != nil {
			break
		}
		tr := scenes.Rect{X: r.X + pad + float32(i%5)*(kw+gap), Y: y + float32(i/5)*(th+gap), W: kw, H: th}
		p.tiles = append(p.tiles, p.tile(c, true, tr))
	}
	y += 2*th + gap + 8*u
	var others []zombionion.Card
	for c := zombionion.Aiutarsi; c < zombionion.NumCards; c++ {
		if err != nil || !p.inKingdom(c) {
			others = append(others, c)
		}
	}
	sort.SliceStable(others, func(i, j int) bool { return metaOf(others[i]).cost < metaOf(others[j]).cost })
	ow := (r.W - 2*pad - 7*gap) / 8
	oh := rowHeight(u)
	for i, c := range others {
		tr := scenes.Rect{X: r.X + pad + float32(i%8)*(ow+gap), Y: y + float32(i/8)*(oh+gap), W: ow, H: oh}
		p.tiles = append(p.tiles, p.tile(c, false, tr))
	}
	if p.hover >= len(p.tiles) {
		p.hover = -1
	}
}

func (p *picker) inKingdom(c zombionion.Card) bool {
	for _, k := range p.kingdom {
		if k == c {
			return true
		}
	}
	return false
}

// tile makes a card's tile with its name fitted and its tooltip.
func (p *picker) tile(c zombionion.Card, in bool, r scenes.Rect) pickTile {
	u, l := p.u, p.lang
	cm := metaOf(c)
	t := pickTile{card: c, in: in, r: r, target: -1}
	// The name goes between the cost badge and the faint icon, which it
	// may overlap by half.
	t.size, t.title = fitName(cm, l, r.W-r.H*1.1-18*u, 1, 15*u, 12*u)
	if !in {
		t.size, t.title = fitName(cm, l, r.W-r.H*0.72-14*u, 1, 13*u, 12*u)
	}
	t.tip = cardTip(l, cm) + "\n→ "
	switch {
	case in && p.pinned&(1<<c) != 0:
		t.tip += w(l, "k_ban_picked")
	case in:
		t.tip += w(l, "k_ban")
	default:
		t.target = p.replaced()
		if t.target < 0 {
			t.tip += w(l, "k_full")
		} else {
			t.tip += wf(l, "k_pick", nameOf(l, p.kingdom[t.target]))
		}
		if p.banned&(1<<c) != 0 {
			t.tip = w(l, "k_banned") + "\n" + t.tip
		}
	}
	return t
}

// replaced is the kingdom slot a picked card takes: the last one the player
// did not pick, or -1 when all ten are picks.
func (p *picker) replaced() int {
	for i := 9; i >= 0; i-- {
		if p.pinned&(1<<p.kingdom[i]) == 0 {
			return i
		}
	}
	return -1
}

func (p *picker) Update(in *scenes.Input) (map[string]string, bool) {
	redraw := false
	for i := range p.presets {
		clicked, changed := p.presets[i].Hit(in)
		redraw = redraw || changed
		if clicked {
			p.pinned, p.banned = 0, 0
			return map[string]string{"kingdom": presetIDs[i], "need": ""}, true
		}
	}
	h := -1
	for i := range p.tiles {
		if p.tiles[i].r.Contains(in.X, in.Y) {
			h = i
		}
	}
	if h != p.hover {
		p.hover = h
		redraw = true
	}
	if h < 0 || !in.Clicked || !p.tiles[h].r.Contains(in.StartX, in.StartY) || p.err != "" {
		return nil, redraw
	}
	t := &p.tiles[h]
	k := p.kingdom
	if t.in {
		p.banned |= 1 << t.card
		p.pinned &^= 1 << t.card
		i := p.slot(t.card)
		k[i] = p.draw(k)
	} else {
		i := p.replaced()
		if i < 0 {
			return nil, redraw
		}
		p.banned &^= 1 << t.card
		p.pinned |= 1 << t.card
		k[i] = t.card
	}
	ids := make([]string, len(k))
	for i, c := range k {
		ids[i] = c.ID()
	}
	return map[string]string{"kingdom": strings.Join(ids, ","), "need": ""}, true
}

func (p *picker) slot(c zombionion.Card) int {
	for i, k := range p.kingdom {
		if k == c {
			return i
		}
	}
	return 0
}

// draw picks at random, from the seed and the bans so far, a card neither in
// k nor banned; with every other card banned, any card not in k.
func (p *picker) draw(k [10]zombionion.Card) zombionion.Card {
	var free []zombionion.Card
	for _, skipBanned := range []bool{true, false} {
		for c := zombionion.Aiutarsi; c < zombionion.NumCards; c++ {
			in := false
			for _, x := range k {
				in = in || x == c
			}
			if !in && (!skipBanned || p.banned&(1<<c) == 0) {
				free = append(free, c)
			}
		}
		if len(free) > 0 {
			break
		}
	}
	r := game.NewRNG(p.cfg.Seed ^ p.banned*0x9e3779b97f4a7c15)
	return free[r.IntN(len(free))]
}

func (p *picker) Tooltip(x, y float32) string {
	for i := range p.tiles {
		if p.tiles[i].r.Contains(x, y) {
			return p.tiles[i].tip
		}
	}
	for i := range p.presets {
		if p.presets[i].R.Contains(x, y) {
			return p.presets[i].Tip
		}
	}
	return ""
}

func (p *picker) Draw(dst *ebiten.Image) {
	u := p.u
	scenes.Panel(dst, p.r, 14*u)
	head := scenes.FontStrong(18 * u)
	scenes.DrawTextMid(dst, p.title, head, p.r.X+10*u+4*u, p.presets[0].R.CY(), scenes.AlignStart, scenes.ColorText)
	for i := range p.presets {
		p.presets[i].Draw(dst, u)
	}
	if p.err != "" {
		scenes.DrawText(dst, p.err, scenes.FontBody(14*u), p.r.X+14*u, p.presets[0].R.Y+p.presets[0].R.H+12*u, scenes.AlignStart, scenes.ColorDanger)
		return
	}
	target := -1
	if p.hover >= 0 && !p.tiles[p.hover].in {
		target = p.tiles[p.hover].target
	}
	for i := range p.tiles {
		t := &p.tiles[i]
		r := t.r
		if i == p.hover {
			r.Y -= 2 * u
		}
		drawPick(dst, metaOf(t.card), r, u, t.title, t.size)
		switch {
		case !t.in && p.banned&(1<<t.card) != 0:
			sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 6*u, colOut)
			sprites.Line(dst, r.X+6*u, r.Y+r.H-5*u, r.X+r.W-6*u, r.Y+5*u, 2.5*u, scenes.ColorDanger)
		case !t.in:
			sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 6*u, colOut)
		case i == target:
			sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, 6*u, colOut)
			is := r.H * 0.8
			sprites.DrawIcon(dst, "card-discard", r.X+r.W-is-6*u, r.Y+(r.H-is)/2, is, scenes.ColorText)
		case p.pinned&(1<<t.card) != 0:
			rr := r.H * 0.38
			cx, cy := r.X+r.W-rr-4*u, r.CY()
			sprites.FillCircle(dst, cx, cy, rr, scenes.ColorInk)
			sprites.DrawIcon(dst, "padlock", cx-rr*0.7, cy-rr*0.7, rr*1.4, scenes.ColorAccent)
		}
		if i == p.hover {
			sprites.StrokeRoundRect(dst, r.X-1*u, r.Y-1*u, r.W+2*u, r.H+2*u, 9*u, 2*u, scenes.ColorAccent)
		}
	}
}

// colOut dims the cards that are not in the kingdom.
var colOut = color.RGBA{0, 0, 0, 140}

// drawPick draws a card as a slim tile: the cost badge, the name, and the
// icon faint at the right.
func drawPick(dst *ebiten.Image, cm *cardMeta, r scenes.Rect, u float32, title []string, size float32) {
	if cm == nil {
		return
	}
	rad := 6 * u
	sprites.FillRoundRect(dst, r.X, r.Y+2*u, r.W, r.H, rad, colShadow)
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, rad, cm.style.Border)
	in := max(1.5*u, 1.5)
	if cm.attack {
		in = 3 * u
	}
	sprites.FillRoundRect(dst, r.X+in, r.Y+in, r.W-2*in, r.H-2*in, rad-in/2, cm.style.Band)
	is := r.H * 0.78
	sprites.DrawIcon(dst, cm.icon, r.X+r.W-is-6*u, r.Y+(r.H-is)/2, is, sprites.Alpha(cm.ink, 0.3))
	bs := r.H * 0.72
	drawCost(dst, sprites.RectF{X: r.X + 5*u, Y: r.Y + (r.H-bs)/2, W: bs, H: bs}, cm.costText)
	lh := size * 1.1
	for i, l := range title {
		cy := r.CY() + (float32(i)-float32(len(title)-1)/2)*lh
		scenes.DrawTextMid(dst, l, scenes.FontStrong(size), r.X+bs+10*u, cy, scenes.AlignStart, cm.ink)
	}
}
