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
