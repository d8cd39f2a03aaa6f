// Package scenes is the app: the title screen and main menu, the new-game
// screen (seats, bot levels, options, seed, and a game's own strip such as
// Zombionion's kingdom: see Setup), resuming autosaved games, the settings,
// the hand-off between people sharing a screen, the game-over screen (the
// engine's score when it tells one: game.Scorer), and the frame every table scene is played in (top bar, log and
// rules panel, tooltips, undo, bots thinking between frames). Table scenes
// plug in through the Table interface (see Table and RegisterTable); games
// without one are played on the generic table of package scenes/generic,
// which main must import (directly or through the package that imports the
// table scenes).
//
// # Remote tables
//
// A table may also be a seat at a table on a server (zombietable serve):
// the online screen hosts one (the new-game screen, then the seats' links),
// joins one by a link or a code, and lists "Your tables" (RemoteTable, kept
// under RemotePrefix in the store). The play scene then has no game state:
// the table reads the seat's view, decoded from the server's JSON into the
// engine's own view type (RegisterView), its legal actions by name, and the
// log received; see remote.go. The connection is package netplay/client;
// main may set StartLocalServer to host tables from the desktop app itself
// (scenes never imports the server).
//
// # Running
//
// Main(args) parses the flags, runs the window and returns the exit code
// (2 for bad flags). Flags: -screenshot FILE, -frames N, -game ID, -seed S,
// -players N, -script STEPS, -width W, -height H, -lang en|it|fr|de, -store DIR,
// -join LINK (take a seat at a table on a server; in the browser, the page's
// address after # does it).
// With -game the app opens straight at the table of a new game (seat 1
// human, the others bots). In the browser the same flags come from the page's
// URL query: ?script=…&game=…&seed=…&players=…&lang=…&frames=….
//
// With -screenshot the app reads its own screen and writes it as a PNG
// (atomically), then quits with code 0. It captures frame N (-frames, 30 by
// default); with a script, it waits also for the script to finish and two
// more frames, or captures at once when the script quits. A failing script
// step, or a screenshot that cannot be written, quits with code 1.
//
// Every scene change prints "zombietable: scene NAME" on stderr (the
// browser's console), NAME one of title, newgame, resume, settings, play,
// handoff, gameover, online, hosted; every script step prints "zombietable: step I/N STEP",
// and the end "zombietable: script done".
//
// # Script vocabulary
//
// -script is a comma-separated list of steps, arguments after colons. Steps
// drive the app as a player would and wait for their moment when they need one
// (at most 3600 frames, then the script fails).
//
//	new:GAME           open GAME's new-game screen (from anywhere)
//	players:N          set the number of seats (new-game screen)
//	seat:I:human       make seat I (from 0) a person
//	seat:I:bot[:LEVEL] make seat I a bot of LEVEL (easy, normal, hard; default normal)
//	name:I:NAME        name seat I
//	option:KEY:VALUE   set a game option
//	seed:S             type the seed
//	bots               on the new-game screen: every seat but the first is a bot;
//	                   at the table: wait until a person decides or the game ends
//	start              start the game
//	act:N              wait until the person in front of the screen decides (passing
//	                   a hand-off screen), then choose their Nth legal action (from 0)
//	do:NAME            the same, choosing the legal action named NAME
//	ready              tap through the hand-off screen, if one shows
//	finish             play every person's first legal action (bots play their own)
//	                   until the game-over screen
//	wait:N             wait N frames
//	undo               press Undo: take back the last decision of the person in
//	                   front of the screen (refused, saying why, when the last
//	                   move is another person's)
//	rules, log         open or close the rules or log panel
//	settings           open the settings; back returns
//	answers:ask|pass   in the settings opened from a table, the person in
//	                   front's choice to be asked or to let their answers in
//	                   others' turns go by
//	secrets:ask|table  the question of a person's secret cards (see Sharing
//	                   a screen): answer it at the hand-off showing or coming
//	                   (passing its button), and every later one; in the
//	                   settings opened from a table, the same choice. Steps
//	                   that pass a hand-off answer a question left open ask
//	lang:en|it|fr|de, speed:normal|fast|instant, volume:0-100
//	                   change a setting (stored like a click would)
//	back               leave the current screen (new game, resume, settings, …)
//	menu               back to the title screen
//	resume             open the list of saved games
//	resume:N           resume the Nth saved game (from 0, newest first)
//	again              "play again" on the game-over screen
//	click:X:Y, hover:X:Y
//	                   press or move the pointer at screen pixel X,Y
//	press:X:Y, release:X:Y
//	                   the two ends of a stroke, ticks apart as a hand makes them
//	touch:ID:X:Y, lift:ID
//	                   put finger ID (a number) down at X,Y or move it there;
//	                   lift it (two fingers down pinch and pan)
//	tap:X:Y            a finger down and up at X,Y before the next tick: a
//	                   quick tap while the browser draws a long frame
//	expect:WHAT:TEXT   fail unless the frame says TEXT about WHAT: scene (its
//	                   name), status (the top bar's line), tip (the tooltip;
//	                   "none" for none), log and nolog (a line of the log), last
//	                   (the last move), summary (the hand-off screen's), moves (how
//	                   many actions were played), undo (the Undo button's tooltip),
//	                   scroll (the log's scroll bar: hidden, shown or back)
//	replay[:N]         open the Nth saved game (from 0, newest first) in the replay viewer
//	seek:N             in a replay, go to the position after N moves
//	step:WHERE         in a replay: fwd, back, nextturn, prevturn, nextround,
//	                   prevround, swing (the next turning point) or end
//	as:I|follow        in a replay, look as seat I, or as whoever decides
//	fork:ask|same|fresh in a replay, open the panel that plays on from here,
//	                   or play on with the seats as they were
//	coach              ask the coach and wait for its answer
//	shot:FILE          write a screenshot now and go on
//	quit               close the app (exit code 0)
//
// Example: new:toy,players:3,seat:2:bot:hard,seed:42,start,act:0,bots,log,shot:/tmp/t.png
//
// RunScript plays a script with no window and no drawing, tick after tick,
// and returns the exit code: the tests check what the frame says along a
// game with expect steps, not its pixels.
//
// # Replays and the coach
//
// A finished game is looked at again in the play scene itself (replay.go):
// Resume, the game-over screen, -replay FILE, a finished table's save and,
// in the browser, a file picked or …/#replay=CODE open it. The tables draw
// each position from the views, as they draw a game being played; the
// timeline (package game/replay) reaches any position from a copy kept
// every few moves. From any position a new game is played on (save.Fork).
// The coach (coach.go, package game/coach) answers the seat in front with
// the hard bot's three best moves, lit on the table through LogHoverer.
//
// # Languages
//
// Every text of the app's own screens is a message of package i18n, under
// the section [app] of its catalogs, read with a.T and a.lang.F (Lang is
// i18n.Lang). The settings offer every language the catalogs have, each by
// its own name; the first start follows the system's locale (LocaleLang) or
// the browser's languages, else English; -lang and the saved setting come
// before both. What the engines, the tables and the server say moves into
// the catalogs a game at a time (Off the Dead's has); the rest is still
// written in English and Italian in Go: in French and German it reads in
// English (i18n.Lang.Pair, the engines' "any other language is English",
// serverLang) until it moves.
//
// # The log
//
// The log keeps every action with its lines in every language, told by the
// engine (game.Describer or game.SeatDescriber, and game.Narrator): a
// language switch shows it, the last move and the hand-off summary in the
// new language at once. It starts a header at each turn (game.TurnHolder and
// game.Turner tell when one begins), tells equal consecutive actions once
// with their count, and scrolls back from its newest line with the wheel,
// its scroll bar or a finger dragging the text; the rules panel scrolls the
// same way, from its start, where it opens. The hand-off screen shows what
// happened since the next player last acted; it never shows a tooltip, and
// no scene shows one before the pointer moves.
// A decision taken in another seat's turn says who decides and whose turn
// it is ("Bob answers in Ann's turn").
//
// # Sharing a screen
//
// When several people play a game with secrets (game.Info.Hidden) at one
// screen, the frame hands it over (the hand-off screen) before a person's
// private decision whenever someone else may have been looking. An engine
// that tells which decisions are private (game.Privacy) lets the public ones
// be taken at once, on a table in public mode (TableContext.Public): the
// table then draws no secret of any seat, the seat in front's own face down,
// and still offers every legal action. Engines that do not tell keep every
// decision private.
//
// Nothing the others can see depends on a seat's secrets:
//
//   - Undo takes back only the moves of the seat in front of the screen
//     (save.Session.UndoFor): one person never cancels another's move, nor
//     is shown another's table through it.
//   - The hand-off screen is passed only on purpose: by its own button, with
//     a stroke begun on it once it has been up for handoffGuard, or by Enter
//     or Space after that; never by a click meant for the table nor by a
//     finger already down when it appeared. A game opened or resumed while a
//     bot is to play hands the screen over first.
//   - After a private decision, when the screen is to go to another person,
//     the table turns public at once (games with game.Privacy).
//   - An answer in another seat's turn (game.Answerer) is passed by the frame,
//     with no hand-off, when everyone can see pass is all the seat may do, or
//     when the person chose to let all their answers go by
//     (save.Seat.PassAnswers, in the settings, on their own screen): neither
//     reads their cards, so a skipped window and one answered with a pass
//     look the same to everyone (see playScene.autoPass).
//   - A chance of a seat's hidden cards in the others' play (game.Delegator:
//     Zombie Tsunami's bonus windows and offers of kept cards) comes to every
//     seat that could hold such a card. Each person is asked once, at their
//     first hand-off once the screen is theirs, whether the screen comes to
//     them at each chance or the table plays those chances for them, with no
//     hand-off (save.Seat.Secrets, changed in the settings; see secrets.go).
//     The choice, not the cards, decides the path of the screen.
//
// The privacy test (privacy_test.go) plays every game with two to four
// people through the frame and checks at each frame drawn that the table's
// view is what the person holding the device may know: the same when what
// they cannot know is dealt again with game.Determinizer.
//
// # Laying out a screen
//
// Every screen lays itself out in layout(a) from the window's size and the
// interface scale a.u (UIScale: 1 at 1280 × 800, and at 800 × 1280 held
// upright; sizes are written in units times a.u), by shared rules
// (layout.go) rather than cases per screen size:
//
//   - Narrow (under 720 units across: a phone held upright) and Short
//     (under 640 units high: a phone on its side) name the screen's shape;
//   - Flow and Turn cut a rectangle into regions (Part: a size, or a share
//     of the rest) that sit side by side in a wide rectangle and stack in
//     a tall one; Grid lays tiles in as many columns as fit; Rows sets
//     buttons in centred rows that wrap; ButtonWidth is what a label
//     needs; FitSize takes a smaller face before text is ever cut; Tap
//     makes a finger's target 44 CSS pixels at least.
//
// The frame does the same for every table: on a narrow screen the log and
// the rules are a drawer over the table, closed until asked for and closed
// by a touch on the table beside it, and the line saying whose decision it
// is has its own row under the bar's buttons. A table declares its regions
// in its Layout, from TableContext.Rect: it cuts the rectangle with Turn or
// Flow into its parts (the other seats, the board, the middle, the seat's
// own), whose sizes come from its unit, so the same regions stack on a
// phone held upright and sit side by side on a wide screen; a region whose
// row is too narrow for its cards takes two rows (Zombie Tsunami's shop).
// A name that cannot fit reads whole on a long press (the tooltip, shown
// while the finger stays down).
//
// # Drawing and power
//
// The screen is not cleared between frames and is drawn only when something
// changed (input, a motion, a bot thinking, a message). Half a second after
// the last change the loop sleeps: no ticks, no frames presented, until input
// arrives (App.pace), so an idle menu or a table waiting for a person costs
// next to no CPU. A scene that moves on by itself, with no input, says so
// (playScene.waiting) or returns true from update. Layouts, wrapped text and icon images are computed when the
// window, the language or the game changes, never per frame.
package scenes
