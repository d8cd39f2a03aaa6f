package tsunami

import (
	"fmt"
	"strings"

	"zombietable/game"
)

var colourNames = [2][nColours]string{{"red", "green", "blue"}, {"rosso", "verde", "blu"}}

func lang(it bool) int {
	if it {
		return 1
	}
	return 0
}

// ActionString names an action for people, logs and saves: "vote red",
// "bomb 3", "buy 2: Mega Bomb", "play zombird 1". It never names a hidden
// card.
func (g *State) ActionString(a game.Action) string {
	v, arg := decode(a)
	switch v {
	case vVote:
		if arg < nColours {
			return "vote " + colourNames[0][arg]
		}
	case vCoins:
		return "take coins"
	case vZombie:
		return "take a zombie"
	case vCivilian:
		return "take a civilian"
	case vBomb:
		return fmt.Sprintf("bomb %d", arg+1)
	case vPass:
		return "keep the card hidden"
	case vReveal:
		return "reveal the bonus card"
	case vBuy:
		if arg < int(g.DisplayN) && g.Display[arg] != noCard {
			return fmt.Sprintf("buy %d: %s", arg+1, cat.Shop[g.Display[arg]].Name)
		}
		return fmt.Sprintf("buy %d", arg+1)
	case vBuyPerm:
		if arg < 2 {
			return "buy " + cat.Shop[arg].Name
		}
	case vPlay:
		return fmt.Sprintf("play zombird %d", arg+1)
	case vEvent:
		return "do the event"
	case vDone:
		return "done"
	case vSeat:
		return fmt.Sprintf("choose %d", arg+1)
	case vKeep:
		return "keep the cards"
	case vUse:
		if name := usedName(arg, false); name != "" {
			return "use " + name
		}
	}
	return fmt.Sprintf("action %d", int32(a))
}

// usedName names the kept card of a use action's argument, "" for none.
func usedName(u int, it bool) string {
	switch {
	case u == useSave1:
		return shopName(sSave1, it)
	case u == useSave2:
		return shopName(sSave2, it)
	case u >= useZombird && u < useZombird+nZombird:
		return zombirdName(u-useZombird, it)
	}
	return ""
}

func shopName(c int, it bool) string {
	if it {
		return cat.Shop[c].NameIT
	}
	return cat.Shop[c].Name
}

func bonusName(c int, it bool) string {
	if it {
		return cat.Bonus[c].NameIT
	}
	return cat.Bonus[c].Name
}

func zombirdName(c int, it bool) string {
	if it {
		return cat.Zombird[c].NameIT
	}
	return cat.Zombird[c].Name
}

func streetName(c int, it bool) string {
	if it {
		return cat.Street[c].NameIT
	}
	return cat.Street[c].Name
}

func eventName(c int, it bool) string {
	if it {
		return cat.Events[c].NameIT
	}
	return cat.Events[c].Name
}

func seatName(i int, it bool) string {
	if it {
		return fmt.Sprintf("il giocatore %d", i+1)
	}
	return fmt.Sprintf("seat %d", i+1)
}

// Describe says what a does, in the third person, in lang, without naming
// a hidden card: "Anna votes", "Anna bombs seat 3", "Anna compra Mega Bomba".
// A vote says only that the seat voted: the colour is revealed with all the
// others.
func (g *State) Describe(a game.Action, who string, lng string) string {
	return g.describe(a, who, nil, lng)
}

// DescribeSeats is Describe naming every seat by its display name: "Anna
// bombs Bruno" rather than "Anna bombs seat 2".
func (g *State) DescribeSeats(a game.Action, names []string, lng string) string {
	who := seatName(int(g.ToAct()), lng == "it")
	if s := int(g.ToAct()); s >= 0 && s < len(names) {
		who = names[s]
	}
	return g.describe(a, who, names, lng)
}

// describe is Describe with the other seats named from names where given.
func (g *State) describe(a game.Action, who string, names []string, lng string) string {
	it := lng == "it"
	other := func(i int) string {
		if i >= 0 && i < len(names) {
			return names[i]
		}
		return seatName(i, it)
	}
	say := func(en, itf string, args ...any) string {
		if it {
			return who + " " + fmt.Sprintf(itf, args...)
		}
		return who + " " + fmt.Sprintf(en, args...)
	}
	v, arg := decode(a)
	purpose := int8(-1)
	if g.SP > 0 && g.top().K == fTarget {
		purpose = g.top().A
	}
	switch v {
	case vVote:
		return say("votes in secret", "vota in segreto")
	case vCoins, vZombie:
		return say("chooses in secret", "sceglie in segreto")
	case vKeep:
		return say("keeps the cards for later", "tiene le carte per dopo")
	case vUse:
		if name := usedName(arg, it); name != "" {
			return say("uses %s", "usa %s", name)
		}
	case vCivilian:
		return say("takes a civilian", "prende un civile")
	case vBomb:
		if g.SP > 0 && g.top().K == fMega {
			return say("adds %s to the Mega Bomb", "aggiunge %s alla Mega Bomba", other(arg))
		}
		return say("bombs %s", "bombarda %s", other(arg))
	case vPass:
		return say("keeps the secret bonus card hidden", "tiene coperta la carta Bonus Segreto")
	case vReveal:
		return say("reveals the secret bonus card", "rivela la carta Bonus Segreto")
	case vBuy:
		if arg < int(g.DisplayN) && g.Display[arg] != noCard {
			return say("buys %s", "compra %s", shopName(int(g.Display[arg]), it))
		}
	case vBuyPerm:
		if arg < 2 {
			return say("buys %s", "compra %s", shopName(arg, it))
		}
	case vPlay:
		return say("plays a zombird card", "gioca una carta Zombuccello")
	case vEvent:
		if g.Event != noCard {
			return say("does the event %s", "svolge l'evento %s", eventName(int(g.Event), it))
		}
	case vDone:
		return say("is done", "ha finito")
	case vSeat:
		x := other(arg)
		switch purpose {
		case tBomb:
			return say("bombs %s", "bombarda %s", x)
		case tSteal, tTeamSteal:
			return say("steals from %s", "ruba a %s", x)
		case tDragon:
			return say("names %s as the other Dragon", "indica %s come l'altro Drago", x)
		case tSwap:
			return say("swaps bonus cards with %s", "scambia la carta Bonus con %s", x)
		case tTurn:
			return say("turns the bonus card of %s", "ruota la carta Bonus di %s", x)
		case tGift:
			return say("gives a zombie to %s", "dona uno zombie a %s", x)
		}
		return say("chooses %s", "sceglie %s", x)
	}
	return say("plays %s", "gioca %s", g.ActionString(a))
}

// Prompt says what the current decision asks, in English.
func (g *State) Prompt() string { return g.prompt(false) }

func (g *State) prompt(it bool) string {
	say := func(en, itf string, args ...any) string {
		if it {
			return fmt.Sprintf(itf, args...)
		}
		return fmt.Sprintf(en, args...)
	}
	if g.Phase == phOver || g.SP == 0 {
		return say("the game is over", "la partita è finita")
	}
	f := g.top()
	switch f.K {
	case fVote:
		return say("Push (%d): vote a colour in secret", "Spinta (%d): vota un colore in segreto", g.threshold())
	case fCoinZombie:
		return say("take %d coins or a zombie: choose in secret", "prendi %d monete o uno zombie: scegli in segreto", cat.CoinOrZombie)
	case fOffer:
		k := g.atStake(f)
		switch f.A {
		case oLoss:
			return say("you lose %d zombies: use a kept card?", "perdi %d zombie: usi una carta tenuta?", k)
		case oBomb:
			if g.P[f.Seat].Civ > 0 {
				return say("you are bombed and lose your civilians: use a kept card?", "una bomba ti colpisce e perdi i civili: usi una carta tenuta?")
			}
			return say("you are bombed and lose %d zombies: use a kept card?", "una bomba ti colpisce e perdi %d zombie: usi una carta tenuta?", k)
		}
		return say("your team is %d zombies short of the push: use a kept card?", "alla tua squadra mancano %d zombie per la Spinta: usi una carta tenuta?", k)
	case fCivBomb:
		return say("take a civilian or bomb an opponent", "prendi un civile o bombarda un avversario")
	case fWindow:
		return say("reveal your secret bonus card now?", "riveli ora la tua carta Bonus Segreto?")
	case fShop:
		return say("the shop: %d coins, up to %d more cards", "il Negozio: %d monete, ancora fino a %d carte", g.P[f.Seat].Coins, 2-g.P[f.Seat].Bought)
	case fMega:
		return say("Mega Bomb: add players to bomb, then done", "Mega Bomba: aggiungi i giocatori da bombardare, poi fatto")
	}
	switch f.A {
	case tBomb:
		return say("choose whom to bomb", "scegli chi bombardare")
	case tSteal, tTeamSteal:
		return say("choose whom to steal from", "scegli a chi rubare")
	case tDragon:
		return say("name the holder of the other Dragon", "indica chi ha l'altro Drago")
	case tSwap:
		return say("choose whose bonus card to swap with yours", "scegli con chi scambiare la carta Bonus")
	case tTurn:
		return say("choose whose bonus card to turn", "scegli di chi ruotare la carta Bonus")
	}
	return say("choose whom to give a zombie", "scegli a chi donare uno zombie")
}

// View is what a seat may know. The lists hold one entry per seat.
type View struct {
	Round     int        `json:"round"`
	Pos       int        `json:"street_card"`
	Current   string     `json:"current,omitempty"`
	Prompt    string     `json:"prompt,omitempty"`
	Zombies   []int      `json:"zombies"`
	Civilians []int      `json:"civilians"`
	Coins     []int      `json:"coins"`
	Bonus     []string   `json:"bonus_cards"` // the name when the viewer may know it, "face down", or ""
	BonusUp   []bool     `json:"bonus_cards_up"`
	Votes     []string   `json:"votes"`       // the colour once revealed (or the viewer's own), "voted" before
	Picks     []string   `json:"coin_zombie"` // at Coin / Zombie: "coins" or "zombie" once revealed (or the viewer's own), "chosen" before
	LastVotes []string   `json:"last_votes"`  // the colours of the last push revealed
	LastNeed  int        `json:"last_threshold"`
	LastTeams []int      `json:"last_team_totals"` // red, green, blue, at the last push's count
	Saves     [][2]int   `json:"kept_saves"`
	Zombird   [][]string `json:"zombird_cards"` // names the viewer knows, "?" for the others
	Ready     [][]string `json:"face_up_zombirds"`
	Bought    []int      `json:"bought_cards"`
	EventDone []bool     `json:"event_cards"`
	Winners   []bool     `json:"winners"`
	Counted   []int      `json:"counted,omitempty"` // once over: each horde as counted at the end, before any roll-off
	Street    []string   `json:"street"`
	Left      int        `json:"street_left"`
	Reserve   int        `json:"reserve"`
	Shop      []string   `json:"shop"`
	ShopLeft  int        `json:"shop_deck"`
	Event     string     `json:"event,omitempty"`
	Offer     string     `json:"offer,omitempty"`       // the seat to act is offered its kept cards: "loss", "bomb" or "push"
	Stake     int        `json:"offer_stake,omitempty"` // what the offer may still prevent: zombies lost, or zombies the team is short
	Open      bool       `json:"votes_open"`
	ToAct     int        `json:"to_act"`
	Over      bool       `json:"over"`

	// What the play since the last decision paid coins for, as the log
	// tells it: a Gold Jump rolled, the shop reached.
	GoldRolled  bool `json:"gold_jump_rolled,omitempty"`
	ShopReached bool `json:"shop_reached,omitempty"`
}

// View returns what seat s may know: its own cards, the face-up ones, the
// cards it was shown; others' votes only once all are revealed together.
func (g *State) View(s game.Seat) any {
	n := int(g.N)
	v := View{Round: int(g.Round) + 1, Pos: int(g.Pos) + 1, Left: nStreet - int(g.Drawn),
		Reserve: g.Reserve(), ShopLeft: int(g.ShopN), Open: g.Open, ToAct: int(g.ToAct()), Over: g.Over(),
		GoldRolled: g.GoldRolled, ShopReached: g.Shopped,
		Zombies: make([]int, n), Civilians: make([]int, n), Coins: make([]int, n), Bonus: make([]string, n),
		BonusUp: make([]bool, n), Votes: make([]string, n), Picks: make([]string, n), LastVotes: make([]string, n), LastNeed: int(g.Need),
		LastTeams: []int{int(g.Totals[0]), int(g.Totals[1]), int(g.Totals[2])}, Saves: make([][2]int, n), Zombird: make([][]string, n),
		Ready: make([][]string, n), Bought: make([]int, n), EventDone: make([]bool, n), Winners: make([]bool, n)}
	for i := 0; i < int(g.Drawn); i++ {
		v.Street = append(v.Street, cat.Street[g.Deck[i]].Name)
	}
	if g.Cur != noCard {
		v.Current = cat.Street[g.Cur].Name
	}
	for i := 0; i < int(g.DisplayN); i++ {
		name := ""
		if c := g.Display[i]; c != noCard {
			name = cat.Shop[c].Name
		}
		v.Shop = append(v.Shop, name)
	}
	if g.Event != noCard {
		v.Event = cat.Events[g.Event].Name
	}
	if s == g.ToAct() {
		v.Prompt = g.Prompt()
	}
	if g.SP > 0 && g.top().K == fOffer && g.Phase != phOver {
		f := g.top()
		v.Offer, v.Stake = [3]string{"loss", "bomb", "push"}[f.A], g.atStake(f)
	}
	for i := 0; i < n; i++ {
		p := &g.P[i]
		v.Zombies[i], v.Civilians[i], v.Coins[i] = int(p.Dice), int(p.Civ), int(p.Coins)
		v.BonusUp[i], v.Bought[i], v.EventDone[i] = p.BonusUp, int(p.Bought), p.EventDone
		v.Saves[i] = [2]int{int(p.Saves[0]), int(p.Saves[1])}
		v.Winners[i] = g.Winners&(1<<i) != 0
		if g.Over() {
			v.Counted = append(v.Counted, int(p.Counted))
		}
		if p.Bonus != noCard {
			if p.BonusUp || i == int(s) || s >= 0 && p.BonusKnown&(1<<s) != 0 {
				v.Bonus[i] = cat.Bonus[p.Bonus].Name
			} else {
				v.Bonus[i] = "face down"
			}
		}
		v.Zombird[i] = []string{}
		for k := 0; k < int(p.HandN); k++ {
			if i == int(s) || s >= 0 && p.HandKnown[k]&(1<<s) != 0 {
				v.Zombird[i] = append(v.Zombird[i], cat.Zombird[p.Hand[k]].Name)
			} else {
				v.Zombird[i] = append(v.Zombird[i], "?")
			}
		}
		v.Ready[i] = []string{}
		for z := 0; z < nZombird; z++ {
			for k := int8(0); k < p.Ready[z]; k++ {
				v.Ready[i] = append(v.Ready[i], cat.Zombird[z].Name)
			}
		}
		if p.Last >= 0 {
			v.LastVotes[i] = colourNames[0][p.Last]
		}
		if p.Pick >= 0 && g.Cur != noCard && kindOf(g.Cur) == kCoinZombie {
			if g.PicksOpen || i == int(s) {
				v.Picks[i] = [2]string{"coins", "zombie"}[p.Pick]
			} else {
				v.Picks[i] = "chosen"
			}
		}
		if p.Vote >= 0 {
			if g.Open || i == int(s) {
				v.Votes[i] = colourNames[0][p.Vote]
			} else {
				v.Votes[i] = "voted"
			}
		}
	}
	return v
}

// Stats gives the arena a seat's figures: led_after_round_2 is 1 if the seat
// had the most zombies (ties included) after the second round, and
// led_and_won 1 if it also won (shared wins split); summed over the seats,
// their means give how often a leader after round 2 wins. rolloff is 1 in
// every seat of a game whose tie for the most zombies went to a roll-off.
func (g *State) Stats(s game.Seat) map[string]float64 {
	p := &g.P[s]
	led, won, roll := 0.0, 0.0, 0.0
	if p.Led2 {
		led = 1
		if g.Winners&(1<<s) != 0 {
			won = 1 / float64(popcount(g.Winners))
		}
	}
	if g.Rolloffs > 0 {
		roll = 1
	}
	return map[string]float64{
		"led_after_round_2": led,
		"led_and_won":       won,
		"rolloff":           roll,
		"zombies":           float64(p.Dice),
		"bonus_paid":        float64(p.Paid),
		"bombs":             float64(p.Bombed),
	}
}

// Turns counts the street cards revealed.
func (g *State) Turns() int { return int(g.Drawn) }

// Narrate tells what the last action set off that every seat sees: the
// street card revealed, the votes revealed, hordes and civilians changed,
// cards revealed, the winners.
func (g *State) Narrate(before game.State, names []string, lng string) []string {
	b, ok := before.(*State)
	if !ok {
		return nil
	}
	it := lng == "it"
	name := func(i int) string {
		if i < len(names) {
			return names[i]
		}
		return seatName(i, it)
	}
	say := func(en, itf string, args ...any) string {
		if it {
			return fmt.Sprintf(itf, args...)
		}
		return fmt.Sprintf(en, args...)
	}
	var out []string
	if g.Round != b.Round && g.Phase != phOver {
		out = append(out, say("round %d begins: every horde takes %s and each player a secret bonus card",
			"inizia il round %d: ogni orda prende %s e ogni giocatore una carta Bonus Segreto",
			g.Round+1, game.Count(cat.RoundStart, it, "zombie", "zombies", "zombie", "zombie")))
	}
	if g.Event != b.Event && g.Event != noCard {
		out = append(out, say("the event is %s", "l'evento è %s", eventName(int(g.Event), it)))
	}
	for i := b.Drawn; i < g.Drawn; i++ {
		out = append(out, say("the street reveals %s", "la strada rivela %s", streetName(int(g.Deck[i]), it)))
	}
	if g.VotesTold || g.Open && !b.Open {
		var parts []string
		for i := 0; i < int(g.N); i++ {
			if v := g.P[i].Vote; v >= 0 {
				parts = append(parts, name(i)+" "+colourNames[lang(it)][v])
			}
		}
		out = append(out, say("the votes: %s", "i voti: %s", strings.Join(parts, ", ")))
	}
	if g.PicksTold || g.PicksOpen && !b.PicksOpen {
		var parts []string
		for i := 0; i < int(g.N); i++ {
			switch g.P[i].Pick {
			case pickCoins:
				parts = append(parts, name(i)+" "+say("coins", "monete"))
			case pickZombie:
				parts = append(parts, name(i)+" "+say("a zombie", "uno zombie"))
			}
		}
		out = append(out, say("the choices: %s", "le scelte: %s", strings.Join(parts, ", ")))
	}
	for i := 0; i < int(g.N); i++ {
		p, q := &g.P[i], &b.P[i]
		if p.BonusUp && !q.BonusUp && p.Bonus != noCard {
			out = append(out, say("%s's secret bonus card is %s", "la carta Bonus Segreto di %s è %s", name(i), bonusName(int(p.Bonus), it)))
		}
		for z := 0; z < nZombird; z++ {
			if p.Ready[z] > q.Ready[z] {
				out = append(out, say("%s plays %s face up", "%s gioca %s scoperta", name(i), zombirdName(z, it)))
			}
		}
		if d := int(p.Dice) - int(q.Dice); d != 0 {
			verb, verbIT := "gains", "guadagna"
			if d < 0 {
				verb, verbIT, d = "loses", "perde", -d
			}
			out = append(out, say("%s %s %s (%d)", "%s %s %s (%d)", name(i), pick(it, verb, verbIT), game.Count(d, it, "zombie", "zombies", "zombie", "zombie"), p.Dice))
		}
		if p.Civ < q.Civ && b.Round == g.Round {
			out = append(out, say("%s loses %s", "%s perde %s", name(i), game.Count(int(q.Civ-p.Civ), it, "civilian", "civilians", "civile", "civili")))
		}
		out = g.tellCoins(out, b, i, name(i), it)
	}
	if g.ZDN > b.ZDN {
		for _, z := range g.ZDisc[b.ZDN:g.ZDN] {
			out = append(out, say("the zombird card %s is used", "la carta Zombuccello %s viene usata", zombirdName(int(z), it)))
		}
	}
	if g.Over() && !b.Over() {
		var w []string
		for i := 0; i < int(g.N); i++ {
			if g.Winners&(1<<i) != 0 {
				w = append(w, name(i))
			}
		}
		if len(w) == 1 {
			out = append(out, say("the game is over: %s wins with the biggest horde", "la partita è finita: vince %s con l'orda più grande", w[0]))
		} else {
			last := len(w) - 1
			out = append(out, say("the game is over: %s and %s share the win, their hordes tied", "la partita è finita: %s e %s si dividono la vittoria, con le orde pari", strings.Join(w[:last], ", "), w[last]))
		}
	}
	return out
}

// coins writes n coins in English or, with it, in Italian.
func coins(n int, it bool) string { return game.Count(n, it, "coin", "coins", "moneta", "monete") }

// tellCoins appends the lines of seat i's coins since b, named who, each
// gain with where it came from, in the order they came: a choice revealed
// or a card bought or used, a Gold Jump's roll, the shop reached.
func (g *State) tellCoins(out []string, b *State, i int, who string, it bool) []string {
	say := func(en, itf string, args ...any) string {
		return fmt.Sprintf(pick(it, en, itf), args...)
	}
	now := int(b.P[i].Coins)
	other := int(g.P[i].Coins) - now - int(g.GoldGot[i]) - int(g.ShopGot[i])
	now += other
	switch {
	case other > 0:
		out = append(out, say("%s gains %s (%d)", "%s guadagna %s (%d)", who, coins(other, it), now))
	case other < 0:
		out = append(out, say("%s spends %s (%d)", "%s spende %s (%d)", who, coins(-other, it), now))
	}
	if g.GoldRolled {
		faces, got := int(g.GoldFaces[i]), int(g.GoldGot[i])
		now += got
		card := streetName(g.goldJump(), it)
		rolled := game.Count(faces, it, "zombie face", "zombie faces", "faccia zombie", "facce zombie")
		switch {
		case faces == 0:
			out = append(out, say("%s rolls no zombie face at the %s: no coins (%d)", "%s non tira nessuna faccia zombie al %s: niente monete (%d)", who, card, now))
		case got == 0:
			out = append(out, say("%s rolls %s at the %s, but holds the most coins one may (%d)", "%s tira %s al %s, ma ha già il massimo di monete (%d)", who, rolled, card, now))
		case got < cat.GoldCoins:
			out = append(out, say("%s rolls %s at the %s and gains %s, up to the most one may hold (%d)", "%s tira %s al %s e guadagna %s, fino al massimo che si può avere (%d)", who, rolled, card, coins(got, it), now))
		default:
			out = append(out, say("%s rolls %s at the %s and gains %s (%d)", "%s tira %s al %s e guadagna %s (%d)", who, rolled, card, coins(got, it), now))
		}
	}
	if g.Shopped {
		got := int(g.ShopGot[i])
		now += got
		switch {
		case got == 0:
			out = append(out, say("%s reaches the shop holding the most coins one may (%d)", "%s arriva al Negozio con il massimo di monete (%d)", who, now))
		case got < cat.ShopCoins:
			out = append(out, say("%s gets %s at the shop, up to the most one may hold (%d)", "%s prende %s al Negozio, fino al massimo che si può avere (%d)", who, coins(got, it), now))
		default:
			out = append(out, say("%s gets %s at the shop (%d)", "%s prende %s al Negozio (%d)", who, coins(got, it), now))
		}
	}
	return out
}

// goldJump is the Gold Jump revealed last, the one a roll since the last
// decision was made at.
func (g *State) goldJump() int {
	for k := int(g.Drawn) - 1; k >= 0; k-- {
		if kindOf(g.Deck[k]) == kGoldJump {
			return int(g.Deck[k])
		}
	}
	return 0
}

// Opening tells what the set-up and the street cards resolved before the
// first decision set off, as every seat sees it: where hordes and coins
// start, the round begun, the cards revealed, each horde and its coins. It
// is the log's first lines, asked of a game in which nobody has acted.
func (g *State) Opening(names []string, lng string) []string {
	b := State{N: g.N, Zombird: g.Zombird, Round: -1, Event: noCard, Cur: noCard, Left: noCard}
	for i := range b.P {
		b.P[i].Bonus = noCard
	}
	out := []string{pick(lng == "it", "Every player starts with no zombies and no coins; coins come from Gold Jumps, Coin / Zombie cards and the shop",
		"Ogni giocatore parte senza zombie e senza monete; le monete vengono dal Salto Oro, dalle carte Moneta / Zombie e dal Negozio")}
	return append(out, g.Narrate(&b, names, lng)...)
}

// pick is en, or it in Italian.
func pick(it bool, en, itText string) string {
	if it {
		return itText
	}
	return en
}

// PromptIn says what the current decision asks, in Italian with it.
func (g *State) PromptIn(it bool) string { return g.prompt(it) }

// ActionString names action a as State.ActionString does in the position
// v is a view of: only a shop card's name depends on the position, and the
// shop's display lies open in every view. A table that has only its views
// (at a table on a server) reads an action of the log this way.
func (v *View) ActionString(a game.Action) string {
	var g State
	if verb, arg := decode(a); verb == vBuy && arg < len(v.Shop) && v.Shop[arg] != "" {
		return fmt.Sprintf("buy %d: %s", arg+1, v.Shop[arg])
	}
	return g.ActionString(a)
}
