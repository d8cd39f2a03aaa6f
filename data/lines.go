package data

import (
	"strconv"
	"strings"
)

// indexLines maps each key path of a TOML file to the line defining it. Array
// tables are numbered from 0 ("cards.2.cost"); the unnumbered path
// ("cards.cost") maps to the first occurrence. It understands the subset of
// TOML our data uses: tables, arrays of tables, key = value lines and
// multi-line strings and arrays.
func indexLines(src []byte) map[string]int {
	lines := map[string]int{}
	counts := map[string]int{}
	set := func(k string, n int) {
		if _, ok := lines[k]; !ok {
			lines[k] = n
		}
	}
	prefix, plain := "", ""
	inString := ""
	depth := 0
	for i, raw := range strings.Split(string(src), "\n") {
		n := i + 1
		line := strings.TrimSpace(raw)
		if inString != "" {
			if strings.Contains(line, inString) {
				inString = ""
			}
			continue
		}
		if depth > 0 {
			depth += strings.Count(line, "[") - strings.Count(line, "]")
			continue
		}
		if line == "" || line[0] == '#' {
			continue
		}
		switch {
		case strings.HasPrefix(line, "[["):
			name := strings.TrimSpace(strings.Trim(line[:strings.Index(line, "]]")+2], "[]"))
			idx := counts[name]
			counts[name]++
			prefix = name + "." + strconv.Itoa(idx)
			plain = name
			set(prefix, n)
			set(plain, n)
		case line[0] == '[':
			name := strings.TrimSpace(strings.Trim(line[:strings.Index(line, "]")+1], "[]"))
			prefix, plain = name, name
			set(prefix, n)
		default:
			eq := strings.IndexByte(line, '=')
			if eq < 0 {
				continue
			}
			key := strings.Trim(strings.TrimSpace(line[:eq]), `"'`)
			val := strings.TrimSpace(line[eq+1:])
			if prefix == "" {
				set(key, n)
			} else {
				set(prefix+"."+key, n)
				set(plain+"."+key, n)
			}
			for _, q := range []string{`"""`, `'''`} {
				if strings.HasPrefix(val, q) && !strings.Contains(val[3:], q) {
					inString = q
				}
			}
			if strings.HasPrefix(val, "[") {
				depth = strings.Count(val, "[") - strings.Count(val, "]")
			}
		}
	}
	return lines
}
