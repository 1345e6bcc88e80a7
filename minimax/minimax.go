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

// The algorithms.
const (
	// Minimax visits every node and returns exact values.
	Minimax Algorithm = iota
	// AlphaBeta is minimax with alpha-beta pruning: children in order, a
	// node stops searching its children as soon as alpha >= beta.
	AlphaBeta
)

// String returns "minimax" or "alphabeta".
func (a Algorithm) String() string {
	if a == AlphaBeta {
		return "alphabeta"
	}
	return "minimax"
}

// ParseAlgorithm reads "minimax" or "alphabeta" (also "alpha-beta", "ab").
func ParseAlgorithm(s string) (Algorithm, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "minimax", "mm":
		return Minimax, nil
	case "alphabeta", "alpha-beta", "ab":
		return AlphaBeta, nil
	}
	return Minimax, errorf("unknown algorithm %q; want minimax or alphabeta", s)
}
