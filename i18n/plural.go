package i18n

import (
	"fmt"
	"strconv"
	"strings"
)

// A plural category of CLDR: which form of a counted phrase a number takes.
type category uint8

// The CLDR plural categories, in the order CLDR lists them; other is the
// category of every number no rule claims.
const (
	zero category = iota
	one
	two
	few
	many
	other
	categoryCount
)

var categoryNames = [categoryCount]string{"zero", "one", "two", "few", "many", "other"}

// categoryNamed returns the category of name ("one"), and whether there is one.
func categoryNamed(name string) (category, bool) {
	for c, n := range categoryNames {
		if n == name {
			return category(c), true
		}
	}
	return 0, false
}

// pluralRules selects a language's plural category of a whole number, by the
// rules of CLDR's cardinal plurals (unicode.org/reports/tr35, "Language
// Plural Rules"), written as CLDR writes them: "i = 1 and v = 0". Counts are
// whole numbers, so the operands are n = i = the number, v = w = f = t = 0
// and c = e = 0 (no fraction, no compact exponent).
type pluralRules struct {
	rules [categoryCount]condition // other's is never set
	has   [categoryCount]bool      // the language's categories: other always
}

// condition is a rule: relations joined by "and" in each alternative,
// alternatives joined by "or".
type condition [][]relation

// relation is "operand [% mod] = ranges" or its negation with !=.
type relation struct {
	operand byte
	mod     int64
	negated bool
	ranges  [][2]int64
}

// parsePluralRules reads a language's rules, by category name. Other needs
// no rule and may have none.
func parsePluralRules(src map[string]string) (pluralRules, error) {
	var p pluralRules
	p.has[other] = true
	for name, rule := range src {
		c, ok := categoryNamed(name)
		if !ok {
			return p, fmt.Errorf("%q is no plural category (zero, one, two, few, many, other)", name)
		}
		if c == other {
			return p, fmt.Errorf("other takes every number no rule claims: it has no rule")
		}
		cond, err := parseCondition(rule)
		if err != nil {
			return p, fmt.Errorf("%s: %v", name, err)
		}
		p.rules[c], p.has[c] = cond, true
	}
	return p, nil
}

// parseCondition reads a CLDR rule; the samples after '@' are left out, so a
// rule can be copied from CLDR's table whole.
func parseCondition(s string) (condition, error) {
	s, _, _ = strings.Cut(s, "@")
	var cond condition
	for alt := range strings.SplitSeq(s, " or ") {
		var and []relation
		for rel := range strings.SplitSeq(alt, " and ") {
			r, err := parseRelation(strings.TrimSpace(rel))
			if err != nil {
				return nil, err
			}
			and = append(and, r)
		}
		cond = append(cond, and)
	}
	return cond, nil
}

// parseRelation reads "i % 1000000 = 0" or "e != 0..5" or "i = 0,1".
func parseRelation(s string) (relation, error) {
	var r relation
	left, right, ok := strings.Cut(s, "!=")
	if ok {
		r.negated = true
	} else if left, right, ok = strings.Cut(s, "="); !ok {
		return r, fmt.Errorf("%q has no = or !=", s)
	}
	left = strings.TrimSpace(left)
	op, mod, hasMod := strings.Cut(left, "%")
	op = strings.TrimSpace(op)
	if len(op) != 1 || !strings.Contains("nivwftce", op) {
		return r, fmt.Errorf("%q is no operand (n, i, v, w, f, t, c, e)", op)
	}
	r.operand = op[0]
	if hasMod {
		m, err := strconv.ParseInt(strings.TrimSpace(mod), 10, 64)
		if err != nil || m <= 0 {
			return r, fmt.Errorf("%q is no modulus", strings.TrimSpace(mod))
		}
		r.mod = m
	}
	for item := range strings.SplitSeq(right, ",") {
		lo, hi, isRange := strings.Cut(strings.TrimSpace(item), "..")
		a, err := strconv.ParseInt(lo, 10, 64)
		b := a
		if err == nil && isRange {
			b, err = strconv.ParseInt(hi, 10, 64)
		}
		if err != nil || b < a {
			return r, fmt.Errorf("%q is no number or range", strings.TrimSpace(item))
		}
		r.ranges = append(r.ranges, [2]int64{a, b})
	}
	return r, nil
}

// category returns the category of the whole number n.
func (p *pluralRules) category(n int64) category {
	if n < 0 {
		n = -n
	}
	for c := range other {
		if p.has[c] && p.rules[c].holds(n) {
			return c
		}
	}
	return other
}

func (cond condition) holds(n int64) bool {
	for _, and := range cond {
		all := true
		for _, r := range and {
			if !r.holds(n) {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

func (r relation) holds(n int64) bool {
	x := int64(0) // the fraction's operands and the exponent of a whole number
	if r.operand == 'n' || r.operand == 'i' {
		x = n
	}
	if r.mod > 0 {
		x %= r.mod
	}
	in := false
	for _, rg := range r.ranges {
		if x >= rg[0] && x <= rg[1] {
			in = true
			break
		}
	}
	return in != r.negated
}
