package render

import (
	"bytes"
	"encoding/json"
	"math"
	"strings"
	"testing"

	"gametree/internal/golden"
	"gametree/internal/msg"
	"gametree/mcts"
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
	r := s.MCTS.Result
	drawn := s.visible(Options{})
	for _, n := range rep.Nodes {
		// The JSON's ids are the drawn nodes' pre-order numbers.
		id := drawn[n.ID]
		nd := r.At(id)
		if n.Visits == nil || *n.Visits != nd.Visits || math.Abs(*n.Wins-nd.Wins) > 1e-9 || math.Abs(float64(*n.Value)-r.MaxValue(id)) > 1e-9 {
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
	if !strings.Contains(b.String(), "proven: MAX") && !strings.Contains(b.String(), "proven: draw") {
		t.Errorf("no proof written:\n%s", b.String())
	}
	s.MCTS.MinVisits = 1 << 40
	if n := Drawn(s, Options{}); n != 1 {
		t.Errorf("%d nodes drawn, want the root alone", n)
	}
	s.MCTS.MinVisits = 1
	s.Lang = msg.Fr
	b.Reset()
	Text(&b, s, Options{})
	if !strings.Contains(b.String(), "recherche arborescente Monte-Carlo (UCT), ") || !strings.Contains(b.String(), "gains/visites") {
		t.Errorf("French:\n%s", b.String())
	}
}
