package offthedead

import "zombietable/game"

// explain says why x is refused, naming the rule, in the reader's language.
func (s *State) explain(x game.Action) error {
	op, xx, y := DecodeAction(x)
	if s.Done {
		return game.Refuse("offthedead.why.over")
	}
	if op < OpSearch || op >= numOps {
		return game.Refuse("offthedead.why.no_action", "action", int(x))
	}
	if s.Picks > 0 || op == OpChoose {
		return s.explainPick(op, xx, y)
	}
	me := s.actor()
	pl := &s.P[me]
	inStep := s.WinN == 0 && s.Sub == subNone
	if inStep && s.Panic && (op == OpSearch || op == OpThrow || op == OpAttack) {
		return game.Refuse("offthedead.why.panic")
	}
	switch op {
	case OpEnd:
		if inStep && !s.choosing() {
			return game.Refuse("offthedead.why.end")
		}
	case OpAttack:
		if !inStep {
			break
		}
		d := pl.Dir
		if y >= int(s.CN[d]) {
			return game.Refuse("offthedead.why.no_zombie")
		}
		w := int8(-1)
		if xx != bare {
			if xx >= int(pl.NI) {
				return game.Refuse("offthedead.why.no_item")
			}
			k := s.rKind(pl.Items[xx])
			if !tab.weapon[k] {
				return game.Refuse("offthedead.why.not_weapon")
			}
			if tab.ammo[k] != 0 && pl.Ammo[xx] == 0 {
				return game.Refuse("offthedead.why.empty")
			}
			w = int8(xx)
		}
		if !s.inReach(me, w, int8(y)) {
			if w < 0 {
				return game.Refuse("offthedead.why.reach_hands", "who", survivorText(pl.Surv))
			}
			k := s.rKind(pl.Items[w])
			return game.Refuse("offthedead.why.reach_weapon", "weapon", game.Text{Key: "offthedead.item." + cat.Items[k].ID + ".the"})
		}
	case OpThrow:
		if y != 1 && y != 3 {
			return game.Refuse("offthedead.why.throw_side")
		}
		if xx >= int(pl.NI) {
			return game.Refuse("offthedead.why.no_item")
		}
		if n := s.side(me, int8(y)); !s.alive(n) {
			return game.Refuse("offthedead.why.no_catcher")
		}
	case OpAbility:
		if pl.Used {
			return game.Refuse("offthedead.why.ability_used")
		}
		if t := int8(y); t < 0 || t >= s.NP || (t != me && !s.neighbour(me, t)) {
			return game.Refuse("offthedead.why.ability_target")
		}
	case OpQuote:
		if !s.Advanced {
			return game.Refuse("offthedead.why.quotes_advanced")
		}
		if q := xx / 3; q < nQuotes && me == s.Active && s.symbols(me, xx%3) < quoteCost[q] {
			return game.Refuse("offthedead.why.quote_cost", "n", quoteCost[q])
		}
		if me != s.Active {
			return game.Refuse("offthedead.why.quote_turn")
		}
	case OpItem:
		if me != s.Active {
			return game.Refuse("offthedead.why.item_turn")
		}
		if xx >= int(pl.NI) {
			return game.Refuse("offthedead.why.no_item")
		}
	case OpLead:
		if s.HeldN == 0 {
			return game.Refuse("offthedead.why.no_held")
		}
		if xx != 1 && xx != 3 || y != 0 {
			return game.Refuse("offthedead.why.lead_side")
		}
		if t := s.side(s.Active, int8(xx)); !s.alive(t) || !s.room(t) {
			return game.Refuse("offthedead.why.lead_full")
		}
	case OpJunk:
		if s.Junk == 0 || s.HeldN > 0 {
			return game.Refuse("offthedead.why.no_junk")
		}
		if xx >= int(s.P[s.Active].NI) || y != 0 {
			return game.Refuse("offthedead.why.no_item")
		}
	case OpSearch, OpSecond, OpPlace:
		if xx >= int(s.NPile) || op != OpPlace && s.PN[xx] == 0 {
			return game.Refuse("offthedead.why.pile_empty")
		}
		if op == OpSearch && inStep && s.rubbleLeft() < 2 {
			return game.Refuse("offthedead.why.search_one")
		}
	}
	return game.Refuse("offthedead.why.not_now", "action", s.ActionString(x), "wait", s.prompt())
}

// explainPick says why a choice of survivor x (or, while the team is being
// chosen, any other action) is refused.
func (s *State) explainPick(op Op, x, y int) error {
	switch {
	case s.Picks == 0:
		return game.Refuse("offthedead.why.picked")
	case op != OpChoose:
		return game.Refuse("offthedead.why.picks_first")
	case x >= nSurvivors || y != 0:
		return game.Refuse("offthedead.why.no_survivor")
	}
	team := s.team()
	if team&(1<<x) != 0 {
		return game.Refuse("offthedead.why.in_team", "name", survivorText(int8(x)))
	}
	if !s.completes(team|1<<x, s.Picks-1) {
		sym := int(tab.survSym[x])
		if s.NP == 2 {
			return game.Refuse("offthedead.why.symbols_two", "name", survivorText(int8(x)), "symbol", game.Text{Key: "offthedead.symbol." + symbolIDs[sym]})
		}
		return game.Refuse("offthedead.why.symbols_three", "name", survivorText(int8(x)), "symbol", game.Text{Key: "offthedead.symbol." + symbolIDs[sym]})
	}
	return game.Refuse("offthedead.why.choice")
}

// survivorText is survivor card k's name, said in the reader's language.
func survivorText(k int8) game.Text {
	return game.Text{Key: "offthedead.survivor." + cat.Survivors[k].ID + ".name"}
}

// prompt says what the game waits for, in the reader's language.
func (s *State) prompt() game.Text {
	key := "offthedead.why.wait_act1"
	switch {
	case s.Done:
		key = "offthedead.why.wait_over"
	case s.Picks > 0:
		if s.NP > s.People {
			return game.Text{Key: "offthedead.why.wait_pick_n", Args: []any{"seat", int(s.Active) + 1, "n", int(s.Picks)}}
		}
		key = "offthedead.why.wait_pick"
	case s.HeldN > 0:
		key = "offthedead.why.wait_lead"
	case s.Junk > 0:
		key = "offthedead.why.wait_junk"
	case s.WinN > 0:
		key = "offthedead.why.wait_window"
	case s.Sub == subSecond:
		key = "offthedead.why.wait_second"
	case s.Sub == subPlace:
		key = "offthedead.why.wait_place"
	case s.Panic:
		key = "offthedead.why.wait_panic"
	case !s.canAct():
		key = "offthedead.why.wait_stuck"
	case s.Step == stAct2:
		key = "offthedead.why.wait_act2"
	}
	return game.Text{Key: key}
}
