package render

import (
	"io"
	"strconv"
	"strings"

	"gametree/mcts"
	"gametree/minimax"
	"gametree/tree"
)

// Trace is a search recorded event by event, to be stepped through: step k
// (from 1) is the k-th event. Going back is exact, since the events are
// replayed, not searched again.
type Trace struct {
	// Search is the finished search: the tree and how it was searched.
	Search *Search
	// Log holds the events of minimax and alpha-beta; MCTS, instead, the
	// phases of Monte Carlo tree search (NewMCTSTrace).
	Log  *minimax.Log[int32]
	MCTS *mcts.Log
	// ids maps nodes to the ids of the JSON of the full tree, made on
	// first use.
	ids map[int32]int
}

// NodeID returns the id that the JSON of the full tree (tree --format
// json, --view full) gives to step k's node.
func (tr *Trace) NodeID(k int) int {
	if tr.ids == nil {
		tr.ids = drawnIDs(tr.Search.visible(Options{View: Full}))
	}
	if tr.MCTS != nil {
		return tr.ids[tr.mctsEvent(k).Node]
	}
	return tr.ids[tr.event(k).Node]
}

// Drawing returns the tree searched, which the steps' nodes are of.
func (tr *Trace) Drawing() *Search { return tr.Search }

// Len returns the number of steps.
func (tr *Trace) Len() int {
	if tr.MCTS != nil {
		return len(tr.MCTS.Events)
	}
	return len(tr.Log.Events)
}

// event returns step k's event.
func (tr *Trace) event(k int) minimax.Event[int32] { return tr.Log.Events[k-1] }

// EventName names step k: "enter", "pass" (entering a pass), "leaf",
// "game_over" (evaluating a finished game), "update", "cutoff" or
// "return".
func (tr *Trace) EventName(k int) string {
	if tr.MCTS != nil {
		return tr.mctsEvent(k).Phase.String()
	}
	e := tr.event(k)
	t := tr.Search.Tree
	switch {
	case e.Kind == minimax.Enter && t.IsPass(e.Node):
		return "pass"
	case e.Kind == minimax.Leaf && t.Nodes[e.Node].Terminal:
		return "game_over"
	}
	return e.Kind.String()
}

// At returns the search as it stands after step k: the annotations of the
// first k events, and the step marks (the current node, the nodes pruned so
// far) to draw it with.
func (tr *Trace) At(k int) (*Search, *Step) {
	if tr.MCTS != nil {
		return tr.mctsAt(k)
	}
	rec := minimax.NewRecorder(tr.Search.Tree.Len())
	tr.Log.Replay(k, rec)
	s := *tr.Search
	s.Ann = rec
	step := &Step{Current: tr.event(k).Node, Pruned: map[int32]bool{}}
	t := tr.Search.Tree
	var mark func(n int32)
	mark = func(n int32) {
		step.Pruned[n] = true
		nd := t.Nodes[n]
		for c := nd.First; c < nd.First+nd.Count; c++ {
			mark(c)
		}
	}
	for _, e := range tr.Log.Events[:k] {
		switch {
		case e.Kind == minimax.CutoffEvent || e.Kind == minimax.BeamEvent:
			for _, p := range e.Pruned {
				mark(p)
			}
		case e.Kind == minimax.ProbCutEvent && e.Forward.Test.Cut != 0:
			nd := t.Nodes[e.Node]
			for c := nd.First; c < nd.First+nd.Count; c++ {
				mark(c)
			}
		}
	}
	return &s, step
}

// mover names who moves at node n of an event: chance at a chance node,
// else MAX or MIN as the search had it (max).
func (s *Search) mover(n int32, max bool) string {
	switch {
	case s.Tree.IsChance(n):
		return s.word("chance")
	case max:
		return "MAX"
	}
	return "MIN"
}

// Sentence says what step k does, in one plain sentence.
func (tr *Trace) Sentence(k int) string {
	if tr.MCTS != nil {
		return tr.mctsSentence(k)
	}
	if tr.severalSteps() {
		return tr.maxnSentence(k)
	}
	e := tr.event(k)
	s := tr.Search
	t := s.Tree
	ab := s.prunes()
	name := t.Label(e.Node)
	player := s.mover(e.Node, e.Max)
	win := ""
	if ab {
		win = s.t(" with alpha = %s, beta = %s", s.value(e.Alpha), s.value(e.Beta))
	}
	parent := t.Nodes[e.Node].Parent
	switch tr.EventName(k) {
	case "enter":
		return tr.enterSentence(e.Node, name, player, win)
	case "pass":
		return s.t("%s has no legal move and passes: enter the pass (%s)%s.", s.word(t.PlayerName(parent)), player, win)
	case "leaf":
		return s.t("Evaluate the leaf %s: %s.", name, s.nodeValue(e.Node, e.Value))
	case "game_over":
		return s.t("The game is over at %s (%s), so its value is %s.", name, s.result(e.Node), s.nodeValue(e.Node, e.Value))
	case "update", "cutoff", "probe":
		if t.IsChance(e.Node) {
			return tr.chanceSentence(k)
		}
	}
	switch tr.EventName(k) {
	case "beam", "probcut":
		return tr.forwardSentence(e, name, player, win)
	case "update":
		return tr.updateSentence(k, e, name)
	case "cutoff":
		var pruned []string
		for _, p := range e.Pruned {
			pruned = append(pruned, t.Label(p))
		}
		why := s.cutCondition(e.Alpha, e.Beta)
		if len(pruned) == 1 {
			return s.t("Cutoff at %s (%s): %s after %s, so %s is pruned.", name, player, why, t.Label(e.Child), s.listWords(pruned))
		}
		return s.t("Cutoff at %s (%s): %s after %s, so %s are pruned.", name, player, why, t.Label(e.Child), s.listWords(pruned))
	case "return":
		v := s.nodeValue(e.Node, e.Value)
		if parent < 0 {
			if e.HasBest {
				return s.t("The search ends: the root's value is %s, best move %s.", v, t.Label(e.Best))
			}
			return s.t("The search ends: the root's value is %s.", v)
		}
		to := t.Label(parent)
		if tr.probing(e.Node) {
			switch e.Bound {
			case minimax.Lower:
				return s.t("%s returns ≥ %s to the probe of %s: a lower bound (%s failed high).", name, v, to, name)
			case minimax.Upper:
				return s.t("%s returns ≤ %s to the probe of %s: an upper bound (%s failed low).", name, v, to, name)
			}
			return s.t("%s returns %s to the probe of %s.", name, v, to)
		}
		switch e.Bound {
		case minimax.Lower:
			return s.t("%s returns ≥ %s to %s: a lower bound (%s failed high).", name, v, to, name)
		case minimax.Upper:
			return s.t("%s returns ≤ %s to %s: an upper bound (%s failed low).", name, v, to, name)
		}
		return s.t("%s returns %s to %s.", name, v, to)
	}
	return ""
}

// enterSentence says that the search enters node n (name, its player,
// win its window): the root, a probe's first move, or a node that is not
// quiet at the depth limit, where the search goes on.
func (tr *Trace) enterSentence(n int32, name, player, win string) string {
	s := tr.Search
	t := s.Tree
	parent := t.Nodes[n].Parent
	switch {
	case parent < 0 && t.Quiescence > 0:
		// The definition said once, where it departs from AIMA's.
		return s.t("Start at the root, %s (%s)%s.", name, player, win) + " " + s.t("A quiescence search: past its depth, a position that is not quiet is searched on over its noisy moves, up to quiescence +%s (plies past the depth), its player free to stand pat, as chess programs do (AIMA 5.3.2 extends a position until it is quiet, with no stand pat).", strconv.Itoa(t.Quiescence))
	case parent < 0 && s.decl().Departs != "":
		// The definition said once, where it departs from AIMA's.
		return s.t("Start at the root, %s (%s)%s.", name, player, win) + " " + s.word(s.decl().Departs)
	case parent < 0:
		return s.t("Start at the root, %s (%s)%s.", name, player, win)
	case tr.probing(n):
		return s.t("Probe %s: enter its first move, %s (%s)%s.", t.Label(parent), name, player, win)
	}
	if why := t.NotQuiet(n); why != "" {
		if t.Nodes[n].Count == 0 {
			// Not quiet, but no quiescence search, or its plies spent:
			// the horizon stops the search here.
			return s.t("Enter %s (%s)%s.", name, player, win) + " " + s.t("%s is not quiet (%s), but the search stops here: its horizon.", name, s.word(why))
		}
		return s.t("Enter %s (%s)%s.", name, player, win) + " " + s.t("%s is not quiet: %s; searching on.", name, s.word(why))
	}
	return s.t("Enter %s (%s)%s.", name, player, win)
}

// probing reports whether node n was searched by Star2's probe of its
// parent: as the first move of a child of a chance node, before that
// child was entered, if ever.
func (tr *Trace) probing(n int32) bool {
	s := tr.Search
	if !s.decl().Probes || s.Ann == nil {
		return false
	}
	p := s.Tree.Nodes[n].Parent
	if p < 0 {
		return false
	}
	parent, node := s.Ann.At(p).Order, s.Ann.At(n).Order
	return node > 0 && (parent == 0 || parent > node)
}

// updateSentence says what step k, an update of player node name's
// window after a child, does.
func (tr *Trace) updateSentence(k int, e minimax.Event[int32], name string) string {
	s := tr.Search
	t := s.Tree
	prevAlpha, prevBeta := tr.windowBefore(k, e.Node)
	child := t.Label(e.Child)
	if s.Ann != nil && s.Ann.At(e.Child).Order < s.Ann.At(e.Node).Order {
		// A first move Star2's probe searched before the node: its
		// value is taken as the probe found it, not searched again.
		v := s.value(s.Ann.At(e.Child).Value)
		switch {
		case e.Max && e.Alpha != prevAlpha:
			return s.t("%s is worth %s, as the probe found, and is not searched again: alpha at %s rises from %s to %s.", child, v, name, s.value(prevAlpha), s.value(e.Alpha))
		case !e.Max && e.Beta != prevBeta:
			return s.t("%s is worth %s, as the probe found, and is not searched again: beta at %s falls from %s to %s.", child, v, name, s.value(prevBeta), s.value(e.Beta))
		}
		return s.t("%s is worth %s, as the probe found, and is not searched again; the window at %s stays [%s, %s].", child, v, name, s.value(e.Alpha), s.value(e.Beta))
	}
	if e.Max {
		return s.t("%s returned %s: alpha at %s rises from %s to %s.", child, s.value(e.Alpha), name, s.value(prevAlpha), s.value(e.Alpha))
	}
	return s.t("%s returned %s: beta at %s falls from %s to %s.", child, s.value(e.Beta), name, s.value(prevBeta), s.value(e.Beta))
}

// windowBefore returns node n's window before step k.
func (tr *Trace) windowBefore(k int, n int32) (float64, float64) {
	for i := k - 1; i >= 1; i-- {
		e := tr.event(i)
		// A chance node's updates carry the bounds of its value, not a
		// window: its window is the one it was entered with.
		if e.Node == n && (e.Kind == minimax.Enter || e.Kind == minimax.Update && !tr.Search.Tree.IsChance(n)) {
			return e.Alpha, e.Beta
		}
	}
	return 0, 0
}

// listWords writes "a", "a and b", "a, b and c", or the first six and how
// many more.
func (s *Search) listWords(words []string) string {
	if len(words) > 6 {
		return s.t("%s and %s more", strings.Join(words[:6], ", "), strconv.Itoa(len(words)-6))
	}
	if len(words) <= 1 {
		return strings.Join(words, "")
	}
	return s.t("%s and %s", strings.Join(words[:len(words)-1], ", "), words[len(words)-1])
}

// Frame writes step k as an SVG picture: the tree so far, the current node
// filled yellow, nodes not visited yet dotted, pruned ones dashed, with the
// step's sentence as the caption.
func (tr *Trace) Frame(gv *Graphviz, w io.Writer, k int, opt Options) error {
	s, step := tr.At(k)
	opt.Step, opt.View = step, Full
	opt.Caption = s.t("Step %s of %s: %s", strconv.Itoa(k), strconv.Itoa(tr.Len()), tr.Sentence(k))
	if DrawnHere(SVGFormat, s, opt) {
		return s.tidySVG(w, opt)
	}
	return gv.DOTToSVG(w, dotString(s, opt))
}

// Source names what was searched, for titles: the game and the root's
// board string of a game tree ("Othello ---...--- X"), the leaves of a
// textbook tree.
func (tr *Trace) Source() string {
	t := tr.Search.Tree
	if t.Kind == tree.Game {
		return t.Root.Game().Title() + " " + t.Root.String()
	}
	return t.Leaves()
}

// chanceSentence says what step k, an update or a cutoff at a chance
// node of Star1, does: the bounds of its value once a child returned, and
// why it cuts off, in numbers.
func (tr *Trace) chanceSentence(k int) string {
	e := tr.event(k)
	s := tr.Search
	t := s.Tree
	name, child := t.Label(e.Node), t.Label(e.Child)
	rest := 1.0
	nd := t.Nodes[e.Node]
	for c := nd.First; c < nd.First+nd.Count; c++ {
		rest -= t.Probability(c)
		if c == e.Child {
			break
		}
	}
	lo, hi := e.Alpha, e.Beta // a chance node's update carries its bounds
	if tr.EventName(k) == "probe" {
		key := "Probe of %s: its first move is worth %s, so %s is worth at least that (MAX moves there); %s's value now lies from %s to %s."
		if !t.IsMax(e.Child) {
			key = "Probe of %s: its first move is worth %s, so %s is worth at most that (MIN moves there); %s's value now lies from %s to %s."
		}
		return s.t(key, child, s.value(e.Value), child, name, s.value(lo), s.value(hi))
	}
	if tr.EventName(k) == "update" {
		return s.t("%s returned: %s's value now lies from %s to %s (the remaining probability %s at the bounds).", child, name, s.value(lo), s.value(hi), s.decimal(tree.FormatExpected(rest)))
	}
	alpha, beta := tr.windowBefore(k, e.Node)
	var pruned []string
	for _, p := range e.Pruned {
		pruned = append(pruned, t.Label(p))
	}
	verb := s.t("so %s is pruned", s.listWords(pruned))
	switch {
	case len(pruned) > 1:
		verb = s.t("so %s are pruned", s.listWords(pruned))
	case len(pruned) == 0:
		verb = s.t("so none of its children is searched whole")
	}
	if k > 1 && tr.event(k-1).Kind == minimax.ProbeEvent {
		if hi <= alpha {
			return s.t("Cutoff at %s (chance) after the probes: its value is at most %s ≤ alpha %s, %s.", name, s.value(hi), s.value(alpha), verb)
		}
		return s.t("Cutoff at %s (chance) after the probes: its value is at least %s ≥ beta %s, %s.", name, s.value(lo), s.value(beta), verb)
	}
	if hi <= alpha {
		return s.t("Cutoff at %s (chance) after %s: even if the remaining %s were %s, the value would be at most %s ≤ alpha %s, %s.",
			name, child, s.decimal(tree.FormatExpected(rest)), s.value(s.Bounds[1]), s.value(hi), s.value(alpha), verb)
	}
	return s.t("Cutoff at %s (chance) after %s: even if the remaining %s were %s, the value would be at least %s ≥ beta %s, %s.",
		name, child, s.decimal(tree.FormatExpected(rest)), s.value(s.Bounds[0]), s.value(lo), s.value(beta), verb)
}
