package minimax

import (
	"math"
	"math/rand"
	"testing"
)

// evaluated returns a random tree of the given depth with a value on
// every node, as a game's evaluation gives one to every position: an
// inner node's is its children's mean plus noise, so that shallow values
// predict deep ones as a game's do, roughly.
func evaluated(rng *rand.Rand, depth int) *explicit {
	e := &explicit{kids: [][]int32{nil}, leaf: []float64{0}}
	var grow func(n int32, d int) float64
	grow = func(n int32, d int) float64 {
		if d == 0 || (d < depth-1 && rng.Intn(6) == 0) {
			e.leaf[n] = float64(rng.Intn(21) - 10)
			return e.leaf[n]
		}
		k := 1 + rng.Intn(4)
		sum := 0.0
		for i := 0; i < k; i++ {
			c := int32(len(e.kids))
			e.kids = append(e.kids, nil)
			e.leaf = append(e.leaf, 0)
			e.kids[n] = append(e.kids[n], c)
			sum += grow(c, d-1)
		}
		e.leaf[n] = math.Round(sum/float64(k)) + float64(rng.Intn(5)-2)
		return e.leaf[n]
	}
	grow(0, depth)
	return e
}

// naiveBeam is beam search written apart, as AIMA (4th edition, section
// 5.3.3, forward pruning) states it: "consider only a beam of the n best
// moves (according to the evaluation function) rather than considering
// all possible moves": minimax over the tree where each node keeps its k
// children best by their evaluations (ties to the first), searched to
// depth. (A game's beam search also ranks a finished child by its result,
// which these trees have none of: the legend says so.)
func naiveBeam(e *explicit, n int32, depth, k int, max bool) float64 {
	kids := e.kids[n]
	if depth == 0 || len(kids) == 0 {
		return e.leaf[n]
	}
	kept := append([]int32(nil), kids...)
	for len(kept) > k {
		// Drop the worst for the side to move, the last of equals.
		worst := len(kept) - 1
		for i := len(kept) - 1; i >= 0; i-- {
			if (max && e.leaf[kept[i]] < e.leaf[kept[worst]]) || (!max && e.leaf[kept[i]] > e.leaf[kept[worst]]) {
				worst = i
			}
		}
		kept = append(kept[:worst], kept[worst+1:]...)
	}
	best := math.Inf(-1)
	if !max {
		best = math.Inf(1)
	}
	for _, c := range kept {
		v := naiveBeam(e, c, depth-1, k, !max)
		if (max && v > best) || (!max && v < best) {
			best = v
		}
	}
	return best
}

func TestBeamAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(51))
	for i := 0; i < 400; i++ {
		depth := 1 + rng.Intn(5)
		e := evaluated(rng, depth)
		k := 1 + rng.Intn(3)
		rootMin := rng.Intn(2) == 0
		want := naiveBeam(e, 0, depth, k, !rootMin)
		rec := NewRecorder(len(e.kids))
		got := Search[int32](e, 0, Options[int32]{Algorithm: Beam, Beam: k, Depth: depth, RootMin: rootMin}, rec)
		if got.Value != want || got.Bound != Exact {
			t.Fatalf("tree %d (beam %d): beam search gives %v (%v), naive %v", i, k, got.Value, got.Bound, want)
		}
		// Every dropped node is unvisited, and no kept one is dropped.
		for n, a := range rec.Nodes {
			if a.Has(Dropped) && a.Visited() {
				t.Fatalf("tree %d: node %d dropped and visited", i, n)
			}
		}
		if rec.Stats.Dropped != got.Stats.Dropped {
			t.Fatalf("tree %d: recorder counts %d dropped, search %d", i, rec.Stats.Dropped, got.Stats.Dropped)
		}
		// A beam as wide as every node is alpha-beta.
		wide := Search[int32](e, 0, Options[int32]{Algorithm: Beam, Beam: 4, Depth: depth, RootMin: rootMin}, nil)
		plain := Search[int32](e, 0, Options[int32]{Algorithm: AlphaBetaFailSoft, Depth: depth, RootMin: rootMin}, nil)
		if wide.Value != plain.Value {
			t.Fatalf("tree %d: a beam of 4 gives %v, alpha-beta %v", i, wide.Value, plain.Value)
		}
	}
}

// naiveProbCut is ProbCut written apart: fail-soft alpha-beta in negamax
// form, from the side to move's view, which cuts a node whose plies left
// have a fit when the fit's prediction clears the window by t sigmas
// (Buro 1995, section 3: v' = a v + b + e, e of deviation sigma, a cut
// when the prediction is outside the window with probability P); held
// to Buro's own procedure, buroProbCut, below.
func naiveProbCut(e *explicit, n int32, ply, depth int, alpha, beta float64, fits map[int]Fit, t float64) float64 {
	kids := e.kids[n]
	sign := 1.0
	if ply%2 == 1 {
		sign = -1
	}
	if ply == depth || len(kids) == 0 {
		return sign * e.leaf[n]
	}
	if f, ok := fits[depth-ply]; ok && ply > 0 && !(math.IsInf(alpha, -1) && math.IsInf(beta, 1)) {
		v := naiveProbCut(e, n, ply, ply+f.Shallow, math.Inf(-1), math.Inf(1), nil, t)
		p := f.A*v + f.B
		if p-t*f.Sigma >= beta {
			return beta
		}
		if p+t*f.Sigma <= alpha {
			return alpha
		}
	}
	best := math.Inf(-1)
	for _, c := range kids {
		v := -naiveProbCut(e, c, ply+1, depth, -beta, -alpha, fits, t)
		best = math.Max(best, v)
		alpha = math.Max(alpha, v)
		if alpha >= beta {
			break
		}
	}
	return best
}

// buroProbCut is ProbCut as Buro (1995, "ProbCut: an effective selective
// extension of the alpha-beta algorithm", ICCA Journal 18(2), the
// procedure AlphaBetaProbCut) writes it, in negamax form and written
// apart from naiveProbCut: at a height with a fit, before its moves,
//
//	bound = (T sigma + beta - b) / a
//	if AlphaBeta(bound-1, bound, shallow) >= bound return beta
//	bound = (-T sigma + alpha - b) / a
//	if AlphaBeta(bound, bound+1, shallow) <= bound return alpha
//
// two tests of the shallow search's value against a bound by null
// windows (the leaves here are real: the window is the float just below
// the bound to the bound, where Buro's integers take bound-1 to bound);
// else alpha-beta. Buro checks
// one height (Logistello: 8, predicted by 4); gametree every height a
// fit has, as Multi-ProbCut (Buro 1997) does.
func buroProbCut(e *explicit, n int32, ply, depth int, alpha, beta float64, fits map[int]Fit, t float64) float64 {
	sign := 1.0
	if ply%2 == 1 {
		sign = -1
	}
	kids := e.kids[n]
	if ply == depth || len(kids) == 0 {
		return sign * e.leaf[n]
	}
	if f, ok := fits[depth-ply]; ok && f.A > 0 {
		below, above := math.Inf(-1), math.Inf(1)
		if bound := (t*f.Sigma + beta - f.B) / f.A; negamax(e, n, ply, ply+f.Shallow, math.Nextafter(bound, below), bound) >= bound {
			return beta
		}
		if bound := (-t*f.Sigma + alpha - f.B) / f.A; negamax(e, n, ply, ply+f.Shallow, bound, math.Nextafter(bound, above)) <= bound {
			return alpha
		}
	}
	best := math.Inf(-1)
	for _, c := range kids {
		v := -buroProbCut(e, c, ply+1, depth, -beta, -alpha, fits, t)
		best, alpha = math.Max(best, v), math.Max(alpha, v)
		if alpha >= beta {
			break
		}
	}
	return best
}

// negamax is fail-soft alpha-beta to depth in negamax form: a result at
// least beta bounds the value from below, at most alpha from above.
func negamax(e *explicit, n int32, ply, depth int, alpha, beta float64) float64 {
	if ply == depth || len(e.kids[n]) == 0 {
		if ply%2 == 1 {
			return -e.leaf[n]
		}
		return e.leaf[n]
	}
	best := math.Inf(-1)
	for _, c := range e.kids[n] {
		v := -negamax(e, c, ply+1, depth, -beta, -alpha)
		best, alpha = math.Max(best, v), math.Max(alpha, v)
		if alpha >= beta {
			break
		}
	}
	return best
}

func TestProbCutAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(52))
	cuts := 0
	for i := 0; i < 400; i++ {
		depth := 2 + rng.Intn(4)
		e := evaluated(rng, depth)
		fits := map[int]Fit{}
		var list []Fit
		for h := 2; h <= depth; h++ {
			f := Fit{Height: h, Shallow: h - 2, A: 0.5 + rng.Float64(), B: float64(rng.Intn(5) - 2), Sigma: float64(rng.Intn(4))}
			fits[h] = f
			list = append(list, f)
		}
		tq := []float64{0, 0.5, 1.5, math.Inf(1)}[rng.Intn(4)]
		want := naiveProbCut(e, 0, 0, depth, math.Inf(-1), math.Inf(1), fits, tq)
		if buro := buroProbCut(e, 0, 0, depth, math.Inf(-1), math.Inf(1), fits, tq); buro != want {
			t.Fatalf("tree %d (t %v): Buro's procedure gives %v, the naive %v", i, tq, buro, want)
		}
		rec := NewRecorder(len(e.kids))
		got := Search[int32](e, 0, Options[int32]{Algorithm: ProbCut, Depth: depth, Cut: &Cut{Fits: list, T: tq}}, rec)
		if got.Value != want {
			t.Fatalf("tree %d (t %v): ProbCut gives %v, naive %v", i, tq, got.Value, want)
		}
		cuts += int(got.Stats.ProbCuts)
		if got.Stats.ProbCuts != rec.Stats.ProbCuts || got.Stats.Probes != rec.Stats.Probes {
			t.Fatalf("tree %d: search counts %+v, recorder %+v", i, got.Stats, rec.Stats)
		}
		if math.IsInf(tq, 1) {
			// An infinite confidence never cuts: alpha-beta, node for node.
			plain := NewRecorder(len(e.kids))
			ab := Search[int32](e, 0, Options[int32]{Algorithm: AlphaBetaFailSoft, Depth: depth}, plain)
			if ab.Value != got.Value || ab.Stats.Visited != got.Stats.Visited || got.Stats.ProbCuts != 0 {
				t.Fatalf("tree %d: ProbCut at t = +Inf %+v, alpha-beta %+v", i, got, ab)
			}
			for n := range plain.Nodes {
				if a, b := plain.At(int32(n)), rec.At(int32(n)); a.Value != b.Value || a.Order != b.Order || a.Bound != b.Bound {
					t.Fatalf("tree %d node %d: ProbCut at t = +Inf %+v, alpha-beta %+v", i, n, b, a)
				}
			}
		}
	}
	if cuts == 0 {
		t.Fatal("no test cut: the trees test nothing")
	}
}

func TestLogReplaysForwardPruning(t *testing.T) {
	rng := rand.New(rand.NewSource(53))
	e := evaluated(rng, 4)
	for _, opt := range []Options[int32]{
		{Algorithm: Beam, Beam: 2, Depth: 4},
		{Algorithm: ProbCut, Depth: 4, Cut: &Cut{Fits: []Fit{{Height: 2, A: 1}, {Height: 3, Shallow: 1, A: 1}}, T: 0}},
	} {
		rec, log := NewRecorder(0), &Log[int32]{}
		Search[int32](e, 0, opt, Tee[int32](rec, log))
		again := NewRecorder(0)
		log.Replay(len(log.Events), again)
		if len(again.Nodes) != len(rec.Nodes) || again.Stats != rec.Stats || len(again.Tests) != len(rec.Tests) {
			t.Fatalf("%s: replayed %+v, recorded %+v", opt.Algorithm, again.Stats, rec.Stats)
		}
		for n := range rec.Nodes {
			if rec.Nodes[n] != again.Nodes[n] {
				t.Fatalf("%s node %d: replayed %+v, recorded %+v", opt.Algorithm, n, again.Nodes[n], rec.Nodes[n])
			}
		}
	}
}
