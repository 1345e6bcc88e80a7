package explore

import (
	"context"
	"math"
	"math/rand"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// reasonValue is a value as the reasons write it: 3, -2.5, 5/3 (1.667), +inf.
const reasonValue = `([-+]inf|-?\d+(?:\.\d+)?(?:/\d+)?(?: \([-\d.]+\))?)`

// The inequalities the reasons state.
var (
	cutStated   = regexp.MustCompile(`alpha ` + reasonValue + ` >= beta ` + reasonValue)
	atMost      = regexp.MustCompile(`at most ` + reasonValue + ` ≤ alpha ` + reasonValue)
	atLeast     = regexp.MustCompile(`at least ` + reasonValue + ` ≥ beta ` + reasonValue)
	worthLeast  = regexp.MustCompile(`alpha ` + reasonValue + ` >= beta ` + reasonValue + ` after .*? is already worth at least ` + reasonValue)
	worthAtMost = regexp.MustCompile(`alpha ` + reasonValue + ` >= beta ` + reasonValue + ` after .*? is already worth at most ` + reasonValue)
)

// reasonNumber reads a value as the reasons write it.
func reasonNumber(t *testing.T, s string) float64 {
	t.Helper()
	switch s {
	case "+inf":
		return math.Inf(1)
	case "-inf":
		return math.Inf(-1)
	}
	s, _, _ = strings.Cut(s, " ")
	if a, b, ok := strings.Cut(s, "/"); ok {
		x, _ := strconv.ParseFloat(a, 64)
		y, _ := strconv.ParseFloat(b, 64)
		return x / y
	}
	x, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatalf("value %q", s)
	}
	return x
}

// Every reason the reports give, of cutoffs and of pruned nodes, and
// every sentence of the step-through, states inequalities that hold, in
// the numbers of the search: alpha >= beta
// at a player's node, the bound of a chance node's value against the
// window it was entered with, and a node already worth at least beta
// (at most alpha); on 600 seeded random trees searched by alpha-beta,
// fail-soft and fail-hard, and on those with chance nodes by Star1 and
// Star2.
func TestReasonsHold(t *testing.T) {
	rng := rand.New(rand.NewSource(26))
	checked := 0
	for i := 0; i < 600; i++ {
		leaves := "(" + randomTreeText(rng, 1+rng.Intn(4), true) + " " + randomTreeText(rng, 1+rng.Intn(4), true) + ")"
		algos := [][]string{{"algo", "alphabeta"}, {"algo", "alphabeta", "fail-hard", "true"}}
		if strings.Contains(leaves, "{") {
			algos = [][]string{{"algo", "star1"}, {"algo", "star2"}}
		}
		for _, a := range algos {
			s, _, err := searchOf(v(append([]string{"leaves", leaves}, a...)...))
			if err != nil {
				t.Fatalf("%s %v: %v", leaves, a, err)
			}
			var whys []string
			for n := range s.Tree.Nodes {
				whys = append(whys, s.CutReason(int32(n)), s.PrunedReason(int32(n)), s.ProbeReason(int32(n)))
			}
			// And every sentence of the step-through of the same search.
			req, err := ParseStep(v(append([]string{"leaves", leaves}, a...)...), nil)
			if err != nil {
				t.Fatal(err)
			}
			trace, err := Step(context.Background(), req)
			if err != nil {
				t.Fatal(err)
			}
			for k := 1; k <= trace.Len(); k++ {
				whys = append(whys, trace.Sentence(k))
			}
			{
				for _, why := range whys {
					if why == "" {
						continue
					}
					checked++
					bad := func(what string) {
						t.Errorf("%s %v: %s: %q", leaves, a, what, why)
					}
					for _, m := range cutStated.FindAllStringSubmatch(why, -1) {
						if reasonNumber(t, m[1]) < reasonNumber(t, m[2]) {
							bad("alpha < beta")
						}
					}
					for _, m := range atMost.FindAllStringSubmatch(why, -1) {
						if reasonNumber(t, m[1]) > reasonNumber(t, m[2]) {
							bad("at most a value over alpha")
						}
					}
					for _, m := range atLeast.FindAllStringSubmatch(why, -1) {
						if reasonNumber(t, m[1]) < reasonNumber(t, m[2]) {
							bad("at least a value under beta")
						}
					}
					if m := worthLeast.FindStringSubmatch(why); m != nil && reasonNumber(t, m[3]) < reasonNumber(t, m[2]) {
						bad("worth at least a value under beta")
					}
					if m := worthAtMost.FindStringSubmatch(why); m != nil && reasonNumber(t, m[3]) > reasonNumber(t, m[1]) {
						bad("worth at most a value over alpha")
					}
				}
			}
		}
	}
	if checked < 500 {
		t.Errorf("only %d reasons checked", checked)
	}
}
