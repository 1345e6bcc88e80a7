package explore

import (
	"context"
	"strconv"
	"strings"

	"gametree/internal/lines"
	"gametree/render"
)

// The step-throughs of a game of hidden information for the step page:
// CFR's walks, or averaging over clairvoyance's deals, a step each, the
// screen of each as the terminal shows it (its picture on the page is that
// text), and a sentence that says what the step is.

// HiddenSteps is a step-through of a game of hidden information, step by
// step from 1.
type HiddenSteps interface {
	// Len is the number of steps.
	Len() int
	// Screen writes step k as the terminal shows it.
	Screen(k int) string
	// Row is step k as a row of the page's trace.
	Row(k int) HiddenStepRow
	// Text writes the whole step-through, as gametree step prints it.
	Text() string
}

// HiddenStepRow is a step of a HiddenSteps as the page's trace lists it:
// what it is ("walk" or "deal") and its sentence; ID, Node and Path are
// the root's (the step is of the whole tree).
type HiddenStepRow struct {
	Step      int    `json:"step"`
	Path      string `json:"path"`
	Node      string `json:"node"`
	ID        int    `json:"id"`
	Event     string `json:"event"`
	Iteration int    `json:"iteration,omitempty"`
	Sentence  string `json:"sentence"`
}

// HiddenStepDocument is a step-through of a game of hidden information
// as every face writes it in JSON (step --format json, /api/step, the
// one-file page): the search's own record (CFR's iterations and walks,
// or the deals of averaging over clairvoyance), and beside it the trace
// every search's step has, a row a step (nodes, steps, legend), which the
// step page reads.
func HiddenStepDocument(hs HiddenSteps) any {
	rows := make([]HiddenStepRow, hs.Len())
	for k := range rows {
		rows[k] = hs.Row(k + 1)
	}
	legend := []render.LegendRow{}
	switch tr := hs.(type) {
	case *CFRTrace:
		return struct {
			*CFRTrace
			Nodes  int                `json:"nodes"`
			Steps  []HiddenStepRow    `json:"steps"`
			Legend []render.LegendRow `json:"legend"`
		}{tr, 1, rows, legend}
	case *ClairvoyanceTrace:
		return struct {
			*ClairvoyanceTrace
			Nodes  int                `json:"nodes"`
			Steps  []HiddenStepRow    `json:"steps"`
			Legend []render.LegendRow `json:"legend"`
		}{tr, 1, rows, legend}
	}
	return struct {
		Nodes  int                `json:"nodes"`
		Steps  []HiddenStepRow    `json:"steps"`
		Legend []render.LegendRow `json:"legend"`
	}{1, rows, legend}
}

// StepHidden steps through req's search of a game of hidden information
// (CFR, CFR+, or averaging over clairvoyance) for the page.
func StepHidden(ctx context.Context, req *TreeRequest) (HiddenSteps, error) {
	if req.SolvesEachDeal() {
		return StepClairvoyance(ctx, req)
	}
	return StepEquilibrium(ctx, req)
}

// Len is the number of walks of the trace.
func (tr *CFRTrace) Len() int { return len(tr.steps()) }

// Row is walk k as a row of the page's trace.
func (tr *CFRTrace) Row(k int) HiddenStepRow {
	st := tr.steps()[k-1]
	it := tr.Iterations[st.it]
	w := it.Walks[st.walk]
	l := tr.Lang
	s := l.T("Iteration %s: the walk of both players, each set's strategy matched anew from its regrets.", strconv.Itoa(it.Iteration))
	if w.Player != "" {
		s = l.T("Iteration %s: the walk of %s, each of its sets' strategy matched anew from its regrets.", strconv.Itoa(it.Iteration), w.Player)
	}
	if st.walk == len(it.Walks)-1 {
		s += " " + l.T("The average strategy's exploitability after iteration %s: %.4g", l.Count(uint64(it.Iteration)), it.Exploitability)
	}
	title := l.Word(tr.Title) // the game's name in the reader's language
	return HiddenStepRow{Step: k, Path: title, Node: title, Event: "walk", Iteration: it.Iteration, Sentence: s}
}

// Len is the number of deals of the trace.
func (tr *ClairvoyanceTrace) Len() int { return len(tr.Deals) }

// Screen writes deal k: its decisions with each move's value and the move
// taken with both cards seen, its line, value and the average so far;
// after the last, where averaging over clairvoyance goes wrong.
func (tr *ClairvoyanceTrace) Screen(k int) string {
	l := tr.lang
	var b strings.Builder
	b.WriteString(l.T("Deal %s of %s", strconv.Itoa(k), strconv.Itoa(len(tr.Deals))) + "\n")
	b.WriteString(tr.dealText(tr.Deals[k-1]))
	if k == len(tr.Deals) {
		b.WriteString("\n" + tr.verdict())
	}
	return b.String()
}

// Row is deal k as a row of the page's trace.
func (tr *ClairvoyanceTrace) Row(k int) HiddenStepRow {
	d := tr.Deals[k-1]
	l := tr.lang
	s := l.T("Deal %s, both cards seen: %s; %s gets %s. The average so far: %s.", d.Deal, d.Line, tr.first, strconv.FormatFloat(d.Value, 'f', -1, 64), fractionOrDecimal(d.Average))
	if k == len(tr.Deals) {
		s += " " + strings.Join(strings.Fields(tr.verdict()), " ")
	}
	return HiddenStepRow{Step: k, Path: d.Deal, Node: d.Deal, Event: "deal", Sentence: s}
}

// verdict says what averaging over clairvoyance gives beside the
// equilibrium, and where it goes wrong.
func (tr *ClairvoyanceTrace) verdict() string {
	l := tr.lang
	var b strings.Builder
	b.WriteString(lines.Hang(l.T("Averaging over clairvoyance gives %s %s a hand; at the equilibrium, where neither sees the other's card, the game's value is %s.", tr.first, fractionOrDecimal(tr.Value), tr.Equilibrium), 79) + "\n")
	if len(tr.Split) > 0 {
		b.WriteString(lines.Hang(l.T("It goes wrong at %s: the move it takes there follows the card the player does not see, which no one can play.", someOf(l, tr.Split, 8)), 79) + "\n")
	}
	if len(tr.Bluffs) > 0 {
		b.WriteString(lines.Hang(l.T("And it never bluffs: the equilibrium bets at %s, where no deal seen face up bets.", someOf(l, tr.Bluffs, 8)), 79) + "\n")
	}
	return b.String()
}
