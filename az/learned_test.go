package az_test

import (
	"testing"

	"gametree/az"
	"gametree/game"
	"gametree/game/gametest"
)

// positions returns every position reachable from p that is not over,
// once each.
func positions(p game.Position, seen map[string]bool, out []game.Position) []game.Position {
	if p.Over() || seen[p.String()] {
		return out
	}
	seen[p.String()] = true
	out = append(out, p)
	for _, m := range p.AppendMoves(nil) {
		out = positions(p.Play(m), seen, out)
	}
	return out
}

// TestPUCTKeepsTheValue searches every position of tic-tac-toe not over
// (4,520) by PUCT with the network shipped, 200 simulations: the move
// it plays keeps the position's exact value in each.
func TestPUCTKeepsTheValue(t *testing.T) {
	g := newGame(t, "tictactoe")
	net, err := az.Shipped(g)
	if err != nil {
		t.Fatal(err)
	}
	s := gametest.Exact{}
	all := positions(g.Start(), map[string]bool{}, nil)
	if len(all) != 4520 {
		t.Fatalf("%d positions", len(all))
	}
	for _, p := range all {
		tr, res, err := az.Search(p, net, 200, 1.25, 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		m := tr.Nodes[res.Best].Move
		if -s.Value(p.Play(m)) < s.Value(p) {
			t.Errorf("%s: plays %s, worth %g, where the position is worth %g", p, p.FormatMove(m), -s.Value(p.Play(m)), s.Value(p))
		}
	}
}
