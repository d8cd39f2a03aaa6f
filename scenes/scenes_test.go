package scenes

import (
	"bytes"
	"encoding/binary"
	"io"
	"strings"
	"testing"
	"time"

	"zombietable/game"
	"zombietable/i18n"
)

func TestParseScript(t *testing.T) {
	cases := []struct {
		script string
		verbs  []string
		args   [][]string
	}{
		{"", nil, nil},
		{"new:toy,players:2,start,wait:20,act:0",
			[]string{"new", "players", "start", "wait", "act"},
			[][]string{{"toy"}, {"2"}, nil, {"20"}, {"0"}}},
		{" seat:1:bot:hard , name:0:Anna,seed:42,option:rounds:3",
			[]string{"seat", "name", "seed", "option"},
			[][]string{{"1", "bot", "hard"}, {"0", "Anna"}, {"42"}, {"rounds", "3"}}},
		{"rules,log,settings,back,undo,menu,resume,resume:0,bots,ready,again,quit",
			[]string{"rules", "log", "settings", "back", "undo", "menu", "resume", "resume", "bots", "ready", "again", "quit"},
			[][]string{nil, nil, nil, nil, nil, nil, nil, {"0"}, nil, nil, nil, nil}},
		{"lang:it,speed:instant,volume:30,click:10:20,hover:5:6,shot:/tmp/a.png,do:play 3",
			[]string{"lang", "speed", "volume", "click", "hover", "shot", "do"},
			[][]string{{"it"}, {"instant"}, {"30"}, {"10", "20"}, {"5", "6"}, {"/tmp/a.png"}, {"play 3"}}},
		{"SEAT:0:human", []string{"seat"}, [][]string{{"0", "human"}}},
	}
	for _, c := range cases {
		steps, err := ParseScript(c.script)
		if err != nil {
			t.Errorf("ParseScript(%q): %v", c.script, err)
			continue
		}
		if len(steps) != len(c.verbs) {
			t.Errorf("ParseScript(%q): %d steps, want %d", c.script, len(steps), len(c.verbs))
			continue
		}
		for i, s := range steps {
			if s.Verb != c.verbs[i] || strings.Join(s.Args, "|") != strings.Join(c.args[i], "|") {
				t.Errorf("ParseScript(%q) step %d = %s %q, want %s %q", c.script, i, s.Verb, s.Args, c.verbs[i], c.args[i])
			}
		}
	}
}

func TestParseScriptErrors(t *testing.T) {
	cases := []struct{ script, want string }{
		{"fly:away", "unknown verb"},
		{"new", "takes one argument"},
		{"start:now", "takes no argument"},
		{"wait:-1", "whole number"},
		{"wait:soon", "whole number"},
		{"act:x", "whole number"},
		{"seat:0:alien", "human or bot"},
		{"seat:0", "2 to 3 arguments"},
		{"lang:es", "en, it, fr or de"},
		{"speed:warp", "normal, fast or instant"},
		{"volume:101", "0–100"},
		{"new:toy,,start", "step 2 is empty"},
		{"click:1", "2 arguments"},
	}
	for _, c := range cases {
		_, err := ParseScript(c.script)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseScript(%q) error = %v, want one saying %q", c.script, err, c.want)
		}
	}
}

func TestSettingsRoundTrip(t *testing.T) {
	cases := []Settings{
		DefaultSettings(),
		{Lang: "it", Width: 960, Height: 600, Fullscreen: true, Speed: "instant", Volume: 0, Muted: true},
		{Lang: "en", Width: 1600, Height: 1000, Speed: "fast", Volume: 1},
	}
	for _, s := range cases {
		data, err := s.Encode()
		if err != nil {
			t.Fatal(err)
		}
		got, err := DecodeSettings(data)
		if err != nil {
			t.Errorf("DecodeSettings(%s): %v", data, err)
		}
		if got != s {
			t.Errorf("round trip of %+v gave %+v", s, got)
		}
	}
}

func TestDecodeSettings(t *testing.T) {
	cases := []struct {
		json, want string // want: part of the error, or "" for none
	}{
		{`{}`, ""},
		{`{"lang":"it"}`, ""},
		{`{"lang":"de"}`, ""},
		{`{"lang":"fr"}`, ""},
		{`{"lang":"es"}`, "lang"},
		{`{"lang":"fr-FR"}`, "lang"},
		{`{"width":100,"height":100}`, "window"},
		{`{"volume":2}`, "volume"},
		{`{"speed":"slow"}`, "speed"},
		{`{"colour":"red"}`, "unknown field"},
		{`{"width":"wide"}`, "settings"},
		{`not json`, "settings"},
	}
	for _, c := range cases {
		got, err := DecodeSettings([]byte(c.json))
		switch {
		case c.want == "" && err != nil:
			t.Errorf("DecodeSettings(%s): %v", c.json, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("DecodeSettings(%s) error = %v, want one about %q", c.json, err, c.want)
		case c.want != "" && got != DefaultSettings():
			t.Errorf("DecodeSettings(%s) = %+v on error, want the defaults", c.json, got)
		}
	}
	if s, _ := DecodeSettings([]byte(`{"lang":"it"}`)); s.Width != 1280 || s.Speed != "normal" || s.Lang != "it" {
		t.Errorf("missing fields should keep their defaults: %+v", s)
	}
}

func TestLocaleLang(t *testing.T) {
	cases := []struct {
		env  map[string]string
		want Lang
	}{
		{map[string]string{}, English},
		{map[string]string{"LANG": "it_IT.UTF-8"}, Italian},
		{map[string]string{"LANG": "en_US.UTF-8"}, English},
		{map[string]string{"LANG": "de_DE.UTF-8"}, German},
		{map[string]string{"LANG": "fr_CA.UTF-8"}, French},
		{map[string]string{"LANG": "es_ES.UTF-8"}, English},
		{map[string]string{"LC_ALL": "it_CH.UTF-8", "LANG": "en_GB.UTF-8"}, Italian},
		{map[string]string{"LC_ALL": "C", "LANG": "it_IT.UTF-8"}, English},
		{map[string]string{"LC_ALL": "POSIX", "LANG": "fr_FR.UTF-8"}, English},
		{map[string]string{"LC_MESSAGES": "it_IT", "LANG": "en_US"}, Italian},
		{map[string]string{"LANGUAGE": "it:en", "LANG": "en_US"}, Italian},
		{map[string]string{"LANGUAGE": "es:de:en", "LANG": "es_ES"}, German},
		{map[string]string{"LC_ALL": "", "LANG": "it"}, Italian},
	}
	for _, c := range cases {
		got := LocaleLang(func(k string) (string, bool) { v, ok := c.env[k]; return v, ok })
		if got != c.want {
			t.Errorf("LocaleLang(%v) = %v, want %v", c.env, got.Code(), c.want.Code())
		}
	}
}

// TestLevelNames: the catalogs name every bot level a game offers, in the
// family of keys "app.level." the new-game screen makes from a level's name.
func TestLevelNames(t *testing.T) {
	want := map[string]bool{}
	for _, info := range game.Games() {
		for _, l := range info.Levels {
			want["app.level."+l.Name] = true
		}
	}
	got := map[string]bool{}
	for _, k := range i18n.Keys("app.level.") {
		got[k] = true
		if !want[k] {
			t.Errorf("%s names no level of any game", k)
		}
	}
	for k := range want {
		if !got[k] {
			t.Errorf("no message %s", k)
		}
	}
}

func TestUIScale(t *testing.T) {
	cases := []struct {
		w, h, want float32
	}{
		{1280, 800, 1},
		{2560, 1600, 2},
		{1280, 1600, 1.25}, // held upright: as 800 × 1280
		{800, 1280, 1},
		{820, 1180, 0.921875},
		{390, 844, 0.8},
		{960, 600, 0.8},
		{640, 400, 0.8},
		{8000, 5000, 2.2},
		{1600, 800, 1},
	}
	for _, c := range cases {
		if got := UIScale(c.w, c.h); got != c.want {
			t.Errorf("UIScale(%g, %g) = %g, want %g", c.w, c.h, got, c.want)
		}
	}
}

func TestAnimatorMove(t *testing.T) {
	a := newAnimator()
	a.Move(7, 0, 0, 100, 50, 200*time.Millisecond)
	x, y, moving := a.At(7, 100, 50)
	if !moving || x != 0 || y != 0 {
		t.Errorf("at the start: %g,%g moving %v, want 0,0 moving", x, y, moving)
	}
	a.advance(100 * time.Millisecond)
	x, y, moving = a.At(7, 100, 50)
	if !moving || x <= 50 || x >= 100 || y <= 25 || y >= 50 {
		t.Errorf("half way (eased out): %g,%g moving %v", x, y, moving)
	}
	if !a.Busy() {
		t.Errorf("Busy is false during a move")
	}
	a.advance(150 * time.Millisecond)
	x, y, moving = a.At(7, 100, 50)
	if moving || x != 100 || y != 50 {
		t.Errorf("after the end: %g,%g moving %v, want 100,50 at rest", x, y, moving)
	}
	if a.Busy() {
		t.Errorf("Busy after every motion ended")
	}
	if x, y, moving := a.At(8, 3, 4); moving || x != 3 || y != 4 {
		t.Errorf("an unknown piece is at rest where the table puts it, got %g,%g %v", x, y, moving)
	}
}

func TestAnimatorSpeeds(t *testing.T) {
	for _, c := range []struct {
		speed Speed
		d     time.Duration
	}{{SpeedNormal, 300 * time.Millisecond}, {SpeedFast, 120 * time.Millisecond}, {SpeedInstant, 0}} {
		a := newAnimator()
		a.speed = c.speed
		if got := a.Duration(300 * time.Millisecond); got != c.d {
			t.Errorf("%v: 300ms takes %v, want %v", c.speed, got, c.d)
		}
		a.Move(1, 0, 0, 10, 10, 300*time.Millisecond)
		a.Roll(2, 4, 300*time.Millisecond)
		if busy := a.Busy(); busy != (c.speed != SpeedInstant) {
			t.Errorf("%v: Busy = %v right after starting", c.speed, busy)
		}
	}
}

func TestDieRoll(t *testing.T) {
	a := newAnimator()
	a.Roll(1, 5, 400*time.Millisecond)
	seen := map[int]bool{}
	for i := 0; i < 30; i++ {
		face, _, _, rolling := a.Die(1, 5)
		if !rolling {
			break
		}
		if face < 1 || face > 6 {
			t.Fatalf("face %d", face)
		}
		seen[face] = true
		a.advance(time.Second / 60)
	}
	if len(seen) < 3 {
		t.Errorf("a tumbling die showed only faces %v", seen)
	}
	a.advance(time.Second)
	if face, tilt, _, rolling := a.Die(1, 5); rolling || face != 5 || tilt != 0 {
		t.Errorf("settled die: face %d tilt %g rolling %v, want 5, 0, false", face, tilt, rolling)
	}
}

func TestSynthesize(t *testing.T) {
	for s := Sound(0); s < soundCount; s++ {
		pcm := Synthesize(s)
		if len(pcm) == 0 || len(pcm)%4 != 0 {
			t.Errorf("sound %d: %d bytes", s, len(pcm))
			continue
		}
		if secs := float64(len(pcm)/4) / sampleRate; secs > 1 {
			t.Errorf("sound %d lasts %.2fs: effects are short", s, secs)
		}
		if !bytes.Equal(pcm, Synthesize(s)) {
			t.Errorf("sound %d differs between two syntheses", s)
		}
		peak, energy := 0, 0.0
		for i := 0; i < len(pcm); i += 2 {
			v := int(int16(binary.LittleEndian.Uint16(pcm[i:])))
			if v < 0 {
				v = -v
			}
			peak = max(peak, v)
			energy += float64(v)
		}
		if peak > 32767*6/10+1 {
			t.Errorf("sound %d peaks at %d: effects are quiet", s, peak)
		}
		if energy == 0 {
			t.Errorf("sound %d is silent", s)
		}
		last := int16(binary.LittleEndian.Uint16(pcm[len(pcm)-4:]))
		if last > 300 || last < -300 {
			t.Errorf("sound %d ends on %d: it should fade out", s, last)
		}
	}
}

func TestParseFlags(t *testing.T) {
	good := [][]string{
		nil,
		{"-screenshot", "/tmp/x.png", "-frames", "10"},
		{"-script", "new:x,start", "-lang", "it", "-width", "960", "-height", "600"},
		{"-seed", "12345"},
	}
	for _, args := range good {
		if _, err := parseFlags(args, io.Discard); err != nil {
			t.Errorf("parseFlags(%q): %v", args, err)
		}
	}
	bad := []struct {
		args []string
		want string
	}{
		{[]string{"-frames", "-3"}, "frames"},
		{[]string{"-lang", "es"}, "en, it, fr or de"},
		{[]string{"-seed", "abc"}, "seed"},
		{[]string{"-width", "100"}, "320"},
		{[]string{"-script", "explode"}, "unknown verb"},
		{[]string{"-game", "nosuchgame"}, "unknown game"},
		{[]string{"-nosuchflag"}, "not defined"},
		{[]string{"stray"}, "unexpected argument"},
	}
	for _, c := range bad {
		_, err := parseFlags(c.args, io.Discard)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("parseFlags(%q) error = %v, want one about %q", c.args, err, c.want)
		}
	}
}

func TestRunBadFlagsExitsTwo(t *testing.T) {
	var buf bytes.Buffer
	if code := run([]string{"-lang", "klingon"}, &buf); code != 2 {
		t.Errorf("exit code %d, want 2", code)
	}
	if !strings.Contains(buf.String(), "-lang") {
		t.Errorf("message %q does not name the flag", buf.String())
	}
}

func TestQueryArgs(t *testing.T) {
	got := queryArgs(map[string]string{"game": "toy", "script": "start", "unrelated": "x", "seed": "7"})
	want := []string{"-script", "start", "-game", "toy", "-seed", "7"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("queryArgs = %q, want %q", got, want)
	}
}
