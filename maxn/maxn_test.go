package maxn

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// vecTree is a tree of utility vectors for the tests: each node's
// children, each leaf's utilities, k players in turn, but where a node
// names its player (named), as a tree may ("B(...)").
type vecTree struct {
	kids  [][]int32
	util  [][]float64
	depth []int
	mover []int
	k     int
	named bool
}

func (t *vecTree) Children(n int32, dst []int32) []int32 { return append(dst, t.kids[n]...) }
func (t *vecTree) Players() int                          { return t.k }
func (t *vecTree) Mover(n int32) int                     { return t.mover[n] }
func (t *vecTree) Utility(n int32) []float64             { return t.util[n] }

// randomTree makes a tree of k players to depth at most depth, utilities
// from lo to hi, or summing to total when total > 0.
func randomTree(rng *rand.Rand, k, depth, lo, hi, total int, named bool) *vecTree {
	t := &vecTree{k: k, named: named}
	var grow func(d, parent int) int32
	grow = func(d, parent int) int32 {
		n := int32(len(t.kids))
		m := 0
		if parent >= 0 {
			m = (parent + 1) % k
		}
		if t.named && rng.IntN(4) == 0 {
			m = rng.IntN(k) // a node that names its player
		}
		t.kids, t.util, t.depth, t.mover = append(t.kids, nil), append(t.util, nil), append(t.depth, d), append(t.mover, m)
		if d == depth || (d > 1 && rng.IntN(4) == 0) {
			u := make([]float64, k)
			left := total
			for i := range u {
				if total > 0 {
					u[i] = float64(rng.IntN(left + 1))
					if i == k-1 {
						u[i] = float64(left)
					}
					left -= int(u[i])
				} else {
					u[i] = float64(lo + rng.IntN(hi-lo+1))
				}
			}
			t.util[n] = u
			return n
		}
		for range 1 + rng.IntN(4) {
			c := grow(d+1, m)
			t.kids[n] = append(t.kids[n], c)
		}
		return n
	}
	grow(0, -1)
	return t
}

// naive is max^n written apart, as Luckhardt and Irani (1986, "An
// algorithmic solution of N-person games", AAAI-86) define it: a leaf's
// value is its vector of utilities, a node's the vector of the child
// whose component of the player to move is greatest, the first best
// child kept on a tie (the rule AIMA states with its Figure 5.4, which
// TestAIMAFigure54 checks: A worth (1,2,6)).
func naive(t *vecTree, n int32) []float64 {
	if len(t.kids[n]) == 0 {
		return t.util[n]
	}
	me := t.Mover(n)
	var best []float64
	for _, c := range t.kids[n] {
		if v := naive(t, c); best == nil || v[me] > best[me] {
			best = v
		}
	}
	return best
}

// max^n against the naive reference, every node; shallow pruning's root
// value and move against max^n's, on seeded random trees of 2 to 5
// players, utilities of any sign and of a constant sum, the bound from
// the tree; a node cut never changes its parent's choice.
func TestMaxNAndShallowAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(50, 1))
	cut := 0
	for trial := range 600 {
		k := 2 + trial%4
		var tr *vecTree
		switch trial % 3 {
		case 0:
			tr = randomTree(rng, k, 4, 0, 9, 0, trial%2 == 1)
		case 1:
			tr = randomTree(rng, k, 4, -5, 5, 0, trial%2 == 1)
		default:
			tr = randomTree(rng, k, 4, 0, 0, 10, trial%2 == 1)
		}
		size := len(tr.kids)
		full := Search(tr, size, Options{})
		for n := range size {
			if want := naive(tr, int32(n)); !slices.Equal(full.Value[n], want) {
				t.Fatalf("trial %d: node %d: max^n %v, the naive %v", trial, n, full.Value[n], want)
			}
		}
		sum, least := Bounds(tr, size)
		sh := Search(tr, size, Options{Shallow: true, Sum: sum, Least: least})
		if !slices.Equal(sh.Value[0], full.Value[0]) || sh.Best[0] != full.Best[0] {
			t.Fatalf("trial %d: shallow %v by %d, max^n %v by %d", trial, sh.Value[0], sh.Best[0], full.Value[0], full.Best[0])
		}
		if sh.Visited > full.Visited {
			t.Fatalf("trial %d: shallow visits %d, max^n %d", trial, sh.Visited, full.Visited)
		}
		cut += sh.Cutoffs
	}
	if cut == 0 {
		t.Fatal("shallow pruning never cut")
	}
}

// korf is shallow pruning as Korf (1991, "Multi-player alpha-beta
// pruning", Artificial Intelligence 48, section 3, the procedure
// Shallow) states it, written apart, for players who move in turn:
//
//	Shallow(Node, Player, Bound)
//	  if Node is terminal, return its static value
//	  Best <- Shallow(first child, next Player, Sum)
//	  for each remaining child
//	    if Best[Player] >= Bound, return Best
//	    Current <- Shallow(child, next Player, Sum - Best[Player])
//	    if Current[Player] > Best[Player], Best <- Current
//	  return Best
//
// generalized to utilities of at least least each (the bound handed down
// is what the sum leaves once the others have their least), the root
// called with the whole of it. It appends the leaves it evaluates to
// seen.
func korf(t *vecTree, n int32, bound, sum, least float64, seen *[]int32) []float64 {
	kids := t.kids[n]
	if len(kids) == 0 {
		*seen = append(*seen, n)
		return t.util[n]
	}
	me, k := t.Mover(n), float64(t.k)
	whole := sum - (k-1)*least
	best := korf(t, kids[0], whole, sum, least, seen)
	for _, c := range kids[1:] {
		if best[me] >= bound {
			return best
		}
		if cur := korf(t, c, sum-best[me]-(k-2)*least, sum, least, seen); cur[me] > best[me] {
			best = cur
		}
	}
	return best
}

// Shallow pruning evaluates exactly the leaves Korf's procedure does, in
// his order, immediate pruning included (a player who already holds all a
// leaf can give it stops at once, even at the root or below a parent that
// has nothing yet), on seeded random trees of 2 to 5 players moving in
// turn; and the case immediate pruning is for (Korf's section 3: a
// player that already holds the whole sum stops): in ((0,10,0) (5,5,0))
// under a node of A, B holds the sum 10 after its first child, so
// (5,5,0) is never evaluated.
func TestShallowAsKorf(t *testing.T) {
	rng := rand.New(rand.NewPCG(91, 1))
	differ := 0
	for trial := range 2000 {
		k := 2 + trial%4
		tr := randomTree(rng, k, 3+trial%2, 0, 0, 10, false)
		if trial%3 == 0 {
			tr = randomTree(rng, k, 3, 0, 9, 0, false)
		}
		size := len(tr.kids)
		sum, least := Bounds(tr, size)
		var want []int32
		korf(tr, 0, sum-float64(k-1)*least, sum, least, &want)
		sh := Search(tr, size, Options{Shallow: true, Sum: sum, Least: least})
		var got []int32
		for n := range size {
			if len(tr.kids[n]) == 0 && sh.Order[n] > 0 {
				got = append(got, int32(n))
			}
		}
		slices.SortFunc(got, func(a, b int32) int { return int(sh.Order[a] - sh.Order[b]) })
		if !slices.Equal(got, want) {
			differ++
			if differ < 4 {
				t.Errorf("trial %d: shallow pruning evaluates the leaves %v, Korf's procedure %v", trial, got, want)
			}
		}
	}
	if differ > 0 {
		t.Errorf("%d of 2000 trees differ in the leaves evaluated", differ)
	}
	// (((0,10,0) (5,5,0)) ((3,3,4) (1,1,8))): A at the root, B below.
	tr := &vecTree{k: 3}
	add := func(d int, u []float64) int32 {
		tr.kids, tr.util, tr.depth, tr.mover = append(tr.kids, nil), append(tr.util, u), append(tr.depth, d), append(tr.mover, d%3)
		return int32(len(tr.kids) - 1)
	}
	root := add(0, nil)
	var leaves []int32
	for _, pair := range [][2][]float64{{{0, 10, 0}, {5, 5, 0}}, {{3, 3, 4}, {1, 1, 8}}} {
		b := add(1, nil)
		tr.kids[root] = append(tr.kids[root], b)
		for _, u := range pair {
			l := add(2, u)
			tr.kids[b] = append(tr.kids[b], l)
			leaves = append(leaves, l)
		}
	}
	r := Search(tr, len(tr.kids), Options{Shallow: true, Sum: 10, Least: 0})
	if r.Order[leaves[1]] != 0 || !r.Immediate[tr.kids[root][0]] {
		t.Errorf("(5,5,0) evaluated (%d), or B's cut not immediate: %v", r.Order[leaves[1]], r.Immediate)
	}
}

// AIMA's Figure 5.4: A's value is (1,2,6), by its first move.
func TestAIMAFigure54(t *testing.T) {
	// ((((1,2,6) (4,2,3)) ((6,1,2) (7,4,1))) (((5,1,1) (1,5,2)) ((7,7,1) (5,4,5))))
	tr := &vecTree{k: 3}
	add := func(d int, u []float64) int32 {
		tr.kids, tr.util, tr.depth, tr.mover = append(tr.kids, nil), append(tr.util, u), append(tr.depth, d), append(tr.mover, d%3)
		return int32(len(tr.kids) - 1)
	}
	root := add(0, nil)
	leaves := [][]float64{{1, 2, 6}, {4, 2, 3}, {6, 1, 2}, {7, 4, 1}, {5, 1, 1}, {1, 5, 2}, {7, 7, 1}, {5, 4, 5}}
	for b := range 2 {
		bn := add(1, nil)
		tr.kids[root] = append(tr.kids[root], bn)
		for c := range 2 {
			cn := add(2, nil)
			tr.kids[bn] = append(tr.kids[bn], cn)
			for l := range 2 {
				tr.kids[cn] = append(tr.kids[cn], add(3, leaves[4*b+2*c+l]))
			}
		}
	}
	r := Search(tr, len(tr.kids), Options{})
	if fmt.Sprint(r.Value[root]) != "[1 2 6]" || r.Best[root] != 1 {
		t.Errorf("A: %v by %d, want [1 2 6] by its first move", r.Value[root], r.Best[root])
	}
}
