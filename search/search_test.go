package search

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// Every search is found by its name and its aliases, in any case, and
// its name reads back to it; the engines of minimax's family lead to
// their declarations, alpha-beta's for both conventions.
func TestLookup(t *testing.T) {
	for _, d := range All() {
		for _, n := range append([]string{d.Name, strings.ToUpper(d.Name), " " + d.Name + " "}, d.Aliases...) {
			if Lookup(n) != d {
				t.Errorf("Lookup(%q) is not %s", n, d)
			}
		}
		if Lookup(d.String()) != d {
			t.Errorf("%s does not read back", d)
		}
	}
	if Lookup("negamax") != nil || Lookup("") != nil {
		t.Error("a search that is not declared")
	}
	for a, want := range map[string]*Decl{"minimax": Minimax, "alphabeta": AlphaBeta, "alphabeta-failsoft": AlphaBeta,
		"expectimax": Expectimax, "star1": Star1, "star2": Star2, "pvs": PVS, "id-tt": IDTT, "beam": Beam, "probcut": ProbCut} {
		if Of(a) != want {
			t.Errorf("Of(%s) = %v, want %s", a, Of(a), want)
		}
	}
}

// The declarations say what each face offers and what each search takes:
// the faces' lists, the default, the choices of the help.
func TestDeclarations(t *testing.T) {
	if got := strings.Join(Names(On(Tree)), " "); got != "minimax alphabeta beam probcut expectimax star1 star2 mcts puct maxn shallow paranoid cfr cfr+" {
		t.Errorf("tree: %s", got)
	}
	if got := strings.Join(Names(On(Play)), " "); got != "minimax alphabeta beam probcut expectimax mcts puct maxn shallow paranoid" {
		t.Errorf("play: %s", got)
	}
	if Default() != AlphaBeta {
		t.Errorf("default %s", Default())
	}
	if Expectimax.Choice() != "expectimax (chance nodes weighed by their probabilities)" || Minimax.Choice() != "minimax" {
		t.Errorf("choices %q %q", Expectimax.Choice(), Minimax.Choice())
	}
	if !slices.Contains(Params(Tree), "iterations") || !slices.Contains(Params(Tree), "bounds") || slices.Contains(Params(Compare), "iterations") && !MCTS.Offers(Compare) {
		t.Errorf("params %v", Params(Tree))
	}
	for _, d := range All() {
		if d.Chance == OnlyChance && Lookup(d.Otherwise) == nil {
			t.Errorf("%s is %q without chance nodes, which is not declared", d, d.Otherwise)
		}
		if !d.MonteCarlo && d.Engine != "" && d.Players == TwoPlayers && Of(d.Engine) != d {
			t.Errorf("%s's engine leads to %s", d, Of(d.Engine))
		}
	}
}

// Registering a name taken, or no name, panics: declaring is a program's
// own doing.
func TestRegisterRefuses(t *testing.T) {
	for _, d := range []Decl{{Name: "alphabeta"}, {Name: "fresh", Aliases: []string{"ab"}}, {}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Register(%q) did not panic", d.Name)
				}
			}()
			Register(d)
		}()
	}
}

// A family's name reads back as the family; an unknown name is refused.
func TestFamilyRoundTrip(t *testing.T) {
	for _, f := range Families() {
		got, err := ParseFamily(f.String())
		if err != nil || got != f {
			t.Errorf("%v: read back as %v, %v", f, got, err)
		}
	}
	if _, err := ParseFamily("cards"); err == nil {
		t.Error("family cards: accepted")
	}
	if Family(9).String() != "Family(9)" {
		t.Errorf("an unknown family: %q", Family(9).String())
	}
}

// Every declared search is of the family its kind says (Register holds
// it), and every family has a search.
func TestEveryFamilyDeclared(t *testing.T) {
	seen := map[Family]bool{}
	for _, d := range All() {
		if d.Family != familyOf(d) {
			t.Errorf("%s: of %v, its kind says %v", d.Name, d.Family, familyOf(d))
		}
		seen[d.Family] = true
	}
	for _, f := range Families() {
		if !seen[f] {
			t.Errorf("no search of the family %v", f)
		}
	}
}

func ExampleParseFamily() {
	f, _ := ParseFamily("visits")
	fmt.Println(f, MCTS.Family == f)
	// Output: visits true
}
