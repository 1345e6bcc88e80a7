package minimax

import "math"

// Chance is a tree with chance nodes (AIMA 5.5, Figure 5.11): a chance
// node's value is its children's weighed by their probabilities, and
// since it does not change whose turn it is, who moves at a node is the
// tree's to say (IsMax), not the ply's parity.
type Chance[Node any] interface {
	// IsChance reports whether n is a chance node.
	IsChance(n Node) bool
	// Probability returns the probability of n, a child of a chance node.
	Probability(n Node) float64
	// IsMax reports whether MAX moves at n (not a chance node).
	IsMax(n Node) bool
}

// expectimax runs Expectimax: the whole tree, every value exact. A game
// without chance nodes (not a Chance) is searched as minimax.
func (s *searcher[Node]) expectimax(n Node, ply int, max bool) (float64, Node, bool) {
	var zero Node
	ch, chance := s.game.(Chance[Node])
	isChance := chance && ch.IsChance(n)
	if chance && !isChance {
		max = ch.IsMax(n)
	}
	s.stats.Visited++
	if s.opt.Stop != nil && s.stats.Visited&1023 == 0 && s.opt.Stop() {
		s.stopped = true
	}
	inf := math.Inf(1)
	if s.tracer != nil {
		s.tracer.Enter(n, ply, max, -inf, inf)
	}
	kids := s.children(n, ply, max)
	if len(kids) == 0 || s.stopped {
		v := s.game.Evaluate(n)
		s.stats.Leaves++
		if s.tracer != nil {
			s.tracer.Leaf(n, v)
			s.tracer.Return(n, v, Exact, -inf, inf, zero, false)
		}
		return v, zero, false
	}
	var value float64
	best, hasBest := zero, false
	if isChance {
		for _, c := range kids {
			v, _, _ := s.expectimax(c, ply+1, max)
			value += ch.Probability(c) * v
		}
	} else {
		value = -inf
		if !max {
			value = inf
		}
		for _, c := range kids {
			v, _, _ := s.expectimax(c, ply+1, !max)
			if !hasBest || max && v > value || !max && v < value {
				value, best, hasBest = v, c, true
			}
		}
	}
	if s.tracer != nil {
		s.tracer.Return(n, value, Exact, -inf, inf, best, hasBest)
	}
	return value, best, hasBest
}

// star1 runs Star1 (Ballard 1983; "Rediscovering *-Minimax Search",
// Hauk, Buro and Schaeffer, 2004): expectiminimax with alpha-beta at the
// players' nodes and, at a chance node, a cutoff as soon as the values of
// its children so far, with the rest at the utility's bounds (low, high),
// put it outside its window: after the children searched, whose weighed
// values sum to sum, with the probability rest left, its value lies in
// [sum + rest·low, sum + rest·high]. Each child is searched in the window
// that could still move its parent out of its own. The root's value is
// expectimax's; a node cut off returns a bound of its value (fail-soft).
func (s *searcher[Node]) star1(n Node, ply int, max bool, alpha, beta float64) (float64, Bound, Node, bool) {
	var zero Node
	// The value of n's first move, when Star2's probe found it.
	known, hasKnown := s.firstKnown, s.hasFirstKnown
	s.hasFirstKnown = false
	ch, _ := s.game.(Chance[Node])
	isChance := ch != nil && ch.IsChance(n)
	if ch != nil && !isChance {
		max = ch.IsMax(n)
	}
	s.stats.Visited++
	if s.opt.Stop != nil && s.stats.Visited&1023 == 0 && s.opt.Stop() {
		s.stopped = true
	}
	tr := s.tracer
	if tr != nil {
		tr.Enter(n, ply, max, alpha, beta)
	}
	kids := s.children(n, ply, max)
	if len(kids) == 0 || s.stopped {
		v := s.game.Evaluate(n)
		s.stats.Leaves++
		if tr != nil {
			tr.Leaf(n, v)
			tr.Return(n, v, Exact, alpha, beta, zero, false)
		}
		return v, Exact, zero, false
	}
	if isChance {
		if s.opt.Algorithm == Star2 {
			return s.star2Chance(n, ply, max, alpha, beta, kids, ch)
		}
		return s.star1Chance(n, ply, max, alpha, beta, kids, ch)
	}
	return s.star1Player(n, ply, max, alpha, beta, kids, known, hasKnown)
}

// star1Player searches player node n's children for Star1 and Star2:
// alpha-beta, fail-soft; with hasKnown, its first move's value is known,
// the exact value Star2's probe found for it, and not searched again.
func (s *searcher[Node]) star1Player(n Node, ply int, max bool, alpha, beta float64, kids []Node, known float64, hasKnown bool) (float64, Bound, Node, bool) {
	var zero Node
	tr := s.tracer
	best, bestChild, hasBest := math.Inf(-1), zero, false
	if !max {
		best = math.Inf(1)
	}
	a, b := alpha, beta
	bound := Exact
	for i, c := range kids {
		var v float64
		if i == 0 && hasKnown {
			v = known // searched whole by the probe: not searched again
		} else {
			v, _, _, _ = s.star1(c, ply+1, !max, a, b)
		}
		if max && v > best || !max && v < best {
			best, bestChild, hasBest = v, c, true
		}
		moved := false
		if max && v > a {
			a, moved = v, true
		} else if !max && v < b {
			b, moved = v, true
		}
		// A first move the probe searched is reported as an update even
		// when the window stays, so that the step-through says it was
		// taken from the probe.
		if (moved || i == 0 && hasKnown) && tr != nil {
			tr.Update(n, c, a, b)
		}
		// The cutoff of AIMA's MAX-VALUE (v >= beta), mirrored: in a window
		// a chance node made empty (alpha >= beta, the node unable to
		// move its parent), a child short of it is no cutoff.
		if max && v >= b || !max && v <= a {
			if i < len(kids)-1 {
				s.stats.Cutoffs++
				if tr != nil {
					tr.Cutoff(n, c, kids[i+1:], a, b)
				}
			}
			break
		}
	}
	switch {
	case best <= alpha:
		bound = Upper
	case best >= beta:
		bound = Lower
	}
	if tr != nil {
		tr.Return(n, best, bound, a, b, bestChild, hasBest)
	}
	return best, bound, bestChild, hasBest
}

// star1Chance searches chance node n's children for Star1: Star2's pass
// without its probes, every child within the bounds of the leaves.
func (s *searcher[Node]) star1Chance(n Node, ply int, max bool, alpha, beta float64, kids []Node, ch Chance[Node]) (float64, Bound, Node, bool) {
	return s.chanceStar(n, ply, max, alpha, beta, kids, ch, false)
}

// star2Chance searches chance node n's children for Star2.
func (s *searcher[Node]) star2Chance(n Node, ply int, max bool, alpha, beta float64, kids []Node, ch Chance[Node]) (float64, Bound, Node, bool) {
	return s.chanceStar(n, ply, max, alpha, beta, kids, ch, true)
}

// chanceStar searches chance node n's children: with probe (Star2), a
// probing pass first, each child's first move searched to bound the child
// (a MAX node is worth at least its first move, a MIN node at most), the
// chance node cut off as soon as these bounds put it outside its window;
// then Star1's pass, each child searched in the window that could still
// move n out of its own, the children after it at their bounds (the
// leaves', or their probes'), n cut off as soon as its value's range
// leaves (alpha, beta).
func (s *searcher[Node]) chanceStar(n Node, ply int, max bool, alpha, beta float64, kids []Node, ch Chance[Node], probe bool) (float64, Bound, Node, bool) {
	var zero Node
	tr := s.tracer
	kids = append([]Node(nil), kids...) // the recursion reuses the ply's buffer
	lo := make([]float64, len(kids))
	hi := make([]float64, len(kids))
	for i := range kids {
		lo[i], hi[i] = s.opt.Low, s.opt.High
	}
	// The sums are weighed by w: the probabilities, or 1 a child when
	// they are all equal, and the node's value is the sum over total
	// (1, or the children's number). Equal chances are then summed as
	// Hauk, Buro and Schaeffer write Star1, A = N(alpha - U) + U, with
	// no rounding on integer values: 1/3 is not a float, 3 is.
	w, total := chanceWeights(kids, ch)
	rest := func(from int) (l, h float64) { // the children from from, weighed
		for j := from; j < len(kids); j++ {
			l, h = l+w[j]*lo[j], h+w[j]*hi[j]
		}
		return l, h
	}
	weigh := func(from int) (l, h float64) {
		l, h = rest(from)
		return l / total, h / total
	}
	// probed[i] tells that child i's first move was probed, firsts[i]
	// its exact value, which the second pass reuses rather than search
	// it again (what the transposition table of Hauk, Buro and Schaeffer
	// does).
	var probed []bool
	var firsts []float64
	if probe {
		probed, firsts = make([]bool, len(kids)), make([]float64, len(kids))
		if v, bound, cut := s.star2Probe(n, ply, alpha, beta, kids, ch, lo, hi, probed, firsts, weigh); cut {
			if tr != nil {
				tr.Return(n, v, bound, alpha, beta, zero, false)
			}
			return v, bound, zero, false
		}
	}
	sum := 0.0 // the children searched, weighed
	for i, c := range kids {
		restLo, restHi := rest(i + 1)
		ca, cb := (alpha*total-sum-restHi)/w[i], (beta*total-sum-restLo)/w[i]
		first, hasFirst := 0.0, probe && probed[i]
		if hasFirst {
			first = firsts[i]
		}
		sum += w[i] * s.starChild(c, ply, max, ca, cb, lo[i], hi[i], first, hasFirst)
		l, h := (sum+restLo)/total, (sum+restHi)/total
		if tr != nil {
			tr.Update(n, c, l, h)
		}
		if h <= alpha || l >= beta {
			bound, val := Upper, h
			if l >= beta {
				bound, val = Lower, l
			}
			if i < len(kids)-1 {
				s.stats.Cutoffs++
				if tr != nil {
					tr.Cutoff(n, c, kids[i+1:], l, h)
				}
			}
			if tr != nil {
				tr.Return(n, val, bound, alpha, beta, zero, false)
			}
			return val, bound, zero, false
		}
	}
	if tr != nil {
		tr.Return(n, sum/total, Exact, alpha, beta, zero, false)
	}
	return sum / total, Exact, zero, false
}

// starChild is the value of chance node child c in the window (ca, cb)
// its parent's cutoffs ask, the child within [lo, hi]: searched, unless
// Star2's probe found its first move worth first (hasFirst) and the
// bounds it gives settle the child (met, or past the window).
func (s *searcher[Node]) starChild(c Node, ply int, max bool, ca, cb, lo, hi, first float64, hasFirst bool) float64 {
	switch {
	case !hasFirst: // Star1 searches every child it reaches
	case lo >= hi: // its probe met the other bound: known
		return lo
	case lo >= cb: // its probe alone puts n over beta
		return lo
	case hi <= ca: // or under alpha
		return hi
	default:
		s.firstKnown, s.hasFirstKnown = first, true
	}
	v, _, _, _ := s.star1(c, ply+1, max, math.Max(ca, lo), math.Min(cb, hi))
	return v
}

// chanceWeights returns the weights of a chance node's children and
// their total: 1 each and their number when their probabilities are all
// equal, else the probabilities and 1.
func chanceWeights[Node any](kids []Node, ch Chance[Node]) ([]float64, float64) {
	w := make([]float64, len(kids))
	equal := true
	for i, c := range kids {
		w[i] = ch.Probability(c)
		equal = equal && w[i] == w[0]
	}
	if !equal {
		return w, 1
	}
	for i := range w {
		w[i] = 1
	}
	return w, float64(len(w))
}

// star2Probe is Star2's probing pass at chance node n: each child's first
// move, searched whole, bounds the child (lo at a MAX node, hi at a MIN
// node); as soon as the bounds weighed put n outside (alpha, beta), it
// cuts off, and returns the bound of n's value.
func (s *searcher[Node]) star2Probe(n Node, ply int, alpha, beta float64, kids []Node, ch Chance[Node], lo, hi []float64,
	probed []bool, firsts []float64, weigh func(int) (float64, float64)) (float64, Bound, bool) {
	tr := s.tracer
	for i, c := range kids {
		if ch.IsChance(c) {
			continue
		}
		first := s.children(c, ply+1, ch.IsMax(c))
		if len(first) == 0 {
			continue
		}
		v, _, _, _ := s.star1(first[0], ply+2, !ch.IsMax(c), s.opt.Low, s.opt.High)
		probed[i], firsts[i] = true, v
		if ch.IsMax(c) {
			lo[i] = v
		} else {
			hi[i] = v
		}
		l, h := weigh(0)
		if p, ok := tr.(Prober[Node]); ok {
			p.Probe(n, c, v, l, h)
		}
		if h <= alpha || l >= beta {
			bound, val := Upper, h
			if l >= beta {
				bound, val = Lower, l
			}
			s.stats.Cutoffs++
			if tr != nil {
				tr.Cutoff(n, c, kids[i+1:], l, h)
			}
			return val, bound, true
		}
	}
	return 0, Exact, false
}
