package gamesearch_test

import (
	"gametree/games/poker"
	"math"
	"testing"

	"gametree/cfr"
	"gametree/gamesearch"
)

// naiveCFR runs CFR (plus: CFR+) on t for n iterations from the papers'
// definitions, written apart from package cfr and in another shape (a
// pass a quantity, over all the nodes, not one walk), and returns the
// average strategy.
//
// Zinkevich, Johanson, Bowling and Piccione (2007), "Regret Minimization
// in Games with Incomplete Information", section 3: the counterfactual
// value of action a at information set I of player i is
// v(I,a) = sum over h in I of pi_-i(h) u_i(ha), with pi_-i(h) the
// probability that chance and the other player lead to h and u_i(ha) the
// expected utility from ha when all play sigma^t; the immediate regret is
// r(I,a) = v(I,a) - sum_b sigma(I,b) v(I,b); the regrets are summed over
// the iterations, both players updated from the same sigma^t, and
// sigma^{t+1}(I,a) is regret matching (equation 8): R^+(I,a) over the sum
// of R^+(I,b), uniform when none is positive; the average strategy
// weighs sigma^t(I,a) by pi_i(I), the player's own reach of I.
//
// Tammelin (2014), "Solving Large Imperfect Information Games Using
// CFR+", section 3, and Tammelin, Burch, Johanson and Bowling (2015),
// "Solving Heads-up Limit Texas Hold'em", section 2.2: regret matching+
// keeps R^+_T(I,a) = max(R^+_{T-1}(I,a) + r_T(I,a), 0), the immediate
// regret r_T being the information set's (all its histories summed
// first); the players are updated in turn, the second from the
// strategy the first's update gave (alternating updates); iteration t
// weighs t in the average (linear averaging).
func naiveCFR(t *gamesearch.Informed, plus bool, n int) cfr.Strategy {
	sets := t.InfoSets()
	nodesOf := make([][]int32, sets) // each set's histories
	for v := range t.Pos {
		if i := t.InfoSet(int32(v)); i >= 0 {
			nodesOf[i] = append(nodesOf[i], int32(v))
		}
	}
	R, S := make([][]float64, sets), make([][]float64, sets)
	for i, hs := range nodesOf {
		R[i], S[i] = make([]float64, len(t.Kids[hs[0]])), make([]float64, len(t.Kids[hs[0]]))
	}
	for it := 1; it <= n; it++ {
		if !plus {
			sigma := matched(R)
			r := immediateRegrets(t, nodesOf, sigma, -1)
			for i := range R {
				for a := range R[i] {
					R[i][a] += r[i][a]
				}
			}
			accumulate(t, nodesOf, sigma, S, -1, 1)
			continue
		}
		for p := range 2 {
			sigma := matched(R)
			r := immediateRegrets(t, nodesOf, sigma, p)
			for i := range R {
				for a := range R[i] {
					if t.Player(nodesOf[i][0]) == p {
						R[i][a] = max(R[i][a]+r[i][a], 0)
					}
				}
			}
			accumulate(t, nodesOf, sigma, S, p, float64(it))
		}
	}
	avg := make(cfr.Strategy, sets)
	for i := range S {
		avg[i] = normalized(S[i], false)
	}
	return avg
}

// normalized is xs over their sum (their positive parts when positive),
// uniform when the sum is not positive.
func normalized(xs []float64, positive bool) []float64 {
	out, total := make([]float64, len(xs)), 0.0
	for _, x := range xs {
		if positive {
			x = max(x, 0)
		}
		total += x
	}
	for a, x := range xs {
		if positive {
			x = max(x, 0)
		}
		if out[a] = 1 / float64(len(xs)); total > 0 {
			out[a] = x / total
		}
	}
	return out
}

// matched is regret matching of every set's regrets.
func matched(R [][]float64) [][]float64 {
	out := make([][]float64, len(R))
	for i := range R {
		out[i] = normalized(R[i], true)
	}
	return out
}

// reaches is, for every node, the probability that each player's moves
// (reach[0], reach[1]) and chance's (reach[2]) lead there under sigma, in
// one pass from the root down (a child's number is after its parent's).
func reaches(t *gamesearch.Informed, sigma [][]float64) [][3]float64 {
	out := make([][3]float64, len(t.Pos))
	out[0] = [3]float64{1, 1, 1}
	for v := range t.Pos {
		for a, c := range t.Kids[v] {
			out[c] = out[v]
			switch {
			case t.Chance(int32(v)):
				out[c][2] *= t.Prob(c)
			default:
				out[c][t.Player(int32(v))] *= sigma[t.InfoSet(int32(v))][a]
			}
		}
	}
	return out
}

// utilities is every node's expected payoff to player 0 under sigma,
// from the leaves up.
func utilities(t *gamesearch.Informed, sigma [][]float64) []float64 {
	u := make([]float64, len(t.Pos))
	for v := len(t.Pos) - 1; v >= 0; v-- {
		kids := t.Kids[v]
		if len(kids) == 0 {
			u[v] = t.Payoff(int32(v))
			continue
		}
		for a, c := range kids {
			if t.Chance(int32(v)) {
				u[v] += t.Prob(c) * u[c]
			} else {
				u[v] += sigma[t.InfoSet(int32(v))][a] * u[c]
			}
		}
	}
	return u
}

// immediateRegrets is r(I,a) of every set of player p (both when p is
// -1), from its counterfactual values, all its histories summed.
func immediateRegrets(t *gamesearch.Informed, nodesOf [][]int32, sigma [][]float64, p int) [][]float64 {
	pi, u := reaches(t, sigma), utilities(t, sigma)
	r := make([][]float64, len(nodesOf))
	for i, hs := range nodesOf {
		r[i] = make([]float64, len(sigma[i]))
		who := t.Player(hs[0])
		if p >= 0 && who != p {
			continue
		}
		sign := 1.0 - 2*float64(who) // u is player 0's
		v := make([]float64, len(sigma[i]))
		for _, h := range hs {
			other := pi[h][1-who] * pi[h][2]
			for a, c := range t.Kids[h] {
				v[a] += other * sign * u[c]
			}
		}
		mean := 0.0
		for a := range v {
			mean += sigma[i][a] * v[a]
		}
		for a := range v {
			r[i][a] = v[a] - mean
		}
	}
	return r
}

// accumulate adds weight times pi_i(I) sigma(I,a) to every set's strategy
// sum, the sets of player p (both when p is -1).
func accumulate(t *gamesearch.Informed, nodesOf [][]int32, sigma, S [][]float64, p int, weight float64) {
	pi := reaches(t, sigma)
	for i, hs := range nodesOf {
		who := t.Player(hs[0])
		if p >= 0 && who != p {
			continue
		}
		own := pi[hs[0]][who] // the same at every history of I (perfect recall)
		for a := range S[i] {
			S[i][a] += weight * own * sigma[i][a]
		}
	}
}

// CFR and CFR+ of package cfr give the average strategy the papers'
// statement of them gives, written apart, on Kuhn poker and Leduc
// hold'em, to the last bits: every set's every move after 40 iterations.
func TestCFRAgainstNaive(t *testing.T) {
	k, err := gamesearch.NewInformed(poker.Kuhn{}.Start())
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

// setIndex is the number of the information set named name.
func setIndex(t *testing.T, tr *gamesearch.Informed, name string) int {
	t.Helper()
	for i, s := range tr.Sets {
		if s == name {
			return i
		}
	}
	t.Fatalf("no information set %q", name)
	return -1
}

// Figures that sources publish, on package cfr and on the reference:
//   - OpenSpiel's cfr_test.py (test_simultaneous_two_step_avg_1b_seq_in_
//     kuhn_poker): CFR with both players updated at once and every
//     iteration weighing alike plays 1/2, 1/2 at O's set after a bet
//     holding the queen, then (0, 1); so the average after two iterations
//     is (0.5/2, 1.5/2) = (0.25, 0.75), pass and bet.
//   - OpenSpiel's cfr_test.py (test_cfr_plus_kuhn_poker) and cfr_test.cc
//     (CFRPlusTest_KuhnPoker, CFRTest_KuhnPoker): after 200 iterations of
//     CFR+, and 300 of CFR, the average strategy is worth the game's
//     value, -1/18 for the first player (Kuhn 1950), within 1e-3, and is
//     exploitable by 0.05 at most.
//   - OpenSpiel's cfr_test.cc, from Figure 17 of Lanctot et al. (2017):
//     ten iterations of CFR on Leduc poker leave a NashConv of 2 at most
//     (an exploitability of 1).
func TestCFRPublishedFigures(t *testing.T) {
	k, err := gamesearch.NewInformed(poker.Kuhn{}.Start())
	if err != nil {
		t.Fatal(err)
	}
	qb := setIndex(t, k, "Qb")
	s, _ := cfr.New(k, false)
	s.Run(2)
	for name, avg := range map[string]cfr.Strategy{"package cfr": s.Average(), "the reference": naiveCFR(k, false, 2)} {
		if got := avg[qb]; math.Abs(got[0]-0.25) > 1e-12 || math.Abs(got[1]-0.75) > 1e-12 {
			t.Errorf("%s, CFR after 2 iterations at Qb: %v, want (0.25, 0.75) as OpenSpiel's test", name, got)
		}
	}
	plus, _ := cfr.New(k, true)
	plus.Run(200)
	vanilla, _ := cfr.New(k, false)
	vanilla.Run(300)
	for name, avg := range map[string]cfr.Strategy{"CFR+": plus.Average(), "CFR+'s reference": naiveCFR(k, true, 200),
		"CFR": vanilla.Average(), "CFR's reference": naiveCFR(k, false, 300)} {
		if v, e := cfr.Value(k, avg), cfr.Exploitability(k, avg); math.Abs(v+1.0/18) > 1e-3 || e > 0.05 {
			t.Errorf("%s on Kuhn poker: worth %g, exploitable by %g; want -1/18 within 1e-3, at most 0.05", name, v, e)
		}
	}
	l := leduc(t)
	ten, _ := cfr.New(l, false)
	ten.Run(10)
	if e := cfr.Exploitability(l, ten.Average()); e > 1 {
		t.Errorf("CFR on Leduc hold'em after 10 iterations: exploitable by %g, over 1", e)
	}
}
