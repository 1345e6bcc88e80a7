package mcts

import "math"

// PUCT is the search of AlphaGo Zero and AlphaZero (Silver et al. 2017,
// 2018): Monte Carlo tree search guided by a network, which gives each
// node the search reaches its children's prior probabilities P and its
// own value, in place of a playout. A selection chooses the child with
// the highest Q + c·P·sqrt(N)/(1+n): Q its mean reward for the player
// choosing (0 before a visit, as AlphaZero's pseudocode has it), n its
// visits, N its parent's (the parent's own evaluation counted, so that
// the first selection below a new node goes to its highest prior), c the
// constant Options.Exploration. A node is evaluated on its first visit,
// the root at the first iteration, and the value backed up the path as
// UCT backs up a playout's reward.

// Guide is the network PUCT asks, at a node reached for the first time
// (not a leaf), for the priors of its children and for its value.
type Guide interface {
	// Guide writes into priors, one a child of n in the tree's order, the
	// probability the network gives each move (together 1), and returns
	// n's value for MAX, in [0, 1] as a reward.
	Guide(n int32, priors []float64) float64
}

// GuideObserver is an Observer that hears the network's evaluation of a
// node: its children (in the tree's order), their priors and its value
// for MAX; just before Simulate, whose reward is that value and whose
// moves are none.
type GuideObserver interface {
	Observer
	Guided(n int32, kids []int32, priors []float64, value float64)
}

// DefaultPUCT is PUCT's constant c by default: AlphaZero's c_init, 1.25
// (its pseudocode's pb_c_init; the growth of c with the visits that
// AlphaZero adds, log((1+N+19652)/19652), is under 0.04 below 800
// simulations and left out, as AlphaGo Zero's formula has it).
const DefaultPUCT = 1.25

// PUCTScore returns a child's score under PUCT, and its two terms: Q,
// the child's mean reward for the player choosing (wins over visits, 0
// before a visit), and U = c·P·sqrt(N)/(1+n), n the child's visits and N
// its parent's.
func PUCTScore(c, prior float64, wins float64, visits, parentVisits int64) (q, u float64) {
	if visits > 0 {
		q = wins / float64(visits)
	}
	u = c * prior * math.Sqrt(float64(parentVisits)) / float64(1+visits)
	return q, u
}

// iteratePUCT runs iteration k of PUCT: selections down to a node never
// visited (made with its siblings when its parent was evaluated) or a
// leaf, its evaluation, the backpropagation of its value.
func (s *searcher) iteratePUCT(k int) {
	n := int32(0)
	s.path = append(s.path[:0], 0)
	for s.res.visits[n] > 0 && !s.g.Leaf(n) && s.g.ChildCount(n) > 0 {
		c := s.choosePUCT(n)
		s.path = append(s.path, c)
		if s.res.visits[c] == 0 {
			s.res.added[c] = int32(k)
			if s.obs != nil {
				s.obs.Expand(n, c)
			}
			n = c
			break
		}
		n = c
	}
	s.backpropagate(s.evaluate(n))
}

// choosePUCT returns the child of n with the highest PUCT score, ties to
// the first in the tree's order.
func (s *searcher) choosePUCT(n int32) int32 {
	r := s.res
	s.kids = s.g.Kids(n, s.kids[:0])
	s.cand = s.cand[:0]
	best, bestScore := int32(-1), math.Inf(-1)
	for _, c := range s.kids {
		q, u := PUCTScore(s.opt.Exploration, r.prior[c], r.wins[c], int64(r.visits[c]), int64(r.visits[n]))
		if q+u > bestScore {
			best, bestScore = c, q+u
		}
		if s.obs != nil {
			s.cand = append(s.cand, Candidate{Node: c, Visits: int64(r.visits[c]), Wins: r.wins[c], Exploit: q, Explore: u, Score: q + u, Prior: r.prior[c]})
		}
	}
	if s.obs != nil {
		s.obs.Select(n, s.cand, best)
	}
	return best
}

// evaluate returns node n's reward for MAX: a leaf's own; else the
// network's value, its children made and given their priors.
func (s *searcher) evaluate(n int32) float64 {
	if s.g.Leaf(n) || s.g.ChildCount(n) == 0 {
		r := s.g.Reward(n)
		if s.obs != nil {
			s.obs.Simulate(n, nil, r)
		}
		return r
	}
	count := s.g.ChildCount(n)
	s.kids = s.kids[:0]
	for i := range count {
		c := s.g.Make(n, i)
		s.grow(c)
		s.kids = append(s.kids, c)
	}
	if cap(s.priors) < count {
		s.priors = make([]float64, count)
	}
	s.priors = s.priors[:count]
	clear(s.priors)
	v := s.opt.Guide.Guide(n, s.priors)
	for i, c := range s.kids {
		s.res.prior[c] = s.priors[i]
	}
	s.res.guess[n] = v
	if o, ok := s.obs.(GuideObserver); ok {
		o.Guided(n, s.kids, s.priors, v)
	}
	if s.obs != nil {
		s.obs.Simulate(n, nil, v)
	}
	return v
}
