package minimax

import (
	"math"
	"math/rand"
	"sort"
	"testing"
)

// explicit is a small explicit tree for the tests: node i has children
// kids[i] and, when it has none, the value leaf[i].
type explicit struct {
	kids [][]int32
	leaf []float64
}

func (e *explicit) Children(n int32, dst []int32) []int32 { return append(dst, e.kids[n]...) }
func (e *explicit) Evaluate(n int32) float64              { return e.leaf[n] }

// randomTree returns a tree with uneven branching and depth.
func randomTree(rng *rand.Rand) *explicit {
	e := &explicit{kids: [][]int32{nil}, leaf: []float64{0}}
	var grow func(n int32, depth int)
	grow = func(n int32, depth int) {
		if depth == 0 || (depth < 4 && rng.Intn(5) == 0) {
			e.leaf[n] = float64(rng.Intn(21) - 10)
			return
		}
		k := 1 + rng.Intn(4)
		for i := 0; i < k; i++ {
			c := int32(len(e.kids))
			e.kids = append(e.kids, nil)
			e.leaf = append(e.leaf, 0)
			e.kids[n] = append(e.kids[n], c)
			grow(c, depth-1)
		}
	}
	grow(0, 1+rng.Intn(5))
	return e
}

// trueValues computes every node's minimax value by brute force, with the
// root MAX unless rootMin: MINIMAX-SEARCH as AIMA prints it (Russell and
// Norvig, 4th edition, Figure 5.3: MAX-VALUE the greatest of its
// children's MIN-VALUE, MIN-VALUE the least of their MAX-VALUE, a
// terminal's UTILITY), AIMA's Figure 5.2 (the root worth 3) checked in
// TestAIMA.
func trueValues(e *explicit, rootMin bool) []float64 {
	v := make([]float64, len(e.kids))
	var walk func(n int32, max bool) float64
	walk = func(n int32, max bool) float64 {
		if len(e.kids[n]) == 0 {
			v[n] = e.leaf[n]
			return v[n]
		}
		best := math.Inf(1)
		if max {
			best = math.Inf(-1)
		}
		for _, c := range e.kids[n] {
			x := walk(c, !max)
			if max {
				best = math.Max(best, x)
			} else {
				best = math.Min(best, x)
			}
		}
		v[n] = best
		return best
	}
	walk(0, !rootMin)
	return v
}

func byValue(vals []float64) func(int32, int, bool, []int32) {
	return func(_ int32, _ int, max bool, c []int32) {
		sort.SliceStable(c, func(i, j int) bool {
			if max {
				return vals[c[i]] > vals[c[j]]
			}
			return vals[c[i]] < vals[c[j]]
		})
	}
}

func reverse(_ int32, _ int, _ bool, c []int32) {
	for i, j := 0, len(c)-1; i < j; i, j = i+1, j-1 {
		c[i], c[j] = c[j], c[i]
	}
}

// Alpha-beta in every mode and order gives minimax's root value, visits no
// more nodes, and every bound it reports holds for the node's true value.
func TestAlphaBetaAgainstMinimax(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	for i := 0; i < 3000; i++ {
		e := randomTree(rng)
		rootMin := i%3 == 0
		truth := trueValues(e, rootMin)
		mm := Search[int32](e, 0, Options[int32]{Algorithm: Minimax, RootMin: rootMin}, nil)
		if mm.Value != truth[0] || mm.Stats.Visited != int64(len(e.kids)) {
			t.Fatalf("tree %d: minimax = %v visiting %d; want %v visiting all %d", i, mm.Value, mm.Stats.Visited, truth[0], len(e.kids))
		}
		orders := map[string]func(int32, int, bool, []int32){"natural": nil, "reverse": reverse, "perfect": byValue(truth)}
		height := treeHeight(e, 0)
		for _, name := range []string{"natural", "reverse", "perfect"} {
			pvs := PrincipalVariationSearch[int32](e, 0, Options[int32]{RootMin: rootMin, Order: orders[name]})
			id := IterativeDeepening[int32, int32](e, 0, func(n int32) int32 { return n }, Options[int32]{RootMin: rootMin, Order: orders[name], Depth: height})
			if pvs.Value != truth[0] || id.Value != truth[0] {
				t.Fatalf("tree %d %s: PVS %v, ID-TT %v, want %v", i, name, pvs.Value, id.Value, truth[0])
			}
			if pvs.HasBest && truth[pvs.Best] != truth[0] || id.HasBest && truth[id.Best] != truth[0] {
				t.Fatalf("tree %d %s: best children %d %d do not have the root's value", i, name, pvs.Best, id.Best)
			}
		}
		for _, name := range []string{"natural", "reverse", "perfect"} {
			for _, soft := range []bool{false, true} {
				rec := NewRecorder(len(e.kids))
				res := Search[int32](e, 0, Options[int32]{Algorithm: AlphaBeta, FailSoft: soft, RootMin: rootMin, Order: orders[name]}, rec)
				if res.Value != truth[0] || res.Bound != Exact {
					t.Fatalf("tree %d %s soft=%v: alpha-beta = %v (%v), want %v", i, name, soft, res.Value, res.Bound, truth[0])
				}
				if res.Stats.Visited > mm.Stats.Visited {
					t.Fatalf("tree %d %s: alpha-beta visits %d > minimax %d", i, name, res.Stats.Visited, mm.Stats.Visited)
				}
				if res.Stats != rec.Stats {
					t.Fatalf("tree %d: recorder counts %+v, search %+v", i, rec.Stats, res.Stats)
				}
				for n, a := range rec.Nodes {
					if !a.Visited() {
						continue
					}
					tv := truth[n]
					ok := (a.Bound == Exact && a.Value == tv) || (a.Bound == Lower && tv >= a.Value) || (a.Bound == Upper && tv <= a.Value)
					if !ok {
						t.Fatalf("tree %d %s soft=%v node %d: %v %v but true value %v", i, name, soft, n, a.Bound, a.Value, tv)
					}
					if !soft && (a.Value < a.AlphaIn && len(e.kids[n]) > 0 || a.Value > a.BetaIn && len(e.kids[n]) > 0) {
						t.Fatalf("tree %d node %d: fail-hard value %v outside its window [%v, %v]", i, n, a.Value, a.AlphaIn, a.BetaIn)
					}
				}
				if res.HasBest && truth[res.Best] != truth[0] {
					t.Fatalf("tree %d %s: best child %d has value %v, root %v", i, name, res.Best, truth[res.Best], truth[0])
				}
				// The principal variation ends at a leaf of the root's value.
				pv := rec.MarkPV(0)
				if last := pv[len(pv)-1]; len(e.kids[last]) != 0 || e.leaf[last] != truth[0] {
					t.Fatalf("tree %d %s soft=%v: PV %v ends at %d, not a leaf of value %v", i, name, soft, pv, last, truth[0])
				}
			}
		}
	}
}

// aima is AIMA's Figure 5.2: ((3 12 8) (2 4 6) (14 5 2)).
func aima() *explicit {
	return &explicit{
		kids: [][]int32{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}, {10, 11, 12}, nil, nil, nil, nil, nil, nil, nil, nil, nil},
		leaf: []float64{0, 0, 0, 0, 3, 12, 8, 2, 4, 6, 14, 5, 2},
	}
}

func TestAIMA(t *testing.T) {
	rec := NewRecorder(13)
	res := Search[int32](aima(), 0, Options[int32]{Algorithm: AlphaBeta}, rec)
	if res.Value != 3 || res.Best != 1 || res.Stats.Leaves != 7 || res.Stats.Cutoffs != 1 || res.Stats.Visited != 11 {
		t.Fatalf("AIMA 5.2 alpha-beta = %+v; want value 3, best 1, 7 leaves, 1 cutoff, 11 visits", res)
	}
	// C (node 2) fails low after its first leaf: fail-hard says <= 3.
	if c := rec.Nodes[2]; c.Value != 3 || c.Bound != Upper || c.CutAfter != 7 || !c.Has(Cutoff) {
		t.Errorf("C = %+v, want <= 3, cut after node 7", c)
	}
	if rec.At(8).Visited() || rec.At(9).Visited() {
		t.Error("the leaves 4 and 6 under C were visited")
	}
	// D (node 3) reaches beta 2 <= alpha 3 at its last child: no cutoff.
	if d := rec.Nodes[3]; d.Value != 3 || d.Bound != Upper || d.Has(Cutoff) {
		t.Errorf("D = %+v, want <= 3 without a cutoff", d)
	}
	soft := NewRecorder(13)
	Search[int32](aima(), 0, Options[int32]{Algorithm: AlphaBeta, FailSoft: true}, soft)
	// Fail-soft, as AIMA's figure: C <= 2, D exactly 2 (all its leaves
	// were evaluated), A exactly 3.
	if c, d, a := soft.Nodes[2], soft.Nodes[3], soft.Nodes[0]; c.Value != 2 || c.Bound != Upper || d.Value != 2 || d.Bound != Exact || a.Value != 3 || a.Bound != Exact {
		t.Errorf("fail-soft A = %v %v, C = %v %v, D = %v %v; want 3, <= 2 and 2", a.Bound, a.Value, c.Bound, c.Value, d.Bound, d.Value)
	}
	if pv := rec.MarkPV(0); len(pv) != 3 || pv[1] != 1 || pv[2] != 4 {
		t.Errorf("PV = %v, want [0 1 4]", pv)
	}
}

func TestBoundRoundTrip(t *testing.T) {
	for _, b := range []Bound{Exact, Lower, Upper} {
		if got, err := ParseBound(b.String()); err != nil || got != b {
			t.Errorf("ParseBound(%q) = %v, %v", b, got, err)
		}
		if got, err := ParseBound(b.Sign()); err != nil || got != b {
			t.Errorf("ParseBound(%q) = %v, %v", b.Sign(), got, err)
		}
	}
	for _, a := range []Algorithm{Minimax, AlphaBeta, AlphaBetaFailSoft, PVS, IDTT} {
		if got, err := ParseAlgorithm(a.String()); err != nil || got != a {
			t.Errorf("ParseAlgorithm(%q) = %v, %v", a, got, err)
		}
	}
	if _, err := ParseAlgorithm("negamax"); err == nil {
		t.Error("ParseAlgorithm(negamax) gave no error")
	}
	if _, err := ParseBound("maybe"); err == nil {
		t.Error("ParseBound(maybe) gave no error")
	}
}

func treeHeight(e *explicit, n int32) int {
	h := 0
	for _, c := range e.kids[n] {
		h = max(h, 1+treeHeight(e, c))
	}
	return h
}

// Depth-limited searches agree too: every algorithm at every depth limit
// gives the value of minimax at that limit.
func TestDepthLimited(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	for i := 0; i < 500; i++ {
		e := randomTree(rng)
		for d := 1; d <= treeHeight(e, 0); d++ {
			mm := Search[int32](e, 0, Options[int32]{Algorithm: Minimax, Depth: d}, nil)
			ab := Search[int32](e, 0, Options[int32]{Algorithm: AlphaBeta, Depth: d}, nil)
			pvs := PrincipalVariationSearch[int32](e, 0, Options[int32]{Depth: d})
			id := IterativeDeepening[int32, int32](e, 0, func(n int32) int32 { return n }, Options[int32]{Depth: d})
			idPVS := IterativeDeepening[int32, int32](e, 0, func(n int32) int32 { return n }, Options[int32]{Depth: d, NullWindow: true})
			if ab.Value != mm.Value || pvs.Value != mm.Value || id.Value != mm.Value || idPVS.Value != mm.Value {
				t.Fatalf("tree %d depth %d: minimax %v, alpha-beta %v, PVS %v, ID-TT %v, ID-PVS %v", i, d, mm.Value, ab.Value, pvs.Value, id.Value, idPVS.Value)
			}
			if !id.Completed || id.Depth != d {
				t.Fatalf("tree %d: ID finished depth %d (%v), want %d", i, id.Depth, id.Completed, d)
			}
		}
	}
}

// A stopped iterative deepening returns the last depth it finished.
func TestIterativeDeepeningStops(t *testing.T) {
	e := wide(6) // 4^6 leaves
	calls := 0
	stop := func() bool { calls++; return true }
	res := IterativeDeepening[int32, int32](e, 0, func(n int32) int32 { return n }, Options[int32]{Depth: 6, Stop: stop})
	if !res.Completed || res.Depth < 1 || res.Depth >= 6 {
		t.Fatalf("stopped search finished depth %d (%v)", res.Depth, res.Completed)
	}
	want := Search[int32](e, 0, Options[int32]{Algorithm: Minimax, Depth: res.Depth}, nil)
	if res.Value != want.Value {
		t.Errorf("depth %d value %v, minimax %v", res.Depth, res.Value, want.Value)
	}
}

// chanceTree is a tree with chance nodes for the tests: nodes by number,
// each with its children, probabilities (of a child of a chance node),
// leaf values, chance nodes and players.
type chanceTree struct {
	kids   [][]int
	prob   []float64
	value  []float64
	chance []bool
	max    []bool
}

func (t *chanceTree) Children(n int, dst []int) []int { return append(dst, t.kids[n]...) }
func (t *chanceTree) Evaluate(n int) float64          { return t.value[n] }
func (t *chanceTree) IsChance(n int) bool             { return t.chance[n] }
func (t *chanceTree) Probability(n int) float64       { return t.prob[n] }
func (t *chanceTree) IsMax(n int) bool                { return t.max[n] }

// randomChanceTree returns a random tree of depth at most d whose nodes
// are chance nodes one time in three, with random probabilities.
func randomChanceTree(rng *rand.Rand, d int) *chanceTree {
	t := &chanceTree{}
	var grow func(depth int, max bool) int
	grow = func(depth int, max bool) int {
		n := len(t.kids)
		t.kids = append(t.kids, nil)
		t.prob = append(t.prob, 1)
		t.value = append(t.value, float64(rng.Intn(21)-10))
		t.chance = append(t.chance, false)
		t.max = append(t.max, max)
		if depth == 0 || rng.Intn(5) == 0 {
			return n
		}
		chance := rng.Intn(3) == 0
		t.chance[n] = chance
		k := 1 + rng.Intn(3)
		weights := make([]float64, k)
		sum := 0.0
		for i := range weights {
			weights[i] = 1 + float64(rng.Intn(4))
			sum += weights[i]
		}
		for i := 0; i < k; i++ {
			next := !max
			if chance {
				next = max
			}
			c := grow(depth-1, next)
			t.prob[c] = weights[i] / sum
			t.kids[n] = append(t.kids[n], c)
		}
		return n
	}
	grow(d, true)
	return t
}

// naiveExpectimax is expectiminimax as AIMA writes it (4th edition,
// section 5.5.1: EXPECTIMINIMAX(s) is UTILITY(s) at a terminal, the max or
// the min of its children's at a player's node, and the sum over the
// outcomes r of P(r) EXPECTIMINIMAX(RESULT(s, r)) at a chance node); held
// to AIMA's figure of an order-preserving transformation that changes the
// best move (TestExpectimaxAIMAFigure).
func naiveExpectimax(t *chanceTree, n int) float64 {
	if len(t.kids[n]) == 0 {
		return t.value[n]
	}
	if t.chance[n] {
		v := 0.0
		for _, c := range t.kids[n] {
			v += t.prob[c] * naiveExpectimax(t, c)
		}
		return v
	}
	best := naiveExpectimax(t, t.kids[n][0])
	for _, c := range t.kids[n][1:] {
		v := naiveExpectimax(t, c)
		if t.max[n] && v > best || !t.max[n] && v < best {
			best = v
		}
	}
	return best
}

// AIMA's figure of chance nodes and an order-preserving transformation
// (4th edition, section 5.5.1; Figure 5.12 of the 3rd): leaves 2 and 3,
// 1 and 4 under chance nodes of probabilities 0.9 and 0.1 are worth 2.1
// and 1.3, and MAX takes the first; transformed to 20 and 30, 1 and 400
// they are worth 21 and 40.9, and MAX takes the second. The reference and
// Expectimax both give them.
func TestExpectimaxAIMAFigure(t *testing.T) {
	for _, c := range []struct {
		leaves     [4]float64
		want, a, b float64
		best       int
	}{{[4]float64{2, 3, 1, 4}, 2.1, 2.1, 1.3, 1}, {[4]float64{20, 30, 1, 400}, 40.9, 21, 40.9, 4}} {
		tr := &chanceTree{}
		node := func(v, p float64, chance, max bool) int {
			tr.kids, tr.prob, tr.value, tr.chance, tr.max = append(tr.kids, nil), append(tr.prob, p), append(tr.value, v), append(tr.chance, chance), append(tr.max, max)
			return len(tr.kids) - 1
		}
		root := node(0, 1, false, true)
		for i := range 2 {
			ch := node(0, 1, true, false)
			tr.kids[root] = append(tr.kids[root], ch)
			for j, p := range []float64{0.9, 0.1} {
				tr.kids[ch] = append(tr.kids[ch], node(c.leaves[2*i+j], p, false, true))
			}
		}
		if a, b := naiveExpectimax(tr, 1), naiveExpectimax(tr, 4); math.Abs(a-c.a) > 1e-12 || math.Abs(b-c.b) > 1e-12 {
			t.Errorf("%v: the chance nodes are worth %v and %v, want %v and %v", c.leaves, a, b, c.a, c.b)
		}
		res := Search[int](tr, 0, Options[int]{Algorithm: Expectimax}, nil)
		if math.Abs(res.Value-c.want) > 1e-12 || res.Best != c.best {
			t.Errorf("%v: expectimax %v by %d, want %v by %d", c.leaves, res.Value, res.Best, c.want, c.best)
		}
	}
}

// Expectimax gives AIMA's expectiminimax values on thousands of random
// trees with chance nodes; the best move is a child of the root's value.
func TestExpectimaxAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	for i := 0; i < 3000; i++ {
		tr := randomChanceTree(rng, 1+rng.Intn(5))
		res := Search[int](tr, 0, Options[int]{Algorithm: Expectimax}, nil)
		want := naiveExpectimax(tr, 0)
		if math.Abs(res.Value-want) > 1e-9 {
			t.Fatalf("tree %d: expectimax %g, the naive %g", i, res.Value, want)
		}
		if res.HasBest && !tr.chance[0] && math.Abs(naiveExpectimax(tr, res.Best)-want) > 1e-9 {
			t.Fatalf("tree %d: the best child is worth %g, the root %g", i, naiveExpectimax(tr, res.Best), want)
		}
	}
}

// Star1 gives expectimax's root value on thousands of random trees with
// chance nodes, its best move one of the root's value, and prunes.
func TestStar1AgainstExpectimax(t *testing.T) {
	rng := rand.New(rand.NewSource(21))
	cutoffs := int64(0)
	for i := 0; i < 5000; i++ {
		tr := randomChanceTree(rng, 1+rng.Intn(5))
		want := naiveExpectimax(tr, 0)
		res := Search[int](tr, 0, Options[int]{Algorithm: Star1, Low: -10, High: 10}, nil)
		if math.Abs(res.Value-want) > 1e-9 || res.Bound != Exact {
			t.Fatalf("tree %d: star1 %g (%v), expectimax %g", i, res.Value, res.Bound, want)
		}
		if res.HasBest && math.Abs(naiveExpectimax(tr, res.Best)-want) > 1e-9 {
			t.Fatalf("tree %d: the best child is worth %g, the root %g", i, naiveExpectimax(tr, res.Best), want)
		}
		cutoffs += res.Stats.Cutoffs
	}
	if cutoffs == 0 {
		t.Errorf("no cutoff in 5,000 trees")
	}
}

// Star2 gives expectimax's root value on thousands of random trees with
// chance nodes, its probes cutting some chance nodes off.
func TestStar2AgainstExpectimax(t *testing.T) {
	rng := rand.New(rand.NewSource(33))
	var log Log[int]
	probes := 0
	for i := 0; i < 5000; i++ {
		tr := randomChanceTree(rng, 1+rng.Intn(5))
		want := naiveExpectimax(tr, 0)
		log.Events = log.Events[:0]
		res := Search[int](tr, 0, Options[int]{Algorithm: Star2, Low: -10, High: 10}, &log)
		if math.Abs(res.Value-want) > 1e-9 || res.Bound != Exact {
			t.Fatalf("tree %d: star2 %g (%v), expectimax %g", i, res.Value, res.Bound, want)
		}
		if res.HasBest && math.Abs(naiveExpectimax(tr, res.Best)-want) > 1e-9 {
			t.Fatalf("tree %d: the best child is worth %g, the root %g", i, naiveExpectimax(tr, res.Best), want)
		}
		for _, e := range log.Events {
			if e.Kind == ProbeEvent {
				probes++
			}
		}
	}
	if probes == 0 {
		t.Errorf("no probe in 5,000 trees")
	}
}
