package minimax

// Tee returns a Tracer that passes every event to each of tracers, in
// order: a Recorder and a Log, say, both watching one search.
func Tee[Node any](tracers ...Tracer[Node]) Tracer[Node] { return tee[Node](tracers) }

// tee is the Tracer Tee returns.
type tee[Node any] []Tracer[Node]

func (t tee[Node]) Enter(n Node, ply int, max bool, alpha, beta float64) {
	for _, tr := range t {
		tr.Enter(n, ply, max, alpha, beta)
	}
}

func (t tee[Node]) Leaf(n Node, v float64) {
	for _, tr := range t {
		tr.Leaf(n, v)
	}
}

func (t tee[Node]) Update(n, child Node, alpha, beta float64) {
	for _, tr := range t {
		tr.Update(n, child, alpha, beta)
	}
}

func (t tee[Node]) Cutoff(n, child Node, pruned []Node, alpha, beta float64) {
	for _, tr := range t {
		tr.Cutoff(n, child, pruned, alpha, beta)
	}
}

func (t tee[Node]) Return(n Node, v float64, b Bound, alpha, beta float64, best Node, ok bool) {
	for _, tr := range t {
		tr.Return(n, v, b, alpha, beta, best, ok)
	}
}

// Probe passes Star2's probe to the tracers that hear it (Prober).
func (t tee[Node]) Probe(n, child Node, value, low, high float64) {
	for _, tr := range t {
		if p, ok := tr.(Prober[Node]); ok {
			p.Probe(n, child, value, low, high)
		}
	}
}

// Beam passes beam search's drops to the tracers that hear them (Beamer).
func (t tee[Node]) Beam(n Node, kept, dropped []Node) {
	for _, tr := range t {
		if b, ok := tr.(Beamer[Node]); ok {
			b.Beam(n, kept, dropped)
		}
	}
}

// ProbCut passes ProbCut's tests to the tracers that hear them
// (ProbCutter).
func (t tee[Node]) ProbCut(n Node, test CutTest) {
	for _, tr := range t {
		if p, ok := tr.(ProbCutter[Node]); ok {
			p.ProbCut(n, test)
		}
	}
}
