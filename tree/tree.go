// Package tree holds explicit game trees: the tree of a game's positions
// of a given depth from any position (Othello, tic-tac-toe, Connect Four,
// Nim: any game of package game), and textbook trees given by their leaf
// values; and the implicit trees of the games, never stored. Nodes are
// numbered 0 (the root), 1, 2, ...; a node's children are numbered
// consecutively. A Tree is what package minimax searches (through Children
// and Evaluate) and what package render draws; tree depends on neither, and
// knows no game but through the interface of package game.
package tree

import (
	"strconv"
	"strings"

	"gametree/game"
	"gametree/internal/msg"
)

// Kind tells what a tree was built from.
type Kind uint8

// The kinds of tree.
const (
	// Game is a tree of positions of a game of package game: Othello,
	// tic-tac-toe, Connect Four or Nim.
	Game Kind = iota
	// Textbook is a tree given by its leaf values.
	Textbook
)

// Node is one node of a tree: 32 bytes, no pointers.
type Node struct {
	// Parent is the parent's number, -1 for the root.
	Parent int32
	// First is the number of the first child; the children are First,
	// First+1, ..., First+Count-1.
	First int32
	// Count is the number of children; -1 for a node of a game tree not
	// expanded yet (see Tree.Children).
	Count int32
	// Depth is the number of plies from the root.
	Depth int16
	// Move is the move that led to the node, in the game's numbering
	// (game.Pass for a pass); game.NoMove at the root and in textbook
	// trees.
	Move game.Move
	// Terminal marks a finished game.
	Terminal bool
	// Value is a textbook leaf's given value; in a game tree, the static
	// value of the node's position from the root player's view: a
	// finished game's (game.Position.Final), else the evaluation.
	Value float64
}

// Tree is a game tree.
type Tree struct {
	// Kind is Game or Textbook.
	Kind Kind
	// Nodes holds the nodes; Nodes[0] is the root.
	Nodes []Node
	// RootMax tells whether the root is a MAX node (always, for a game).
	RootMax bool
	// Root is the root position of a game tree.
	Root game.Position
	// RootLabel is what a game tree's root is called in its drawings and
	// sentences, in their language ("racine"); "root" when empty. Its
	// Name, what answer files call it, stays "root".
	RootLabel string
	// Before is the position before the root's last move, when the root
	// was reached by moves; nil when not known. The root's board marks
	// that move (and the discs it flipped, in Othello).
	Before game.Position
	// Depth is the depth limit of a game tree, or the height of a
	// textbook tree.
	Depth int
	// Quiescence is, in a game tree, the most plies a quiescence search
	// goes past Depth: a node at the limit that is not quiet
	// (game.Quieter) gets its noisy moves and its stand pat (StandPat),
	// and so on while the plies last; 0, none.
	Quiescence int
	// why says why each node past the limit's parent is not quiet.
	why map[int32]string
	// past holds what lies past each leaf of a textbook tree marked not
	// quiet ("5?(3 8)"), pastPly how many plies past the horizon each
	// node a quiescence search added to a textbook tree lies
	// (SearchPast).
	past    map[int32][]*item
	pastPly map[int32]int16
	// MaxNodes bounds the nodes a game tree may grow to; 0 is no bound.
	MaxNodes int
	// Stop, if not nil, is asked every 1024 expansions whether to give up
	// building: then the tree stops growing and Err returns ErrStopped.
	Stop func() bool

	labels []string // textbook node labels
	// GuidedPlayouts makes a game tree's playouts (Playout) follow the
	// game's evaluation (game.GuidedPlayout) rather than draw every move
	// at random.
	GuidedPlayouts bool
	// chance marks a textbook tree's chance nodes; prob and probText give
	// the probability of each child of one (ParseLeaves); maxNode, when
	// set, says who moves at each node of a tree with chance nodes, whose
	// players alternate by their own nodes.
	chance   map[int32]bool
	prob     map[int32]float64
	probText map[int32]string
	maxNode  []bool
	// gameChance marks a game tree whose game has chance in it
	// (game.HasChance): its nodes get their chance marks as they are
	// built.
	gameChance bool
	// lo and hi are a textbook tree's smallest and largest leaf values,
	// once rangeKnown (Reward).
	lo, hi     float64
	rangeKnown bool
	err        error         // set when expansion went over MaxNodes or stopped
	expands    int           // expansions so far, for Stop
	brancher   game.Brancher // the root's fast way to list children, if it has one
	moveBuf    []game.Move   // reused by expand
	kidBuf     []game.Child  // reused by expand
	sparse     *sparse       // a tree grown one node at a time (NewSparseGame)
	// util holds the leaves' utility vectors of a game of several players,
	// players their number (0: a tree of plain values).
	util    map[int32][]float64
	players int
	// movers holds the players a tree of utility vectors names at its
	// nodes ("B(...)"), from 0 for A; mover, every node's player once the
	// tree is read.
	movers map[int32]int
	mover  []int8
	// rootMover is the player to move at the root of a game of several
	// players (game.Several), from 0; the players follow in turn.
	rootMover int
	// urange is the smallest and largest utility of the leaves, once
	// known (Rewards).
	urange *[2]float64
}

// Reserve makes room for n nodes in all, so that building them does not
// reallocate.
func (t *Tree) Reserve(n int) {
	if n > cap(t.Nodes) {
		nodes := make([]Node, len(t.Nodes), n)
		copy(nodes, t.Nodes)
		t.Nodes = nodes
	}
	if sp := t.sparse; sp != nil && n > cap(sp.next) {
		sp.next = append(make([]int32, 0, n), sp.next...)
		sp.place = append(make([]int32, 0, n), sp.place...)
	}
}

// IsMax reports whether node n is a MAX node: the root's kind, alternating
// with each ply (a pass is a ply); in a tree of utility vectors, a node of
// the root's player.
func (t *Tree) IsMax(n int32) bool {
	if t.players > 0 {
		return t.Mover(n) == t.Mover(0) // the root's player's nodes (paranoid search)
	}
	if t.maxNode != nil {
		return t.maxNode[n]
	}
	return (t.Nodes[n].Depth%2 == 0) == t.RootMax
}

// Len returns the number of nodes built so far.
func (t *Tree) Len() int { return len(t.Nodes) }

// Err returns the error that stopped the tree from growing (a
// *TooBigError over MaxNodes, or ErrStopped), or nil. A search whose tree stopped growing has no meaning.
func (t *Tree) Err() error { return t.err }

// Children appends the children of n to dst and returns the extended
// slice, expanding a game node on first use. It implements the game
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
// value, a game node's static value. It implements the game interface of
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
// A, B, C, ... in breadth-first order) or leaf value (a leaf marked not
// quiet that a quiescence search goes on from, "4?"); a game node's move
// in the game's notation ("d3", "pass", "b2", "2:3"), RootLabel for the
// root ("root" when empty).
func (t *Tree) Label(n int32) string {
	if t.Kind == Textbook {
		if _, past := t.past[n]; past && t.Nodes[n].Count > 0 {
			// A leaf marked not quiet that the quiescence search goes on
			// from: "4?", as the tree writes it, its value no more 4.
			return t.labels[n] + "?"
		}
		return t.labels[n]
	}
	if n == 0 {
		if t.RootLabel != "" {
			return t.RootLabel
		}
		return "root"
	}
	if t.Nodes[n].Move == StandPat {
		return "stand pat"
	}
	return t.Root.FormatMove(t.Nodes[n].Move)
}

// Name returns the name of node n that the quiz, its answer files and
// --names use: in a textbook tree an inner node's letter (A, B, C, ... in
// breadth-first order, as Label) and for a leaf its parent's letter and its
// child number from 1, as in AIMA's Figure 5.2 (B1, B2, B3); a root that is
// a leaf is "A". In a game tree, the moves from the root ("d3 c5"), or
// "root".
func (t *Tree) Name(n int32) string {
	if t.Kind == Textbook {
		nd := t.Nodes[n]
		if nd.Count != 0 || n == 0 {
			if n == 0 && nd.Count == 0 {
				// A lone leaf, named as a root is: "a" in a tree of
				// several players, whose players are A, B, C.
				if t.players > 0 {
					return "a"
				}
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
	moves := t.Moves(n)
	labels := make([]string, len(moves))
	for i, m := range moves {
		labels[i] = t.Root.FormatMove(m)
	}
	return strings.Join(labels, " ")
}

// Moves returns the moves from the root to n.
func (t *Tree) Moves(n int32) []game.Move { return t.appendPath(nil, n) }

// appendPath appends the moves from the root to n to dst.
func (t *Tree) appendPath(dst []game.Move, n int32) []game.Move {
	from := len(dst)
	for ; n > 0; n = t.Nodes[n].Parent {
		if t.Nodes[n].Move != StandPat { // the position stands
			dst = append(dst, t.Nodes[n].Move)
		}
	}
	for i, j := from, len(dst)-1; i < j; i, j = i+1, j-1 {
		dst[i], dst[j] = dst[j], dst[i]
	}
	return dst
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

// Position returns the position of node n of a game tree, replayed from
// the root (kept, in a tree grown one node at a time, for the node whose
// children are being made).
func (t *Tree) Position(n int32) game.Position {
	if sp := t.sparse; sp != nil && sp.at == n && n >= 0 {
		return sp.pos // the node a search is making children of
	}
	var buf [128]game.Move
	path := t.appendPath(buf[:0], n)
	if r, ok := t.Root.(game.Replayer); ok {
		return r.Replay(path)
	}
	p := t.Root
	for _, m := range path {
		p = p.Play(m)
	}
	return p
}

// Move returns the move that led to node n of a game tree (game.NoMove
// at the root).
func (t *Tree) Move(n int32) game.Move {
	if n == 0 {
		return game.NoMove
	}
	return t.Nodes[n].Move
}

// FormatValue writes a value of this tree as its game writes it ("+1",
// "win +12" for a finished Othello game), "+inf" and "-inf" for infinite
// bounds, numbers otherwise (integers without a decimal point).
func (t *Tree) FormatValue(v float64) string {
	if t.Kind == Game {
		return game.FormatValue(t.Root.Game(), v, false)
	}
	if t.HasChance() {
		return FormatExpected(v)
	}
	return formatNumber(v)
}

// ScoreLegend says how the nodes of a game tree are valued in its game's
// own words (game.ScoreLegend), in l; "" for a textbook tree and for a
// game that has none.
func (t *Tree) ScoreLegend(l msg.Lang) string {
	if t.Kind != Game {
		return ""
	}
	return game.ScoreLegend(t.Root.Game(), l)
}

// ScoreRow says how the nodes of a game tree are valued in a row of a
// drawing's legend, in its game's own words (game.ScoreLegended), in l;
// false for a textbook tree and for a game that has none.
func (t *Tree) ScoreRow(l msg.Lang) (mark, meaning string, ok bool) {
	if t.Kind != Game {
		return "", "", false
	}
	if s, has := t.Root.Game().(game.ScoreLegended); has {
		mark, meaning = s.ScoreRow(l)
		return mark, meaning, true
	}
	return "", "", false
}

// Exact returns a value of this tree as the number it stands for: in a
// tree with chance nodes, the fraction a sum of probabilities missed by a
// rounding (4.999999999999999 is 5, game.Exact); v itself elsewhere.
func (t *Tree) Exact(v float64) float64 {
	if t.HasChance() {
		return game.Exact(v)
	}
	return v
}

// FormatExpected writes an expected value as game.FormatExpected does:
// "5/3 (1.667)".
func FormatExpected(v float64) string { return game.FormatExpected(v) }

// ParseValue reads a value of this tree as a student writes it: a
// number, or as its game writes values ("win +9" in Othello).
func (t *Tree) ParseValue(s string) (float64, error) {
	if t.Kind == Game {
		return game.ParseValue(t.Root.Game(), s)
	}
	if t.HasChance() {
		return game.ParseExpected(s)
	}
	return game.ParseNumber(s)
}

// CutCondition writes the condition of an alpha-beta cutoff in this
// tree's values, one wording at MAX and at MIN nodes: "alpha 3 >= beta 2".
// The step narration, the web pages and the quiz all say it so.
func (t *Tree) CutCondition(alpha, beta float64) string {
	return "alpha " + t.FormatValue(alpha) + " >= beta " + t.FormatValue(beta)
}

// formatNumber writes v without a needless decimal point.
func formatNumber(v float64) string { return game.FormatNumber(v) }

// FormatNodeValue writes node n's own value: like FormatValue, but as the
// game writes a finished game's value ("draw" in Othello).
func (t *Tree) FormatNodeValue(n int32, v float64) string {
	if t.Kind == Game {
		return game.FormatValue(t.Root.Game(), v, t.Nodes[n].Terminal)
	}
	return t.FormatValue(v)
}

// errOver is the error of a tree grown past MaxNodes.
func (t *Tree) errOver() error {
	return &TooBigError{Depth: t.Depth, Limit: t.MaxNodes, Searched: true}
}

// ErrStopped is the error of a tree whose Stop said to give up.
var ErrStopped = errorf("stopped")
