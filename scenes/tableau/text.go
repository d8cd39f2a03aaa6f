package tableau

import (
	"fmt"

	"zombietable/game/zombionion"
	"zombietable/scenes"
)

// words are the table's own strings, English and Italian.
var words = map[string][2]string{
	"deck":         {"Deck", "Mazzo"},
	"discard":      {"Discard", "Scarti"},
	"trash":        {"Trash", "Cestino"},
	"play":         {"In play", "In gioco"},
	"revealed":     {"Revealed", "Rivelate"},
	"aside":        {"Set aside", "Da parte"},
	"actions":      {"Actions", "Azioni"},
	"buys":         {"Buys", "Obiettivi"},
	"shots":        {"Shots", "Colpi"},
	"phase_action": {"Action phase", "Fase Azione"},
	"phase_buy":    {"Buy phase", "Fase Caccia"},
	"phase_over":   {"Game over", "Partita finita"},
	"turn":         {"Turn", "Turno"},
	"vp":           {"VP", "PV"},
	"you":          {"you", "tu"},
	"in_hand":      {"in hand", "in mano"},
	"hand":         {"Hand", "Mano"},
	"cards":        {"cards", "carte"},
	"b_autoplay":   {"Play treasures", "Gioca i Mirare"},
	"b_endactions": {"End actions", "Fine azioni"},
	"b_endturn":    {"End turn", "Fine turno"},
	"b_endanyway":  {"End turn anyway", "Finisci comunque"},
	"p_confirm":    {"You still have %s and %s: end the turn?", "Hai ancora %s e %s: finisci il turno?"},
	"shot":         {"%d shots", "%d colpi"},
	"shot_1":       {"1 shot", "1 colpo"},
	"buy":          {"%d buys", "%d Obiettivi"},
	"buy_1":        {"1 buy", "1 Obiettivo"},
	"b_done":       {"Done", "Fatto"},
	"b_reveal":     {"Reveal %s", "Rivela %s"},
	"b_noreveal":   {"Don't reveal", "Non rivelare"},
	"b_discdeck":   {"Discard deck", "Scarta il Mazzo"},
	"b_keepdeck":   {"Keep deck", "Tieni il Mazzo"},
	"b_discard":    {"Discard %s", "Scarta %s"},
	"b_putback":    {"Put back %s", "Rimetti %s"},
	"b_setaside":   {"Set aside %s", "Metti da parte %s"},
	"b_keep":       {"Keep %s", "Tieni %s"},
	"b_gain":       {"Gain %s", "Prendi %s"},
	"b_leave":      {"Leave %s", "Lascia %s"},
	"tip_autoplay": {"Play every treasure in your hand at once", "Gioca in un colpo tutti i Mirare che hai in mano"},
	"tip_endact":   {"Go on to the Buy phase", "Passa alla fase Caccia"},
	"tip_endturn":  {"Discard your hand and the cards in play, draw five", "Scarta la mano e le carte in gioco, pesca cinque carte"},
	"tip_done":     {"Stop choosing", "Smetti di scegliere"},

	"p_action":     {"Action phase: play an Action card (%d left) or end actions", "Fase Azione: gioca una carta Azione (ne restano %d) o termina le azioni"},
	"p_action_1":   {"Action phase: play an Action card (1 left) or end actions", "Fase Azione: gioca una carta Azione (ne resta 1) o termina le azioni"},
	"p_buy1":       {"Buy a card with %d shots, or end your turn", "Caccia: prendi una carta con %d colpi, o finisci il turno"},
	"p_buy":        {"Buy cards with %d shots — %d buys left", "Caccia: prendi carte con %d colpi — %d Obiettivi"},
	"p_react":      {"%s attacks you with %s: reveal %s to be unaffected?", "%s ti attacca con %s: riveli %s per non subirne gli effetti?"},
	"p_wait":       {"Waiting for %s — %s", "In attesa di %s — %s"},
	"p_choose":     {"Choose", "Scegli"},
	"p_over":       {"Game over — %s", "Partita finita — %s"},
	"p_esca":       {"discard any number of cards, then draw as many", "scarta quante carte vuoi, poi pescane altrettante"},
	"p_sacr":       {"trash up to 4 cards from your hand", "cestina fino a 4 carte dalla mano"},
	"p_ragg":       {"put your deck into your discard pile?", "metti il tuo Mazzo negli Scarti?"},
	"p_muni":       {"gain a card costing up to 4", "prendi una carta che costa fino a 4"},
	"p_depo":       {"gain a card costing up to 5", "prendi una carta che costa fino a 5"},
	"p_fuga":       {"put a Victory card from your hand on your deck", "metti una carta Vittoria dalla mano in cima al Mazzo"},
	"p_piano":      {"discard down to 3 cards", "scarta fino ad avere 3 carte in mano"},
	"p_rifo_h":     {"trash a card from your hand", "cestina una carta dalla mano"},
	"p_rifo_s":     {"gain a card costing up to 2 more than it", "prendi una carta che costa fino a 2 in più"},
	"p_rica_h":     {"trash a treasure from your hand", "cestina un Mirare dalla mano"},
	"p_rica_s":     {"gain a treasure costing up to 3 more, into your hand", "prendi in mano un Mirare che costa fino a 3 in più"},
	"p_rico":       {"discard the revealed %s or put it back?", "scarti la carta rivelata (%s) o la rimetti sul Mazzo?"},
	"p_ispe_r":     {"choose the revealed treasure that is trashed", "scegli il Mirare rivelato da cestinare"},
	"p_ispe_y":     {"gain the trashed %s?", "prendi la carta cestinata (%s)?"},
	"p_tatt":       {"choose an Action card to play twice", "scegli una carta Azione da giocare due volte"},
	"p_radio":      {"choose the card that is discarded; the others are drawn", "scegli la carta da scartare; le altre vengono pescate"},
	"p_nasc":       {"you drew %s — set it aside or keep it?", "hai pescato %s — la metti da parte o la tieni?"},
	"p_gain":       {"Gain a card from the supply", "Prendi una carta dalla Scorta"},
	"p_hand":       {"Choose a card from your hand", "Scegli una carta dalla mano"},
	"p_revealed":   {"Choose one of the revealed cards", "Scegli una delle carte rivelate"},
	"r_notyours":   {"Not your decision now", "Ora non tocca a te decidere"},
	"r_treasure":   {"Treasures are played in the Buy phase", "I Mirare si giocano nella fase Caccia"},
	"r_victory":    {"Victory cards are not played: they score at the end", "Le carte Vittoria non si giocano: contano alla fine"},
	"r_action":     {"Action cards are played in the Action phase", "Le carte Azione si giocano nella fase Azione"},
	"r_afterbuy":   {"No more treasures once you have bought", "Dopo aver preso una carta non si giocano altri Mirare"},
	"r_buyphase":   {"Cards are bought in the Buy phase", "Le carte si prendono nella fase Caccia"},
	"r_dear":       {"Costs %d: you have %s", "Costa %d: hai %s"},
	"r_empty":      {"This pile is empty", "Questa pila è vuota"},
	"r_notchoice":  {"Not a choice now: %s", "Ora non si può scegliere: %s"},
	"r_info":       {"Click to see the trashed cards", "Clicca per vedere le carte cestinate"},
	"t_seat":       {"%s — %d VP, %s\nHand %d · Deck %d · %d cards owned", "%s — %d PV, %s\nMano %d · Mazzo %d · %d carte possedute"},
	"played_1":     {"1 turn played", "1 turno giocato"},
	"played":       {"%d turns played", "%d turni giocati"},
	"t_deck":       {"Your deck: %d cards, face down", "Il tuo Mazzo: %d carte, coperte"},
	"t_deck_1":     {"Your deck: 1 card, face down", "Il tuo Mazzo: 1 carta, coperta"},
	"t_discard":    {"Your discard pile: only its top card shows, and the rules forbid counting it", "I tuoi Scarti: si vede solo la carta in cima, e le regole vietano di contarli"},
	"turns":        {"%d turns", "%d turni"},
	"turns_1":      {"1 turn", "1 turno"},
	"r_deck":       {"Click to see what is in it (not in which order)", "Clicca per vedere cosa contiene (non in che ordine)"},
	"deck_title":   {"Your deck: %d cards, in no order", "Il tuo Mazzo: %d carte, in nessun ordine"},
	"deck_title_1": {"Your deck: 1 card", "Il tuo Mazzo: 1 carta"},
	"t_trash":      {"Trash: %s", "Cestino: %s"},
	"t_empty":      {"empty", "vuoto"},
	"t_cost":       {"cost %d", "costo %d"},
	"t_count":      {"%d left", "ne restano %d"},
	"t_count_1":    {"1 left", "ne resta 1"},
	"end_title":    {"Final decks", "Mazzi finali"},
	"end_plot":     {"Victory points by turn", "Punti vittoria per turno"},
	"end_wins":     {"%s wins", "vince %s"},
	"end_tie":      {"%s share the win", "vincono a pari merito %s"},

	"k_title":      {"Kingdom", "Carte Combattimento"},
	"k_pool":       {"Other cards", "Altre carte"},
	"k_random":     {"Random", "A caso"},
	"k_preset_tip": {"The rulebook's set of ten cards", "Le dieci carte suggerite dal regolamento"},
	"k_random_tip": {"Ten cards drawn at random from the seed", "Dieci carte estratte a caso dal seme"},
	"k_ban":        {"Click to ban it: a random card takes its place", "Clicca per escluderla: una carta a caso prende il suo posto"},
	"k_ban_picked": {"Your pick. Click to ban it: a random card takes its place", "L'hai scelta tu. Clicca per escluderla: una carta a caso prende il suo posto"},
	"k_pick":       {"Click to pick it, in place of %s", "Clicca per sceglierla, al posto di %s"},
	"k_full":       {"All ten are your picks: click one of them to ban it first", "Le dieci carte sono tutte scelte da te: prima clicca una per escluderla"},
	"k_banned":     {"Banned: random cards never come from it", "Esclusa: le carte a caso non la estraggono"},
}

// wn is key's text for n: key_1 when n is one and the table has it, else
// key with n ("ne resta 1", "ne restano 3").
func wn(l scenes.Lang, key string, n int) string {
	if _, ok := words[key+"_1"]; ok && n == 1 {
		return w(l, key+"_1")
	}
	return wf(l, key, n)
}

func w(l scenes.Lang, key string) string { return words[key][li(l)] }

func wf(l scenes.Lang, key string, args ...any) string {
	return fmt.Sprintf(words[key][li(l)], args...)
}

// cardName is a card's name in l.
func cardName(l scenes.Lang, id string) string {
	if m := meta(id); m != nil {
		return m.name[li(l)]
	}
	return id
}

func nameOf(l scenes.Lang, c zombionion.Card) string {
	if m := metaOf(c); m != nil {
		return m.name[li(l)]
	}
	return c.ID()
}

// rulesText is the summary in the rules panel.
var rulesText = [2]string{
	`Build a deck that hunts better than the others'. Each turn:

• Action phase: play Action cards from your hand (one, plus the +Actions they give). Click a glowing card to play it.
• Buy phase: play your treasures for shots — "Play treasures" plays them all — then buy cards from the supply that cost no more than your shots. The piles you can afford glow. Buying plays any treasures left in your hand.
• Clean-up: your hand and the cards in play go to your discard pile and you draw five. "End turn" does it.

When a card asks you something, the question is written above your hand with its buttons next to it, and the cards you may choose glow.

Barricade (Barricata): when another player attacks you and you have it in hand, you may reveal it to be unaffected.

The game ends when the Even More Zombies pile is empty or three supply piles are. The most victory points win; on a tie, the player with fewer turns, and players tied on turns too share the win.

Hover any card for its full text. Click the trash to look inside.`,
	`Costruisci un Mazzo che cacci meglio di quello degli altri. A ogni turno:

• Fase Azione: gioca carte Azione dalla mano (una, più le +Azioni che danno). Clicca una carta illuminata per giocarla.
• Fase Caccia: gioca i tuoi Mirare per avere colpi — "Gioca i Mirare" li gioca tutti — poi prendi dalla Scorta carte che costano non più dei tuoi colpi. Le pile che puoi permetterti sono illuminate. Prendere una carta gioca i Mirare rimasti in mano.
• Pulizia: la mano e le carte in gioco vanno negli Scarti e peschi cinque carte. "Fine turno" lo fa.

Quando una carta ti chiede qualcosa, la domanda è scritta sopra la tua mano con i pulsanti accanto, e le carte che puoi scegliere sono illuminate.

Barricata: quando un altro giocatore ti attacca e hai Barricata in mano, puoi rivelarla per non subirne gli effetti.

La partita finisce quando la pila Molti + Zombi è vuota o lo sono tre pile della Scorta. Vince chi ha più punti vittoria; a pari punti, chi ha giocato meno turni, e a pari turni vincono insieme.

Passa sopra una carta per leggerne il testo. Clicca il Cestino per guardarci dentro.`,
}
