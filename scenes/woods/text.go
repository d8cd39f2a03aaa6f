package woods

import (
	"fmt"

	"zombietable/game"
	"zombietable/scenes"
)

// li is the index of a language in the [2]string pairs.
func li(l scenes.Lang) int {
	if l == scenes.Italian {
		return 1
	}
	return 0
}

func scenesLang(i int) scenes.Lang {
	if i == 1 {
		return scenes.Italian
	}
	return scenes.English
}

func w(l scenes.Lang, key string) string { return words[key][li(l)] }

func wf(l scenes.Lang, key string, args ...any) string {
	return fmt.Sprintf(words[key][li(l)], args...)
}

// nums holds small numbers as strings, so that drawing counts allocates
// nothing.
var nums = func() []string {
	out := make([]string, 100)
	for i := range out {
		out[i] = fmt.Sprint(i)
	}
	return out
}()

func num(n int) string {
	if n >= 0 && n < len(nums) {
		return nums[n]
	}
	return fmt.Sprint(n)
}

// lives writes half lives as "2½".
func lives(v float64) string {
	whole := int(v)
	if v-float64(whole) >= 0.5 {
		if whole == 0 {
			return "½"
		}
		return num(whole) + "½"
	}
	return num(whole)
}

func kindName(l scenes.Lang, kind string) string {
	switch kind {
	case "page":
		return w(l, "k_page")
	case "weapon":
		return w(l, "k_weapon")
	case "item":
		return w(l, "k_item")
	}
	return w(l, "k_event")
}

// mapTip describes a kind of map card.
func mapTip(l scenes.Lang, c *cardInfo) string {
	s := c.name[li(l)]
	switch c.kind {
	case "plain":
		return s + "\n" + w(l, "t_plain")
	case "bridge":
		return s + "\n" + w(l, "t_bridge")
	}
	it := l == scenes.Italian
	s += "\n" + wf(l, "t_corner", game.Count(c.lives, it, "life", "lives", "vita", "vite"),
		game.Count(c.ammo, it, "ammunition", "ammunition", "munizione", "munizioni"),
		game.Count(c.dogs, it, "dog", "dogs", "cane", "cani"))
	if c.kind == "cabin" {
		s += "\n" + w(l, "t_cabin")
	}
	return s
}

var words = map[string][2]string{
	"k_page":   {"Book of the Dead page", "Pagina del Libro dei Morti"},
	"k_weapon": {"weapon", "arma"},
	"k_item":   {"item", "oggetto"},
	"k_event":  {"event", "evento"},
	"t_plain":  {"A die of dogs came with it.", "È arrivato con un dado di cani."},
	"t_bridge": {"Pawns start and come back here. Nothing is laid beside its sides.", "Le pedine partono e tornano qui. Nulla si posa ai suoi lati."},
	"t_corner": {"Corner: %s, %s, %s inside the building", "Angolo: %s, %s, %s nell'edificio"},
	"t_cabin":  {"The Cabin: kill every dog in it, then cast the spell here.", "La Baita: uccidi tutti i cani al suo interno, poi lancia qui l'incantesimo."},

	"p_place":    {"Lay the %s: click a glowing place (Q/E turn it)", "Posa %s: clicca un posto illuminato (Q/E per ruotarla)"},
	"p_fight":    {"Too low: kill the dog with %d ammo, or take the bite", "Non basta: uccidi il cane con %d munizioni, o subisci il morso"},
	"p_fight0":   {"Too low, and not enough ammo: take the bite or play a card", "Non basta, e le munizioni non bastano: subisci il morso o gioca una carta"},
	"p_move":     {"Move: %d squares left — click a glowing square, or stop", "Muovi: ti restano %d quadrati — clicca un quadrato illuminato, o fermati"},
	"p_move1":    {"Move: 1 square left — click a glowing square, or stop", "Muovi: ti resta 1 quadrato — clicca un quadrato illuminato, o fermati"},
	"p_move0":    {"Your move is done — stop here, or play a card", "Il movimento è finito — fermati qui, o gioca una carta"},
	"p_window":   {"%s rolled to move: play a card against them, or pass", "%s ha tirato per muoversi: gioca una carta nel suo turno, o passa"},
	"p_dog":      {"Move the zombies: %d dogs to go — choose a glowing dog", "Muovi gli zombi: ancora %d cani — scegli un cane illuminato"},
	"p_dog1":     {"Move the zombies: one dog to go — choose a glowing dog", "Muovi gli zombi: ancora un cane — scegli un cane illuminato"},
	"p_dogto":    {"Move the dog: click where it goes", "Muovi il cane: clicca dove va"},
	"p_put":      {"Place the new woods' dogs: %d to go — click a glowing square", "Piazza i cani del bosco: ancora %d — clicca un quadrato illuminato"},
	"p_put1":     {"Place the last dog of the new woods — click a glowing square", "Piazza l'ultimo cane del nuovo bosco — clicca un quadrato illuminato"},
	"p_discard":  {"End of your turn: discard an event card, or keep your hand", "Fine del turno: scarta una Carta Evento, o tieni la mano"},
	"p_wait":     {"%s is playing — %s", "Sta giocando %s — %s"},
	"p_over":     {"Game over — %s", "Partita finita — %s"},
	"p_choose":   {"Choose", "Scegli"},
	"ph_place":   {"laying a map card", "posa una carta mappa"},
	"ph_fight":   {"fighting", "combatte"},
	"ph_window":  {"waiting for cards to be played", "attende le carte giocate"},
	"ph_move":    {"moving", "si muove"},
	"ph_zombies": {"moving the zombies", "muove gli zombi"},
	"ph_discard": {"ending the turn", "chiude il turno"},
	"ph_dogs":    {"placing the dogs of the new woods", "piazza i cani del nuovo bosco"},
	"won_spell":  {"%s cast the spell", "%s ha lanciato l'incantesimo"},
	"won_kills":  {"%s reached 25 kills", "%s ha raggiunto 25 uccisioni"},
	"won_dawn":   {"dawn came: %s leads", "è l'alba: è in testa %s"},
	"won_tie":    {"%s share the win", "vincono a pari merito %s"},

	"b_spend":    {"Spend %d ammo", "Munizioni: %d"},
	"b_bite":     {"Take the bite", "Subisci il morso"},
	"b_stop":     {"Stop here", "Fermati qui"},
	"b_cast":     {"Cast the spell (%d+)", "Lancia l'incantesimo (%d+)"},
	"b_pass":     {"Pass", "Passa"},
	"b_keep":     {"Keep my hand", "Tieni la mano"},
	"b_putall":   {"Place them for me", "Piazzali tu"},
	"tip_putall": {"The table puts the dogs still to place on random squares of the new woods, two at most to a square", "Il tavolo mette i cani ancora da piazzare su quadrati a caso del nuovo bosco, al massimo due per quadrato"},
	"tip_spend":  {"Spend the ammunition: the roll becomes a kill", "Spendi le munizioni: il tiro diventa un'uccisione"},
	"tip_bite":   {"Lose half a life; the fight goes on while dogs are here", "Perdi mezza vita; il combattimento continua finché ci sono cani"},
	"tip_stop":   {"End the move here; then the zombies move", "Termina qui il movimento; poi si muovono gli zombi"},
	"tip_cast":   {"Roll a die: it needs 6, one less for each page you have in play", "Tira un dado: serve 6, uno in meno per ogni pagina che hai in gioco"},
	"tip_pass":   {"Play nothing now", "Non giocare nulla ora"},
	"tip_keep":   {"End the turn without discarding", "Chiudi il turno senza scartare"},
	"tip_rotl":   {"Turn the map card left (Q)", "Ruota la carta mappa a sinistra (Q)"},
	"tip_rotr":   {"Turn the map card right (E)", "Ruota la carta mappa a destra (E)"},
	"tip_fit":    {"Show the whole map (F)", "Mostra tutta la mappa (F)"},
	"tip_zin":    {"Zoom in (+, wheel)", "Ingrandisci (+, rotellina)"},
	"tip_zout":   {"Zoom out (−, wheel)", "Riduci (−, rotellina)"},

	"hand":       {"Your event cards", "Le tue Carte Evento"},
	"front":      {"In play", "In gioco"},
	"drawn":      {"Map card drawn", "Carta mappa pescata"},
	"mapdeck":    {"Map deck", "Mazzo mappa"},
	"mapdeck_t":  {"The map deck: %d cards, face down; the Cabin lies among the last ones", "Il mazzo mappa: %d carte coperte; la Baita è tra le ultime"},
	"decks":      {"Map deck %d · Events %d · Discard %d · Dogs in the box %d", "Mazzo mappa %d · Eventi %d · Scarti %d · Cani nella scatola %d"},
	"c_play":     {"Click it, or drag it onto the table, to play it", "Cliccala, o trascinala sul tavolo, per giocarla"},
	"c_use":      {"Click to discard it for its effect", "Clicca per scartarla per il suo effetto"},
	"c_discard":  {"Click to discard it and end your turn", "Clicca per scartarla e chiudere il turno"},
	"r_notyours": {"Not your decision now", "Ora non tocca a te decidere"},
	"r_played":   {"You already played an event or page this round", "Hai già giocato un evento o una pagina in questo round"},
	"r_notnow":   {"It cannot be played now", "Ora non si può giocare"},
	"r_used":     {"It can be discarded for its effect only when its text allows, once a round", "Si scarta per il suo effetto solo quando il testo lo consente, una volta per round"},
	"t_seat":     {"%s — %s, %s, %s, %s\n%s in hand · %s", "%s — %s, %s, %s, %s\n%s in mano · %s"},
	"t_offmap":   {"Off the map: back on the Bridge at the start of the next turn", "Fuori dalla mappa: torna sul Ponte all'inizio del prossimo turno"},
	"t_front":    {"In play: %s", "In gioco: %s"},
	"t_dogs":     {"Zombie dogs: %d", "Cani zombi: %d"},
	"t_life":     {"a life counter", "un segnalino vita"},
	"t_ammo":     {"an ammunition counter", "un segnalino munizione"},
	"t_pawn":     {"%s's pawn", "pedina di %s"},
	"t_lay":      {"Lay the card here", "Posa qui la carta"},
	"t_rotate":   {"It fits here turned another way: press Q or E", "Qui va ruotata in un altro verso: premi Q o E"},
	"t_step":     {"Step here", "Vai qui"},
	"t_path":     {"Reachable in %d steps: click to walk there", "Raggiungibile in %d passi: clicca per andarci"},
	"t_pathdogs": {"Reachable in %d steps through dogs: click to walk there, stopping at each dog to fight it", "Raggiungibile in %d passi passando tra i cani: clicca per andarci, fermandoti a combattere ogni cane"},
	"w_fight":    {"Stopped to fight a dog: %s", "Fermo per combattere un cane: %s"},
	"w_life":     {"Stopped — you took a life: %s", "Fermo — hai preso una vita: %s"},
	"w_ammo":     {"Stopped — you took ammunition: %s", "Fermo — hai preso una munizione: %s"},
	"w_answer":   {"Stopped — %s decides now", "Fermo — ora decide %s"},
	"w_dead":     {"Stopped — your pawn left the map", "Fermo — la tua pedina ha lasciato la mappa"},
	"w_way":      {"Stopped — the way is no longer open", "Fermo — la strada non è più aperta"},
	"t_pickdog":  {"Move this dog", "Muovi questo cane"},
	"t_dogto":    {"The dog goes here", "Il cane va qui"},
	"t_put":      {"Put a dog here", "Metti qui un cane"},
	"t_decks":    {"Map deck: %d cards · event deck: %d cards · zombie dogs left in the box: %d", "Mazzo mappa: %d carte · mazzo eventi: %d carte · cani zombi rimasti nella scatola: %d"},
	"t_discard":  {"Discarded, latest first: %s", "Scartate, dall'ultima: %s"},
	"t_spell":    {"The spell needs %d or more on a die for you", "A te l'incantesimo riesce con %d o più su un dado"},
	"r_water":    {"Water is never entered", "Nell'acqua non si entra mai"},
	"r_door":     {"Out of reach: buildings are entered only through their doors", "Fuori portata: negli edifici si entra solo dalle porte"},
	"r_reach":    {"Out of reach this move: dogs stop you, walls and water block you", "Fuori portata in questo movimento: i cani ti fermano, muri e acqua ti bloccano"},
	"you":        {"you", "tu"},

	"k_enter":    {"Enter: %s", "Invio: %s"},
	"k_walk":     {"walk here (%d squares)", "cammina fin qui (%d quadrati)"},
	"k_turn":     {"turn the card to fit here", "ruota la carta perché entri qui"},
	"k_play":     {"play %s", "gioca %s"},
	"k_use":      {"discard %s for its effect", "scarta %s per il suo effetto"},
	"k_discard":  {"discard %s and end the turn", "scarta %s e chiudi il turno"},
	"d_tray":     {"Dice this turn", "Dadi del turno"},
	"d_move":     {"%s moves %s", "%s si muove di %s"},
	"d_zombies":  {"%s: %s dogs move", "%s: si muovono %s cani"},
	"d_zombie1":  {"%s: 1 dog moves", "%s: si muove 1 cane"},
	"d_fight":    {"%s fights: %s", "%s combatte: %s"},
	"d_dogs":     {"%s lays woods: %s dogs", "%s posa un bosco: %s cani"},
	"d_dog1":     {"%s lays woods: 1 dog", "%s posa un bosco: 1 cane"},
	"d_spell":    {"%s's spell: %s", "Incantesimo di %s: %s"},
	"d_cabin":    {"%s rolls for the Cabin: %s", "%s tira per la Baita: %s"},
	"d_ammo":     {"ammo", "munizioni"},
	"d_shotgun":  {"shotgun", "fucile"},
	"d_lantern":  {"lantern", "lanterna"},
	"d_need":     {"needs %d", "serve %d"},
	"res_kill":   {"killed", "ucciso"},
	"res_bite":   {"bitten", "morso"},
	"res_escape": {"ran away", "fuga"},
	"res_cast":   {"cast!", "riuscito!"},
	"res_fail":   {"failed", "fallito"},
	"res_lays":   {"lays the Cabin", "posiziona la Baita"},
}

var rulesText = [2]string{
	`Zombies!!! 4: The End. Be the first to cast the spell in the Cabin, or make 25 kills.

Where this table departs from the box:
• The Cabin lies among the last 6 map cards, not anywhere: the woods grow first, the game runs longer.
• Event cards are played at fixed moments, not "at any time": yours while moving and in your fights; the others' once a turn, in turn order, right after the movement roll.
• Dawn: after 40 rounds the most kills win.
• The map cards and the 50 event cards are ours (the rulebook gives no layouts or texts); the first card's dogs fall at random, a named card's dogs on set squares of its building.
• A map card is laid only where a way leads across onto it from the map.

• Each turn: draw a map card and lay it next to the map (glowing places; Q/E turn it), fight the dogs on your square, draw up to 3 event cards, roll to move, move, roll and move that many zombie dogs, discard an event card.
• Fight: a dog dies on 5–6. Each ammunition spent raises the roll by one. A failed fight costs half a life; you cannot leave a fight without an event card.
• At no life your pawn leaves the map and comes back on the Bridge next turn, with half your kills (rounded up: 7 leave 4), no cards in play and 3 ammunition.
• Move orthogonally up to your roll; stop and fight each dog you meet; take the life and ammunition counters on squares free of dogs. Buildings are entered only through their doors; water never.
• Dogs move up to two squares, each once a turn, two at most to a square.
• Events: at most one event or page a round. Pages go in front of you in your turn; each lowers the roll the spell needs.
• The spell: in the Cabin, once all its dogs are dead, roll 6 minus one per page in play.

Map: drag or W/A/S/D to pan, wheel or +/− to zoom, F to see it all; 1, 2, … press the prompt's buttons. Hover a square for what lies there and the way to it; click a square farther within your move to walk there, step by step: the walk stops by itself at a dog to fight or a counter taken. Hover a line of the log to light what it speaks of.

Keyboard: Tab or the arrows move a ring over the choices (places, squares, dogs, cards, buttons) and the map follows it; Enter or Space chooses.`,
	`Zombies!!! 4: The End. Sii il primo a lanciare l'incantesimo nella Baita, o a fare 25 uccisioni.

Dove questo tavolo si discosta dalla scatola:
• La Baita è tra le ultime 6 carte mappa, non in un punto qualsiasi: il bosco cresce prima, la partita dura di più.
• Le Carte Evento si giocano in momenti fissi, non "in ogni momento": le tue mentre ti muovi e nei tuoi combattimenti; quelle degli altri una volta per turno, in ordine, subito dopo il tiro di movimento.
• L'alba: dopo 40 round vince chi ha più uccisioni.
• Le carte mappa e le 50 Carte Evento sono nostre (il regolamento non ne dà piante né testi); i cani della prima carta cadono a caso, quelli di una carta con nome su quadrati fissi del suo edificio.
• Una carta mappa si posa solo dove una strada porta dalla mappa su di essa.

• Ogni turno: pesca una carta mappa e posala accanto alla mappa (posti illuminati; Q/E per ruotarla), combatti i cani sul tuo quadrato, pesca fino a 3 Carte Evento, tira per muoverti, muoviti, tira e muovi altrettanti cani zombi, scarta una Carta Evento.
• Combattimento: un cane muore con 5–6. Ogni munizione spesa alza il tiro di uno. Un combattimento perso costa mezza vita; non puoi lasciare un combattimento senza una Carta Evento.
• Senza vita la pedina lascia la mappa e torna sul Ponte al turno dopo, con metà delle uccisioni (per eccesso: di 7 ne restano 4), senza carte in gioco e con 3 munizioni.
• Muoviti in orizzontale o verticale fino al tiro; fermati e combatti ogni cane che incontri; prendi i segnalini vita e munizione sui quadrati senza cani. Negli edifici si entra solo dalle porte; mai nell'acqua.
• I cani si muovono fino a due quadrati, una volta per turno, al massimo due per quadrato.
• Eventi: al massimo un evento o una pagina per round. Le pagine si giocano davanti a te nel tuo turno; ognuna abbassa il tiro dell'incantesimo.
• L'incantesimo: nella Baita, uccisi tutti i cani, tira 6 meno uno per pagina in gioco.

Mappa: trascina o W/A/S/D per spostarla, rotellina o +/− per lo zoom, F per vederla tutta; 1, 2, … premono i pulsanti accanto alla richiesta. Passa su un quadrato per sapere cosa c'è e la strada per arrivarci; clicca un quadrato più lontano entro il tuo movimento per andarci passo passo: il cammino si ferma da solo davanti a un cane da combattere o a un segnalino preso. Passa su una riga del registro per illuminare ciò di cui parla.

Tastiera: Tab o le frecce spostano un anello sulle scelte (posti, quadrati, cani, carte, pulsanti) e la mappa lo segue; Invio o Spazio scelgono.`,
}
