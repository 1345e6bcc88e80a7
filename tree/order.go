package tree

import (
	"math"
	"sort"

	"gametree/game"
	"gametree/minimax"
)

// Order returns the function that sorts children in ordering o, in the
// signature of the Order option of package minimax; nil for minimax.Natural. For
// minimax.Perfect the whole tree is built first (ExpandAll) and every node's true
// value computed. minimax.Static and minimax.Eval on a textbook tree are an error.
func (t *Tree) Order(o minimax.Ordering) (func(parent int32, ply int, max bool, children []int32), error) {
	switch {
	case o == minimax.Static && !t.ranked():
		return nil, errorf("the static ordering ranks the squares of Othello; it needs an Othello tree")
	case o == minimax.Eval && t.Kind == Textbook:
		return nil, errorf("the eval ordering needs positions to evaluate: an Othello or game tree")
	}
	switch o {
	case minimax.Static:
		return t.OrderStatic, nil
	case minimax.Eval:
		return OrderByValue(t.Evaluate), nil
	case minimax.Perfect:
		if err := t.ExpandAll(); err != nil {
			return nil, err
		}
		values := t.trueValues()
		return OrderByValue(func(n int32) float64 { return values[n] }), nil
	}
	return nil, nil
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
// (game.Ranker: Othello's) by their class (see minimax.Static); ties keep the
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
