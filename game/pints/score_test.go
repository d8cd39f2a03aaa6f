package pints

import (
	"strings"
	"testing"
)

// TestScoreboardEsercito checks the end screen after the army: "I giocatori
// che hanno raccolto la maggiore quantità di sacchetti di patatine superiore
// al numero di carte rimaste nel quarto settore [...] sono pertanto arruolati
// dall'esercito": the chips, the cards left and who was taken, with why.
func TestScoreboardEsercito(t *testing.T) {
	s := table(t, 3, LevelStarter, dSend)
	s.deck([3]int8{0, 0, 0}, card(kTaxi), card(kTaxi), card(kTaxi))
	s.P[0].Chips, s.P[1].Chips, s.P[2].Chips = 5, 3, 0
	s.P[1].Bites, s.P[2].Beers = 2, 1
	s.Done, s.Rescue, s.Turn = true, card(kArmy), 11
	s.Saved = s.rescued(kArmy)
	sb := s.Scoreboard([]string{"Ann", "Bob", "Cleo"}, "en")
	if strings.Join(sb.Heads, "|") != "Bites|Chips|Beers" {
		t.Errorf("heads %q", sb.Heads)
	}
	wantCells := []string{"0|5|0", "2|3|0", "0|0|1"}
	for p, w := range wantCells {
		if got := strings.Join(sb.Rows[p].Cells, "|"); got != w {
			t.Errorf("seat %d cells %s, want %s", p, got, w)
		}
	}
	if d := sb.Rows[0].Detail; d != "5 chips, more than 3" {
		t.Errorf("Ann's why = %q", d)
	}
	if d := sb.Rows[1].Detail; d != "3 chips, not more than 3" {
		t.Errorf("Bob's why = %q", d)
	}
	notes := strings.Join(sb.Notes, "\n")
	if !strings.Contains(notes, "Turn 12") || !strings.Contains(notes, "3 cards left in sector 4") || !strings.Contains(notes, "the army arrives") {
		t.Errorf("notes = %q", notes)
	}
	it := s.Scoreboard([]string{"Ann", "Bob", "Cleo"}, "it")
	if it.Heads[0] != "Morsi" || !strings.Contains(strings.Join(it.Notes, "\n"), "arriva l'esercito") {
		t.Errorf("Italian scoreboard %q / %q", it.Heads, it.Notes)
	}
}

// TestScoreboardMacchinaPiccola checks that the very small car's roll shows:
// "Ogni giocatore lancia tutti i 7 dadi combattimento e conta i colpi extra."
func TestScoreboardMacchinaPiccola(t *testing.T) {
	s := table(t, 2, LevelStarter, dSend)
	s.Done, s.Rescue = true, card(kSmallCar)
	s.Rolls = [4]int8{3, 1, -1, -1}
	s.Saved = 1
	sb := s.Scoreboard([]string{"Ann", "Bob"}, "en")
	if len(sb.Heads) != 4 || sb.Heads[3] != "Extra hits" || sb.Rows[0].Cells[3] != "3" || sb.Rows[1].Cells[3] != "1" {
		t.Errorf("heads %q rows %v: want the extra hits rolled", sb.Heads, sb.Rows)
	}
	if sb.Rows[0].Detail != "the most extra hits: 3" || sb.Rows[1].Detail != "1 extra hit: not the most" {
		t.Errorf("why = %q, %q", sb.Rows[0].Detail, sb.Rows[1].Detail)
	}
}

// La macchina molto piccola: "In caso di un pareggio, il giocatore che al
// momento possiede più sacchetti di patatine ottiene il posto." A player
// left behind with as many extra hits as the winner lost on chips, or, tied
// on chips too, on the roll again; the scoreboard does not say "not the
// most".
func TestScoreboardMacchinaPiccolaPareggio(t *testing.T) {
	for _, tt := range []struct {
		chips    [2]int16
		lang     string
		why, who string
	}{
		{[2]int16{5, 3}, "en", "2 extra hits, as many as the winner: fewer chips", "the most extra hits: 2"},
		{[2]int16{5, 3}, "it", "2 colpi extra, quanti il vincitore: meno patatine", "più colpi extra: 2"},
		{[2]int16{4, 4}, "en", "2 extra hits, as many as the winner, and as many chips: lost the roll again", "the most extra hits: 2"},
		{[2]int16{4, 4}, "it", "2 colpi extra, quanti il vincitore, e tante patatine: perde il nuovo lancio", "più colpi extra: 2"},
	} {
		s := table(t, 2, LevelStarter, dSend)
		s.Done, s.Rescue = true, card(kSmallCar)
		s.Rolls = [4]int8{2, 2, -1, -1}
		s.P[0].Chips, s.P[1].Chips = tt.chips[0], tt.chips[1]
		s.Saved = 1
		sb := s.Scoreboard([]string{"Ann", "Bob"}, tt.lang)
		if sb.Rows[0].Detail != tt.who || sb.Rows[1].Detail != tt.why {
			t.Errorf("chips %v, %s: why = %q, %q; want %q, %q", tt.chips, tt.lang, sb.Rows[0].Detail, sb.Rows[1].Detail, tt.who, tt.why)
		}
	}
}

// TestScoreboardUltimoCompagno checks the end by death: "quando l'ultimo
// compagno nel pub viene ucciso. Gli zombi vincono."
func TestScoreboardUltimoCompagno(t *testing.T) {
	s := table(t, 2, LevelStarter, dSend)
	s.Done, s.Rescue, s.Turn, s.Saved = true, -1, 6, 0
	sb := s.Scoreboard(nil, "en")
	if len(sb.Notes) != 1 || sb.Notes[0] != "Turn 7: the last companion dies and the zombies win." {
		t.Errorf("notes = %q", sb.Notes)
	}
	if sb.Rows[0].Detail != "" {
		t.Errorf("a why without a rescue: %q", sb.Rows[0].Detail)
	}
}
