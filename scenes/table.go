package scenes

import (
	"fmt"
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/game"
)

// Table is the scene of one game: it draws the table as the seat in front of
// the screen sees it and turns that player's clicks, drags, keys and taps into
// one of the legal actions. The shell does everything else: menus, seats and
// bots, the top bar, the log and rules panels, undo, saving, the hand-off
// between players and the game-over screen.
//
// Writing a table scene:
//
//   - Register it from an init function of your package:
//     scenes.RegisterTable("zombionion", func(tc *scenes.TableContext) scenes.Table { … }).
//     main imports your package for that side effect.
//   - Draw only tc.View() (the view of tc.Seat(), the seat in front of the
//     screen, already type-asserted by you to your engine's view type) inside
//     tc.Rect(). There is no game state to read: at a table on a server the
//     app holds only the seat's view (decoded from JSON into your view type:
//     register it with RegisterView), its legal actions and their names. A
//     public fact the table needs belongs in the engine's view.
//   - When tc.CanAct() is true, highlight every piece that has a legal action
//     in tc.Legal() (sprites.Glow with ColorAccent) and, when one is clicked,
//     call tc.Submit(action). Submit refuses anything not in tc.Legal(), so the
//     UI can never play an illegal move. Give an action no piece stands for
//     (end turn, pass) a Button in your table.
//   - Say what to do in one line on the table (tc.Prompt helps: "Choose a card
//     to buy"), next to the controls.
//   - Draw pieces with the shared kit: Card (the card anatomy every game
//     shares), DrawDie (real pips, tumbling after tc.Anim().Roll), DrawStack
//     (fanned backs with a count), Button, DrawText and the Font* faces, and
//     package sprites (Token, Tile, Glow, TableBackground, DrawIcon with the
//     game-icons.net set). Colours: ColorAccent for "you can act here",
//     ColorDanger for bites and infection, SeatColor/SeatIcon per player.
//   - Animate with tc.Anim() (Move, At, Roll, Die: durations at normal speed,
//     150–350 ms; the shell scales them by the speed setting) and make noise
//     with tc.Sound(scenes.SoundCard) and friends. The shell waits for your
//     animations to end before a bot moves or the game-over screen shows.
//   - Update and Draw run every tick: keep them free of allocation and data
//     loading. Lay out in Layout, which runs when the rectangle or the scale
//     changes, and cache text, wrapped lines and images there or in Applied.
//
// Update, Draw and the rest are called on the game loop's goroutine only.
type Table interface {
	// Layout is called before the first Draw and whenever tc.Rect() or
	// tc.Scale() changed: compute the positions of piles, hands and buttons.
	Layout(tc *TableContext)
	// Update handles this tick's input (tc.Input()) and may call tc.Submit.
	// It returns true when the table needs to be drawn again (hover changed,
	// something moves); the shell redraws only then, to save power.
	Update(tc *TableContext) bool
	// Draw draws the table into tc.Rect() of dst.
	Draw(dst *ebiten.Image, tc *TableContext)
	// Applied is called after every action, whoever played it, with the new
	// state in place (tc.View() is the new view): start the motions and sounds
	// that show what happened. Before is the view of tc.Seat() from just
	// before the action.
	Applied(tc *TableContext, m Move)
	// Reset is called when the state was replaced wholesale (undo, resume,
	// a hand-off to another seat): drop motions and rebuild caches.
	Reset(tc *TableContext)
	// Rules returns the rules summary shown in the rules panel, in lang:
	// paragraphs separated by blank lines, lines starting "• " as bullets.
	Rules(lang Lang) string
	// Tooltip returns the text to show for the point (x, y) of the screen
	// (hover with a mouse, long-press on touch), or "" for none. Say why a
	// piece cannot be used when it cannot.
	Tooltip(tc *TableContext, x, y float32) string
}

// KeyHolder is a Table that moves a keyboard focus among its own pieces.
// While HoldsKeys reports true, the frame leaves Tab, Shift+Tab, the arrows,
// Enter and Space (IntentNext, IntentPrev, IntentActivate) to the table
// instead of moving the focus along the top bar; Escape, U, L and R still
// work.
type KeyHolder interface {
	HoldsKeys(tc *TableContext) bool
}

// Prompter is a Table that tells the line its prompt shows now, a refusal
// shown in its place included: a script's expect:prompt reads it.
type Prompter interface {
	PromptText() string
}

// Move is an action that was just applied.
type Move struct {
	Seat   game.Seat   // who played it
	Action game.Action // the action
	Name   string      // its ActionString
	Line   string      // its log line, third person
	Before any         // the view of tc.Seat() before the action
}

var tables = map[string]func(*TableContext) Table{}

// RegisterTable makes the table scene of a game. Call it from init; a second
// registration for the same game panics. Games without one are played on
// the generic table (package scenes/generic registers the fallback with
// RegisterFallback).
func RegisterTable(gameID string, make func(*TableContext) Table) {
	if _, dup := tables[gameID]; dup {
		panic(fmt.Sprintf("scenes: table for %q registered twice", gameID))
	}
	tables[gameID] = make
}

var fallbackTable func(*TableContext) Table

// RegisterFallback sets the table used for games with no table scene of
// their own.
func RegisterFallback(make func(*TableContext) Table) { fallbackTable = make }

// HasTable reports whether a game has its own table scene.
func HasTable(gameID string) bool {
	_, ok := tables[gameID]
	return ok
}

// TableContext is the table's window on the shell: the game, the seat in
// front of the screen, its view and legal actions, the table rectangle, input,
// animation and sound.
type TableContext struct {
	play   *playScene
	rect   image.Rectangle
	scale  float32
	view   any
	seat   game.Seat
	legal  []game.Action
	canAct bool
	public bool
	redraw bool
}

// Info is the game being played.
func (tc *TableContext) Info() *game.Info { return tc.play.info() }

// Seat is the seat in front of the screen.
func (tc *TableContext) Seat() game.Seat { return tc.seat }

// Watching reports whether the screen is a watcher's at a table on a
// server: Seat() is game.Nobody then, View() what every seat sees, and
// nothing is drawn as the screen's own.
func (tc *TableContext) Watching() bool { return tc.play.remote != nil && tc.seat < 0 }

// Public reports whether people other than Seat() are looking at the screen:
// several share it and the decision now is public (see game.Privacy). Draw
// then no secret of any seat, the seat in front's own included (its hidden
// cards face down), and still offer every legal action. A table that draws
// secrets must honour it; the shell hands the screen over before any
// private decision.
func (tc *TableContext) Public() bool { return tc.public }

// View is State().View(Seat()), computed once per change.
func (tc *TableContext) View() any { return tc.view }

// Players is the number of seats.
func (tc *TableContext) Players() int { return tc.play.players() }

// SeatName is the display name of a seat.
func (tc *TableContext) SeatName(s game.Seat) string { return tc.play.seatName(s) }

// IsBot reports whether a seat is played by a bot.
func (tc *TableContext) IsBot(s game.Seat) bool { return !tc.play.isHuman(s) }

// ToAct is the seat whose decision it is (game.Nobody when over).
func (tc *TableContext) ToAct() game.Seat { return tc.play.toAct() }

// Over reports whether the game is over.
func (tc *TableContext) Over() bool { return tc.play.over() }

// CanAct reports whether the seat in front of the screen decides now: the
// table should highlight tc.Legal() and accept input.
func (tc *TableContext) CanAct() bool { return tc.canAct }

// Legal is the legal actions of the seat in front of the screen, empty when
// it is not their decision. Do not modify it.
func (tc *TableContext) Legal() []game.Action {
	if !tc.canAct {
		return nil
	}
	return tc.legal
}

// IsLegal reports whether a is among Legal().
func (tc *TableContext) IsLegal(a game.Action) bool {
	for _, l := range tc.Legal() {
		if l == a {
			return true
		}
	}
	return false
}

// ActionString names an action of Legal() (at a table on a server the app
// knows no other names; it returns "" for any other action there).
func (tc *TableContext) ActionString(a game.Action) string {
	return tc.play.actionString(a)
}

// Describe is the log line of action a of Legal() for the seat in front, in
// the interface's language (the engine's game.Describer), else its name.
func (tc *TableContext) Describe(a game.Action) string {
	return tc.play.describeAction(a)
}

// WhyNot says in the interface's language why action a is refused now, or
// "" when it is legal: the engine's reason at a local table; at a table on
// a server, where the app has no state to ask, only that it is not possible
// now.
func (tc *TableContext) WhyNot(a game.Action) string { return tc.play.whyNot(a) }

// ReasonsLearned counts the reasons a server has given for refusals at a
// remote seat (0 at a local table, where WhyNot answers at once). There
// WhyNot first answers "not possible now" and asks the server; a table
// showing that answer asks WhyNot again when the count changes.
func (tc *TableContext) ReasonsLearned() int {
	if tc.play.remote == nil {
		return 0
	}
	return tc.play.remote.learned
}

// Submit plays a for the seat in front of the screen. It refuses, with an
// error saying why, an action that is not legal now; nothing changes then.
func (tc *TableContext) Submit(a game.Action) error {
	if !tc.canAct {
		return fmt.Errorf("it is not %s's decision", tc.SeatName(tc.seat))
	}
	if !tc.IsLegal(a) {
		return game.Illegal("%s is not legal now", tc.ActionString(a))
	}
	if tc.play.remote != nil {
		return tc.play.remote.submit(tc.play, a)
	}
	return tc.play.apply(a)
}

// Rect is the table's rectangle on the screen, in pixels.
func (tc *TableContext) Rect() image.Rectangle { return tc.rect }

// Scale is the interface scale: multiply the sizes of a 1280 × 800 design
// by it (it includes the device scale factor, so text stays crisp).
func (tc *TableContext) Scale() float32 { return tc.scale }

// Input is this tick's input. A table that used a click calls Consume.
func (tc *TableContext) Input() *Input { return &tc.play.app.in }

// Anim is the shared animator.
func (tc *TableContext) Anim() *Animator { return tc.play.app.anim }

// Sound plays an effect.
func (tc *TableContext) Sound(s Sound) { tc.play.app.mixer.Play(s) }

// Lang is the interface language.
func (tc *TableContext) Lang() Lang { return tc.play.app.lang }

// Redraw asks for the table to be drawn again on the next frame.
func (tc *TableContext) Redraw() { tc.redraw = true }

// Since is how long the app has run, for pulses and blinking.
func (tc *TableContext) Since() time.Duration { return tc.play.app.anim.now }

// Prompt draws the one-line prompt of a decision centred at the top of r,
// in the accent colour when the seat in front of the screen decides.
func (tc *TableContext) Prompt(dst *ebiten.Image, s string, cx, y float32) {
	drawPrompt(dst, s, cx, y, tc.scale, tc.canAct)
}

// LastMove is the log line of the last action played, by anyone, in the
// interface's language ("Anna plays Bullet"), or "" before the first: after
// an undo it names the move now last, after a resume the last one saved.
func (tc *TableContext) LastMove() string { return tc.play.lastMove() }
