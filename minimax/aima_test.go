package minimax

import (
	"math"
	"math/big"
	"math/rand"
	"slices"
	"strconv"
	"testing"
)

// aimaAlphaBeta is ALPHA-BETA-SEARCH as AIMA prints it (Russell and
// Norvig, 4th edition, Figure 5.7; Figure 5.7 of the 3rd too): MAX-VALUE
// starts from v = -inf, takes a child's value when it is greater (the
// first best move kept), raises alpha to it, and returns as soon as v >=
// beta; MIN-VALUE alike, mirrored. It returns the root's value and move
// (the index of the child) and appends the leaves it evaluates, in order,
// to leaves.
func aimaAlphaBeta(e *explicit, rootMin bool, leaves *[]int32) (float64, int) {
	var maxValue, minValue func(n int32, alpha, beta float64) (float64, int)
	maxValue = func(n int32, alpha, beta float64) (float64, int) {
		if len(e.kids[n]) == 0 { // IS-TERMINAL
			*leaves = append(*leaves, n)
			return e.leaf[n], -1
		}
		v, move := math.Inf(-1), -1
		for a, c := range e.kids[n] {
			v2, _ := minValue(c, alpha, beta)
			if v2 > v {
				v, move = v2, a
				alpha = max(alpha, v)
			}
			if v >= beta {
				return v, move
			}
		}
		return v, move
	}
	minValue = func(n int32, alpha, beta float64) (float64, int) {
		if len(e.kids[n]) == 0 {
			*leaves = append(*leaves, n)
			return e.leaf[n], -1
		}
		v, move := math.Inf(1), -1
		for a, c := range e.kids[n] {
			v2, _ := maxValue(c, alpha, beta)
			if v2 < v {
				v, move = v2, a
				beta = min(beta, v)
			}
			if v <= alpha {
				return v, move
			}
		}
		return v, move
	}
	if rootMin {
		return minValue(0, math.Inf(-1), math.Inf(1))
	}
	return maxValue(0, math.Inf(-1), math.Inf(1))
}

// evaluatedLeaves returns the leaves a search recorded in rec evaluated, in the
// order it entered them.
func evaluatedLeaves(e *explicit, rec *Recorder) []int32 {
	var out []int32
	for n, a := range rec.Nodes {
		if a.Visited() && len(e.kids[n]) == 0 {
			out = append(out, int32(n))
		}
	}
	slices.SortFunc(out, func(a, b int32) int { return int(rec.Nodes[a].Order - rec.Nodes[b].Order) })
	return out
}

// AIMA's own figure first (Figure 5.5: the leaves 3, 12, 8, then 2 under
// C, whose 4 and 6 are pruned, then 14, 5, 2; the root worth 3 by its
// first move), then random trees: alpha-beta, fail-hard and fail-soft,
// evaluates the leaves AIMA's procedure evaluates, in its order, and
// finds its value and move.
func TestAlphaBetaAsAIMA(t *testing.T) {
	var figure []int32
	if v, move := aimaAlphaBeta(aima(), false, &figure); v != 3 || move != 0 || !slices.Equal(figure, []int32{4, 5, 6, 7, 10, 11, 12}) {
		t.Fatalf("the reference on Figure 5.5: %v by move %d, leaves %v; want 3 by move 0, leaves 3 12 8 2 14 5 2", v, move, figure)
	}
	rng := rand.New(rand.NewSource(57))
	for i := 0; i < 3000; i++ {
		e := aima()
		if i > 0 {
			e = randomTree(rng)
		}
		rootMin := i%3 == 1
		var want []int32
		value, move := aimaAlphaBeta(e, rootMin, &want)
		for _, soft := range []bool{false, true} {
			rec := NewRecorder(len(e.kids))
			res := Search[int32](e, 0, Options[int32]{Algorithm: AlphaBeta, FailSoft: soft, RootMin: rootMin}, rec)
			got := evaluatedLeaves(e, rec)
			if !slices.Equal(got, want) || res.Value != value || res.Stats.Leaves != int64(len(want)) {
				t.Fatalf("tree %d (soft %v): leaves %v worth %v; AIMA's procedure %v worth %v", i, soft, got, res.Value, want, value)
			}
			if len(e.kids[0]) > 0 && (!res.HasBest || res.Best != e.kids[0][move]) {
				t.Fatalf("tree %d (soft %v): best child %d, AIMA's move %d (child %d)", i, soft, res.Best, move, e.kids[0][move])
			}
		}
	}
}

// hauk is Star1 as Hauk, Buro and Schaeffer print it ("Rediscovering
// *-Minimax Search", 2004, after Ballard 1983), for chance nodes of equal
// probabilities and leaves within [lo, hi]: at a chance node of N
// children, A = N(alpha - hi) + hi and B = N(beta - lo) + lo; child i is
// searched in (max(A, lo), min(B, hi)); its value v added to vsum, the
// node fails low when v <= A (returning (vsum + hi(N-1-i))/N) and high
// when v >= B (with lo), else A += hi - v and B += lo - v; at the end it
// is worth vsum/N. Between chance nodes the players search alpha-beta as
// AIMA's Figure 5.7. It computes in exact fractions (the window of a
// chance node's child is a third of an integer, which a float rounds),
// the root's window (lo-1, hi+1) standing for (-inf, +inf); the leaves it
// evaluates are appended to leaves.
func hauk(t *chanceTree, n int, alpha, beta, lo, hi *big.Rat, leaves *[]int) *big.Rat {
	kids := t.kids[n]
	r := func() *big.Rat { return new(big.Rat) }
	maxRat := func(a, b *big.Rat) *big.Rat {
		if a.Cmp(b) >= 0 {
			return a
		}
		return b
	}
	minRat := func(a, b *big.Rat) *big.Rat {
		if a.Cmp(b) <= 0 {
			return a
		}
		return b
	}
	switch {
	case len(kids) == 0:
		*leaves = append(*leaves, n)
		v, _ := r().SetString(strconv.FormatFloat(t.value[n], 'f', -1, 64))
		return v
	case t.chance[n]:
		N := r().SetInt64(int64(len(kids)))
		A := r().Add(r().Mul(N, r().Sub(alpha, hi)), hi)
		B := r().Add(r().Mul(N, r().Sub(beta, lo)), lo)
		vsum := r()
		for i, c := range kids {
			v := hauk(t, c, maxRat(A, lo), minRat(B, hi), lo, hi, leaves)
			vsum.Add(vsum, v)
			rest := r().SetInt64(int64(len(kids) - 1 - i))
			if v.Cmp(A) <= 0 {
				return r().Quo(r().Add(vsum, r().Mul(hi, rest)), N)
			}
			if v.Cmp(B) >= 0 {
				return r().Quo(r().Add(vsum, r().Mul(lo, rest)), N)
			}
			A.Add(A, r().Sub(hi, v))
			B.Add(B, r().Sub(lo, v))
		}
		return r().Quo(vsum, N)
	case t.max[n]:
		var v *big.Rat
		for _, c := range kids {
			x := hauk(t, c, alpha, beta, lo, hi, leaves)
			if v == nil || x.Cmp(v) > 0 {
				v = x
			}
			if v.Cmp(beta) >= 0 {
				return v
			}
			alpha = maxRat(alpha, v)
		}
		return v
	default:
		var v *big.Rat
		for _, c := range kids {
			x := hauk(t, c, alpha, beta, lo, hi, leaves)
			if v == nil || x.Cmp(v) < 0 {
				v = x
			}
			if v.Cmp(alpha) <= 0 {
				return v
			}
			beta = minRat(beta, v)
		}
		return v
	}
}

// uniformChanceTree is randomChanceTree with chance nodes of equal
// probabilities, one to four children, as Hauk et al.'s Star1 takes.
func uniformChanceTree(rng *rand.Rand, d int) *chanceTree {
	t := randomChanceTree(rng, d)
	for n, kids := range t.kids {
		if t.chance[n] {
			for _, c := range kids {
				t.prob[c] = 1 / float64(len(kids))
			}
		}
	}
	return t
}

// Star1 evaluates the leaves Hauk et al.'s procedure evaluates, in its
// order, and finds its value, on random trees of uniform chance nodes.
func TestStar1AsHauk(t *testing.T) {
	rng := rand.New(rand.NewSource(83))
	differ := 0
	for i := 0; i < 5000; i++ {
		tr := uniformChanceTree(rng, 1+rng.Intn(5))
		var want []int
		exact := hauk(tr, 0, big.NewRat(-11, 1), big.NewRat(11, 1), big.NewRat(-10, 1), big.NewRat(10, 1), &want)
		value, _ := exact.Float64()
		var log Log[int]
		res := Search[int](tr, 0, Options[int]{Algorithm: Star1, Low: -10, High: 10}, &log)
		var got []int
		for _, e := range log.Events {
			if e.Kind == Leaf {
				got = append(got, e.Node)
			}
		}
		if !slices.Equal(got, want) || math.Abs(res.Value-value) > 1e-9 {
			differ++
			if differ <= 3 {
				t.Errorf("tree %d: Star1 evaluates %v, worth %v; Hauk et al.'s procedure %v, worth %v", i, got, res.Value, want, value)
			}
		}
	}
	if differ > 0 {
		t.Errorf("%d of 5,000 trees differ", differ)
	}
}
