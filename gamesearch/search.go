// Package gamesearch runs the searches of package minimax on a game's
// position: its implicit tree walked through the game's moves (Implicit),
// or on the game's own representation where it offers one (Searcher:
// Othello's bitboards, which allocate nothing a node), with the same
// values, best moves and counts either way. The players and compare
// search through it; package game knows no search.
package gamesearch

import (
	"time"

	"gametree/game"
	"gametree/minimax"
)

// Search is one search of the implicit tree below a position, as package
// minimax runs it (minimax.Run): the algorithm, the depth, the ordering of
// the children by name, and the options of iterative deepening.
type Search struct {
	Algorithm minimax.Algorithm
	Depth     int
	Order     minimax.Ordering
	// NullWindow, OrderAbove and MaxEntries are those of minimax.Options.
	NullWindow bool
	OrderAbove int
	MaxEntries int
	// Low and High bound the values of the tree's nodes, for Star1's
	// and Star2's cutoffs at chance nodes (ChanceGame.Bounds).
	Low, High float64
	// Beam and Cut are those of minimax.Options: beam search's width,
	// ProbCut's fits and confidence.
	Beam int
	Cut  *minimax.Cut
	// Stop, if not nil, is asked now and then whether to give up.
	Stop func() bool
	// Started, if not nil, is called as the search starts (after the
	// perfect ordering's values are found): for a report of progress.
	Started func()
}

// SearchResult is what a Search found: the root's value from the view of
// the player to move at the root, the move that gave it, and the counts.
type SearchResult struct {
	Value   float64
	Bound   minimax.Bound
	Best    game.Move
	HasBest bool
	Stats   minimax.Stats
	// Stopped, Depth and Completed are those of minimax.Result.
	Stopped   bool
	Depth     int
	Completed bool
	// Duration is the time the search took, the perfect ordering's
	// values found before it not counted.
	Duration time.Duration
}

// Searcher is a position whose implicit tree is searched on its own
// representation rather than through Play: Othello's bitboards, which
// allocate nothing a node. Its results are those of the same searches
// through the interface, node for node (package tree's tests prove it);
// tree.Searches calls it where a position offers it.
type Searcher interface {
	// Searches runs searches to depth one after the other and hands each
	// result to each, which says whether to go on; the perfect
	// ordering's true values are found once for all.
	Searches(depth int, searches []Search, each func(i int, r SearchResult) bool)
}

// OrderedTree is an implicit tree that sorts children in the orderings of
// package minimax, and names the move that leads to each node: what
// RunSearches walks.
type OrderedTree[S any, K comparable] interface {
	minimax.Game[S]
	// Key tells positions apart, for transposition tables and the perfect
	// ordering's memory.
	Key(s S) K
	// Move returns the move that led to s.
	Move(s S) game.Move
	// Order returns the function that sorts children in ordering o for
	// searches to depth (nil for the tree's own order), asking stop, when
	// not nil, whether to give up.
	Order(o minimax.Ordering, depth int, stop func() bool) func(parent S, ply int, max bool, children []S)
}

// RunSearches runs searches on the tree t below root to depth, as
// Searcher.Searches says; the perfect ordering, when one asks for it, is
// found first, once, with that search's Stop.
func RunSearches[S any, K comparable](t OrderedTree[S, K], root S, depth int, searches []Search, each func(i int, r SearchResult) bool) {
	var perfect func(S, int, bool, []S)
	for _, s := range searches {
		if s.Order == minimax.Perfect {
			perfect = t.Order(minimax.Perfect, depth, s.Stop)
			break
		}
	}
	for i, s := range searches {
		order := perfect
		if s.Order != minimax.Perfect {
			order = t.Order(s.Order, depth, nil)
		}
		if s.Started != nil {
			s.Started()
		}
		start := time.Now()
		res := minimax.Run(t, root, t.Key, minimax.Options[S]{Algorithm: s.Algorithm, Depth: depth, Order: order,
			NullWindow: s.NullWindow, OrderAbove: s.OrderAbove, MaxEntries: s.MaxEntries, Low: s.Low, High: s.High, Stop: s.Stop,
			Beam: s.Beam, Cut: s.Cut})
		r := SearchResult{Value: res.Value, Bound: res.Bound, HasBest: res.HasBest, Stats: res.Stats,
			Stopped: res.Stopped, Depth: res.Depth, Completed: res.Completed, Duration: time.Since(start)}
		if res.HasBest {
			r.Best = t.Move(res.Best)
		}
		if !each(i, r) {
			return
		}
	}
}
