package tree

import (
	"strings"
	"testing"
)

// A letter before a list names who moves there; the others move after
// their parent's player. The text writes back as it was read.
func TestNamedMovers(t *testing.T) {
	for _, tc := range []struct {
		leaves string
		movers string // every node's player, in the tree's numbering
	}{
		{"((((1,2,6) (4,2,3)) ((6,1,2) (7,4,1))) (((5,1,1) (1,5,2)) ((7,7,1) (5,4,5))))", "ABBCCCCAAAAAAAA"},
		{"(A((1,2,6) (4,2,3)) C((6,1,2) (7,4,1)))", "AACBBAA"},
		{"(C((1,2,6) (4,2,3)) (6,1,2))", "ACBAA"},
		{"A((1,2) (3,4))", "ABB"},
		{"(A(A((1,2,3,4) (4,3,2,1))) D((0,0,0,1) (1,0,0,0)))", "AADAAABB"},
	} {
		tr, err := ParseLeaves(tc.leaves, false)
		if err != nil {
			t.Fatalf("%s: %v", tc.leaves, err)
		}
		var got strings.Builder
		for n := range tr.Nodes {
			got.WriteString(PlayerName(tr.Mover(int32(n))))
		}
		if got.String() != tc.movers {
			t.Errorf("%s: movers %s, want %s", tc.leaves, got.String(), tc.movers)
		}
		if back := tr.Leaves(); back != tc.leaves {
			t.Errorf("%s: written back as %s", tc.leaves, back)
		}
		if named := strings.ContainsAny(strings.ReplaceAll(tc.leaves, ",", ""), "ABCDEF"); tr.NamesMovers() != named {
			t.Errorf("%s: NamesMovers %v", tc.leaves, tr.NamesMovers())
		}
	}
	for _, tc := range []struct{ leaves, want string }{
		{"(D((1,2,6) (4,2,3)) (7,4,1))", "node b is given to player D, but the tree has 3 players, A to C"},
		{"B((1,2,6) (4,2,3) (5,3,1))", "the root is given to player B, but A moves at the root"},
		{"(B(1 2) (3 4))", "a player's letter before a list (B(...)) says who moves in a game of several players"},
		{"(B(1,2) (3,4))", `"B" at character 2 names who moves at a leaf`},
		{"(B 3)", `"B" at character 2 is not a leaf value`},
		{"(b((1,2) (3,4)) (5,6))", `"b" at character 2 is not a leaf value`},
	} {
		_, err := ParseLeaves(tc.leaves, false)
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %v, want %q", tc.leaves, err, tc.want)
		}
	}
}

// ParseVector reads what FormatVector writes, and the forms a person
// types; it refuses a wrong count or a word, saying what to write.
func TestParseVector(t *testing.T) {
	for _, c := range []struct {
		in      string
		players int
		want    string
		err     string
	}{
		{"(1,2,6)", 3, "(1,2,6)", ""},
		{" ( 1, 2 , 6 ) ", 3, "(1,2,6)", ""},
		{"1 2 6", 3, "(1,2,6)", ""},
		{"1,2.5,-6", 0, "(1,2.5,-6)", ""},
		{"(1,2)", 3, "", "want 3 utilities"},
		{"(1,x,2)", 3, "", `"x" is not a number`},
		{"(1,2,6", 3, "", "in parentheses"},
		{"", 3, "", "want 3 utilities"},
	} {
		v, err := ParseVector(c.in, c.players)
		switch {
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%q: %v, want %q", c.in, err, c.err)
		case c.err == "" && (err != nil || FormatVector(v) != c.want):
			t.Errorf("%q: %v %v, want %s", c.in, v, err, c.want)
		}
	}
}

// FuzzParseVector: never a panic, and what it reads writes back to itself.
func FuzzParseVector(f *testing.F) {
	for _, s := range []string{"(1,2,6)", "1 2", "(-1.5,0,3,4)", "((", ")1,2("} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := ParseVector(s, 0)
		if err != nil {
			return
		}
		w, err := ParseVector(FormatVector(v), len(v))
		if err != nil || FormatVector(w) != FormatVector(v) {
			t.Fatalf("%q: %v then %v %v", s, v, w, err)
		}
	})
}
