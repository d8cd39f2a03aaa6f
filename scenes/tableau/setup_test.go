package tableau

import (
	"strings"
	"testing"

	"zombietable/game"
	"zombietable/game/zombionion"
	"zombietable/scenes"
)

// pickerRects are the strip's rectangles on the new-game screen at 1280 ×
// 800 and 960 × 600 (the height is the strip's own).
var pickerRects = []struct {
	name string
	r    scenes.Rect
	u    float32
}{
	{"1280x800", scenes.Rect{X: 65, Y: 497, W: 1150, H: 207}, 1},
	{"960x600", scenes.Rect{X: 25, Y: 350, W: 910, H: 184.8}, 0.8},
}

// click clicks the picker at the middle of r and returns the options it set.
func click(p *picker, r scenes.Rect) map[string]string {
	in := scenes.Input{X: r.CX(), Y: r.CY(), StartX: r.CX(), StartY: r.CY(), Clicked: true}
	set, _ := p.Update(&in)
	return set
}

// kingdomOf is the kingdom a game made with these options has.
func kingdomOf(t *testing.T, opts map[string]string, seed uint64) [10]zombionion.Card {
	t.Helper()
	g, err := zombionion.New(game.Config{Players: 2, Seed: seed, Options: opts})
	if err != nil {
		t.Fatalf("options %v make no game: %v", opts, err)
	}
	return g.Kingdom
}

func has(k [10]zombionion.Card, c zombionion.Card) bool {
	for _, x := range k {
		if x == c {
			return true
		}
	}
	return false
}

// TestKingdomPickerGestures checks the new-game strip as the table's gesture
// test checks the table: each of the 26 kingdom cards has exactly one tile,
// at least 32 px tall and inside the strip; clicking one of the ten bans it and a card that was
// not in takes its place; clicking another card picks it in place of the card
// its tooltip names; each preset button gives the rulebook's ten; and the
// game starts with the ten the strip shows.
func TestKingdomPickerGestures(t *testing.T) {
	for _, pr := range pickerRects {
		for _, lang := range []scenes.Lang{scenes.English, scenes.Italian} {
			cfg := game.Config{Players: 3, Seed: 42, Options: map[string]string{"kingdom": "random"}}
			p := &picker{hover: -1}
			pr.r.H = p.Height(pr.u)
			p.Layout(pr.r, cfg, lang, pr.u)
			seen := map[zombionion.Card]int{}
			for _, tl := range p.tiles {
				seen[tl.card]++
				r := tl.r
				if r.H < minHit || r.X < pr.r.X || r.Y < pr.r.Y || r.X+r.W > pr.r.X+pr.r.W || r.Y+r.H > pr.r.Y+pr.r.H {
					t.Errorf("%s: the tile of %s %v is small or leaves the strip %v", pr.name, tl.card, r, pr.r)
				}
				if tl.in != has(p.kingdom, tl.card) {
					t.Errorf("%s: %s shown in=%v", pr.name, tl.card, tl.in)
				}
			}
			for c := zombionion.Aiutarsi; c < zombionion.NumCards; c++ {
				if seen[c] != 1 {
					t.Errorf("%s: %s has %d tiles, want 1", pr.name, c, seen[c])
				}
			}
			if p.kingdom != kingdomOf(t, cfg.Options, cfg.Seed) {
				t.Errorf("%s: the strip shows %v, the seed's random kingdom is %v", pr.name, p.kingdom, kingdomOf(t, cfg.Options, cfg.Seed))
			}

			// Ban each of the ten in turn.
			for i := 0; i < 10; i++ {
				tl := p.tiles[i]
				set := click(p, tl.r)
				k := kingdomOf(t, set, cfg.Seed)
				if has(k, tl.card) {
					t.Errorf("%s: banning %s leaves it in %v", pr.name, tl.card, k)
				}
				cfg.Options = set
				p.Layout(pr.r, cfg, lang, pr.u)
				if p.kingdom != k {
					t.Errorf("%s: after the ban the strip shows %v, the game would have %v", pr.name, p.kingdom, k)
				}
			}
			// Pick each card that is out, in turn, until all ten are picks.
			for picks := 0; picks < 10; picks++ {
				var tl pickTile
				for _, x := range p.tiles {
					if !x.in {
						tl = x
						break
					}
				}
				if tl.target < 0 {
					t.Fatalf("%s: no kingdom card to replace after %d picks", pr.name, picks)
				}
				gone := p.kingdom[tl.target]
				if !strings.Contains(tl.tip, nameOf(lang, gone)) {
					t.Errorf("%s: the tip %q does not name %s, the card replaced", pr.name, tl.tip, gone)
				}
				set := click(p, tl.r)
				k := kingdomOf(t, set, cfg.Seed)
				if !has(k, tl.card) || has(k, gone) {
					t.Errorf("%s: picking %s for %s gives %v", pr.name, tl.card, gone, k)
				}
				cfg.Options = set
				p.Layout(pr.r, cfg, lang, pr.u)
			}
			for _, x := range p.tiles {
				if !x.in && (x.target != -1 || click(p, x.r) != nil) {
					t.Errorf("%s: with ten picks, %s still replaces a pick", pr.name, x.card)
				}
			}
			// The presets.
			for i, b := range p.presets {
				set := click(p, b.R)
				if set["kingdom"] != presetIDs[i] {
					t.Errorf("%s: preset button %d sets %v", pr.name, i, set)
				}
			}
		}
	}
}
