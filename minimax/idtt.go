package minimax

import "math"

// ttEntry is what the transposition table keeps of a searched node.
type ttEntry[K comparable] struct {
	depth   int // the plies searched below the node
	value   float64
	bound   Bound
	best    K // the key of the best child, if hasBest
	hasBest bool
}

// IterativeDeepening searches g from root to depth 1, then 2, ... up to
// opt.Depth (or once without a limit when opt.Depth is 0) with fail-soft alpha-beta and a
// transposition table, and returns the last search's root value, the same
// as Search's at that depth. The table, keyed by key(node), serves two
// ends: a node met again at the same remaining depth whose stored bound
// settles it is not searched again, and the best child found by the
// previous iteration is searched first. Only entries of exactly the
// remaining depth are used, so the value is that of the fixed-depth search.
// The counts add up every iteration. Options.Order applies before the
// table's best move is moved to the front.
func IterativeDeepening[Node any, K comparable](g Game[Node], root Node, key func(Node) K, opt Options[Node]) Result[Node] {
	s := &ttSearcher[Node, K]{searcher: searcher[Node]{game: g, opt: opt}, key: key, tt: map[K]ttEntry[K]{}}
	var res Result[Node]
	last := opt.Depth
	if last <= 0 {
		// No depth limit: one search of the whole tree.
		last = 1
	}
	for d := 1; d <= last; d++ {
		s.limit = d
		if opt.Depth <= 0 {
			s.limit = math.MaxInt32
		}
		v, best, ok := s.search(root, 0, !opt.RootMin, math.Inf(-1), math.Inf(1))
		if s.stopped {
			break
		}
		res = Result[Node]{Value: v, Bound: Exact, Best: best, HasBest: ok, Depth: d, Completed: true}
		if opt.Depth <= 0 {
			res.Depth = 0
		}
	}
	res.Stats = s.stats
	return res
}

type ttSearcher[Node any, K comparable] struct {
	searcher[Node]
	key     func(Node) K
	tt      map[K]ttEntry[K]
	limit   int
	stopped bool
}

func (s *ttSearcher[Node, K]) search(n Node, ply int, max bool, alpha, beta float64) (float64, Node, bool) {
	var zero Node
	if s.stopped {
		return 0, zero, false
	}
	s.stats.Visited++
	if s.opt.Stop != nil && s.stats.Visited&1023 == 0 && s.opt.Stop() {
		s.stopped = true
		return 0, zero, false
	}
	remaining := s.limit - ply
	k := s.key(n)
	e, found := s.tt[k]
	if found && e.depth == remaining {
		if e.bound == Exact || (e.bound == Lower && e.value >= beta) || (e.bound == Upper && e.value <= alpha) {
			s.stats.TTHits++
			return e.value, zero, false
		}
	}
	var children []Node
	if remaining > 0 {
		for len(s.bufs) <= ply {
			s.bufs = append(s.bufs, nil)
		}
		children = s.game.Children(n, s.bufs[ply][:0])
		s.bufs[ply] = children
	}
	if len(children) == 0 {
		s.stats.Leaves++
		v := s.game.Evaluate(n)
		s.store(k, found, ttEntry[K]{depth: remaining, value: v, bound: Exact})
		return v, zero, false
	}
	if s.opt.Order != nil && len(children) > 1 && remaining > s.opt.OrderAbove {
		s.opt.Order(n, ply, max, children)
	}
	if found && e.hasBest {
		for i, c := range children {
			if s.key(c) == e.best {
				copy(children[1:i+1], children[:i])
				children[0] = c
				break
			}
		}
	}
	alphaIn, betaIn := alpha, beta
	f := newFold(max, alpha, beta)
	for i, c := range children {
		var v float64
		if !s.opt.NullWindow || i == 0 {
			v, _, _ = s.search(c, ply+1, !max, f.alpha, f.beta)
		} else {
			lo, hi := f.nullWindow()
			v, _, _ = s.search(c, ply+1, !max, lo, hi)
			if f.reSearch(v) && !s.stopped {
				v, _, _ = s.search(c, ply+1, !max, f.alpha, f.beta)
			}
		}
		if s.stopped {
			return 0, zero, false
		}
		if f.take(v, i) {
			if i < len(children)-1 {
				s.stats.Cutoffs++
			}
			break
		}
	}
	best, bestChild := f.best, children[f.bestIndex]
	s.store(k, found, ttEntry[K]{depth: remaining, value: best, bound: classify(best, alphaIn, betaIn), best: s.key(bestChild), hasBest: true})
	return best, bestChild, true
}

// store keeps e for key k: always over an entry of k already there (found),
// and as a new entry only while the table holds fewer than
// Options.MaxEntries (when set), so the table never grows past it.
func (s *ttSearcher[Node, K]) store(k K, found bool, e ttEntry[K]) {
	if found || s.opt.MaxEntries <= 0 || len(s.tt) < s.opt.MaxEntries {
		s.tt[k] = e
	}
}
