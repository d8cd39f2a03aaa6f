package street

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"zombietable/scenes"
)

// A card's text is wrapped to its tile once, when the table is laid out.
// Words break at spaces; a word wider than the whole line breaks at a
// syllable with a hyphen (or, with no syllable that fits, between two
// letters), so no line ever runs past the card's edge. Where a card is
// short of room the Italian text may also hyphenate to fill its lines, as
// printed Italian does: its syllables follow rules a few lines can keep.

// wrapMode says when wrapText breaks a word.
type wrapMode uint8

const (
	wrapWords wrapMode = iota // only a word wider than the line breaks
	wrapFill                  // a word also breaks to fill a line
)

// wrapText breaks s into lines no wider than wd in face f, from line full
// on no wider than narrow (the lines beside a card's badge), explicit
// newlines kept, appending them to dst[:0]. broken counts the words it
// broke with a hyphen.
func wrapText(s string, f text.Face, wd float32, full int, narrow float32, mode wrapMode, dst []string) (out []string, broken int) {
	out = dst[:0]
	// hyphened reports whether a word's head took a hyphen it did not have
	hyphened := func(word, head, tail string) bool { return len(head)+len(tail) > len(word) }
	fits := func(t string) bool {
		w := wd
		if len(out) >= full {
			w = narrow
		}
		return scenes.TextWidth(t, f) <= w
	}
	for _, para := range strings.Split(s, "\n") {
		line := ""
		for _, word := range strings.Fields(para) {
			if line != "" && fits(line+" "+word) {
				line += " " + word
				continue
			}
			if line == "" && fits(word) {
				line = word
				continue
			}
			if line != "" && (mode == wrapFill || !fits(word)) {
				// the word's head ends this line
				if head, tail, ok := splitWord(word, func(h string) bool { return fits(line + " " + h) }, false); ok {
					if hyphened(word, head, tail) {
						broken++
					}
					out = append(out, line+" "+head)
					line, word = "", tail
				}
			}
			if line != "" {
				out = append(out, line)
			}
			for word != "" && !fits(word) {
				head, tail, _ := splitWord(word, fits, true)
				if hyphened(word, head, tail) {
					broken++
				}
				out = append(out, head)
				word = tail
			}
			line = word
		}
		out = append(out, line)
	}
	return out, broken
}

// splitWord breaks word at the last syllable whose head, hyphen included,
// fits. With force and no such syllable it breaks between letters, keeping
// at least one rune in the head; ok reports whether it broke the word.
func splitWord(word string, fits func(string) bool, force bool) (head, tail string, ok bool) {
	var at [32]int
	cuts := syllables(word, at[:0])
	for i := len(cuts) - 1; i >= 0; i-- {
		if h := hyphenHead(word, cuts[i]); fits(h) {
			return h, word[cuts[i]:], true
		}
	}
	if !force {
		return "", word, false
	}
	// No syllable fits: the longest run of letters that does, hyphened.
	best := 0
	for i, r := range word {
		if i == 0 {
			continue
		}
		if !fits(word[:i] + "-") {
			break
		}
		if unicode.IsLetter(r) {
			best = i
		}
	}
	if best == 0 {
		_, n := utf8.DecodeRuneInString(word)
		if n >= len(word) {
			return word, "", true
		}
		return word[:n], word[n:], true
	}
	return hyphenHead(word, best), word[best:], true
}

// hyphenHead is word's head before byte i, with a hyphen unless the head
// already ends in a mark that breaks a word (an apostrophe, a hyphen, a
// slash).
func hyphenHead(word string, i int) string {
	switch r, _ := utf8.DecodeLastRuneInString(word[:i]); r {
	case '\'', '’', '-', '/':
		return word[:i]
	}
	return word[:i] + "-"
}

// syllables appends to dst the byte offsets where word may break, in
// order: after an apostrophe, a hyphen or a slash between letters, and
// between syllables by the Italian rules: a single consonant between
// vowels starts the next syllable (ca-sa), a double or a pair that cannot
// begin a word splits (bom-ba, al-tro), s before a consonant, a consonant
// before l or r, and ch, gh, gn start the next syllable (ba-sta, li-bro,
// com-pa-gni); vowels are never parted. Each side of a syllable's break
// keeps two letters.
func syllables(word string, dst []int) []int {
	var rs [64]rune
	var off [64]int
	n := 0
	for i, r := range word {
		if n == len(rs) {
			return dst
		}
		rs[n], off[n] = unicode.ToLower(r), i
		n++
	}
	// the letters in a row before i and from i on
	before := func(i int) int {
		c := 0
		for ; i > 0 && unicode.IsLetter(rs[i-1]); i-- {
			c++
		}
		return c
	}
	after := func(i int) int {
		c := 0
		for ; i < n && unicode.IsLetter(rs[i]); i++ {
			c++
		}
		return c
	}
	add := func(i int, ok bool) {
		if ok && after(i) >= 2 && (len(dst) == 0 || dst[len(dst)-1] < off[i]) {
			dst = append(dst, off[i])
		}
	}
	prev := -1 // the last vowel seen, in a run of letters
	for i := 0; i < n; i++ {
		r := rs[i]
		switch {
		case !unicode.IsLetter(r):
			if r == '\'' || r == '’' || r == '-' || r == '/' {
				add(i+1, i >= 1)
			}
			prev = -1
		case isVowel(r, i > 0 && rs[i-1] == 'q'):
			if prev >= 0 && i-prev > 1 {
				cut := prev + 1 + syllableCut(rs[prev+1:i])
				add(cut, before(cut) >= 2)
			}
			prev = i
		}
	}
	return dst
}

// syllableCut is where a run of consonants between two vowels breaks: the
// number of its consonants that stay with the first syllable.
func syllableCut(c []rune) int {
	switch {
	case len(c) == 1:
		return 0
	case c[0] == 's':
		return 0
	case len(c) == 2 && startsSyllable(c[0], c[1]):
		return 0
	}
	return 1
}

// startsSyllable reports whether consonants a b begin a syllable together.
func startsSyllable(a, b rune) bool {
	switch b {
	case 'l', 'r':
		return strings.ContainsRune("bcdfgptv", a)
	case 'h':
		return strings.ContainsRune("cgpstw", a) // and the English th, sh
	case 'n':
		return a == 'g'
	}
	return false
}

// isVowel reports whether r is a vowel: the u of qu (afterQ) counts with
// its consonant.
func isVowel(r rune, afterQ bool) bool {
	switch r {
	case 'a', 'e', 'i', 'o', 'u', 'y', 'à', 'è', 'é', 'ì', 'í', 'ò', 'ó', 'ù', 'ú':
	default:
		return false
	}
	return r != 'u' || !afterQ
}
