package offthedead

import (
	"fmt"

	"zombietable/game"
)

// explain says why x is refused, naming the rule, in English and Italian.
func (s *State) explain(x game.Action) error {
	op, xx, y := DecodeAction(x)
	if s.Done {
		return game.IllegalIn("the game is over", "la partita è finita")
	}
	if op < OpSearch || op >= numOps {
		return game.IllegalIn(fmt.Sprintf("action %d is not an action of Off the Dead", x),
			fmt.Sprintf("l'azione %d non è un'azione di Off the Dead", x))
	}
	if s.Picks > 0 || op == OpChoose {
		return s.explainPick(op, xx, y)
	}
	me := s.actor()
	pl := &s.P[me]
	inStep := s.WinN == 0 && s.Sub == subNone
	if inStep && s.Panic && (op == OpSearch || op == OpThrow || op == OpAttack) {
		return game.IllegalIn("«Mummy!…»: your survivor makes no more actions this turn; items, abilities and quotes are no actions: use them, then end the phase",
			"«Mamma!…»: il tuo sopravvissuto «non può più fare altre azioni fino alla fine del turno»; oggetti, abilità e citazioni non sono azioni: usali, poi chiudi la fase")
	}
	switch op {
	case OpEnd:
		if inStep && !s.choosing() {
			return game.IllegalIn("an action phase ends with an action: it ends without one only after «Mummy!…» or when no action can be made",
				"una fase d'azione finisce con un'azione: si chiude senza solo dopo «Mamma!…» o se nessuna azione è possibile")
		}
	case OpAttack:
		if !inStep {
			break
		}
		d := pl.Dir
		if y >= int(s.CN[d]) {
			return game.IllegalIn("there is no zombie there in your corridor: you attack the zombies of your own corridor",
				"non c'è nessuno zombie lì nel tuo corridoio: si attaccano gli zombie del proprio corridoio")
		}
		w := int8(-1)
		if xx != bare {
			if xx >= int(pl.NI) {
				return game.IllegalIn("you hold no such item", "non hai quell'oggetto")
			}
			k := s.rKind(pl.Items[xx])
			if !tab.weapon[k] {
				return game.IllegalIn("that item is not a weapon", "quell'oggetto non è un'arma")
			}
			if tab.ammo[k] != 0 && pl.Ammo[xx] == 0 {
				return game.IllegalIn("the weapon is empty: a weapon with ammunition must be loaded (reload it first)",
					"l'arma è scarica: «se si tratta di un'arma con munizioni, bisogna assicurarsi che sia carica»")
			}
			w = int8(xx)
		}
		if !s.inReach(me, w, int8(y)) {
			en, it := lang(false), lang(true)
			if w < 0 {
				return game.IllegalIn(fmt.Sprintf("%s reaches the melee zone only with bare hands: that zombie is out of reach", s.survivor(en, me)),
					fmt.Sprintf("%s a mani nude arriva solo alla zona corpo a corpo: quello zombie è fuori portata («si possono solo colpire gli zombie che si trovano nella vostra zona corpo a corpo»)", s.survivor(it, me)))
			}
			k := s.rKind(pl.Items[w])
			return game.IllegalIn(fmt.Sprintf("the %s reaches the melee zone only: that zombie is out of reach", en.item(k)),
				fmt.Sprintf("%s arriva solo alla zona corpo a corpo: quello zombie è fuori portata («si possono solo colpire gli zombie che si trovano nella vostra zona corpo a corpo»)", it.item(k)))
		}
	case OpThrow:
		if y != 1 && y != 3 {
			return game.IllegalIn("an item is thrown to the survivor on your left or right, never to the one across",
				"«si può lanciare un oggetto solo al giocatore di destra o di sinistra e non a quello di fronte»")
		}
		if xx >= int(pl.NI) {
			return game.IllegalIn("you hold no such item", "non hai quell'oggetto")
		}
		if n := s.side(me, int8(y)); !s.alive(n) {
			return game.IllegalIn("there is no living survivor on that side to catch it",
				"da quel lato non c'è nessun sopravvissuto vivo a prenderlo")
		}
	case OpAbility:
		if pl.Used {
			return game.IllegalIn("a special ability is used once a game, and this one is used",
				"«le abilità speciali possono essere usate una sola volta a partita»: questa è già usata")
		}
		if t := int8(y); t < 0 || t >= s.NP || (t != me && !s.neighbour(me, t)) {
			return game.IllegalIn("an ability works on yourself or a neighbour only",
				"un'abilità si usa solo su te stesso o su un vicino")
		}
	case OpQuote:
		if !s.Advanced {
			return game.IllegalIn("quotes belong to the advanced rules", "le citazioni sono delle regole avanzate")
		}
		if q := xx / 3; q < nQuotes && me == s.Active && s.symbols(me, xx%3) < quoteCost[q] {
			return game.IllegalIn(fmt.Sprintf("this quote needs %d identical symbols among your trophies", quoteCost[q]),
				fmt.Sprintf("questa citazione richiede %d simboli uguali tra i tuoi trofei", quoteCost[q]))
		}
		if me != s.Active {
			return game.IllegalIn("a quote is used only in your own turn", "una citazione «non può essere fatta che durante il suo turno»")
		}
	case OpItem:
		if me != s.Active {
			return game.IllegalIn("an item is used only in your own turn", "un oggetto «può essere usato solo durante il proprio turno»")
		}
		if xx >= int(pl.NI) {
			return game.IllegalIn("you hold no such item", "non hai quell'oggetto")
		}
	case OpLead:
		if s.HeldN == 0 {
			return game.IllegalIn("no zombie card waits to be re-oriented", "nessuna carta zombie aspetta di essere re-orientata")
		}
		if xx != 1 && xx != 3 || y != 0 {
			return game.IllegalIn("a re-oriented card goes to a neighbour, on your left or right",
				"una carta re-orientata va «nella 1° zona di uno dei viventi adiacenti a voi»: a sinistra o a destra")
		}
		if t := s.side(s.Active, int8(xx)); !s.alive(t) || !s.room(t) {
			return game.IllegalIn("that neighbour is a zombie or their corridor already holds 6: the card goes to a living neighbour with room",
				"quel vicino è uno zombie o il suo corridoio ha già 6 zombie: la carta va a «uno dei viventi adiacenti»")
		}
	case OpJunk:
		if s.Junk == 0 || s.HeldN > 0 {
			return game.IllegalIn("no «Che roba!» asks you to throw an item away now", "nessun «Che roba!» ti chiede ora di buttare un oggetto")
		}
		if xx >= int(s.P[s.Active].NI) || y != 0 {
			return game.IllegalIn("you hold no such item", "non hai quell'oggetto")
		}
	case OpSearch, OpSecond, OpPlace:
		if xx >= int(s.NPile) || op != OpPlace && s.PN[xx] == 0 {
			return game.IllegalIn("there is no card on that rubble pile", "su quel mazzo di macerie non c'è nessuna carta")
		}
		if op == OpSearch && inStep && s.rubbleLeft() < 2 {
			return game.IllegalIn("a search turns two rubble cards, and only one is left",
				"una ricerca gira due carte («scegliete e girate due carte tra le macerie») e ne resta una sola")
		}
	}
	en, it := s.prompt()
	return game.IllegalIn(fmt.Sprintf("%s is not possible now: %s", s.ActionString(x), en),
		fmt.Sprintf("«%s» non è possibile ora: %s", s.ActionString(x), it))
}

// explainPick says why a choice of survivor x (or, while the team is being
// chosen, any other action) is refused.
func (s *State) explainPick(op Op, x, y int) error {
	switch {
	case s.Picks == 0:
		return game.IllegalIn("the survivors are chosen at the set-up, before the first turn",
			"i sopravvissuti si scelgono alla preparazione, prima del primo turno («Scegliete un sopravvissuto»)")
	case op != OpChoose:
		return game.IllegalIn("the game has not started: first each player chooses a survivor",
			"la partita non è cominciata: prima «scegliete un sopravvissuto»")
	case x >= nSurvivors || y != 0:
		return game.IllegalIn("there is no such survivor", "non c'è quel sopravvissuto")
	}
	en, it := lang(false), lang(true)
	name := func(l lang) string { return l.survivorName(int8(x)) }
	team := s.team()
	if team&(1<<x) != 0 {
		return game.IllegalIn(fmt.Sprintf("%s is already in the team: each survivor card is played by one player", name(en)),
			fmt.Sprintf("%s è già nella squadra: ogni carta sopravvissuto la gioca un solo giocatore", name(it)))
	}
	if !s.completes(team|1<<x, s.Picks-1) {
		sym := int(tab.survSym[x])
		if s.NP == 2 {
			return game.IllegalIn(fmt.Sprintf("the two players must choose survivors with different symbols, and %s shows the %s symbol too", name(en), en.symbol(sym)),
				fmt.Sprintf("«I due giocatori devono scegliere un personaggio con un simbolo diverso», e anche %s ha il simbolo %s", name(it), it.symbol(sym)))
		}
		return game.IllegalIn(fmt.Sprintf("under the advanced rules the team must hold all three symbols (skull, hand, biohazard), and with %s (%s symbol) it no longer can", name(en), en.symbol(sym)),
			fmt.Sprintf("con le regole avanzate «è necessario avere obbligatoriamente tre simboli nella squadra» (teschio, mano, rischio biologico), e con %s (simbolo %s) non è più possibile", name(it), it.symbol(sym)))
	}
	return game.IllegalIn("that choice is not possible now", "quella scelta non è possibile ora")
}

// prompt says what the game waits for, in English and Italian.
func (s *State) prompt() (en, it string) {
	switch {
	case s.Done:
		return "the game is over", "la partita è finita"
	case s.Picks > 0:
		if s.NP > s.People {
			return fmt.Sprintf("choose survivor %d of the team (%d to choose)", s.Active+1, s.Picks),
				fmt.Sprintf("scegli il sopravvissuto %d della squadra (ne restano %d da scegliere)", s.Active+1, s.Picks)
		}
		return "choose your survivor", "scegli il tuo sopravvissuto"
	case s.HeldN > 0:
		return "choose the neighbour whose corridor the re-oriented zombie enters",
			"scegli il vicino nel cui corridoio entra lo zombie re-orientato"
	case s.Junk > 0:
		return "«Che roba!»: choose the item to throw away", "«Che roba!»: scegli l'oggetto da buttare"
	case s.WinN > 0:
		return "a survivor may use an item, an ability or a quote, or pass",
			"un sopravvissuto può usare un oggetto, un'abilità o una citazione, o passare"
	case s.Sub == subSecond:
		return "turn the second rubble card", "gira la seconda carta delle macerie"
	case s.Sub == subPlace:
		return "put the turned card back on a rubble pile", "rimetti la carta girata su un mazzo di macerie"
	case s.Panic:
		return "«Mummy!…»: no more actions this turn; use an item, an ability or a quote, or end the phase",
			"«Mamma!…»: niente più azioni in questo turno; usa un oggetto, un'abilità o una citazione, o chiudi la fase"
	case !s.canAct():
		return "no action can be made: use an item, an ability or a quote, or end the phase",
			"nessuna azione è possibile: usa un oggetto, un'abilità o una citazione, o chiudi la fase"
	case s.Step == stAct2:
		return "the second action: search, throw or attack", "seconda azione: cercare, lanciare o attaccare"
	}
	return "the first action: search, throw or attack", "prima azione: cercare, lanciare o attaccare"
}
