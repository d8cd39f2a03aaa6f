package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"zombietable/game"
	"zombietable/game/save"
)

// The question of a person's secret cards. In a game whose hidden cards may
// act in the middle of the others' play (game.Delegator: Zombie Tsunami's
// bonus windows and offers of kept cards), each such chance asks its seat
// whatever it holds, so that being asked tells nothing; at a screen people
// share each is a hand-off. Once the screen is theirs at their first
// hand-off, each person chooses, privately and once, whether the screen
// comes to them at every such chance (save.SecretsAsk) or the table plays
// those chances for them (save.SecretsTable; see playScene.autoPass). The
// choice is kept with the game, carried to the next game with the seats and
// changed in the settings. Every person is asked at their first hand-off,
// whatever they hold, so neither the question nor the path of the screen
// after it tells anything of a hand.

// secretsQuestion is the question on the hand-off screen, once passed.
type secretsQuestion struct {
	shown   bool
	title   string
	lines   []string  // the question and what the table would do, wrapped
	y0      float32   // the block's top: it stands in the screen's middle
	top     float32   // where the lines begin
	choices [2]Button // ask me each time, play them for me
	fresh   bool      // the stroke under way began once the choices listened
}

// secretsChoices are the standing choices of the question's buttons.
var secretsChoices = [2]string{save.SecretsAsk, save.SecretsTable}

// asksSecrets reports whether human seat t is to be asked how the chances
// of its hidden cards come to it: a person at a screen shared on a game
// whose cards act in the others' play (game.Delegator), who has not chosen
// yet.
func (p *playScene) asksSecrets(t game.Seat) bool {
	if p.remote != nil || !p.shared() || !p.sess.IsHuman(t) || p.sess.Log.Seats[t].Secrets != "" {
		return false
	}
	_, ok := p.sess.State.(game.Delegator)
	return ok
}

// delegateHelp is what the table does with the secret cards of a person who
// left them to it, in l, as the game tells it.
func delegateHelp(st game.State, l Lang) string {
	if d, ok := st.(game.Delegator); ok {
		return d.DelegateHelp(l.Code())
	}
	return ""
}

// showQuestion turns the passed hand-off screen into the question, which
// listens only after the hand-off's guard time: a second tap meant for the
// hand-off's button does not answer it.
func (h *handoffScene) showQuestion(a *App) {
	h.ask.shown = true
	h.openAt = a.anim.now + handoffGuard
	h.layout(a)
	a.dirty()
}

func (h *handoffScene) layoutQuestion(a *App) {
	u := a.u
	h.ask.title = a.lang.F("app.secrets.title", "who", h.play.seatName(h.seat))
	w := min(760*u, a.w-60*u)
	text := a.T("app.secrets.question") + "\n\n" + delegateHelp(h.play.sess.State, a.lang) + "\n\n" + a.T("app.secrets.fair")
	body := fontsBody(16 * u)
	h.ask.lines = Wrap(text, body, w)
	bh := 56 * u
	textH := float32(len(h.ask.lines)) * LineHeight(body)
	h.ask.y0 = max(0, (a.h-(160*u+textH+26*u+bh))/2)
	h.ask.top = h.ask.y0 + 160*u
	y := h.ask.top + textH + 26*u
	bw := min(320*u, (w-20*u)/2)
	open := h.listening(a)
	for i, key := range [2]string{"app.secrets.ask", "app.secrets.table"} {
		x := a.w/2 - 10*u - bw
		if i == 1 {
			x = a.w/2 + 10*u
		}
		h.ask.choices[i] = Button{R: Rect{x, y, bw, bh}, Label: a.T(key), Color: ColorButtonAlt, Glow: true, Size: 17, Disabled: !open}
	}
}

// updateQuestion takes the person's answer: one of the two buttons, with a
// stroke begun on it once it listens.
func (h *handoffScene) updateQuestion(a *App) bool {
	in := &a.in
	open := h.listening(a)
	changed := h.ask.choices[0].Disabled == open
	if in.Pressed {
		h.ask.fresh = open
	}
	for i := range h.ask.choices {
		b := &h.ask.choices[i]
		b.Disabled = !open
		clicked, ch := b.Hit(in)
		changed = changed || ch
		if open && clicked && h.ask.fresh {
			h.choose(a, secretsChoices[i])
			return true
		}
	}
	if in.Has(IntentBack) {
		a.toMenu()
		return true
	}
	return changed || !open
}

// choose records the seat's standing choice with the game and shows its
// table.
func (h *handoffScene) choose(a *App, secrets string) {
	p := h.play
	p.sess.Log.Seats[h.seat].Secrets = secrets
	if a.store != nil {
		if err := p.autosave(); err != nil {
			a.flash(a.lang.F("app.common.save_failed", "error", err.Error()))
		}
	}
	h.enter(a)
}

func (h *handoffScene) drawQuestion(dst *ebiten.Image, a *App) {
	u := a.u
	seatToken(dst, int(h.seat), a.w/2, h.ask.y0+56*u, 36*u)
	drawTitle(dst, h.ask.title, a.w/2, h.ask.y0+100*u, 44*u)
	body := fontsBody(16 * u)
	lh := LineHeight(body)
	w := min(760*u, a.w-60*u)
	x := (a.w - w) / 2
	for i, l := range h.ask.lines {
		DrawTextShadow(dst, l, body, x, h.ask.top+float32(i)*lh, AlignStart, ColorText)
	}
	for i := range h.ask.choices {
		h.ask.choices[i].Draw(dst, u)
	}
}
