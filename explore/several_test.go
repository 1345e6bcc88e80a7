package explore

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// vectorLeaves writes a random tree of k players' utility vectors, depth
// at most depth, utilities from 0 to 9.
func vectorLeaves(rng *rand.Rand, k, depth int) string {
	if depth == 0 || (depth < 3 && rng.IntN(4) == 0) {
		u := make([]string, k)
		for i := range u {
			u[i] = fmt.Sprint(rng.IntN(10))
		}
		return "(" + strings.Join(u, ",") + ")"
	}
	parts := make([]string, 1+rng.IntN(3))
	for i := range parts {
		parts[i] = vectorLeaves(rng, k, depth-1)
	}
	return "(" + strings.Join(parts, " ") + ")"
}

// Paranoid search (alpha-beta, fail-soft and fail-hard, the root's
// player's nodes MAX and every other's MIN) against the paranoid choices
// written apart, without pruning, on seeded random trees of 2 to 4
// players: the root's value and move; max^n and shallow pruning agree on
// theirs.
func TestParanoidAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(50, 2))
	for trial := range 150 {
		leaves := vectorLeaves(rng, 2+trial%3, 4)
		var results [4]string
		for i, algo := range []string{"paranoid", "paranoid-hard", "maxn", "shallow"} {
			vals := v("leaves", leaves, "algo", strings.TrimSuffix(algo, "-hard"))
			if strings.HasSuffix(algo, "-hard") {
				vals["fail-hard"] = []string{""}
			}
			req, err := ParseTree(vals, nil)
			if err != nil {
				t.Fatal(err)
			}
			s, err := Tree(context.Background(), req, nil)
			if err != nil {
				t.Fatalf("%s %s: %v", algo, leaves, err)
			}
			results[i] = fmt.Sprint(s.Value, s.Best)
			if algo == "paranoid" {
				want := paranoidChoices(s.Tree)
				if s.Tree.Nodes[0].Count > 0 && s.Best != want[0] {
					t.Fatalf("%s: paranoid moves to %d, the reference to %d", leaves, s.Best, want[0])
				}
			}
		}
		if results[0] != results[1] || results[2] != results[3] {
			t.Fatalf("%s: %v", leaves, results)
		}
	}
}
