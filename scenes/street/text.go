package street

import (
	"fmt"

	"zombietable/scenes"
)

// words are the table's own strings, English and Italian.
var words = map[string][2]string{
	"you":        {"you", "tu"},
	"round":      {"Round %d of 3", "Round %d di 3"},
	"round_n":    {"R%d", "R%d"},
	"street":     {"Street deck", "Mazzo Strada"},
	"shop":       {"Shop", "Negozio"},
	"shop_open":  {"The shop is open: the fewest zombies buy first", "Il Negozio è aperto: compra per primo chi ha meno zombie"},
	"shop_next":  {"The shop opens after street card %d", "Il Negozio apre dopo la carta Strada %d"},
	"shop_deck":  {"%d in the shop deck", "%d nel mazzo Negozio"},
	"perm":       {"always", "sempre"},
	"keep":       {"kept", "si tiene"},
	"sold":       {"sold", "venduta"},
	"plus1":      {"+1", "+1"},
	"reserve":    {"Reserve", "Riserva"},
	"event":      {"Event", "Evento"},
	"your_bonus": {"Your secret bonus card", "La tua carta Bonus Segreto"},
	"your_birds": {"Your zombird cards", "Le tue carte Zombuccello"},
	"no_bonus":   {"No bonus card between rounds", "Nessuna carta Bonus tra un round e l'altro"},
	"face_down":  {"face down", "coperta"},
	"public":     {"Face down while others look at the screen", "Coperta finché altri guardano lo schermo"},
	"bonus_pub":  {"Your bonus card (hidden)", "La tua carta Bonus (coperta)"},
	"birds_pub":  {"Your zombird cards (hidden)", "Le tue carte Zombuccello (coperte)"},
	"voting":     {"Secret vote — %s", "Voto segreto — %s"},
	"vote_need":  {"Each team needs %d zombies, or each member loses %d", "Ogni squadra deve avere %d zombie, o ogni membro ne perde %d"},
	"vote_you":   {"Choose your team. No one else sees it until all have voted.", "Scegli la tua squadra. Nessun altro la vede finché tutti non hanno votato."},
	"vote_wait":  {"%s is voting in secret", "%s vota in segreto"},
	"voted":      {"voted", "ha votato"},
	"not_voted":  {"to vote", "deve votare"},
	"your_vote":  {"your vote", "il tuo voto"},
	"reveal":     {"The votes — %s", "I voti — %s"},
	"team_ok":    {"%d / %d: pushed", "%d / %d: spinge"},
	"team_short": {"%d / %d: short, −%d each", "%d / %d: non basta, −%d a testa"},
	"team_none":  {"no one", "nessuno"},
	"take_coins": {"+%d coins", "+%d monete"},
	"take_zomb":  {"+1 zombie", "+1 zombie"},
	"take_civ":   {"+1 civilian", "+1 civile"},
	"or_bomb":    {"or click an opponent's horde to bomb it", "o clicca l'orda di un avversario per bombardarla"},
	"over":       {"Final hordes", "Orde finali"},
	"winner":     {"wins", "vince"},
	"colour_0":   {"Red", "Rosso"},
	"colour_1":   {"Green", "Verde"},
	"colour_2":   {"Blue", "Blu"},

	"b_keep":    {"Keep it hidden", "Tienila coperta"},
	"b_leave":   {"Leave the shop", "Esci dal Negozio"},
	"b_mega":    {"Bomb them", "Bombardali"},
	"b_mega0":   {"Bomb no one", "Non bombardare"},
	"b_event":   {"Event: %s", "Evento: %s"},
	"b_done":    {"Done", "Fatto"},
	"b_keepc":   {"Keep", "Tieni"},
	"b_use":     {"Use %s", "Usa %s"},
	"tip_keepc": {"Keep your cards for later and take the loss", "Tieni le carte per dopo e subisci la perdita"},
	"tip_keep":  {"Keep your secret bonus card face down: you may reveal it later, but it pays only right after its objective", "Tieni coperta la tua carta Bonus Segreto: potrai rivelarla più tardi, ma paga solo subito dopo l'obiettivo"},
	"tip_mega":  {"End the Mega Bomb's choice: every player marked is bombed", "Termina la scelta della Mega Bomba: ogni giocatore segnato viene bombardato"},
	"tip_done":  {"End your shop visit", "Termina la visita al Negozio"},

	"p_vote":     {"%s: choose your team in secret", "%s: scegli la tua squadra in segreto"},
	"p_cz":       {"Coin / Zombie: take %d coins or a zombie", "Moneta / Zombie: prendi %d monete o uno zombie"},
	"p_cb":       {"Civilian / Bomb: take a civilian or bomb an opponent", "Civile / Bomba: prendi un civile o bombarda un avversario"},
	"p_window":   {"Reveal your secret bonus card now? It pays only right after its objective", "Riveli ora la tua carta Bonus Segreto? Paga solo subito dopo l'obiettivo"},
	"p_shop":     {"Shop: %d coins, up to %d more cards — click a card to buy it", "Negozio: %d monete, ancora fino a %d carte — clicca una carta per comprarla"},
	"p_shop2":    {"Shop: you bought 2 cards — leave the shop when you are done", "Negozio: hai comprato 2 carte — esci dal Negozio quando hai finito"},
	"p_mega":     {"Mega Bomb: click the hordes to bomb, then Bomb them", "Mega Bomba: clicca le orde da bombardare, poi Bombardali"},
	"p_t_bomb":   {"Click the horde to bomb", "Clicca l'orda da bombardare"},
	"p_t_steal":  {"Click the horde to steal from", "Clicca l'orda a cui rubare"},
	"p_t_dragon": {"Click the player who holds the other Dragon", "Clicca il giocatore che ha l'altro Drago"},
	"p_t_swap":   {"Click whose bonus card to swap with yours", "Clicca con chi scambiare la tua carta Bonus"},
	"p_t_turn":   {"Click whose bonus card to turn", "Clicca di chi ruotare la carta Bonus"},
	"p_t_gift":   {"Click whom to give a zombie", "Clicca a chi donare uno zombie"},
	"p_choose":   {"Click a player", "Clicca un giocatore"},
	"p_wait":     {"Waiting for %s", "In attesa di %s"},
	"p_over":     {"Game over — %s", "Partita finita — %s"},
	"p_off_loss": {"You lose %s: use a kept card, or Keep", "Perdi %s: usa una carta tenuta, o Tieni"},
	"p_off_bomb": {"You are bombed and lose %s: use a kept card, or Keep", "Una bomba ti colpisce e perdi %s: usa una carta tenuta, o Tieni"},
	"p_off_push": {"Your team is %s short of the push: use a bird, or Keep", "Alla tua squadra mancano %s per la Spinta: usa un uccello, o Tieni"},
	"end_wins":   {"%s wins with the biggest horde", "vince %s con l'orda più grande"},
	"end_tie":    {"%s share the win", "vincono a pari merito %s"},

	"r_notyours": {"Not your decision now", "Ora non tocca a te decidere"},
	"r_dear":     {"Costs %d: you have %d coins", "Costa %d: hai %d monete"},
	"r_two":      {"At most 2 cards a visit", "Al massimo 2 carte per visita"},
	"r_noone":    {"No one for it to act on now", "Ora non avrebbe nessuno su cui agire"},
	"r_closed":   {"Cards are bought at the shop, mid-round", "Le carte si comprano al Negozio, a metà round"},
	"r_notnow":   {"Not a choice now: %s", "Ora non si può scegliere: %s"},
	"r_spent":    {"Already revealed: it cannot be used again", "Già rivelata: non si può usare di nuovo"},
	"r_bonus":    {"Reveal it in a window (after a push, a bomb, at the round's end) or at your shop visit", "Si rivela in una finestra (dopo una Spinta, una bomba, a fine round) o alla tua visita al Negozio"},
	"r_zombird":  {"Zombird cards are played at your shop visit, or offered when they can act (a loss, a bomb, a short push)", "Le carte Zombuccello si giocano alla tua visita al Negozio, o ti sono offerte quando possono agire (una perdita, una bomba, una Spinta che non basta)"},
	"r_dud":      {"It cannot act now: played here it is spent for nothing", "Ora non può agire: giocata qui va sprecata"},

	"t_seat":    {"%s — %d zombies, %d civilians, %d coins", "%s — %d zombie, %d civili, %d monete"},
	"t_bonus":   {"Secret bonus card: %s", "Carta Bonus Segreto: %s"},
	"t_birds":   {"Zombird cards: %d in hand", "Carte Zombuccello: %d in mano"},
	"t_ready":   {"Face up: %s", "Scoperte: %s"},
	"t_saves":   {"Kept saves: %d × Save 1, %d × Save 2", "Salvataggi tenuti: %d × Salva 1, %d × Salva 2"},
	"t_lastv":   {"Last push: %s team", "Ultima Spinta: squadra %s"},
	"t_deck":    {"%d street cards still face down", "%d carte Strada ancora coperte"},
	"t_space":   {"Street card %d of the round", "Carta Strada %d del round"},
	"t_plus":    {"+1 space: every horde gains a zombie here", "Casella +1: ogni orda prende uno zombie qui"},
	"t_shopsp":  {"The shop space: everyone gains %d coins (at most %d), then buys", "La casella Negozio: tutti prendono %d monete (al massimo %d), poi comprano"},
	"t_reserve": {"%d zombie dice in the reserve", "%d dadi zombie nella riserva"},
	"t_coins":   {"Take %d coins (at most %d)", "Prendi %d monete (al massimo %d)"},
	"t_zomb":    {"Take a zombie from the reserve", "Prendi uno zombie dalla riserva"},
	"t_civ":     {"Take a civilian: it turns into a zombie at the round's end, unless a bomb gets it", "Prendi un civile: diventa zombie a fine round, se una bomba non lo prende"},
	"t_past":    {"Round %d: %s", "Round %d: %s"},
	"t_cost":    {"cost %d", "costo %d"},
	"t_vote":    {"The %s team", "La squadra %s"},
}

func w(l scenes.Lang, key string) string { return words[key][li(l)] }

func wf(l scenes.Lang, key string, args ...any) string {
	return fmt.Sprintf(words[key][li(l)], args...)
}

// li is the index of a language in the [2]string pairs.
func li(l scenes.Lang) int {
	if l == scenes.Italian {
		return 1
	}
	return 0
}

// rulesText is the summary in the rules panel.
var rulesText = [2]string{
	`Lead the biggest horde of zombie dice to the end of the street. Three rounds of six street cards; everyone plays every card at once.

Where this table departs from the box:
• The amounts the box prints as icons (coins, jump limits, push thresholds, costs, rewards, the die's faces) are lost from the rulebook's text: they are ours.
• Coin / Zombie is chosen in secret and the choices are revealed together, as the votes are.
• A secret bonus card is revealed in a window, not at any moment: after a push's votes to the largest teams, to a bombed player before the bomb lands, to the bomber after it destroyed civilians, at the round's end to players with civilians, and at your shop visit. At one screen each person chooses once, at their first hand-off, to be asked at each window or to let the table reveal their card when it pays.
• Kept cards are offered at a loss, a bombing or a short push; with Zombird everyone holding zombird cards is offered them, so an offer tells nothing of a hand.
• Zombird: every "Subito" event pays every player a zombird card (the Gift's card is its pay); Peek shows each player's zombird cards to the player on their left.

• Round start: every horde grows and each player gets a secret bonus card.
• Jump: every horde is rolled at once; the zombie faces fall, up to the card's limit. Gold and Parachute Jumps pay a horde that rolls at least one zombie face.
• Push: everyone votes a colour in secret (click a vote token); teams form by colour; a team whose zombies fall short of the threshold loses zombies from each member. The votes are revealed together.
• Coin / Zombie, Civilian / Bomb: click the coins, the reserve, the civilians, or an opponent's horde to bomb it. A bomb destroys all civilians, or costs zombies without any.
• +1 spaces give every horde a zombie; at the shop space everyone gains coins and the fewest zombies buy first, at most 2 cards (click a card in the market row).
• Secret bonus cards pay only when revealed right after their objective: click your card in a window or at your shop visit.
• Round end: civilians turn into zombies. The biggest horde after three rounds wins.

Glowing pieces are the ones you may use now; hover anything for its rules.`,
	`Porta l'orda di dadi zombie più grande in fondo alla strada. Tre round di sei carte Strada; ogni carta la giocano tutti insieme.

Dove questo tavolo si discosta dalla scatola:
• Le quantità che la scatola stampa come icone (monete, limiti dei Salti, soglie delle Spinte, costi, ricompense, le facce del dado) mancano dal testo del regolamento: sono nostre.
• A Moneta / Zombie si sceglie in segreto e le scelte si rivelano insieme, come i voti.
• La carta Bonus Segreto si rivela in una finestra, non in qualsiasi momento: dopo i voti di una Spinta a chi è nelle squadre più numerose, a chi viene bombardato prima che la bomba cada, a chi bombarda dopo che ha distrutto dei civili, a fine round a chi ha civili, e alla tua visita al Negozio. A uno schermo condiviso ognuno sceglie una volta, al suo primo passaggio, se essere chiamato a ogni finestra o lasciare che il tavolo riveli la sua carta quando paga.
• Le carte tenute si offrono a una perdita, a un bombardamento o a una Spinta mancata; con Zombird si offrono a chiunque abbia carte Zombuccello, così un'offerta non dice nulla della mano.
• Zombird: ogni evento "Subito" paga a ogni giocatore una carta Zombuccello (la carta del Dono è il suo pagamento); Occhiata mostra le carte Zombuccello di ogni giocatore a quello alla sua sinistra.

• Inizio round: ogni orda cresce e ogni giocatore riceve una carta Bonus Segreto.
• Salto: tutte le orde si lanciano insieme; le facce zombie cadono, fino al limite della carta. Il Salto Oro e il Salto con il Paracadute pagano chi ottiene almeno una faccia zombie.
• Spinta: tutti votano un colore in segreto (clicca un gettone voto); le squadre si formano per colore; una squadra che non ha zombie a sufficienza perde zombie per ogni membro. I voti si rivelano insieme.
• Moneta / Zombie, Civile / Bomba: clicca le monete, la riserva, i civili, o l'orda di un avversario per bombardarla. Una bomba distrugge tutti i civili, o costa zombie a chi non ne ha.
• Le caselle +1 danno uno zombie a ogni orda; alla casella Negozio tutti prendono monete e chi ha meno zombie compra per primo, al massimo 2 carte (clicca una carta nella fila del mercato).
• Le carte Bonus Segreto pagano solo se rivelate subito dopo l'obiettivo: clicca la tua carta in una finestra o alla tua visita al Negozio.
• Fine round: i civili diventano zombie. Dopo tre round vince l'orda più grande.

I pezzi illuminati sono quelli che puoi usare ora; passa sopra qualunque cosa per le sue regole.`,
}
