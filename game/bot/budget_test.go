package bot

import (
	"strings"
	"testing"
	"time"

	"zombietable/game"
)

// slowBot never finishes on its own; cancellableBot can be cut short.
type slowBot struct{ cancelled bool }

func (b *slowBot) Begin(game.State)    {}
func (b *slowBot) Think(int) bool      { return b.cancelled }
func (b *slowBot) Action() game.Action { return 7 }

type cancellableBot struct{ slowBot }

func (b *cancellableBot) Cancel() { b.cancelled = true }

// TestWithinKeepsToTheBudget: a bot that would think for ever is cut at the
// request's time and answers its best move so far, or fails when it cannot
// be cut.
func TestWithinKeepsToTheBudget(t *testing.T) {
	start := time.Now()
	a, cut, err := Within(&cancellableBot{}, nil, 20*time.Millisecond)
	if err != nil || !cut || a != 7 {
		t.Fatalf("cancellable: %v, %v, %v", a, cut, err)
	}
	if _, _, err := Within(&slowBot{}, nil, 20*time.Millisecond); err == nil || !strings.Contains(err.Error(), "no move within 20ms") {
		t.Fatalf("not cancellable: %v", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("took %v", d)
	}
}

// TestOverdueCutsOnlyWhenTheTimeIsUp: a bot is cut once its budget has
// passed since it began, and only if it can be.
func TestOverdueCutsOnlyWhenTheTimeIsUp(t *testing.T) {
	b := &cancellableBot{}
	if Overdue(b, time.Now(), time.Hour) || b.cancelled {
		t.Fatal("cut before its time")
	}
	if !Overdue(b, time.Now().Add(-time.Second), time.Millisecond) || !b.cancelled {
		t.Fatal("not cut when overdue")
	}
	if Overdue(&slowBot{}, time.Now().Add(-time.Second), time.Millisecond) {
		t.Fatal("a bot that cannot be cut reported cut")
	}
}
