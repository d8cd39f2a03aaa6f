package scenes

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/png"
	"io"
	"math"
	"os"
	"runtime"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/game"
	"zombietable/game/save"
	"zombietable/i18n"
)

// scene is one screen of the app.
type scene interface {
	name() string
	// layout is called on entering and when the screen size or scale changes.
	layout(a *App)
	// update handles a tick; it returns true when the screen must be redrawn.
	update(a *App) bool
	draw(dst *ebiten.Image, a *App)
}

// App is the whole app: the ebiten.Game, the current scene and what every
// scene shares (settings, store, input, animation, sound).
type App struct {
	set      Settings
	lang     Lang
	store    save.Store
	storeErr error
	in       Input
	anim     *Animator
	mixer    Mixer
	scene    scene
	prev     scene      // the scene the settings screen returns to
	game     *playScene // the game last shown, whose log follows the language

	w, h   float32 // screen in pixels
	u      float32 // interface scale
	dsf    float64
	redraw int // frames still to draw
	frame  int
	idle   int  // ticks with nothing to draw and nothing under way
	asleep bool // frames run only on input (see pace)

	script     []Step
	step       int
	stepFrames int
	scriptDone int // frame the script finished, or 0
	// scriptSecrets is how the script answers the question of a person's
	// secret cards (save.Seat.Secrets): the last secrets step's answer.
	scriptSecrets string
	finishStalls  int
	drawnFrames   int
	memMark       runtime.MemStats // at the end of the script, to report the steady state

	shotPath    string
	pendingShot string // a screenshot a script step asked for
	shotFrame   int
	shotTaken   bool
	exitCode    int
	quit        bool

	started    time.Time
	drawn      bool
	toast      string
	toastUntil time.Duration
	stderr     io.Writer
	tipLines   []string
	tipText    string
	tipX, tipY float32
	tipArmed   bool // the pointer moved since the last scene change
}

// Main runs the app with the command-line arguments (without the program
// name) and returns the process exit code: 0 when the window is closed or the
// screenshot written, 1 on a failure, 2 on bad flags.
func Main(args []string) int {
	return run(args, os.Stderr)
}

type options struct {
	shot          string
	frames        int
	gameID        string
	seed          string
	players       int
	script        string
	width, height int
	lang          string
	store         string
	join          string
	replay        string
}

func parseFlags(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("zombietable", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.shot, "screenshot", "", "write a PNG of the screen to this file and quit")
	fs.IntVar(&o.frames, "frames", 0, "with -screenshot: the frame to capture (default: 30, or 2 frames after the script ends)")
	fs.StringVar(&o.gameID, "game", "", "start a new game of this id at once")
	fs.StringVar(&o.seed, "seed", "", "the seed of that game (a number)")
	fs.IntVar(&o.players, "players", 0, "the number of seats of that game (seat 1 human, others bots)")
	fs.StringVar(&o.script, "script", "", "comma-separated UI steps to play, e.g. new:toy,players:2,start,act:0")
	fs.IntVar(&o.width, "width", 0, "window width (default: the saved setting, 1280)")
	fs.IntVar(&o.height, "height", 0, "window height (default: the saved setting, 800)")
	fs.StringVar(&o.lang, "lang", "", "interface language, "+langCodes()+" (default: saved setting or system locale)")
	fs.StringVar(&o.store, "store", "", "keep settings and saves in this folder instead of the user's config folder")
	fs.StringVar(&o.join, "join", "", "join a table on a server by the link of a seat (https://host/#join=CODE&token=…)")
	fs.StringVar(&o.replay, "replay", "", "open the game saved in this file in the replay viewer")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	switch {
	case fs.NArg() > 0:
		return o, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	case o.frames < 0:
		return o, fmt.Errorf("-frames must be ≥ 0")
	case o.width < 0 || o.height < 0 || (o.width > 0 && o.width < 320) || (o.height > 0 && o.height < 240):
		return o, fmt.Errorf("-width and -height must be at least 320 × 240")
	case o.players < 0:
		return o, fmt.Errorf("-players must be ≥ 1")
	}
	if o.lang != "" {
		if _, ok := i18n.Parse(o.lang); !ok {
			return o, fmt.Errorf("-lang must be %s, not %q", langCodes(), o.lang)
		}
	}
	if o.seed != "" {
		if _, err := strconv.ParseUint(o.seed, 10, 64); err != nil {
			return o, fmt.Errorf("-seed must be a whole number ≥ 0, not %q", o.seed)
		}
	}
	if o.gameID != "" {
		info, err := game.Lookup(o.gameID)
		if err != nil {
			return o, err
		}
		if err := info.Ready(); err != nil {
			return o, err
		}
	}
	if _, err := ParseScript(o.script); err != nil {
		return o, err
	}
	return o, nil
}

// queryArgs turns the browser page's query into flags.
func queryArgs(q map[string]string) []string {
	var args []string
	for _, k := range []string{"script", "game", "seed", "players", "lang", "frames"} {
		if v, ok := q[k]; ok {
			args = append(args, "-"+k, v)
		}
	}
	return args
}

func run(args []string, stderr io.Writer) int {
	if q := pageQuery(); q != nil {
		args = append(queryArgs(q), args...)
	}
	o, err := parseFlags(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintln(stderr, "zombietable:", err)
		return 2
	}
	a := newApp(o, stderr)
	ebiten.SetWindowTitle(windowTitle)
	ebiten.SetWindowSize(a.set.Width, a.set.Height)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetScreenClearedEveryFrame(false)
	// Closing the window asks first while this app hosts unfinished
	// tables (askQuit).
	ebiten.SetWindowClosingHandled(true)
	if a.set.Fullscreen && o.shot == "" {
		ebiten.SetFullscreen(true)
	}
	if err := ebiten.RunGame(a); err != nil {
		fmt.Fprintln(stderr, "zombietable:", err)
		return 1
	}
	return a.exitCode
}

func newApp(o options, stderr io.Writer) *App {
	a := &App{anim: newAnimator(), stderr: stderr, set: DefaultSettings(), started: time.Now()}
	if o.store != "" {
		if d, err := save.NewDirStore(o.store); err != nil {
			a.storeErr = err
		} else {
			a.store = d
		}
	} else {
		a.store, a.storeErr = save.DefaultStore()
	}
	if a.storeErr != nil {
		fmt.Fprintln(stderr, "zombietable: games will not be saved:", a.storeErr)
	}
	a.lang = systemLang()
	if a.store != nil {
		if data, err := a.store.Get(SettingsKey); err == nil {
			s, err := DecodeSettings(data)
			if err != nil {
				fmt.Fprintln(stderr, "zombietable:", err, "(using the defaults)")
			}
			a.set = s
		}
	}
	if l, ok := i18n.Parse(a.set.Lang); ok && a.set.Lang != "" {
		a.lang = l
	}
	if l, ok := i18n.Parse(o.lang); ok && o.lang != "" {
		a.lang = l
	}
	if o.width > 0 {
		a.set.Width = o.width
	}
	if o.height > 0 {
		a.set.Height = o.height
	}
	a.anim.speed = a.set.AnimSpeed()
	a.mixer.SetVolume(a.set.Volume, a.set.Muted)
	a.script, _ = ParseScript(o.script)
	a.shotPath = o.shot
	a.shotFrame = o.frames
	if a.shotFrame == 0 {
		a.shotFrame = 30
	}
	if o.shot != "" {
		// Automated runs are silent and quick to settle.
		a.mixer.off = true
	}
	for _, g := range game.Games() {
		if err := g.Ready(); err != nil {
			fmt.Fprintln(stderr, "zombietable:", err)
		}
	}
	if err := i18n.Problems(); err != nil {
		fmt.Fprintln(stderr, "zombietable: the message catalogs:", err)
	}
	a.setScene(newTitleScene())
	if a.storeErr != nil {
		a.flash(a.lang.F("app.common.save_failed", "error", a.storeErr.Error()))
	}
	a.joinAtStart(o.join)
	a.replayAtStart(o.replay)
	if o.join == "" && o.script == "" && o.shot == "" && o.replay == "" {
		a.offerRestart()
	}
	if o.gameID != "" {
		info, _ := game.Lookup(o.gameID)
		ng := newNewGameScene(a, info)
		if o.players > 0 {
			ng.setPlayers(a, o.players)
		}
		if o.seed != "" {
			ng.seed = o.seed
		}
		if err := ng.start(a); err != nil {
			fmt.Fprintln(stderr, "zombietable:", err)
		}
	}
	return a
}

// setScene switches scenes and announces it on stderr (the browser console).
func (a *App) setScene(s scene) {
	a.scene = s
	if p := a.playOf(); p != nil {
		a.game = p
	}
	fmt.Fprintf(a.stderr, "zombietable: scene %s\n", s.name())
	if a.w > 0 {
		s.layout(a)
	}
	a.in.Consume()
	// A new screen is aimed at anew: a click on the last one pins none of
	// its buttons (see Button.Hit); the hand-off's own guard keeps a click
	// meant for the last screen off it.
	a.in.aim = aim{}
	a.clearTooltip()
	a.dirty()
}

// clearTooltip hides the tooltip until the pointer moves again: a scene
// change never carries one over (a hand card of the last player on the
// hand-off screen), nor does a new scene show one for a pointer that merely
// rests where the last click left it.
func (a *App) clearTooltip() {
	a.tipText = ""
	a.tipLines = a.tipLines[:0]
	a.tipArmed = false
}

// dirty asks for the next frames to be drawn.
func (a *App) dirty() { a.redraw = 2 }

// flash shows a short message at the bottom of the screen.
func (a *App) flash(msg string) { a.flashFor(msg, 3*time.Second) }

// flashFor shows a message at the bottom of the screen for d.
func (a *App) flashFor(msg string, d time.Duration) {
	a.toast = msg
	a.toastUntil = a.anim.now + d
	a.dirty()
}

// saveSettings stores the settings; failure is shown, never fatal.
func (a *App) saveSettings() {
	a.set.Lang = a.lang.Code()
	if a.game != nil && a.game.logLang != a.lang {
		a.game.relog()
	}
	a.anim.speed = a.set.AnimSpeed()
	a.mixer.SetVolume(a.set.Volume, a.set.Muted)
	if a.store == nil {
		return
	}
	data, err := a.set.Encode()
	if err == nil {
		err = a.store.Put(SettingsKey, data)
	}
	if err != nil {
		a.flash(a.lang.F("app.common.save_failed", "error", err.Error()))
	}
}

// T translates an interface string into the current language.
func (a *App) T(key string) string { return a.lang.T(key) }

const tps = 60

// Update runs one tick.
func (a *App) Update() error {
	if a.ending() {
		return ebiten.Termination
	}
	if ebiten.IsWindowBeingClosed() {
		a.askQuit()
		a.dirty()
	}
	a.frame++
	a.anim.advance(time.Second / tps)
	a.in.update()
	began := a.in.Pressed // before a control consumes it
	if a.in.Has(IntentFullscreen) {
		a.set.Fullscreen = !ebiten.IsFullscreen()
		ebiten.SetFullscreen(a.set.Fullscreen)
		a.saveSettings()
	}
	if err := a.runScript(); err != nil {
		fmt.Fprintln(a.stderr, "zombietable: script:", err)
		a.exitCode = 1
		return ebiten.Termination
	}
	if a.in.Active() {
		a.dirty()
	}
	if a.scene.update(a) {
		a.dirty()
	}
	a.updateTooltip(began)
	// A seat at a table on a server whose move waits says so in a hidden
	// tab or a window in the background.
	wantAttention(a.yourMoveWaits(), a.T("app.remote2.your_move_title"))
	if a.toast != "" && a.anim.now > a.toastUntil {
		a.toast = ""
		a.dirty()
	}
	a.pace()
	return nil
}

// calmTicks is how long the app stays at full pace after the last change.
const calmTicks = tps / 2

// pace runs the loop at 60 ticks a second while anything changes or is under
// way (input, a redraw, a motion, a bot, a message, a script, a screenshot)
// and, after calmTicks without any, lets it sleep: the next frame runs only
// when input arrives (a click, a key, the pointer moving, the window
// resized), so an idle screen neither ticks nor presents frames. Input wakes
// it at once: every event runs a tick, which sees the input and returns to
// full pace.
func (a *App) pace() {
	w, ok := a.scene.(interface{ waiting() bool })
	if a.redraw > 0 || a.in.Active() || a.anim.Busy() || a.toast != "" || (ok && w.waiting()) ||
		a.step < len(a.script) || a.shotPath != "" || a.pendingShot != "" {
		a.idle = 0
	} else {
		a.idle++
	}
	if sleep := a.idle > calmTicks; sleep != a.asleep {
		a.asleep = sleep
		sleepFrames(sleep)
	}
}

// sleepFrames switches between frames on demand (one tick per input event)
// and the fixed 60 ticks a second. Asleep, ticks follow frames: with 60 TPS
// an event coming within a tick of the one before would get a frame with no
// tick, and its input would wait for the next event. The FPS mode is
// deprecated in favour of SetScreenClearedEveryFrame(false), which this app
// already uses, but that alone still presents 60 frames a second; only the
// minimum mode stops the loop.
func sleepFrames(sleep bool) {
	if sleep {
		ebiten.SetTPS(ebiten.SyncWithFPS)
		//lint:ignore SA1019 the only way to stop presenting frames on an idle screen.
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
		return
	}
	//lint:ignore SA1019 see above.
	ebiten.SetFPSMode(ebiten.FPSModeVsyncOn)
	ebiten.SetTPS(tps)
}

// updateTooltip shows the tooltip of what is under the pointer after a short
// hover, or at once on a long press. On a touch screen only a long press
// shows one, and only while the finger stays down: lifting it hides the
// tooltip, as a new touch does (a stroke began this tick: began).
func (a *App) updateTooltip(began bool) {
	if a.in.Moved || a.in.LongPress {
		a.tipArmed = true
	}
	tip := ""
	tp, ok := a.scene.(interface{ tooltip(a *App) string })
	switch {
	case a.in.Touch && !a.in.LongPress:
		if !began && a.in.Down {
			tip = a.tipText
		}
	case ok && a.tipArmed:
		tip = tp.tooltip(a)
	}
	if tip != a.tipText {
		a.tipText = tip
		if tip == "" {
			a.tipLines = a.tipLines[:0]
		} else {
			a.tipLines = Wrap(tip, fontsBody(14*a.u), 320*a.u)
		}
		a.tipX, a.tipY = a.in.X, a.in.Y
		a.dirty()
	}
}

// ending reports that the app ends now: the screenshot asked for is
// written, or it quits and none was asked for. A quit before the screenshot
// waits for it: -screenshot FILE always writes FILE or fails saying so.
func (a *App) ending() bool {
	return a.shotTaken || a.quit && a.shotPath == ""
}

// shotWanted reports that this frame is the screenshot asked for with
// -screenshot: at the frame asked for after the script, or at once when the
// app quits.
func (a *App) shotWanted() bool {
	if a.shotPath == "" || a.shotTaken {
		return false
	}
	return a.quit || a.frame >= a.shotFrame && (len(a.script) == 0 || (a.scriptDone > 0 && a.frame >= a.scriptDone+2))
}

// Draw draws the frame when something changed; otherwise the previous frame
// stays on screen (the screen is not cleared between frames).
func (a *App) Draw(screen *ebiten.Image) {
	wantShot := a.shotWanted()
	if a.redraw == 0 && !wantShot && a.pendingShot == "" {
		return
	}
	if a.redraw > 0 {
		a.redraw--
	}
	a.scene.draw(screen, a)
	a.drawnFrames++
	if !a.drawn {
		a.drawn = true
		fmt.Fprintf(a.stderr, "zombietable: first frame after %d ms\n", time.Since(a.started).Milliseconds())
	}
	if len(a.tipLines) > 0 {
		drawTooltip(screen, a.tipLines, a.tipX, a.tipY, a.u, a.w, a.h)
	}
	if a.toast != "" {
		drawToast(screen, a.toast, a)
	}
	if a.pendingShot != "" {
		a.writeShot(screen, a.pendingShot)
		a.pendingShot = ""
	}
	if wantShot {
		if a.scriptDone > 0 && a.frame > a.scriptDone {
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			fmt.Fprintf(a.stderr, "zombietable: after the script: %d frames, %d drawn, %d allocations\n",
				a.frame-a.scriptDone, a.drawnFrames, m.Mallocs-a.memMark.Mallocs)
		}
		a.writeShot(screen, a.shotPath)
		a.shotTaken = true
	}
}

// writeShot writes the screen as a PNG, atomically (a temporary file renamed).
func (a *App) writeShot(screen *ebiten.Image, path string) {
	b := screen.Bounds()
	img := image.NewRGBA(b)
	screen.ReadPixels(img.Pix)
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		fmt.Fprintln(a.stderr, "zombietable: screenshot:", err)
		a.exitCode = 1
		return
	}
	if runtime.GOOS == "js" {
		fmt.Fprintf(a.stderr, "zombietable: screenshot %d×%d taken (%d bytes)\n", b.Dx(), b.Dy(), buf.Len())
		return
	}
	if err := save.WriteFileAtomic(path, buf.Bytes()); err != nil {
		fmt.Fprintln(a.stderr, "zombietable: screenshot:", err)
		a.exitCode = 1
		return
	}
	fmt.Fprintf(a.stderr, "zombietable: screenshot %s (%d×%d, frame %d)\n", path, b.Dx(), b.Dy(), a.frame)
}

// Layout is required by ebiten.Game; LayoutF is used instead.
func (a *App) Layout(w, h int) (int, int) { panic("scenes: LayoutF is used") }

// LayoutF makes the screen as many pixels as the window has device pixels,
// so text and vectors are crisp on HiDPI displays, and sets the interface
// scale from the window size.
func (a *App) LayoutF(w, h float64) (float64, float64) {
	dsf := ebiten.Monitor().DeviceScaleFactor()
	if dsf <= 0 {
		dsf = 1
	}
	return a.resize(w, h, dsf)
}

// resize sets the screen to a window of w × h device-independent pixels at
// the device scale factor dsf and lays the scene out again when that changed.
func (a *App) resize(w, h, dsf float64) (float64, float64) {
	sw, sh := math.Ceil(w*dsf), math.Ceil(h*dsf)
	u := float32(dsf) * UIScale(float32(w), float32(h))
	if float32(sw) != a.w || float32(sh) != a.h || u != a.u {
		a.w, a.h, a.u, a.dsf = float32(sw), float32(sh), u, dsf
		a.in.screenW, a.in.screenH = a.w, a.h
		minTextPx = 12 * float32(dsf)
		a.scene.layout(a)
		a.dirty()
	}
	return sw, sh
}

// UIScale is the interface scale for a window of w × h device-independent
// pixels: 1 at 1280 × 800 and at 800 × 1280 held upright, growing and
// shrinking with the window within bounds that keep text readable and the
// layout whole.
func UIScale(w, h float32) float32 {
	s := min(w/1280, h/800)
	if h > w {
		s = min(w/800, h/1280)
	}
	return Clamp(s, 0.8, 2.2)
}
