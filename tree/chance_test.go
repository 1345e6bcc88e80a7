package tree

import (
	"strings"
	"testing"
)

// Chance nodes in the leaves notation: read, written back, their players
// passed on (MAX, CHANCE, MIN, CHANCE, MAX), their probabilities kept as
// written; CountNodes counts them exactly.
func TestChanceNodes(t *testing.T) {
	for _, tc := range []struct {
		text, back string
		players    string // M, m or c for each node in numbering order
	}{
		{"({1/2: (3 12), 1/2: (2 4)} {1/6: 5, 5/6: (1 9)})", "({1/2: (3 12) 1/2: (2 4)} {1/6: 5 5/6: (1 9)})", "Mcc"},
		{"{(3 12) (2 4)}", "{1/2: (3 12) 1/2: (2 4)}", "c"},
		{"{0.25: 1, 0.75: {1/3: 2 1/3: 3 1/3: 4}}", "{0.25: 1 0.75: {1/3: 2 1/3: 3 1/3: 4}}", "c"},
	} {
		tr, err := ParseLeaves(tc.text, false)
		if err != nil {
			t.Fatalf("%s: %v", tc.text, err)
		}
		if got := tr.Leaves(); got != tc.back {
			t.Errorf("%s: written back as %s, want %s", tc.text, got, tc.back)
		}
		again, err := ParseLeaves(tr.Leaves(), false)
		if err != nil || again.Leaves() != tr.Leaves() {
			t.Errorf("%s: does not read back: %v", tc.text, err)
		}
		if n := CountNodes(tc.text); n != tr.Len() {
			t.Errorf("%s: CountNodes %d, %d nodes", tc.text, n, tr.Len())
		}
		var players strings.Builder
		for n := int32(0); n < int32(len(tc.players)); n++ {
			switch {
			case tr.IsChance(n):
				players.WriteByte('c')
			case tr.IsMax(n):
				players.WriteByte('M')
			default:
				players.WriteByte('m')
			}
		}
		if players.String() != tc.players {
			t.Errorf("%s: players %s, want %s", tc.text, players.String(), tc.players)
		}
	}
	// Under a chance node the turn passes on: the children of the first
	// chance node of the first tree are MIN nodes, their leaves MAX.
	tr, _ := ParseLeaves("({1/2: (3 12), 1/2: (2 4)} 7)", false)
	if c := tr.Nodes[1].First; tr.IsMax(c) || !tr.IsMax(tr.Nodes[c].First) || tr.Probability(c) != 0.5 || tr.ProbabilityText(c) != "1/2" {
		t.Errorf("the chance node's children: max %v, probability %v", tr.IsMax(c), tr.Probability(c))
	}
	for text, want := range map[string]string{
		"{1/2: 3, 1/3: 4}":               "sum to 5/6 (0.833), not 1",
		"{0.3: 3, 0.4: 4}":               "sum to 7/10 (0.7), not 1",
		"{1/2: 3, 1/2: 4, 1/9999999: 5}": "sum to 1.0000001, not 1",
		"{1/99991: 3, 1/99989: 4}":       "sum to 2.00020002e-05, not 1",
		"{1/2: 3, 4}":                    "gives a probability to some children and not to others",
		"{0: 3, 1: 4}":                   `probability "0": want a number over 0 and at most 1`,
		"{-1/2: 3, 3/2: 4}":              `probability "-1/2"`,
		"{2: 3}":                         `probability "2": want a number over 0 and at most 1`,
		"{1/0: 3}":                       `probability "1/0"`,
		"({1/2: 3, 1/2: 4)":              "closes the '{' at character 2; want '}'",
		"{1/2: 3, 1/2: 4":                "the '{' at character 1 is never closed",
		"{}":                             "empty chance node at character 1",
		"(1 2})":                         `'}' at character 5 closes nothing`,
		"{1/2: }":                        "closes nothing",
	} {
		if _, err := ParseLeaves(text, false); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", text, err, want)
		}
	}
}
