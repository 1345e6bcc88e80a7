package minimax

import (
	"math"
	"sort"
	"strings"
)

// Ordering is the order in which a search tries the children of a node.
type Ordering uint8

// The orderings.
const (
	// Natural is the tree's own order: the game's order of moves (square
	// order a1, b1, ... in Othello), left to right in a textbook tree.
	Natural Ordering = iota
	// Static ranks moves by class: corners, then edges, centre squares,
	// C-squares and X-squares (the move ordering of the Prolog 6x6 report);
	// trees of a game whose moves have classes (Othello's).
	Static
	// Eval sorts children by their static evaluation, best first for the
	// side to move; game trees only.
	Eval
	// Perfect sorts children by their true minimax value to the tree's
	// depth, best first: the ordering alpha-beta prunes most with. Finding
	// the true values takes a full search first.
	Perfect
)

// orderingNames are the names of the orderings, in order.
var orderingNames = []string{"natural", "static", "eval", "perfect"}

// OrderingNames returns the names of the orderings, in order.
func OrderingNames() []string { return append([]string(nil), orderingNames...) }

// String returns "natural", "static", "eval" or "perfect".
func (o Ordering) String() string {
	if int(o) < len(orderingNames) {
		return orderingNames[o]
	}
	return "natural"
}

// ParseOrdering reads the name String returns, in any case.
func ParseOrdering(s string) (Ordering, error) {
	n := strings.ToLower(strings.TrimSpace(s))
	for i, name := range orderingNames {
		if n == name {
			return Ordering(i), nil
		}
	}
	return Natural, errorf("unknown ordering %q; want %s", s, strings.Join(orderingNames, ", "))
}

// NeedsMoves reports whether the ordering ranks moves or positions, which
// a textbook tree has not: Static and Eval.
func (o Ordering) NeedsMoves() bool { return o == Static || o == Eval }

// PerfectOrder is the Perfect ordering of an implicit tree below root to
// depth d, whose nodes children lists, eval scores and key tells apart:
// every node's exact value to the depth is found once (remembered by key
// and ply down to two plies above the leaves, where most of the work is),
// and children are sorted by it, best first for the side to move. When
// stop says to give up, the ordering leaves children as they are (the
// caller, having asked to stop, throws the search away). Its result has the
// signature of the Order option of package minimax.
func PerfectOrder[S any, K comparable](root S, children func(S, []S) []S, eval func(S) float64, key func(S) K, d int, stop func() bool) func(S, int, bool, []S) {
	type memoKey struct {
		k   K
		ply int
	}
	memo := map[memoKey]float64{}
	bufs := make([][]S, d+1)
	nodes, stopped := 0, false
	var exact func(s S, ply int, max bool) float64
	exact = func(s S, ply int, max bool) float64 {
		nodes++
		if stop != nil && !stopped && nodes&1023 == 0 && stop() {
			stopped = true
		}
		if ply >= d || stopped {
			return eval(s)
		}
		k := memoKey{key(s), ply}
		if v, ok := memo[k]; ok {
			return v
		}
		kids := children(s, bufs[ply][:0])
		bufs[ply] = kids
		var v float64
		if len(kids) == 0 {
			v = eval(s)
		} else {
			v = math.Inf(1)
			if max {
				v = math.Inf(-1)
			}
			for i := 0; i < len(kids); i++ {
				x := exact(bufs[ply][i], ply+1, !max)
				if (max && x > v) || (!max && x < v) {
					v = x
				}
			}
		}
		if ply <= d-2 && !stopped {
			memo[k] = v
		}
		return v
	}
	exact(root, 0, true)
	return func(parent S, ply int, max bool, kids []S) {
		if stopped {
			return
		}
		vals := make(map[K]float64, len(kids))
		for _, c := range kids {
			vals[key(c)] = exact(c, ply+1, !max)
		}
		sort.SliceStable(kids, func(i, j int) bool {
			a, b := vals[key(kids[i])], vals[key(kids[j])]
			if max {
				return a > b
			}
			return a < b
		})
	}
}

// OrderByValue sorts states by value, best first for the side to move:
// descending when max, ascending otherwise; ties keep their order. Each
// state is valued once.
func OrderByValue[S any](states []S, value func(S) float64, max bool) {
	type scored struct {
		s S
		v float64
	}
	buf := make([]scored, len(states))
	for i, c := range states {
		buf[i] = scored{c, value(c)}
	}
	sort.SliceStable(buf, func(i, j int) bool {
		if max {
			return buf[i].v > buf[j].v
		}
		return buf[i].v < buf[j].v
	})
	for i := range buf {
		states[i] = buf[i].s
	}
}
