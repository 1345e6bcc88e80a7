package minimax

import "math"

// Options choose the search.
type Options[Node any] struct {
	// Algorithm is Minimax or AlphaBeta.
	Algorithm Algorithm
	// FailSoft makes alpha-beta return the best value found even when it
	// falls outside the window; by default alpha-beta is fail-hard and
	// clamps every result into its window.
	FailSoft bool
	// Depth stops the search after that many plies: nodes at that depth are
	// evaluated as leaves. 0 means no limit (the tree's own leaves).
	Depth int
	// RootMin makes the root a MIN node; by default it is MAX.
	RootMin bool
	// MaxAt, when not nil, says whether MAX moves at each node, where the
	// players do not simply alternate (a game of several players searched
	// by paranoid search: the root's player's nodes MAX, all the others'
	// MIN); alpha-beta and minimax ask it of every child.
	MaxAt func(n Node) bool
	// Order, if not nil, sorts the children of a node in place before they
	// are searched; max tells whether parent is a MAX node.
	Order func(parent Node, ply int, max bool, children []Node)
	// OrderAbove, if above 0, applies Order only at nodes with more than
	// OrderAbove plies left to search (IterativeDeepening only): near the
	// leaves, sorting costs more than it saves.
	OrderAbove int
	// Stop, if not nil, is asked now and then (every 1024 nodes) whether to
	// give up. IterativeDeepening then returns the result of the last
	// iteration it finished; Search and PrincipalVariationSearch return at
	// once with Result.Stopped set and a value that means nothing.
	Stop func() bool
	// MaxEntries, if above 0, bounds the entries of IterativeDeepening's
	// transposition table: once full, it keeps what it has and stores no
	// new position, so memory stays bounded however long the search runs.
	MaxEntries int
	// NullWindow makes IterativeDeepening search with PVS: every child but
	// the first is tried with a null window first.
	NullWindow bool
	// Low and High bound every leaf's value (Star1's cutoffs at chance
	// nodes stand on them).
	Low, High float64
	// Beam is the number of children beam search keeps at each node
	// (Algorithm Beam).
	Beam int
	// Cut holds ProbCut's fits and confidence (Algorithm ProbCut); nil
	// never cuts.
	Cut *Cut
}

// Tracer observes a search. The search calls it in this order for each
// node: Enter, then either Leaf or the node's children (each followed by
// Update when the child moved the window, and Cutoff when the node stops
// searching), then Return.
type Tracer[Node any] interface {
	// Enter is called when the search first reaches n, ply plies below the
	// root, with the window it searches n in.
	Enter(n Node, ply int, max bool, alpha, beta float64)
	// Leaf is called when n is evaluated as a leaf.
	Leaf(n Node, value float64)
	// Update is called when the child of n that just returned moved n's
	// window to (alpha, beta).
	Update(n, child Node, alpha, beta float64)
	// Cutoff is called when n stops after child because alpha >= beta;
	// pruned are n's remaining children, in search order, never visited.
	Cutoff(n, child Node, pruned []Node, alpha, beta float64)
	// Return is called when n hands value to its parent, with the kind of
	// bound the value is and n's window at that moment. best is the child
	// that gave n its value, when hasBest.
	Return(n Node, value float64, bound Bound, alpha, beta float64, best Node, hasBest bool)
}

// Stats counts what a search did.
type Stats struct {
	// Visited is the number of nodes entered, the root included.
	Visited int64
	// Leaves is the number of leaves evaluated.
	Leaves int64
	// Cutoffs is the number of nodes that stopped before their last child.
	Cutoffs int64
	// TTHits is the number of nodes a transposition table settled without
	// searching them (IterativeDeepening only).
	TTHits int64
	// Dropped is the number of children beam search dropped unsearched.
	Dropped int64
	// Probes is the number of nodes ProbCut's shallow searches visited,
	// not counted in Visited; ProbCuts the nodes it cut off.
	Probes, ProbCuts int64
}

// Result is what a search returns.
type Result[Node any] struct {
	// Value is the root's value; with an infinite window it is exact.
	Value float64
	// Bound is the kind of bound Value is.
	Bound Bound
	// Best is the root child that gave the root its value, if HasBest.
	Best    Node
	HasBest bool
	Stats   Stats
	// Stopped tells that Options.Stop ended the search early.
	Stopped bool
	// Depth is the depth of the last finished iteration of
	// IterativeDeepening (0 for a search without a depth limit), and
	// Completed tells whether one finished.
	Depth     int
	Completed bool
}

// Search searches g from root within the window (-inf, +inf) and returns
// the root's value, which is exact and the same for every algorithm, order
// and fail mode.
//
// Minimax gives every node its exact value: max over the children at a MAX
// node, min at a MIN node. AlphaBeta searches each child in a window (alpha,
// beta): a MAX node raises alpha to the best value found, a MIN node lowers
// beta, and a node stops searching its children as soon as alpha >= beta (a
// cutoff: the remaining children cannot change the root's value). Fail-hard
// alpha-beta returns values clamped into the window, so a node that failed
// low returns alpha and one that failed high returns beta; fail-soft returns
// the best value it found. In both, a returned v <= alpha is an upper bound
// on the node's true value, v >= beta a lower bound, and a value strictly
// inside the window is exact.
//
// tracer may be nil.
func Search[Node any](g Game[Node], root Node, opt Options[Node], tracer Tracer[Node]) Result[Node] {
	switch opt.Algorithm {
	case AlphaBetaFailSoft:
		opt.Algorithm, opt.FailSoft = AlphaBeta, true
	case Beam, ProbCut:
		opt.FailSoft = true
	}
	s := &searcher[Node]{game: g, opt: opt, tracer: tracer}
	switch opt.Algorithm {
	case Expectimax:
		v, best, ok := s.expectimax(root, 0, !opt.RootMin)
		return Result[Node]{Value: v, Bound: Exact, Best: best, HasBest: ok, Stats: s.stats, Stopped: s.stopped}
	case Star1, Star2:
		v, b, best, ok := s.star1(root, 0, !opt.RootMin, math.Inf(-1), math.Inf(1))
		return Result[Node]{Value: v, Bound: b, Best: best, HasBest: ok, Stats: s.stats, Stopped: s.stopped}
	}
	v, b, best, ok := s.search(root, 0, !opt.RootMin, math.Inf(-1), math.Inf(1))
	return Result[Node]{Value: v, Bound: b, Best: best, HasBest: ok, Stats: s.stats, Stopped: s.stopped}
}

type searcher[Node any] struct {
	game   Game[Node]
	opt    Options[Node]
	tracer Tracer[Node]
	stats  Stats
	// stopped is set once Options.Stop said to give up.
	stopped bool
	// bufs holds one reusable slice of children per ply; vals, beam
	// search's evaluations of them.
	bufs [][]Node
	vals [][]float64
	// firstKnown is the exact value of the first move of the node Star2
	// searches next, which its probe found (hasFirstKnown); star1 takes
	// it on entering that node.
	firstKnown    float64
	hasFirstKnown bool
}

// search searches n, ply plies below the root, a MAX node when max, in
// the window (alpha, beta); it returns the value, its bound, the best
// child and whether it had one. It reports every event to the tracer as it
// happens (enter, leaf, update, cutoff, return), which is why it stays one
// function: the order of the events is the step narration's, and reads
// best in one place.
func (s *searcher[Node]) search(n Node, ply int, max bool, alpha, beta float64) (float64, Bound, Node, bool) {
	var zero Node
	if s.stop() {
		return 0, Exact, zero, false
	}
	s.stats.Visited++
	tr := s.tracer
	if tr != nil {
		tr.Enter(n, ply, max, alpha, beta)
	}
	var children []Node
	if s.opt.Depth == 0 || ply < s.opt.Depth {
		for len(s.bufs) <= ply {
			s.bufs = append(s.bufs, nil)
		}
		children = s.game.Children(n, s.bufs[ply][:0])
		s.bufs[ply] = children
	}
	if len(children) == 0 {
		v := s.game.Evaluate(n)
		s.stats.Leaves++
		if tr != nil {
			tr.Leaf(n, v)
			tr.Return(n, v, Exact, alpha, beta, zero, false)
		}
		return v, Exact, zero, false
	}
	children, fv, fb, forwardCut := s.forward(n, ply, max, alpha, beta, children)
	if forwardCut || s.stopped {
		return fv, fb, zero, false
	}
	prune := s.opt.Algorithm.prunes()
	alphaIn, betaIn := alpha, beta
	best := math.Inf(1)
	if max {
		best = math.Inf(-1)
	}
	var bestChild Node
	hasBest := false
	cut := false
	// For fail-soft bounds: the bound of the best child, and whether every
	// child's value bounds it from the side that caps this node (from
	// above at MAX, from below at MIN).
	bestBound, capped := Exact, true
	spared := false // a cutoff left children unsearched
	for i := 0; i < len(children); i++ {
		c := children[i]
		childMax := !max
		if s.opt.MaxAt != nil {
			childMax = s.opt.MaxAt(c)
		}
		v, b, _, _ := s.search(c, ply+1, childMax, alpha, beta)
		if s.stopped {
			return 0, Exact, zero, false
		}
		if (max && b == Lower) || (!max && b == Upper) {
			capped = false
		}
		// The recursion may have reused deeper buffers, never this one.
		if (max && v > best) || (!max && v < best) {
			best, bestBound = v, b
			if !prune || s.opt.FailSoft {
				bestChild, hasBest = c, true
			}
		}
		if !prune {
			continue
		}
		moved := false
		if max && v > alpha {
			alpha, moved = v, true
		} else if !max && v < beta {
			beta, moved = v, true
		}
		if moved {
			if !s.opt.FailSoft {
				bestChild, hasBest = c, true
			}
			if tr != nil {
				tr.Update(n, c, alpha, beta)
			}
		}
		if alpha >= beta {
			cut = true
			spared = i < len(children)-1
			if spared {
				s.stats.Cutoffs++
				if tr != nil {
					tr.Cutoff(n, c, children[i+1:], alpha, beta)
				}
			}
			break
		}
	}
	value := best
	if prune && !s.opt.FailSoft {
		// Fail-hard: clamp into the window the node was searched in.
		switch {
		case cut && max:
			value = betaIn
		case cut:
			value = alphaIn
		case max:
			value = alpha
		default:
			value = beta
		}
	}
	bound := Exact
	switch {
	case prune && s.opt.FailSoft:
		bound = softBound(max, spared, bestBound, capped, value, alphaIn, betaIn)
	case prune:
		bound = classify(value, alphaIn, betaIn)
	}
	if tr != nil {
		tr.Return(n, value, bound, alpha, beta, bestChild, hasBest)
	}
	return value, bound, bestChild, hasBest
}

// softBound is the bound a fail-soft node's value carries: what its
// children's values prove, as AIMA's figure of alpha-beta shows them. A
// cutoff proves a lower bound at MAX (the rest could only raise it), an
// upper bound at MIN. Without one, the value (the best child's) is exact
// when the best child's is and every child's value caps the node (exact,
// or a bound on the capping side); else it is the bound the children
// prove, and when they prove neither, the window's.
func softBound(max, cut bool, bestBound Bound, capped bool, value, alphaIn, betaIn float64) Bound {
	// The bound that proves the node at least (MAX) or at most (MIN) the
	// best child's value.
	floor, ceiling := Lower, Upper
	if !max {
		floor, ceiling = Upper, Lower
	}
	if cut {
		return floor
	}
	reached := bestBound == Exact || bestBound == floor
	switch {
	case reached && capped:
		return Exact
	case capped:
		return ceiling
	case reached:
		return floor
	}
	return classify(value, alphaIn, betaIn)
}

// stop reports whether the search must give up: Options.Stop is asked
// every 1024 nodes, and once it says yes the answer stays yes.
func (s *searcher[Node]) stop() bool {
	if !s.stopped && s.opt.Stop != nil && s.stats.Visited&1023 == 1023 && s.opt.Stop() {
		s.stopped = true
	}
	return s.stopped
}
