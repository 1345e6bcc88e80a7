package minimax

// Annotation is what a search left on one node of an explicit tree.
type Annotation struct {
	// Value is the value the node returned, a Bound of its true value.
	Value float64
	// Eval is the evaluation of a leaf the search evaluated.
	Eval float64
	// AlphaIn and BetaIn are the window the node was searched in;
	// AlphaOut and BetaOut the window when it returned.
	AlphaIn, BetaIn, AlphaOut, BetaOut float64
	// Order is the visit number: 1 for the root, then 2, 3, ... in the order
	// the search first entered nodes; 0 for a node never visited.
	Order int32
	// Best is the child that gave the node its value, or -1.
	Best int32
	// CutAfter is the child after which the node cut off, or -1.
	CutAfter int32
	// Bound is the kind of bound Value is.
	Bound Bound
	// Flags holds Evaluated, Cutoff and PV.
	Flags Flag
}

// Flag marks a node.
type Flag uint8

// The flags of an annotation.
const (
	// Evaluated marks a leaf the search evaluated.
	Evaluated Flag = 1 << iota
	// Cutoff marks a node that stopped before its last child.
	Cutoff
	// PV marks a node on the principal variation.
	PV
	// Returned marks a node whose search finished (it has a Value).
	Returned
	// Probed marks a child of a chance node whose first move Star2's
	// probe searched: until the node returns, its Value is that move's,
	// a bound of its own (from below at MAX's node, from above at MIN's).
	Probed
	// Dropped marks a child beam search dropped unsearched.
	Dropped
	// ProbCutOff marks a node ProbCut cut off: its children were never
	// searched, its value is the window's bound the prediction cleared.
	ProbCutOff
)

// Visited reports whether the search entered the node.
func (a Annotation) Visited() bool { return a.Order > 0 }

// Has reports whether f is set.
func (a Annotation) Has(f Flag) bool { return a.Flags&f != 0 }

// Recorder is a Tracer for trees whose nodes are numbered 0, 1, 2, ...: it
// writes an Annotation per node, and counts.
type Recorder struct {
	// Nodes holds the annotation of node i at index i; nodes the search
	// never reached have Order 0.
	Nodes []Annotation
	// Stats counts the search.
	Stats Stats
	// Tests holds ProbCut's test at each node it tested (ProbCutter).
	Tests map[int32]CutTest
	order int32
}

// Beam marks the children beam search dropped at n (Beamer).
func (r *Recorder) Beam(n int32, kept, dropped []int32) {
	for _, c := range dropped {
		r.node(c).Flags |= Dropped
	}
	r.Stats.Dropped += int64(len(dropped))
}

// ProbCut records ProbCut's test at n, and marks n when it cut
// (ProbCutter).
func (r *Recorder) ProbCut(n int32, test CutTest) {
	if r.Tests == nil {
		r.Tests = map[int32]CutTest{}
	}
	r.Tests[n] = test
	r.Stats.Probes += test.Nodes
	if test.Cut != 0 {
		r.node(n).Flags |= ProbCutOff
		r.Stats.ProbCuts++
	}
}

// NewRecorder returns a Recorder for a tree of about size nodes; it grows
// as the search meets larger node numbers.
func NewRecorder(size int) *Recorder {
	return &Recorder{Nodes: make([]Annotation, 0, size)}
}

// At returns the annotation of node n, the zero Annotation (never visited)
// if the search did not reach it.
func (r *Recorder) At(n int32) Annotation {
	if int(n) < len(r.Nodes) {
		return r.Nodes[n]
	}
	return Annotation{Best: -1, CutAfter: -1}
}

func (r *Recorder) node(n int32) *Annotation {
	for int(n) >= len(r.Nodes) {
		r.Nodes = append(r.Nodes, Annotation{Best: -1, CutAfter: -1})
	}
	return &r.Nodes[n]
}

// Enter records the visit number and the window on entry.
func (r *Recorder) Enter(n int32, ply int, max bool, alpha, beta float64) {
	a := r.node(n)
	r.order++
	r.Stats.Visited++
	a.Order = r.order
	a.AlphaIn, a.BetaIn = alpha, beta
}

// Leaf records the evaluation.
func (r *Recorder) Leaf(n int32, value float64) {
	a := r.node(n)
	a.Eval = value
	a.Flags |= Evaluated
	r.Stats.Leaves++
}

// Probe records Star2's probe of child, a child of chance node n whose
// first move was worth value (Prober): child is marked Probed, value its
// bound until it returns.
func (r *Recorder) Probe(n, child int32, value, low, high float64) {
	a := r.node(child)
	a.Flags |= Probed
	if !a.Has(Returned) {
		a.Value = value
	}
}

// ProbedOnly counts the nodes Star2's probes bounded that the search
// never entered.
func (r *Recorder) ProbedOnly() int64 {
	var n int64
	for _, a := range r.Nodes {
		if a.Has(Probed) && !a.Visited() {
			n++
		}
	}
	return n
}

// Update does nothing: the window on return holds the last update.
func (r *Recorder) Update(n, child int32, alpha, beta float64) {}

// Cutoff records the child after which n cut off.
func (r *Recorder) Cutoff(n, child int32, pruned []int32, alpha, beta float64) {
	a := r.node(n)
	a.Flags |= Cutoff
	a.CutAfter = child
	r.Stats.Cutoffs++
}

// Return records the value, its bound, the window on return and the best
// child.
func (r *Recorder) Return(n int32, value float64, bound Bound, alpha, beta float64, best int32, hasBest bool) {
	a := r.node(n)
	a.Value, a.Bound = value, bound
	a.AlphaOut, a.BetaOut = alpha, beta
	a.Flags |= Returned
	if hasBest {
		a.Best = best
	}
}

// MarkPV marks the principal variation: from root, each node's best child,
// as long as the values are exact. It returns the path, root first.
func (r *Recorder) MarkPV(root int32) []int32 {
	var path []int32
	for n := root; n >= 0 && int(n) < len(r.Nodes); {
		a := &r.Nodes[n]
		if !a.Has(Returned) || a.Bound != Exact {
			break
		}
		a.Flags |= PV
		path = append(path, n)
		n = a.Best
	}
	return path
}
