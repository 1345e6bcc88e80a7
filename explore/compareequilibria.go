package explore

import (
	"context"
	"fmt"
	"io"
	"strings"

	"gametree/game"
	"gametree/gamesearch"
	"gametree/internal/msg"
	"gametree/render"
	"gametree/search"
)

// compare on a game of hidden information (Kuhn poker): CFR and CFR+ side
// by side, the exploitability and the value of their average strategies
// at 1, 2, 5, 10, 20, ... iterations, and averaging over clairvoyance
// beside them, which no iteration approaches.

// EquilibriaComparison compares CFR, CFR+ and averaging over clairvoyance
// on a game of hidden information.
type EquilibriaComparison struct {
	// ValueLow and ValueHigh bound the game's value for the first player
	// by each side's best response to CFR+'s last average strategy
	// (valueBracket); ValueFraction is the value a source proves, where
	// the game declares one (knownValue).
	ValueLow      float64 `json:"value_low"`
	ValueHigh     float64 `json:"value_high"`
	ValueFraction string  `json:"value_fraction,omitempty"`
	// Rows give, at each count of iterations, each search's
	// exploitability and value.
	Rows []EquilibriumRow `json:"rows"`
	// Clairvoyance is averaging over clairvoyance's value for the first
	// player, and the sets where it cannot be played (its best move
	// follows the hidden card).
	Clairvoyance      float64  `json:"clairvoyance_value"`
	ClairvoyanceSplit []string `json:"clairvoyance_split"`
	// ClairvoyanceText says so in a sentence, in the report's language.
	ClairvoyanceText string `json:"clairvoyance_text"`
	First            string `json:"-"`
}

// EquilibriumRow is one count of iterations of a comparison of CFR and
// CFR+.
type EquilibriumRow struct {
	Iterations         int     `json:"iterations"`
	CFRExploitability  float64 `json:"cfr_exploitability"`
	CFRValue           float64 `json:"cfr_value"`
	PlusExploitability float64 `json:"cfr_plus_exploitability"`
	PlusValue          float64 `json:"cfr_plus_value"`
}

// readHidden reads compare's game of hidden information and its
// iterations; its positions, depths and MCTS are refused.
func (req *CompareRequest) readHidden(r *reader) error {
	for _, f := range []string{"positions", "depth", "mcts", "moves", "board", "position"} {
		if r.set(f) {
			return usagef("--%s: a game of hidden information (kuhn) is compared whole, CFR and CFR+ by their iterations (--iterations); leave --%s out", f, f)
		}
	}
	g, err := readPosition(r)
	if err != nil {
		return err
	}
	req.Hidden, req.Depths = g.Pos, []int{1}
	if r.set("iterations") { // else the tree's own default (cfr.Iterations)
		req.CFRIterations, err = r.int("iterations")
	}
	return err
}

// compareHidden runs CFR and CFR+ on req's game of hidden information and
// averages over clairvoyance.
func compareHidden(ctx context.Context, req *CompareRequest) (*CompareReport, error) {
	l := msg.From(ctx)
	t, err := gamesearch.NewInformed(req.Hidden)
	if err != nil {
		return nil, errorf("%w", err)
	}
	_, vanilla, err := runCFR(ctx, t, otherCFR(search.CFRPlus), req.CFRIterations, true)
	if err != nil {
		return nil, err
	}
	plus, curve, err := runCFR(ctx, t, search.CFRPlus, req.CFRIterations, true)
	if err != nil {
		return nil, err
	}
	g := req.Hidden.Game()
	c := &EquilibriaComparison{First: game.PlayerName(g, game.X)}
	for i := range curve {
		c.Rows = append(c.Rows, EquilibriumRow{Iterations: curve[i].Iterations, CFRExploitability: vanilla[i].Exploitability, CFRValue: vanilla[i].Value,
			PlusExploitability: curve[i].Exploitability, PlusValue: curve[i].Value})
	}
	c.ValueLow, c.ValueHigh = valueBracket(t, plus.Average())
	var source string
	c.ValueFraction, source = knownValue(g, c.ValueLow, c.ValueHigh)
	eq := &EquilibriumReport{First: c.First, Lang: l}
	eq.Sets = setsOf(t, plus.Average())
	eq.clairvoyance(t)
	c.Clairvoyance, c.ClairvoyanceSplit = eq.Clairvoyance.Value, eq.Clairvoyance.Split
	c.ClairvoyanceText = l.T("Averaging over clairvoyance (each deal solved with every card seen, the values averaged) gives %s %s a hand, whatever the iterations, and cannot be played: its best move follows the hidden card at %s.", c.First, exactValue(l, c.Clairvoyance), someOf(l, c.ClairvoyanceSplit, 8))
	rep := &CompareReport{Position: msg.Capitalize(l.T("%s: the equilibrium by CFR and CFR+, to %s iterations", l.Word(g.Title()), l.Count(uint64(plus.Iterations)))),
		Equilibria: c, Lang: l, Rows: []CompareRow{}, PlotFormat: req.PlotFormat}
	rep.Scale = l.T("exploitability: what a player who knew the strategy would win beyond the game's value, on average over both players; value: what the strategy wins %s a hand. CFR+'s last strategy puts the game's value from %+.5f to %+.5f (each side's best response to the other's); %s proves it is %s.", c.First,
		clean(c.ValueLow, 5), clean(c.ValueHigh, 5), source, c.ValueFraction)
	if c.ValueFraction == "" {
		rep.Scale = l.T("exploitability: what a player who knew the strategy would win beyond the game's value, on average over both players; value: what the strategy wins %s a hand. CFR+'s last strategy puts the game's value from %+.5f to %+.5f (each side's best response to the other's).", c.First,
			clean(c.ValueLow, 5), clean(c.ValueHigh, 5))
	}
	return rep, nil
}

// writeEquilibria writes a comparison of CFR and CFR+: the table as text,
// Markdown or CSV, and averaging over clairvoyance beside it.
func (rep *CompareReport) writeEquilibria(w io.Writer, f render.Format) error {
	l, c := rep.Lang, rep.Equilibria
	if f == render.CSVFormat {
		var b strings.Builder
		b.WriteString("iterations,cfr_exploitability,cfr_value,cfr_plus_exploitability,cfr_plus_value\n")
		for _, r := range c.Rows {
			fmt.Fprintf(&b, "%d,%g,%g,%g,%g\n", r.Iterations, r.CFRExploitability, r.CFRValue, r.PlusExploitability, r.PlusValue)
		}
		_, err := io.WriteString(w, b.String())
		return err
	}
	md := f == render.MarkdownFormat
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n\n", rep.Position)
	rows := [][]string{{l.Word("iterations"), l.Word("CFR exploitability"), l.Word("CFR value"), l.Word("CFR+ exploitability"), l.Word("CFR+ value")}}
	for _, r := range c.Rows {
		rows = append(rows, []string{l.Count(uint64(r.Iterations)), l.T("%.2e", r.CFRExploitability), l.T("%+.5f", clean(r.CFRValue, 5)),
			l.T("%.2e", r.PlusExploitability), l.T("%+.5f", clean(r.PlusValue, 5))})
	}
	render.Table(&b, rows, []bool{true, true, true, true, true}, md)
	fmt.Fprintf(&b, "\n%s\n", scaleLines(rep.Scale, md))
	fmt.Fprintf(&b, "\n%s\n", scaleLines(c.ClairvoyanceText, md))
	_, err := io.WriteString(w, b.String())
	return err
}

// equilibriaPlot draws the exploitability of CFR and CFR+ by their
// iterations, on log scales (as solve --plot does).
func (rep *CompareReport) equilibriaPlot(w io.Writer) error {
	c, l := rep.Equilibria, rep.Lang
	cfrs, plus := render.Series{Name: search.CFR.Name}, render.Series{Name: search.CFRPlus.Name}
	for _, r := range c.Rows {
		cfrs.X, cfrs.Y = append(cfrs.X, float64(r.Iterations)), append(cfrs.Y, r.CFRExploitability)
		plus.X, plus.Y = append(plus.X, float64(r.Iterations)), append(plus.Y, r.PlusExploitability)
	}
	return render.LogLogPlot(w, orSVG(rep.PlotFormat), l.Word("Exploitability of the average strategy by iterations"), rep.Position, l.Word("iterations (log scale)"), l.Word("exploitability (log scale)"), []render.Series{plus, cfrs})
}

// someOf lists names, the first k of them and how many more: "Jh cr, Jh r
// and 120 more".
func someOf(l msg.Lang, names []string, k int) string {
	if len(names) <= k {
		return strings.Join(names, ", ")
	}
	return l.T("%s and %s more", strings.Join(names[:k], ", "), l.Count(uint64(len(names)-k)))
}
