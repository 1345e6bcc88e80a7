// Package minimax searches game trees with minimax and alpha-beta and
// reports every step of the search to a Tracer. It knows nothing of any
// game: a Game gives the children of a node and the value of a leaf, and a
// node is whatever type S the game chooses (an index into an explicit tree,
// a position).
//
// Values are from MAX's point of view; MAX and MIN alternate from ply to
// ply, whatever the game calls a ply.
package minimax

import (
	"fmt"
	"strings"
)

// Game is a tree to search. Node identifies a node; the search never
// compares nodes.
type Game[Node any] interface {
	// Children appends the children of n to dst, in the tree's order, and
	// returns the extended slice. A node without children is a leaf.
	Children(n Node, dst []Node) []Node
	// Evaluate returns the value of leaf n from MAX's point of view.
	Evaluate(n Node) float64
}

// Bound tells what a value returned by a search says of a node's true
// minimax value.
type Bound int8

// The kinds of bound. With the window (alpha, beta) a node was searched in,
// alpha-beta's result v is exact when alpha < v < beta. If v <= alpha the
// search failed low and v is an upper bound: the true value is at most v.
// If v >= beta it failed high and v is a lower bound: the true value is at
// least v.
const (
	Exact Bound = iota
	Lower
	Upper
)

// String returns "exact", "lower" or "upper".
func (b Bound) String() string {
	switch b {
	case Lower:
		return "lower"
	case Upper:
		return "upper"
	}
	return "exact"
}

// Sign returns how a value with this bound is written: "" for exact, ">="
// for a lower bound, "<=" for an upper bound.
func (b Bound) Sign() string {
	switch b {
	case Lower:
		return ">="
	case Upper:
		return "<="
	}
	return ""
}

// ParseBound reads "exact", "lower" or "upper" (or the signs "=", ">=",
// "<=").
func ParseBound(s string) (Bound, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "exact", "=", "":
		return Exact, nil
	case "lower", ">=":
		return Lower, nil
	case "upper", "<=":
		return Upper, nil
	}
	return Exact, errorf("bound %q: want exact, lower or upper", s)
}

// classify returns the bound of v searched in the window (alpha, beta).
func classify(v, alpha, beta float64) Bound {
	switch {
	case v <= alpha:
		return Upper
	case v >= beta:
		return Lower
	}
	return Exact
}

// Algorithm is a search algorithm.
type Algorithm int8

// The algorithms. Search runs the first three with a Tracer; Run runs any.
const (
	// Minimax visits every node and returns exact values.
	Minimax Algorithm = iota
	// AlphaBeta is minimax with alpha-beta pruning: children in order, a
	// node stops searching its children as soon as alpha >= beta. Values
	// are fail-hard (clamped into the window) unless Options.FailSoft.
	AlphaBeta
	// AlphaBetaFailSoft is alpha-beta returning the best value found even
	// outside the window.
	AlphaBetaFailSoft
	// PVS is principal variation search (NegaScout); see PVS.
	PVS
	// IDTT is iterative deepening alpha-beta with a transposition table; see
	// IterativeDeepening.
	IDTT
	// Expectimax is expectiminimax (AIMA 5.5): minimax where a chance node
	// (Chance) is worth its children's values weighed by their
	// probabilities; every value exact.
	Expectimax
	// Star1 is expectiminimax with alpha-beta at the players' nodes and
	// Ballard's cutoffs at chance nodes, from the bounds of the utility
	// (Options.Low, Options.High).
	Star1
	// Star2 is Star1 with a probing pass at each chance node first: the
	// first move of each child bounds it (from below at MAX's, from above
	// at MIN's), which can cut the chance node off before any child is
	// searched whole.
	Star2
	// Beam is beam search (AIMA 4th edition, section 5.3.3, forward
	// pruning): at each node only the Options.Beam children best by the
	// evaluation are searched, best first, by fail-soft alpha-beta; the
	// others are dropped unsearched (Beamer hears which).
	Beam
	// ProbCut is fail-soft alpha-beta with Buro's ProbCut (1995): at a
	// node where Options.Cut has a fit for the plies left, a shallow
	// search predicts the deep value, and the node is cut when the
	// prediction falls outside the window with the fit's confidence
	// (ProbCutter hears each test).
	ProbCut
)

// algorithmNames are the names of the algorithms, in order.
var algorithmNames = []string{"minimax", "alphabeta", "alphabeta-failsoft", "pvs", "id-tt", "expectimax", "star1", "star2", "beam", "probcut"}

// String returns "minimax", "alphabeta", "alphabeta-failsoft", "pvs" or
// "id-tt".
func (a Algorithm) String() string {
	if a < 0 || int(a) >= len(algorithmNames) {
		return fmt.Sprintf("Algorithm(%d)", int(a))
	}
	return algorithmNames[a]
}

// ParseAlgorithm reads the name String returns, in any case; also
// "alpha-beta" and "ab" for AlphaBeta, "negascout" for PVS, "idtt" for
// IDTT.
func ParseAlgorithm(s string) (Algorithm, error) {
	switch n := strings.ToLower(strings.TrimSpace(s)); n {
	case "mm":
		return Minimax, nil
	case "alpha-beta", "ab":
		return AlphaBeta, nil
	case "alphabeta-fail-soft", "alpha-beta-failsoft", "alpha-beta-fail-soft":
		return AlphaBetaFailSoft, nil
	case "negascout":
		return PVS, nil
	case "idtt":
		return IDTT, nil
	default:
		for i, name := range algorithmNames {
			if n == name {
				return Algorithm(i), nil
			}
		}
	}
	return Minimax, errorf("unknown algorithm %q; want %s", s, strings.Join(algorithmNames, ", "))
}

// Named returns the algorithm named name, as ParseAlgorithm reads it
// (a search's declared engine, search.Decl.Engine), and Minimax for a
// name it does not know, such as a search of another engine's.
func Named(name string) Algorithm {
	a, _ := ParseAlgorithm(name)
	return a
}

// Convention splits a into the algorithm and alpha-beta's convention:
// AlphaBetaFailSoft is AlphaBeta, fail-soft; every other is itself.
func (a Algorithm) Convention() (base Algorithm, failSoft bool) {
	if a == AlphaBetaFailSoft {
		return AlphaBeta, true
	}
	return a, false
}

// prunes reports whether a runs alpha-beta (fail-hard or fail-soft).
func (a Algorithm) prunes() bool {
	return a == AlphaBeta || a == AlphaBetaFailSoft || a == Beam || a == ProbCut
}

// Run searches g from root with opt.Algorithm, whatever it is, without a
// tracer; key identifies nodes for IDTT's transposition table. Minimax,
// AlphaBeta and AlphaBetaFailSoft run Search, PVS runs PVS, IDTT runs
// IterativeDeepening. Every algorithm gives the same root value.
func Run[Node any, K comparable](g Game[Node], root Node, key func(Node) K, opt Options[Node]) Result[Node] {
	switch opt.Algorithm {
	case PVS:
		return PrincipalVariationSearch(g, root, opt)
	case IDTT:
		return IterativeDeepening(g, root, key, opt)
	}
	return Search(g, root, opt, nil)
}
