package tree

import (
	"math"
	"sort"

	"gametree/game"
)

// The orderings of a tree's children, each in the signature of the Order
// option of package minimax: by the game's classes of moves
// (StaticOrder), by the nodes' evaluations (EvalOrder), by their true
// values (PerfectOrder). The search's own names for them (package
// minimax's Ordering) are matched to these above the tree.

// StaticOrder returns the ordering by the game's classes of moves
// (game.Ranker: Othello's corner > edge > centre > C > X); an error on a
// tree of a game without them, or a textbook tree.
func (t *Tree) StaticOrder() (func(parent int32, ply int, max bool, children []int32), error) {
	if !t.ranked() {
		return nil, errorf("the static ordering ranks the squares of Othello; it needs an Othello tree")
	}
	return t.OrderStatic, nil
}

// EvalOrder returns the ordering by the nodes' evaluations, the best
// first for the player to move; an error on a textbook tree, which has
// no positions to evaluate.
func (t *Tree) EvalOrder() (func(parent int32, ply int, max bool, children []int32), error) {
	if t.Kind == Textbook {
		return nil, errorf("the eval ordering needs positions to evaluate: an Othello or game tree")
	}
	return OrderByValue(t.Evaluate), nil
}

// PerfectOrder returns the ordering by the nodes' true values, the best
// first: the whole tree is built first (ExpandAll) and every node's
// value found down to its leaves.
func (t *Tree) PerfectOrder() (func(parent int32, ply int, max bool, children []int32), error) {
	if err := t.ExpandAll(); err != nil {
		return nil, err
	}
	values := t.trueValues()
	return OrderByValue(func(n int32) float64 { return values[n] }), nil
}

// trueValues returns every node's minimax value down to the tree's leaves
// (expectiminimax's at a chance node: its children's weighed by their
// probabilities); the tree must be built whole. Children are numbered
// after their parent, so one pass from the last node back to the root
// sees every child first.
func (t *Tree) trueValues() []float64 {
	v := make([]float64, len(t.Nodes))
	for n := len(t.Nodes) - 1; n >= 0; n-- {
		nd := t.Nodes[n]
		if nd.Count <= 0 {
			v[n] = nd.Value
			continue
		}
		if t.IsChance(int32(n)) {
			sum := 0.0
			for c := nd.First; c < nd.First+nd.Count; c++ {
				sum += t.Probability(c) * v[c]
			}
			v[n] = sum
			continue
		}
		max := t.IsMax(int32(n))
		best := math.Inf(1)
		if max {
			best = math.Inf(-1)
		}
		for c := nd.First; c < nd.First+nd.Count; c++ {
			if (max && v[c] > best) || (!max && v[c] < best) {
				best = v[c]
			}
		}
		v[n] = best
	}
	return v
}

// ranked reports whether t is the tree of a game whose moves rank by
// class (game.Ranker).
func (t *Tree) ranked() bool {
	_, ok := t.Root.(game.Ranker)
	return t.Kind == Game && ok
}

// OrderStatic sorts the children of a game whose moves rank by class
// (game.Ranker: Othello's) by their class (StaticOrder); ties keep the
// tree's order. Its signature is that of the Order option of package
// minimax.
func (t *Tree) OrderStatic(parent int32, ply int, max bool, children []int32) {
	r := t.Root.(game.Ranker)
	sort.SliceStable(children, func(i, j int) bool {
		return r.StaticRank(t.Nodes[children[i]].Move) < r.StaticRank(t.Nodes[children[j]].Move)
	})
}

// OrderByValue sorts children by values[child], best first for the node
// to move: descending under a MAX node, ascending under a MIN node; ties
// keep the tree's order. With the nodes' static evaluations it is the Eval
// ordering; with their exact minimax values, the minimax.Perfect one.
func OrderByValue(values func(int32) float64) func(parent int32, ply int, max bool, children []int32) {
	return func(parent int32, ply int, max bool, children []int32) {
		sort.SliceStable(children, func(i, j int) bool {
			a, b := values(children[i]), values(children[j])
			if max {
				return a > b
			}
			return a < b
		})
	}
}
