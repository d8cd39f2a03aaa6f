package scenes

import (
	"fmt"
	"strconv"
	"strings"

	"zombietable/i18n"
)

// Step is one step of a UI script.
type Step struct {
	Verb string
	Args []string
	Text string // the step as written
}

// Int returns argument i as a number.
func (s Step) Int(i int) int {
	n, _ := strconv.Atoi(s.Args[i])
	return n
}

// stepArgs gives, per verb, the least and most number of arguments and which
// of them must be whole numbers (by index).
var stepArgs = map[string]struct {
	min, max int
	ints     []int
}{
	"new":      {1, 1, nil},
	"players":  {1, 1, []int{0}},
	"seat":     {2, 3, []int{0}},
	"name":     {2, 2, []int{0}},
	"option":   {2, 2, nil},
	"seed":     {1, 1, nil},
	"start":    {0, 0, nil},
	"wait":     {1, 1, []int{0}},
	"act":      {1, 1, []int{0}},
	"do":       {1, 1, nil},
	"bots":     {0, 0, nil},
	"ready":    {0, 0, nil},
	"finish":   {0, 0, nil},
	"rules":    {0, 0, nil},
	"log":      {0, 0, nil},
	"settings": {0, 0, nil},
	"back":     {0, 0, nil},
	"answers":  {1, 1, nil},
	"secrets":  {1, 1, nil},
	"undo":     {0, 0, nil},
	"menu":     {0, 0, nil},
	"resume":   {0, 1, []int{0}},
	"lang":     {1, 1, nil},
	"speed":    {1, 1, nil},
	"volume":   {1, 1, []int{0}},
	"again":    {0, 0, nil},
	"click":    {2, 2, []int{0, 1}},
	"hover":    {2, 2, []int{0, 1}},
	"press":    {2, 2, []int{0, 1}},
	"release":  {2, 2, []int{0, 1}},
	"touch":    {3, 3, []int{0, 1, 2}},
	"lift":     {1, 1, []int{0}},
	"tap":      {2, 2, []int{0, 1}},
	"expect":   {2, 99, nil},
	"shot":     {1, 1, nil},
	"quit":     {0, 0, nil},
	"replay":   {0, 1, []int{0}},
	"seek":     {1, 1, []int{0}},
	"step":     {1, 1, nil},
	"as":       {1, 1, nil},
	"fork":     {1, 1, nil},
	"coach":    {0, 0, nil},
}

// ParseScript reads a comma-separated list of steps such as
// "new:toy,players:2,start,wait:20,act:0". Arguments follow the verb after
// colons. It refuses unknown verbs and wrong arguments, naming the step.
func ParseScript(s string) ([]Step, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, nil
	}
	var out []Step
	for i, raw := range strings.Split(s, ",") {
		raw = strings.TrimSpace(raw)
		if raw == "" {
			return nil, fmt.Errorf("script step %d is empty", i+1)
		}
		parts := strings.Split(raw, ":")
		verb := strings.ToLower(parts[0])
		spec, ok := stepArgs[verb]
		if !ok {
			return nil, fmt.Errorf("script step %d %q: unknown verb %q (verbs: %s)", i+1, raw, verb, verbList())
		}
		args := parts[1:]
		if len(args) < spec.min || len(args) > spec.max {
			return nil, fmt.Errorf("script step %d %q: %s takes %s", i+1, raw, verb, argCount(spec.min, spec.max))
		}
		for _, k := range spec.ints {
			if k < len(args) {
				if n, err := strconv.Atoi(args[k]); err != nil || n < 0 {
					return nil, fmt.Errorf("script step %d %q: argument %d must be a whole number ≥ 0", i+1, raw, k+1)
				}
			}
		}
		if verb == "seat" && args[1] != "human" && args[1] != "bot" {
			return nil, fmt.Errorf("script step %d %q: a seat is human or bot", i+1, raw)
		}
		if verb == "answers" && args[0] != "ask" && args[0] != "pass" {
			return nil, fmt.Errorf("script step %d %q: answers are ask or pass", i+1, raw)
		}
		if verb == "secrets" && args[0] != "ask" && args[0] != "table" {
			return nil, fmt.Errorf("script step %d %q: secret cards are ask or table", i+1, raw)
		}
		if verb == "lang" {
			if _, ok := i18n.Parse(args[0]); !ok {
				return nil, fmt.Errorf("script step %d %q: language is %s", i+1, raw, langCodes())
			}
		}
		if verb == "speed" && (Settings{Speed: args[0]}).AnimSpeed().String() != args[0] {
			return nil, fmt.Errorf("script step %d %q: speed is normal, fast or instant", i+1, raw)
		}
		if verb == "expect" {
			if _, ok := expectWhat[args[0]]; !ok {
				return nil, fmt.Errorf("script step %d %q: expect checks one of %s", i+1, raw, expectList())
			}
			// The text may hold colons.
			args = []string{args[0], strings.Join(args[1:], ":")}
		}
		if verb == "volume" && (Step{Args: args}).Int(0) > 100 {
			return nil, fmt.Errorf("script step %d %q: volume is 0–100", i+1, raw)
		}
		out = append(out, Step{Verb: verb, Args: args, Text: raw})
	}
	return out, nil
}

func argCount(min, max int) string {
	switch {
	case min == max && min == 0:
		return "no argument"
	case min == max && min == 1:
		return "one argument"
	case min == max:
		return fmt.Sprintf("%d arguments", min)
	}
	return fmt.Sprintf("%d to %d arguments", min, max)
}

func verbList() string {
	verbs := make([]string, 0, len(stepArgs))
	for v := range stepArgs {
		verbs = append(verbs, v)
	}
	sortStrings(verbs)
	return strings.Join(verbs, " ")
}
