package minimax

import "math"

// PVS searches g from root with principal variation search (NegaScout)
// and returns the root's exact value, the same as Search's. The first child
// of each node is searched with the node's window; every later child first
// with a null window just above alpha (below beta at a MIN node), which only
// proves it no better; a child that proves better is searched again with
// the full window. With a good ordering most null-window searches succeed
// and cost less than full-window ones. Values are fail-soft. Options.Order
// and Options.Depth apply; Algorithm and FailSoft are ignored.
func PVS[Node any](g Game[Node], root Node, opt Options[Node]) Result[Node] {
	s := &searcher[Node]{game: g, opt: opt}
	v, best, ok := s.pvs(root, 0, !opt.RootMin, math.Inf(-1), math.Inf(1))
	return Result[Node]{Value: v, Bound: Exact, Best: best, HasBest: ok, Stats: s.stats}
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
	s.stats.Visited++
	children := s.children(n, ply, max)
	if len(children) == 0 {
		s.stats.Leaves++
		return s.game.Evaluate(n), zero, false
	}
	best := math.Inf(1)
	if max {
		best = math.Inf(-1)
	}
	var bestChild Node
	for i, c := range children {
		var v float64
		switch {
		case i == 0:
			v, _, _ = s.pvs(c, ply+1, !max, alpha, beta)
		case max:
			v, _, _ = s.pvs(c, ply+1, !max, alpha, math.Nextafter(alpha, math.Inf(1)))
			if v > alpha && v < beta {
				v, _, _ = s.pvs(c, ply+1, !max, alpha, beta)
			}
		default:
			v, _, _ = s.pvs(c, ply+1, !max, math.Nextafter(beta, math.Inf(-1)), beta)
			if v < beta && v > alpha {
				v, _, _ = s.pvs(c, ply+1, !max, alpha, beta)
			}
		}
		if (max && v > best) || (!max && v < best) {
			best, bestChild = v, c
		}
		if max && v > alpha {
			alpha = v
		} else if !max && v < beta {
			beta = v
		}
		if alpha >= beta {
			if i < len(children)-1 {
				s.stats.Cutoffs++
			}
			break
		}
	}
	return best, bestChild, true
}
