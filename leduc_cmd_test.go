package main

import (
	"encoding/csv"
	"encoding/json"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// Leduc hold'em at the command line: its equilibrium by CFR+ in the
// iterations its tree's size allows (1,000 by default, at most 5,000),
// the value near the game's -0.0856 with its precision and no fraction
// claimed, the shallowest 30 of its 936 sets as text and all of them in
// CSV and JSON; compare, tree, both step-throughs and the play of a hand
// (the card face up said apart), within 80 columns in both languages.
func TestLeducOnTheCommandLine(t *testing.T) {
	t.Parallel()
	r := runOK(t, "solve", "--game", "leduc")
	holds(t, "solve", r.stdout, "Leduc hold'em: the equilibrium by CFR+, 1,000 iterations", "(f: fold; c: check or call; r: bet\nor raise)",
		"set    player       f       c       r\n", "... and 906 more information sets, deeper in the tree")
	if strings.Contains(r.stdout, "simplest fraction") {
		t.Error("a fraction claimed for Leduc hold'em's value")
	}
	var rep struct {
		Value, Exploitability float64
		Strategy              map[string]map[string]float64
	}
	if err := json.Unmarshal([]byte(runOK(t, "solve", "--game", "leduc", "--iterations", "200", "--format", "json").stdout), &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Strategy) != 936 || rep.Exploitability > 0.05 || math.Abs(rep.Value+0.0856) > 2*rep.Exploitability {
		t.Errorf("%d sets, value %v, exploitability %v", len(rep.Strategy), rep.Value, rep.Exploitability)
	}
	records, err := csv.NewReader(strings.NewReader(runOK(t, "solve", "--game", "leduc", "--iterations", "10", "--format", "csv").stdout)).ReadAll()
	moves := 0
	for _, m := range rep.Strategy {
		moves += len(m)
	}
	if err != nil || len(records) != 1+moves {
		t.Errorf("%d lines of CSV for %d moves of the sets, %v", len(records), moves, err)
	}
	for _, lang := range []string{"en", "fr"} {
		for _, args := range [][]string{{"solve", "--game", "leduc", "--iterations", "50"}, {"step", "--game", "leduc", "--iterations", "1"}, {"step", "--game", "leduc", "--algo", "clairvoyance"}, {"compare", "--game", "leduc", "--iterations", "20"}} {
			for _, line := range strings.Split(runOK(t, append(args, "--lang", lang)...).stdout, "\n") {
				if utf8.RuneCountInString(line) > 80 {
					t.Fatalf("%v --lang %s writes %d columns: %s", args, lang, utf8.RuneCountInString(line), line)
				}
			}
		}
	}
	holds(t, "step", runOK(t, "step", "--game", "leduc", "--iterations", "1").stdout, "  set    move       played           value  regret   next\n",
		"  Js cr  f           0.333          -0.083  +0.000  0.000\n", "more sets updated, deeper in the tree: --format json gives")
	holds(t, "clairvoyance", runOK(t, "step", "--game", "leduc", "--algo", "clairvoyance").stdout, "JsJh cc Qs cr     X       Js cc Qs cr     f -1, c +0, r +0  c",
		"then a card face up", "the game's value is from -0.0860 to -0.0855")
	tree := runOK(t, "tree", "--game", "leduc", "--iterations", "20").stdout
	holds(t, "tree", tree, "9,451 nodes, 936 information sets", "Legend: X moves first, O second. set: the information set: the player's")
	// A hand against the equilibrium: the card face up apart from the
	// bets, the end with every card.
	r = runApp(t, "c\nhint\nr\n", nil, false, "play", "--game", "leduc", "--seed", "8")
	holds(t, "play", r.stdout, "Your card (X): Qh. The bets so far: none.", "Your card (X): Qh. Face up: Kh. The bets so far: cc.",
		"Hint: the equilibrium, at Qh cc Kh: c", "The cards: X had Qh, O had Jh, Kh face up; the bets: cc rf.", "X (human) wins 1 chip.")
	holds(t, "match", runOK(t, "match", "--game", "leduc", "--games", "100", "--no-time").stdout, "ai:equilibrium", "random")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "--game", "leduc", "--iterations", "6000"}, "an iteration of Leduc hold'em walks its 9,451 nodes, so a run takes at most 5,000 iterations"},
		{[]string{"compare", "--game", "leduc", "--iterations", "9000"}, "at most 5,000 iterations"},
		{[]string{"step", "--game", "leduc", "--iterations", "13"}, "prints at most 12 iterations, each the update of its 936 information sets"},
		{[]string{"show", "--game", "leduc", "--board", "JsJs"}, "is not the deal to come"},
		{[]string{"show", "--game", "leduc", "--board", "JsQh f"}, "cannot be bet there (after JsQh)"},
		{[]string{"tree", "--game", "leduc", "--algo", "alphabeta"}, "alphabeta would see every card (averaging over clairvoyance, which AIMA 5.6 shows goes wrong): use --algo cfr or cfr+"},
	} {
		r := runApp(t, "", nil, false, tc.args...)
		if r.code == 0 || !strings.Contains(r.stderr, tc.want) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, %q; want %q", tc.args, r.code, r.stderr, tc.want)
		}
	}
}

// A position's subtree of a game of hidden information is drawn with the
// whole game's equilibrium: at the deal JQ, X's moves have the
// probabilities solve gives its set J (solved alone, the deal known, X
// would never bet the jack).
func TestHiddenSubtreeEquilibrium(t *testing.T) {
	var rep struct{ Strategy map[string]map[string]float64 }
	if err := json.Unmarshal([]byte(runOK(t, "solve", "--game", "kuhn", "--iterations", "3000", "--format", "json").stdout), &rep); err != nil {
		t.Fatal(err)
	}
	tree := runOK(t, "tree", "--game", "kuhn", "--board", "JQ", "--iterations", "3000").stdout
	want := strconv.FormatFloat(rep.Strategy["J"]["b"], 'f', 3, 64)
	if rep.Strategy["J"]["b"] < 0.05 || !regexp.MustCompile(`└── b +O +Qb +`+regexp.QuoteMeta(want)+` `).MatchString(tree) {
		t.Errorf("the subtree of JQ does not bet the jack %s of the time:\n%s", want, tree)
	}
}
