package i18n

import (
	"strings"
	"testing"
)

// TestFormatAllocatesTheTextOnly: F makes its line in one allocation, the
// text itself, however many placeholders it fills.
func TestFormatAllocatesTheTextOnly(t *testing.T) {
	names := strings.Fields("Anna Bruno Chiara")
	counts := []int{1, 1234, 1000000}
	for _, l := range []Lang{English, Italian, French, German} {
		i := 0
		n := testing.AllocsPerRun(100, func() {
			i++
			_ = l.F("app.play.answers", "who", names[i%3], "turn", names[(i+1)%3])
			_ = l.F("app.resume.moves", "n", counts[i%3])
		})
		if n != 2 {
			t.Errorf("%s: %.1f allocations for two lines", l, n)
		}
	}
}

// BenchmarkLoad reads, checks and compiles the shipped catalogs, as the
// first text the app shows does once.
func BenchmarkLoad(b *testing.B) {
	for b.Loop() {
		if c := loadFS(files, "messages", "i18n/messages"); c.problems != nil {
			b.Fatal(c.problems)
		}
	}
}

// BenchmarkF fills a line of two names, as the top bar's does.
func BenchmarkF(b *testing.B) {
	names := strings.Fields("Anna Bruno")
	for b.Loop() {
		_ = French.F("app.play.answers", "who", names[0], "turn", names[1])
	}
}
