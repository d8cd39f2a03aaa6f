package data

import "fmt"

// GameText is a game's names and one-line descriptions in English and Italian.
type GameText struct {
	Name          string `toml:"name"`
	NameIT        string `toml:"name_it"`
	Description   string `toml:"description"`
	DescriptionIT string `toml:"description_it"`
	Source        string `toml:"source"`
}

// Games loads games.toml: the text of every game by id.
func Games() (map[string]GameText, error) {
	var m map[string]GameText
	p := Load("games.toml", &m)
	for id, g := range m {
		for _, f := range []struct{ key, val string }{
			{"name", g.Name}, {"name_it", g.NameIT},
			{"description", g.Description}, {"description_it", g.DescriptionIT},
		} {
			if f.val == "" {
				p.Addf(id+"."+f.key, "missing")
			}
		}
		CheckSource(p, id+".source", g.Source)
	}
	return m, p.Err()
}

// Game returns the text of one game from games.toml.
func Game(id string) (GameText, error) {
	m, err := Games()
	if err != nil {
		return GameText{}, err
	}
	g, ok := m[id]
	if !ok {
		return GameText{}, fmt.Errorf("data/games.toml: no game %q", id)
	}
	return g, nil
}

// CheckSource records a problem unless source is "rulebook" or "house".
func CheckSource(p *Problems, key, source string) {
	if source != "rulebook" && source != "house" {
		p.Addf(key, "source must be \"rulebook\" or \"house\", not %q", source)
	}
}
