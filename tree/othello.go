package tree

import (
	"fmt"
	"math"

	"gametree/othello"
)

// NewOthello returns the tree of depth plies from p, scored by eval from
// the point of view of the side to move at p (MAX). Only the root exists at
// first: nodes are built as Children asks for them, so a pruning search
// builds only what it visits; ExpandAll builds the rest. A node is a leaf at
// the depth limit or when its game is over; a side that must pass has one
// child, the pass.
func NewOthello(p othello.Position, depth int, eval othello.Evaluator, maxNodes int) *Tree {
	t := &Tree{
		Kind:     Othello,
		RootMax:  true,
		Start:    p,
		Depth:    depth,
		Eval:     eval,
		MaxNodes: maxNodes,
	}
	t.Nodes = append(t.Nodes, Node{Parent: -1, First: -1, Count: -1, Move: othello.NoSquare})
	t.score(0, p)
	return t
}

// score sets node n's Terminal and Value from its position.
func (t *Tree) score(n int32, p othello.Position) {
	nd := &t.Nodes[n]
	if p.GameOver() {
		nd.Terminal = true
		nd.Count, nd.First = 0, 0
		nd.Value = othello.FinalScore(p, t.Start.ToMove())
		return
	}
	nd.Value = t.Eval.Evaluate(p, t.Start.ToMove())
	if int(nd.Depth) >= t.Depth {
		nd.Count, nd.First = 0, 0
	}
}

// expand builds the children of node n.
func (t *Tree) expand(n int32) {
	t.expands++
	if t.Stop != nil && t.expands&1023 == 0 && t.err == nil && t.Stop() {
		t.err = ErrStopped
	}
	if t.Kind == Game && t.err == nil {
		t.expandGame(n)
		return
	}
	if t.Kind != Othello || t.err != nil {
		t.Nodes[n].Count, t.Nodes[n].First = 0, 0
		return
	}
	p := t.Position(n)
	moves := p.AppendMoves(t.moveBuf[:0])
	t.moveBuf = moves
	if t.MaxNodes > 0 && len(t.Nodes)+len(moves) > t.MaxNodes {
		t.err = t.errOver()
		t.Nodes[n].Count, t.Nodes[n].First = 0, 0
		return
	}
	first := int32(len(t.Nodes))
	depth := t.Nodes[n].Depth + 1
	for _, m := range moves {
		t.Nodes = append(t.Nodes, Node{Parent: n, First: -1, Count: -1, Depth: depth, Move: m})
		t.score(int32(len(t.Nodes)-1), p.Apply(m))
	}
	t.Nodes[n].First, t.Nodes[n].Count = first, int32(len(moves))
}

// Size counts the nodes of the tree of depth plies from p, the root
// included: the sum of perft(0) to perft(depth), since perft counts every
// position at exactly k plies, finished games included. It stops counting
// past limit: then exact is false and size is an estimate, extrapolated from
// the growth of the last level counted. stop, when not nil, is asked now and
// then; when it says to give up, Size returns 0 and false at once.
func Size(p othello.Position, depth int, limit int64, stop func() bool) (size int64, exact bool) {
	var prev int64 = 1
	size = 1
	for k := 1; k <= depth; k++ {
		c, ok := othello.PerftStop(p, k, 1, stop)
		if !ok {
			return 0, false
		}
		level := int64(c.Leaves)
		size += level
		if size > limit && k < depth {
			growth := float64(level) / float64(prev)
			est, l := float64(size), float64(level)
			for j := k + 1; j <= depth; j++ {
				l *= growth
				est += l
			}
			if est > math.MaxInt64/2 {
				return math.MaxInt64 / 2, false
			}
			return int64(est), false
		}
		prev = max(level, 1)
	}
	return size, true
}

// TooBigError is a tree over its node limit: counted (or estimated) before
// it was built, or found while a search was building it (Searched).
type TooBigError struct {
	// Size is the number of nodes of the tree of Depth plies, exact when
	// Exact, else an estimate; unknown (0) when Searched.
	Size  int64
	Exact bool
	Depth int
	// Limit is the node limit.
	Limit int
	// Searched tells that a search went over Limit while building the tree.
	Searched bool
}

// Error says how big the tree is, and the limit.
func (e *TooBigError) Error() string { return "tree: " + e.Reason() }

// Reason is Error without the package.
func (e *TooBigError) Reason() string {
	if e.Searched {
		return fmt.Sprintf("the search needs more than %d nodes", e.Limit)
	}
	about := "about "
	if e.Exact {
		about = ""
	}
	return fmt.Sprintf("depth %d gives %s%s nodes, over the limit of %d", e.Depth, about, HumanCount(e.Size), e.Limit)
}

// HumanCount writes a count with thousands separated: 1,234,567, or in
// millions and billions when large.
func HumanCount(n int64) string {
	switch {
	case n >= 1e9:
		return fmt.Sprintf("%.1f billion", float64(n)/1e9)
	case n >= 1e7:
		return fmt.Sprintf("%.1f million", float64(n)/1e6)
	}
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
