package scenes

import (
	"fmt"
	"strings"

	"zombietable/game"
)

// Lang is a language of the interface.
type Lang int

// The languages of the interface.
const (
	English Lang = iota
	Italian
)

// Code returns the language's ISO code, "en" or "it".
func (l Lang) Code() string {
	if l == Italian {
		return "it"
	}
	return "en"
}

// Named is the text of key in language l with name put in its %s. Italian
// writes "ad" for "a" before a name beginning with a ("tocca ad Anna",
// "Passa ad Alberto"), as the engines' log lines do (game.Euphonic).
func (l Lang) Named(key, name string) string {
	return game.Euphonic(fmt.Sprintf(l.T(key), name), []string{name}, l.Code())
}

// SeatName is how seat i (from 0), named name, is called in language l: a
// name the app gave ("Player 2", "Giocatore 2") follows the language, a name
// someone typed stays as it is.
func (l Lang) SeatName(name string, i int) string {
	for _, k := range [...]Lang{English, Italian} {
		if k != l && name == fmt.Sprintf(k.T("player_n"), i+1) {
			return fmt.Sprintf(l.T("player_n"), i+1)
		}
	}
	return name
}

// ParseLang reads "en" or "it" (any case, with a region or not: "it_IT.UTF-8").
func ParseLang(s string) (Lang, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	switch {
	case s == "it" || strings.HasPrefix(s, "it_") || strings.HasPrefix(s, "it-") || strings.HasPrefix(s, "it."):
		return Italian, true
	case s == "en" || strings.HasPrefix(s, "en_") || strings.HasPrefix(s, "en-") || strings.HasPrefix(s, "en."):
		return English, true
	}
	return English, false
}

// LocaleLang picks the language from the POSIX locale variables in their order
// of precedence (LC_ALL, LC_MESSAGES, LANG; LANGUAGE's first entry before
// LANG), given a lookup such as os.LookupEnv. Anything but Italian is English.
func LocaleLang(lookup func(string) (string, bool)) Lang {
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG"} {
		v, ok := lookup(k)
		if !ok || v == "" {
			continue
		}
		if k == "LANGUAGE" {
			v, _, _ = strings.Cut(v, ":")
		}
		if v == "C" || v == "POSIX" {
			return English
		}
		l, _ := ParseLang(v)
		return l
	}
	return English
}

// T returns the interface string key in language l. A missing key shows as
// itself, so that it is noticed; the tests check that none is missing.
func (l Lang) T(key string) string {
	if s, ok := texts[key]; ok {
		return s[l]
	}
	return key
}

// TP is T for a text that names the pointer's gesture: key's "_touch"
// variant ("Tap …") when the last stroke came from a finger, key itself
// ("Click …") with a mouse.
func (a *App) TP(key string) string {
	if a.in.Touch {
		return a.T(key + "_touch")
	}
	return a.T(key)
}

// GameName returns the game's name in l.
func (l Lang) GameName(info *game.Info) string {
	if l == Italian && info.NameIT != "" {
		return info.NameIT
	}
	return info.Name
}

// GameDescription returns the game's one-line description in l.
func (l Lang) GameDescription(info *game.Info) string {
	if l == Italian && info.DescriptionIT != "" {
		return info.DescriptionIT
	}
	return info.Description
}

// OptionName returns an option's label in l.
func (l Lang) OptionName(o *game.Option) string {
	if l == Italian && o.NameIT != "" {
		return o.NameIT
	}
	return o.Name
}

// ChoiceName names value v of option o in l: its label when the game gives
// one, else v itself.
func (l Lang) ChoiceName(o *game.Option, v string) string {
	for i, c := range o.Choices {
		if c == v && i < len(o.Labels) && o.Labels[i][l] != "" {
			return o.Labels[i][l]
		}
	}
	return v
}

// OptionHelp returns an option's one-line help in l.
func (l Lang) OptionHelp(o *game.Option) string {
	if l == Italian && o.HelpIT != "" {
		return o.HelpIT
	}
	return o.Help
}

// texts holds every interface string, English then Italian.
var texts = map[string][2]string{
	"tagline":        {"Zombie board games at one table", "Giochi da tavolo di zombi a un solo tavolo"},
	"players_range":  {"%d–%d players", "%d–%d giocatori"},
	"players_one":    {"%d players", "%d giocatori"},
	"resume":         {"Resume", "Riprendi"},
	"resume_title":   {"Saved games", "Partite salvate"},
	"no_saves":       {"No saved games yet.", "Ancora nessuna partita salvata."},
	"save_corrupt":   {"Cannot be resumed", "Non si può riprendere"},
	"turn_n":         {"Turn %d", "Turno %d"},
	"to_move":        {"%s to move", "tocca a %s"},
	"game_ended":     {"game over", "partita finita"},
	"saves_shown":    {"%d–%d of %d", "%d–%d di %d"},
	"delete":         {"Delete", "Elimina"},
	"keep":           {"Keep", "Tieni"},
	"delete_help":    {"Delete this saved game", "Elimina questa partita salvata"},
	"delete_confirm": {"Delete this saved game? It cannot be undone.", "Eliminare questa partita salvata? Non si potrà annullare."},
	"deleted":        {"Saved game deleted.", "Partita salvata eliminata."},
	"settings":       {"Settings", "Impostazioni"},
	"quit":           {"Quit", "Esci"},
	"back":           {"Back", "Indietro"},
	"menu":           {"Menu", "Menu"},
	"new_game":       {"New game", "Nuova partita"},
	"seats":          {"Seats", "Posti"},
	"seat_human":     {"Human", "Umano"},
	"seat_bot":       {"Bot", "Bot"},
	"level_easy":     {"easy", "facile"},
	"level_normal":   {"normal", "normale"},
	"level_hard":     {"hard", "difficile"},
	"options":        {"Options", "Opzioni"},
	"seed":           {"Seed", "Seme"},
	"seed_help":      {"Same seed, same game: type one to replay a deal.", "Stesso seme, stessa partita: scrivine uno per rigiocare una mano."},
	"random_seed":    {"New seed", "Nuovo seme"},
	"start":          {"Start", "Inizia"},
	"add_seat":       {"Add seat", "Aggiungi posto"},
	"remove_seat":    {"Remove seat", "Togli posto"},
	"player_n":       {"Player %d", "Giocatore %d"},
	"language":       {"Language", "Lingua"},
	"lang_en":        {"English", "English"},
	"lang_it":        {"Italiano", "Italiano"},
	"window":         {"Window", "Finestra"},
	"fullscreen":     {"Full screen", "Schermo intero"},
	"anim_speed":     {"Animations", "Animazioni"},
	"speed_normal":   {"Normal", "Normali"},
	"speed_fast":     {"Fast", "Veloci"},
	"speed_instant":  {"Instant", "Istantanee"},
	"mute":           {"Mute", "Muto"},
	"unmute":         {"Sound on", "Audio attivo"},
	"volume":         {"Volume", "Volume"},
	"secrets_title":  {"%s, your secret cards", "%s, le tue carte segrete"},
	"secrets_question": {"In the middle of the others' moves your secret cards may pay. The screen can come to you at each such chance, or the table can play them for you, with no hand-off.",
		"Nel mezzo delle mosse degli altri le tue carte segrete possono pagare. Lo schermo può venire da te a ogni occasione, oppure il tavolo può giocarle per te, senza passarti lo schermo."},
	"secrets_fair": {"The others may tell which you chose, never what you hold: the screen comes to you, or not, whatever your cards. You can change it in the settings, on your own screen.",
		"Gli altri possono capire cosa hai scelto, mai cosa hai: lo schermo viene da te, o no, qualunque siano le tue carte. Puoi cambiarlo nelle impostazioni, sul tuo schermo."},
	"secrets_ask":   {"Ask me each time", "Chiedimi ogni volta"},
	"secrets_table": {"Play them for me", "Giocale tu per me"},
	"secrets_of":    {"%s's secrets", "Segreti di %s"},
	"secrets_help": {"Only your choice decides whether the screen comes to you at your secret cards' chances, never your cards: change it by what you hold and the others can tell.",
		"Solo la tua scelta decide se lo schermo passa a te alle occasioni delle tue carte segrete, mai le tue carte: se la cambi in base a ciò che hai in mano, gli altri lo capiscono."},
	"secrets_ask_help": {"The screen comes to you at every chance your secret cards have in the others' moves, whatever you hold.", "Lo schermo viene da te a ogni occasione delle tue carte segrete nelle mosse degli altri, qualunque cosa tu abbia."},
	"answers_of":       {"%s's answers", "Risposte di %s"},
	"answers_ask":      {"Ask me when I may play", "Chiedimi quando posso giocare"},
	"answers_pass":     {"Pass them all for me", "Passa sempre per me"},
	"answers_ask_help": {"The screen comes to you when another player's turn lets you answer, unless everyone can see that nothing could be played then.",
		"Lo schermo passa a te quando il turno di un altro ti permette di rispondere, a meno che tutti vedano che allora non si potrebbe giocare nulla."},
	"answers_pass_help": {"You never answer in another player's turn: the game passes for you, with no hand-off. You give up those cards' plays.",
		"Non rispondi mai nel turno di un altro: il gioco passa per te, senza passare lo schermo. Rinunci a giocare quelle carte."},
	"answers_help": {"Only your choice decides whether the screen comes to you in others' turns, never your cards: change it by what you hold and the others can tell.",
		"Solo la tua scelta decide se lo schermo passa a te nei turni degli altri, mai le tue carte: se la cambi in base a ciò che hai in mano, gli altri lo capiscono."},
	"turn_of":              {"%s to play", "Tocca a %s"},
	"your_turn":            {"Your turn, %s", "Tocca a te, %s"},
	"thinking":             {"%s is thinking…", "%s sta pensando…"},
	"bot_stuck":            {"%s cannot play", "%s non può giocare"},
	"undo":                 {"Undo", "Annulla"},
	"log":                  {"Log", "Diario"},
	"rules":                {"Rules", "Regole"},
	"no_rules":             {"The rules of this game are in its rulebook.", "Le regole di questo gioco sono nel suo regolamento."},
	"handoff":              {"Pass to %s", "Passa a %s"},
	"handoff_tap":          {"Click when ready", "Clicca quando ci sei"},
	"handoff_tap_touch":    {"Tap when ready", "Tocca quando ci sei"},
	"handoff_hidden":       {"The screen hides the table until %s is ready.", "Lo schermo copre il tavolo finché %s non lo scopre."},
	"handoff_answer":       {"%s may answer in %s's turn. The screen hides the table until then.", "%s può rispondere nel turno di %s. Fino ad allora lo schermo nasconde il tavolo."},
	"game_over":            {"Game over", "Partita finita"},
	"winner":               {"Wins", "Vince"},
	"loser":                {"Loses", "Perde"},
	"all_lost":             {"The zombies win. Nobody survives.", "Vincono gli zombi. Nessuno sopravvive."},
	"wins_one":             {"%s wins!", "%s vince!"},
	"wins_many":            {"%s share the win!", "%s si dividono la vittoria!"},
	"play_again":           {"Play again", "Gioca ancora"},
	"main_menu":            {"Main menu", "Menu principale"},
	"view_table":           {"See the table", "Guarda il tavolo"},
	"no_undo":              {"Nothing to undo since the last draw, reveal or roll.", "Niente da annullare dopo l'ultima pesca, rivelazione o tiro."},
	"wait_turn":            {"Waiting for %s", "In attesa di %s"},
	"page":                 {"Page %d of %d", "Pagina %d di %d"},
	"choose_action":        {"Choose what to do", "Scegli cosa fare"},
	"your_view":            {"What you see", "Quello che vedi"},
	"action_n":             {"%d actions", "%d azioni"},
	"save_failed":          {"Could not save: %s", "Salvataggio non riuscito: %s"},
	"no_games":             {"No games are installed.", "Nessun gioco installato."},
	"credits":              {"Icons by game-icons.net (CC BY 3.0) · Creepster by Font Diner (OFL)", "Icone di game-icons.net (CC BY 3.0) · Creepster di Font Diner (OFL)"},
	"moves":                {"%d moves", "%d mosse"},
	"seat_kind_help":       {"Click to switch between a person and a bot", "Clicca per scegliere tra persona e bot"},
	"seat_kind_help_touch": {"Tap to switch between a person and a bot", "Tocca per scegliere tra persona e bot"},
	"level_help":           {"Click to change the bot's strength", "Clicca per cambiare la forza del bot"},
	"level_help_touch":     {"Tap to change the bot's strength", "Tocca per cambiare la forza del bot"},
	"name_help":            {"Click and type a name", "Clicca e scrivi un nome"},
	"name_help_touch":      {"Tap and type a name", "Tocca e scrivi un nome"},
	"tooltip_undo":         {"Take back your last move (Ctrl+Z)", "Annulla la tua ultima mossa (Ctrl+Z)"},
	"tooltip_log":          {"Show or hide what happened (L)", "Mostra o nascondi cosa è successo (L)"},
	"tooltip_rules":        {"Show or hide the rules (R)", "Mostra o nascondi le regole (R)"},
	"tooltip_menu":         {"Back to the main menu; the game is saved (Esc)", "Torna al menu principale; la partita è salvata (Esc)"},
	"tooltip_set":          {"Language, window, animations, sound", "Lingua, finestra, animazioni, suono"},
	"not_your_turn":        {"Not your decision now", "Ora non tocca a te decidere"},
	"log_turn":             {"Turn %d · %s", "Turno %d · %s"},
	"log_opening":          {"Set-up", "Preparazione"},
	"you_answer":           {"%s, you answer in %s's turn", "%s, rispondi nel turno di %s"},
	"answers":              {"%s answers in %s's turn", "%s risponde nel turno di %s"},
	"you_answer_to":        {"%s, you answer: %s", "%s, rispondi: %s"},
	"answers_to":           {"%s answers: %s", "%s risponde: %s"},
	"thinking_in":          {"%s is thinking in %s's turn…", "%s pensa nel turno di %s…"},
	"since_last":           {"Since your last turn", "Dall'ultimo tuo turno"},
	"since_start":          {"Since the game began", "Dall'inizio della partita"},
	"more_lines":           {"… and %d more in the log", "… e altre %d nel diario"},
	"undo_none":            {"Nothing to take back yet: you have made no move", "Niente da annullare: non hai ancora mosso"},
	"undo_other":           {"Only your own moves can be taken back: the last one is %s's", "Si annullano solo le proprie mosse: l'ultima è di %s"},
	"undo_barrier":         {"A card drawn, a reveal or a roll cannot be taken back", "Una carta pescata, una rivelazione o un tiro non si annullano"},
}
