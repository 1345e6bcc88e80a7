package tree

import (
	"math"
	"sort"

	"gametree/game"
	"gametree/othello"
)

// NewGame returns the tree of depth plies from p, a position of one of the
// games of package game (tic-tac-toe, Connect Four, Nim), from the point
// of view of the player to move at p (MAX): a finished game scores its
// utility (+1, 0, -1), a leaf where the game goes on the game's evaluation
// (inside (-1, +1)). Like NewOthello, only the root exists at first.
func NewGame(p game.Position, depth int, maxNodes int) *Tree {
	t := &Tree{
		Kind:     Game,
		RootMax:  true,
		Root:     p,
		Depth:    depth,
		MaxNodes: maxNodes,
	}
	t.Nodes = append(t.Nodes, Node{Parent: -1, First: -1, Count: -1, Move: othello.NoSquare})
	t.scoreGame(0, p)
	return t
}

// scoreGame sets node n's Terminal and Value from its position p.
func (t *Tree) scoreGame(n int32, p game.Position) {
	nd := &t.Nodes[n]
	me := t.Root.ToMove()
	if p.Over() {
		nd.Terminal = true
		nd.Count, nd.First = 0, 0
		nd.Value = p.Utility(me)
		return
	}
	nd.Value = p.Evaluate(me)
	if int(nd.Depth) >= t.Depth {
		nd.Count, nd.First = 0, 0
	}
}

// expandGame builds the children of node n of a game tree.
func (t *Tree) expandGame(n int32) {
	p := t.GamePosition(n)
	t.gameBuf = p.AppendMoves(t.gameBuf[:0])
	moves := t.gameBuf
	if t.MaxNodes > 0 && len(t.Nodes)+len(moves) > t.MaxNodes {
		t.err = t.errOver()
		t.Nodes[n].Count, t.Nodes[n].First = 0, 0
		return
	}
	first := int32(len(t.Nodes))
	depth := t.Nodes[n].Depth + 1
	for _, m := range moves {
		t.Nodes = append(t.Nodes, Node{Parent: n, First: -1, Count: -1, Depth: depth, Move: othello.Square(m)})
		t.scoreGame(int32(len(t.Nodes)-1), p.Play(m))
	}
	t.Nodes[n].First, t.Nodes[n].Count = first, int32(len(moves))
}

// GameMove returns the move that led to node n of a game tree
// (game.NoMove at the root).
func (t *Tree) GameMove(n int32) game.Move {
	if n == 0 {
		return game.NoMove
	}
	return game.Move(t.Nodes[n].Move)
}

// GamePosition returns the position of node n of a game tree, replayed
// from the root.
func (t *Tree) GamePosition(n int32) game.Position {
	var path [128]game.Move
	moves := path[:0]
	for ; n > 0; n = t.Nodes[n].Parent {
		moves = append(moves, game.Move(t.Nodes[n].Move))
	}
	p := t.Root
	for i := len(moves) - 1; i >= 0; i-- {
		p = p.Play(moves[i])
	}
	return p
}

// GameSize counts the nodes of the game tree of depth plies from p, as
// Size counts an Othello tree (the same stop and limit).
func GameSize(p game.Position, depth int, limit int64, stop func() bool) (size int64, exact bool) {
	var prev int64 = 1
	size = 1
	level := []game.Position{p}
	for k := 1; k <= depth; k++ {
		if stop != nil && stop() {
			return 0, false
		}
		var next []game.Position
		var buf []game.Move
		count := int64(0)
		for _, q := range level {
			if q.Over() {
				continue
			}
			buf = q.AppendMoves(buf[:0])
			count += int64(len(buf))
			if size+count <= limit {
				for _, m := range buf {
					next = append(next, q.Play(m))
				}
			}
		}
		size += count
		if size > limit && k < depth {
			growth := float64(count) / float64(prev)
			est, l := float64(size), float64(count)
			for j := k + 1; j <= depth; j++ {
				l *= growth
				est += l
			}
			return int64(min(est, math.MaxInt64/2)), false
		}
		prev, level = max(count, 1), next
	}
	return size, true
}

// GameState is a node of an implicit game tree: a position and the move
// that led to it (game.NoMove at the root).
type GameState struct {
	Pos  game.Position
	Move game.Move
}

// GameImplicit is the tree of a game's positions below a root, never
// stored, as Implicit is for Othello: values are from the point of view of
// the player to move at the root, a finished game scoring its utility.
type GameImplicit struct {
	// Root is the root state.
	Root  GameState
	moves []game.Move
}

// NewGameImplicit returns the implicit tree below p.
func NewGameImplicit(p game.Position) *GameImplicit {
	return &GameImplicit{Root: GameState{Pos: p, Move: game.NoMove}}
}

// Children appends the children of s to dst in the game's order.
func (g *GameImplicit) Children(s GameState, dst []GameState) []GameState {
	g.moves = s.Pos.AppendMoves(g.moves[:0])
	for _, m := range g.moves {
		dst = append(dst, GameState{Pos: s.Pos.Play(m), Move: m})
	}
	return dst
}

// Evaluate scores s from the root player's view: a finished game's
// utility, else the game's evaluation.
func (g *GameImplicit) Evaluate(s GameState) float64 {
	return game.Outcome(s.Pos, g.Root.Pos.ToMove())
}

// Key returns s's board string, which tells positions apart for
// transposition tables.
func (g *GameImplicit) Key(s GameState) string { return s.Pos.String() }

// Order returns the function that sorts children in ordering o to depth
// (nil for Natural); Static is Othello's alone, and sorts nothing here.
func (g *GameImplicit) Order(o Ordering, depth int, stop func() bool) func(parent GameState, ply int, max bool, children []GameState) {
	switch o {
	case Eval:
		return func(parent GameState, ply int, max bool, children []GameState) {
			sort.SliceStable(children, func(i, j int) bool {
				a, b := g.Evaluate(children[i]), g.Evaluate(children[j])
				if max {
					return a > b
				}
				return a < b
			})
		}
	case Perfect:
		return perfectOrder(g.Root, g.Children, g.Evaluate, g.Key, depth, stop)
	}
	return nil
}
