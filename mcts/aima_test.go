package mcts

import (
	"fmt"
	"testing"
)

// selections records what Select heard.
type selections struct {
	Observer
	candidates []Candidate
}

func (o *selections) Select(_ int32, c []Candidate, _ int32) {
	o.candidates = append(o.candidates[:0], c...)
}

// The figure AIMA publishes for UCB1 (Russell and Norvig, 4th edition,
// section 5.4, Figure 5.10(a)): under a root of 100 playouts, children
// of 60 wins in 79, 1 in 10 and 2 in 11; "With C = 1.4, the 60/79 node
// has the highest UCB1 score, but with C = 1.5, it would be the 2/11
// node." The package's selection chooses so, with the scores the
// formula gives (1.098, 1.050, 1.088 at C = 1.4).
func TestUCB1AsAIMAFigure(t *testing.T) {
	for _, tc := range []struct {
		c      float64
		chosen int32
		scores string
	}{
		{1.4, 1, "1.098 1.050 1.088"},
		{1.5, 3, "1.122 1.118 1.152"},
	} {
		obs := &selections{}
		s := &searcher{opt: Options{Exploration: tc.c}, obs: obs, res: newResult(false), kids: []int32{1, 2, 3}}
		for _, n := range []struct {
			wins   float64
			visits int32
		}{{37, 100}, {60, 79}, {1, 10}, {2, 11}} {
			s.res.add(false)
			last := len(s.res.visits) - 1
			s.res.wins[last], s.res.visits[last] = n.wins, n.visits
		}
		if got := s.choose(0); got != tc.chosen {
			t.Errorf("C = %g: chose node %d, AIMA says node %d", tc.c, got, tc.chosen)
		}
		got := fmt.Sprintf("%.3f %.3f %.3f", obs.candidates[0].Score, obs.candidates[1].Score, obs.candidates[2].Score)
		if got != tc.scores {
			t.Errorf("C = %g: scores %s, want %s", tc.c, got, tc.scores)
		}
	}
}
