package gamesearch

import (
	"sort"

	"gametree/game"
	"gametree/minimax"
)

// State is a node of an implicit game tree: a position and the move that
// led to it (game.NoMove at the root).
type State struct {
	Pos  game.Position
	Move game.Move
	// Prob is the probability of the move, where chance made it (Pig's
	// die); 0 otherwise.
	Prob float64
}

// Implicit is the tree of a game's positions below a root, never stored:
// the search walks it through Children and Evaluate (the game interface of
// package minimax), so its size is bounded by time, not memory. Values are
// from the point of view of the player to move at the root, a finished
// game scoring its final value. Searches goes through it for every game
// but those that search on their own representation (Searcher:
// Othello's bitboards).
type Implicit struct {
	// Root is the root state.
	Root  State
	moves []game.Move
}

// NewImplicit returns the implicit tree below p.
func NewImplicit(p game.Position) *Implicit {
	return &Implicit{Root: State{Pos: p, Move: game.NoMove}}
}

// Children appends the children of s to dst in the game's order.
func (g *Implicit) Children(s State, dst []State) []State {
	g.moves = s.Pos.AppendMoves(g.moves[:0])
	chance := game.IsChance(s.Pos)
	for _, m := range g.moves {
		c := State{Pos: s.Pos.Play(m), Move: m}
		if chance {
			c.Prob, _ = game.Probability(s.Pos, m)
		}
		dst = append(dst, c)
	}
	return dst
}

// IsChance reports whether chance moves at s (Pig's die): the searches
// of expectiminimax weigh its children by their probabilities.
func (g *Implicit) IsChance(s State) bool { return game.IsChance(s.Pos) && !s.Pos.Over() }

// Probability returns the probability of the move that led to s, a
// child of a chance node.
func (g *Implicit) Probability(s State) float64 { return s.Prob }

// IsMax reports whether the player to move at the root moves at s.
func (g *Implicit) IsMax(s State) bool { return s.Pos.ToMove() == g.Root.Pos.ToMove() }

// Evaluate scores s from the root player's view: a finished game's final
// value, else the game's evaluation.
func (g *Implicit) Evaluate(s State) float64 {
	return game.Outcome(s.Pos, g.Root.Pos.ToMove())
}

// Key returns s's board string, which tells positions apart for
// transposition tables.
func (g *Implicit) Key(s State) string { return s.Pos.String() }

// Move returns the move that led to s.
func (g *Implicit) Move(s State) game.Move { return s.Move }

// Searches runs searches to depth on the implicit tree below p, one after
// the other, handing each result to each, which says whether to go on:
// on the game's own representation where it has one (Searcher), else
// through the interface (Implicit). The values, best moves and counts are
// the same either way.
func Searches(p game.Position, depth int, searches []Search, each func(i int, r SearchResult) bool) {
	if s, ok := p.(Searcher); ok {
		s.Searches(depth, searches, each)
		return
	}
	im := NewImplicit(p)
	RunSearches[State, string](im, im.Root, depth, searches, each)
}

// One runs one search to s.Depth on the implicit tree below p (see
// Searches).
func One(p game.Position, s Search) SearchResult {
	var out SearchResult
	Searches(p, s.Depth, []Search{s}, func(_ int, r SearchResult) bool { out = r; return false })
	return out
}

// Order returns the function that sorts children in ordering o to depth
// (nil for minimax.Natural); minimax.Static sorts by the game's classes of moves
// (game.Ranker), and leaves the order of a game without them.
func (g *Implicit) Order(o minimax.Ordering, depth int, stop func() bool) func(parent State, ply int, max bool, children []State) {
	switch o {
	case minimax.Static:
		if _, ok := g.Root.Pos.(game.Ranker); !ok {
			return nil
		}
		return func(parent State, ply int, max bool, children []State) {
			r := parent.Pos.(game.Ranker)
			sort.SliceStable(children, func(i, j int) bool {
				return r.StaticRank(children[i].Move) < r.StaticRank(children[j].Move)
			})
		}
	case minimax.Eval:
		return func(parent State, ply int, max bool, children []State) {
			minimax.OrderByValue(children, g.Evaluate, max)
		}
	case minimax.Perfect:
		return minimax.PerfectOrder(g.Root, g.Children, g.Evaluate, g.Key, depth, stop)
	}
	return nil
}
