package mcts

import (
	"math"
	"math/rand/v2"
)

// Candidate is a child as a selection weighs it: its counts, and its UCB1
// score split into its two terms, exploitation Q = wins/visits (for the
// player to move at the parent, who chooses) and exploration
// C·sqrt(ln N(parent) / N(child)).
type Candidate struct {
	Node    int32
	Visits  int64
	Wins    float64
	Exploit float64
	Explore float64
	Score   float64
	// Excluded marks a child the solver has proven no better than what
	// the parent has already (never chosen).
	Excluded bool
	// Prior is, under PUCT, the network's prior of the child (P), and
	// Exploit and Explore are then Q and c·P·sqrt(N)/(1+n).
	Prior float64
}

// Observer hears every phase of every iteration, in order.
type Observer interface {
	// Iteration starts iteration k, from 1.
	Iteration(k int)
	// Select chooses chosen among the candidates, the children of at,
	// all visited before: the highest score, ties to the first.
	Select(at int32, candidates []Candidate, chosen int32)
	// Expand adds child, a child of at not visited before, to the tree.
	Expand(at, child int32)
	// Simulate plays out from node from: the moves played (none from a
	// leaf, or from a node the solver proved) and the reward for MAX.
	Simulate(from int32, moves []string, reward float64)
	// Backpropagate adds the reward for MAX to the nodes of path, from
	// the root down: each counts a visit and, as its wins, the reward
	// for the player who moved into it.
	Backpropagate(path []int32, reward float64)
}

// SeveralObserver is an Observer that hears, in a game of several
// players, what the phases give each player: a simulation's rewards, one
// a player (Rewards, just before Simulate), and the reward each node of a
// backpropagation's path adds to its wins, the reward of the player who
// moved into it (Credits, just before Backpropagate). Simulate and
// Backpropagate's reward is then the root's player's.
type SeveralObserver interface {
	Observer
	Rewards(rewards []float64)
	Credits(credits []float64)
}

// Reserver is a Game that makes a node as the search first visits it
// (a node an iteration at most), and can make room for them beforehand,
// so as not to grow as it makes them: ReserveNodes makes room for n
// nodes, and reports whether it grows so (else it does nothing).
type Reserver interface {
	ReserveNodes(n int) bool
}

// searcher is the state of a search.
type searcher struct {
	g    Game
	opt  Options
	obs  Observer
	rng  *rand.Rand
	res  *Result
	kids []int32
	path []int32
	cand []Candidate
	play []string
	// scorer is the game's scores, when its leaves have their own (the
	// solver's bounds are then scores); nil otherwise.
	scorer Scorer
	// sev is the game of several players, nil for two; rewards the last
	// simulation's rewards, one a player.
	sev     Several
	rewards []float64
	// credits are, for a SeveralObserver, each path node's reward.
	credits []float64
	// priors are, under PUCT, the network's priors of the children of
	// the node it evaluates.
	priors []float64
}

// Search runs opt.Iterations iterations of MCTS on g from node 0 and
// reports each phase to obs (nil for none).
func Search(g Game, opt Options, obs Observer) (*Result, error) {
	if err := opt.Check(); err != nil {
		return nil, err
	}
	s := &searcher{g: g, opt: opt, obs: obs, rng: rand.New(rand.NewPCG(opt.Seed, 0x9e3779b97f4a7c15)), res: newResult(opt.Solver)}
	if sc, ok := g.(Scorer); ok && sc.Scored() {
		s.scorer = sc
		s.res.scoring(sc.ScoreRange())
	}
	if opt.Guide != nil {
		s.res.prior, s.res.guess = []float64{}, []float64{}
	}
	if sev, ok := g.(Several); ok && sev.Players() > 0 {
		if opt.Guide != nil {
			return nil, errorf("PUCT's network judges a game of two players; a game of %d players has none", sev.Players())
		}
		if opt.Solver {
			return nil, errorf("the solver proves wins, draws and losses of two players; a game of %d players has none: leave it out", sev.Players())
		}
		s.sev, s.res.root = sev, []float64{}
	}
	// A node an iteration at most, in a tree that makes a node as the
	// search first visits it: room made for them all at once, not grown.
	if r, ok := g.(Reserver); ok && r.ReserveNodes(opt.Iterations+2) {
		s.res.reserve(opt.Iterations + 2)
	}
	s.grow(0)
	s.res.added[0] = 1
	for k := 1; k <= opt.Iterations; k++ {
		if opt.Solver && s.proven(0) || opt.Stop != nil && k&1023 == 0 && opt.Stop() {
			break
		}
		s.res.Iterations = k
		if obs != nil {
			obs.Iteration(k)
		}
		if opt.Guide != nil {
			s.iteratePUCT(k)
		} else {
			s.iterate(k)
		}
	}
	s.res.Best = s.best()
	return s.res, nil
}

// grow makes room for the counts of node n and those before it.
func (s *searcher) grow(n int32) {
	for int(n) >= s.res.Len() {
		s.res.add(s.g.IsMax(int32(s.res.Len())))
	}
}

// proven reports whether the solver knows node n's value.
func (s *searcher) proven(n int32) bool {
	return s.res.low[n] == s.res.high[n]
}

// iterate runs iteration k: selection and expansion, simulation,
// backpropagation.
func (s *searcher) iterate(k int) {
	n := int32(0)
	s.path = append(s.path[:0], 0)
	for !(s.opt.Solver && s.proven(n)) && !s.g.Leaf(n) {
		moves := s.g.ChildCount(n)
		if moves == 0 {
			break
		}
		s.kids = s.g.Kids(n, s.kids[:0])
		if len(s.kids) > 0 {
			s.grow(s.kids[len(s.kids)-1])
		}
		if c, ok := s.expand(n, moves, k); ok {
			n = c
			s.path = append(s.path, n)
			break
		}
		n = s.choose(n)
		s.path = append(s.path, n)
	}
	r := s.simulate(n)
	s.backpropagate(r)
}

// expand adds a child of n never visited, chosen at random among them,
// when n has one: n has moves children, those made so far s.kids.
func (s *searcher) expand(n int32, moves, k int) (int32, bool) {
	visited := 0
	for _, c := range s.kids {
		if s.res.visits[c] > 0 {
			visited++
		}
	}
	fresh := moves - visited
	if fresh == 0 {
		return 0, false
	}
	pick := 0
	if fresh > 1 { // as the playouts draw: nothing for a single one
		pick = s.rng.IntN(fresh)
	}
	// The pick-th child in the tree's order that is not made, or made
	// and never visited.
	j := 0
	for i := range moves {
		for j < len(s.kids) && s.g.Place(s.kids[j]) < i {
			j++
		}
		if j < len(s.kids) && s.g.Place(s.kids[j]) == i && s.res.visits[s.kids[j]] > 0 {
			continue
		}
		if pick > 0 {
			pick--
			continue
		}
		c := s.g.Make(n, i)
		s.grow(c)
		s.res.added[c] = int32(k)
		if s.obs != nil {
			s.obs.Expand(n, c)
		}
		return c, true
	}
	return 0, false
}

// choose returns the child of n with the highest UCB1 score for the
// player to move at n, ties to the first; the solver leaves out the
// children proven no better than what n has.
func (s *searcher) choose(n int32) int32 {
	r := s.res
	logN := math.Log(float64(r.visits[n]))
	s.cand = s.cand[:0]
	best, bestScore := int32(-1), math.Inf(-1)
	for _, c := range s.kids {
		visits, wins := float64(r.visits[c]), r.wins[c]
		q := wins / visits
		e := s.opt.Exploration * math.Sqrt(logN/visits)
		cd := Candidate{Node: c, Visits: int64(r.visits[c]), Wins: wins, Exploit: q, Explore: e, Score: q + e}
		if s.opt.Solver {
			cd.Excluded = r.MaxMoves[n] && r.high[c] <= r.low[n] || !r.MaxMoves[n] && r.low[c] >= r.high[n]
		}
		if !cd.Excluded && cd.Score > bestScore {
			best, bestScore = c, cd.Score
		}
		if s.obs != nil {
			s.cand = append(s.cand, cd)
		}
	}
	if best < 0 { // every child excluded: the first
		best = s.kids[0]
	}
	if s.obs != nil {
		s.obs.Select(n, s.cand, best)
	}
	return best
}

// simulate plays out from n: a leaf's reward, a proven node's value, or
// a playout's result.
func (s *searcher) simulate(n int32) float64 {
	var r float64
	s.play = s.play[:0]
	switch {
	case s.opt.Solver && s.proven(n):
		r = s.res.low[n]
		if s.scorer != nil {
			r = s.scorer.RewardOf(r) // its bounds are scores
		}
	case s.sev != nil:
		var record func(string)
		if s.obs != nil && !s.g.Leaf(n) {
			record = func(m string) { s.play = append(s.play, m) }
		}
		if s.g.Leaf(n) {
			s.rewards = s.sev.Rewards(n)
		} else {
			s.rewards = s.sev.PlayoutRewards(n, s.rng, record)
		}
		r = s.rewards[s.sev.Mover(0)] // the root's player's
		if so, ok := s.obs.(SeveralObserver); ok {
			so.Rewards(s.rewards)
		}
	case s.g.Leaf(n):
		r = s.g.Reward(n)
		if s.opt.Solver {
			b := r
			if s.scorer != nil {
				b = s.scorer.Score(n) // the leaf's own, exactly
			}
			s.res.low[n], s.res.high[n] = b, b
		}
	default:
		var record func(string)
		if s.obs != nil {
			record = func(m string) { s.play = append(s.play, m) }
		}
		r = s.g.Playout(n, s.rng, record)
	}
	if s.obs != nil {
		s.obs.Simulate(n, s.play, r)
	}
	return r
}

// backpropagate counts the visit and the reward r for MAX up the path,
// and with the solver the bounds of the path's nodes from their
// children's.
func (s *searcher) backpropagate(r float64) {
	if s.sev != nil {
		s.backpropagateSeveral(r)
		return
	}
	for _, n := range s.path {
		s.res.visits[n]++
		if s.res.MaxMoves[n] {
			s.res.wins[n] += 1 - r // MIN moved into n
		} else {
			s.res.wins[n] += r
		}
	}
	if s.opt.Solver {
		for i := len(s.path) - 2; i >= 0; i-- {
			s.bound(s.path[i])
		}
	}
	if s.obs != nil {
		s.obs.Backpropagate(s.path, r)
	}
}

// backpropagateSeveral counts, in a game of several players, the visit
// up the path and, as each node's wins, the reward of the player who
// moved into it (at the root its own player's); r is the root player's.
func (s *searcher) backpropagateSeveral(r float64) {
	root := s.sev.Mover(0)
	so, credit := s.obs.(SeveralObserver)
	if credit {
		s.credits = s.credits[:0]
	}
	for i, n := range s.path {
		s.res.visits[n]++
		into := root
		if i > 0 {
			into = s.sev.Mover(s.path[i-1])
		}
		s.res.wins[n] += s.rewards[into]
		s.res.root[n] += s.rewards[root]
		if credit {
			s.credits = append(s.credits, s.rewards[into])
		}
	}
	if credit {
		so.Credits(s.credits)
	}
	if s.obs != nil {
		s.obs.Backpropagate(s.path, r)
	}
}

// bound sets the bounds of inner node n from its children's: at MAX's
// node the highest of each, at MIN's the lowest; a child not made yet
// knows nothing (0 to 1, or the leaves' range in scores).
func (s *searcher) bound(n int32) {
	s.kids = s.g.Kids(n, s.kids[:0])
	s.grow(s.kids[len(s.kids)-1])
	r := s.res
	maxNode := r.MaxMoves[n]
	low, high := r.low[s.kids[0]], r.high[s.kids[0]]
	if len(s.kids) < s.g.ChildCount(n) {
		low, high = mix(maxNode, low, high, r.unknown[0], r.unknown[1])
	}
	for _, c := range s.kids[1:] {
		low, high = mix(maxNode, low, high, r.low[c], r.high[c])
	}
	r.low[n], r.high[n] = low, high
}

// mix joins the bounds of a child, lo2 to hi2, to those of its siblings
// so far, lo to hi: at MAX's node the highest of each, at MIN's the
// lowest.
func mix(maxNode bool, lo, hi, lo2, hi2 float64) (float64, float64) {
	if maxNode {
		return max(lo, lo2), max(hi, hi2)
	}
	return min(lo, lo2), min(hi, hi2)
}

// best returns the root's child to play: with the root proven, the most
// visited child proven to give its value; else the most visited; ties
// to the first in the tree's order.
func (s *searcher) best() int32 {
	if s.g.Leaf(0) || s.g.ChildCount(0) == 0 {
		return -1
	}
	s.kids = s.g.Kids(0, s.kids[:0])
	if len(s.kids) > 0 {
		s.grow(s.kids[len(s.kids)-1])
	}
	r := s.res
	best, most := int32(-1), int64(-1)
	for _, c := range s.kids {
		if s.opt.Solver && r.low[0] == r.high[0] && !(r.low[c] == r.low[0] && r.high[c] == r.high[0]) {
			continue
		}
		if v := int64(r.visits[c]); v > most {
			best, most = c, v
		}
	}
	if best < 0 {
		// None counts (every child excluded): the first in the tree's
		// order, made if it is not.
		best = s.g.Make(0, 0)
		s.grow(best)
	}
	return best
}
