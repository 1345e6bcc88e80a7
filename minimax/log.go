package minimax

// EventKind names what happened at one step of a search.
type EventKind uint8

// The kinds of event, one per Tracer method.
const (
	// Enter: the search reached a node.
	Enter EventKind = iota
	// Leaf: the search evaluated a leaf.
	Leaf
	// Update: a child's value moved the node's window.
	Update
	// Cutoff: alpha >= beta, the remaining children are pruned.
	CutoffEvent
	// Return: the node handed its value to its parent.
	Return
	// ProbeEvent: Star2's probe of a chance node's child (Prober).
	ProbeEvent
	// BeamEvent: beam search kept some children and dropped the others
	// (Beamer).
	BeamEvent
	// ProbCutEvent: ProbCut's test at a node (ProbCutter).
	ProbCutEvent
)

// String returns "enter", "leaf", "update", "cutoff", "return",
// "probe", "beam" or "probcut".
func (k EventKind) String() string {
	return [...]string{"enter", "leaf", "update", "cutoff", "return", "probe", "beam", "probcut"}[k]
}

// Forward is what a BeamEvent or a ProbCutEvent carries besides the
// common fields: the children beam search kept, best first, or ProbCut's
// test.
type Forward[Node any] struct {
	Kept []Node
	Test CutTest
}

// Beam records beam search's drops (Beamer), with copies of the kept
// and dropped children.
func (l *Log[Node]) Beam(n Node, kept, dropped []Node) {
	ply, max := l.top()
	l.Events = append(l.Events, Event[Node]{Kind: BeamEvent, Node: n, Ply: ply, Max: max,
		Forward: &Forward[Node]{Kept: append([]Node(nil), kept...)}, Pruned: append([]Node(nil), dropped...)})
}

// ProbCut records ProbCut's test at n (ProbCutter).
func (l *Log[Node]) ProbCut(n Node, test CutTest) {
	ply, max := l.top()
	l.Events = append(l.Events, Event[Node]{Kind: ProbCutEvent, Node: n, Ply: ply, Max: max, Alpha: test.Alpha, Beta: test.Beta, Forward: &Forward[Node]{Test: test}})
}

// Prober is a Tracer that hears Star2's probing pass too: at chance node
// n, the first move of child was worth value, which bounds child, and n's
// value now lies from low to high.
type Prober[Node any] interface {
	Probe(n, child Node, value, low, high float64)
}

// Probe records a probe (Prober).
func (l *Log[Node]) Probe(n, child Node, value, low, high float64) {
	l.Events = append(l.Events, Event[Node]{Kind: ProbeEvent, Node: n, Child: child, Value: value, Alpha: low, Beta: high})
}

// Event is one step of a search, as a Tracer saw it.
type Event[Node any] struct {
	Kind EventKind
	// Node is the node the event is about.
	Node Node
	// Ply is the depth of Node (Enter only; the other events carry the
	// ply of their Enter).
	Ply int
	// Max tells whether Node is a MAX node.
	Max bool
	// Child is the child that moved the window (Update) or after which the
	// node cut off (Cutoff).
	Child Node
	// Pruned are the children never visited (Cutoff, and those beam
	// search dropped: BeamEvent).
	Pruned []Node
	// Forward holds, for BeamEvent, the children kept, and for
	// ProbCutEvent, the test; nil for the other events (so that an event
	// stays small).
	Forward *Forward[Node]
	// Alpha and Beta are the window: on entry (Enter, Leaf), after the
	// change (Update, Cutoff), on return (Return).
	Alpha, Beta float64
	// Value is the value evaluated (Leaf) or returned (Return).
	Value float64
	// Bound is the kind of bound Value is (Return).
	Bound Bound
	// Best and HasBest are the node's best child (Return).
	Best    Node
	HasBest bool
}

// Log is a Tracer that records every event of a search, so that the search
// can be stepped through forwards and backwards without searching again.
type Log[Node any] struct {
	Events []Event[Node]
	stack  []frame // the nodes entered and not yet returned
}

// frame is a node being searched.
type frame struct {
	ply int
	max bool
}

// Enter records an Enter event.
func (l *Log[Node]) Enter(n Node, ply int, max bool, alpha, beta float64) {
	l.stack = append(l.stack, frame{ply, max})
	l.Events = append(l.Events, Event[Node]{Kind: Enter, Node: n, Ply: ply, Max: max, Alpha: alpha, Beta: beta})
}

// top returns the ply and kind of the node being searched.
func (l *Log[Node]) top() (int, bool) {
	f := l.stack[len(l.stack)-1]
	return f.ply, f.max
}

// Leaf records a Leaf event, with the window the leaf was entered with.
func (l *Log[Node]) Leaf(n Node, value float64) {
	ply, max := l.top()
	e := l.Events[len(l.Events)-1]
	l.Events = append(l.Events, Event[Node]{Kind: Leaf, Node: n, Ply: ply, Max: max, Alpha: e.Alpha, Beta: e.Beta, Value: value})
}

// Update records an Update event.
func (l *Log[Node]) Update(n, child Node, alpha, beta float64) {
	ply, max := l.top()
	l.Events = append(l.Events, Event[Node]{Kind: Update, Node: n, Ply: ply, Max: max, Child: child, Alpha: alpha, Beta: beta})
}

// Cutoff records a Cutoff event, with a copy of the pruned children.
func (l *Log[Node]) Cutoff(n, child Node, pruned []Node, alpha, beta float64) {
	ply, max := l.top()
	l.Events = append(l.Events, Event[Node]{Kind: CutoffEvent, Node: n, Ply: ply, Max: max, Child: child,
		Pruned: append([]Node(nil), pruned...), Alpha: alpha, Beta: beta})
}

// Return records a Return event.
func (l *Log[Node]) Return(n Node, value float64, bound Bound, alpha, beta float64, best Node, hasBest bool) {
	ply, max := l.top()
	l.stack = l.stack[:len(l.stack)-1]
	l.Events = append(l.Events, Event[Node]{Kind: Return, Node: n, Ply: ply, Max: max, Alpha: alpha, Beta: beta,
		Value: value, Bound: bound, Best: best, HasBest: hasBest})
}

// Replay sends the first k events to t, as the search sent them: replaying
// into a Recorder gives the annotations of the tree after step k.
func (l *Log[Node]) Replay(k int, t Tracer[Node]) {
	for i := range min(k, len(l.Events)) {
		l.Send(i, t)
	}
}

// Send sends event i (from 0) alone to t: sending the events one by one,
// in order, is Replay, a step at a time.
func (l *Log[Node]) Send(i int, t Tracer[Node]) {
	e := l.Events[i]
	switch e.Kind {
	case Enter:
		t.Enter(e.Node, e.Ply, e.Max, e.Alpha, e.Beta)
	case Leaf:
		t.Leaf(e.Node, e.Value)
	case Update:
		t.Update(e.Node, e.Child, e.Alpha, e.Beta)
	case CutoffEvent:
		t.Cutoff(e.Node, e.Child, e.Pruned, e.Alpha, e.Beta)
	case Return:
		t.Return(e.Node, e.Value, e.Bound, e.Alpha, e.Beta, e.Best, e.HasBest)
	case ProbeEvent:
		if p, ok := t.(Prober[Node]); ok {
			p.Probe(e.Node, e.Child, e.Value, e.Alpha, e.Beta)
		}
	case BeamEvent:
		if b, ok := t.(Beamer[Node]); ok {
			b.Beam(e.Node, e.Forward.Kept, e.Pruned)
		}
	case ProbCutEvent:
		if p, ok := t.(ProbCutter[Node]); ok {
			p.ProbCut(e.Node, e.Forward.Test)
		}
	}
}
