package pints

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"zombietable/game"
)

var names = []string{"Ann", "Bob", "Cy"}

// narrated applies the named actions one by one and returns everything the
// narrator told about them, in lang.
func narrated(t *testing.T, s *State, lang string, actions ...string) []string {
	t.Helper()
	var out []string
	for _, a := range actions {
		before := s.Clone()
		play(t, s, a)
		out = append(out, s.Narrate(before, names, lang)...)
	}
	return out
}

// The log tells what chance and the rules did after each decision: the
// rulebook's "pescare immediatamente una carta", the dice of "Lanciare i
// dadi", the zombies defeated and entering the pub, "un compagno muore", and
// the rescue's end.
func TestNarrateTellsWhatTheActionSetOff(t *testing.T) {
	if _, err := Load(); err != nil {
		t.Fatal(err)
	}
	blue := fmt.Sprintf("%d new zombies on the blue tiles", table(t, 3, LevelStarter, dSend).colourTiles(0))
	for _, tt := range []struct {
		name    string
		lang    string
		setup   func(s *State)
		actions []string
		want    []string
	}{
		{"a companion card drawn", "en", func(s *State) {
			s.deck([3]int8{3, 3, 3}, card(kUmbrella), card(kPoolCue), card(kMolotov), card(kToaster), card(kTeapot), card(kRugby), card(kZWord), card(kCarSick), card(kTaxi))
		}, []string{"send a companion to row 1"}, []string{"Off the deck: Umbrella to Ann"}},
		{"a zombie card drawn, in Italian", "it", func(s *State) {
			s.deck([3]int8{3, 3, 3}, card(kTooManyDead), card(kPoolCue), card(kMolotov), card(kToaster), card(kTeapot), card(kRugby), card(kZWord), card(kCarSick), card(kTaxi))
		}, []string{"send a companion to row 1"}, []string{"Dal mazzo: " + cfg.Cards[kTooManyDead].NameIT + " (carta zombi)", "2 zombi sul bus"}},
		{"a zombie card drawn and put under the deck", "en", func(s *State) {
			s.deck([3]int8{3, 3, 3}, card(kMakeTwo), card(kPoolCue), card(kMolotov), card(kToaster), card(kTeapot), card(kRugby), card(kZWord), card(kCarSick), card(kTaxi))
		}, []string{"send a companion to row 1"}, []string{"Off the deck: " + cardName(kMakeTwo) + " (zombie card)", "Under the deck: " + cardName(kMakeTwo)}},
		{"the battle dice", "en", func(s *State) {
			s.Stool = 1
		}, []string{"roll the dice"}, []string{"Battle dice: 7× dart", blue}},
		{"zombie dice, in Italian", "it", func(s *State) {
			s.Stool = 1
			tab.battle = []int8{faceZombie}
		}, []string{"roll the dice"}, []string{"Dadi battaglia: 7× zombi", "7 zombi sul bus"}},
		{"zombies defeated", "en", func(s *State) {
			s.NT = 0
			s.push(task{K: dPlace})
			s.Stool, s.Dice = 1, [4]int8{2, 0, 0, 0}
			s.only(tFast)
			s.put(0, 0, 2)
		}, []string{"place a cricket bat die on row 1 tile 1", "place a cricket bat die on row 1 tile 1", "fight"}, []string{"Ambulance: 2 zombies defeated — Ann scores 2 chips"}},
		{"one zombie defeated, one chip", "en", func(s *State) {
			s.NT = 0
			s.push(task{K: dPlace})
			s.Stool, s.Dice = 1, [4]int8{1, 0, 0, 0}
			s.only(tFast)
			s.put(0, 0, 1)
		}, []string{"place a cricket bat die on row 1 tile 1", "fight"}, []string{"Ambulance: 1 zombie defeated — Ann scores 1 chip"}},
		{"a row's fight", "en", func(s *State) {
			s.NT = 0
			s.push(task{K: dPlace})
			s.Stool, s.Dice = 1|2, [4]int8{1, 0, 0, 0}
			s.only(tFast)
			s.put(0, 0, 1)
			s.put(1, 0, 1)
			s.give(0, card(kShutter))
		}, []string{"place a cricket bat die on row 1 tile 1", "fight", "fight in row 1"}, []string{"Row 1: 1 zombie defeated"}},
		{"bites and a death", "en", func(s *State) {
			s.NT = 0
			s.push(task{K: dPlace})
			s.only(tFast)
			s.Stool, s.Sofa = 1, 3
			s.P[0].Bites = 4
			s.put(0, 0, 2)
		}, []string{"fight"}, []string{"A companion dies: 3 left in the pub", "Ann has 1 bite of 5"}},
		{"a death that leaves one, in Italian", "it", func(s *State) {
			s.NT = 0
			s.push(task{K: dPlace})
			s.only(tFast)
			s.Stool, s.Sofa = 1, 1
			s.P[0].Bites = 4
			s.put(0, 0, 2)
		}, []string{"fight"}, []string{"Muore un compagno: ne resta 1 nel pub", "Ann ha 1 morso su 5"}},
		{"the last death", "it", func(s *State) {
			s.NT = 0
			s.push(task{K: dPlace})
			s.only(tFast)
			s.Stool, s.Sofa, s.Booth = 1, 0, 0
			s.P[0].Bites = 4
			s.put(0, 0, 2)
		}, []string{"fight"}, []string{"Muore l'ultimo compagno: vincono gli zombi"}},
		{"the tandem, in Italian", "it", func(s *State) {
			s.deck([3]int8{0, 0, 0}, card(kTandem))
			s.P[1].Bites, s.P[2].Bites = 1, 2
		}, []string{"send a companion to row 1"}, []string{"Arriva il tandem (pedalano i due con meno morsi): in salvo Ann, Bob"}},
		{"the rescue", "en", func(s *State) {
			s.deck([3]int8{0, 0, 0}, card(kTaxi))
			s.give(1, card(kUmbrella))
		}, []string{"send a companion to row 1"}, []string{"Off the deck: The taxi (rescue)", "The taxi arrives (each rider pays with a companion card): Bob saved"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := table(t, 3, LevelStarter, dSend)
			var got []string
			withDice([]int8{0}, []int8{FaceMedium}, func() {
				tt.setup(s)
				got = narrated(t, s, tt.lang, tt.actions...)
			})
			for _, w := range tt.want {
				if !slices.Contains(got, w) {
					t.Errorf("missing %q in %q", w, got)
				}
			}
		})
	}
}

// Narrate never fails on any position of a random game, in both languages.
func TestNarrateWholeGames(t *testing.T) {
	busTold := 0
	defer func() {
		if busTold == 0 {
			t.Errorf("no bus dropped a zombie off in 30 games")
		}
	}()
	for seed := range uint64(30) {
		level := LevelStarter
		if seed%2 == 1 {
			level = LevelMain
		}
		g, err := New(game.Config{Players: 2 + int(seed%3), Seed: seed, Options: map[string]string{"level": level}})
		if err != nil {
			t.Fatal(err)
		}
		s := g.(*State)
		r := game.NewRNG(seed)
		for step := 0; !s.Over() && step < 5000; step++ {
			legal := s.Legal(nil)
			a := legal[r.IntN(len(legal))]
			before := s.Clone()
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			for _, lang := range []string{"en", "it"} {
				lines := s.Narrate(before, names, lang)
				for _, l := range lines {
					if l == "" || strings.Contains(l, "%!") || strings.Contains(l, " ? ") {
						t.Fatalf("seed %d step %d: bad line %q after %s", seed, step, l, before.ActionString(a))
					}
				}
				// "Il bus ... fa scendere uno zombi" at each stop: the
				// zombies it drops off are told, whoever runs it and
				// whether or not a stop asked for a decision.
				off := int(before.(*State).Bus) - int(s.Bus)
				if lang == "en" && off > 0 && !s.Done {
					want := "Off the bus onto the rows: " + count(namer{}, off, "zombie", "zombies", "", "")
					if !slices.Contains(lines, want) {
						t.Fatalf("seed %d step %d: %q not told after %s: %q", seed, step, want, before.ActionString(a), lines)
					}
					busTold++
				}
			}
		}
	}
}
