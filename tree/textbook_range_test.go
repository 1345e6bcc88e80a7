package tree

import (
	"strings"
	"testing"
)

// Leaf values out of range or with too many decimals are refused with
// where and why; the values accepted print back as written.
func TestLeafValueRange(t *testing.T) {
	for _, tc := range []struct{ leaves, want string }{
		{"(-9223372036854775808 1)", `"-9223372036854775808" at character 2: the value is out of range`},
		{"(1 1e13)", `"1e13" at character 4: the value is out of range`},
		{"(0.1234567 1)", "the value has 7 decimals; leaf values have at most 6"},
	} {
		if _, err := ParseLeaves(tc.leaves, false); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.leaves, err, tc.want)
		}
	}
	for _, ok := range []string{"(1000000000000 -1000000000000)", "(0.000001 -1.5 123456.654321)"} {
		tr, err := ParseLeaves(ok, false)
		if err != nil || tr.Leaves() != ok {
			t.Errorf("%s: %v, prints back as %q", ok, err, tr.Leaves())
		}
	}
}

// Node names never read as players: a tree of two players names no node
// MAX nor MIN, however many it has (the letters skip them); a tree of
// several players names its inner nodes and a lone leaf in lower case,
// never A, B, C.
func TestNamesAreNotPlayers(t *testing.T) {
	if got := []string{letters(8836), letters(8837), letters(9033), letters(9034)}; got[0] != "MAW" || got[1] != "MAY" || got[2] != "MIM" || got[3] != "MIO" {
		t.Errorf("the letters around MAX and MIN: %v", got)
	}
	seen := map[string]bool{}
	for i := 0; i < 20000; i++ {
		l := letters(i)
		if l == "MAX" || l == "MIN" || seen[l] {
			t.Fatalf("letters(%d) = %q: a player's name, or twice", i, l)
		}
		seen[l] = true
	}
	for _, leaves := range []string{"(1,2,6)", "((1,2,6))", "((1,2,6) (4,2,3))", "(((1,2,6) (4,2,3)) ((6,1,2) (7,4,1)))", "((1,2,3) C((4,5,6) (7,8,9)))"} {
		tr, err := ParseLeaves(leaves, false)
		if err != nil {
			t.Fatal(err)
		}
		for n := range tr.Nodes {
			for p := 0; p < tr.Players(); p++ {
				if name, label := tr.Name(int32(n)), tr.Label(int32(n)); name == PlayerName(p) || label == PlayerName(p) {
					t.Errorf("%s: node %d named %q (%q), as player %s", leaves, n, name, label, PlayerName(p))
				}
			}
		}
	}
}
