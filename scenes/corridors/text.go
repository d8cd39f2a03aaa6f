package corridors

import (
	"fmt"
	"strconv"

	"zombietable/game"
	"zombietable/game/offthedead"
	"zombietable/scenes"
)

// words are the table's texts, English then Italian.
var words = map[string][2]string{
	"you":           {"you", "tu"},
	"horde":         {"Horde", "Orda"},
	"rubble":        {"Rubble", "Macerie"},
	"graveyard":     {"Graveyard", "Cimitero"},
	"zone1":         {"zone 1", "zona 1"},
	"zone2":         {"zone 2", "zona 2"},
	"melee":         {"melee", "corpo a corpo"},
	"empty_side":    {"nobody sits here", "qui non siede nessuno"},
	"dead":          {"zombified", "zombie"},
	"hands":         {"Bare hands", "A mani nude"},
	"quotes":        {"Quotes", "Citazioni"},
	"quotes_open":   {"Quotes (%d)", "Citazioni (%d)"},
	"cancel":        {"Cancel", "Annulla"},
	"turned":        {"Turned", "Girate"},
	"die":           {"Die", "Dado"},
	"count":         {"%d/%d", "%d/%d"},
	"won":           {"Every zombie is destroyed: the survivors win!", "Tutti gli zombie sono distrutti: i sopravvissuti vincono!"},
	"lost":          {"Every survivor is a zombie: the horde wins.", "Tutti i sopravvissuti sono zombie: vince l'orda."},
	"wait":          {"%s decides: %s", "%s decide: %s"},
	"p_action1":     {"First action: %s", "Prima azione: %s"},
	"p_action2":     {"Second action: %s", "Seconda azione: %s"},
	"p_do_search":   {"click two rubble piles", "clicca due mazzi di macerie"},
	"p_do_attack":   {"click a zombie to attack", "clicca uno zombie da attaccare"},
	"p_do_throw":    {"drag an item to a neighbour", "trascina un oggetto a un vicino"},
	"p_do_else":     {"no action can be made: use an item or your ability, or end the phase", "nessuna azione è possibile: usa un oggetto o la tua abilità, o chiudi la fase"},
	"p_panic":       {"«Mummy!…»: no more actions this turn. Items, your ability and quotes are no actions: use them, or end the phase", "«Mamma!…»: niente più azioni in questo turno. Oggetti, abilità e citazioni non sono azioni: usali, o chiudi la fase"},
	"p_or2":         {"%s or %s", "%s o %s"},
	"p_or3":         {"%s, %s, or %s", "%s, %s o %s"},
	"p_lead":        {"A zombie turns to a neighbour of your choice: click the survivor whose corridor it enters", "Uno zombie si gira verso un vicino a tua scelta: clicca il sopravvissuto nel cui corridoio entra"},
	"p_junk":        {"«Che roba!»: click the item to throw away", "«Che roba!»: clicca l'oggetto da buttare"},
	"p_second":      {"Click the pile of the second card to turn (the same pile is allowed)", "Clicca il mazzo della seconda carta da girare (anche lo stesso)"},
	"p_place":       {"Put the %s back: click a rubble pile", "Carta da rimettere: %s — clicca un mazzo di macerie"},
	"p_bites":       {"The zombies in %s's melee zone are about to bite", "Gli zombie nella zona corpo a corpo di %s stanno per mordere"},
	"p_moves":       {"The zombies of %s's corridor are about to move", "Gli zombie del corridoio di %s stanno per avanzare"},
	"p_infection":   {"%s's infection is about to rise", "L'infezione di %s sta per salire"},
	"p_roll_open":   {"The die shows %d", "Il dado dice %d"},
	"side_left":     {"← neighbour", "← vicino"},
	"side_right":    {"neighbour →", "vicino →"},
	"side_across":   {"across: no throws", "di fronte: niente lanci"},
	"side_across3":  {"↑ neighbour", "↑ vicino"},
	"t_neighbours3": {"\nNeighbours: %s and %s — with three players everybody is a neighbour.", "\nVicini: %s e %s — in tre giocatori sono tutti vicini."},
	"t_runby":       {"\nPlayed by %s.", "\nGiocato da %s."},
	"p_win_list":    {": %s, or pass", ": %s, o passa"},
	"p_win_pass":    {": pass", ": passa"},
	"w_toy":         {"send a zombie back with the toy", "rimanda indietro uno zombie col giocattolo"},
	"w_jerrycan":    {"burn the melee zone with the jerrycan", "brucia la zona corpo a corpo con la tanica"},
	"w_barricade":   {"hold them with the barricade", "fermali con la barricata"},
	"w_adrenaline":  {"take the adrenaline", "prendi l'adrenalina"},
	"w_ability":     {"use your ability", "usa la tua abilità"},
	"w_quote1":      {"say «%s»", "cita «%s»"},
	"w_quotes":      {"pay a quote", "paga una citazione"},
	"p_win_ab":      {": use your ability, or pass", ": usa la tua abilità, o passa"},
	"p_all3":        {"«%s»: click up to 3 zombies of your corridor, one a zone (%d chosen), then Strike", "«%s»: clicca fino a 3 zombie del tuo corridoio, uno per zona (%d scelti), poi Colpisci"},
	"p_all3_bites":  {"«%s» before the bites: click one in melee and up to 2 more, one a zone (%d chosen)", "«%s» prima dei morsi: clicca uno in corpo a corpo e fino ad altri 2, uno per zona (%d scelti)"},
	"strike":        {"Strike %d", "Colpisci %d"},
	"t_strike":      {"Attack the chosen zombies bare-handed, one roll each", "Attacca a mani nude gli zombie scelti, un tiro di dado ciascuno"},
	"r_notyours":    {"Only the zombies of your own corridor can be attacked", "Si attaccano solo gli zombie del proprio corridoio"},
	"p_pick":        {"%s — now click where it goes", "%s — ora clicca dove va"},
	"p_via":         {"%s — click who gets it", "%s — clicca chi lo riceve"},
	"p_viapile":     {"%s for %s — click a rubble pile", "%s per %s — clicca un mazzo di macerie"},
	"b_pass":        {"Pass", "Passa"},
	"b_end":         {"End the phase", "Chiudi la fase"},
	"b_end_tip":     {"End this action phase with no action", "Chiudi questa fase d'azione senza azione"},
	"b_ability":     {"%s (%s)", "%s (%s)"},
	"t_zombie":      {"Zombie of strength %d", "Zombie di forza %d"},
	"t_zombie_dn":   {"A face-down zombie: its strength shows when it is revealed (by an attack, or on reaching the melee zone)", "Uno zombie coperto: la forza si vede quando è rivelato (da un attacco, o arrivando nella zona corpo a corpo)"},
	"t_twice":       {"\nIt must be destroyed twice (\"Sure, you'll die anyway!\")", "\nVa distrutto due volte («Ma sì, che tanto morirai!»)"},
	"t_symbols":     {"\nSymbols: %s", "\nSimboli: %s"},
	"t_inzone":      {"\nIn %s of %s's corridor.", "\nIn %s del corridoio di %s."},
	"t_attack":      {"\nClick: attack with %s — d6 + %d ≥ %d, %d in 6", "\nClic: attacca con %s — d6 + %d ≥ %d, %d su 6"},
	"t_attack_dn":   {"\nClick: attack with %s — d6 + %d against an unknown strength", "\nClic: attacca con %s — d6 + %d contro una forza ignota"},
	"t_reach":       {"\nOut of reach for %s: it hits the melee zone only", "\nFuori portata per %s: colpisce solo la zona corpo a corpo"},
	"t_reach_hands": {"\nOut of reach of %s's bare hands: they hit the melee zone only", "\nFuori portata per %s a mani nude: si colpisce solo la zona corpo a corpo"},
	"t_notyours":    {"\nOnly the zombies of your own corridor can be attacked, in your turn", "\nSi attaccano solo gli zombie del proprio corridoio, nel proprio turno"},
	"t_corridor":    {"%s's corridor: %d of %d zombies (at most %d). Zombies enter zone 1 from the horde, move one zone in each of this survivor's turns, and bite from the melee zone.", "Corridoio di %s: %d zombie su %d (al massimo %d). Gli zombie entrano in zona 1 dall'orda, avanzano di una zona a ogni turno di questo sopravvissuto e mordono dalla zona corpo a corpo."},
	"t_zone":        {"\nDrop the jerrycan here: set %s on fire (every zombie there attacked, +1 each)", "\nLascia qui la tanica: dai fuoco a %s (ogni zombie attaccato, +1 ciascuno)"},
	"t_pile":        {"Rubble pile %d: %d cards", "Mazzo di macerie %d: %d carte"},
	"t_pile_known":  {"\nSeen by everybody (top first): %s", "\nVisto da tutti (dall'alto): %s"},
	"t_search":      {"\nClick: turn its top card (a search turns two: a pair keeps one)", "\nClic: gira la carta in cima (una ricerca ne gira due: una coppia ne tiene una)"},
	"t_second":      {"\nClick: turn its top card as the second", "\nClic: gira la carta in cima come seconda"},
	"t_place":       {"\nClick: put the turned card back here", "\nClic: rimetti qui la carta girata"},
	"t_nosearch":    {"\nSearching needs two cards left in the rubble", "\nPer cercare servono due carte nelle macerie"},
	"t_horde":       {"The horde: %d zombie cards, face down. The top card's arrow points at the corridor it enters in the zombie phase.", "L'orda: %d carte zombie coperte. La freccia della carta in cima indica il corridoio in cui entra nella fase degli zombie."},
	"t_horde_dir":   {"\nIt points at %s.", "\nIndica %s."},
	"t_horde_none3": {"\nIt points where nobody sits: in the zombie phase the survivor in turn chooses which other survivor's corridor it enters.", "\nIndica un posto vuoto: nella fase degli zombie il sopravvissuto di turno sceglie in quale corridoio degli altri entra."},
	"t_horde_none2": {"\nIt points where no survivor sits: in the zombie phase it turns a quarter clockwise, and enters at once only an empty corridor.", "\nIndica dove non siede nessun sopravvissuto: nella fase degli zombie gira di 90° in senso orario, ed entra subito solo in un corridoio vuoto."},
	"t_horde_away1": {"\nIt points away from %s: in the zombie phase it counts as pointing at them and enters their corridor (the next cards pointing at them or away follow it, up to 3).", "\nIndica il lato opposto a %s: nella fase degli zombie conta come rivolta verso il sopravvissuto ed entra nel suo corridoio (le carte seguenti rivolte verso il sopravvissuto o al lato opposto la seguono, fino a 3)."},
	"t_horde_side1": {"\nIt points to %s's side: in the zombie phase it turns towards them and enters next turn.", "\nIndica un lato di %s: nella fase degli zombie si gira verso il sopravvissuto ed entra al turno successivo."},
	"t_horde_one2":  {"\nNo living survivor sits where it points: in the zombie phase it turns towards %s, and enters at once only an empty corridor.", "\nDove indica non siede nessun sopravvissuto vivo: nella fase degli zombie si gira verso %s, ed entra subito solo in un corridoio vuoto."},
	"t_horde_dead":  {"\nIt points at %s, zombified: in the zombie phase it enters the corridor of a living neighbour of the survivor in turn, of their choice.", "\nIndica %s, zombificato: nella fase degli zombie entra nel corridoio di un vicino vivo del sopravvissuto di turno, a sua scelta."},
	"t_arrow":       {"Click: turn the horde's top card towards %s", "Clic: gira la carta in cima all'orda verso %s"},
	"t_survivor":    {"%s (%s) — strength %d, reach: %s, symbol: %s", "%s (%s) — forza %d, portata: %s, simbolo: %s"},
	"t_reach_m":     {"the melee zone", "la zona corpo a corpo"},
	"t_reach_c":     {"the whole corridor", "tutto il corridoio"},
	"t_infection":   {"\nInfection: level %d of %d (the last one kills)", "\nInfezione: livello %d su %d (l'ultimo uccide)"},
	"t_healthy":     {"\nNot infected (a bite puts the token on level 1; level %d kills)", "\nNessuna infezione (un morso mette il gettone al livello 1; il livello %d uccide)"},
	"t_dead":        {"\nZombified: the card was shuffled under the horde with the corridor's zombies. Neighbours stay neighbours in death.", "\nZombificato: la carta è finita sotto l'orda con gli zombie del corridoio. I vicini restano vicini anche da morti."},
	"t_neighbours":  {"\nNeighbours: %s (left) and %s (right); items are thrown to them, never across.", "\nVicini: %s (sinistra) e %s (destra); gli oggetti si lanciano a loro, mai di fronte."},
	"u_use":         {"drop it on yourself to use it", "lascialo su di te per usarlo"},
	"u_throw":       {"throw it to %s", "lancialo a %s"},
	"u_ability":     {"use it on %s", "usala su %s"},
	"u_attack":      {"attack a zombie of your corridor", "attacca uno zombie del tuo corridoio"},
	"u_send":        {"send a zombie of your melee zone back under the horde", "rimanda sotto l'orda uno zombie della tua zona corpo a corpo"},
	"u_zone":        {"set %s on fire", "dai fuoco a %s"},
	"u_reload":      {"reload %s", "ricarica %s"},
	"u_pile":        {"take the top card of a rubble pile", "prendi la carta in cima a un mazzo di macerie"},
	"u_arrow":       {"turn the horde's top card", "gira la carta in cima all'orda"},
	"t_item":        {"%s — %s", "%s — %s"},
	"t_ammo":        {"\nAmmunition: %d of %d (the card turns a quarter per shot)", "\nMunizioni: %d su %d (la carta gira di un quarto a colpo)"},
	"t_empty":       {"\nEmpty: reload it (a magazine for bullets, a jerrycan for petrol)", "\nScarica: ricaricala (un caricatore per le pallottole, una tanica per la benzina)"},
	"t_pickup":      {"\nClick or drag it: %s", "\nClicca o trascinalo: %s"},
	"t_notnow":      {"\nNot now: items are used in your own turn, on your own corridor", "\nNon ora: gli oggetti si usano nel proprio turno, sul proprio corridoio"},
	"t_hands":       {"Bare hands: d6 + your strength %d; the melee zone only", "A mani nude: d6 + la tua forza %d; solo la zona corpo a corpo"},
	"t_hands_c":     {"Bare hands: d6 + your strength %d; reach: the whole corridor", "A mani nude: d6 + la tua forza %d; portata: tutto il corridoio"},
	"t_ability":     {"%s — %s\nOnce a game, on yourself or a neighbour.", "%s — %s\nUna volta a partita, su te stesso o un vicino."},
	"t_ab_used":     {"\nAlready used.", "\nGià usata."},
	"t_quote":       {"%s — costs %d identical symbols (%s)\n%s", "%s — costa %d simboli uguali (%s)\n%s"},
	"t_die":         {"The d6: %d", "Il d6: %d"},
	"t_die_none":    {"The d6: not rolled yet", "Il d6: non ancora tirato"},
	"t_grave":       {"Graveyard: ", "Cimitero: "},
	"t_grave_noz":   {"no zombies", "nessuno zombie"},
	"t_grave_z":     {"zombies of strength %s", "zombie di forza %s"},
	"t_grave_r":     {"; items: %s", "; oggetti: %s"},
	"t_memory":      {"\nThe memory game: the cards put back lie face down, remember them (the memory aid is an option of a new game)", "\nIl gioco delle coppie: le carte rimesse sono coperte, ricordale (l'aiuto memoria è un'opzione della nuova partita)"},
	"t_trophies":    {"Trophies: %d cards — %d skull, %d hand, %d biohazard", "Trofei: %d carte — %d teschio, %d mano, %d biohazard"},
	"t_quotes":      {"Open the quotes: pay identical symbols of your trophies", "Apri le citazioni: paga simboli uguali dei tuoi trofei"},
	"t_event":       {"Event: %s — %s", "Evento: %s — %s"},
	"t_turned":      {"Turned by the search: %s", "Girata dalla ricerca: %s"},
	"none":          {"none", "nessuno"},
	"nobody":        {"nobody", "nessuno"},
	"skull":         {"skull", "teschio"},
	"hand":          {"hand", "mano"},
	"biohazard":     {"biohazard", "biohazard"},
	"step_action1":  {"first action", "prima azione"},
	"step_action2":  {"second action", "seconda azione"},
	"step_window":   {"an ability window", "una finestra per le abilità"},
	"turn":          {"Turn %d", "Turno %d"},
	"c_title":       {"Choose the team", "Scegliete la squadra"},
	"c_team":        {"Chosen: %s", "Scelti: %s"},
	"c_none":        {"no survivor yet", "senza sopravvissuto"},
	"c_stats":       {"Strength %d, reach: %s", "Forza %d, portata: %s"},
	"c_tip":         {"%s — %s: %s\n%s, symbol: %s", "%s — %s: %s\n%s, simbolo: %s"},
	"c_click":       {"\nClick: choose %s", "\nClic: scegli %s"},
	"p_choose":      {"%s, choose your survivor: click a card", "%s, scegli il tuo sopravvissuto: clicca una carta"},
	"p_choose_n":    {"%s, choose survivor %d of %d: click a card", "%s, scegli il sopravvissuto %d di %d: clicca una carta"},
	"step_choose":   {"choosing a survivor", "la scelta del sopravvissuto"},
}

// li is the index of a language in words.
func li(l scenes.Lang) int {
	if l == scenes.Italian {
		return 1
	}
	return 0
}

// T returns the table's text for key in l.
func T(l scenes.Lang, key string) string {
	w, ok := words[key]
	if !ok {
		return key
	}
	return w[li(l)]
}

func tf(l scenes.Lang, key string, args ...any) string { return fmt.Sprintf(T(l, key), args...) }

func num(n int) string { return strconv.Itoa(n) }

// catalog is the game's data, loaded once.
var catalog = func() *offthedead.Catalog {
	c, err := offthedead.Load()
	if err != nil {
		return &offthedead.Catalog{}
	}
	return c
}()

func itemMeta(id string) *offthedead.Item {
	for i := range catalog.Items {
		if catalog.Items[i].ID == id {
			return &catalog.Items[i]
		}
	}
	return nil
}

func survivorMeta(id string) *offthedead.Survivor {
	for i := range catalog.Survivors {
		if catalog.Survivors[i].ID == id {
			return &catalog.Survivors[i]
		}
	}
	return nil
}

func itemName(l scenes.Lang, id string) string {
	m := itemMeta(id)
	if m == nil {
		return id
	}
	if l == scenes.Italian {
		return m.NameIT
	}
	return m.Name
}

func itemText(l scenes.Lang, id string) string {
	m := itemMeta(id)
	if m == nil {
		return ""
	}
	if l == scenes.Italian {
		return m.TextIT
	}
	return m.Text
}

func survivorName(l scenes.Lang, id string) string {
	m := survivorMeta(id)
	if m == nil {
		return id
	}
	if l == scenes.Italian {
		return m.NameIT
	}
	return m.Name
}

func abilityName(l scenes.Lang, id string) string {
	m := survivorMeta(id)
	if m == nil {
		return ""
	}
	if l == scenes.Italian {
		return m.AbilityNameIT
	}
	return m.AbilityName
}

func abilityText(l scenes.Lang, id string) string {
	m := survivorMeta(id)
	if m == nil {
		return ""
	}
	if l == scenes.Italian {
		return m.AbilityTextIT
	}
	return m.AbilityText
}

func quoteMeta(q int) *offthedead.Quote {
	if q < 0 || q >= len(catalog.Quotes) {
		return nil
	}
	return &catalog.Quotes[q]
}

func quoteName(l scenes.Lang, q int) string {
	m := quoteMeta(q)
	if m == nil {
		return ""
	}
	if l == scenes.Italian {
		return m.NameIT
	}
	return m.Name
}

func quoteText(l scenes.Lang, q int) string {
	m := quoteMeta(q)
	if m == nil {
		return ""
	}
	if l == scenes.Italian {
		return m.TextIT
	}
	return m.Text
}

func eventMeta(id string) *offthedead.Event {
	for i := range catalog.Events {
		if catalog.Events[i].ID == id {
			return &catalog.Events[i]
		}
	}
	return nil
}

// symbolIndex is the engine's number of a symbol name.
func symbolIndex(s string) int {
	switch s {
	case "skull":
		return 0
	case "hand":
		return 1
	case "biohazard":
		return 2
	}
	return -1
}

var symbolNames = [3]string{"skull", "hand", "biohazard"}

// symbolIcon is the icon of a symbol.
func symbolIcon(i int) string {
	switch i {
	case 0:
		return "death-skull"
	case 1:
		return "evil-hand"
	}
	return "biohazard"
}

// itemIcon is the icon of an item.
func itemIcon(id string) string {
	switch id {
	case "adrenaline":
		return "medical-pack"
	case "barricade":
		return "barricade"
	case "magazine":
		return "bullets"
	case "colt":
		return "revolver"
	case "axe":
		return "fire-axe"
	case "jerrycan":
		return "gas-pump"
	case "toy":
		return "robot-golem"
	case "mp5":
		return "winchester-rifle"
	case "chainsaw":
		return "chainsaw"
	case "wave":
		return "raise-zombie"
	case "goggles":
		return "eyeball"
	}
	return "backpack"
}

// buttonLabel names the button of an action no piece stands for.
func buttonLabel(l scenes.Lang, x game.Action, v *offthedead.View) string {
	op, _, b := offthedead.DecodeAction(x)
	switch op {
	case offthedead.OpPass:
		return T(l, "b_pass")
	case offthedead.OpEnd:
		return T(l, "b_end")
	case offthedead.OpAbility:
		if v != nil && v.ToAct >= 0 && v.ToAct < len(v.Players) {
			target := "—"
			if b >= 0 && b < len(v.Players) {
				target = survivorName(l, v.Players[b].Survivor)
			}
			return tf(l, "b_ability", abilityName(l, v.Players[v.ToAct].Survivor), target)
		}
	}
	return ""
}

// rulesText is the rules summary of the rules panel.
func rulesText(l scenes.Lang) string {
	if l == scenes.Italian {
		return rulesIT
	}
	return rulesEN
}

const rulesEN = `Off the Dead: the survivors sit back to back around the horde; each faces a corridor of three zones. Zombies come out of the horde in the middle, enter zone 1 of the corridor the top card's arrow names, step one zone in each turn of that corridor's survivor and bite from the melee zone. A corridor holds at most 6 zombies.

Where this table departs from the box:
• Three players: a zombie pointing at the empty side is turned to the corridor of a survivor the active player chooses. The page says it «non può essere girato a scelta»: we read the «non» as a slip, since a card that could not be turned would stop the horde for good.
• Two players: a zombie pointing where no survivor sits turns 90° clockwise, as the page says, so from either empty side it comes to the same survivor, who makes 58.8% of the team's kills (normal bots, 1,500 games). The four-survivor variant has no empty side.
• The survivors, their abilities, the weapons, the equipment and the infection track are ours (the rulebook leaves them out), tuned so that a careful team, remembering the rubble, wins about half its four-player games; the hard bots win nearly all.

The team: dealt at random, or chosen in turn before the game (an option of a new game); two players show different symbols, an advanced team of 3 or 4 all three. With three players, each may start with a Colt Anaconda (another option).

Your turn: a first action, the zombies (bites, moves, a card from the horde), a second action, the infection.

• Search: click two rubble piles (or one twice). A pair keeps one card; different cards go back face down, on piles you click: remember where, as in the box's memory game (the memory aid, an option of a new game, shows them on their piles).
• A surprise zombie wave turned in the rubble brings out half a die of zombies, rounded up, by their arrows; with 1 or 2 players, 1 zombie on 1–3 and 2 on 4–6.
• Attack: pick a weapon (or your bare hands) and click a zombie of your corridor in reach. d6 + your strength + the weapon's power ≥ the zombie's strength destroys it. Ammunition turns the card a quarter per shot.
• Throw: drag an item onto the survivor on your left or right, never across (with three players, everybody is a neighbour).
• Equipment is used outside the actions, in your turn: drag it onto yourself (adrenaline, barricade, goggles), onto a weapon (magazine, jerrycan), onto a zone (jerrycan) or a zombie (toy).
• Each survivor's special ability works once a game, on yourself or a neighbour; when it could change what happens next, a window opens: use it or pass.
• Bites raise the infection; at the end of each of their turns an infected survivor's infection rises one level. The last level makes a zombie of them.
• The team wins when every zombie is destroyed, however many survive; it loses when every survivor is a zombie.

Advanced rules: a revealed zombie with your symbol sets off an event (d6); destroyed zombies are trophies, and identical symbols pay for quotes (the Quotes button).`

const rulesIT = `Off the Dead: i sopravvissuti stanno schiena contro schiena attorno all'orda; ognuno guarda un corridoio di tre zone. Gli zombie escono dall'orda al centro, entrano nella zona 1 del corridoio indicato dalla freccia della carta in cima, avanzano di una zona a ogni turno del sopravvissuto di quel corridoio e mordono dalla zona corpo a corpo. Un corridoio tiene al massimo 6 zombie.

Dove questo tavolo si discosta dalla scatola:
• In tre giocatori, uno zombie che punta verso il lato vuoto è girato verso il corridoio di un sopravvissuto scelto dal giocatore di turno. La pagina dice che «non può essere girato a scelta»: leggiamo il «non» come una svista, perché una carta che non si potesse girare fermerebbe l'orda per sempre.
• In due giocatori, uno zombie che punta dove non c'è nessun sopravvissuto gira di 90 gradi in senso orario, come dice la pagina: da tutti e due i lati vuoti arriva così allo stesso sopravvissuto, che fa il 58,8% delle uccisioni della squadra (bot normali, 1.500 partite). La variante a quattro sopravvissuti non ha lati vuoti.
• I sopravvissuti, le loro abilità, le armi, l'equipaggiamento e la scala dell'infezione sono nostri (il regolamento non li dà), regolati perché una squadra attenta, che ricorda le macerie, vinca circa metà delle partite in quattro; i bot difficili le vincono quasi tutte.

La squadra: distribuita a caso, o scelta a turno prima della partita (un'opzione della nuova partita); in due i simboli sono diversi, una squadra avanzata di 3 o 4 li ha tutti e tre. In tre giocatori ognuno può partire con una «Colt Anaconda» (un'altra opzione).

Il tuo turno: prima azione, gli zombie (morsi, movimento, una carta dall'orda), seconda azione, l'infezione.

• Cercare: clicca due mazzi di macerie (o lo stesso due volte). Una coppia tiene una carta; carte diverse tornano coperte sui mazzi che clicchi: ricorda dove, come nel gioco delle coppie della scatola (l'aiuto memoria, un'opzione della nuova partita, le mostra sui mazzi).
• Un'ondata di zombie a sorpresa girata tra le macerie fa uscire metà di un dado di zombie, arrotondata per eccesso, secondo le loro frecce; in 1 o 2 giocatori, 1 zombie con 1–3 e 2 con 4–6.
• Attaccare: scegli un'arma (o le mani nude) e clicca uno zombie del tuo corridoio a portata. d6 + la tua forza + la potenza dell'arma ≥ la forza dello zombie lo distrugge. Le munizioni girano la carta di un quarto a colpo.
• Lanciare: trascina un oggetto sul sopravvissuto alla tua destra o sinistra, mai di fronte (in tre giocatori sono tutti vicini).
• L'equipaggiamento si usa fuori dalle azioni, nel tuo turno: trascinalo su di te (adrenalina, barricata, visore), su un'arma (caricatore, tanica), su una zona (tanica) o su uno zombie (giocattolo).
• L'abilità speciale di ogni sopravvissuto vale una volta a partita, su te stesso o un vicino; quando può cambiare ciò che sta per accadere si apre una finestra: usala o passa.
• I morsi alzano l'infezione; alla fine di ogni suo turno l'infezione di chi è infetto sale di un livello. L'ultimo livello lo rende uno zombie.
• La squadra vince quando tutti gli zombie sono distrutti, quanti siano i sopravvissuti rimasti; perde quando tutti i sopravvissuti sono zombie.

Regole avanzate: uno zombie rivelato con il tuo simbolo fa scattare un evento (d6); gli zombie distrutti sono trofei, e simboli uguali pagano le citazioni (il pulsante Citazioni).`
