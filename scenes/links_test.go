package scenes

import (
	"io"
	"strings"
	"testing"

	"zombietable/netplay/wire"
)

// linksScene is the links screen of a table made for Ann (the host), Bob
// and a bot, as the server answered.
func linksScene(t *testing.T, w, h float32) (*App, *hostedScene) {
	t.Helper()
	a := newApp(options{store: t.TempDir()}, io.Discard)
	a.mixer.off = true
	a.w, a.h, a.u = w, h, UIScale(w, h)
	tok := func(c string) string { return strings.Repeat(c, 32) }
	hs := &hostedScene{server: "http://192.168.1.20:8766", req: wire.CreateTable{Game: "tsunami"}, results: make(chan func(*App), 2), mine: -1, shown: -1,
		created: &wire.Created{Code: "K7M2QX", Watch: "http://192.168.1.20:8766/#join=K7M2QX", Seats: []wire.SeatLink{
			{Seat: 0, Name: "Ann", Token: tok("a"), Link: "http://192.168.1.20:8766/#join=K7M2QX&token=" + tok("a")},
			{Seat: 1, Name: "Bob", Token: tok("b"), Link: "http://192.168.1.20:8766/#join=K7M2QX&token=" + tok("b")},
			{Seat: 2, Name: "Rick", Bot: "easy"},
		}}}
	hs.keep(a)
	a.setScene(hs)
	return a, hs
}

// Copy all gives the whole group what it may share — the game, the code,
// the seats' names and the link to watch — and never a seat's token; each
// seat's Copy gives its link alone with a line that it is that person's.
func TestLinksCopiedSafely(t *testing.T) {
	a, hs := linksScene(t, 1280, 800)
	all := hs.allLinks(a)
	for _, want := range []string{"Zombie Tsunami", "K7M2QX", "Ann", "Bob", "Rick (a bot)", "To watch: http://192.168.1.20:8766/#join=K7M2QX"} {
		if !strings.Contains(all, want) {
			t.Errorf("copy all lacks %q:\n%s", want, all)
		}
	}
	for _, s := range hs.created.Seats {
		if s.Token != "" && strings.Contains(all, s.Token) {
			t.Errorf("copy all gives %s's token away:\n%s", s.Name, all)
		}
	}
	if strings.Contains(all, "token=") {
		t.Errorf("copy all holds a seat's link:\n%s", all)
	}
	for _, s := range hs.created.Seats[:2] {
		one := hs.seatLink(a, s.Seat)
		if !strings.Contains(one, s.Link) || !strings.Contains(one, "This link is "+s.Name+"'s alone") {
			t.Errorf("%s's copy reads:\n%s", s.Name, one)
		}
		for _, o := range hs.created.Seats {
			if o.Seat != s.Seat && o.Token != "" && strings.Contains(one, o.Token) {
				t.Errorf("%s's copy holds %s's token:\n%s", s.Name, o.Name, one)
			}
		}
	}
	if w := hs.seatLink(a, -1); !strings.Contains(w, hs.created.Watch) || strings.Contains(w, "token=") {
		t.Errorf("the watch link's copy reads:\n%s", w)
	}
}

// The links screen has a row for each seat and one to watch, a Copy for
// each person's seat and for watching, and shows first the code of the
// first friend's seat (the host takes their own here), then any row's
// picked; at both window sizes the code fits beside the rows, and enlarged
// it fills the screen's height.
func TestLinksScreenShowsEachCode(t *testing.T) {
	for _, size := range [][2]float32{{1280, 800}, {960, 600}} {
		a, hs := linksScene(t, size[0], size[1])
		if len(hs.rows) != 4 || len(hs.copies) != 3 {
			t.Fatalf("%v: %d rows and %d copies", size, len(hs.rows), len(hs.copies))
		}
		if hs.shown != 1 || hs.code == nil {
			t.Fatalf("%v: the code shown is row %d", size, hs.shown)
		}
		q := hs.qrR
		if q.X+q.W > a.w || q.Y+q.H > hs.take.R.Y || q.W < 0.28*a.h {
			t.Errorf("%v: the code is at %+v, the buttons at y %v", size, q, hs.take.R.Y)
		}
		for _, r := range hs.rows {
			if r.R.X+r.R.W > q.X || r.R.Y+r.R.H > hs.take.R.Y {
				t.Errorf("%v: row %d at %+v runs into the code or the buttons", size, r.ID, r.R)
			}
		}
		for _, id := range []int{-1, 0, 1} {
			i := id
			if id < 0 {
				i = len(hs.rows) - 1
			}
			click(a, hs.rows[i].R)
			if hs.shown != id {
				t.Errorf("%v: row %d clicked shows %d", size, id, hs.shown)
			}
		}
		click(a, hs.qrR)
		if !hs.zoom || hs.qrR.H < a.h*0.9 {
			t.Errorf("%v: enlarged the code is %+v", size, hs.qrR)
		}
	}
}

// click presses and releases the mouse in the middle of r.
func click(a *App, r Rect) {
	x, y := r.CX(), r.CY()
	a.in = Input{X: x, Y: y, StartX: x, StartY: y, Down: true, Pressed: true, Moved: true}
	a.scene.update(a)
	a.in = Input{X: x, Y: y, StartX: x, StartY: y, Released: true, Clicked: true}
	a.scene.update(a)
}
