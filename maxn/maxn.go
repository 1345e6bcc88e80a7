// Package maxn searches the trees of games of several players, each leaf
// a vector of utilities, one a player: max^n (Luckhardt and Irani 1986),
// where each player picks the child best for itself, and max^n with
// shallow pruning (Korf 1991), which, knowing a bound on the sum of the
// utilities, stops searching a node once what it leaves its parent's
// player cannot beat what that player has. (Paranoid search, the root's
// player against all the others, is alpha-beta on the root's utility:
// package minimax runs it.) It knows nothing of any game: a Tree gives a
// node's children, who moves there and a leaf's utilities.
//
// Ties are broken toward the first child in order: a child whose value
// for the player to move equals the best so far does not replace it.
package maxn

import (
	"math"
)

// Tree is a tree of a game of several players: node 0 is the root.
type Tree interface {
	// Children appends the children of n to dst, in order; none for a
	// leaf.
	Children(n int32, dst []int32) []int32
	// Players is the number of players, each leaf's utilities.
	Players() int
	// Mover is the player who moves at inner node n, from 0.
	Mover(n int32) int
	// Utility is leaf n's utilities, one a player.
	Utility(n int32) []float64
}

// Options are a search's: Shallow prunes (shallow pruning), knowing that
// the utilities of a leaf sum to at most Sum and that each is at least
// Least.
type Options struct {
	Shallow bool
	Sum     float64
	Least   float64
	// Observer, when not nil, hears every step of the search, in order.
	Observer Observer
}

// Observer hears a search step by step, to be stepped through.
type Observer interface {
	// Enter: the search reaches n, ply plies below the root.
	Enter(n int32, ply int)
	// Leaf: n is a leaf, of utilities v.
	Leaf(n int32, v []float64)
	// Cutoff: n stops after child (shallow pruning); pruned are its
	// children never searched; immediate tells Korf's immediate
	// pruning (n's player holds all a leaf can give it: n's value is
	// exact, where another cut node's is a bound).
	Cutoff(n, child int32, pruned []int32, immediate bool)
	// Return: n hands its value v to its parent, best its chosen child
	// (-1 for a leaf).
	Return(n int32, v []float64, best int32)
}

// Result is a finished search: each node's annotations, by node number.
type Result struct {
	// Value is each node's value, a utility a player: a leaf's own, an
	// inner node's chosen child's; for a node that stopped early
	// (shallow pruning), the value of its best child searched; nil for a
	// node never visited.
	Value [][]float64
	// Order is the order nodes were first visited in, from 1 (0: never).
	Order []int32
	// Best is each inner node's chosen child, -1 for none.
	Best []int32
	// CutAfter is the child after which a node stopped (shallow pruning),
	// -1 for none; Cut its value then for its parent's player, at most
	// the bound, and Beat what that player had at the parent. Immediate
	// marks a node that stopped because its player already holds all a
	// leaf can give it (Korf's immediate pruning): its value is exact,
	// where another cut node's is a bound (its player's entry at least,
	// the others its best child's so far).
	CutAfter  []int32
	Cap, Beat []float64
	Immediate []bool
	// Visited, Leaves and Cutoffs count the nodes visited, the leaves
	// evaluated and the nodes that stopped early.
	Visited, Leaves, Cutoffs int
}

// Search searches t from node 0 and returns its annotations; size is the
// number of nodes of t.
func Search(t Tree, size int, opt Options) *Result {
	r := &Result{Value: make([][]float64, size), Order: make([]int32, size), Best: make([]int32, size), CutAfter: make([]int32, size),
		Cap: make([]float64, size), Beat: make([]float64, size), Immediate: make([]bool, size)}
	for i := range r.Best {
		r.Best[i], r.CutAfter[i] = -1, -1
	}
	s := &searcher{t: t, r: r, opt: opt, k: t.Players()}
	s.search(0, -1, math.Inf(-1), 0)
	return r
}

// searcher is a search under way.
type searcher struct {
	t     Tree
	r     *Result
	opt   Options
	k     int
	order int32
}

// search searches node n, whose parent's player is parent (-1 at the
// root) and has best so far for itself (-inf for nothing yet), and
// returns n's value.
func (s *searcher) search(n int32, parent int, best float64, ply int) []float64 {
	s.order++
	s.r.Order[n] = s.order
	s.r.Visited++
	obs := s.opt.Observer
	if obs != nil {
		obs.Enter(n, ply)
	}
	kids := s.t.Children(n, nil)
	if len(kids) == 0 {
		v := s.t.Utility(n)
		s.r.Value[n] = v
		s.r.Leaves++
		if obs != nil {
			obs.Leaf(n, v)
			obs.Return(n, v, -1)
		}
		return v
	}
	me := s.t.Mover(n)
	var value []float64
	for i, c := range kids {
		// What I have at n so far: before any child, the least a leaf
		// gives a player (Korf's first bound, the whole sum left).
		mine := s.opt.Least
		if value != nil {
			mine = value[me]
		}
		v := s.search(c, me, mine, ply+1)
		if value == nil || v[me] > value[me] {
			value, s.r.Best[n] = v, c
		}
		if s.opt.Shallow && i < len(kids)-1 && s.prune(n, c, kids[i+1:], parent, me, value[me], best) {
			break
		}
	}
	s.r.Value[n] = value
	if obs != nil {
		obs.Return(n, value, s.r.Best[n])
	}
	return value
}

// Bounds returns the largest sum of a leaf's utilities and the least
// utility of t's leaves, the bound shallow pruning needs when none is
// given (Korf 1991 asks utilities of at least 0 and a bounded sum).
// prune reports whether n, whose player me has mine after child c (the
// children after it rest), stops there, and records it (Korf 1991):
//   - immediate pruning: me already holds all a leaf can give it (the
//     sum less the least of each other player), so no later child is
//     better for it and ties go to the first: n's value is exact;
//   - shallow pruning: n gives me at least mine, so its parent's player
//     (not me again: a tree that names its players) at most what the sum
//     leaves; if that is no more than what the parent's player has there
//     (best), n cannot change the parent's choice (ties go to the first).
func (s *searcher) prune(n, c int32, rest []int32, parent, me int, mine, best float64) bool {
	least := float64(s.k-1) * s.opt.Least
	immediate := mine >= s.opt.Sum-least
	capped := s.opt.Sum - mine - float64(s.k-2)*s.opt.Least
	if !immediate && (parent < 0 || parent == me || capped > best) {
		return false
	}
	s.r.CutAfter[n], s.r.Cap[n], s.r.Beat[n], s.r.Immediate[n] = c, capped, best, immediate
	s.r.Cutoffs++
	if s.opt.Observer != nil {
		s.opt.Observer.Cutoff(n, c, rest, immediate)
	}
	return true
}

func Bounds(t Tree, size int) (sum, least float64) {
	sum, least = math.Inf(-1), math.Inf(1)
	var walk func(n int32)
	walk = func(n int32) {
		kids := t.Children(n, nil)
		if len(kids) == 0 {
			total := 0.0
			for _, u := range t.Utility(n) {
				total += u
				least = min(least, u)
			}
			sum = max(sum, total)
			return
		}
		for _, c := range kids {
			walk(c)
		}
	}
	walk(0)
	return sum, least
}
