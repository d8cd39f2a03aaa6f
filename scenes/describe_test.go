package scenes

import (
	"fmt"
	"testing"

	"zombietable/game"
)

// The line a table shows for a legal action is the line the log will write
// when it is taken: the players' names, never a seat number, for actions that
// name another seat ("la carta di Anna"), in both languages.
func TestTableDescribesAsTheLogDoes(t *testing.T) {
	for _, id := range []string{"pints", "zombionion", "offthedead", "tsunami", "zombies4"} {
		for _, lang := range []string{"en", "it"} {
			info, err := game.Lookup(id)
			if err != nil {
				t.Fatal(err)
			}
			a := ScriptApp(t, fmt.Sprintf("new:%s,players:%d,seed:3,lang:%s,start", id, info.MaxPlayers, lang), 1280, 800)
			p := a.playOf()
			if p == nil {
				t.Fatalf("%s: no table (scene %s)", id, a.SceneName())
			}
			var legal []game.Action
			for n := 0; n < 300 && !p.sess.State.Over(); n++ {
				legal = p.sess.State.Legal(legal[:0])
				for _, act := range legal {
					if got, want := p.tc.Describe(act), describe(p.sess, act, a.lang); got != want {
						t.Fatalf("%s (%s): the table says %q, the log %q", id, lang, got, want)
					}
				}
				if err := p.sess.Apply(legal[n%len(legal)]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
