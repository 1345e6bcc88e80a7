package render

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"gametree/internal/golden"
	"gametree/internal/msg"
	"gametree/mcts"
	"gametree/minimax"
	"gametree/tree"
)

// mctsSearch searches tr by MCTS with iterations and seed 1.
func mctsSearch(t *testing.T, tr *tree.Tree, iterations int, solver bool) *Search {
	t.Helper()
	o := mcts.Options{Iterations: iterations, Exploration: mcts.DefaultExploration, Seed: 1, Solver: solver}
	res, err := mcts.Search(tr, o, nil)
	if err != nil {
		t.Fatal(err)
	}
	return NewMCTS(tr, res, o, 1)
}

// AIMA's Figure 5.2 searched by MCTS, as text, DOT and JSON; the JSON's
// counts are the search's; the principal variation is the most visited
// path.
func TestMCTSGolden(t *testing.T) {
	s := mctsSearch(t, textbook(t, aimaLeaves), 60, false)
	var text, dot, js bytes.Buffer
	if err := Text(&text, s, Options{}); err != nil {
		t.Fatal(err)
	}
	if err := DOT(&dot, s, Options{}); err != nil {
		t.Fatal(err)
	}
	if err := JSON(&js, s, Options{}); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "aima-5-2-mcts.txt", text.String())
	golden.Check(t, "aima-5-2-mcts.dot", dot.String())
	golden.Check(t, "aima-5-2-mcts.json", js.String())
	var rep TreeReport
	if err := json.Unmarshal(js.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Algorithm != "mcts" || rep.MCTS == nil || rep.MCTS.Iterations != 60 {
		t.Fatalf("the report: %q %+v", rep.Algorithm, rep.MCTS)
	}
	r := s.mcts().Result
	drawn := s.visible(Options{})
	for _, n := range rep.Nodes {
		// The JSON's ids are the drawn nodes' pre-order numbers.
		id := drawn[n.ID]
		nd := r.At(id)
		if n.Visits == nil || *n.Visits != nd.Visits || math.Abs(*n.Wins-nd.Wins) > 1e-9 || math.Abs(float64(n.Value.Number)-r.MaxValue(id)) > 1e-9 {
			t.Fatalf("node %d: %+v, the search %+v", n.ID, n, nd)
		}
	}
	if got := strings.Join(s.PV(), " "); got != s.Tree.Label(r.Best)+" "+s.Tree.Label(s.ann(r.Best).Best) {
		t.Errorf("principal variation %q", got)
	}
}

// Nodes visited fewer times than asked are not drawn; the solver's
// proofs are written on the nodes; French writes the search's lines.
func TestMCTSDrawing(t *testing.T) {
	tr := textbook(t, "((1 (2 3)) (4 5 6) 7)")
	s := mctsSearch(t, tr, 300, true)
	var b bytes.Buffer
	if err := Text(&b, s, Options{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "A      MAX     0/1          1.00         PV, proven: 7") {
		t.Errorf("no proof written:\n%s", b.String())
	}
	s.mcts().MinVisits = 1 << 40
	if n := Drawn(s, Options{}); n != 1 {
		t.Errorf("%d nodes drawn, want the root alone", n)
	}
	s.mcts().MinVisits = 1
	s.Lang = msg.Fr
	b.Reset()
	Text(&b, s, Options{})
	if !strings.Contains(b.String(), "recherche arborescente Monte-Carlo (UCT), ") || !strings.Contains(b.String(), "gains/visites") {
		t.Errorf("French:\n%s", b.String())
	}
}

// Score-bounded MCTS (Cazenave and Saffidine 2011): on a tree of scores
// the solver's bounds meet at each node's minimax value, which it states
// in the tree's values ("proven: 3"), never as a draw for a leaf halfway
// between the smallest and the largest; the search stops once the root
// is proven and says so. Seeded random trees, their minimax values found
// apart.
func TestScoreBoundedSolver(t *testing.T) {
	rng := rand.New(rand.NewPCG(48, 1))
	for k := 0; k < 200; k++ {
		leaves := randomTreeLeaves(rng, 1+rng.IntN(4))
		tr := textbook(t, leaves)
		s := mctsSearch(t, tr, 20000, true)
		want := minimax.Search[int32](tr, 0, minimax.Options[int32]{Algorithm: minimax.Minimax, RootMin: !tr.RootMax}, nil).Value
		root := s.mcts().Result.At(0)
		// The bounds are the leaves' own scores: the proof is a leaf's
		// value exactly, no rounding through the rewards.
		if !root.Scored || root.Low != root.High || root.Low != want {
			t.Fatalf("%s: the root bounded by %v..%v, minimax %v", leaves, root.Low, root.High, want)
		}
		var text bytes.Buffer
		if err := Text(&text, s, Options{}); err != nil {
			t.Fatal(err)
		}
		out := text.String()
		if strings.Contains(out, "draw") || strings.Contains(out, "MAX wins") || strings.Contains(out, "MAX loses") ||
			!strings.Contains(out, "proven: "+tr.FormatValue(want)) {
			t.Fatalf("%s: the text says\n%s", leaves, out)
		}
		if s.mcts().Result.Iterations < 20000 && !strings.Contains(out, "the solver proved the root at iteration") {
			t.Fatalf("%s: stopped after %d iterations without saying why:\n%s", leaves, s.mcts().Result.Iterations, out)
		}
	}
}

// randomTreeLeaves writes a random textbook tree of depth at most depth,
// leaves from -9 to 9.
func randomTreeLeaves(rng *rand.Rand, depth int) string {
	if depth == 0 || (depth < 3 && rng.IntN(4) == 0) {
		return fmt.Sprint(rng.IntN(19) - 9)
	}
	parts := make([]string, 1+rng.IntN(4))
	for i := range parts {
		parts[i] = randomTreeLeaves(rng, depth-1)
	}
	return "(" + strings.Join(parts, " ") + ")"
}

// A proof is a leaf's own value as the tree writes it, never a reward
// scaled back (10.999999999999998 for 11), and leaves whose rewards round
// to one number are still told apart (0.000001 beside 0.000002 in a tree
// that spans 2 × 10^12).
func TestProofsExact(t *testing.T) {
	for _, c := range []struct{ leaves, want string }{
		{"(11 (1 78))", "proven: 11)"},
		{"((0.29 3.4) (-6.85 10.6))", "proven: 0.29)"},
		{"((1000000000000 -1000000000000) (0.000002 0.000001))", "proven: 0.000001)"},
	} {
		s := mctsSearch(t, textbook(t, c.leaves), 1000, true)
		var text, js bytes.Buffer
		if err := Text(&text, s, Options{}); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(text.String(), c.want) {
			t.Errorf("%s: want %q in\n%s", c.leaves, c.want, text.String())
		}
		JSON(&js, s, Options{})
		want := `"proven_value": ` + strings.TrimSuffix(strings.TrimPrefix(c.want, "proven: "), ")")
		if !strings.Contains(js.String(), want) {
			t.Errorf("%s: the JSON lacks %s", c.leaves, want)
		}
	}
}
