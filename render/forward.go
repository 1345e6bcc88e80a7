package render

import (
	"math"
	"strconv"

	"gametree/minimax"
)

// Forward pruning drawn and told: the children beam search dropped
// ("outside the beam", with the evaluations that ranked them) and the
// nodes ProbCut cut off (the shallow search, its prediction and the
// window it cleared, with their numbers).

// ProbCutInfo says how ProbCut searched: its confidence, the number of
// sigmas it makes (T), and the fit it stood on ("othello 8x8, --eval
// discs").
type ProbCutInfo struct {
	Confidence float64
	T          float64
	Fit        string
}

// forwardRows are the legend's rows of forward pruning, none for
// another search.
func (s *Search) forwardRows() []LegendRow {
	switch {
	case s.decl().TakesParam("beam"):
		return []LegendRow{{Mark: s.word("outside the beam"), Meaning: s.word("a move beam search never searched: the evaluation ranks it below the moves kept (a finished game ranked by its result, where AIMA 5.3.3 names the evaluation alone)")}}
	case s.ProbCut != nil:
		return []LegendRow{{Mark: s.word("cut by ProbCut"), Meaning: s.word("a shallow search predicted the node's value outside its window, with the confidence asked: its moves were never searched, and its bound is a prediction, not a proof (tested at every height a fit has, as Multi-ProbCut, Buro 1997, where ProbCut, Buro 1995, tests one)")}}
	}
	return nil
}

// forwardLegend is the text legend's lines of forward pruning, empty
// for another search.
func (s *Search) forwardLegend() string {
	switch {
	case s.decl().TakesParam("beam"):
		return s.word("outside the beam: beam search never searched the move, which the evaluation\nranks below the moves kept; the value is that of the tree the beam keeps.\n")
	case s.ProbCut != nil:
		return s.word("ProbCut: a shallow search predicts the deep value (a x v + b, error sigma);\na node is cut when the prediction clears the window by T sigma: its bound\nis then a prediction, not a proof.\n")
	}
	return ""
}

// dropped reports whether beam search dropped n unsearched.
func (s *Search) dropped(n int32) bool { return s.ann(n).Has(minimax.Dropped) }

// prunedWord is what a node never searched is called: "outside the
// beam" for a child beam search dropped, else "pruned".
func (s *Search) prunedWord(n int32) string {
	if s.dropped(n) {
		return s.word("outside the beam")
	}
	return s.word("pruned")
}

// forwardText is the search's parameters of forward pruning for the
// line that names it: "beam search (the 2 moves best by the evaluation
// at each node)", "ProbCut (confidence 0.9: 1.28 sigma; fit of othello
// 8x8, --eval discs)"; empty for another search.
func (s *Search) forwardText() string {
	d := s.decl()
	switch {
	case d.TakesParam("beam"):
		return s.t("%s (the %d moves best by the evaluation at each node)", s.word(d.Title), s.Beam)
	case s.ProbCut != nil:
		return s.t("%s (confidence %s: %s sigma; the fit of %s)", s.word(d.Title), s.decimal(s.t("%g", s.ProbCut.Confidence)), s.sigmas(s.ProbCut.T), s.ProbCut.Fit)
	}
	return ""
}

// sigmas writes ProbCut's T to two decimals, ∞ when it never cuts.
func (s *Search) sigmas(t float64) string {
	if math.IsInf(t, 1) {
		return "∞"
	}
	return s.num(t)
}

// forwardCounts are the counts of forward pruning for the result line:
// ", 12 outside the beam", ", 3 cut by ProbCut (40 nodes in its shallow
// searches)"; empty for another search.
func (s *Search) forwardCounts() string {
	st := s.Ann.Stats
	switch {
	case s.decl().TakesParam("beam"):
		return s.t(", %s", s.plural(st.Dropped, "%[1]s outside the beam", "%s outside the beam"))
	case s.ProbCut != nil:
		return s.t(", %s cut by ProbCut (%s in its shallow searches)", strconv.FormatInt(st.ProbCuts, 10), s.plural(st.Probes, "%s node", "%s nodes"))
	}
	return ""
}

// probCutMark is the mark of a node ProbCut tested and cut off: "ProbCut:
// depth 1 says 3, predicts 2.9; 2.9 - 1.28 x 2.3 >= beta 0"; empty for
// another.
func (s *Search) probCutMark(n int32) string {
	test, ok := s.Ann.Tests[n]
	switch {
	case !ok:
		return ""
	case test.Cut == 0:
		return s.t("ProbCut: predicts %s ± %s, searched", s.num(test.Predicted), s.num(test.Margin()))
	}
	return s.t("ProbCut: %s", s.cutFormula(test))
}

// cutFormula writes a ProbCut test with its numbers: "a depth-1 search
// says 14; 0.92 x 14 + 1.1 - 1.28 x 3.2 = 10.9 >= beta 10: cut".
func (s *Search) cutFormula(test minimax.CutTest) string {
	f := test.Fit
	shallow := s.t("a depth-%d search says %s", f.Shallow, s.value(test.Shallow))
	if f.Shallow == 0 {
		shallow = s.t("the evaluation says %s", s.value(test.Shallow))
	}
	// The fit is from the side to move's view: at MIN's node the
	// prediction is -(a x (-v) + b), written as a x v - b.
	b := f.B
	if !test.Max {
		b = -b
	}
	v := s.value(test.Shallow)
	if test.Shallow < 0 {
		v = "(" + v + ")"
	}
	pred := s.num(f.A) + " × " + v + s.signed(b)
	// The sum of the terms as they are written, so that the sentence adds
	// up (the test itself is exact); where the rounding would cross the
	// bound, the exact sum to four decimals.
	sum := rounded(f.A)*test.Shallow + rounded(b) - float64(test.Cut)*rounded(test.T)*rounded(f.Sigma)
	exact := test.Predicted - float64(test.Cut)*test.Margin()
	written := s.num(sum)
	if (test.Cut == 1 && sum < test.Beta) || (test.Cut == -1 && sum > test.Alpha) {
		written = s.decimal(s.t("%g", math.Round(exact*1e4)/1e4))
	}
	switch test.Cut {
	case 1:
		return s.t("%s; %s - %s × %s = %s ≥ beta %s: cut", shallow, pred, s.sigmas(test.T), s.num(f.Sigma), written, s.value(test.Beta))
	case -1:
		return s.t("%s; %s + %s × %s = %s ≤ alpha %s: cut", shallow, pred, s.sigmas(test.T), s.num(f.Sigma), written, s.value(test.Alpha))
	}
	return s.t("%s, which predicts %s ± %s × %s, inside the window (%s, %s): searched", shallow, s.num(test.Predicted), s.sigmas(test.T), s.num(f.Sigma), s.value(test.Alpha), s.value(test.Beta))
}

// num writes a fitted number to two decimals, as short as it reads, in
// the search's language (a decimal comma in French).
func (s *Search) num(v float64) string {
	return s.decimal(s.t("%g", rounded(v)))
}

// rounded is v to two decimals, as num writes it.
func rounded(v float64) float64 { return math.Round(v*100) / 100 }

// signed writes b after a product: " + 1.1", " - 0.4".
func (s *Search) signed(b float64) string {
	if b < 0 {
		return " - " + s.num(-b)
	}
	return " + " + s.num(b)
}

// droppedReason says why beam search never searched n: "Outside the
// beam: C searched only its 2 moves best by the evaluation (d3 +3, c4
// +3); this one's evaluation is +1.".
func (s *Search) droppedReason(n int32) string {
	t := s.Tree
	p := t.Nodes[n].Parent
	var kept []string
	for c := t.Nodes[p].First; c < t.Nodes[p].First+t.Nodes[p].Count; c++ {
		if !s.dropped(c) {
			kept = append(kept, t.Label(c)+" ("+s.value(t.Nodes[c].Value)+")")
		}
	}
	return s.t("Outside the beam: %s searched only its %d moves best by the evaluation (%s); this one's evaluation is %s.",
		t.Label(p), s.Beam, joinComma(kept), s.value(t.Nodes[n].Value))
}

// probCutReason says why the search never entered n, below a node
// ProbCut cut off at p.
func (s *Search) probCutReason(p int32, above bool) string {
	f := s.cutFormula(s.Ann.Tests[p])
	if above {
		return s.t("Pruned: ProbCut cut %s off (%s), so the search never entered the nodes below it.", s.Tree.Label(p), f)
	}
	return s.t("Pruned: ProbCut cut %s off (%s), so the search never entered this node.", s.Tree.Label(p), f)
}

// joinComma joins words with ", ".
func joinComma(words []string) string {
	out := ""
	for i, w := range words {
		if i > 0 {
			out += ", "
		}
		out += w
	}
	return out
}

// forwardSentence says what a step of forward pruning does: the beam
// kept and dropped at a node, or ProbCut's test with its numbers.
func (tr *Trace) forwardSentence(e minimax.Event[int32], name, player, win string) string {
	s, t := tr.Search, tr.Search.Tree
	if e.Kind == minimax.ProbCutEvent {
		return s.t("ProbCut at %s (%s)%s: %s.", name, player, win, s.cutFormula(e.Forward.Test))
	}
	var kept, dropped []string
	for _, c := range e.Forward.Kept {
		kept = append(kept, t.Label(c)+" ("+s.value(t.Nodes[c].Value)+")")
	}
	for _, c := range e.Pruned {
		dropped = append(dropped, t.Label(c))
	}
	if len(dropped) == 1 {
		return s.t("Beam at %s (%s): keep the %d moves best by the evaluation, %s; %s stays outside the beam, never searched.", name, player, len(kept), s.listWords(kept), dropped[0])
	}
	return s.t("Beam at %s (%s): keep the %d moves best by the evaluation, %s; %s stay outside the beam, never searched.", name, player, len(kept), s.listWords(kept), s.listWords(dropped))
}
