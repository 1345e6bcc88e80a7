package minimax

import "math"

// Forward pruning (AIMA 4th edition, section 5.3.3): beam search, which
// searches only the best few moves of each node by the evaluation, and
// ProbCut (Buro 1995), which cuts a node off when a shallow search
// predicts, with a chosen confidence, that the deep search would fall
// outside the window. Both drop moves without searching them, so their
// values are not the tree's minimax values: beam search's is the minimax
// value of the tree the beam keeps, and ProbCut's may be wrong where the
// prediction was.

// Beamer is a Tracer that hears beam search drop children: at n, the
// children kept (searched, best first) and those dropped (never searched).
type Beamer[Node any] interface {
	Beam(n Node, kept, dropped []Node)
}

// ProbCutter is a Tracer that hears ProbCut's tests (Algorithm ProbCut).
type ProbCutter[Node any] interface {
	ProbCut(n Node, test CutTest)
}

// Fit is ProbCut's linear model for one height (Buro 1995): with Height
// plies left to search, a search Shallow plies deep, worth v for the side
// to move, predicts the deep value A*v + B, with error Sigma (the standard
// deviation of the fit's residuals).
type Fit struct {
	Height, Shallow int
	A, B, Sigma     float64
}

// Cut holds ProbCut's fits and its confidence: T is the number of
// standard deviations the prediction must clear the window by (1.5 for a
// confidence of about 93 %: the normal quantile of the confidence);
// +Inf never cuts, and ProbCut is then alpha-beta.
type Cut struct {
	Fits []Fit
	T    float64
}

// fit returns the fit for height plies left, if there is one.
func (c *Cut) fit(height int) (Fit, bool) {
	if c == nil {
		return Fit{}, false
	}
	for _, f := range c.Fits {
		if f.Height == height {
			return f, true
		}
	}
	return Fit{}, false
}

// CutTest is one of ProbCut's tests: at a node of the side Max (MAX or
// MIN), a search Fit.Shallow plies deep found Shallow (MAX's view) in
// Nodes nodes; Predicted is the deep value the fit predicts (MAX's view);
// the node was searched in (Alpha, Beta). Cut is +1 when the prediction
// less T sigmas is at least beta (the node is cut off, worth at least
// beta), -1 when the prediction plus T sigmas is at most alpha (worth at
// most alpha), 0 when the node is searched.
type CutTest struct {
	Fit         Fit
	Max         bool
	Shallow     float64
	Predicted   float64
	T           float64
	Alpha, Beta float64
	Nodes       int64
	Cut         int8
}

// Margin is T sigmas, what the prediction must clear the window by.
func (c CutTest) Margin() float64 { return c.T * c.Fit.Sigma }

// forward orders n's children and prunes forward, before search
// searches them: ProbCut's test, which may cut n off (cut: n returns
// value v with bound b, told to the tracer), then the order, then the
// beam, which keeps the best few. It returns the children to search.
func (s *searcher[Node]) forward(n Node, ply int, max bool, alpha, beta float64, children []Node) ([]Node, float64, Bound, bool) {
	if s.opt.Algorithm == ProbCut {
		if v, b, cut := s.probCut(n, ply, max, alpha, beta); cut {
			if s.tracer != nil {
				var zero Node
				s.tracer.Return(n, v, b, alpha, beta, zero, false)
			}
			return nil, v, b, true
		} else if s.stopped {
			return nil, 0, Exact, false
		}
	}
	if s.opt.Order != nil {
		s.opt.Order(n, ply, max, children)
	}
	if s.opt.Algorithm == Beam {
		children = s.beam(n, ply, max, children)
	}
	return children, 0, Exact, false
}

// beam keeps the opt.Beam children of n best by the evaluation (the
// highest at MAX, the lowest at MIN; ties in the tree's order), best
// first, and tells the tracer which it dropped.
func (s *searcher[Node]) beam(n Node, ply int, max bool, children []Node) []Node {
	k := s.opt.Beam
	if k <= 0 || len(children) <= k {
		return children
	}
	for len(s.vals) <= ply {
		s.vals = append(s.vals, nil)
	}
	vals := s.vals[ply][:0]
	for _, c := range children {
		vals = append(vals, s.game.Evaluate(c))
	}
	s.vals[ply] = vals
	// Insertion sort, stable: a child moves before those strictly worse.
	for i := 1; i < len(children); i++ {
		c, v := children[i], vals[i]
		j := i
		for ; j > 0 && ((max && v > vals[j-1]) || (!max && v < vals[j-1])); j-- {
			children[j], vals[j] = children[j-1], vals[j-1]
		}
		children[j], vals[j] = c, v
	}
	s.stats.Dropped += int64(len(children) - k)
	if b, ok := s.tracer.(Beamer[Node]); ok && s.tracer != nil {
		b.Beam(n, children[:k], children[k:])
	}
	return children[:k]
}

// probCut runs ProbCut's test at n, a node with children ply plies below
// the root searched in (alpha, beta): where a fit has the plies left, a
// shallow search predicts the deep value. It returns the value and bound
// of a cut, and whether there was one.
func (s *searcher[Node]) probCut(n Node, ply int, max bool, alpha, beta float64) (float64, Bound, bool) {
	f, ok := s.opt.Cut.fit(s.opt.Depth - ply)
	if !ok || ply == 0 || (math.IsInf(alpha, -1) && math.IsInf(beta, 1)) {
		return 0, Exact, false
	}
	v, nodes := s.game.Evaluate(n), int64(1)
	if f.Shallow > 0 {
		shallow := &searcher[Node]{game: s.game, opt: s.opt}
		shallow.opt.Algorithm, shallow.opt.Cut, shallow.opt.FailSoft = AlphaBeta, nil, true
		shallow.opt.Depth = f.Shallow
		v, _, _, _ = shallow.search(n, 0, max, math.Inf(-1), math.Inf(1))
		nodes = shallow.stats.Visited
		if shallow.stopped {
			s.stopped = true
			return 0, Exact, false
		}
	}
	s.stats.Probes += nodes
	test := CutTest{Fit: f, Max: max, Shallow: v, T: s.opt.Cut.T, Alpha: alpha, Beta: beta, Nodes: nodes}
	test.Predicted = predict(f, v, max)
	margin := test.Margin()
	switch {
	case test.Predicted-margin >= beta:
		test.Cut = 1
	case test.Predicted+margin <= alpha:
		test.Cut = -1
	}
	if p, ok := s.tracer.(ProbCutter[Node]); ok && s.tracer != nil {
		p.ProbCut(n, test)
	}
	switch test.Cut {
	case 1:
		s.stats.ProbCuts++
		return beta, Lower, true
	case -1:
		s.stats.ProbCuts++
		return alpha, Upper, true
	}
	return 0, Exact, false
}

// predict is the fit's prediction of the deep value from the shallow
// value v, both from MAX's view, at a node of MAX (max) or MIN: the fit
// is from the side to move's view, so at MIN's node both are negated.
func predict(f Fit, v float64, max bool) float64 {
	if max {
		return f.A*v + f.B
	}
	return -(f.A*-v + f.B)
}
