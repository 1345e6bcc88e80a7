package explore

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"gametree/az"
	"gametree/internal/msg"
	"gametree/render"
)

// tree --algo puct: the network's priors and values on the nodes, the
// terms of each selection at a step, and the refusals of what PUCT
// cannot search.
func TestTreePUCT(t *testing.T) {
	req, err := ParseTree(v("game", "tictactoe", "moves", "b2a1", "algo", "puct", "iterations", "40"), testFiles)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Tree(context.Background(), req, nil)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := render.Text(&b, s, render.Options{}); err != nil {
		t.Fatal(err)
	}
	text := b.String()
	for _, want := range []string{"PUCT (AlphaZero's search), 40 iterations, c = 1.25, gametree's own network", "P: the\nnetwork's prior", "  P     net  "} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in\n%s", want, text)
		}
	}
	// The priors of the root's children sum to 1; every node visited
	// but a finished game's has the network's value.
	rec := s.MCTSRecord().Result
	sum := 0.0
	for c := s.Tree.Nodes[0].First; c < s.Tree.Nodes[0].First+s.Tree.Nodes[0].Count; c++ {
		sum += rec.At(c).Prior
	}
	if sum < 0.999 || sum > 1.001 || !rec.Guided() || rec.Iterations != 40 {
		t.Errorf("the root's priors sum to %g (guided %v, %d iterations)", sum, rec.Guided(), rec.Iterations)
	}
}

// TestStepPUCT steps through PUCT: the first step is the root's
// evaluation, each selection gives its terms Q + c·P·sqrt(N)/(1+n), in
// both languages.
func TestStepPUCT(t *testing.T) {
	for _, l := range []msg.Lang{msg.En, msg.Fr} {
		req, err := ParseStep(v("game", "tictactoe", "moves", "b2a1", "algo", "puct", "iterations", "5"), testFiles)
		if err != nil {
			t.Fatal(err)
		}
		steps, err := Step(msg.With(context.Background(), l), req)
		if err != nil {
			t.Fatal(err)
		}
		tr, ok := steps.(*render.Trace)
		if !ok {
			t.Fatalf("a %T", steps)
		}
		first, sel := tr.Sentence(1), tr.Sentence(3)
		want := []string{"Evaluation of root by the network, in place of a playout", "has the highest PUCT score of its 7 children", "U = c·P·sqrt(N)/(1+n) = 1.25·"}
		if l == msg.Fr {
			want = []string{"Évaluation de racine par le réseau, au lieu d'une simulation", "a le plus haut score PUCT de ses 7 enfants", "U = c·P·sqrt(N)/(1+n) = 1,25·"}
		}
		if !strings.Contains(first, want[0]) || !strings.Contains(sel, want[1]) || !strings.Contains(sel, want[2]) {
			t.Errorf("%s: steps 1 and 3:\n%s\n%s", l, first, sel)
		}
	}
}

// TestPUCTRefusals: a search PUCT cannot make is refused with its reason.
func TestPUCTRefusals(t *testing.T) {
	other, _ := az.NewNet("connect4", 84, 4, 7, 1).MarshalBinary()
	files := files(map[string]string{"c4.az": string(other), "junk.az": "hello"})
	for _, tc := range []struct {
		params Values
		want   string
	}{
		{v("leaves", "((3 12 8) (2 4 6) (14 5 2))", "algo", "puct"), "a textbook tree has none: take --algo mcts"},
		{v("game", "nim", "algo", "puct"), "Nim has no network: no network reads its positions"},
		{v("algo", "puct"), "Othello has no network"},
		{v("game", "tictactoe", "algo", "puct", "net", "c4.az"), "the network was trained for connect4"},
		{v("game", "tictactoe", "algo", "puct", "net", "junk.az"), "--net junk.az: not a network of gametree"},
		{v("game", "tictactoe", "algo", "puct", "solver", ""), "--solver applies to --algo mcts"},
		{v("game", "tictactoe", "algo", "puct", "exploration", "2"), "--exploration applies to --algo mcts"},
		{v("game", "tictactoe", "algo", "puct", "cpuct", "-1"), "--cpuct -1: want a number from 0 to 100"},
		{v("game", "tictactoe", "algo", "puct", "iterations", "200000", "max-nodes", "100000"), "over the limit of 100000"},
		// The children PUCT makes as it evaluates count in its memory: 9
		// a tic-tac-toe node, 120 bytes each.
		{v("game", "tictactoe", "algo", "puct", "iterations", "90000", "max-memory", "64MiB"), "may take about 92.7 MiB"},
	} {
		req, err := ParseTree(tc.params, files)
		if err == nil {
			_, err = Tree(context.Background(), req, nil)
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.params, err, tc.want)
		}
	}
}

// TestShowNetwork: the network's priors beside the exact values, its
// favourite move one of the best where tic-tac-toe's start is a draw.
func TestShowNetwork(t *testing.T) {
	g, err := ParsePosition(v("game", "tictactoe", "moves", "b2"), testFiles)
	if err != nil {
		t.Fatal(err)
	}
	view, err := ShowNetwork(context.Background(), v("game", "tictactoe", "moves", "b2", "network", ""), testFiles, g)
	if err != nil || view == nil {
		t.Fatal(err)
	}
	if view.Exact == nil || *view.Exact != 0 || len(view.Moves) != 8 || view.Agrees == nil || !*view.Agrees {
		t.Fatalf("%+v", view)
	}
	best := 0
	for _, m := range view.Moves {
		if m.Best {
			best++
			if m.Move != "a1" && m.Move != "c1" && m.Move != "a3" && m.Move != "c3" {
				t.Errorf("%s is best: after b2, O draws in a corner only", m.Move)
			}
		}
	}
	if best != 4 || !strings.Contains(view.Text(g.Pos, msg.En), "is one of the best") {
		t.Errorf("%d best moves:\n%s", best, view.Text(g.Pos, msg.En))
	}
}

// TestComparePUCT: over every position of tic-tac-toe, PUCT with two
// simulations (its favourite move) is right more often than UCT.
func TestComparePUCT(t *testing.T) {
	req, err := ParseCompare(v("game", "tictactoe", "puct", "2,20"), nil)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Compare(context.Background(), req, nil)
	if err != nil {
		t.Fatal(err)
	}
	c := rep.PUCT
	if c == nil || c.Positions != 4520 || len(c.Rows) != 2 || c.Rows[0].PUCT <= c.Rows[0].UCT || c.Rows[1].PUCT < 4300 {
		t.Fatalf("%+v", c)
	}
	var b bytes.Buffer
	if err := rep.Write(&b, render.TextFormat, true); err != nil || !strings.Contains(b.String(), "on every one of the 4520 positions") {
		t.Errorf("%v\n%s", err, b.String())
	}
	for _, tc := range []struct {
		params Values
		want   string
	}{
		{v("game", "connect4", "puct", "10"), "too many to solve every one: give --positions FILE"},
		{v("game", "tictactoe", "puct", "10", "mcts", "10"), "leave --mcts out"},
		{v("game", "tictactoe", "puct", "10,5"), "in increasing order"},
		{v("game", "tictactoe", "net", "x.az"), "--net is the network of --puct's comparison"},
	} {
		req, err := ParseCompare(tc.params, nil)
		if err == nil {
			_, err = Compare(context.Background(), req, nil)
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.params, err, tc.want)
		}
	}
}

// TestTrainAZ trains a tiny network, measured against ai:perfect and on
// every position, priced first; a training past --max-time is refused.
func TestTrainAZ(t *testing.T) {
	req, err := ParseTrainAZ(v("game", "tictactoe", "generations", "2", "games", "4", "simulations", "8", "steps", "3", "hidden", "8", "measure", "2", "every", "1", "output", "n.az"))
	if err != nil {
		t.Fatal(err)
	}
	var said []string
	rep, err := TrainAZ(context.Background(), req, func(f string, args ...any) { said = append(said, f) })
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Points) != 3 || rep.Points[0].Generation != 0 || rep.Points[2].Positions != 4520 || rep.Against != "ai:perfect" || said[0] != "pricing the training" {
		t.Fatalf("%+v %q", rep.Points, said)
	}
	var b bytes.Buffer
	if err := rep.WriteNet(&b); err != nil {
		t.Fatal(err)
	}
	if net, err := az.ReadNet(b.Bytes()); err != nil || net.Hidden != 8 || !strings.Contains(net.Trained, "--generations 2 --games 4") {
		t.Errorf("%v %+v", err, net)
	}
	b.Reset()
	if err := rep.Plot(&b, render.SVGFormat); err != nil || strings.Count(b.String(), "<polyline") < 3 {
		t.Errorf("the plot: %v", err)
	}
	req, _ = ParseTrainAZ(v("game", "connect4", "generations", "10000", "max-time", "1s", "output", "n.az"))
	if _, err := TrainAZ(context.Background(), req, func(string, ...any) {}); err == nil || !strings.Contains(err.Error(), "past the limit of 1.00 s (--max-time)") {
		t.Errorf("a training past --max-time: %v", err)
	}
	for _, tc := range []struct {
		params Values
		want   string
	}{
		{v("game", "nim", "output", "n.az"), "--game \"nim\""},
		{v("game", "tictactoe"), "-o FILE is required"},
		{v("game", "tictactoe", "hidden", "x", "output", "n.az"), "--hidden \"x\": want a whole number"},
		{v("game", "tictactoe", "hidden", "5000", "output", "n.az"), "5000 hidden units: want 1 to 1024"},
		{v("game", "tictactoe", "against", "nobody", "output", "n.az"), "--against: "},
	} {
		if _, err := ParseTrainAZ(tc.params); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.params, err, tc.want)
		}
	}
}
