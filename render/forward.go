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

// Forward is how a search pruned forward, by the evaluation of the
// positions below a node (beam search, ProbCut): what its drawings tell
// of it, asked of the record and never of which search it is. Nil for a
// search that prunes none.
type Forward interface {
	// rows are the legend's rows of the drawings.
	rows(s *Search) []LegendRow
	// legend is the text legend's lines.
	legend(s *Search) string
	// text is the search with its parameters, for the line that names it.
	text(s *Search) string
	// counts are its counts for the result line, after the others.
	counts(s *Search) string
	// countJSON writes its counts in the JSON's.
	countJSON(s *Search, c *TreeCounts)
	// dropReason says why the search never searched n, a child it
	// dropped; empty for a search that drops none.
	dropReason(s *Search, n int32) string
}

// BeamInfo says how beam search searched: the moves it kept at each
// node, the best by the evaluation.
type BeamInfo struct{ Width int }

// ProbCutInfo says how ProbCut searched: its confidence, the number of
// sigmas it makes (T), and the fit it stood on ("othello 8x8, --eval
// discs").
type ProbCutInfo struct {
	Confidence float64
	T          float64
	Fit        string
}

func (BeamInfo) rows(s *Search) []LegendRow {
	return []LegendRow{{Mark: s.word("outside the beam"), Meaning: s.word("a move beam search never searched: the evaluation ranks it below the moves kept (a finished game ranked by its result, where AIMA 5.3.3 names the evaluation alone)")}}
}

func (ProbCutInfo) rows(s *Search) []LegendRow {
	return []LegendRow{{Mark: s.word("cut by ProbCut"), Meaning: s.word("a shallow search predicted the node's value outside its window, with the confidence asked: its moves were never searched, and its bound is a prediction, not a proof (tested at every height a fit has, as Multi-ProbCut, Buro 1997, where ProbCut, Buro 1995, tests one)")}}
}

func (BeamInfo) legend(s *Search) string {
	return s.word("outside the beam: beam search never searched the move, which the evaluation\nranks below the moves kept; the value is that of the tree the beam keeps.\n")
}

func (ProbCutInfo) legend(s *Search) string {
	return s.word("ProbCut: a shallow search predicts the deep value (a x v + b, error sigma);\na node is cut when the prediction clears the window by T sigma: its bound\nis then a prediction, not a proof.\n")
}

// text: "beam search (the 2 moves best by the evaluation at each node)".
func (b BeamInfo) text(s *Search) string {
	return s.t("%s (the %d moves best by the evaluation at each node)", s.word(s.decl().Title), b.Width)
}

// text: "ProbCut (confidence 0.9: 1.28 sigma; the fit of othello 8x8,
// --eval discs)".
func (p ProbCutInfo) text(s *Search) string {
	return s.t("%s (confidence %s: %s sigma; the fit of %s)", s.word(s.decl().Title), s.decimal(s.t("%g", p.Confidence)), s.sigmas(p.T), p.Fit)
}

// counts: ", 12 outside the beam".
func (BeamInfo) counts(s *Search) string {
	return s.t(", %s", s.plural(s.Ann.Stats.Dropped, "%[1]s outside the beam", "%s outside the beam"))
}

// counts: ", 3 cut by ProbCut (40 nodes in its shallow searches)".
func (ProbCutInfo) counts(s *Search) string {
	st := s.Ann.Stats
	return s.t(", %s cut by ProbCut (%s in its shallow searches)", strconv.FormatInt(st.ProbCuts, 10), s.plural(st.Probes, "%s node", "%s nodes"))
}

func (BeamInfo) countJSON(s *Search, c *TreeCounts) { c.OutsideBeam = ptr(s.Ann.Stats.Dropped) }

func (ProbCutInfo) countJSON(s *Search, c *TreeCounts) {
	c.ProbCuts, c.ProbCutNodes = ptr(s.Ann.Stats.ProbCuts), ptr(s.Ann.Stats.Probes)
}

func (b BeamInfo) dropReason(s *Search, n int32) string { return s.droppedReason(n, b.Width) }

func (ProbCutInfo) dropReason(*Search, int32) string { return "" }

// forwardRows are the legend's rows of forward pruning, none for
// another search.
func (s *Search) forwardRows() []LegendRow {
	if s.Forward == nil {
		return nil
	}
	return s.Forward.rows(s)
}

// forwardLegend is the text legend's lines of forward pruning, empty
// for another search.
func (s *Search) forwardLegend() string {
	if s.Forward == nil {
		return ""
	}
	return s.Forward.legend(s)
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
// line that names it; empty for another search.
func (s *Search) forwardText() string {
	if s.Forward == nil {
		return ""
	}
	return s.Forward.text(s)
}

// forwardCounts are the counts of forward pruning for the result line;
// empty for another search.
func (s *Search) forwardCounts() string {
	if s.Forward == nil {
		return ""
	}
	return s.Forward.counts(s)
}

// sigmas writes ProbCut's T to two decimals, ∞ when it never cuts.
func (s *Search) sigmas(t float64) string {
	if math.IsInf(t, 1) {
		return "∞"
	}
	return s.num(t)
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

// droppedReason says why beam search, keeping width moves, never
// searched n: "Outside the beam: C searched only its 2 moves best by the
// evaluation (d3 +3, c4 +3); this one's evaluation is +1.".
func (s *Search) droppedReason(n int32, width int) string {
	t := s.Tree
	p := t.Nodes[n].Parent
	var kept []string
	for c := t.Nodes[p].First; c < t.Nodes[p].First+t.Nodes[p].Count; c++ {
		if !s.dropped(c) {
			kept = append(kept, t.Label(c)+" ("+s.value(t.Nodes[c].Value)+")")
		}
	}
	return s.t("Outside the beam: %s searched only its %d moves best by the evaluation (%s); this one's evaluation is %s.",
		t.Label(p), width, joinComma(kept), s.value(t.Nodes[n].Value))
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
