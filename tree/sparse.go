package tree

import (
	"gametree/game"
	"gametree/internal/permute"
)

// A tree searched by Monte Carlo tree search (package mcts) makes a
// node's children one at a time, as the search first visits each, where
// a tree searched by minimax makes them with their siblings: a search of
// a million iterations then keeps a million nodes, not the tens of
// millions of their siblings never visited. The children made are kept
// in a list a node, in the tree's order; Dense numbers the nodes again,
// each node's children made side by side, for drawing.

// sparse is what a tree grown one node at a time keeps besides its
// nodes, whose First is the first child made (-1 for none) and whose
// Count is the number of moves (-1 before they are counted).
type sparse struct {
	next  []int32 // each node's next sibling made, in the tree's order, or -1
	place []int32 // each node's place among its parent's children
	// at is the node whose position and moves pos and moves are, -1
	// for none: the node a search is making children of.
	at    int32
	pos   game.Position
	moves []game.Move
	makes int // nodes made, for Stop
}

// NewSparseGame is NewGame for Monte Carlo tree search: a game tree whose
// nodes are made one at a time (Make), as many as the search visits (it
// bounds them: maxNodes is not checked as they are made). A game with
// chance in it is grown as NewGame grows it.
func NewSparseGame(p game.Position, depth int, maxNodes int) *Tree {
	t := NewGame(p, depth, maxNodes)
	if !t.gameChance {
		t.sparse = &sparse{next: []int32{-1}, place: []int32{0}, at: -1}
		t.Nodes[0].First = -1
	}
	return t
}

// ReserveNodes makes room for n nodes in all in a tree grown one node at
// a time, and reports whether it is one (a tree grown otherwise is left
// as it is): the room a search of Monte Carlo tree search asks for.
func (t *Tree) ReserveNodes(n int) bool {
	if t.sparse == nil {
		return false
	}
	t.Reserve(n)
	return true
}

// ChildCount returns the number of children of node n, made or not (none
// for a leaf), counting them on first use.
func (t *Tree) ChildCount(n int32) int {
	if t.sparse == nil {
		if t.Nodes[n].Count < 0 {
			t.expand(n)
		}
		return int(t.Nodes[n].Count)
	}
	if t.Nodes[n].Count < 0 {
		t.sparseMoves(n)
	}
	return int(t.Nodes[n].Count)
}

// Kids appends the children of n made so far to dst, in the tree's
// order: all of them, but in a tree grown one node at a time.
func (t *Tree) Kids(n int32, dst []int32) []int32 {
	if t.sparse == nil {
		return t.Children(n, dst)
	}
	if t.Nodes[n].Count <= 0 {
		return dst
	}
	for c := t.Nodes[n].First; c >= 0; c = t.sparse.next[c] {
		dst = append(dst, c)
	}
	return dst
}

// Place returns child c's place among its parent's children, from 0 in
// the tree's order.
func (t *Tree) Place(c int32) int {
	if t.sparse == nil {
		return int(c - t.Nodes[t.Nodes[c].Parent].First)
	}
	return int(t.sparse.place[c])
}

// Make returns the child of n at place i (from 0), made on first use.
func (t *Tree) Make(n int32, i int) int32 {
	if t.sparse == nil {
		t.ChildCount(n)
		return t.Nodes[n].First + int32(i)
	}
	sp := t.sparse
	prev := int32(-1)
	for c := t.Nodes[n].First; c >= 0 && t.Nodes[n].Count > 0; c = sp.next[c] {
		if int(sp.place[c]) == i {
			return c
		}
		if int(sp.place[c]) > i {
			break
		}
		prev = c
	}
	p, moves := t.sparseMoves(n)
	sp.makes++
	if t.Stop != nil && sp.makes&1023 == 0 && t.err == nil && t.Stop() {
		t.err = ErrStopped
	}
	q := p.Play(moves[i])
	c := int32(len(t.Nodes))
	t.Nodes = append(t.Nodes, Node{Parent: n, First: -1, Count: -1, Depth: t.Nodes[n].Depth + 1, Move: moves[i], Terminal: q.Over(), Value: game.Outcome(q, t.Root.ToMove())})
	t.settle(c)
	if t.Nodes[c].Count == 0 {
		t.Nodes[c].First = -1
	}
	sp.place = append(sp.place, int32(i))
	if prev < 0 {
		sp.next = append(sp.next, t.Nodes[n].First)
		t.Nodes[n].First = c
	} else {
		sp.next = append(sp.next, sp.next[prev])
		sp.next[prev] = c
	}
	return c
}

// sparseMoves returns the position of node n and its moves, counted into
// its Count, kept for the next child made of it.
func (t *Tree) sparseMoves(n int32) (game.Position, []game.Move) {
	sp := t.sparse
	if sp.at != n {
		sp.pos = t.Position(n)
		sp.moves = sp.pos.AppendMoves(sp.moves[:0])
		sp.at = n
	}
	if t.Nodes[n].Count < 0 {
		t.Nodes[n].Count = int32(len(sp.moves))
	}
	return sp.pos, sp.moves
}

// Dense makes a tree grown one node at a time (NewSparseGame) a tree as
// NewGame grows it, of the nodes made: numbered again, level by level,
// each node's children made side by side in the tree's order, a node
// whose children were counted but none made standing as one not
// expanded. It returns each node's new number by its old one (nil for a
// tree grown otherwise, which it leaves as it is).
func (t *Tree) Dense() []int32 {
	sp := t.sparse
	if sp == nil {
		return nil
	}
	// The new numbers, level by level (order is the queue), then each
	// node's parent and children by them, then the nodes moved to them in
	// place: a tree of a million nodes is not copied.
	to := make([]int32, len(t.Nodes))
	order := make([]int32, 1, len(t.Nodes))
	for k := 0; k < len(order); k++ {
		n := order[k]
		to[n] = int32(k)
		if t.Nodes[n].Count > 0 {
			for c := t.Nodes[n].First; c >= 0; c = sp.next[c] {
				order = append(order, c)
			}
		}
	}
	order = nil
	for n := range t.Nodes {
		nd := &t.Nodes[n]
		if n != 0 {
			nd.Parent = to[nd.Parent]
		}
		switch {
		case nd.Count == 0:
			nd.First = 0
		case nd.Count > 0 && nd.First >= 0:
			made := int32(0)
			for c := nd.First; c >= 0; c = sp.next[c] {
				made++
			}
			nd.First, nd.Count = to[nd.First], made
		default:
			nd.First, nd.Count = -1, -1
		}
	}
	t.sparse = nil
	permute.InPlace(t.Nodes, to)
	return to
}
