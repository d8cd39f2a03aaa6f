package scenes

import (
	"math"
	"time"
)

// Animator runs the table's motions: tweens that move a piece from one place
// to another and dice that tumble before settling. Durations are given at
// normal speed and scaled by the player's animation setting; at "instant"
// everything lands at once. Pieces are named by an id the table chooses (a
// card's index, say). A table reads positions while drawing; nothing here
// allocates once an id has been used.
type Animator struct {
	speed  Speed
	now    time.Duration // time since the start of the app, advanced per tick
	tweens map[int]*tween
	dice   map[int]*roll
	seed   uint32
}

type tween struct {
	fromX, fromY, toX, toY float32
	start, dur             time.Duration
	active                 bool
}

type roll struct {
	final      int
	start, dur time.Duration
	active     bool
}

func newAnimator() *Animator {
	return &Animator{tweens: map[int]*tween{}, dice: map[int]*roll{}, seed: 0x9e3779b9}
}

// Duration returns d scaled by the animation speed.
func (a *Animator) Duration(d time.Duration) time.Duration { return a.speed.Scale(d) }

// Speed returns the animation speed setting.
func (a *Animator) Speed() Speed { return a.speed }

// Move starts moving piece id from (fx, fy) to (tx, ty) over d (at normal
// speed; 150–350 ms suits most motions).
func (a *Animator) Move(id int, fx, fy, tx, ty float32, d time.Duration) {
	t := a.tweens[id]
	if t == nil {
		t = &tween{}
		a.tweens[id] = t
	}
	*t = tween{fromX: fx, fromY: fy, toX: tx, toY: ty, start: a.now, dur: a.Duration(d), active: true}
	if t.dur <= 0 {
		t.active = false
	}
}

// At returns where piece id is now: on its way if it is moving, else at the
// resting place (x, y) the table gives. moving reports a motion under way.
func (a *Animator) At(id int, x, y float32) (ax, ay float32, moving bool) {
	t := a.tweens[id]
	if t == nil || !t.active {
		return x, y, false
	}
	p := a.progress(t.start, t.dur)
	if p >= 1 {
		t.active = false
		return x, y, false
	}
	e := EaseOutCubic(p)
	return t.fromX + (t.toX-t.fromX)*e, t.fromY + (t.toY-t.fromY)*e, true
}

// Roll starts a die roll for die id that settles on final after d.
func (a *Animator) Roll(id int, final int, d time.Duration) {
	r := a.dice[id]
	if r == nil {
		r = &roll{}
		a.dice[id] = r
	}
	*r = roll{final: final, start: a.now, dur: a.Duration(d), active: true}
	if r.dur <= 0 {
		r.active = false
	}
}

// Die returns the face die id shows now, its tilt in radians and its lift (a
// bounce in 0..1) while it tumbles; once settled it shows final with no tilt.
func (a *Animator) Die(id int, final int) (face int, tilt, lift float32, rolling bool) {
	r := a.dice[id]
	if r == nil || !r.active {
		return final, 0, 0, false
	}
	p := a.progress(r.start, r.dur)
	if p >= 1 {
		r.active = false
		return r.final, 0, 0, false
	}
	// The face changes quickly at first and slows down as it settles.
	step := int(math.Sqrt(float64(p)) * 14)
	face = 1 + int(hash32(uint32(id)*131+uint32(step)*7919+a.seed)%6)
	if p > 0.85 {
		face = r.final
	}
	tilt = float32((1 - p) * (1 - p) * 6.5)
	lift = float32(math.Abs(math.Sin(float64(p)*math.Pi*2.5)) * float64(1-p))
	return face, tilt, lift, true
}

// Busy reports whether anything is still moving.
func (a *Animator) Busy() bool {
	for _, t := range a.tweens {
		if t.active && a.progress(t.start, t.dur) < 1 {
			return true
		}
	}
	for _, r := range a.dice {
		if r.active && a.progress(r.start, r.dur) < 1 {
			return true
		}
	}
	return false
}

// Skip ends every motion at once (a click on a busy table).
func (a *Animator) Skip() {
	for _, t := range a.tweens {
		t.active = false
	}
	for _, r := range a.dice {
		r.active = false
	}
}

// Pulse is a slow breathing value in 0..1 for glows.
func (a *Animator) Pulse() float32 {
	return float32(0.5 + 0.5*math.Sin(a.now.Seconds()*3))
}

// Now is the animation clock.
func (a *Animator) Now() time.Duration { return a.now }

func (a *Animator) progress(start, dur time.Duration) float32 {
	if dur <= 0 {
		return 1
	}
	return float32(a.now-start) / float32(dur)
}

// advance moves the clock on by one tick.
func (a *Animator) advance(dt time.Duration) { a.now += dt }

// EaseOutCubic eases a progress in 0..1.
func EaseOutCubic(p float32) float32 {
	q := 1 - p
	return 1 - q*q*q
}

func hash32(x uint32) uint32 {
	x ^= x >> 16
	x *= 0x7feb352d
	x ^= x >> 15
	x *= 0x846ca68b
	x ^= x >> 16
	return x
}
