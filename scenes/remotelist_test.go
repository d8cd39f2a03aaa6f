package scenes

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"zombietable/game/save"
)

// "Your tables" keeps each seat in the store and lists them newest first;
// a damaged file is left out with its name and the others still listed.
func TestYourTablesKeptAndListed(t *testing.T) {
	st, err := save.NewDirStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	tok := strings.Repeat("ab", 16)
	old := RemoteTable{Server: "http://h:1", Code: "K7M2QX", Token: tok, Game: "pints", Seat: 1, Names: []string{"Ann", "Bob"}, Seen: 4, Updated: time.Unix(100, 0).UTC()}
	recent := RemoteTable{Server: "https://zt.example.org", Code: "ABCDEF", Token: tok, Game: "tsunami", Seat: 0, Updated: time.Unix(200, 0).UTC()}
	for _, r := range []*RemoteTable{&old, &recent} {
		if err := putRemote(st, r); err != nil {
			t.Fatal(err)
		}
	}
	cases := []struct{ key, data string }{
		{RemotePrefix + "bad-json", "{"},
		{RemotePrefix + "unknown-field", `{"server":"http://h","code":"K7M2QX","token":"` + tok + `","game":"pints","seat":0,"secret":1}`},
		{RemotePrefix + "no-token", `{"server":"http://h","code":"K7M2QX","token":"","game":"pints","seat":0}`},
		{RemotePrefix + "bad-code", `{"server":"http://h","code":"K7M2Q0","token":"` + tok + `","game":"pints","seat":0}`},
	}
	for _, c := range cases {
		if err := st.Put(c.key, []byte(c.data)); err != nil {
			t.Fatal(err)
		}
	}
	list, errs := listRemote(st)
	if len(list) != 2 || list[0].Code != "ABCDEF" || list[1].Code != "K7M2QX" || list[1].Seen != 4 || list[1].Names[1] != "Bob" {
		t.Fatalf("listed %+v", list)
	}
	if len(errs) != len(cases) {
		t.Fatalf("%d problems, want %d: %v", len(errs), len(cases), errs)
	}
	all := fmt.Sprint(errs)
	for _, c := range cases {
		if !strings.Contains(all, c.key+":") {
			t.Errorf("no problem names %s: %s", c.key, all)
		}
	}
}
