package az_test

import (
	"os"
	"strconv"
	"testing"

	"gametree/az"
	"gametree/game"
)

// solver is an exact negamax over a small game's positions, memoized by
// board string: a position's value for its player to move (+1, 0, -1).
type solver map[string]float64

func (s solver) value(p game.Position) float64 {
	if p.Over() {
		return p.Utility(p.ToMove())
	}
	if v, ok := s[p.String()]; ok {
		return v
	}
	best := -2.0
	for _, m := range p.AppendMoves(nil) {
		best = max(best, -s.value(p.Play(m)))
	}
	s[p.String()] = best
	return best
}

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

func TestPUCTKeepsTheValue(t *testing.T) {
	sims := 200
	if v, err := strconv.Atoi(os.Getenv("AZ_SIMS")); err == nil {
		sims = v
	}
	g, err := game.New("tictactoe", "")
	if err != nil {
		t.Fatal(err)
	}
	net, err := az.Shipped(g)
	if err != nil {
		t.Fatal(err)
	}
	s := solver{}
	all := positions(g.Start(), map[string]bool{}, nil)
	bad := 0
	for _, p := range all {
		tr, res, err := az.Search(p, net, sims, 1.25, 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		m := tr.Nodes[res.Best].Move
		if -s.value(p.Play(m)) < s.value(p) {
			bad++
			if bad < 10 {
				t.Logf("%s: plays %s, worth %g, where the position is worth %g", p, p.FormatMove(m), -s.value(p.Play(m)), s.value(p))
			}
		}
	}
	t.Logf("%d positions, %d errors", len(all), bad)
}

func TestGenerationsTry(t *testing.T) {
	pattern := os.Getenv("AZ_GENFILES")
	if pattern == "" {
		t.Skip()
	}
	g, _ := game.New("tictactoe", "")
	s := solver{}
	all := positions(g.Start(), map[string]bool{}, nil)
	for _, gen := range []int{10, 25, 50, 100, 150, 200, 250, 300} {
		data, err := os.ReadFile(pattern + strconv.Itoa(gen))
		if err != nil {
			continue
		}
		net, err := az.ReadNet(data)
		if err != nil {
			t.Fatal(err)
		}
		bad := 0
		for _, p := range all {
			tr, res, _ := az.Search(p, net, 200, 1.25, 0, nil)
			m := tr.Nodes[res.Best].Move
			if -s.value(p.Play(m)) < s.value(p) {
				bad++
			}
		}
		t.Logf("generation %d: %d errors", gen, bad)
	}
}
