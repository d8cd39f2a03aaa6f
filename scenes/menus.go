package scenes

import (
	"fmt"
	"image/color"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/game"
	"zombietable/game/save"
	"zombietable/i18n"
	"zombietable/sprites"
)

// ---- title and main menu ----

type titleScene struct {
	ctrls    Controls
	games    []*game.Info
	cards    []Rect
	descs    [][]string
	btnGames []Button
	resume   Button
	settings Button
	quit     Button
	online   [3]Button // host a table, join, your tables
	saved    int
	players  []string
	names    []string
	updated  bool // the browser runs a build newer than at its last start
	rects    []Rect
	nameSz   []float32 // each game's name on its card, in units
	// tiles: the games' cards lie on their side (a narrow or short screen),
	// the art at the left, the name, players and description at the right.
	tiles bool
	// The head's title size (units), where it and the tagline are drawn;
	// the credits' lines.
	titleSz, titleY, taglineY float32
	credits                   []string
}

// offerQuit: the title screen offers Quit, as a window does (a browser's
// page is closed by the browser).
var offerQuit = runtime.GOOS != "js"

func newTitleScene() *titleScene { return &titleScene{updated: pageUpdated()} }

// offered lists the games the title screen offers: those whose data load.
func offered() []*game.Info {
	var out []*game.Info
	for _, g := range game.Games() {
		if g.Ready() == nil {
			out = append(out, g)
		}
	}
	return out
}

func (s *titleScene) name() string { return "title" }

func (s *titleScene) layout(a *App) {
	u := a.u
	s.games = offered()
	s.saved = 0
	if list, err := a.listSaved(); err == nil {
		s.saved = len(list)
	}
	n := len(s.games)
	s.ctrls.Reset()
	s.descs = s.descs[:0]
	s.players = s.players[:0]
	s.names = s.names[:0]
	s.nameSz = s.nameSz[:0]
	if cap(s.btnGames) < n {
		s.btnGames = make([]Button, n)
	}
	s.btnGames = s.btnGames[:n]
	narrow, short := Narrow(a.w, u), Short(a.h, u)
	s.tiles = narrow || short
	// The head: the title as large as the width allows (smaller on a short
	// screen), the tagline, the line saying the browser runs a new build.
	s.titleSz = FitSize("Zombie Table", fontsTitle, 96, 36, u, a.w-24*u)
	s.titleY = 36 * u
	switch {
	case short:
		s.titleSz, s.titleY = min(s.titleSz, 56), 8*u
	case narrow:
		s.titleY = 20 * u
	}
	s.taglineY = s.titleY + s.titleSz*u*1.19
	head := s.taglineY + 40*u
	if s.updated {
		head += 26 * u
	}
	s.credits = Wrap(a.T("app.title.credits"), fontsBody(12*u), a.w-16*u)
	foot := float32(len(s.credits)-1) * LineHeight(fontsBody(12*u))
	// The foot, bottom up: the main buttons, remote play above them, each
	// a row that wraps on a narrow screen.
	count := 2
	if offerQuit {
		count = 3
	}
	s.resume = Button{Label: a.T("app.title.resume"), Icon: "sands-of-time", Color: ColorButtonAlt, Disabled: s.saved == 0}
	if s.saved > 0 {
		s.resume.Label = fmt.Sprintf("%s (%d)", a.T("app.title.resume"), s.saved)
	}
	s.settings = Button{Label: a.T("app.settings.title"), Icon: "cog", Color: ColorButtonAlt}
	s.quit = Button{Label: a.T("app.title.quit"), Icon: "exit-door", Color: ColorButtonAlt}
	main := [3]*Button{&s.resume, &s.settings, &s.quit}
	for i, k := range [3]string{"app.online.host", "app.online.join", "app.online.tables"} {
		icon := [3]string{"meeple-group", "wooden-door", "walkie-talkie"}[i]
		s.online[i] = Button{Label: a.T(k), Icon: icon, Color: ColorButtonAlt, Size: 15, ID: i}
	}
	bh, gap, side := a.Tap(52*u), 20*u, 40*u
	if s.tiles {
		gap, side = 12*u, 12*u
	}
	var widths [3]float32
	var onlineY float32
	if short {
		// One row of every button, each as wide as its label.
		var all [6]float32
		for i := range s.online {
			s.online[i].Size = 0
			all[i] = ButtonWidth(&s.online[i], bh, u)
		}
		for i := 0; i < count; i++ {
			all[3+i] = ButtonWidth(main[i], bh, u)
		}
		rects, h := Rows(s.rects[:0], side, 0, a.w-2*side, bh, gap*0.6, all[:3+count]...)
		s.rects = rects
		onlineY = a.h - 30*u - foot - h
		for i := range s.online {
			s.online[i].R = rects[i]
			s.online[i].R.Y += onlineY
		}
		for i := 0; i < count; i++ {
			main[i].R = rects[3+i]
			main[i].R.Y += onlineY
		}
	} else {
		// Buttons of one width on a wide screen, each as wide as its
		// label on a narrow one.
		least, oh := 210*u, a.Tap(bh*0.85)
		if narrow {
			least = 0
		}
		for i := 0; i < count; i++ {
			widths[i] = max(least, ButtonWidth(main[i], bh, u))
		}
		rects, mainH := Rows(s.rects[:0], side, 0, a.w-2*side, bh, gap, widths[:count]...)
		for i := range s.online {
			widths[i] = max(least*190/210, ButtonWidth(&s.online[i], oh, u))
		}
		rects, onlineH := Rows(rects, side, 0, a.w-2*side, oh, gap*0.8, widths[:3]...)
		s.rects = rects
		mainY := a.h - 34*u - foot - mainH
		onlineY = mainY - 16*u - onlineH
		for i := 0; i < count; i++ {
			main[i].R = rects[i]
			main[i].R.Y += mainY
		}
		for i := range s.online {
			s.online[i].R = rects[count+i]
			s.online[i].R.Y += onlineY
		}
	}
	// The games between: cards in a row (two rows when many) on a wide
	// screen, tiles one above the other on a narrow one.
	area := Rect{side, head, a.w - 2*side, onlineY - 16*u - head}
	if s.tiles {
		// As many columns as leave a tile 300 units, each tile at most
		// 150 units tall.
		cols := max(1, min(n, int((area.W+gap)/(300*u+gap))))
		if rows := (n + cols - 1) / cols; rows > 1 {
			cols = (n + rows - 1) / rows
		}
		w := (area.W - gap*float32(cols-1)) / float32(cols)
		s.cards, _ = Grid(s.cards[:0], area, n, w, w, 150*u/w, gap*0.8)
	} else {
		perRow := n
		if perRow > 5 {
			perRow = (n + 1) / 2
		}
		minW := (area.W - gap*float32(max(perRow-1, 0))) / float32(max(perRow, 1))
		if a.h > a.w {
			// A tablet held upright: rows of cards 200 units wide at least.
			minW = max(minW, 200*u)
		}
		area.Y = max(area.Y, 215*u)
		area.H = onlineY - 20*u - area.Y
		s.cards, _ = Grid(s.cards[:0], Rect{area.X, area.Y, area.W, area.H}, n, min(minW, 220*u), 220*u, 1.42, gap)
		// Cards hang from the top of their room, as they always have.
		if len(s.cards) > 0 {
			lift := s.cards[0].Y - area.Y
			for i := range s.cards {
				s.cards[i].Y -= lift
			}
		}
	}
	bodyFace := fontsBody(14 * u)
	for i, info := range s.games {
		r := s.cards[i]
		wrapW := r.W - 28*u
		if s.tiles {
			wrapW = r.W - r.H - 28*u
		}
		s.descs = append(s.descs, Wrap(GameDescription(a.lang, info), bodyFace, wrapW))
		s.players = append(s.players, playerRange(a.lang, info))
		s.names = append(s.names, GameName(a.lang, info))
		// The name whole on the card's header (CardFrame's), smaller if
		// need be.
		s.nameSz = append(s.nameSz, FitSize(s.names[i], fontsTitle, 22, 15, u, r.W*0.86-8*u))
		s.btnGames[i] = Button{R: r, ID: i, Tip: GameDescription(a.lang, info)}
		s.ctrls.Add(&s.btnGames[i])
	}
	s.ctrls.Add(&s.resume)
	s.ctrls.Add(&s.settings)
	if count == 3 {
		s.ctrls.Add(&s.quit)
	}
	for i := range s.online {
		s.ctrls.Add(&s.online[i])
	}
}

func (s *titleScene) update(a *App) bool {
	b, changed := s.ctrls.Update(&a.in)
	switch {
	case b == nil:
	case b == &s.resume:
		a.setScene(newResumeScene(a))
	case b == &s.settings:
		a.openSettings()
	case b == &s.quit:
		a.askQuit()
	case b == &s.online[0] || b == &s.online[1] || b == &s.online[2]:
		a.setScene(newOnlineScene(a, onlineMode(b.ID)))
	default:
		a.mixer.Play(SoundCard)
		a.setScene(newNewGameScene(a, s.games[b.ID]))
	}
	return changed
}

func (s *titleScene) draw(dst *ebiten.Image, a *App) {
	u := a.u
	roomBackground(dst, a)
	// Faint emblems in the corners set the mood.
	sprites.DrawIcon(dst, "shambling-zombie", -30*u, a.h-330*u, 360*u, color.RGBA{0, 0, 0, 60})
	sprites.DrawIcon(dst, "raise-zombie", a.w-300*u, a.h-320*u, 340*u, color.RGBA{0, 0, 0, 60})
	drawTitle(dst, "Zombie Table", a.w/2, s.titleY, s.titleSz*u)
	DrawTextShadow(dst, a.T("app.title.tagline"), fontsStrong(20*u), a.w/2, s.taglineY, AlignCenter, ColorTextDim)
	if len(s.games) == 0 {
		DrawText(dst, a.T("app.title.no_games"), fontsStrong(20*u), a.w/2, 300*u, AlignCenter, ColorText)
	}
	for i, info := range s.games {
		s.drawCard(dst, a, i, info)
	}
	s.resume.Draw(dst, u)
	s.settings.Draw(dst, u)
	for i := range s.online {
		s.online[i].Draw(dst, u)
	}
	if offerQuit {
		s.quit.Draw(dst, u)
	}
	credits := fontsBody(12 * u)
	for i, line := range s.credits {
		DrawText(dst, line, credits, a.w/2, a.h-22*u-float32(len(s.credits)-1-i)*LineHeight(credits), AlignCenter, sprites.Alpha(ColorTextDim, 0.8))
	}
	if s.updated {
		DrawTextShadow(dst, a.T("app.webapp.updated"), fontsStrong(15*u), a.w/2, s.taglineY+28*u, AlignCenter, ColorAccent)
	}
}

func (s *titleScene) drawCard(dst *ebiten.Image, a *App, i int, info *game.Info) {
	u := a.u
	r := s.cards[i]
	b := &s.btnGames[i]
	lift := float32(0)
	if b.hover || b.focused {
		lift = 6 * u
		sprites.Glow(dst, r.X, r.Y-lift, r.W, r.H, r.W*0.07, ColorAccent, 0.6)
	}
	tint := gameTint(info.ID)
	if s.tiles {
		s.drawTile(dst, a, i, info, Rect{r.X, r.Y - lift, r.W, r.H}, tint)
		return
	}
	p := sprites.CardFrame(dst, r.X, r.Y-lift, r.W, r.H, sprites.CardStyle{
		Body: ColorCard, Band: tint, Border: color.RGBA{40, 28, 22, 255},
		Art: sprites.Mix(tint, color.RGBA{20, 14, 12, 255}, 0.55),
	})
	name := fontsTitle(s.nameSz[i] * u)
	DrawTextMid(dst, Ellipsize(s.names[i], name, p.Header.W-8*u), name, p.Header.X+p.Header.W/2, p.Header.Y+p.Header.H/2, AlignCenter, ColorText)
	is := min(p.Art.H, p.Art.W) * 0.8
	sprites.DrawIcon(dst, GameIcon(info.ID), p.Art.X+(p.Art.W-is)/2, p.Art.Y+(p.Art.H-is)/2, is, sprites.Alpha(ColorCard, 0.92))
	DrawTextMid(dst, s.players[i], fontsStrong(13*u), p.Band.X+p.Band.W/2, p.Band.Y+p.Band.H/2, AlignCenter, ColorText)
	face := fontsBody(14 * u)
	lh := LineHeight(face)
	for j, line := range s.descs[i] {
		y := p.Text.Y + float32(j)*lh
		if y+lh > p.Text.Y+p.Text.H+4*u {
			break
		}
		DrawText(dst, line, face, p.Text.X, y, AlignStart, ColorInk)
	}
}

// drawTile draws game i's card on its side in r: the emblem on the game's
// colour at the left; its name, players and as much of its description as
// the tile holds at the right (a long press shows the whole).
func (s *titleScene) drawTile(dst *ebiten.Image, a *App, i int, info *game.Info, r Rect, tint color.RGBA) {
	u := a.u
	rad := 10 * u
	sprites.Shadow(dst, r.X, r.Y, r.W, r.H, rad, 6*u)
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, rad, color.RGBA{40, 28, 22, 255})
	in := r.Inset(3 * u)
	sprites.FillRoundRect(dst, in.X, in.Y, in.W, in.H, rad-2*u, ColorCard)
	art := Rect{in.X, in.Y, in.H, in.H}
	sprites.FillRoundRect(dst, art.X, art.Y, art.W, art.H, rad-2*u, sprites.Mix(tint, color.RGBA{20, 14, 12, 255}, 0.55))
	is := art.W * 0.7
	sprites.DrawIcon(dst, GameIcon(info.ID), art.X+(art.W-is)/2, art.Y+(art.H-is)/2, is, sprites.Alpha(ColorCard, 0.92))
	x := art.X + art.W + 12*u
	w := in.X + in.W - x - 10*u
	nameSz := FitSize(s.names[i], fontsTitle, 22, 14, u, w)
	name := fontsTitle(nameSz * u)
	y := in.Y + 6*u
	DrawText(dst, s.names[i], name, x, y, AlignStart, tint)
	y += LineHeight(name)
	players := fontsStrong(13 * u)
	DrawText(dst, s.players[i], players, x, y, AlignStart, color.RGBA{90, 60, 40, 255})
	y += LineHeight(players) + 2*u
	face := fontsBody(14 * u)
	lh := LineHeight(face)
	room := int((in.Y + in.H - 4*u - y) / lh)
	for j, line := range s.descs[i] {
		if j >= room {
			break
		}
		if j == room-1 && j < len(s.descs[i])-1 {
			line = Ellipsize(line+" …", face, w)
		}
		DrawText(dst, line, face, x, y+float32(j)*lh, AlignStart, ColorInk)
	}
}

func maxInt(a, b int) int {
	if a > b {
		return a
	}
	return b
}

// ---- new game ----

// tap is h, a finger's height at least on a narrow screen.
func (s *newGameScene) tap(a *App, h float32) float32 {
	if s.narrow {
		return a.Tap(h)
	}
	return h
}

type newGameScene struct {
	info    *game.Info
	seats   []save.Seat
	options map[string]string
	seed    string
	typing  int // what is being typed into: -1 none, 0.. seat names, seedField
	ctrls   Controls

	title    string
	rows     []seatRow
	optBtns  []Button
	optNames []string
	// diffBtn and diffHelp are the table's difficulty of a game played as a
	// team, offered under the seats (diffOpt its option, -1 none).
	diffBtn  Button
	diffHelp []string
	diffOpt  int
	// optHelp is each option's help wrapped under its row, where the panel
	// has room for every option's (the tooltip says it too).
	optHelp [][]string
	plus    Button
	minus   Button
	seedBtn Button
	// seedPanel is the panel the seed lies in: under the options, or under
	// the seats when the options' explanations need its room.
	seedPanel Rect
	// seedShown is whether the seed is on the screen: not at a server's
	// table, nor on a phone whose screen it would not fit.
	seedShown bool
	newSeed   Button
	btnBack   Button
	startBtn  Button
	panelL    Rect
	panelR    Rect
	errMsg    string
	// narrow: a phone held upright (Narrow): the title fitted to the width
	// (titleSz units, at titleY), the description wrapped (desc), the
	// seats' panel above the options'.
	narrow  bool
	titleSz float32
	titleY  float32
	desc    []string
	// setup is the game's own strip (the kingdom of Zombionion), if any.
	setup  Setup
	setupR Rect
	// host is the server the table is made on, when the screen hosts a
	// table there instead of starting a game here.
	host string
	// touchLaid is whether the help was worded for a finger ("Tap").
	touchLaid bool
}

type seatRow struct {
	kind, name, level Button
	// line says under a bot's row what its level does, or is empty.
	line string
}

const seedField = 1000

// optionField + i is the typing target of option i, for options typed freely.
const optionField = 2000

var botNames = [...]string{"Ash", "Dana", "Rick", "Zoe", "Lupo", "Nina"}

func newNewGameScene(a *App, info *game.Info) *newGameScene {
	s := &newGameScene{info: info, options: map[string]string{}, typing: -1}
	n := info.MinPlayers
	if n < 2 && info.MaxPlayers >= 2 {
		n = 2
	}
	for i := 0; i < n; i++ {
		s.seats = append(s.seats, s.defaultSeat(a, i))
	}
	first := !a.set.HasPlayed(info.ID)
	for _, o := range info.Options {
		s.options[o.Key] = o.Default
		if first && o.First != "" {
			s.options[o.Key] = o.First
		}
	}
	s.seed = strconv.FormatUint(uint64(time.Now().UnixNano())%1000000000, 10)
	if mk := setups[info.ID]; mk != nil {
		s.setup = mk()
	}
	return s
}

// config is the game the screen would start now, the seed as typed so far
// (0 when it is not a number).
func (s *newGameScene) config() game.Config {
	seed, _ := strconv.ParseUint(strings.TrimSpace(s.seed), 10, 64)
	return game.Config{Players: len(s.seats), Seed: seed, Options: s.options}
}

func (s *newGameScene) defaultSeat(a *App, i int) save.Seat {
	if i == 0 {
		return save.Seat{Name: a.lang.F("app.newgame.player", "n", 1), Kind: save.Human}
	}
	return save.Seat{Name: botNames[(i-1)%len(botNames)], Kind: save.Bot, Level: s.defaultLevel()}
}

// freeBotName is a bot's name no other seat than i has, so two seats never
// share a name; with every name taken it falls back to the seat's own.
func (s *newGameScene) freeBotName(i int) string {
	for k := range botNames {
		name := botNames[(i-1+k+len(botNames))%len(botNames)]
		taken := false
		for j, seat := range s.seats {
			taken = taken || j != i && seat.Name == name
		}
		if !taken {
			return name
		}
	}
	return botNames[i%len(botNames)]
}

func (s *newGameScene) defaultLevel() string {
	levels := s.info.Offered()
	for _, l := range levels {
		if l.Name == "normal" {
			return l.Name
		}
	}
	if len(levels) > 0 {
		return levels[0].Name
	}
	return "random"
}

func (s *newGameScene) name() string { return "newgame" }

func (s *newGameScene) back(a *App) { a.toMenu() }

// setPlayers sets the number of seats, keeping the seats already set.
func (s *newGameScene) setPlayers(a *App, n int) error {
	if n < s.info.MinPlayers || n > s.info.MaxPlayers {
		return fmt.Errorf("%s is for %d–%d players, not %d", s.info.ID, s.info.MinPlayers, s.info.MaxPlayers, n)
	}
	for len(s.seats) < n {
		s.seats = append(s.seats, s.defaultSeat(a, len(s.seats)))
	}
	s.seats = s.seats[:n]
	s.layout(a)
	return nil
}

// setSeat makes seat i a human or a bot of the given level.
func (s *newGameScene) setSeat(a *App, i int, kind, level string) error {
	if i >= len(s.seats) {
		return fmt.Errorf("no seat %d (%d seats)", i, len(s.seats))
	}
	seat := &s.seats[i]
	seat.Kind = kind
	seat.Level = ""
	if kind == save.Bot {
		if level == "" {
			level = s.defaultLevel()
		}
		if len(s.info.Levels) > 0 {
			if _, err := s.info.LevelBot(level); err != nil {
				return err
			}
		}
		seat.Level = level
		if seat.Name == "" || isGivenName(seat.Name, i) {
			seat.Name = s.freeBotName(i)
		}
	} else if seat.Kind == save.Human {
		seat.Name = a.lang.F("app.newgame.player", "n", i+1)
	}
	s.layout(a)
	return nil
}

// setOption sets a game option, checked against its choices.
func (s *newGameScene) setOption(a *App, key, value string) error {
	for _, o := range s.info.Options {
		if o.Key != key {
			continue
		}
		if !o.Free {
			ok := false
			for _, c := range o.Choices {
				ok = ok || c == value
			}
			if !ok {
				return fmt.Errorf("option %s: choose one of %s", key, strings.Join(o.Choices, ", "))
			}
		}
		s.options[key] = value
		s.layout(a)
		return nil
	}
	return fmt.Errorf("%s has no option %q", s.info.ID, key)
}

// start begins the game with these seats, options and seed.
func (s *newGameScene) start(a *App) error {
	seed, err := strconv.ParseUint(strings.TrimSpace(s.seed), 10, 64)
	if err != nil {
		s.errMsg = a.T("app.newgame.seed") + ": " + err.Error()
		return fmt.Errorf("seed %q is not a whole number", s.seed)
	}
	opts := map[string]string{}
	for k, v := range s.options {
		opts[k] = v
	}
	cfg := game.Config{Players: len(s.seats), Seed: seed, Options: opts}
	seats := append([]save.Seat(nil), s.seats...)
	for i := range seats {
		if strings.TrimSpace(seats[i].Name) == "" {
			seats[i].Name = a.lang.F("app.newgame.player", "n", i+1)
		}
	}
	if s.host != "" {
		// The server draws the seed.
		a.setScene(newHostedScene(a, s.host, hostRequest(a, s.info.ID, opts, seats)))
		return nil
	}
	sess, err := save.NewSession(s.info, cfg, seats)
	if err != nil {
		s.errMsg = err.Error()
		a.dirty()
		return err
	}
	p, err := newPlayScene(a, sess, nil)
	if err != nil {
		s.errMsg = err.Error()
		a.dirty()
		return err
	}
	p.begin(a)
	return nil
}

// owned reports whether option i is laid out elsewhere than among the
// options: in the game's own strip, or under the seats as the table's
// difficulty of a game played as a team.
func (s *newGameScene) owned(i int) bool {
	o := &s.info.Options[i]
	return s.setup != nil && s.setup.Owns(o.Key) || s.info.Team && o.Key == "difficulty"
}

func (s *newGameScene) levelLabel(a *App, level string) string {
	return a.levelName(s.info, level)
}

// levelLineSize is the size of the line under a bot's level, at u = 1.
const levelLineSize = 13

// levelLine is the line under a bot's level on the new-game screen: what
// the bot does and how long it thinks, in the same words in every game; none
// for a level the game no longer offers, or a bot spec.
func (s *newGameScene) levelLine(a *App, level string) string {
	for _, l := range s.info.Offered() {
		if l.Name == level {
			switch level {
			case "easy", "normal", "hard":
				return a.T("app.levels." + level)
			}
		}
	}
	return ""
}

func (s *newGameScene) layout(a *App) {
	u := a.u
	s.title = a.T("app.newgame.title") + " · " + GameName(a.lang, s.info)
	s.touchLaid = a.in.Touch
	for i := range s.seats {
		// The names the screen gave follow the language; typed ones stay.
		if s.seats[i].Kind == save.Human && i != s.typing {
			s.seats[i].Name = seatNameIn(a.lang, s.seats[i].Name, i)
		}
	}
	s.ctrls.Reset()
	s.narrow = Narrow(a.w, u)
	s.titleSz, s.titleY = 58, 40*u
	s.desc = s.desc[:0]
	if s.narrow {
		// The title as large as the width allows, beside the emblem; the
		// description wrapped under it; the seats' panel above the
		// options'.
		s.titleSz = FitSize(s.title, fontsTitle, 58, 22, u, a.w-24*u-70*u)
		s.titleY = 14 * u
		if s.setup == nil {
			s.desc = Wrap(GameDescription(a.lang, s.info), fontsBody(16*u), a.w-24*u)
		}
	}
	pw := min(560*u, (a.w-90*u)/2)
	top := 150 * u
	ph := a.h - top - 110*u
	rowH := 46 * u
	if s.narrow {
		pw = a.w - 24*u
		top = s.titleY + s.titleSz*u*1.1 + 12*u + float32(len(s.desc))*LineHeight(fontsBody(16*u))
		rowH = a.Tap(38*u) + 8*u // the buttons a finger's height, 8 units apart
	}
	if s.setup != nil {
		// The game's strip takes the description's place and a little of
		// each seat's.
		sh := s.setup.Height(u)
		if !s.narrow {
			top = 100 * u
		}
		rowH = max(42*u, a.Tap(0)+8*u)
		ph = a.h - top - 110*u - sh - 14*u
		s.setupR = Rect{a.w/2 - pw - 15*u, top + ph + 14*u, 2*pw + 30*u, sh}
		if s.narrow {
			s.setupR = Rect{12 * u, a.h - 16*u - a.Tap(54*u) - 14*u - sh, pw, sh}
			ph = s.setupR.Y - 14*u - top
		}
		s.setup.Layout(s.setupR, s.config(), a.lang, u)
	}
	s.panelL = Rect{a.w/2 - pw - 15*u, top, pw, ph}
	s.panelR = Rect{a.w/2 + 15*u, top, pw, ph}
	if s.narrow {
		// The seats' panel as tall as its rows, the options' below it.
		lineH := LineHeight(fontsBody(levelLineSize*u)) - 4*u
		need := 56*u + float32(len(s.seats))*rowH + 6*u + 40*u + 16*u
		for _, seat := range s.seats {
			if seat.Kind == save.Bot && s.levelLine(a, seat.Level) != "" {
				need += lineH
			}
		}
		for i := range s.info.Options {
			if o := &s.info.Options[i]; s.info.Team && o.Key == "difficulty" {
				// The table's difficulty under the seats; on a phone its
				// help is its tooltip alone (a long press), as the options'.
				need += 16*u + s.tap(a, 38*u) + 4*u
			}
		}
		bottom := a.h - 16*u - a.Tap(54*u) - 12*u
		if s.setup != nil {
			bottom = s.setupR.Y - 14*u
		}
		s.panelL = Rect{12 * u, top, pw, min(need, (bottom-top)*0.6)}
		s.panelR = Rect{12 * u, top + s.panelL.H + 10*u, pw, bottom - top - s.panelL.H - 10*u}
		ph = s.panelL.H
	}
	// The lines under the bots' levels take a little of each row; where the
	// seats would run out of the panel the rows close up to make room.
	lineH := LineHeight(fontsBody(levelLineSize*u)) - 4*u
	lines := float32(0)
	for _, seat := range s.seats {
		if seat.Kind == save.Bot && s.levelLine(a, seat.Level) != "" {
			lines++
		}
	}
	if fit := (ph - 56*u - lines*lineH - 56*u) / float32(len(s.seats)); fit < rowH {
		rowH = max(fit, 30*u)
	}
	y := s.panelL.Y + 56*u
	s.rows = s.rows[:0]
	for i := range s.seats {
		seat := s.seats[i]
		x := s.panelL.X + 56*u
		kindLabel, kindIcon := a.T("app.newgame.human"), "person"
		if seat.Kind == save.Bot {
			kindLabel, kindIcon = a.T("app.newgame.bot"), "robot-golem"
		}
		row := seatRow{}
		row.name = Button{R: Rect{x, y, pw - 56*u - 250*u, rowH - 8*u}, Label: seat.Name, Color: color.RGBA{52, 40, 34, 255}, Tip: a.TP("app.newgame.name_tip", "app.newgame.name_tip_touch"), ID: i, Selected: s.typing == i}
		row.kind = Button{R: Rect{s.panelL.X + pw - 240*u, y, 110 * u, rowH - 8*u}, Label: kindLabel, Icon: kindIcon, Color: ColorButtonAlt, Tip: a.TP("app.newgame.kind_tip", "app.newgame.kind_tip_touch"), ID: i, Size: 15}
		row.level = Button{R: Rect{s.panelL.X + pw - 122*u, y, 106 * u, rowH - 8*u}, Label: s.levelLabel(a, seat.Level), Color: ColorButtonAlt, Tip: a.TP("app.newgame.level_tip", "app.newgame.level_tip_touch"), ID: i, Size: 15, Disabled: seat.Kind != save.Bot}
		if seat.Kind != save.Bot {
			row.level.Label = "—"
		}
		if s.info.Team {
			row.level.Tip = a.TP("app.teammates.tip", "app.teammates.tip_touch")
		}
		y += rowH
		if seat.Kind == save.Bot {
			if row.line = s.levelLine(a, seat.Level); row.line != "" {
				y += lineH
			}
		}
		s.rows = append(s.rows, row)
	}
	for i := range s.rows {
		s.ctrls.Add(&s.rows[i].name)
		s.ctrls.Add(&s.rows[i].kind)
		s.ctrls.Add(&s.rows[i].level)
	}
	y += 6 * u
	s.minus = Button{R: Rect{s.panelL.X + 20*u, y, 170 * u, s.tap(a, 40*u)}, Label: a.T("app.newgame.remove_seat"), Icon: "heart-minus", Color: ColorButtonAlt, Size: 15, Disabled: len(s.seats) <= s.info.MinPlayers}
	s.plus = Button{R: Rect{s.panelL.X + 200*u, y, 170 * u, s.tap(a, 40*u)}, Label: a.T("app.newgame.add_seat"), Icon: "heart-plus", Color: ColorButtonAlt, Size: 15, Disabled: len(s.seats) >= s.info.MaxPlayers}
	s.ctrls.Add(&s.minus)
	s.ctrls.Add(&s.plus)
	// The table's difficulty of a game played as a team lies under the
	// seats: it is the whole table's, not a bot's.
	seatsEnd := s.minus.R.Y + s.minus.R.H
	s.diffOpt, s.diffHelp = -1, nil
	for i := range s.info.Options {
		if o := &s.info.Options[i]; s.info.Team && o.Key == "difficulty" {
			s.diffOpt = i
			dy := seatsEnd + 16*u
			h := s.tap(a, 38*u) // a finger's height on a phone
			s.diffBtn = Button{R: Rect{s.panelL.X + s.panelL.W - 200*u, dy, 180 * u, h}, Label: ChoiceName(a.lang, o, s.options[o.Key]), Color: ColorButtonAlt, Tip: OptionHelp(a.lang, o), ID: i, Size: 15}
			if !Narrow(a.w, u) {
				s.diffHelp = Wrap(OptionHelp(a.lang, o), fontsBody(13*u), s.panelL.W-40*u)
			}
			seatsEnd = dy + h + 4*u + float32(len(s.diffHelp))*LineHeight(fontsBody(13*u))
			s.ctrls.Add(&s.diffBtn)
		}
	}

	// Options, then the seed, on the right.
	y = s.panelR.Y + 56*u
	s.optBtns = s.optBtns[:0]
	s.optNames = s.optNames[:0]
	s.optHelp = s.optHelp[:0]
	helpFace := fontsBody(13 * u)
	helpLine := LineHeight(helpFace)
	// The options' rows, each explained in a line or two beneath it when
	// every explanation fits above the seed; else the tooltips alone.
	room := s.panelR.Y + s.panelR.H - 120*u - y
	need := float32(0)
	for i := range s.info.Options {
		o := &s.info.Options[i]
		if s.owned(i) {
			continue
		}
		lines := Wrap(OptionHelp(a.lang, o), helpFace, s.panelR.W-40*u)
		s.optHelp = append(s.optHelp, lines)
		need += max(46*u, s.tap(a, 38*u)+8*u) + float32(len(lines))*helpLine + 8*u
	}
	// The seed lies under the options, or under the seats when that leaves
	// the explanations room enough.
	s.seedPanel = s.panelR
	if need > room && need <= room+120*u && seatsEnd+126*u <= s.panelL.Y+s.panelL.H {
		s.seedPanel = s.panelL
	}
	if need > room && s.seedPanel == s.panelR {
		for i := range s.optHelp {
			s.optHelp[i] = nil
		}
	}
	for i := range s.info.Options {
		o := &s.info.Options[i]
		if s.owned(i) {
			continue
		}
		s.optNames = append(s.optNames, OptionName(a.lang, o))
		btn := Button{R: Rect{s.panelR.X + s.panelR.W - 200*u, y, 180 * u, s.tap(a, 38*u)}, Label: ChoiceName(a.lang, o, s.options[o.Key]), Color: ColorButtonAlt, Tip: OptionHelp(a.lang, o), ID: i, Size: 15}
		if len(o.Choices) == 0 {
			btn.Color, btn.Selected = color.RGBA{52, 40, 34, 255}, s.typing == optionField+i
		}
		s.optBtns = append(s.optBtns, btn)
		y += max(46*u, btn.R.H+8*u)
		if h := s.optHelp[len(s.optBtns)-1]; len(h) > 0 {
			y += float32(len(h))*helpLine + 8*u
		}
	}
	for i := range s.optBtns {
		s.ctrls.Add(&s.optBtns[i])
	}
	y += 50 * u
	sp := s.seedPanel
	if sp != s.panelR {
		y = seatsEnd + 56*u
	}
	s.seedBtn = Button{R: Rect{sp.X + 20*u, y, sp.W - 220*u, s.tap(a, 40*u)}, Label: s.seed, Color: color.RGBA{52, 40, 34, 255}, Tip: a.T("app.newgame.seed_help"), Selected: s.typing == seedField}
	s.newSeed = Button{R: Rect{sp.X + sp.W - 190*u, y, 170 * u, s.tap(a, 40*u)}, Label: a.T("app.newgame.new_seed"), Icon: "rolling-dices", Color: ColorButtonAlt, Size: 15}
	// A table on a server gets its seed from the server; on a phone with
	// no room left above Start, the seed is drawn at random unseen.
	s.seedShown = s.host == "" && y+s.tap(a, 40*u)+10*u+LineHeight(fontsBody(13*u)) <= a.h-a.Tap(54*u)-34*u
	if s.seedShown {
		s.ctrls.Add(&s.seedBtn)
		s.ctrls.Add(&s.newSeed)
	}

	bw, bh := 220*u, 54*u
	by := a.h - bh - 34*u
	if s.narrow {
		bw, bh = (a.w-24*u-15*u)/2, a.Tap(bh)
		by = a.h - bh - 16*u
	}
	s.btnBack = Button{R: Rect{a.w/2 - bw - 7.5*u, by, bw, bh}, Label: a.T("app.common.back"), Icon: "return-arrow", Color: ColorButtonAlt}
	s.startBtn = Button{R: Rect{a.w/2 + 7.5*u, by, bw, bh}, Label: a.T("app.newgame.start"), Icon: "play-button", Glow: true}
	if !s.narrow {
		s.btnBack.R.X, s.startBtn.R.X = a.w/2-bw-15*u, a.w/2+15*u
	}
	if s.host != "" {
		s.startBtn.Label, s.startBtn.Tip = a.T("app.online.create"), a.lang.F("app.online.create_tip", "server", s.host)
	}
	s.ctrls.Add(&s.btnBack)
	s.ctrls.Add(&s.startBtn)
}

func (s *newGameScene) update(a *App) bool {
	redraw := false
	if a.in.Touch != s.touchLaid {
		s.layout(a)
		redraw = true
	}
	if s.typing >= 0 {
		// The caret blinks: draw again when it shows or hides.
		redraw = s.typeInto(a) || a.frame%caretBlink == 0
	}
	if a.in.Has(IntentBack) && s.typing < 0 {
		a.toMenu()
		return true
	}
	if s.setup != nil && s.typing < 0 {
		set, hover := s.setup.Update(&a.in)
		redraw = redraw || hover
		if set != nil {
			for k, v := range set {
				s.options[k] = v
			}
			a.mixer.Play(SoundClick)
			s.layout(a)
			a.in.Consume()
			return true
		}
	}
	b, changed := s.ctrls.Update(&a.in)
	if b == nil {
		return changed || redraw
	}
	a.mixer.Play(SoundClick)
	if s.typing >= 0 && !s.isTypingTarget(b) {
		s.typing = -1
	}
	switch {
	case b == &s.btnBack:
		a.toMenu()
		return true
	case b == &s.startBtn:
		if err := s.start(a); err != nil {
			a.flash(err.Error())
		}
		return true
	case b == &s.plus:
		_ = s.setPlayers(a, len(s.seats)+1)
	case b == &s.minus:
		_ = s.setPlayers(a, len(s.seats)-1)
	case b == &s.seedBtn:
		s.typing = seedField
	case b == &s.newSeed:
		s.seed = strconv.FormatUint(uint64(time.Now().UnixNano())%1000000000, 10)
	default:
		s.clickRow(a, b)
	}
	s.layout(a)
	return true
}

func (s *newGameScene) clickRow(a *App, b *Button) {
	for i := range s.rows {
		r := &s.rows[i]
		switch b {
		case &r.name:
			s.typing = i
			return
		case &r.kind:
			kind := save.Bot
			if s.seats[i].Kind == save.Bot {
				kind = save.Human
			}
			_ = s.setSeat(a, i, kind, "")
			return
		case &r.level:
			levels := s.info.Offered()
			if len(levels) == 0 {
				return
			}
			next := 0
			for j, l := range levels {
				if l.Name == s.seats[i].Level {
					next = (j + 1) % len(levels)
				}
			}
			s.seats[i].Level = levels[next].Name
			return
		}
	}
	if s.diffOpt >= 0 && b == &s.diffBtn {
		s.nextChoice(&s.info.Options[s.diffOpt])
		return
	}
	for i := range s.optBtns {
		if b == &s.optBtns[i] {
			o := &s.info.Options[b.ID]
			if len(o.Choices) == 0 {
				s.typing = optionField + b.ID
				return
			}
			s.nextChoice(o)
			return
		}
	}
}

// nextChoice sets option o to the choice after its present one, the first
// after the last.
func (s *newGameScene) nextChoice(o *game.Option) {
	next := 0
	for j, c := range o.Choices {
		if c == s.options[o.Key] {
			next = (j + 1) % len(o.Choices)
		}
	}
	s.options[o.Key] = o.Choices[next]
}

// isTypingTarget reports whether b is the field being typed into.
func (s *newGameScene) isTypingTarget(b *Button) bool {
	switch {
	case s.typing == seedField:
		return b == &s.seedBtn
	case s.typing >= optionField:
		for i := range s.optBtns {
			if b == &s.optBtns[i] {
				return b.ID == s.typing-optionField
			}
		}
		return false
	}
	return b == &s.rows[s.typing].name
}

// typeInto handles typing into a seat name, the seed or a free option.
func (s *newGameScene) typeInto(a *App) bool {
	in := &a.in
	changed := false
	target := &s.seed
	limit := 19
	var option string
	switch {
	case s.typing >= optionField:
		key := s.info.Options[s.typing-optionField].Key
		option = s.options[key]
		target, limit = &option, 200
		defer func() { s.options[key] = option }()
	case s.typing != seedField && s.typing < len(s.seats):
		target = &s.seats[s.typing].Name
		limit = 16
	}
	for _, r := range in.Chars {
		if s.typing == seedField && (r < '0' || r > '9') {
			continue
		}
		if r < ' ' || len([]rune(*target)) >= limit {
			continue
		}
		*target += string(r)
		changed = true
	}
	if changed && s.typing != seedField && s.typing < len(s.seats) {
		// Nothing typed or pasted into a name may turn or garble the
		// names shown after it.
		*target = save.CleanName(*target)
	}
	for _, it := range in.Intents {
		switch it {
		case IntentErase:
			if rs := []rune(*target); len(rs) > 0 {
				*target = string(rs[:len(rs)-1])
				changed = true
			}
		case IntentActivate, IntentBack:
			s.typing = -1
			changed = true
		}
	}
	// Letters typed are text, not shortcuts.
	in.takeTyping()
	if changed {
		s.layout(a)
	}
	return changed
}

func (s *newGameScene) tooltip(a *App) string {
	if b := s.ctrls.Hovered(); b != nil {
		return b.Tip
	}
	if s.setup != nil && s.setupR.Contains(a.in.X, a.in.Y) {
		return s.setup.Tooltip(a.in.X, a.in.Y)
	}
	return ""
}

func (s *newGameScene) draw(dst *ebiten.Image, a *App) {
	u := a.u
	roomBackground(dst, a)
	// The game's emblem stands left of the title, clear of its letters.
	is := min(56, s.titleSz) * u
	tw := TextWidth(s.title, fontsTitle(s.titleSz*u))
	cx := a.w / 2
	if s.narrow {
		cx += (is + 14*u) / 2
	}
	sprites.DrawIcon(dst, GameIcon(s.info.ID), cx-tw/2-is-14*u, s.titleY+(s.titleSz*u-is)/2, is, ColorAccent)
	drawTitle(dst, s.title, cx, s.titleY, s.titleSz*u)
	switch {
	case s.narrow:
		desc := fontsBody(16 * u)
		for i, l := range s.desc {
			DrawTextShadow(dst, l, desc, a.w/2, s.titleY+s.titleSz*u*1.1+4*u+float32(i)*LineHeight(desc), AlignCenter, ColorTextDim)
		}
	case s.setup == nil:
		DrawTextShadow(dst, GameDescription(a.lang, s.info), fontsBody(16*u), a.w/2, 112*u, AlignCenter, ColorTextDim)
	}
	Panel(dst, s.panelL, 14*u)
	Panel(dst, s.panelR, 14*u)
	head := fontsStrong(20 * u)
	DrawText(dst, a.T("app.newgame.seats")+" · "+playerRange(a.lang, s.info), head, s.panelL.X+20*u, s.panelL.Y+16*u, AlignStart, ColorText)
	DrawText(dst, a.T("app.newgame.options"), head, s.panelR.X+20*u, s.panelR.Y+16*u, AlignStart, ColorText)
	for i := range s.rows {
		r := &s.rows[i]
		seatToken(dst, i, s.panelL.X+32*u, r.name.R.CY(), 15*u)
		r.name.Draw(dst, u)
		if s.typing == i {
			drawCaret(dst, a, &r.name, r.name.Label)
		}
		r.kind.Draw(dst, u)
		r.level.Draw(dst, u)
		if r.line != "" {
			DrawText(dst, r.line, fontsBody(levelLineSize*u), r.name.R.X, r.name.R.Y+r.name.R.H+2*u, AlignStart, ColorTextDim)
		}
	}
	s.minus.Draw(dst, u)
	s.plus.Draw(dst, u)
	body := fontsBody(16 * u)
	help := fontsBody(13 * u)
	helpLine := LineHeight(help)
	if s.diffOpt >= 0 {
		b := &s.diffBtn
		DrawTextMid(dst, OptionName(a.lang, &s.info.Options[s.diffOpt]), body, s.panelL.X+20*u, b.R.CY(), AlignStart, ColorText)
		b.Draw(dst, u)
		hy := b.R.Y + b.R.H + 4*u
		for _, l := range s.diffHelp {
			DrawText(dst, l, help, s.panelL.X+20*u, hy, AlignStart, ColorTextDim)
			hy += helpLine
		}
	}
	for i := range s.optBtns {
		b := &s.optBtns[i]
		DrawTextMid(dst, s.optNames[i], body, s.panelR.X+20*u, b.R.CY(), AlignStart, ColorText)
		b.Draw(dst, u)
		hy := b.R.Y + b.R.H + 4*u
		for _, l := range s.optHelp[i] {
			DrawText(dst, l, help, s.panelR.X+20*u, hy, AlignStart, ColorTextDim)
			hy += helpLine
		}
		if s.typing == optionField+i {
			drawCaret(dst, a, b, b.Label)
		}
	}
	if s.seedShown {
		sy := s.seedBtn.R.Y - 30*u
		DrawText(dst, a.T("app.newgame.seed"), head, s.seedPanel.X+20*u, sy, AlignStart, ColorText)
		s.seedBtn.Draw(dst, u)
		if s.typing == seedField {
			drawCaret(dst, a, &s.seedBtn, s.seed)
		}
		s.newSeed.Draw(dst, u)
		DrawText(dst, a.T("app.newgame.seed_help"), fontsBody(13*u), s.seedPanel.X+20*u, s.seedBtn.R.Y+s.seedBtn.R.H+10*u, AlignStart, ColorTextDim)
	} else if s.host != "" {
		DrawText(dst, a.T("app.online.seed"), fontsBody(14*u), s.seedPanel.X+20*u, s.seedBtn.R.Y-20*u, AlignStart, ColorTextDim)
	}
	if s.setup != nil {
		s.setup.Draw(dst)
	}
	if s.errMsg != "" {
		DrawTextShadow(dst, s.errMsg, fontsStrong(15*u), a.w/2, s.btnBack.R.Y-30*u, AlignCenter, ColorDanger)
	}
	s.btnBack.Draw(dst, u)
	s.startBtn.Draw(dst, u)
}

// ---- resume ----

// resumeScene lists the saved games, newest first, as many as fit, scrolled
// by the wheel, a drag, the arrow keys or Page Up/Down. Each row resumes its
// game; its cross deletes it after a confirmation.
type resumeScene struct {
	btnFile Button // a saved game from a file, in the viewer (browser)
	saved   []save.Saved
	err     error
	rows    []Button // the visible saves, rows[i] showing saved[top+i]
	dels    []Button // their delete buttons
	lines   [][2]string
	ctrls   Controls
	btnBack Button
	panel   Rect
	top     int // the first save shown
	visible int // how many rows fit
	count   string
	errLine string

	// A drag scrolls: where it started and the first save shown then.
	dragging bool
	dragged  bool
	dragTop  int

	// confirm is the save whose deletion awaits confirmation, or -1.
	confirm   int
	confirmR  Rect
	confirmL  string
	confirmD  string
	btnDelete Button
	btnKeep   Button
}

func newResumeScene(a *App) *resumeScene {
	s := &resumeScene{confirm: -1}
	s.saved, s.err = a.listSaved()
	save.CheckReplays(s.saved)
	return s
}

func (s *resumeScene) name() string { return "resume" }

func (s *resumeScene) back(a *App) {
	if s.confirm >= 0 {
		s.confirm = -1
		s.layout(a)
		return
	}
	a.toMenu()
}

// rowStep is the height of a row with its gap.
func (s *resumeScene) rowStep(u float32) float32 { return 72 * u }

func (s *resumeScene) layout(a *App) {
	u := a.u
	s.ctrls.Reset()
	pw := min(860*u, a.w-80*u)
	s.panel = Rect{(a.w - pw) / 2, 140 * u, pw, a.h - 260*u}
	rowH := 64 * u
	s.visible = maxInt(1, int((s.panel.H-24*u)/s.rowStep(u)))
	s.top = max(0, min(s.top, len(s.saved)-s.visible))
	n := max(0, min(s.visible, len(s.saved)-s.top))
	s.rows, s.dels, s.lines = s.rows[:0], s.dels[:0], s.lines[:0]
	face := fontsBody(14 * u)
	scrollW := float32(0)
	if len(s.saved) > s.visible {
		scrollW = 14 * u
	}
	rowW := pw - 40*u - scrollW
	delW := rowH - 16*u
	for i := 0; i < n; i++ {
		k := s.top + i
		sv := &s.saved[k]
		y := s.panel.Y + 20*u + float32(i)*s.rowStep(u)
		b := Button{R: Rect{s.panel.X + 20*u, y, rowW - delW - 10*u, rowH}, ID: k, Color: color.RGBA{58, 44, 36, 255}}
		d := Button{R: Rect{b.R.X + b.R.W + 10*u, y + (rowH-delW)/2, delW, delW}, ID: k, Icon: "cross-mark", Color: ColorButtonAlt, Tip: a.T("app.resume.delete_tip")}
		textW := b.R.W - rowH*0.6 - 44*u
		var l [2]string
		if sv.Err != nil {
			b.Disabled = true
			h := a.T("app.resume.corrupt") + " · " + sv.Key
			if !sv.Time.IsZero() {
				h += " · " + sv.Time.Local().Format("2006-01-02 15:04")
			}
			l[0] = Ellipsize(h, fontsStrong(17*u), textW)
			l[1] = Ellipsize(sv.Err.Error(), face, textW)
		} else {
			l[0] = Ellipsize(s.heading(a, sv), fontsStrong(17*u), textW)
			l[1] = Ellipsize(s.detail(a, sv), face, textW)
		}
		s.rows = append(s.rows, b)
		s.dels = append(s.dels, d)
		s.lines = append(s.lines, l)
	}
	s.errLine = ""
	if s.err != nil {
		s.errLine = Ellipsize(s.err.Error(), fontsStrong(16*u), s.panel.W-40*u)
	}
	s.count = ""
	if len(s.saved) > s.visible {
		s.count = a.lang.F("app.resume.shown", "first", s.top+1, "last", s.top+n, "total", len(s.saved))
	}
	bw, bh := 220*u, 54*u
	s.btnBack = Button{R: Rect{(a.w - bw) / 2, a.h - bh - 34*u, bw, bh}, Label: a.T("app.common.back"), Icon: "return-arrow", Color: ColorButtonAlt}
	s.layoutFile(a)
	if s.confirm >= 0 {
		cw, ch := min(640*u, a.w-60*u), 210*u
		s.confirmR = Rect{(a.w - cw) / 2, (a.h - ch) / 2, cw, ch}
		sv := &s.saved[s.confirm]
		title, detail := sv.Key, sv.Err
		s.confirmD = ""
		if detail == nil {
			title = s.heading(a, sv)
			s.confirmD = Ellipsize(s.detail(a, sv), fontsBody(14*u), cw-40*u)
		}
		s.confirmL = Ellipsize(title, fontsBody(17*u), cw-40*u)
		bw2 := (cw - 60*u) / 2
		s.btnDelete = Button{R: Rect{s.confirmR.X + 20*u, s.confirmR.Y + ch - 74*u, bw2, 54 * u}, Label: a.T("app.resume.delete"), Icon: "cross-mark", Color: ColorDanger}
		s.btnKeep = Button{R: Rect{s.confirmR.X + 40*u + bw2, s.confirmR.Y + ch - 74*u, bw2, 54 * u}, Label: a.T("app.resume.keep"), Icon: "return-arrow", Color: ColorButtonAlt}
		s.ctrls.Add(&s.btnKeep)
		s.ctrls.Add(&s.btnDelete)
		return
	}
	for i := range s.rows {
		s.ctrls.Add(&s.rows[i])
		s.ctrls.Add(&s.dels[i])
	}
	s.ctrls.Add(&s.btnBack)
	if s.btnFile.R.W > 0 {
		s.ctrls.Add(&s.btnFile)
	}
}

// heading is a save's first line: the game and when it was saved.
func (s *resumeScene) heading(a *App, sv *save.Saved) string {
	info, _ := game.Lookup(sv.Log.Game)
	h := GameName(a.lang, info)
	if !sv.Time.IsZero() {
		h += " · " + sv.Time.Local().Format("2006-01-02 15:04")
	}
	if sm := sv.Log.Summary; sm != nil && lastMove(sm.Last, a.lang) != "" {
		h += " · " + lastMove(sm.Last, a.lang)
	}
	return h
}

// lastMove is the line of a saved game's last move in l, or in English
// when the game was saved with no line in l (by a version of the app
// without l).
func lastMove(last map[string]string, l Lang) string {
	if s := last[l.Code()]; s != "" {
		return s
	}
	return last[English.Code()]
}

// detail is a save's second line: the turn, whose move it is and the seats.
func (s *resumeScene) detail(a *App, sv *save.Saved) string {
	var b strings.Builder
	sm := sv.Log.Summary
	switch {
	case sm != nil && sm.Turn > 0:
		b.WriteString(a.lang.F("app.resume.turn", "n", sm.Turn))
	default:
		b.WriteString(a.lang.F("app.resume.moves", "n", len(sv.Log.Actions)))
	}
	if sm != nil {
		b.WriteString(" · ")
		if sm.ToAct >= 0 && sm.ToAct < len(sv.Log.Seats) {
			b.WriteString(a.lang.F("app.resume.to_move", "who", seatNameIn(a.lang, sv.Log.Seats[sm.ToAct].Name, sm.ToAct)))
		} else {
			b.WriteString(a.T("app.resume.ended"))
		}
	}
	b.WriteString(" · ")
	for j, seat := range sv.Log.Seats {
		if j > 0 {
			b.WriteString(", ")
		}
		b.WriteString(seatNameIn(a.lang, seat.Name, j))
		if seat.Kind == save.Bot {
			info, _ := game.Lookup(sv.Log.Game)
			b.WriteString(" (" + a.levelName(info, seat.Level) + ")")
		}
	}
	return b.String()
}

// levelName is a bot level of info's game in the interface's language, or
// the bot spec. In a game played as a team the level is the teammates'
// skill and is named so; info may be nil.
func (a *App) levelName(info *game.Info, level string) string {
	switch level {
	case "easy", "normal", "hard":
		if info != nil && info.Team {
			return a.T("app.teammates." + level)
		}
		return a.T("app.level." + level)
	}
	return level
}

// scrollTo shows the saves from top on; it reports a change.
func (s *resumeScene) scrollTo(a *App, top int) bool {
	top = max(0, min(top, len(s.saved)-s.visible))
	if top == s.top {
		return false
	}
	s.top = top
	s.layout(a)
	return true
}

// focused returns the index in s.rows of the focused row or delete button,
// or -1.
func (s *resumeScene) focused() int {
	for i := range s.rows {
		if s.rows[i].focused || s.dels[i].focused {
			return i
		}
	}
	return -1
}

// focusRow gives the keyboard focus to the visible row i.
func (s *resumeScene) focusRow(i int) {
	for j, b := range s.ctrls.List {
		b.focused = false
		if b == &s.rows[i] {
			s.ctrls.focus = j
		}
	}
	s.rows[i].focused = true
}

// scroll handles the wheel, drags and the keys that go past the rows shown.
func (s *resumeScene) scroll(a *App) bool {
	in := &a.in
	changed := false
	if in.WheelY != 0 && s.panel.Contains(in.X, in.Y) {
		step := 1
		if in.WheelY > 0 {
			step = -1
		}
		changed = s.scrollTo(a, s.top+step)
	}
	if in.Pressed && s.panel.Contains(in.X, in.Y) {
		s.dragging, s.dragged, s.dragTop = true, false, s.top
	}
	if s.dragging && in.Down {
		moved := int((in.StartY - in.Y) / s.rowStep(a.u))
		if moved != 0 {
			s.dragged = true
		}
		changed = s.scrollTo(a, s.dragTop+moved) || changed
	}
	if in.Released {
		if s.dragged {
			// The end of a drag is no click on the row under it.
			in.Clicked = false
		}
		s.dragging, s.dragged = false, false
	} else if !in.Down {
		s.dragging = false
	}
	k := 0
	for _, it := range in.Intents {
		keep := true
		f := s.focused()
		switch {
		case it == IntentPageNext:
			changed, keep = s.scrollTo(a, s.top+s.visible) || changed, false
		case it == IntentPagePrev:
			changed, keep = s.scrollTo(a, s.top-s.visible) || changed, false
		case it == IntentNext && f == len(s.rows)-1 && s.dels[f].focused && s.top+len(s.rows) < len(s.saved):
			s.scrollTo(a, s.top+1)
			s.focusRow(len(s.rows) - 1)
			changed, keep = true, false
		case it == IntentPrev && f == 0 && s.rows[0].focused && s.top > 0:
			s.scrollTo(a, s.top-1)
			s.focusRow(0)
			changed, keep = true, false
		}
		if keep {
			in.Intents[k] = it
			k++
		}
	}
	in.Intents = in.Intents[:k]
	return changed
}

func (s *resumeScene) update(a *App) bool {
	if a.in.Has(IntentBack) {
		s.back(a)
		return true
	}
	changed := false
	if s.confirm < 0 {
		changed = s.scroll(a)
	}
	b, ch := s.ctrls.Update(&a.in)
	changed = changed || ch
	switch {
	case b == nil:
	case b == &s.btnBack:
		a.toMenu()
	case b == &s.btnFile:
		a.openPickedReplay()
	case b == &s.btnKeep:
		s.confirm = -1
		s.layout(a)
	case b == &s.btnDelete:
		s.remove(a)
	default:
		for i := range s.dels {
			if b == &s.dels[i] {
				s.confirm = b.ID
				s.layout(a)
				return true
			}
		}
		if err := a.resume(s.saved[b.ID]); err != nil {
			a.flash(err.Error())
		}
	}
	return changed
}

// remove deletes the save awaiting confirmation and lists the saves again.
func (s *resumeScene) remove(a *App) {
	key := s.saved[s.confirm].Key
	s.confirm = -1
	if err := a.store.Delete(key); err != nil {
		a.flash(err.Error())
	} else {
		a.flash(a.T("app.resume.deleted"))
	}
	s.saved, s.err = a.listSaved()
	s.layout(a)
}

func (s *resumeScene) tooltip(a *App) string {
	if b := s.ctrls.Hovered(); b != nil {
		return b.Tip
	}
	return ""
}

func (s *resumeScene) draw(dst *ebiten.Image, a *App) {
	u := a.u
	roomBackground(dst, a)
	drawTitle(dst, a.T("app.resume.title"), a.w/2, 40*u, 64*u)
	Panel(dst, s.panel, 14*u)
	if s.err != nil {
		DrawText(dst, s.errLine, fontsStrong(16*u), a.w/2, s.panel.Y+30*u, AlignCenter, ColorDanger)
	} else if len(s.saved) == 0 {
		DrawText(dst, a.T("app.resume.none"), fontsStrong(18*u), a.w/2, s.panel.Y+30*u, AlignCenter, ColorTextDim)
	}
	for i := range s.rows {
		b := &s.rows[i]
		b.Draw(dst, u)
		s.dels[i].Draw(dst, u)
		sv := &s.saved[b.ID]
		icon, tint := "cross-mark", ColorDanger
		if sv.Err == nil {
			icon, tint = GameIcon(sv.Log.Game), ColorText
		}
		is := b.R.H * 0.6
		sprites.DrawIcon(dst, icon, b.R.X+14*u, b.R.CY()-is/2, is, tint)
		c := ColorText
		if sv.Err != nil {
			c = ColorDanger
		}
		DrawText(dst, s.lines[i][0], fontsStrong(17*u), b.R.X+is+28*u, b.R.Y+10*u, AlignStart, c)
		DrawText(dst, s.lines[i][1], fontsBody(14*u), b.R.X+is+28*u, b.R.Y+36*u, AlignStart, ColorTextDim)
	}
	if len(s.saved) > s.visible {
		// The scroll bar: the share and place of the rows shown.
		tx, ty, th := s.panel.X+s.panel.W-22*u, s.panel.Y+20*u, s.panel.H-40*u
		sprites.FillRoundRect(dst, tx, ty, 8*u, th, 4*u, color.RGBA{40, 30, 26, 255})
		n := float32(len(s.saved))
		sprites.FillRoundRect(dst, tx, ty+th*float32(s.top)/n, 8*u, th*float32(len(s.rows))/n, 4*u, ColorAccent)
		DrawText(dst, s.count, fontsBody(14*u), s.panel.X+s.panel.W, s.panel.Y+s.panel.H+8*u, AlignEnd, ColorTextDim)
	}
	if s.confirm >= 0 {
		sprites.FillRoundRect(dst, 0, 0, a.w, a.h, 0, color.RGBA{0, 0, 0, 150})
		Panel(dst, s.confirmR, 14*u)
		DrawText(dst, a.T("app.resume.delete_confirm"), fontsStrong(19*u), a.w/2, s.confirmR.Y+24*u, AlignCenter, ColorText)
		DrawText(dst, s.confirmL, fontsBody(17*u), a.w/2, s.confirmR.Y+64*u, AlignCenter, ColorTextDim)
		DrawText(dst, s.confirmD, fontsBody(14*u), a.w/2, s.confirmR.Y+92*u, AlignCenter, ColorTextDim)
		s.btnDelete.Draw(dst, u)
		s.btnKeep.Draw(dst, u)
		return
	}
	s.btnBack.Draw(dst, u)
	if s.btnFile.R.W > 0 {
		s.btnFile.Draw(dst, u)
	}
}

// resume continues a saved game, rebuilding its log by replaying it.
func (a *App) resume(sv save.Saved) error {
	if sv.Err != nil {
		return sv.Err
	}
	if sm := sv.Log.Summary; sm != nil && sm.ToAct == int(game.Nobody) {
		// A finished game opens in the replay viewer.
		return a.openReplay(sv.Log)
	}
	if sv.Log.Fork != nil {
		return a.resumeFork(sv)
	}
	info, err := game.Lookup(sv.Log.Game)
	if err != nil {
		return err
	}
	sess, err := save.NewSession(info, sv.Log.Config(), sv.Log.Seats)
	if err != nil {
		return fmt.Errorf("%s: %w", sv.Key, err)
	}
	var entries []logEntry
	for i, n := range sv.Log.Actions {
		act, err := game.Find(sess.State, n)
		if err != nil {
			return fmt.Errorf("%s: action %d (%q): %w", sv.Key, i+1, n, err)
		}
		pe := beginEntry(sess, act)
		if err := sess.Apply(act); err != nil {
			return fmt.Errorf("%s: action %d (%q): %w", sv.Key, i+1, n, err)
		}
		entries = append(entries, pe.finish(sess))
	}
	sess.Key = sv.Key
	p, err := newPlayScene(a, sess, entries)
	if err != nil {
		return err
	}
	p.begin(a)
	return nil
}

// ---- settings ----

// setPassAnswers records the choice of the person in front of the table the
// settings were opened from to let their answers in others' turns go by
// (save.Seat.PassAnswers), or, at a game whose hidden cards act in the
// others' play, to leave those chances to the table (save.Seat.Secrets),
// and saves the game with it.
func (a *App) setPassAnswers(on bool) {
	p, seat := a.answerer()
	if p == nil {
		return
	}
	if _, ok := p.sess.State.(game.Answerer); ok {
		p.sess.Log.Seats[seat].PassAnswers = on
	} else {
		p.sess.Log.Seats[seat].Secrets = save.SecretsAsk
		if on {
			p.sess.Log.Seats[seat].Secrets = save.SecretsTable
		}
	}
	if a.store != nil {
		if err := p.autosave(); err != nil {
			a.flash(a.lang.F("app.common.save_failed", "error", err.Error()))
		}
	}
}

type settingsScene struct {
	ctrls   Controls
	langs   []Button // one per language, in i18n.Langs order
	sizes   [3]Button
	full    Button
	speeds  [3]Button
	vdown   Button
	vup     Button
	mute    Button
	btnBack Button
	panel   Rect
	rowsY   [5]float32
	// labelY: where each row's name is centred (beside its buttons, or
	// above them on a narrow screen); titleSz: the title's size in units;
	// credits: their lines.
	labelY  [5]float32
	narrow  bool
	titleSz float32
	credits []string
	volume  string
	// answers are a person's own choice, at a game whose seats answer in
	// others' turns, to be asked or to let those chances go by: shown only
	// to the person in front of the screen, when the screen is theirs.
	answers    [2]Button
	answerSeat game.Seat
	secretsRow bool // the choice is of secret cards (game.Delegator), not of answers
	answerHead string
	answerHelp []string
}

var windowSizes = [3][2]int{{960, 600}, {1280, 800}, {1600, 1000}}

func newSettingsScene() *settingsScene { return &settingsScene{answerSeat: game.Nobody} }

// answerer is the table the settings were opened from and its seat in
// front of the screen, when that person may choose how their answers in
// others' turns go (game.Answerer), or the chances of their hidden cards in
// the others' play (game.Delegator): a person who has the screen to
// themselves, or shares it with nobody.
func (a *App) answerer() (*playScene, game.Seat) {
	p, ok := a.prev.(*playScene)
	if !ok || p.remote != nil || p.sess.State.Over() {
		return nil, game.Nobody
	}
	_, answers := p.sess.State.(game.Answerer)
	_, delegates := p.sess.State.(game.Delegator)
	if !answers && !delegates {
		return nil, game.Nobody
	}
	t := p.tc.seat
	if !p.sess.IsHuman(t) || p.shared() && (p.tc.public || p.lastHuman != t) {
		return nil, game.Nobody
	}
	return p, t
}

func (s *settingsScene) name() string { return "settings" }

func (s *settingsScene) back(a *App) {
	if a.prev != nil {
		p := a.prev
		a.prev = nil
		a.setScene(p)
		return
	}
	a.toMenu()
}

func (s *settingsScene) layout(a *App) {
	u := a.u
	s.ctrls.Reset()
	pw := min(860*u, a.w-60*u)
	p, seat := a.answerer()
	s.answerSeat = seat
	rows := 4
	if p != nil {
		rows = 5
	}
	top := 140 * u
	if p != nil {
		top = 110 * u
	}
	// On a narrow screen each row's buttons go under its name, a finger's
	// height, and the title takes the width it has.
	s.narrow = Narrow(a.w, u)
	s.titleSz = FitSize(a.T("app.settings.title"), fontsTitle, 64, 30, u, a.w-24*u)
	step, size := 76*u, float32(16)
	bh := 44 * u
	if s.narrow {
		pw = a.w - 24*u
		bh = a.Tap(bh)
		step, size = 34*u+bh+18*u, 14
		top = s.titleSz*u*1.1 + 30*u
	}
	s.panel = Rect{(a.w - pw) / 2, top, pw, float32(rows)*step + 40*u}
	s.credits = Wrap(a.T("app.title.credits"), fontsBody(13*u), a.w-24*u)
	x0 := s.panel.X + 230*u
	if s.narrow {
		x0 = s.panel.X + 16*u
	}
	for i := range s.rowsY {
		s.rowsY[i] = s.panel.Y + 30*u + float32(i)*step
		s.labelY[i] = s.rowsY[i] + bh/2
		if s.narrow {
			s.rowsY[i] += 34 * u
			s.labelY[i] = s.rowsY[i] - 20*u
		}
	}
	bw := (s.panel.X + pw - 20*u - x0 - 3*10*u) / 4
	if s.narrow {
		bw = (pw - 32*u - 30*u) / 4
	}
	// Each language by its own name, four to the row's width as the
	// other rows' buttons, more sharing it.
	langs := i18n.Langs()
	if len(s.langs) != len(langs) {
		s.langs = make([]Button, len(langs))
	}
	lw := bw
	if n := float32(len(langs)); n > 4 {
		lw = (4*bw + 30*u - (n-1)*10*u) / n
	}
	for i, l := range langs {
		s.langs[i] = Button{R: Rect{x0 + float32(i)*(lw+10*u), s.rowsY[0], lw, bh}, Label: l.Name(), Color: ColorButtonAlt, Selected: a.lang == l, Size: size}
		s.ctrls.Add(&s.langs[i])
	}
	for i, sz := range windowSizes {
		s.sizes[i] = Button{R: Rect{x0 + float32(i)*(bw+10*u), s.rowsY[1], bw, bh}, Label: fmt.Sprintf("%d × %d", sz[0], sz[1]), Color: ColorButtonAlt,
			Selected: !a.set.Fullscreen && a.set.Width == sz[0] && a.set.Height == sz[1], Size: size}
		s.ctrls.Add(&s.sizes[i])
	}
	s.full = Button{R: Rect{x0 + 3*(bw+10*u), s.rowsY[1], bw, bh}, Label: a.T("app.settings.fullscreen"), Color: ColorButtonAlt, Selected: a.set.Fullscreen, Size: size}
	s.ctrls.Add(&s.full)
	for i, key := range []string{"app.settings.speed_normal", "app.settings.speed_fast", "app.settings.speed_instant"} {
		s.speeds[i] = Button{R: Rect{x0 + float32(i)*(bw+10*u), s.rowsY[2], bw, bh}, Label: a.T(key), Color: ColorButtonAlt, Selected: int(a.set.AnimSpeed()) == i, Size: size}
		s.ctrls.Add(&s.speeds[i])
	}
	s.vdown = Button{R: Rect{x0, s.rowsY[3], bh, bh}, Label: "−", Color: ColorButtonAlt, Size: 22}
	s.vup = Button{R: Rect{x0 + bh + 110*u, s.rowsY[3], bh, bh}, Label: "+", Color: ColorButtonAlt, Size: 22}
	s.volume = fmt.Sprintf("%d%%", int(a.set.Volume*100+0.5))
	muteLabel, muteIcon := a.T("app.settings.mute"), "speaker-off"
	if a.set.Muted {
		muteLabel, muteIcon = a.T("app.settings.sound_on"), "speaker"
	}
	s.mute = Button{R: Rect{x0 + 3*(bw+10*u), s.rowsY[3], bw, bh}, Label: muteLabel, Icon: muteIcon, Color: ColorButtonAlt, Selected: a.set.Muted, Size: size}
	s.ctrls.Add(&s.vdown)
	s.ctrls.Add(&s.vup)
	s.ctrls.Add(&s.mute)
	if p != nil {
		pass := p.sess.Log.Seats[seat].PassAnswers
		keys := [2][2]string{{"app.settings.answers_ask", "app.settings.answers_ask_tip"}, {"app.settings.answers_pass", "app.settings.answers_pass_tip"}}
		head, help := a.lang.F("app.settings.answers_of", "who", p.seatName(seat)), a.T("app.settings.answers_help")
		tips := [2]string{a.T(keys[0][1]), a.T(keys[1][1])}
		s.secretsRow = false
		if _, ok := p.sess.State.(game.Answerer); !ok {
			s.secretsRow = true
			pass = p.sess.Log.Seats[seat].Secrets == save.SecretsTable
			keys = [2][2]string{{"app.secrets.ask", ""}, {"app.secrets.table", ""}}
			head, help = a.lang.F("app.secrets.of", "who", p.seatName(seat)), a.T("app.secrets.help")
			tips = [2]string{a.T("app.secrets.ask_tip"), delegateHelp(p.sess.State, a.lang)}
		}
		for i, key := range keys {
			s.answers[i] = Button{R: Rect{x0 + float32(i)*(2*bw+10*u), s.rowsY[4], 2*bw - 10*u, bh}, Label: a.T(key[0]), Color: ColorButtonAlt,
				Selected: pass == (i == 1), Size: size, Tip: tips[i]}
			s.ctrls.Add(&s.answers[i])
		}
		headW := x0 - s.panel.X - 70*u
		if s.narrow {
			headW = pw - 80*u
		}
		s.answerHead = Ellipsize(head, fontsStrong(19*u), headW)
		s.answerHelp = Wrap(help, fontsBody(13*u), pw-40*u)
	}
	if s.narrow {
		// Each row: its name, then its buttons as wide as their labels
		// need (a quarter of the row at least), in rows that wrap.
		y := s.panel.Y + 24*u
		var widths []float32
		place := func(row int, bs ...*Button) {
			s.labelY[row] = y + 12*u
			y += 30 * u
			widths = widths[:0]
			for _, b := range bs {
				widths = append(widths, max(bw, ButtonWidth(b, bh, u)))
			}
			rects, h := Rows(nil, x0, y, pw-32*u, bh, 10*u, widths...)
			for i, b := range bs {
				b.R = rects[i]
			}
			s.rowsY[row] = y
			y += h + 10*u
		}
		var row []*Button
		for i := range s.langs {
			row = append(row, &s.langs[i])
		}
		place(0, row...)
		place(1, &s.sizes[0], &s.sizes[1], &s.sizes[2], &s.full)
		place(2, &s.speeds[0], &s.speeds[1], &s.speeds[2])
		s.labelY[3] = y + 12*u
		y += 30 * u
		s.rowsY[3] = y
		s.vdown.R.Y, s.vup.R.Y, s.mute.R.Y = y, y, y
		y += bh + 10*u
		if p != nil {
			place(4, &s.answers[0], &s.answers[1])
		}
		s.panel.H = y - s.panel.Y + 6*u
	}
	bw2, bh2 := 220*u, a.Tap(54*u)
	backY := a.h - bh2 - 34*u
	if s.narrow {
		backY = a.h - bh2 - 12*u
	}
	s.btnBack = Button{R: Rect{(a.w - bw2) / 2, backY, bw2, bh2}, Label: a.T("app.common.back"), Icon: "return-arrow", Color: ColorButtonAlt}
	s.ctrls.Add(&s.btnBack)
}

func (s *settingsScene) update(a *App) bool {
	if a.in.Has(IntentBack) {
		s.back(a)
		return true
	}
	b, changed := s.ctrls.Update(&a.in)
	if b == nil {
		return changed
	}
	a.mixer.Play(SoundClick)
	switch {
	case b == &s.btnBack:
		s.back(a)
		return true
	case b == &s.full:
		a.set.Fullscreen = !a.set.Fullscreen
		ebiten.SetFullscreen(a.set.Fullscreen)
	case b == &s.vdown:
		a.set.Volume = float64(int(a.set.Volume*10+0.5)-1) / 10
		if a.set.Volume < 0 {
			a.set.Volume = 0
		}
	case b == &s.vup:
		a.set.Volume = float64(int(a.set.Volume*10+0.5)+1) / 10
		if a.set.Volume > 1 {
			a.set.Volume = 1
		}
	case b == &s.mute:
		a.set.Muted = !a.set.Muted
	case b == &s.answers[0] || b == &s.answers[1]:
		a.setPassAnswers(b == &s.answers[1])
	}
	for i := range s.langs {
		if b == &s.langs[i] {
			a.lang = Lang(i)
		}
	}
	for i := range s.sizes {
		if b == &s.sizes[i] {
			a.set.Fullscreen = false
			ebiten.SetFullscreen(false)
			a.set.Width, a.set.Height = windowSizes[i][0], windowSizes[i][1]
			ebiten.SetWindowSize(a.set.Width, a.set.Height)
		}
	}
	for i := range s.speeds {
		if b == &s.speeds[i] {
			a.set.Speed = Speed(i).String()
		}
	}
	a.saveSettings()
	a.mixer.Play(SoundCoin)
	s.layout(a)
	return true
}

func (s *settingsScene) draw(dst *ebiten.Image, a *App) {
	u := a.u
	roomBackground(dst, a)
	titleY := 40 * u
	if s.narrow {
		titleY = 14 * u
	}
	drawTitle(dst, a.T("app.settings.title"), a.w/2, titleY, s.titleSz*u)
	Panel(dst, s.panel, 14*u)
	head := fontsStrong(19 * u)
	for i, key := range []string{"app.settings.language", "app.settings.window", "app.settings.animations", "app.settings.volume"} {
		icon := [...]string{"open-book", "magnifying-glass", "fast-forward-button", "speaker"}[i]
		sprites.DrawIcon(dst, icon, s.panel.X+24*u, s.labelY[i]-14*u, 28*u, ColorAccent)
		DrawTextMid(dst, a.T(key), head, s.panel.X+64*u, s.labelY[i], AlignStart, ColorText)
	}
	if s.answerSeat != game.Nobody {
		sprites.DrawIcon(dst, "hand", s.panel.X+24*u, s.labelY[4]-14*u, 28*u, ColorAccent)
		DrawTextMid(dst, s.answerHead, head, s.panel.X+64*u, s.labelY[4], AlignStart, ColorText)
		for i := range s.answers {
			s.answers[i].Draw(dst, u)
		}
		y := s.panel.Y + s.panel.H + 8*u
		for _, l := range s.answerHelp {
			DrawText(dst, l, fontsBody(13*u), a.w/2, y, AlignCenter, ColorTextDim)
			y += LineHeight(fontsBody(13 * u))
		}
	}
	for i := range s.langs {
		s.langs[i].Draw(dst, u)
	}
	for i := range s.sizes {
		s.sizes[i].Draw(dst, u)
	}
	s.full.Draw(dst, u)
	for i := range s.speeds {
		s.speeds[i].Draw(dst, u)
	}
	s.vdown.Draw(dst, u)
	DrawTextMid(dst, s.volume, fontsStrong(20*u), s.vdown.R.X+s.vdown.R.W+55*u, s.vdown.R.CY(), AlignCenter, ColorText)
	s.vup.Draw(dst, u)
	// A volume bar.
	bx, bw := s.vup.R.X+s.vup.R.W+20*u, s.mute.R.X-s.vup.R.X-s.vup.R.W-40*u
	by := s.vup.R.CY() - 5*u
	sprites.FillRoundRect(dst, bx, by, bw, 10*u, 5*u, color.RGBA{60, 48, 40, 255})
	sprites.FillRoundRect(dst, bx, by, bw*float32(a.set.Volume), 10*u, 5*u, ColorAccent)
	s.mute.Draw(dst, u)
	if s.answerSeat == game.Nobody {
		for i, l := range s.credits {
			DrawText(dst, l, fontsBody(13*u), a.w/2, s.panel.Y+s.panel.H+20*u+float32(i)*LineHeight(fontsBody(13*u)), AlignCenter, ColorTextDim)
		}
	}
	s.btnBack.Draw(dst, u)
}
