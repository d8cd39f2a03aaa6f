package scenes

// The interface strings of remote play, English then Italian: a list, not a
// map literal, so that it is data in the browser build rather than code.
var remoteTexts = [...]struct {
	key string
	t   [2]string
}{
	{"online_title", [2]string{"Play online", "Gioca online"}},
	{"online_host", [2]string{"Host a table", "Ospita un tavolo"}},
	{"online_join", [2]string{"Join", "Unisciti"}},
	{"online_tables", [2]string{"Your tables", "I tuoi tavoli"}},
	{"online_server", [2]string{"Server", "Server"}},
	{"online_server_tip", [2]string{"The address of the table server (zombietable serve), e.g. https://host:8766", "L'indirizzo del server dei tavoli (zombietable serve), per esempio https://host:8766"}},
	{"online_local", [2]string{"Start one here", "Avviane uno qui"}},
	{"online_local_tip", [2]string{"Start a table server on this computer in the background: friends on your network reach it at its address", "Avvia un server dei tavoli su questo computer: gli amici della tua rete lo raggiungono al suo indirizzo"}},
	{"online_local_on", [2]string{"A server runs on this computer at %s", "Un server è attivo su questo computer a %s"}},
	{"online_starting", [2]string{"Starting the server…", "Avvio del server…"}},
	{"online_no_server", [2]string{"Name the server first (https://host:port)", "Prima indica il server (https://host:porta)"}},
	{"online_host_pick", [2]string{"Choose the game to host", "Scegli il gioco da ospitare"}},
	{"online_seed", [2]string{"The server deals: nobody at the table knows the seed.", "Il server mescola: nessuno al tavolo conosce il seme."}},
	{"online_create", [2]string{"Create the table", "Crea il tavolo"}},
	{"online_create_tip", [2]string{"Create the table on %s and get a link for each seat", "Crea il tavolo su %s e ricevi un link per ogni posto"}},
	{"online_creating", [2]string{"Creating the table on %s…", "Creazione del tavolo su %s…"}},
	{"online_create_failed", [2]string{"The table could not be created on %s: %v", "Non è stato possibile creare il tavolo su %s: %v"}},
	{"online_hosted", [2]string{"Your table", "Il tuo tavolo"}},
	{"online_code", [2]string{"Table", "Tavolo"}},
	{"online_pass_links", [2]string{"Send each player the link of their seat: whoever opens it plays that seat.", "Manda a ogni giocatore il link del suo posto: chi lo apre gioca quel posto."}},
	{"online_links_printed", [2]string{"The links are also printed on the app's standard error.", "I link sono scritti anche sullo standard error dell'app."}},
	{"online_bot_server", [2]string{"a bot on the server", "un bot sul server"}},
	{"online_copy", [2]string{"Copy", "Copia"}},
	{"online_copy_all", [2]string{"Copy all", "Copia tutto"}},
	{"online_copied", [2]string{"Copied.", "Copiato."}},
	{"online_copy_failed", [2]string{"No clipboard here: read the links on the screen or on standard error.", "Niente appunti qui: leggi i link sullo schermo o sullo standard error."}},
	{"online_copy_failed_web", [2]string{"The browser did not allow copying: read the links on the screen.", "Il browser non ha permesso di copiare: leggi i link sullo schermo."}},
	{"online_you", [2]string{"you", "tu"}},
	{"online_take_seat", [2]string{"Take my seat", "Prendi il mio posto"}},
	{"online_watch", [2]string{"Watch", "Guarda"}},
	{"online_link", [2]string{"Paste the link you were sent, or a table code and a seat token", "Incolla il link che hai ricevuto, o il codice del tavolo e il gettone del posto"}},
	{"online_link_hint", [2]string{"https://host/#join=K7M2QX&token=…", "https://host/#join=K7M2QX&token=…"}},
	{"online_link_tip", [2]string{"Click and type, or paste with Ctrl+V or the Paste button", "Clicca e scrivi, o incolla con Ctrl+V o con il pulsante Incolla"}},
	{"online_paste", [2]string{"Paste", "Incolla"}},
	{"online_pasting", [2]string{"Reading the clipboard…", "Lettura degli appunti…"}},
	{"online_no_paste", [2]string{"The clipboard cannot be read here: type the link.", "Qui non si possono leggere gli appunti: scrivi il link."}},
	{"online_join_now", [2]string{"Join the table", "Entra al tavolo"}},
	{"online_joining", [2]string{"Joining table %s…", "Ingresso al tavolo %s…"}},
	{"online_join_failed", [2]string{"Table %s cannot be joined: %v", "Impossibile entrare al tavolo %s: %v"}},
	{"online_no_tables", [2]string{"No tables yet: host one, or join one by its link.", "Ancora nessun tavolo: ospitane uno, o entra con un link."}},
	{"online_seat_n", [2]string{"seat %d", "posto %d"}},
	{"online_asking", [2]string{"asking the server…", "chiedo al server…"}},
	{"online_unreachable", [2]string{"server unreachable", "server irraggiungibile"}},
	{"online_your_move", [2]string{"your move", "tocca a te"}},
	{"online_new_moves", [2]string{"%d new moves", "%d mosse nuove"}},
	{"online_resume_tip", [2]string{"Take your seat at this table again", "Torna al tuo posto a questo tavolo"}},
	{"online_forget_tip", [2]string{"Forget this table here (the server keeps it)", "Dimentica qui questo tavolo (il server lo conserva)"}},
	{"remote_not_now", [2]string{"not possible now", "non si può ora"}},
	{"remote_wrong_game", [2]string{"The server plays %s at this table", "Il server gioca %s a questo tavolo"}},
	{"remote_bad_view", [2]string{"The server's position cannot be read: update the app", "La posizione mandata dal server non si legge: aggiorna l'app"}},
	{"remote_connecting", [2]string{"Connecting to the table…", "Connessione al tavolo…"}},
	{"remote_reconnecting", [2]string{"Connection lost — reconnecting (try %d)…", "Connessione persa — riconnessione (tentativo %d)…"}},
	{"remote_closed", [2]string{"Disconnected from the table", "Connessione al tavolo chiusa"}},
	{"remote_away", [2]string{"%s to play (not connected)", "tocca a %s (senza connessione)"}},
	{"remote_rematch", [2]string{"Play again hosts a new table with the same seats", "Gioca ancora ospita un nuovo tavolo con gli stessi posti"}},
}

func init() {
	for _, e := range remoteTexts {
		texts[e.key] = e.t
	}
}
