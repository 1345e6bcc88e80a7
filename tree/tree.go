// Package tree holds explicit game trees: the tree of Othello states of a
// given depth from any position, and textbook trees given by their leaf
// values. Nodes are numbered 0 (the root), 1, 2, ...; a node's children are
// numbered consecutively. A Tree is what package minimax searches (through
// Children and Evaluate) and what package render draws; tree depends on
// neither.
package tree

import (
	"math"
	"strconv"
	"strings"

	"gametree/game"
	"gametree/othello"
)

// Kind tells what a tree was built from.
type Kind uint8

// The kinds of tree.
const (
	// Othello is a tree of Othello positions.
	Othello Kind = iota
	// Textbook is a tree given by its leaf values.
	Textbook
	// Game is a tree of positions of one of the games of package game:
	// tic-tac-toe, Connect Four or Nim.
	Game
)

// Node is one node of a tree: 32 bytes, no pointers.
type Node struct {
	// Parent is the parent's number, -1 for the root.
	Parent int32
	// First is the number of the first child; the children are First,
	// First+1, ..., First+Count-1.
	First int32
	// Count is the number of children; -1 for an Othello node not expanded
	// yet (see Tree.Children).
	Count int32
	// Depth is the number of plies from the root.
	Depth int16
	// Move is the move that led to the node (a square or othello.Pass);
	// othello.NoSquare at the root and in textbook trees.
	Move othello.Square
	// Terminal marks a finished game.
	Terminal bool
	// Value is a textbook leaf's given value; in an Othello tree, the
	// static evaluation of the node's position from the root player's view
	// (the final score for a finished game, see othello.WinScore).
	Value float64
}

// Tree is a game tree.
type Tree struct {
	// Kind is Othello or Textbook.
	Kind Kind
	// Nodes holds the nodes; Nodes[0] is the root.
	Nodes []Node
	// RootMax tells whether the root is a MAX node (always, for Othello).
	RootMax bool
	// Start is the root position of an Othello tree.
	Start othello.Position
	// Root is the root position of a game tree (Kind Game).
	Root game.Position
	// Before is the position before the root's last move, when the root
	// was reached by moves (Othello trees): the root's board marks that
	// move and the discs it flipped.
	Before *othello.Position
	// Depth is the depth limit of an Othello tree, or the height of a
	// textbook tree.
	Depth int
	// Eval scores the positions of an Othello tree.
	Eval othello.Evaluator
	// MaxNodes bounds the nodes an Othello tree may grow to; 0 is no bound.
	MaxNodes int
	// Stop, if not nil, is asked every 1024 expansions whether to give up
	// building: then the tree stops growing and Err returns ErrStopped.
	Stop func() bool

	labels  []string         // textbook node labels
	err     error            // set when expansion went over MaxNodes or stopped
	expands int              // expansions so far, for Stop
	moveBuf []othello.Square // reused by expand
	gameBuf []game.Move      // reused by expandGame
}

// Reserve makes room for n nodes in all, so that building them does not
// reallocate.
func (t *Tree) Reserve(n int) {
	if n > cap(t.Nodes) {
		nodes := make([]Node, len(t.Nodes), n)
		copy(nodes, t.Nodes)
		t.Nodes = nodes
	}
}

// IsMax reports whether node n is a MAX node: the root's kind, alternating
// with each ply (a pass is a ply).
func (t *Tree) IsMax(n int32) bool {
	return (t.Nodes[n].Depth%2 == 0) == t.RootMax
}

// Len returns the number of nodes built so far.
func (t *Tree) Len() int { return len(t.Nodes) }

// Err returns the error that stopped the tree from growing (a
// *TooBigError over MaxNodes, or ErrStopped), or nil. A search whose tree stopped growing has no meaning.
func (t *Tree) Err() error { return t.err }

// Children appends the children of n to dst and returns the extended
// slice, expanding an Othello node on first use. It implements the game
// interface of package minimax.
func (t *Tree) Children(n int32, dst []int32) []int32 {
	if t.Nodes[n].Count < 0 {
		t.expand(n)
	}
	nd := t.Nodes[n]
	for i := int32(0); i < nd.Count; i++ {
		dst = append(dst, nd.First+i)
	}
	return dst
}

// Evaluate returns the value of node n as a leaf: a textbook leaf's given
// value, an Othello node's evaluation. It implements the game interface of
// package minimax.
func (t *Tree) Evaluate(n int32) float64 { return t.Nodes[n].Value }

// IsLeaf reports whether n has no children (expanding it if needed).
func (t *Tree) IsLeaf(n int32) bool {
	if t.Nodes[n].Count < 0 {
		t.expand(n)
	}
	return t.Nodes[n].Count == 0
}

// ExpandAll builds every node of the tree down to its depth.
func (t *Tree) ExpandAll() error {
	for n := int32(0); int(n) < len(t.Nodes) && t.err == nil; n++ {
		if t.Nodes[n].Count < 0 {
			t.expand(n)
		}
		if t.err != nil {
			return t.err
		}
	}
	return nil
}

// Label returns the name of node n: a textbook node's letter (inner nodes
// A, B, C, ... in breadth-first order) or leaf value; an Othello node's move
// ("d3", "pass"), "root" for the root.
func (t *Tree) Label(n int32) string {
	if t.Kind == Textbook {
		return t.labels[n]
	}
	if n == 0 {
		return "root"
	}
	if t.Kind == Game {
		return t.Root.FormatMove(t.GameMove(n))
	}
	return t.Nodes[n].Move.String()
}

// Name returns the name of node n that the quiz, its answer files and
// --names use: in a textbook tree an inner node's letter (A, B, C, ... in
// breadth-first order, as Label) and for a leaf its parent's letter and its
// child number from 1, as in AIMA's Figure 5.2 (B1, B2, B3); a root that is
// a leaf is "A". In an Othello tree, the moves from the root ("d3 c5"), or
// "root".
func (t *Tree) Name(n int32) string {
	if t.Kind == Textbook {
		nd := t.Nodes[n]
		if nd.Count != 0 || n == 0 {
			if n == 0 && nd.Count == 0 {
				return "A"
			}
			return t.labels[n]
		}
		p := t.Nodes[nd.Parent]
		return t.labels[nd.Parent] + strconv.Itoa(int(n-p.First)+1)
	}
	if n == 0 {
		return "root"
	}
	if t.Kind == Game {
		var labels []string
		for ; n > 0; n = t.Nodes[n].Parent {
			labels = append(labels, t.Label(n))
		}
		for i, j := 0, len(labels)-1; i < j; i, j = i+1, j-1 {
			labels[i], labels[j] = labels[j], labels[i]
		}
		return strings.Join(labels, " ")
	}
	var b []byte
	for i, m := range t.Moves(n) {
		if i > 0 {
			b = append(b, ' ')
		}
		b = append(b, m.String()...)
	}
	return string(b)
}

// Moves returns the moves from the root to n.
func (t *Tree) Moves(n int32) []othello.Square {
	var moves []othello.Square
	for ; n > 0; n = t.Nodes[n].Parent {
		moves = append(moves, t.Nodes[n].Move)
	}
	for i, j := 0, len(moves)-1; i < j; i, j = i+1, j-1 {
		moves[i], moves[j] = moves[j], moves[i]
	}
	return moves
}

// Path returns the labels from the root to n: "root > d3 > c5", or
// "A > B > 3" in a textbook tree.
func (t *Tree) Path(n int32) string {
	var labels []string
	for ; n >= 0; n = t.Nodes[n].Parent {
		labels = append(labels, t.Label(n))
	}
	s := ""
	for i := len(labels) - 1; i >= 0; i-- {
		s += labels[i]
		if i > 0 {
			s += " > "
		}
	}
	return s
}

// Position returns the position of node n of an Othello tree, replayed
// from the root.
func (t *Tree) Position(n int32) othello.Position {
	var path [64]othello.Square
	moves := path[:0]
	for ; n > 0; n = t.Nodes[n].Parent {
		moves = append(moves, t.Nodes[n].Move)
	}
	p := t.Start
	for i := len(moves) - 1; i >= 0; i-- {
		p = p.Apply(moves[i])
	}
	return p
}

// FormatValue writes a value of this tree: "win +12", "loss -8" for the
// scores of finished games in an Othello tree, "+inf" and "-inf" for
// infinite bounds, numbers otherwise (integers without a decimal point).
func (t *Tree) FormatValue(v float64) string {
	switch {
	case t.Kind == Othello:
		return othello.FormatScore(v)
	case t.Kind == Game && v > 0 && !math.IsInf(v, 1):
		// A game's values lie in [-1, +1]: +1 is a win, as the textbook
		// writes it.
		return "+" + formatNumber(v)
	}
	return formatNumber(v)
}

// CutCondition writes the condition of an alpha-beta cutoff in this
// tree's values, one wording at MAX and at MIN nodes: "alpha 3 >= beta 2".
// The step narration, the web pages and the quiz all say it so.
func (t *Tree) CutCondition(alpha, beta float64) string {
	return "alpha " + t.FormatValue(alpha) + " >= beta " + t.FormatValue(beta)
}

// formatNumber writes v without a needless decimal point.
func formatNumber(v float64) string { return othello.FormatNumber(v) }

// FormatNodeValue writes node n's own value: like FormatValue, but "draw"
// for a finished game with equal counts.
func (t *Tree) FormatNodeValue(n int32, v float64) string {
	if t.Kind == Othello && t.Nodes[n].Terminal && v == 0 {
		return "draw"
	}
	return t.FormatValue(v)
}

// errOver is the error of a tree grown past MaxNodes.
func (t *Tree) errOver() error {
	return &TooBigError{Depth: t.Depth, Limit: t.MaxNodes, Searched: true}
}

// ErrStopped is the error of a tree whose Stop said to give up.
var ErrStopped = errorf("stopped")
