package explore

import (
	"context"
	"fmt"
	"math/rand"
	"strings"
	"testing"
	"time"

	"gametree/othello"
	"gametree/othello/adapter"
	"gametree/tree"
)

// randomLeaves writes a random textbook tree.
func randomLeaves(rng *rand.Rand, depth int) string { return randomTreeText(rng, depth, false) }

// randomTreeText writes a random textbook tree of at most depth plies;
// with chance, one inner node in three is a chance node (equal chances).
func randomTreeText(rng *rand.Rand, depth int, chance bool) string {
	if depth == 0 || (depth < 3 && rng.Intn(4) == 0) {
		return fmt.Sprint(rng.Intn(41) - 20)
	}
	k := 1 + rng.Intn(4)
	parts := make([]string, k)
	for i := range parts {
		parts[i] = randomTreeText(rng, depth-1, chance)
	}
	if chance && rng.Intn(3) == 0 {
		return "{" + strings.Join(parts, " ") + "}"
	}
	return "(" + strings.Join(parts, " ") + ")"
}

func TestCompareRandomTextbookTrees(t *testing.T) {
	rng := rand.New(rand.NewSource(13))
	quiet := func(string, ...any) {}
	for i := 0; i < 1000; i++ {
		text := "(" + randomLeaves(rng, 1+rng.Intn(5)) + " " + randomLeaves(rng, 1+rng.Intn(5)) + ")"
		tr, err := tree.ParseLeaves(text, i%2 == 0)
		if err != nil {
			t.Fatal(err)
		}
		rows, _ := compareTextbook(context.Background(), tr, quiet)
		if err := checkAgreement(rows, ""); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		for _, r := range rows {
			if strings.HasPrefix(r.Algorithm, "alphabeta") && r.Nodes > rows[0].Nodes {
				t.Fatalf("%s: %s visits %v > minimax %v", text, r.Algorithm, r.Nodes, rows[0].Nodes)
			}
		}
	}
}

// A comparison that minimax could not finish is refused up front, on
// every game, from the tree's estimated size, in a fraction of a second.
func TestCompareRefusedUpFront(t *testing.T) {
	for params, want := range map[*Values]string{
		ptrTo(v("game", "nim", "board", "60 60 60 60 60 60 60 60 60 60", "depth", "4")): "--depth 4: minimax would visit about 9",
		ptrTo(v("game", "connect4", "depth", "12")):                                     "--depth 12: minimax would visit about 1",
	} {
		req, err := ParseCompare(*params, nil)
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		_, err = Compare(ctx, req, nil)
		cancel()
		if err == nil || !strings.HasPrefix(err.Error(), want) || !strings.Contains(err.Error(), "over compare's limit of 2.5 billion nodes") {
			t.Errorf("%v: %v, want %q", *params, err, want)
		}
	}
}

func TestParseDepths(t *testing.T) {
	for in, want := range map[string]string{"4": "[4]", "1-3": "[1 2 3]", "2,4,6": "[2 4 6]", "1-3,6,2": "[1 2 3 6]", " 5 ": "[5]"} {
		got, err := ParseDepths(in, 12)
		if err != nil || fmt.Sprint(got) != want {
			t.Errorf("ParseDepths(%q) = %v, %v; want %s", in, got, err, want)
		}
	}
}

// BenchmarkCompareDepth10 runs every algorithm of compare at depths 1 to 10
// from the 8x8 start (minimax at depth 10 visits 28,031,565 nodes).
func BenchmarkCompareDepth10(b *testing.B) {
	depths := []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
	for i := 0; i < b.N; i++ {
		rows, _, _ := comparePosition(context.Background(), adapter.NewOthello(othello.Start(8), othello.Discs{}), depths, newCompareClock(context.Background(), 0), 0, func(string, ...any) {})
		if err := checkAgreement(rows, ""); err != nil {
			b.Fatal(err)
		}
	}
}

func TestCheckAgreement(t *testing.T) {
	if err := checkAgreement([]CompareRow{{Depth: 3, Algorithm: "minimax", Value: 1}, {Depth: 3, Algorithm: "pvs", Ordering: "eval", Value: 2}}, ""); err == nil || !strings.Contains(err.Error(), "BUG: at depth 3, pvs (eval order) gives the root value 2 but minimax gives 1") {
		t.Errorf("checkAgreement: %v", err)
	}
}

// Means over many positions are written with 2 decimals; counts as
// integers.
func TestNumber(t *testing.T) {
	for v, want := range map[float64]string{1234: "1234", 1234.5678: "1234.57", 2.5: "2.50", 0.333333: "0.33"} {
		if got := number(v); got != want {
			t.Errorf("number(%v) = %q, want %q", v, got, want)
		}
	}
}
