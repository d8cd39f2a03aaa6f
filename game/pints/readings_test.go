package pints

import (
	"fmt"
	"testing"
)

// Set up del tabellone: "Le tessere movimento con indicazioni speciali sono
// piazzate coperte, poiché non sono considerate quando si gioca a livello
// antipasto". At the starter level a symbol tile lies face down and shows
// no colour: the colour die puts no zombie on it, for the turn's roll as for
// Fruit machine, and Flesh mob does not double the zombies on it.
func TestTessereSpecialiCoperteAllAntipasto(t *testing.T) {
	for col := int8(0); col < 4; col++ {
		t.Run(colourName(int(col)), func(t *testing.T) {
			s := table(t, 3, LevelStarter, dPlace)
			var plain, sym int8 = -1, -1
			for id := range int8(nTiles) {
				if tab.tileCol[id] != col {
					continue
				}
				switch {
				case tab.tileSym[id] && sym < 0:
					sym = id
				case !tab.tileSym[id] && plain < 0:
					plain = id
				}
			}
			for r := range nRows {
				for p := range nPos {
					s.Tile[r][p] = plain
				}
			}
			s.Tile[0][2] = sym
			if tv := s.tileView(sym, stack{}); tv.Colour != "" || tv.Symbol {
				t.Fatalf("the face-down tile shows colour %q, symbol %v", tv.Colour, tv.Symbol)
			}
			withDice([]int8{col}, nil, func() {
				s.push(task{K: tColour, A: colourTurn})
				s.run()
			})
			if s.Z[0][2].N != 0 || s.onBoard() != nRows*nPos-1 {
				t.Fatalf("the colour die: %d zombies on the face-down tile, %d on the board (want 0 and %d)", s.Z[0][2].N, s.onBoard(), nRows*nPos-1)
			}
			// Flesh mob: the bus may have left a zombie on the face-down
			// tile; it is not doubled.
			s.put(0, 2, 1)
			withDice([]int8{col}, nil, func() {
				s.push(task{K: tColour, A: colourFlesh})
				s.run()
			})
			if s.Z[0][2].N != 1 || s.Z[1][2].N != 2 {
				t.Fatalf("Flesh mob: %d zombies on the face-down tile (want 1), %d on a plain one (want 2)", s.Z[0][2].N, s.Z[1][2].N)
			}
		})
	}
}

// Il tandem: "Se c'è ancora pareggio, nessuno di questi giocatori è
// salvato, in quanto iniziano a litigare sopra il sellino. In questo caso il
// giocatore rimasto ha l'opportunità di pedalare mentre gli altri sono
// lasciati indietro." A tied group that cannot all ride is left behind, and
// the seat goes to the next player by bites (then chips).
func TestTandemIlGiocatoreRimastoPedala(t *testing.T) {
	for _, tt := range []struct {
		name  string
		bites []int8
		chips []int16
		saved uint8
	}{
		{"three tied for both seats: the fourth rides alone", []int8{1, 1, 1, 3}, []int16{2, 2, 2, 0}, 0b1000},
		{"two tied for the second seat: the fourth takes it", []int8{0, 1, 1, 3}, []int16{0, 2, 2, 0}, 0b1001},
		{"two tied for the second seat, nobody left: one rides", []int8{0, 1, 1}, []int16{0, 2, 2}, 0b001},
		{"two tied for both seats: both ride", []int8{1, 1, 2}, []int16{2, 2, 0}, 0b011},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := drawTandem(t, tt.bites, tt.chips)
			if !s.Over() || s.Saved != tt.saved {
				t.Fatalf("over %v, saved %04b, want %04b", s.Over(), s.Saved, tt.saved)
			}
		})
	}
}

// "Il prezzo dipende dal numero di compagni ancora sul divano dietro al
// bancone. Se ci sono 3 compagni, una carta costerà 3 sacchetti di
// patatine, se ci sono 2 compagni, una carta costerà 2 sacchetti di
// patatine, e se è rimasto 1 o nessun compagno, una carta costerà un
// sacchetto di patatine." With the phone booth's companions on the sofa
// (the second and third dividers) there can be more than three: a card
// costs one chip per companion on the sofa.
func TestPrezzoDipendeDaiCompagniSulDivano(t *testing.T) {
	for _, tt := range []struct{ sofa, price int8 }{{0, 1}, {1, 1}, {3, 3}, {4, 4}, {5, 5}, {6, 6}} {
		t.Run(fmt.Sprintf("%d on the sofa", tt.sofa), func(t *testing.T) {
			s := table(t, 3, LevelStarter, dSend)
			s.Turn, s.Sofa, s.Stool = 1, tt.sofa, 0
			s.give(1, card(kUmbrella))
			s.P[0].Chips = 10
			play(t, s, "offer to buy "+cardName(kUmbrella)+" from player 2",
				fmt.Sprintf("sell %s to player 1 for %d chips", cardName(kUmbrella), tt.price))
			if s.P[0].Chips != 10-int16(tt.price) || s.P[1].Chips != int16(tt.price) {
				t.Fatalf("chips after the sale: %d and %d", s.P[0].Chips, s.P[1].Chips)
			}
		})
	}
}

// Scartare carte: "Invece di scartare una carta per ogni 3 zombi sconfitti,
// il numero richiesto è diverso a seconda del settore del mazzo: Settore 1:
// scarta una carta ogni 6 zombi sconfitti [...] Settore 2: scarta una carta
// ogni 5 zombi sconfitti". Each card goes at the rate of the sector it lies
// in: when a sector runs out, the zombies left over count at the next
// sector's rate, after its divider is decided; those short of a card are
// lost.
func TestScartareCarteDiversoASecondaDelSettore(t *testing.T) {
	for _, tt := range []struct {
		name     string
		sector1  int8
		defeated uint8
		discards int
		divider  bool
	}{
		{"11 zombies, 1 card left in sector 1: 6 for it, 5 for one of sector 2", 1, 11, 2, true},
		{"11 zombies, 2 cards left in sector 1: 6 for one, 5 short of the next", 2, 11, 1, false},
		{"10 zombies, 1 card left in sector 1: 6 for it, 4 short of sector 2's 5", 1, 10, 1, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := table(t, 3, LevelMain, dBeer)
			s.NT = 0
			s.push(task{K: tEndTurn})
			s.push(task{K: tScore})
			cards := []int8{}
			for i := range 8 {
				cards = append(cards, card(kPoolCue)+int8(i))
			}
			cards = append(cards, card(kTaxi))
			s.deck([3]int8{tt.sector1, 3, 2}, cards...)
			s.Amb[tFast], s.Pool[tFast], s.Bag = tt.defeated, s.Pool[tFast]-tt.defeated, s.Bag-tt.defeated
			s.run()
			if tt.divider {
				play(t, s, "decline the bonus: "+dividerName(0))
			}
			if int(s.DiscN) != tt.discards || s.Amb != [nTokenTypes]uint8{} {
				t.Fatalf("%d discards, want %d (%s)", s.DiscN, tt.discards, s.prompt())
			}
		})
	}
}
