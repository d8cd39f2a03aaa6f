// Command gen extracts the icons the app uses from the game-icons.net set in
// Iconify JSON form (the npm package @iconify-json/game-icons) into the
// compact sprites/icons.json, with each icon's author for the credits, and
// writes sprites/CREDITS.md.
//
// Usage, from the repository root:
//
//	go run ./sprites/internal/gen -iconify DIR/icons.json -authors LIST [-out sprites]
//
// LIST names the icons' files in the game-icons repository, one
// "author/icon-name.svg" a line (the output of `git ls-tree -r --name-only
// HEAD` there); it is where each icon's author comes from, since the Iconify
// set does not carry authors.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// wanted lists the icons the app draws, by their game-icons.net names.
var wanted = []string{
	// zombies and horror
	"shambling-zombie", "raise-zombie", "brain", "dead-head", "death-skull", "biohazard", "tombstone",
	"neck-bite", "fangs", "claw-slashes", "heart-plus", "heart-minus", "bandage-roll",
	"medical-pack", "virus", "graveyard", "spooky-house", "evil-hand",
	"bleeding-eye", "splash",
	// weapons and gear
	"bullets", "shotgun", "sawed-off-shotgun", "shotgun-rounds", "ammo-box", "pistol-gun", "revolver",
	"winchester-rifle", "molotov", "chainsaw", "fire-axe", "baseball-bat", "bowie-knife", "pocket-bow", "dart",
	"machete", "crowbar", "flamethrower", "grenade",
	"flashlight", "walkie-talkie", "lantern", "backpack", "key", "padlock", "barricade",
	"wooden-fence", "wooden-door", "shield", "fire", "fist", "run", "footsteps",
	// pub
	"beer-stein", "bar-stool", "wine-bottle", "hamburger", "sausage",
	"chips-bag",
	// beach and sea
	"big-wave", "waves", "beach-ball", "helicopter",
	// street and woods
	"bus", "police-car", "ambulance", "truck", "gas-pump", "road", "crossroad", "house",
	"family-house", "church", "shop", "pine-tree", "wood-cabin",
	"jumping-dog", "wolf-howl", "night-sky",
	// dice, cards, tokens
	"dice-six-faces-one", "dice-six-faces-two",
	"rolling-dices", "perspective-dice-six-faces-random",
	"card-play", "card-pickup", "card-draw", "card-discard", "card-random", "coins", "two-coins",
	"cash", "crown", "trophy", "meeple", "meeple-group", "person",
	"hand", "open-palm", "vote",
	// interface
	"open-book", "rule-book", "scroll-unfurled", "cog", "hamburger-menu", "anticlockwise-rotation",
	"clockwise-rotation", "exit-door", "speaker", "speaker-off", "check-mark", "cross-mark", "info",
	"thought-bubble", "eyeball", "play-button", "fast-forward-button", "player-next",
	"return-arrow", "save", "robot-golem", "magnifying-glass", "checkered-flag", "sands-of-time",
}

type iconify struct {
	Icons  map[string]struct{ Body string } `json:"icons"`
	Width  int                              `json:"width"`
	Height int                              `json:"height"`
}

// Icon is one entry of icons.json.
type Icon struct {
	D      string `json:"d"`
	Author string `json:"author"`
}

// File is the layout of icons.json.
type File struct {
	Source  string          `json:"source"`
	License string          `json:"license"`
	Size    int             `json:"size"`
	Icons   map[string]Icon `json:"icons"`
}

var (
	pathRE = regexp.MustCompile(`<path\b[^>]*\bd="([^"]*)"[^>]*/>`)
	tagRE  = regexp.MustCompile(`<[a-zA-Z]+\b`)
)

func main() {
	src := flag.String("iconify", "", "the icons.json of @iconify-json/game-icons")
	authors := flag.String("authors", "", "file listing author/icon.svg lines of the game-icons repository")
	out := flag.String("out", "sprites", "output folder")
	flag.Parse()
	if err := run(*src, *authors, *out); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func run(src, authorList, out string) error {
	if src == "" || authorList == "" {
		return fmt.Errorf("both -iconify and -authors are required")
	}
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	var set iconify
	if err := json.Unmarshal(data, &set); err != nil {
		return fmt.Errorf("%s: %w", src, err)
	}
	who, err := readAuthors(authorList)
	if err != nil {
		return err
	}
	f := File{
		Source:  "game-icons.net",
		License: "CC BY 3.0 (https://creativecommons.org/licenses/by/3.0/)",
		Size:    set.Width,
		Icons:   map[string]Icon{},
	}
	var problems []string
	for _, name := range wanted {
		ic, ok := set.Icons[name]
		if !ok {
			problems = append(problems, name+": not in the set")
			continue
		}
		var ds []string
		for _, m := range pathRE.FindAllStringSubmatch(ic.Body, -1) {
			ds = append(ds, m[1])
		}
		if n := len(tagRE.FindAllString(ic.Body, -1)); n != len(ds) || n == 0 {
			problems = append(problems, name+": body is not plain paths")
			continue
		}
		author, ok := who[name]
		if !ok {
			problems = append(problems, name+": author unknown")
			continue
		}
		f.Icons[name] = Icon{D: strings.Join(ds, " "), Author: author}
	}
	if len(problems) > 0 {
		return fmt.Errorf("%s", strings.Join(problems, "; "))
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	if err := enc.Encode(f); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(out, "icons.json"), buf.Bytes(), 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, "CREDITS.md"), credits(f), 0o644)
}

func readAuthors(path string) (map[string]string, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	who := map[string]string{}
	sc := bufio.NewScanner(fh)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		dir, file, ok := strings.Cut(line, "/")
		if !ok || !strings.HasSuffix(file, ".svg") || strings.Contains(file, "/") {
			continue
		}
		who[strings.TrimSuffix(file, ".svg")] = dir
	}
	return who, sc.Err()
}

func credits(f File) []byte {
	byAuthor := map[string][]string{}
	for name, ic := range f.Icons {
		byAuthor[ic.Author] = append(byAuthor[ic.Author], name)
	}
	authors := make([]string, 0, len(byAuthor))
	for a := range byAuthor {
		authors = append(authors, a)
	}
	sort.Strings(authors)
	var b bytes.Buffer
	b.WriteString("# Icon credits\n\n")
	b.WriteString("The icons are from game-icons.net, licensed under CC BY 3.0\n")
	b.WriteString("(https://creativecommons.org/licenses/by/3.0/). They are drawn as vectors and tinted by the app.\n\n")
	b.WriteString("| author | icons |\n|---|---|\n")
	for _, a := range authors {
		names := byAuthor[a]
		sort.Strings(names)
		fmt.Fprintf(&b, "| %s | %s |\n", a, strings.Join(names, ", "))
	}
	return b.Bytes()
}
