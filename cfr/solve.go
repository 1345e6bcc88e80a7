package cfr

import "context"

// Solver runs counterfactual regret minimization on a game: each
// iteration walks the whole tree, computes at each information set the
// counterfactual value of each move (what the player to move would win by
// it, weighted by the chance that chance and the other player lead
// there), adds each move's regret (its value less the set's), and plays
// next by regret matching (each move in proportion to its positive
// regret, all alike when none is). The average of the strategies played,
// each weighted by the chance its own player reaches the set, tends to an
// equilibrium.
//
// Vanilla CFR (Zinkevich et al. 2007) updates both players in one walk
// and averages every iteration alike. CFR+ (Tammelin 2014; Tammelin,
// Burch, Johanson and Bowling 2015) walks once a player, the other's
// strategy updated between (alternating updates), keeps the regrets at
// least 0 (regret matching+: an information set's regret is clipped once
// a walk has summed its instant regrets over all the set's histories,
// R(I,a) = max(R(I,a) + r(I,a), 0), never history by history), and weighs
// iteration t by t in the average.
type Solver struct {
	l    *layout
	plus bool
	// regret and sum are each information set's regrets and strategy
	// sums, a move each; Iterations counts the iterations run.
	regret, sum [][]float64
	Iterations  int
	// instant sums, during a walk of CFR+, each set's instant regrets
	// over its histories; touched lists the sets the walk updated, in
	// the order it reached them.
	instant [][]float64
	touched []int
	reached []bool
	// now is the strategy of the iteration under way.
	now Strategy
	// Observer, when not nil, hears every walk and every update.
	Observer Observer
}

// Observer hears a solver step by step: each walk of the tree, and each
// update of an information set's regrets at one of its nodes.
type Observer interface {
	// Walk starts a walk of iteration k updating player's sets (-1: both
	// players', vanilla CFR).
	Walk(k, player int)
	// Update: at a node of set i, reached with weight (chance's and the
	// other player's reach), the moves are worth values to the player to
	// move and the node value; regrets are the set's so far in the walk
	// (CFR+'s not yet clipped).
	Update(i int, weight float64, values []float64, value float64, regrets []float64)
	// Regrets: once the walk is done, set i's regrets, every history of
	// it summed (and, in CFR+, clipped at 0).
	Regrets(i int, regrets []float64)
}

// MaxMoves is the most moves an information set may have.
const MaxMoves = 8

// New returns a solver of g: CFR+ with plus, vanilla CFR without. It
// refuses an information set of more than MaxMoves moves.
func New(g Game, plus bool) (*Solver, error) {
	l := newLayout(g)
	s := &Solver{l: l, plus: plus}
	for i, k := range l.moves {
		if k > MaxMoves {
			return nil, errorf("information set %d has %d moves; the solver takes at most %d", i, k, MaxMoves)
		}
		s.regret = append(s.regret, make([]float64, k))
		s.sum = append(s.sum, make([]float64, k))
		s.now = append(s.now, make([]float64, k))
		s.instant = append(s.instant, make([]float64, k))
	}
	s.reached = make([]bool, len(l.moves))
	return s, nil
}

// Run runs n more iterations.
func (s *Solver) Run(n int) {
	for range n {
		s.Iterate()
	}
}

// RunContext runs n more iterations, or fewer when ctx ends first: then
// it returns ctx.Err(), the iterations run so far counted. ctx is asked
// between iterations (one of Leduc hold'em's takes about a millisecond).
func (s *Solver) RunContext(ctx context.Context, n int) error {
	for range n {
		if err := ctx.Err(); err != nil {
			return err
		}
		s.Iterate()
	}
	return nil
}

// Iterate runs one iteration.
func (s *Solver) Iterate() {
	s.Iterations++
	if !s.plus {
		s.match()
		if s.Observer != nil {
			s.Observer.Walk(s.Iterations, -1)
		}
		s.walk(0, -1, 1, 1, 1)
		s.endWalk()
		return
	}
	for p := range 2 {
		s.match()
		if s.Observer != nil {
			s.Observer.Walk(s.Iterations, p)
		}
		s.walk(0, p, 1, 1, 1)
		s.endWalk()
	}
}

// endWalk ends a walk: CFR+ adds each set's instant regrets, summed over
// its histories, to its regrets and clips them at 0; the observer hears
// each set's regrets.
func (s *Solver) endWalk() {
	for _, i := range s.touched {
		if s.plus {
			for a, r := range s.instant[i] {
				s.regret[i][a] = max(s.regret[i][a]+r, 0)
				s.instant[i][a] = 0
			}
		}
		s.reached[i] = false
		if s.Observer != nil {
			s.Observer.Regrets(i, s.regret[i])
		}
	}
	s.touched = s.touched[:0]
}

// match sets the strategy of the iteration from the regrets (regret
// matching).
func (s *Solver) match() {
	for i, r := range s.regret {
		total := 0.0
		for _, x := range r {
			total += max(x, 0)
		}
		for a, x := range r {
			if total > 0 {
				s.now[i][a] = max(x, 0) / total
			} else {
				s.now[i][a] = 1 / float64(len(r))
			}
		}
	}
}

// walk walks the tree from n, whose reach is r0 for player 0's moves, r1
// for player 1's and rc for chance's, updating the regrets and sums of
// player only (both when player is -1), and returns what n wins player 0.
func (s *Solver) walk(n int32, player int, r0, r1, rc float64) float64 {
	g, ks := s.l.g, s.l.kids[n]
	if len(ks) == 0 {
		return g.Payoff(n)
	}
	if g.Chance(n) {
		v := 0.0
		for _, c := range ks {
			p := g.Prob(c)
			v += p * s.walk(c, player, r0, r1, rc*p)
		}
		return v
	}
	i := g.InfoSet(n)
	who, st := s.l.player[i], s.now[i]
	var values [MaxMoves]float64
	v := 0.0
	for a, c := range ks {
		if who == 0 {
			values[a] = s.walk(c, player, r0*st[a], r1, rc)
		} else {
			values[a] = s.walk(c, player, r0, r1*st[a], rc)
		}
		v += st[a] * values[a]
	}
	if player >= 0 && who != player {
		return v
	}
	// The regrets, from the mover's side; the others' reach and chance's.
	sign, other, own := 1.0, r1*rc, r0
	if who == 1 {
		sign, other, own = -1, r0*rc, r1
	}
	weight := 1.0
	if s.plus {
		weight = float64(s.Iterations)
	}
	if !s.reached[i] {
		s.reached[i] = true
		s.touched = append(s.touched, i)
	}
	for a := range ks {
		if r := sign * other * (values[a] - v); s.plus {
			s.instant[i][a] += r // clipped once the walk is done
		} else {
			s.regret[i][a] += r
		}
		s.sum[i][a] += weight * own * st[a]
	}
	if s.Observer != nil {
		s.observe(i, other, values[:len(ks)], sign, v)
	}
	return v
}

// observe tells the observer of an update of set i at a node: the
// moves' values and the node's from the mover's side (sign), and the
// set's regrets so far.
func (s *Solver) observe(i int, weight float64, values []float64, sign, v float64) {
	var so [MaxMoves]float64
	for a := range values {
		values[a] *= sign
		so[a] = s.regret[i][a] + s.instant[i][a]
	}
	s.Observer.Update(i, weight, values, sign*v, so[:len(values)])
}

// Average returns the average strategy so far, the one that tends to an
// equilibrium; a set never reached plays its moves alike.
func (s *Solver) Average() Strategy {
	out := make(Strategy, len(s.sum))
	for i, sum := range s.sum {
		out[i] = make([]float64, len(sum))
		total := 0.0
		for _, x := range sum {
			total += x
		}
		for a, x := range sum {
			if total > 0 {
				out[i][a] = x / total
			} else {
				out[i][a] = 1 / float64(len(sum))
			}
		}
	}
	return out
}

// Played returns the strategy of the iteration under way (the last
// iteration's, once it ended).
func (s *Solver) Played() Strategy {
	out := make(Strategy, len(s.now))
	for i := range s.now {
		out[i] = append([]float64(nil), s.now[i]...)
	}
	return out
}

// PlayedAt returns information set i's row of Played: its moves'
// probabilities in the iteration under way.
func (s *Solver) PlayedAt(i int) []float64 { return append([]float64(nil), s.now[i]...) }

// Current returns the strategy regret matching plays next.
func (s *Solver) Current() Strategy {
	s.match()
	out := make(Strategy, len(s.now))
	for i := range s.now {
		out[i] = append([]float64(nil), s.now[i]...)
	}
	return out
}

// Regrets returns each information set's regrets, a move each.
func (s *Solver) Regrets() [][]float64 {
	out := make([][]float64, len(s.regret))
	for i := range s.regret {
		out[i] = append([]float64(nil), s.regret[i]...)
	}
	return out
}
