package minimax

import "math"

// PrincipalVariationSearch searches g from root with principal variation search (NegaScout)
// and returns the root's exact value, the same as Search's. The first child
// of each node is searched with the node's window; every later child first
// with a null window just above alpha (below beta at a MIN node), which only
// proves it no better; a child that proves better is searched again with
// the full window. With a good ordering most null-window searches succeed
// and cost less than full-window ones. Values are fail-soft. Options.Order
// and Options.Depth apply; Algorithm and FailSoft are ignored.
func PrincipalVariationSearch[Node any](g Game[Node], root Node, opt Options[Node]) Result[Node] {
	s := &searcher[Node]{game: g, opt: opt}
	v, best, ok := s.pvs(root, 0, !opt.RootMin, math.Inf(-1), math.Inf(1))
	return Result[Node]{Value: v, Bound: Exact, Best: best, HasBest: ok, Stats: s.stats, Stopped: s.stopped}
}

// children returns the children of n at ply, ordered, in this ply's buffer;
// nil at the depth limit.
func (s *searcher[Node]) children(n Node, ply int, max bool) []Node {
	if s.opt.Depth != 0 && ply >= s.opt.Depth {
		return nil
	}
	for len(s.bufs) <= ply {
		s.bufs = append(s.bufs, nil)
	}
	children := s.game.Children(n, s.bufs[ply][:0])
	s.bufs[ply] = children
	if s.opt.Order != nil && len(children) > 1 {
		s.opt.Order(n, ply, max, children)
	}
	return children
}

func (s *searcher[Node]) pvs(n Node, ply int, max bool, alpha, beta float64) (float64, Node, bool) {
	var zero Node
	if s.stop() {
		return 0, zero, false
	}
	s.stats.Visited++
	children := s.children(n, ply, max)
	if len(children) == 0 {
		s.stats.Leaves++
		return s.game.Evaluate(n), zero, false
	}
	f := newFold(max, alpha, beta)
	for i, c := range children {
		var v float64
		if i == 0 {
			v, _, _ = s.pvs(c, ply+1, !max, f.alpha, f.beta)
		} else {
			lo, hi := f.nullWindow()
			v, _, _ = s.pvs(c, ply+1, !max, lo, hi)
			if f.reSearch(v) && !s.stopped {
				v, _, _ = s.pvs(c, ply+1, !max, f.alpha, f.beta)
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
	return f.best, children[f.bestIndex], true
}

// fold is a fail-soft node taking in its children's values one by one.
type fold struct {
	max               bool
	best, alpha, beta float64
	bestIndex         int
}

// newFold starts a node searched in the window (alpha, beta).
func newFold(max bool, alpha, beta float64) fold {
	best := math.Inf(1)
	if max {
		best = math.Inf(-1)
	}
	return fold{max: max, best: best, alpha: alpha, beta: beta}
}

// take folds in the value v of child i; it reports whether the node cuts
// off (alpha >= beta).
func (f *fold) take(v float64, i int) bool {
	if (f.max && v > f.best) || (!f.max && v < f.best) {
		f.best, f.bestIndex = v, i
	}
	if f.max && v > f.alpha {
		f.alpha = v
	} else if !f.max && v < f.beta {
		f.beta = v
	}
	return f.alpha >= f.beta
}

// nullWindow returns the null window that only proves a child no better
// than the best so far: just above alpha at a MAX node, just below beta at
// a MIN node.
func (f *fold) nullWindow() (float64, float64) {
	if f.max {
		return f.alpha, math.Nextafter(f.alpha, math.Inf(1))
	}
	return math.Nextafter(f.beta, math.Inf(-1)), f.beta
}

// reSearch reports whether a child's null-window value v proved it better,
// so that it must be searched again with the full window.
func (f *fold) reSearch(v float64) bool {
	if f.max {
		return v > f.alpha && v < f.beta
	}
	return v < f.beta && v > f.alpha
}
