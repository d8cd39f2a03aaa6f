package save

import (
	"strings"
	"testing"
)

func TestDecodeChecksTheFork(t *testing.T) {
	good := `{"format":1,"game":"race-test","rules":"1","players":2,"seed":1,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"}],"actions":["a","b"],`
	for _, c := range []struct{ fork, want string }{
		{`{"at":3,"seat":0}`, "fork.at"},
		{`{"at":-1,"seat":0}`, "fork.at"},
		{`{"at":1,"seat":2}`, "fork.seat"},
		{`{"at":1,"seat":0,"sneaky":1}`, "sneaky"},
	} {
		_, err := Decode("f.json", []byte(good+`"fork":`+c.fork+`}`))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("fork %s: %v, want an error naming %s", c.fork, err, c.want)
		}
	}
}
