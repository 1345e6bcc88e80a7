package gamesearch_test

import (
	"math"
	"testing"

	"gametree/cfr"
	"gametree/game"
	"gametree/gamesearch"
)

// naiveCFR runs CFR (plus: CFR+) on t for n iterations as the papers
// state it, written apart from package cfr, and returns the average
// strategy: each walk plays the strategy regret matching makes at its
// start; vanilla CFR updates both players in one walk, every iteration
// weighing alike; CFR+ walks once a player, keeps the regrets at least 0
// and weighs iteration k by k.
func naiveCFR(t *gamesearch.Informed, plus bool, n int) cfr.Strategy {
	sets := t.InfoSets()
	regret, sum := make([][]float64, sets), make([][]float64, sets)
	for v := range t.Pos {
		if i := t.InfoSet(int32(v)); i >= 0 && regret[i] == nil {
			regret[i], sum[i] = make([]float64, len(t.Kids[v])), make([]float64, len(t.Kids[v]))
		}
	}
	share := func(xs []float64, floor bool) []float64 {
		out, total := make([]float64, len(xs)), 0.0
		for _, x := range xs {
			if floor {
				x = max(x, 0)
			}
			total += x
		}
		for a, x := range xs {
			if floor {
				x = max(x, 0)
			}
			if out[a] = 1 / float64(len(xs)); total > 0 {
				out[a] = x / total
			}
		}
		return out
	}
	var now [][]float64
	// walk returns node v's value for player 0; updating's sets are
	// updated (-1: both).
	var walk func(v int32, updating int, reach [2]float64, chance, weight float64) float64
	walk = func(v int32, updating int, reach [2]float64, chance, weight float64) float64 {
		kids := t.Kids[v]
		switch {
		case len(kids) == 0:
			return t.Payoff(v)
		case t.Chance(v):
			value := 0.0
			for _, c := range kids {
				value += t.Prob(c) * walk(c, updating, reach, chance*t.Prob(c), weight)
			}
			return value
		}
		i, who := t.InfoSet(v), t.Player(v)
		values, value := make([]float64, len(kids)), 0.0
		for a, c := range kids {
			r := reach
			r[who] *= now[i][a]
			values[a] = walk(c, updating, r, chance, weight)
			value += now[i][a] * values[a]
		}
		if updating >= 0 && updating != who {
			return value
		}
		sign := 1.0 - 2*float64(who) // player 1's values are the negatives
		for a := range kids {
			regret[i][a] += sign * reach[1-who] * chance * (values[a] - value)
			if plus {
				regret[i][a] = max(regret[i][a], 0)
			}
			sum[i][a] += weight * reach[who] * now[i][a]
		}
		return value
	}
	match := func() {
		now = make([][]float64, sets)
		for i := range now {
			now[i] = share(regret[i], true)
		}
	}
	for k := 1; k <= n; k++ {
		if !plus {
			match()
			walk(0, -1, [2]float64{1, 1}, 1, 1)
			continue
		}
		for p := range 2 {
			match()
			walk(0, p, [2]float64{1, 1}, 1, float64(k))
		}
	}
	avg := make(cfr.Strategy, sets)
	for i := range sum {
		avg[i] = share(sum[i], false)
	}
	return avg
}

// CFR and CFR+ of package cfr give the average strategy the papers'
// statement of them gives, written apart, on Kuhn poker and Leduc
// hold'em, to the last bits: every set's every move after 40 iterations.
func TestCFRAgainstNaive(t *testing.T) {
	k, err := gamesearch.NewInformed(game.Kuhn{}.Start())
	if err != nil {
		t.Fatal(err)
	}
	for _, tr := range []*gamesearch.Informed{k, leduc(t)} {
		for _, plus := range []bool{false, true} {
			s, err := cfr.New(tr, plus)
			if err != nil {
				t.Fatal(err)
			}
			s.Run(40)
			got, want := s.Average(), naiveCFR(tr, plus, 40)
			worst := 0.0
			for i := range want {
				for a := range want[i] {
					worst = max(worst, math.Abs(got[i][a]-want[i][a]))
				}
			}
			if worst > 1e-12 {
				t.Errorf("%s, plus %v: the average strategies differ by %g", tr.Pos[0].Game().Name(), plus, worst)
			}
		}
	}
}
