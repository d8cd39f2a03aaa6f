package zombies4

import "testing"

// "Visto che non ci sono strade su queste Carte Mappa, potrete posizionarle
// nell'ordine che preferite": a map card turned four quarter turns comes
// back to itself, and ShapeOf gives the layout the engine lays.
func TestShapeOfTurnsFullCircle(t *testing.T) {
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range c.Maps {
		s0, err := ShapeOf(m, 0)
		if err != nil {
			t.Fatal(err)
		}
		if s4, _ := ShapeOf(m, 4); s4 != s0 {
			t.Errorf("%s: four quarter turns do not come back", m.ID)
		}
		l, _ := layoutOf(m)
		l = l.rotate()
		if s1, _ := ShapeOf(m, 1); s1.Terrain != l.terr || s1.Exits != l.exit {
			t.Errorf("%s: one quarter turn is not the engine's", m.ID)
		}
	}
}
