package all

import (
	"testing"

	"zombietable/game"
)

// A decision an app may play for a seat out of its turn (game.Answerer)
// says nothing of that seat's hand: along random games of every game that
// offers such answers, Pass is offered only out of turn, is legal, is the
// only legal action when forced, and whether it is forced is the same in
// every position another seat could imagine (the state re-dealt from that
// seat's view with Determinize).
func TestForcedPassDependsOnlyOnPublicFacts(t *testing.T) {
	for _, info := range game.Games() {
		st0, err := info.NewGame(game.Config{Players: info.MaxPlayers, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := st0.(game.Answerer); !ok {
			continue
		}
		t.Run(info.ID, func(t *testing.T) {
			// leaky counts the windows at which skipping exactly when the
			// seat holds no card it could play (pass the only legal action)
			// would differ between the real hand and one another seat
			// could imagine: a hand-off made or skipped on that rule would
			// tell the others about the hand.
			var windows, forced, leaky int
			r := game.NewRNG(99)
			for seed := uint64(1); seed <= 12; seed++ {
				st, err := info.NewGame(game.Config{Players: 2 + int(seed)%(info.MaxPlayers-1), Seed: seed})
				if err != nil {
					t.Fatal(err)
				}
				for step := 0; step < 3000 && !st.Over(); step++ {
					legal := st.Legal(nil)
					pass, f, ok := st.(game.Answerer).Pass()
					if ok {
						windows++
						if th, is := st.(game.TurnHolder); is && th.TurnOf() == st.ToAct() {
							t.Fatalf("seed %d step %d: a pass offered in the seat's own turn", seed, step)
						}
						found := false
						for _, a := range legal {
							found = found || a == pass
						}
						if !found || f && len(legal) != 1 {
							t.Fatalf("seed %d step %d: pass %q legal %v, forced %v with %d legal actions", seed, step, st.ActionString(pass), found, f, len(legal))
						}
						if f {
							forced++
						}
						d, isD := st.(game.Determinizer)
						only := len(legal) == 1
						tells := false
						for o := 0; isD && o < st.Players(); o++ {
							if game.Seat(o) == st.ToAct() {
								continue
							}
							for k := 0; k < 4; k++ {
								other := d.Determinize(game.Seat(o), &r)
								if _, f2, ok2 := other.(game.Answerer).Pass(); !ok2 || f2 != f {
									t.Fatalf("seed %d step %d: forced %v, but %v in a deal seat %d could imagine", seed, step, f, f2, o+1)
								}
								tells = tells || (len(other.Legal(nil)) == 1) != only
							}
						}
						if tells {
							leaky++
						}
					}
					if err := st.Apply(legal[r.IntN(len(legal))]); err != nil {
						t.Fatal(err)
					}
				}
			}
			t.Logf("%d answer windows, %d forced by what everyone sees; skipping when pass is the only legal action would have told another seat something of the hand at %d", windows, forced, leaky)
			if windows == 0 {
				t.Fatal("no answer window in the games played")
			}
		})
	}
}
